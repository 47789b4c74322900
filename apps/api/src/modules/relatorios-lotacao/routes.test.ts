import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { relatorioLotacoesSchema, type RelatorioLotacoes, type TabelaLotacao, type TabelaPorAtribuicao, type TabelaPorNucleo, type TabelaPorSetor } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defensorNoBanco, lotar } from '../../../test/acoes.js';
import { testApp } from '../../../test/helpers.js';
import { CABECALHO_CONSULTAS, PEDIR_CONTAGEM } from '../../lib/contagem-consultas.js';
import { CANAL_DOS_TOTAIS } from '../../lib/totais-guardados.js';
import { periodo, substituicao } from '../acoes/table.js';
import { atuacao } from '../atuacoes/table.js';
import { comarca } from '../comarcas/table.js';
import { defensoria } from '../defensorias/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { nucleo } from '../nucleos/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio, setor } from '../predios/table.js';
import { vara } from '../varas/table.js';
import { MENSAGEM_TABELA_PUBLICA_LIMITE, TABELA_PUBLICA_POR_ENDERECO } from './routes.js';
import { entradaDaTabela } from './consultas.js';
import { MENSAGEM_SO_PADRAO, partesDoPedido } from './service.js';

/**
 * The assignment tables (issue 16) on a fixed dataset this file owns: titulares, a substitute and an accumulation, a
 * vacant office (its placement ended the day before), an office hidden from reports, interns over the maximum, a
 * leave with a substitution on the day and one the day after, a núcleo and a sector.
 */
const t = await testApp({ contarConsultas: true });
const { db } = t.database;
const DIA = '2026-03-10';
const ANTES = '2026-03-09';
const DEPOIS = '2026-03-11';
const SUBSTITUICAO = 0;
const ACUMULACAO = 1;
const DESIGNACAO = 4;

const ids: Record<string, number> = {};
let todas: string;
let soEnumerar: string;

/** Personal fields that must never reach the public table (ADR 075). */
const PESSOAIS = ['anotação sigilosa 99999-0000', 'cirurgia', 'plantão', 'defensoria.exemplo', 'Edu Prado', 'Hugo Dias', 'Iara Reis', 'Jade Luz'];

async function estagiarioNoBanco(nome: string, n: number, instituicaoId: number, cursoId: number) {
  const [p] = await db.insert(pessoa).values({ nome, cpf: String(31000000000 + n) }).returning({ id: pessoa.id });
  const [ea] = await db.insert(estagiario).values({ pessoaId: p!.id }).returning({ id: estagiario.id });
  const [e] = await db
    .insert(estagio)
    .values({ estagiarioId: ea!.id, tipoEstagio: 6, instituicaoEnsinoId: instituicaoId, cursoId, dataInicioEstagio: '2025-01-01', dataColacaoGrau: '2027-06', email: `estagio${n}@defensoria.exemplo` })
    .returning({ id: estagio.id });
  return e!.id;
}

