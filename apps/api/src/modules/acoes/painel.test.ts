import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventoDaLinhaDoTempoSchema, situacaoDoDiaSchema, TIPO_EVENTO, type EventoDaLinhaDoTempo, type PeriodoSalvo, type ResponsavelDoDia, type SituacaoDoDia } from '@sgi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acao, defensorNoBanco, lotar, subst } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';

/** The Férias home (§2.16), the defender timeline (§2.1) and who answered for an office on a day (ADR 064). */
const t = await testApp();
const { db } = t.database;
let token: string;

beforeAll(async () => {
  token = await t.tokenWith('todas');
});

async function criar(payload: Record<string, unknown>): Promise<number> {
  const res = await t.req({ method: 'POST', url: '/api/periodo', token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PeriodoSalvo>().id;
}
const get = async <T,>(url: string, tk = token) => {
  const res = await t.req({ method: 'GET', url, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('the Férias home on a fixed dataset (this file owns every defender)', () => {
  const ids: Record<string, number> = {};
  const DIA = '2025-06-10';

  beforeAll(async () => {
    const d = async (chave: string, over: Parameters<typeof defensorNoBanco>[1] = {}) => {
      ids[chave] = (await defensorNoBanco(db, { nome: chave, ...over })).id;
    };
    await d('Ana Férias');
    await d('Bia Folga', { nascimento: '1985-06-10' });
    await d('Caio Abono Especial');
    await d('Davi Abono Trabalhado');
    await d('Eva Licença Prêmio');
    await d('Fábio Licença');
    await d('Gil Atuando');
    await d('Hugo Voltou');
    await d('Íris Inativa', { ativo: false });
    await d('Jonas Inativo', { ativo: false });
    await criar(acao(ids['Ana Férias']!, { tipo: 0, data_aquisitiva: '2024-02-10', data_inicial: '2025-06-01', data_final: '2025-06-20', motivo: 'Férias de meio de ano' }));
    await criar(acao(ids['Bia Folga']!, { tipo: 1, data_inicial: DIA, data_final: DIA }));
    await criar(acao(ids['Caio Abono Especial']!, { tipo: 3, data_inicial: '2025-06-09', data_final: '2025-06-11' }));
    await criar(acao(ids['Davi Abono Trabalhado']!, { tipo: 2, data_inicial: DIA, data_final: DIA }));
    await criar(acao(ids['Eva Licença Prêmio']!, { tipo: 4, data_aquisitiva: '2015-02-10', data_inicial: '2025-06-01', data_final: '2025-06-30' }));
    await criar(acao(ids['Fábio Licença']!, { tipo: 5, data_inicial: '2025-05-01', data_final: '2025-07-31' }));
    await criar(acao(ids['Hugo Voltou']!, { tipo: 5, data_inicial: '2025-06-01', data_final: '2025-06-09' }));
    await criar(acao(ids['Íris Inativa']!, { tipo: 5, data_inicial: '2025-06-01', data_final: '2025-06-30' }));
  });

  it('GET dashboard/{day} counts the day: the away by group, the active at work, the register', async () => {
    expect(await get(`/api/dashboard/${DIA}`)).toEqual({ atuando: 2, ferias: 1, folgas: 1, abonos: 2, licencas: 2, ativos: 8, nosistema: 10, inativos: 2 });
    // The day after: Bia, Davi and Caio are back.
    expect(await get('/api/dashboard/2025-06-12')).toEqual({ atuando: 5, ferias: 1, folgas: 0, abonos: 0, licencas: 2, ativos: 8, nosistema: 10, inativos: 2 });
  });

  it('GET dashboard?dia&naovazio lists only the away (an inactive one too), by name, with their action', async () => {
    const linhas = await get<SituacaoDoDia[]>(`/api/dashboard?dia=${DIA}&naovazio=true`);
    // written by PostgreSQL (ADR 059): exactly the fields of the route's schema
    z.array(situacaoDoDiaSchema.strict()).parse(linhas);
    expect(linhas.map((l) => l.defensor.nome)).toEqual(['Ana Férias', 'Bia Folga', 'Caio Abono Especial', 'Davi Abono Trabalhado', 'Eva Licença Prêmio', 'Fábio Licença', 'Íris Inativa']);
    expect(linhas[0]).toEqual({
      defensor: { id: ids['Ana Férias'], nome: 'Ana Férias', ativo: true },
      tipo: 0,
      motivo: 'Férias de meio de ano',
      inicio: '2025-06-01',
      fim: '2025-06-20',
      periodo_id: expect.any(Number),
    });
    expect(linhas.at(-1)).toMatchObject({ defensor: { ativo: false }, tipo: 5 });
  });

  it('without naovazio every active defender shows, those at work with no action', async () => {
    const linhas = await get<SituacaoDoDia[]>(`/api/dashboard?dia=${DIA}`);
    expect(linhas).toHaveLength(9);
    expect(linhas.find((l) => l.defensor.nome === 'Gil Atuando')).toEqual({
      defensor: { id: ids['Gil Atuando'], nome: 'Gil Atuando', ativo: true },
      tipo: null,
      motivo: null,
      inicio: null,
      fim: null,
      periodo_id: null,
    });
    expect(linhas.some((l) => l.defensor.nome === 'Jonas Inativo')).toBe(false);
  });

  it('refuses an impossible day (400)', async () => {
    expect((await t.req({ method: 'GET', url: '/api/dashboard/2025-02-30', token })).statusCode).toBe(400);
    expect((await t.req({ method: 'GET', url: '/api/dashboard?dia=ontem', token })).statusCode).toBe(400);
    expect((await t.req({ method: 'GET', url: '/api/dashboard', token })).statusCode).toBe(400);
  });
});

describe('GET defensor/timeline/{id}', () => {
  it('answers the actions, substitutions and active placements in date order, with their fields', async () => {
    const eu = await defensorNoBanco(db, { nome: 'Teresa Linha' });
    const outro = await defensorNoBanco(db, { nome: 'Ulisses Ausente' });
    const [x, y, w] = [
      await defensoriaNoBanco(db, { nome: 'Defensoria X' }),
      await defensoriaNoBanco(db, { nome: 'Defensoria Y' }),
      await defensoriaNoBanco(db, { nome: 'Defensoria Z' }),
    ];
    const titular = await lotar(db, eu.id, x.id, { dataInicial: '2015-01-01', anotacao1: 'Portaria 1/2015' });
    const designacao = await lotar(db, eu.id, y.id, { tipo: 4, dataInicial: '2024-01-01', dataFinal: '2024-12-31', anotacao1: 'Mutirão', anotacao2: 'Meio período' });
    await lotar(db, eu.id, w.id, { ativo: false, dataInicial: '2023-01-01' });
    const substituida = await criar(acao(outro.id, { data_inicial: '2025-03-10', data_final: '2025-03-14', substituicoes: [subst(w.id, eu.id, 'Audiências da semana')] }));
    const ferias = await criar(acao(eu.id, { tipo: 0, data_aquisitiva: '2024-02-10', data_inicial: '2025-06-01', data_final: '2025-06-20', motivo: 'Férias' }));
    const eventos = await get<EventoDaLinhaDoTempo[]>(`/api/defensor/timeline/${eu.id}`, await t.tokenWith(['DEFENSOR_READ']));
    z.array(eventoDaLinhaDoTempoSchema.strict()).parse(eventos);
    expect(eventos).toEqual([
      { tipo_evento: TIPO_EVENTO.Lotacao, id: titular, tipo: 2, inicio: '2015-01-01', termino: null, referencia: null, anotacoes: 'Portaria 1/2015', local: 'Defensoria X', substituindo: null },
      { tipo_evento: TIPO_EVENTO.Lotacao, id: designacao, tipo: 4, inicio: '2024-01-01', termino: '2024-12-31', referencia: null, anotacoes: 'Mutirão / Meio período', local: 'Defensoria Y', substituindo: null },
      { tipo_evento: TIPO_EVENTO.Substituicao, id: substituida, tipo: 5, inicio: '2025-03-10', termino: '2025-03-14', referencia: null, anotacoes: 'Audiências da semana', local: 'Defensoria Z', substituindo: 'Ulisses Ausente' },
      { tipo_evento: TIPO_EVENTO.Acao, id: ferias, tipo: 0, inicio: '2025-06-01', termino: '2025-06-20', referencia: '2024-02-10', anotacoes: 'Férias', local: null, substituindo: null },
    ]);
  });

  it('answers an empty timeline for a defender with nothing, 404 for an unknown one', async () => {
    const d = await defensorNoBanco(db);
    expect(await get(`/api/defensor/timeline/${d.id}`)).toEqual([]);
    const res = await t.req({ method: 'GET', url: '/api/defensor/timeline/999999', token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Defensor não encontrado.' });
  });
});

describe('GET defensor/timeline/{id}/pdf', () => {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-linha-do-tempo-'));
  afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));
  const texto = (nome: string, bytes: Buffer) => {
    const arquivo = path.join(pasta, nome);
    fs.writeFileSync(arquivo, bytes);
    return { info: execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' }), texto: execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' }) };
  };

  it('prints the timeline in A4 landscape with the spec columns, the filters of the screen and the generated-at footer', async () => {
    const eu = await defensorNoBanco(db, { nome: 'Olívia Impressa' });
    const outro = await defensorNoBanco(db, { nome: 'Pedro Ausente' });
    const x = await defensoriaNoBanco(db, { nome: 'Defensoria da Impressão' });
    await lotar(db, eu.id, x.id, { dataInicial: '2015-01-01', anotacao1: 'Portaria 3/2015' });
    await criar(acao(outro.id, { data_inicial: '2024-03-10', data_final: '2024-03-14', substituicoes: [subst(x.id, eu.id, 'Audiências')] }));
    await criar(acao(eu.id, { tipo: 0, data_aquisitiva: '2024-02-10', data_inicial: '2025-06-01', data_final: '2025-06-20', motivo: 'Férias de junho' }));
    const res = await t.req({ method: 'GET', url: `/api/defensor/timeline/${eu.id}/pdf`, token: await t.tokenWith(['DEFENSOR_READ']) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="linha-do-tempo-olivia-impressa\.pdf"/);
    const pdf = texto('tudo.pdf', res.rawPayload);
    expect(pdf.info).toMatch(/Page size:\s+841\.8\d* x 595\.2\d* pts \(A4\)/);
    for (const s of ['Linha do Tempo — Olívia Impressa', 'Tipo', 'Anotações', 'Início', 'Fim', 'Referência', 'Substituindo', 'Local',
      'Lotação: Titularidade', 'Portaria 3/2015', '01/01/2015', 'Defensoria da Impressão',
      'Substituição: Licença Outros Motivos', 'Audiências', '10/03/2024', '14/03/2024', 'Pedro Ausente',
      'Ação: Férias', 'Férias de junho', '01/06/2025', '20/06/2025', '10/02/2024', 'Gerado em', 'Página 1 de 1']) {
      expect(pdf.texto).toContain(s);
    }
    // The rows in date order.
    expect(pdf.texto.indexOf('Lotação: Titularidade')).toBeLessThan(pdf.texto.indexOf('Substituição: Licença'));
    expect(pdf.texto.indexOf('Substituição: Licença')).toBeLessThan(pdf.texto.indexOf('Ação: Férias'));

    const filtrado = await t.req({ method: 'GET', url: `/api/defensor/timeline/${eu.id}/pdf?ano=2025&tipos=0,1`, token });
    const soAcoes = texto('filtrado.pdf', filtrado.rawPayload).texto;
    expect(soAcoes).toContain('Filtros: ano de 2025; eventos: Ações, Substituições');
    expect(soAcoes).toContain('Ação: Férias');
    expect(soAcoes).not.toContain('Pedro Ausente');
    expect(soAcoes).not.toContain('Lotação: Titularidade');
  });

  it('says when nothing is left, refuses bad filters (400) and an unknown defender (404)', async () => {
    const d = await defensorNoBanco(db, { nome: 'Quitéria Vazia' });
    const vazio = await t.req({ method: 'GET', url: `/api/defensor/timeline/${d.id}/pdf`, token });
    expect(texto('vazio.pdf', vazio.rawPayload).texto).toContain('Nenhum registro encontrado');
    const tipos = await t.req({ method: 'GET', url: `/api/defensor/timeline/${d.id}/pdf?tipos=3`, token });
    expect(tipos.statusCode).toBe(400);
    expect(tipos.json()).toMatchObject({ message: 'Tipos de evento inválidos: use 0 (ação), 1 (substituição) e 2 (lotação), separados por vírgula.' });
    expect((await t.req({ method: 'GET', url: `/api/defensor/timeline/${d.id}/pdf?ano=20x5`, token })).json()).toMatchObject({ message: 'Ano inválido.' });
    const nada = await t.req({ method: 'GET', url: '/api/defensor/timeline/999999/pdf', token });
    expect([nada.statusCode, nada.json()]).toEqual([404, { message: 'Defensor não encontrado.' }]);
  });
});

describe('GET defensoria/{id}/responsavel/{date}', () => {
  it('answers, before, during and after a leave with a substitution, who was placed, who was away and who answered', async () => {
    const titular = await defensorNoBanco(db, { nome: 'Tânia Titular' });
    const designado = await defensorNoBanco(db, { nome: 'Vítor Designado' });
    const substituto = await defensorNoBanco(db, { nome: 'Sérgio Substituto' });
    const deFora = await defensorNoBanco(db, { nome: 'Wagner de Fora' });
    const x = await defensoriaNoBanco(db, { nome: 'Defensoria Responsável' });
    const longe = await defensoriaNoBanco(db);
    const lt = await lotar(db, titular.id, x.id, { dataInicial: '2015-01-01' });
    const lv = await lotar(db, designado.id, x.id, { tipo: 4, dataInicial: '2025-01-01', dataFinal: '2025-12-31' });
    await lotar(db, deFora.id, longe.id);
    const ferias = await criar(acao(titular.id, { tipo: 0, data_aquisitiva: '2024-02-10', data_inicial: '2025-06-01', data_final: '2025-06-20', substituicoes: [subst(x.id, substituto.id, 'Portaria 7')] }));
    const extra = await criar(acao(deFora.id, { data_inicial: '2025-07-01', data_final: '2025-07-05', substituicoes: [subst(x.id, substituto.id)] }));
    const url = (dia: string) => `/api/defensoria/${x.id}/responsavel/${dia}`;
    const r = (d: { id: number; nome: string }) => ({ id: d.id, nome: d.nome });
    const tania = { lotacao_id: lt, tipo: 2, defensor: r(titular), data_inicial: '2015-01-01', data_final: null };
    const vitor = { lotacao_id: lv, tipo: 4, defensor: r(designado), data_inicial: '2025-01-01', data_final: '2025-12-31', afastamento: null, substituto: null, anotacao: null };

    const antes = await get<ResponsavelDoDia>(url('2025-05-31'), await t.tokenWith(['DEFENSORIA_READ']));
    expect(antes).toEqual({
      defensoria: x,
      data: '2025-05-31',
      lotados: [{ ...tania, afastamento: null, substituto: null, anotacao: null }, vitor],
      responsaveis: [r(titular), r(designado)],
    });
    const durante = await get<ResponsavelDoDia>(url('2025-06-20'));
    expect(durante.lotados).toEqual([
      { ...tania, afastamento: { periodo_id: ferias, tipo: 0, data_inicial: '2025-06-01', data_final: '2025-06-20', motivo: null }, substituto: r(substituto), anotacao: 'Portaria 7' },
      vitor,
    ]);
    expect(durante.responsaveis).toEqual([r(substituto), r(designado)]);
    expect((await get<ResponsavelDoDia>(url('2025-06-21'))).responsaveis).toEqual([r(titular), r(designado)]);
    // A substitution for the office in another defender's action counts too, without a placement of theirs.
    const julho = await get<ResponsavelDoDia>(url('2025-07-02'));
    expect(julho.lotados.at(-1)).toEqual({
      lotacao_id: null,
      tipo: null,
      defensor: r(deFora),
      data_inicial: null,
      data_final: null,
      afastamento: { periodo_id: extra, tipo: 5, data_inicial: '2025-07-01', data_final: '2025-07-05', motivo: null },
      substituto: r(substituto),
      anotacao: null,
    });
    expect(julho.responsaveis).toEqual([r(titular), r(designado), r(substituto)]);
    // Before the designation began and long after: only the titular.
    expect((await get<ResponsavelDoDia>(url('2016-03-01'))).responsaveis).toEqual([r(titular)]);
  });

  it('answers an away titular without a substitute as nobody answering for them; 404 and 400 for bad input', async () => {
    const titular = await defensorNoBanco(db);
    const x = await defensoriaNoBanco(db);
    await lotar(db, titular.id, x.id);
    await criar(acao(titular.id, { data_inicial: '2025-08-01', data_final: '2025-08-03' }));
    const dia = await get<ResponsavelDoDia>(`/api/defensoria/${x.id}/responsavel/2025-08-02`);
    expect(dia.lotados[0]).toMatchObject({ afastamento: { tipo: 5 }, substituto: null });
    expect(dia.responsaveis).toEqual([]);
    const nada = await t.req({ method: 'GET', url: '/api/defensoria/999999/responsavel/2025-08-02', token });
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ message: 'Defensoria não encontrada.' });
    expect((await t.req({ method: 'GET', url: `/api/defensoria/${x.id}/responsavel/2025-13-01`, token })).statusCode).toBe(400);
  });
});