beforeAll(async () => {
  todas = await t.tokenWith('todas');
  soEnumerar = await t.tokenWith(['LOTACAO_ENUMERATE']);
  const [aju, lag] = await db.insert(comarca).values([{ nome: 'Aracaju' }, { nome: 'Lagarto' }]).returning({ id: comarca.id });
  ids.aracaju = aju!.id;
  ids.lagarto = lag!.id;
  const [forum, forumLag] = await db
    .insert(predio)
    .values([{ nome: 'Fórum Central', comarcaId: aju!.id }, { nome: 'Fórum de Lagarto', comarcaId: lag!.id }])
    .returning({ id: predio.id });
  await db.insert(setor).values({ predioId: forum!.id, sigla: 'PROT', nome: 'Protocolo', capacidade: 5 });
  const [setorId] = await db.execute<{ id: number }>(sql`select id from setor where sigla = 'PROT'`).then(linhas<{ id: number }>);
  const [civel, criminal] = await db.insert(atuacao).values([{ nome: 'Cível', ordem: 1 }, { nome: 'Criminal', ordem: 2 }]).returning({ id: atuacao.id });
  // An office's área de atuação is its vara's.
  const [varaCivel, varaCriminal] = await db
    .insert(vara)
    .values([{ nome: '1ª Vara Cível', atuacaoId: civel!.id }, { nome: 'Vara Criminal', atuacaoId: criminal!.id }])
    .returning({ id: vara.id });
  const office = async (chave: string, v: Partial<typeof defensoria.$inferInsert> & { nome: string; comarcaId: number }) => {
    const [d] = await db.insert(defensoria).values(v).returning({ id: defensoria.id });
    ids[chave] = d!.id;
  };
  await office('d2', { nome: '2ª Defensoria Criminal', comarcaId: aju!.id, predioId: forum!.id, varaId: varaCriminal!.id, maximoEstagiarios: 0 });
  await office('d1', { nome: '1ª Defensoria Cível', comarcaId: aju!.id, predioId: forum!.id, varaId: varaCivel!.id, maximoEstagiarios: 2, substituta1Id: ids.d2 });
  await office('d3', { nome: '1ª Defensoria de Lagarto', comarcaId: lag!.id, predioId: forumLag!.id, varaId: varaCriminal!.id, maximoEstagiarios: 1, substituta1Id: ids.d1 });
  await office('oculta', { nome: 'Defensoria Oculta', comarcaId: aju!.id, exibirrelatorio: false });
  const [n] = await db.insert(nucleo).values({ nome: 'Núcleo de Direitos Humanos', comarcaId: aju!.id, maximoIntegrantes: 2 }).returning({ id: nucleo.id });
  ids.nucleo = n!.id;

  const d = async (nome: string) => {
    ids[nome] = (await defensorNoBanco(db, { nome })).id;
  };
  for (const nome of ['Ana Souza', 'Bia Lima', 'Caio Reis', 'Dan Melo', 'Eva Torres', 'Fábio Nunes', 'Gil Oculto']) await d(nome);
  await lotar(db, ids['Ana Souza']!, ids.d1!, { diretor: true });
  await lotar(db, ids['Bia Lima']!, ids.d1!, { tipo: SUBSTITUICAO, dataInicial: DIA, dataFinal: DIA });
  await lotar(db, ids['Caio Reis']!, ids.d1!, { tipo: ACUMULACAO, anotacao1: 'anotação sigilosa 99999-0000' });
  await lotar(db, ids['Dan Melo']!, ids.d3!);
  await lotar(db, ids['Eva Torres']!, ids.d2!, { dataFinal: ANTES });
  await lotar(db, ids['Fábio Nunes']!, ids.d2!, { ativo: false });
  await lotar(db, ids['Gil Oculto']!, ids.oculta!);
  await db.execute(sql`insert into lotacao (tipo, defensor_id, nucleo_id, data_inicial) values (${DESIGNACAO}, ${ids['Fábio Nunes']}, ${ids.nucleo}, '2020-01-01')`);

  const [inst] = await db.execute<{ id: number }>(sql`insert into instituicao_ensino (cnpj, razao_social) values ('11222333000181', 'Faculdade') returning id`).then(linhas<{ id: number }>);
  const [curso] = await db.execute<{ id: number }>(sql`insert into curso (nome) values ('Direito') returning id`).then(linhas<{ id: number }>);
  const estagios = [
    ['Edu Prado', ids.d1, null, setorId!.id],
    ['Hugo Dias', ids.d3, null, null],
    ['Iara Reis', ids.d3, null, null],
    ['Jade Luz', null, ids.nucleo, null],
  ] as const;
  let k = 1;
  for (const [nome, defensoriaId, nucleoId, setorDoEstagio] of estagios) {
    const id = await estagiarioNoBanco(nome, k++, inst!.id, curso!.id);
    await db.execute(sql`insert into lotacao (tipo, estagio_id, defensoria_id, nucleo_id, setor_id, data_inicial) values (6, ${id}, ${defensoriaId}, ${nucleoId}, ${setorDoEstagio}, '2025-01-01')`);
  }

  const [ferias] = await db
    .insert(periodo)
    .values({ tipo: 0, defensorId: ids['Ana Souza']!, dataInicial: DIA, dataFinal: '2026-03-19', motivo: 'cirurgia', exibiranotacao: false })
    .returning({ id: periodo.id });
  await db.insert(substituicao).values({ periodoId: ferias!.id, defensoriaId: ids.d1!, substitutoId: ids['Bia Lima']! });
  const [abono] = await db
    .insert(periodo)
    .values({ tipo: 2, defensorId: ids['Dan Melo']!, dataInicial: DEPOIS, dataFinal: DEPOIS, motivo: 'plantão', exibiranotacao: true })
    .returning({ id: periodo.id });
  await db.insert(substituicao).values({ periodoId: abono!.id, defensoriaId: ids.d3!, substitutoId: ids['Caio Reis']! });
});

function linhas<T>(r: unknown): T[] {
  return ((r as { rows?: T[] }).rows ?? (r as T[]));
}

const tabela = async (query: string, token = todas) => {
  const res = await t.req({ method: 'GET', url: `/api/relatorio/lotacoes?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  const corpo = res.json<RelatorioLotacoes>();
  expect(relatorioLotacoesSchema.safeParse(corpo).success).toBe(true);
  return corpo;
};
/** office name → its lines as printed: '(VAGO)' or 'Nome [T]' */
const linhasDe = (t1: TabelaLotacao) =>
  Object.fromEntries(t1.comarcas.flatMap((c) => c.grupos.flatMap((g) => g.defensorias)).map((d) => [d.nome, d.vago ? [d.vago] : d.defensores.map((p) => `${p.nome} ${p.marca}`)]));
const estrutura = (t1: TabelaLotacao) => t1.comarcas.map((c) => [c.nome, c.grupos.map((g) => [g.titulo, g.defensorias.map((d) => d.nome)])]);

describe('GET relatorio/lotacoes — layout 1', () => {
  it('groups comarca → atuação → office with the marks of the day, (VAGO) and no office hidden from reports', async () => {
    const r = await tabela(`data=${DIA}&layout=1`);
    const t1 = r.tabela as TabelaLotacao;
    expect(r.titulo).toBe('Tabela de Lotação — Defensores por comarca e área de atuação');
    expect(estrutura(t1)).toEqual([
      ['Aracaju', [['Cível', ['1ª Defensoria Cível']], ['Criminal', ['2ª Defensoria Criminal']]]],
      ['Lagarto', [['Criminal', ['1ª Defensoria de Lagarto']]]],
    ]);
    expect(linhasDe(t1)).toEqual({
      '1ª Defensoria Cível': ['Ana Souza [T]', 'Bia Lima [S]', 'Caio Reis [A]'],
      '2ª Defensoria Criminal': ['(VAGO)'],
      '1ª Defensoria de Lagarto': ['Dan Melo [T]'],
    });
    expect(t1.comarcas[0]!.grupos[0]!.defensorias[0]!.defensores[0]).toMatchObject({ diretor: true, eventos: [] });
    expect(r.vazio).toBeNull();
    expect(r.filtros!.comarcas.map((c) => c.nome)).toEqual(['Aracaju', 'Lagarto']);
    expect(r.filtros!.defensores.map((c) => c.nome)).toEqual(['Ana Souza', 'Bia Lima', 'Caio Reis', 'Dan Melo']);
    expect(r.aplicados).toEqual({ comarcas: null, defensorias: null, defensores: null });
    // The day before, Bia's one-day substitution is not in force and Eva's titularidade still is.
    expect(linhasDe((await tabela(`data=${ANTES}&layout=1`)).tabela as TabelaLotacao)).toMatchObject({
      '1ª Defensoria Cível': ['Ana Souza [T]', 'Caio Reis [A]'],
      '2ª Defensoria Criminal': ['Eva Torres [T]'],
    });
  });

  it('Exibir Eventos: the leave of the day with who substitutes there; the leave of the day after only on that day', async () => {
    const hoje = (await tabela(`data=${DIA}&layout=1&exibirEventos=true`)).tabela as TabelaLotacao;
    const ana = hoje.comarcas[0]!.grupos[0]!.defensorias[0]!.defensores[0]!;
    expect(ana.eventos).toEqual([{ tipo: 0, tipoNoRelatorio: 1, label: 'Férias', inicio: DIA, fim: '2026-03-19', substituto: 'Bia Lima', motivo: null }]);
    expect(hoje.comarcas[1]!.grupos[0]!.defensorias[0]!.defensores[0]!.eventos).toEqual([]);
    const amanha = (await tabela(`data=${DEPOIS}&layout=1&exibirEventos=true`)).tabela as TabelaLotacao;
    expect(amanha.comarcas[1]!.grupos[0]!.defensorias[0]!.defensores[0]!.eventos).toEqual([
      { tipo: 2, tipoNoRelatorio: 3, label: 'Abono por Dia Trabalhado', inicio: DEPOIS, fim: DEPOIS, substituto: 'Caio Reis', motivo: 'plantão' },
    ]);
  });

  it('Exibir Estagiários pads to the maximum (at least one line) and shows all over it; Agrupar por prédio', async () => {
    const t1 = (await tabela(`data=${DIA}&layout=1&exibirEstagiarios=true`)).tabela as TabelaLotacao;
    const estagiarios = Object.fromEntries(t1.comarcas.flatMap((c) => c.grupos.flatMap((g) => g.defensorias)).map((d) => [d.nome, d.estagiarios!.map((x) => x.nome)]));
    expect(estagiarios).toEqual({ '1ª Defensoria Cível': ['Edu Prado', null], '2ª Defensoria Criminal': [null], '1ª Defensoria de Lagarto': ['Hugo Dias', 'Iara Reis'] });
    const porPredio = (await tabela(`data=${DIA}&layout=1&agruparPorPredio=true`)).tabela as TabelaLotacao;
    expect(estrutura(porPredio)).toEqual([
      ['Aracaju', [['Fórum Central', ['1ª Defensoria Cível', '2ª Defensoria Criminal']]]],
      ['Lagarto', [['Fórum de Lagarto', ['1ª Defensoria de Lagarto']]]],
    ]);
  });

  it('filters: by comarca, by defender (the office whole), nothing chosen, and ids no longer offered cut away', async () => {
    expect(estrutura((await tabela(`data=${DIA}&comarcas=${ids.lagarto}`)).tabela as TabelaLotacao).map((c) => c[0])).toEqual(['Lagarto']);
    const caio = await tabela(`data=${DIA}&defensores=${ids['Caio Reis']}`);
    expect(linhasDe(caio.tabela as TabelaLotacao)).toEqual({ '1ª Defensoria Cível': ['Ana Souza [T]', 'Bia Lima [S]', 'Caio Reis [A]'] });
    const nada = await tabela(`data=${DIA}&comarcas=`);
    expect((nada.tabela as TabelaLotacao).comarcas).toEqual([]);
    expect(nada.vazio).toBe('(Nenhum registro para os filtros selecionados)');
    expect(nada.aplicados).toEqual({ comarcas: [], defensorias: null, defensores: null });
    // Eva is not placed on the day; office 99999 does not exist; Dan's office is not in Aracaju.
    const velhos = await tabela(`data=${DIA}&comarcas=${ids.aracaju}&defensorias=${ids.d1},99999,${ids.d3}&defensores=${ids['Eva Torres']},${ids['Ana Souza']}`);
    expect(velhos.aplicados).toEqual({ comarcas: [ids.aracaju], defensorias: [ids.d1], defensores: [ids['Ana Souza']] });
    expect(Object.keys(linhasDe(velhos.tabela as TabelaLotacao))).toEqual(['1ª Defensoria Cível']);
  });
});

describe('GET relatorio/lotacoes — layouts 2 to 6', () => {
  it('2: one row per defender with the day placements; substitutions apart; Exibir Tudo adds those with none', async () => {
    const t2 = (await tabela(`data=${DIA}&layout=2`)).tabela as TabelaPorAtribuicao;
    expect(t2.defensores.map((d) => [d.nome, d.atribuicoes.map((a) => `${a.defensoria} ${a.marca}`), d.substituicoes])).toEqual([
      ['Ana Souza', ['1ª Defensoria Cível [T]'], []],
      ['Bia Lima', [], ['1ª Defensoria Cível']],
      ['Caio Reis', ['1ª Defensoria Cível [A]'], []],
      ['Dan Melo', ['1ª Defensoria de Lagarto [T]'], []],
    ]);
    const tudo = (await tabela(`data=${DIA}&layout=2&exibirTudo=true&agruparDefensoriasEmSubstituicoes=false`)).tabela as TabelaPorAtribuicao;
    expect(tudo.defensores.map((d) => d.nome)).toEqual(['Ana Souza', 'Bia Lima', 'Caio Reis', 'Dan Melo', 'Eva Torres', 'Fábio Nunes', 'Gil Oculto']);
    expect(tudo.defensores[1]!.atribuicoes.map((a) => a.marca)).toEqual(['[S]']);
  });

  it('3 and 6: the núcleo with its defender and its interns padded to the maximum', async () => {
    const t3 = (await tabela(`data=${DIA}&layout=3`)).tabela as TabelaPorNucleo;
    expect(t3.nucleos.map((n) => [n.nome, n.defensores.map((d) => `${d.nome} ${d.marca}`)])).toEqual([['Núcleo de Direitos Humanos', ['Fábio Nunes [C]']]]);
    const t6 = (await tabela(`data=${DIA}&layout=6`)).tabela as TabelaPorNucleo;
    expect(t6.nucleos[0]!.estagiarios!.map((e) => e.nome)).toEqual(['Jade Luz', null]);
  });

  it('4: comarca → prédio → office with maximum, defenders, interns and substitutas; 5: sector with its interns', async () => {
    const t4 = (await tabela(`data=${DIA}&layout=4`)).tabela as TabelaLotacao;
    expect(estrutura(t4)).toEqual([
      ['Aracaju', [['Fórum Central', ['1ª Defensoria Cível', '2ª Defensoria Criminal']]]],
      ['Lagarto', [['Fórum de Lagarto', ['1ª Defensoria de Lagarto']]]],
    ]);
    const lagarto = t4.comarcas[1]!.grupos[0]!.defensorias[0]!;
    expect(lagarto).toMatchObject({ maximoEstagiarios: 1, substituta1: '1ª Defensoria Cível', substituta2: null });
    expect(lagarto.estagiarios!.map((e) => e.nome)).toEqual(['Hugo Dias', 'Iara Reis']);
    const t5 = (await tabela(`data=${DIA}&layout=5`)).tabela as TabelaPorSetor;
    expect(t5.comarcas.map((c) => [c.nome, c.predios.map((p) => [p.nome, p.setores.map((s) => [s.sigla, s.estagiarios.map((e) => e.nome)])])])).toEqual([
      ['Aracaju', [['Fórum Central', [['PROT', ['Edu Prado']]]]]],
    ]);
  });
});

describe('GET relatorio/lotacoes — access and input', () => {
  it('without LOTACAO_UPDATE: layout 1 with the defaults and filters; any other layout or toggle is 403 (ADR 076)', async () => {
    expect((await tabela(`data=${DIA}&agruparPorAtuacao=true&comarcas=${ids.aracaju}`, soEnumerar)).layout).toBe(1);
    for (const q of ['layout=2', 'layout=4', 'exibirEventos=true', 'agruparPorAtuacao=false', 'exibirEstagiarios=true']) {
      const res = await t.req({ method: 'GET', url: `/api/relatorio/lotacoes?data=${DIA}&${q}`, token: soEnumerar });
      expect(res.statusCode, q).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(MENSAGEM_SO_PADRAO);
      const pdf = await t.req({ method: 'GET', url: `/api/relatorio/lotacoes/pdf?data=${DIA}&${q}`, token: soEnumerar });
      expect(pdf.statusCode, q).toBe(403);
    }
    const semPermissao = await t.tokenWith(['LOTACAO_READ']);
    expect((await t.req({ method: 'GET', url: '/api/relatorio/lotacoes', token: semPermissao })).statusCode).toBe(403);
    expect((await t.req({ method: 'GET', url: '/api/relatorio/lotacoes' })).statusCode).toBe(401);
  });

  it.each([
    ['layout=7', 'Layout inválido: escolha de 1 a 6.'],
    ['layout=abc', 'Layout inválido: escolha de 1 a 6.'],
    ['data=10/03/2026', null],
    ['comarcas=1;2', 'Filtro inválido: informe ids separados por vírgula.'],
    ['defensores=0', 'Filtro inválido: informe ids separados por vírgula.'],
    ['exibirEventos=sim', 'Opção inválida: use true ou false.'],
  ])('%s is a 400 with a pt-BR message', async (q, mensagem) => {
    const res = await t.req({ method: 'GET', url: `/api/relatorio/lotacoes?${q}`, token: todas });
    expect(res.statusCode, res.body).toBe(400);
    const { message } = res.json<{ message: string }>();
    if (mensagem) expect(message).toContain(mensagem);
    else expect(message).toMatch(/data/i);
  });

  it('defaults to today and layout 1', async () => {
    const r = await tabela('');
    expect(r.layout).toBe(1);
    expect(r.data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('GET relatorio/lotacoes/pdf', () => {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-tabela-lotacao-'));
  // One PNG per layout is kept for a person to look at (test-results/ is ignored by git).
  const imagens = path.resolve(import.meta.dirname, '../../../../../test-results/tabela-lotacao');
  fs.mkdirSync(imagens, { recursive: true });
  afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

  async function pdf(query: string, nome: string) {
    const res = await t.req({ method: 'GET', url: `/api/relatorio/lotacoes/pdf?${query}`, token: todas });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const arquivo = path.join(pasta, `${nome}.pdf`);
    fs.writeFileSync(arquivo, res.rawPayload);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', arquivo, path.join(imagens, nome)]);
    const info = execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' });
    const paginas = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' }).split('\f').filter((p) => p.trim());
    return { info, paginas, disposicao: String(res.headers['content-disposition']) };
  }
  const PAISAGEM = /Page size:\s+841\.8\d* x 595\.2\d* pts \(A4\)/;
  const RETRATO = /Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/;

  it('layout 1: landscape, one comarca per page, names, marks, (VAGO), events, interns, the date and the page number', async () => {
    const { info, paginas, disposicao } = await pdf(`data=${DIA}&layout=1&exibirEventos=true&exibirEstagiarios=true`, 'layout-1');
    expect(info).toMatch(PAISAGEM);
    expect(disposicao).toContain('tabela-de-lotacao-2026-03-10-layout-1.pdf');
    expect(paginas).toHaveLength(2);
    const [aracaju, lagarto] = paginas as [string, string];
    expect(aracaju).toContain('Tabela de Lotação — Defensores por comarca e área de atuação');
    expect(aracaju).toContain('Data: 10/03/2026');
    expect(aracaju).toContain('Comarca: Aracaju');
    expect(aracaju).not.toContain('Comarca: Lagarto');
    for (const texto of ['Ana Souza [T]', 'Diretor(a)', 'Bia Lima [S]', 'Caio Reis [A]', '(VAGO)', 'Edu Prado', 'Férias de 10/03/2026 a 19/03/2026', 'Página 1 de 2']) {
      expect(aracaju).toContain(texto);
    }
    expect(lagarto).toContain('Comarca: Lagarto');
    for (const texto of ['Dan Melo [T]', 'Hugo Dias', 'Iara Reis', 'Página 2 de 2']) expect(lagarto).toContain(texto);
  });

  it('layout 1 with filters prints them in the subtitle', async () => {
    const { paginas } = await pdf(`data=${DIA}&comarcas=${ids.lagarto}`, 'layout-1-filtros');
    expect(paginas).toHaveLength(1);
    expect(paginas[0]).toContain('Data: 10/03/2026 · Comarcas: Lagarto · Defensorias: todas · Defensores: todos');
    expect(paginas[0]).not.toContain('Aracaju');
  });

  it('layout 2 is a portrait table; 3, 5 and 6 portrait; 4 landscape with one comarca per page', async () => {
    const dois = await pdf(`data=${DIA}&layout=2&exibirEventos=true`, 'layout-2');
    expect(dois.info).toMatch(RETRATO);
    for (const texto of ['Defensor', 'Atribuições', 'Substituições', '1ª Defensoria Cível [T]', 'Bia Lima']) expect(dois.paginas[0]).toContain(texto);
    const tres = await pdf(`data=${DIA}&layout=3`, 'layout-3');
    expect(tres.info).toMatch(RETRATO);
    expect(tres.paginas[0]).toContain('Fábio Nunes [C]');
    const quatro = await pdf(`data=${DIA}&layout=4`, 'layout-4');
    expect(quatro.info).toMatch(PAISAGEM);
    expect(quatro.paginas).toHaveLength(2);
    expect(quatro.paginas[1]).toContain('Comarca: Lagarto');
    expect(quatro.paginas[1]).toContain('1ª Defensoria Cível');
    const cinco = await pdf(`data=${DIA}&layout=5`, 'layout-5');
    expect(cinco.info).toMatch(RETRATO);
    expect(cinco.paginas[0]).toContain('PROT — Protocolo');
    expect(cinco.paginas[0]).toContain('Edu Prado');
    const seis = await pdf(`data=${DIA}&layout=6`, 'layout-6');
    expect(seis.info).toMatch(RETRATO);
    expect(seis.paginas[0]).toContain('Jade Luz');
  });

  it('an empty table prints its message', async () => {
    const { paginas } = await pdf(`data=${DIA}&defensorias=`, 'vazia');
    expect(paginas[0]).toContain('(Nenhum registro para os filtros selecionados)');
  });
});

describe('GET publico/relatorio/lotacoes (ADR 075)', () => {
  const publico = (ip: string) => t.req({ method: 'GET', url: '/api/publico/relatorio/lotacoes', remoteAddress: ip });

  it('answers without a session layout 1 of today with names, offices and marks only; the second call is the cached answer', async () => {
    const res = await publico('10.0.0.1');
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json<{ data: string; geradoEm: string; comarcas: unknown[] }>();
    expect(Object.keys(corpo).sort()).toEqual(['comarcas', 'data', 'geradoEm']);
    // The whole JSON: only the whitelisted keys at any depth, and none of the personal values of the dataset.
    const chaves = new Set<string>();
    JSON.parse(res.body, (k, v: unknown) => (k && !/^\d+$/.test(k) && chaves.add(k), v));
    expect([...chaves].sort()).toEqual(
      corpo.comarcas.length ? ['comarcas', 'data', 'defensores', 'defensorias', 'diretor', 'geradoEm', 'grupos', 'marca', 'nome', 'titulo', 'vago'] : ['comarcas', 'data', 'geradoEm'],
    );
    for (const p of PESSOAIS) expect(res.body).not.toContain(p);
    expect(res.body).not.toMatch(/cpf|email|telefone|anotac|motivo|evento|estagi|substitut|"id"/i);
    expect(res.body).not.toContain('Defensoria Oculta');

    const segunda = await publico('10.0.0.2');
    expect(segunda.body).toBe(res.body);
  });

  it('shows the placements in force today', async () => {
    const res = await publico('10.0.0.3');
    // The dataset's placements are open-ended from 2015 (Bia's substitution was for 2026-03-10 only).
    expect(res.body).toContain('"nome":"Ana Souza","marca":"[T]","diretor":true');
    expect(res.body).toContain('"vago":"(VAGO)"');
  });

  it(`answers 429 with a pt-BR message after ${TABELA_PUBLICA_POR_ENDERECO.livres} requests a minute from one address`, async () => {
    for (let i = 0; i < TABELA_PUBLICA_POR_ENDERECO.livres; i++) expect((await publico('10.9.9.9')).statusCode).toBe(200);
    const res = await publico('10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toBe(MENSAGEM_TABELA_PUBLICA_LIMITE);
    expect((await publico('10.9.9.10')).statusCode).toBe(200);
  });
});

describe('one query set for the whole state', () => {
  it('the count of queries stays the same as offices, placements and actions grow', async () => {
    const contar = async (layout: number) => {
      // Past the kept tables (ADR 106): what is counted is what building one reads.
      const res = await t.req({ method: 'GET', url: `/api/relatorio/lotacoes?data=${DIA}&layout=${layout}&exibirEventos=true`, token: todas, headers: { ...PEDIR_CONTAGEM, 'cache-control': 'no-cache' } });
      expect(res.statusCode).toBe(200);
      return Number(res.headers[CABECALHO_CONSULTAS]);
    };
    await contar(1); // the session into the cache
    const antes = [await contar(1), await contar(2), await contar(4)];
    expect(antes[0]).toBeLessThanOrEqual(3);
    await db.execute(sql`
      with c as (insert into comarca (nome) values ('Comarca Grande') returning id),
      d as (insert into defensoria (nome, comarca_id) select 'Defensoria Extra ' || g, c.id from c, generate_series(1, 40) g returning id),
      p as (insert into pessoa (nome, cpf) select 'Defensor Extra ' || g, lpad((700000 + g)::text, 11, '0') from generate_series(1, 40) g returning id),
      df as (insert into defensor (pessoa_id) select id from p returning id),
      dn as (select id, row_number() over (order by id) as n from d),
      fn as (select id, row_number() over (order by id) as n from df),
      l as (insert into lotacao (tipo, defensor_id, defensoria_id, data_inicial) select 2, fn.id, dn.id, '2024-01-01' from dn join fn using (n) returning defensor_id, defensoria_id)
      insert into periodo (tipo, defensor_id, data_inicial, data_final) select 0, defensor_id, ${DIA}, ${DEPOIS} from l`);
    // The notices of that change reach the app (the kept tables are forgotten) before the table is read below.
    await t.aquietar(CANAL_DOS_TOTAIS);
    expect([await contar(1), await contar(2), await contar(4)]).toEqual(antes);
    const t1 = (await tabela(`data=${DIA}`)).tabela as TabelaLotacao;
    expect(t1.comarcas.find((c) => c.nome === 'Comarca Grande')!.grupos[0]!.defensorias).toHaveLength(40);
  });
});

describe('what each table reads of the day (issue 12)', () => {
  it('partesDoPedido: interns on 4 to 6 or when shown, actions only with Exibir Eventos, núcleos on 3 and 6, sectors on 5', () => {
    const partes = (layout: 1 | 2 | 3 | 4 | 5 | 6, opcoes = {}) => partesDoPedido({ layout, opcoes });
    const nada = { estagiarios: false, eventos: false, nucleos: false, setores: false };
    expect(partes(1)).toEqual(nada);
    expect(partes(1, { exibirEventos: true, exibirEstagiarios: true })).toEqual({ ...nada, estagiarios: true, eventos: true });
    expect(partes(2, { exibirEventos: true })).toEqual({ ...nada, eventos: true });
    expect(partes(2, { exibirEstagiarios: true })).toEqual(nada); // not a toggle of layout 2
    expect(partes(3)).toEqual({ ...nada, nucleos: true }); // the núcleos with their defenders
    expect(partes(4, { exibirEventos: true })).toEqual({ ...nada, estagiarios: true, eventos: true });
    expect(partes(5)).toEqual({ ...nada, estagiarios: true, setores: true });
    expect(partes(6)).toEqual({ ...nada, estagiarios: true, nucleos: true });
  });

  it('a part left out comes as an empty list; the defenders are the same either way', async () => {
    const todas = await entradaDaTabela(db, DIA, { estagiarios: true, eventos: true, nucleos: true, setores: true });
    const nenhuma = await entradaDaTabela(db, DIA, { estagiarios: false, eventos: false, nucleos: false, setores: false });
    for (const k of ['acoes', 'nucleos', 'setores', 'estagios'] as const) {
      expect([k, todas[k]!.length > 0]).toEqual([k, true]);
      expect([k, nenhuma[k]]).toEqual([k, []]);
    }
    expect(nenhuma.lotacoes.length).toBeLessThan(todas.lotacoes.length); // the interns' placements
    expect(nenhuma.defensores).toEqual(todas.defensores);
    expect(nenhuma.defensorias).toEqual(todas.defensorias);
  });
});
