import {
  MENSAGEM_CARGA_DIARIA,
  MENSAGEM_DIA_INVALIDO,
  MENSAGEM_FOLHA_CONCLUIDA,
  MENSAGEM_HORARIOS_OBRIGATORIOS,
  MENSAGEM_QUEM_ASSINA,
  MENSAGEM_QUEM_ENVIA,
  MENSAGEM_QUEM_REVISA,
  MENSAGEM_SAIDA_APOS_ENTRADA,
  MENSAGEM_SO_ENVIAR,
  MENSAGEM_STATUS_DIA_INVALIDO,
  MOTIVO_SEM_LOTACAO,
  folhaResumoSchema,
  mensagemDiaRepetido,
  type Folha,
  type FolhaResumo,
  type ResultadoDaGeracao,
} from '@sgi/domain';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fabricas, type Criado } from '../../../test/fabricas.js';
import { multipart, PDF, PNG } from '../../../test/arquivos.js';
import { testApp } from '../../../test/helpers.js';
import { MENSAGEM_IF_MATCH } from '../../lib/versao.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { linkAcesso, sessao } from '../auth/table.js';
import { emailSaida } from '../email/table.js';
import { historico } from '../historico/table.js';
import { tarefa } from '../tarefas/table.js';
import { executarProxima } from '../tarefas/trabalhador.js';
import {
  MENSAGEM_COMPROVANTE_SO_FALTA,
  MENSAGEM_DIAS_FECHADOS,
  MENSAGEM_FOLHA_MUDOU,
  MENSAGEM_SO_NOTIFICAVEIS,
  MENSAGEM_SO_O_ESTAGIARIO_PREENCHE,
  MENSAGEM_SO_PDF,
} from './service.js';
import {
  folhaFrequencia,
  folhaFrequenciaAnexo,
  folhaFrequenciaAssinatura,
  folhaFrequenciaCorrecao,
  folhaFrequenciaDia,
  folhaFrequenciaNotificacao,
  folhaFrequenciaResumo,
} from './table.js';
import { GERACAO_DO_MES } from './tarefa.js';

/**
 * The attendance-sheet routes (acesso-sessao §4-§7, issue 13) through HTTP, as the intern's and the supervisor's link
 * sessions and as staff: ownership, every day rule, the version check, every transition allowed and refused, the
 * parallel sign-off, notifications, generation, lists and counts under the access rule.
 */
const t = await testApp();
const db = t.database.db;
const admin = await t.user('todas');
const token = await t.login(admin.username, admin.senha);
const f = fabricas(t, () => token);

// March 2031: the 1st is a Saturday; a holiday on Monday the 10th (created before the sheets, so they carry it).
const ANO = 2031;
const MES = 3;
const NAO_ENCONTRADA = 'Folha de frequência não encontrada.';

interface Estagiaria {
  cpf: string;
  nome: string;
  estagiarioId: number;
  estagioId: number;
  folhaId: number;
  link: string;
}

/** A sheet-link session for a CPF, as the link exchange opens it (ADR 006). */
async function link(cpf: string): Promise<string> {
  const tk = randomToken();
  const agora = new Date();
  await db.insert(sessao).values({ tokenHash: sha256(tk), escopo: 'folha', cpf, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return tk;
}

const api = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, tk: string, payload?: unknown, headers?: Record<string, string>) =>
  t.req({ method, url: `/api${url}`, token: tk, ...(payload !== undefined && { payload: payload as object }), ...(headers && { headers }) });

async function folha(id: number, tk = token): Promise<Folha> {
  const res = await api('GET', `/folha_frequencia/${id}`, tk);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Folha>();
}

let defensoriaId: number;
async function estagiaria(opcoes: { fimSemana?: boolean; lotar?: boolean } = {}): Promise<Omit<Estagiaria, 'folhaId'> & { de: Criado }> {
  const de = await f.estagiario();
  const [inst, curso] = await Promise.all([f.instituicao(), f.curso()]);
  const res = await api('POST', '/estagio', token, {
    estagiario: { id: de.id },
    tipo_estagio: 6,
    instituicao_ensino: { id: inst.id },
    curso: { id: curso.id },
    data_inicio_estagio: '2025-03-01',
    data_fim_estagio: null,
    desligamento: null,
    data_colacao_grau: '2027-06',
    email: `folhas.${de.id}@defensoria.exemplo`,
    fim_semana: !!opcoes.fimSemana,
  });
  expect(res.statusCode, res.body).toBe(201);
  const estagioId = res.json<{ id: number }>().id;
  if (opcoes.lotar !== false) {
    const l = await api('POST', '/lotacao', token, { tipo: 4, estagio: { id: estagioId }, defensoria: { id: defensoriaId }, data_inicial: '2025-01-01', entrada: '13:00', saida: '17:00' });
    expect(l.statusCode, l.body).toBe(201);
  }
  const cpf = String(de.corpo.cpf).replace(/\D/g, '');
  return { de, cpf, nome: String(de.corpo.nome), estagiarioId: de.id, estagioId, link: await link(cpf) };
}

async function criarFolha(estagioId: number, ano = ANO, mes = MES): Promise<number> {
  const res = await api('POST', '/folha_frequencia', token, { estagioId, ano, mes });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ message: 'Folha Criada' });
  return res.json<{ id: number }>().id;
}

/** PUT of days with the sheet's current version. */
async function preencher(e: Estagiaria, dias: unknown[], tk = e.link) {
  const versao = (await folha(e.folhaId)).versao;
  return api('PUT', `/folha_frequencia/${e.folhaId}`, tk, dias, { 'if-match': String(versao) });
}

const presente = (dia: number, horarioEntrada = '13:00', horarioSaida = '17:00') => ({ dia, status: 2, horarioEntrada, horarioSaida, justificativa: null });

/** Every working day of the sheet present 13:00-17:00. */
async function preencherTudo(e: Estagiaria) {
  const uteis = (await folha(e.folhaId)).dias.filter((d) => d.util).map((d) => presente(d.dia));
  const res = await preencher(e, uteis);
  expect(res.statusCode, res.body).toBe(200);
}

const assinar = (e: Estagiaria, aprovar: boolean, tk: string, corpo?: unknown) => api('PATCH', `/folha_frequencia/assinar/${e.folhaId}/${aprovar}`, tk, corpo);

let ana: Estagiaria;
let bia: Estagiaria;
let supervisor: { id: number; cpf: string; link: string; email: string };
let outroSupervisor: string;
let feriadoNome: string;

beforeAll(async () => {
  defensoriaId = (await f.defensoria()).id;
  const fer = await f.feriado(); // 2031-03-10, geral
  feriadoNome = String(fer.corpo.nome);
  const a = await estagiaria();
  const b = await estagiaria({ fimSemana: true });
  ana = { ...a, folhaId: await criarFolha(a.estagioId) };
  bia = { ...b, folhaId: await criarFolha(b.estagioId) };
  const p = await f.pessoa();
  const cpf = String(p.corpo.cpf).replace(/\D/g, '');
  supervisor = { id: p.id, cpf, link: await link(cpf), email: String(p.corpo.email) };
  const res = await api('PATCH', `/folha_frequencia/${ana.folhaId}/${p.id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const outro = await f.pessoa();
  outroSupervisor = await link(String(outro.corpo.cpf).replace(/\D/g, ''));
});

describe('POST folha_frequencia: one sheet for one internship', () => {
  it('refuses a second sheet of the month (409), an internship without placement (400) and a bad month (400)', async () => {
    const again = await api('POST', '/folha_frequencia', token, { estagioId: ana.estagioId, ano: ANO, mes: MES });
    expect([again.statusCode, again.json().message]).toEqual([409, `Este estágio já tem folha de frequência em 03/${ANO}.`]);
    const semLotacao = await estagiaria({ lotar: false });
    const r = await api('POST', '/folha_frequencia', token, { estagioId: semLotacao.estagioId, ano: ANO, mes: MES });
    expect([r.statusCode, r.json().message]).toEqual([400, MOTIVO_SEM_LOTACAO]);
    const antes = await api('POST', '/folha_frequencia', token, { estagioId: ana.estagioId, ano: 2024, mes: 1 });
    expect([antes.statusCode, antes.json().message]).toEqual([400, 'O estágio não está vigente em 01/2024.']);
    const mes13 = await api('POST', '/folha_frequencia', token, { estagioId: ana.estagioId, ano: ANO, mes: 13 });
    expect(mes13.statusCode).toBe(400);
    expect(mes13.json().message).toContain('Mês inválido');
  });
});

describe('GET folha_frequencia/{id}: who sees which sheet, and the buttons', () => {
  it('the intern sees her own with the owner buttons; another intern and another supervisor get 404', async () => {
    const propria = await folha(ana.folhaId, ana.link);
    expect(propria.estagiario).toMatchObject({ id: ana.estagiarioId, nome: ana.nome });
    expect(propria.responsavel?.id).toBe(supervisor.id);
    expect(propria.estagio.lotacao).toEqual({ entrada: '13:00', saida: '17:00' });
    expect(propria.dias).toHaveLength(31);
    expect(propria.dias.find((d) => d.dia === 10)).toMatchObject({ util: false, feriado: true, nomeFeriado: feriadoNome, status: 5 });
    expect(propria.acoes).toMatchObject({ preencher: true, enviar: true, assinar: false, devolver: false, notificar: false, definirResponsavel: false });
    for (const tk of [bia.link, outroSupervisor]) {
      const res = await api('GET', `/folha_frequencia/${ana.folhaId}`, tk);
      expect([res.statusCode, res.json().message]).toEqual([404, NAO_ENCONTRADA]);
    }
  });

  it('the supervisor sees the sheets they are responsável for, without owner buttons; staff see all', async () => {
    const doSupervisor = await folha(ana.folhaId, supervisor.link);
    expect(doSupervisor.acoes).toMatchObject({ preencher: false, enviar: false });
    expect((await api('GET', `/folha_frequencia/${bia.folhaId}`, supervisor.link)).statusCode).toBe(404);
    const daEquipe = await folha(bia.folhaId);
    expect(daEquipe.acoes).toMatchObject({ preencher: false, enviar: true, notificar: true, definirResponsavel: true });
    const leitor = await t.tokenWith(['FOLHA_READ']);
    expect((await folha(bia.folhaId, leitor)).acoes).toMatchObject({ enviar: false, notificar: false, definirResponsavel: false });
    expect((await api('GET', '/folha_frequencia/99999999', token)).json().message).toBe(NAO_ENCONTRADA);
  });
});

describe('PUT folha_frequencia/{id}: the days', () => {
  it('the owner saves a day: Registro Salvo, a new version, and the day history under her name', async () => {
    const antes = await folha(ana.folhaId);
    const [{ ultimoHistorico }] = (await db.select({ ultimoHistorico: sql<number>`coalesce(max(${historico.id}), 0) + 1` }).from(historico)) as [{ ultimoHistorico: number }];
    const res = await preencher(ana, [presente(3)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Registro Salvo', versao: antes.versao + 1 });
    const depois = await folha(ana.folhaId);
    const dia3 = depois.dias.find((d) => d.dia === 3)!;
    expect(dia3).toMatchObject({ status: 2, horarioEntrada: '13:00', horarioSaida: '17:00' });
    expect(dia3.historicos).toHaveLength(1);
    expect(dia3.historicos[0]).toMatchObject({ acao: 'ATUALIZAR', criadoPor: { username: ana.nome } });
    // The one-statement write is attributed to the request (ADR 057): no staff user, the caller's address (the sheet's
    // own touch moves only its version and edit time, which no diff keeps).
    const rastros = await db
      .select({ tabela: historico.tabela, criadoPor: historico.criadoPor, ip: historico.ip })
      .from(historico)
      .where(and(inArray(historico.tabela, ['folha_frequencia', 'folha_frequencia_dia']), gte(historico.id, Number(ultimoHistorico))));
    expect(rastros).toEqual([{ tabela: 'folha_frequencia_dia', criadoPor: null, ip: '127.0.0.1' }]);
    expect(dia3.historicos[0]!.diff).toMatchObject({ status: { de: 1, para: 2 } });
    // The same entries again change nothing: same version.
    const igual = await preencher(ana, [presente(3)]);
    expect(igual.json()).toEqual({ message: 'Registro Salvo', versao: depois.versao });
  });

  it('a stale version gets 409 and what was saved stays', async () => {
    const { versao } = await folha(ana.folhaId);
    const ok = await api('PUT', `/folha_frequencia/${ana.folhaId}`, ana.link, [presente(4)], { 'if-match': `"${versao}"` });
    expect(ok.statusCode, ok.body).toBe(200);
    const velho = await api('PUT', `/folha_frequencia/${ana.folhaId}`, ana.link, [{ dia: 4, status: null }, presente(5)], { 'if-match': String(versao) });
    expect(velho.statusCode).toBe(409);
    expect(velho.json()).toMatchObject({ versaoAtual: versao + 1 });
    expect(velho.json().message).toContain('Recarregue');
    const dias = (await folha(ana.folhaId)).dias;
    expect(dias.find((d) => d.dia === 4)!.status).toBe(2);
    expect(dias.find((d) => d.dia === 5)!.status).toBe(1);
    const semVersao = await api('PUT', `/folha_frequencia/${ana.folhaId}`, ana.link, [presente(5)]);
    expect([semVersao.statusCode, semVersao.json().message]).toEqual([400, MENSAGEM_IF_MATCH]);
  });

  it('eight parallel saves of the same version: one is saved, the others 409, and only the saved one stays', async () => {
    const { versao } = await folha(ana.folhaId);
    const dias = [11, 12, 13, 14, 17, 18, 19, 20];
    const respostas = await Promise.all(
      dias.map((d) => api('PUT', `/folha_frequencia/${ana.folhaId}`, ana.link, [presente(d)], { 'if-match': String(versao) })),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const salvo = dias[respostas.findIndex((r) => r.statusCode === 200)]!;
    const depois = await folha(ana.folhaId);
    expect(dias.map((d) => depois.dias.find((x) => x.dia === d)!.status)).toEqual(dias.map((d) => (d === salvo ? 2 : 1)));
    expect(depois.versao).toBe(versao + 1);
    for (const r of respostas.filter((x) => x.statusCode === 409)) expect(r.json()).toMatchObject({ versaoAtual: versao + 1 });
  });

  it('only the owner: another intern 404, the supervisor and staff 403', async () => {
    const v = String((await folha(ana.folhaId)).versao);
    const outra = await api('PUT', `/folha_frequencia/${ana.folhaId}`, bia.link, [presente(5)], { 'if-match': v });
    expect([outra.statusCode, outra.json().message]).toEqual([404, NAO_ENCONTRADA]);
    for (const tk of [supervisor.link, token]) {
      const res = await api('PUT', `/folha_frequencia/${ana.folhaId}`, tk, [presente(5)], { 'if-match': v });
      expect([res.statusCode, res.json().message]).toEqual([403, MENSAGEM_SO_O_ESTAGIARIO_PREENCHE]);
    }
  });

  it('every day rule answers 400 with its message, and nothing is written', async () => {
    const antes = await folha(ana.folhaId);
    const casos: [unknown[], string][] = [
      [[{ dia: 5, status: 2, horarioEntrada: '13:00', horarioSaida: null }], MENSAGEM_HORARIOS_OBRIGATORIOS],
      [[presente(5, '13:00', '12:00')], MENSAGEM_SAIDA_APOS_ENTRADA],
      [[presente(5, '08:00', '13:01')], MENSAGEM_CARGA_DIARIA],
      [[presente(5, '8h', '12:00')], 'Horário inválido: use HH:mm.'],
      [[presente(1)], 'O dia 1, Sab, não é dia útil.'],
      [[presente(10)], `${feriadoNome} não é dia de trabalho.`],
      [[{ dia: 5, status: 5 }], MENSAGEM_STATUS_DIA_INVALIDO],
      [[presente(32)], MENSAGEM_DIA_INVALIDO],
      [[presente(5), presente(5)], mensagemDiaRepetido(5)],
    ];
    for (const [corpo, mensagem] of casos) {
      const res = await api('PUT', `/folha_frequencia/${ana.folhaId}`, ana.link, corpo, { 'if-match': String(antes.versao) });
      expect([res.statusCode, res.json().message]).toEqual([400, mensagem]);
    }
    // The weekend intern: a weekday is not hers.
    const fds = await preencher(bia, [presente(3)]);
    expect([fds.statusCode, fds.json().message]).toEqual([400, 'O dia 3, Seg, não é dia de trabalho (final de semana).']);
    expect((await folha(ana.folhaId)).versao).toBe(antes.versao);
  });

  it('300 minutes pass; absence with and without justification; clearing', async () => {
    expect((await preencher(ana, [presente(5, '08:00', '13:00')])).statusCode).toBe(200);
    const ausente = await preencher(ana, [
      { dia: 6, status: 4, justificativa: 'Consulta médica' },
      { dia: 7, status: 3, horarioEntrada: '13:00', horarioSaida: '17:00', justificativa: '  ' },
    ]);
    expect(ausente.statusCode, ausente.body).toBe(200);
    const dias = (await folha(ana.folhaId)).dias;
    expect(dias.find((d) => d.dia === 6)).toMatchObject({ status: 3, justificativa: 'Consulta médica', horarioEntrada: null });
    expect(dias.find((d) => d.dia === 7)).toMatchObject({ status: 4, justificativa: null, horarioEntrada: null });
    expect((await preencher(ana, [{ dia: 7, status: null }])).statusCode).toBe(200);
    expect((await folha(ana.folhaId)).dias.find((d) => d.dia === 7)!.status).toBe(1);
  });
});

describe('bad input on an existing sheet: pt-BR 4xx, never 500', () => {
  it('days, If-Match, send-back body and list filters', async () => {
    const v = String((await folha(bia.folhaId)).versao);
    const put = (corpo: unknown, ifMatch = v) => api('PUT', `/folha_frequencia/${bia.folhaId}`, bia.link, corpo, { 'if-match': ifMatch });
    for (const corpo of [{}, 1, [null], [{ dia: 'a' }], [{ dia: 1, status: 2, horarioEntrada: 'x'.repeat(5000) }], [{ dia: 1, status: 4, justificativa: 'a\u0000b' }], [{ dia: 1, status: 4, justificativa: 'x'.repeat(501) }]]) {
      const res = await put(corpo);
      expect([JSON.stringify(corpo).slice(0, 40), res.statusCode]).toEqual([JSON.stringify(corpo).slice(0, 40), 400]);
      expect(typeof res.json().message).toBe('string');
    }
    for (const ifMatch of ['abc', '-1', '1.5', '"x"', '99999999999']) {
      expect((await put([presente(1)], ifMatch)).json().message).toBe(MENSAGEM_IF_MATCH);
    }
    for (const corpo of [{ correcoes: 'x' }, { correcoes: [{ dia: 40, comentario: 'a' }] }, { correcoes: [{ dia: 1 }] }, []]) {
      expect((await api('PATCH', `/folha_frequencia/assinar/${bia.folhaId}/false`, token, corpo)).statusCode).toBe(400);
    }
    for (const q of ['status=abc', 'status=9', 'vinculo=3', 'unidade=-1', 'estagiario=0', 'skip=-1', 'take=0']) {
      const res = await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?${q}`, token);
      expect([q, res.statusCode]).toEqual([q, 400]);
    }
    for (const url of [`/folha_frequencia/listar/0/3`, `/folha_frequencia/listar/${ANO}/0`, `/folha_frequencia/${bia.folhaId}/abc`]) {
      expect((await api(url.includes('listar') ? 'GET' : 'PATCH', url, token)).statusCode).toBe(400);
    }
    const fev = await api('PATCH', `/folha_frequencia/assinar/${bia.folhaId}/false`, token, { correcoes: [{ dia: 31, comentario: 'x' }] });
    expect(fev.statusCode).toBe(409); // em preenchimento: nothing to send back
  });
});

describe('the workflow (PATCH folha_frequencia/assinar/{id}/{aprovar})', () => {
  it('sending with unfilled days is refused with the count; sending back at em preenchimento is refused', async () => {
    const n = (await folha(ana.folhaId)).dias.filter((d) => d.util && [1, 7].includes(d.status)).length;
    const res = await assinar(ana, true, ana.link);
    expect([res.statusCode, res.json().message]).toEqual([409, `Ficaram ${n} dia(s) sem preencher.`]);
    const devolver = await assinar(ana, false, ana.link);
    expect([devolver.statusCode, devolver.json().message]).toEqual([409, MENSAGEM_SO_ENVIAR]);
    // Who may not send learns nothing about the days: 403 first.
    for (const tk of [supervisor.link, await t.tokenWith(['FOLHA_READ'])]) {
      const r = await assinar(ana, true, tk);
      expect([r.statusCode, r.json().message]).toEqual([403, MENSAGEM_QUEM_ENVIA]);
    }
    const outra = await assinar(ana, true, bia.link);
    expect(outra.statusCode).toBe(404);
  });

  it('20 parallel sends: one transition, one signature', async () => {
    await preencherTudo(ana);
    const respostas = await Promise.all(Array.from({ length: 20 }, () => assinar(ana, true, ana.link)));
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    // The others find another status: 409, or 403 when they read it already sent (the intern does not sign).
    expect(codigos.filter((c) => c === 409 || c === 403)).toHaveLength(19);
    const ok = respostas.find((r) => r.statusCode === 200)!;
    expect(ok.json()).toMatchObject({ id: ana.folhaId, status: 2, message: 'Folha enviada para assinatura.' });
    for (const r of respostas.filter((x) => x.statusCode !== 200)) expect([MENSAGEM_FOLHA_MUDOU, MENSAGEM_QUEM_ASSINA]).toContain(r.json().message);
    const [{ n }] = (await db.select({ n: count() }).from(folhaFrequenciaAssinatura).where(eq(folhaFrequenciaAssinatura.folhaId, ana.folhaId))) as [{ n: number }];
    expect(Number(n)).toBe(1);
    const sheet = await folha(ana.folhaId, ana.link);
    expect(sheet.assinaturas).toEqual([expect.objectContaining({ perfilAssinante: 1, nome: ana.nome, ip: '127.0.0.1' })]);
    expect(sheet.notificacoes.map((x) => x.tipo)).toEqual([2]);
    expect(sheet.acoes).toMatchObject({ preencher: false, enviar: false, assinar: false });
    // The responsável is told by e-mail, with a fresh link to this sheet (PUBLIC_URL; the token is drawn when sent).
    const [mensagem] = await db.select().from(emailSaida).where(eq(emailSaida.destinatario, supervisor.email));
    expect(mensagem!.corpo).toContain('http://sgi.test/obter-token?token={{segredo}}');
    expect(mensagem!.corpo).toContain('aguarda a sua assinatura');
    const [linkDoSupervisor] = await db.select().from(linkAcesso).where(eq(linkAcesso.cpf, supervisor.cpf));
    expect(linkDoSupervisor!.folhaId).toBe(ana.folhaId);
  });

  it('awaiting signature: days are closed, the intern cannot sign, another supervisor cannot see it; the responsável sends it back with comments', async () => {
    const put = await preencher(ana, [presente(5)]);
    expect([put.statusCode, put.json().message]).toEqual([409, MENSAGEM_DIAS_FECHADOS]);
    const propria = await assinar(ana, true, ana.link);
    expect([propria.statusCode, propria.json().message]).toEqual([403, MENSAGEM_QUEM_ASSINA]);
    expect((await assinar(ana, true, outroSupervisor)).statusCode).toBe(404);
    expect((await folha(ana.folhaId, supervisor.link)).acoes).toMatchObject({ assinar: true, devolver: true });
    const semComentario = await assinar(ana, false, supervisor.link, { correcoes: [{ dia: 3, comentario: '   ' }] });
    expect(semComentario.statusCode).toBe(400);
    const devolvida = await assinar(ana, false, supervisor.link, { correcoes: [{ dia: 3, comentario: 'Horário de saída não confere.' }] });
    expect(devolvida.statusCode, devolvida.body).toBe(200);
    expect(devolvida.json()).toMatchObject({ status: 5, message: 'Folha devolvida para correção.' });
    const sheet = await folha(ana.folhaId, ana.link);
    expect(sheet.correcoes).toEqual([expect.objectContaining({ dia: 3, comentario: 'Horário de saída não confere.', perfil: 2, resolvidaEm: null })]);
    expect(sheet.notificacoes.map((x) => x.tipo)).toEqual([2, 3]);
    expect(sheet.acoes).toMatchObject({ preencher: true, enviar: true });
  });

  it('the intern corrects and sends again (corrections closed); the responsável signs; only staff review; concluded is final', async () => {
    expect((await preencher(ana, [presente(3, '13:00', '16:30')])).statusCode).toBe(200);
    const reenvio = await assinar(ana, true, ana.link);
    expect(reenvio.json()).toMatchObject({ status: 2 });
    const [c] = await db.select().from(folhaFrequenciaCorrecao).where(eq(folhaFrequenciaCorrecao.folhaId, ana.folhaId));
    expect(c!.resolvidaEm).not.toBeNull();
    const assinada = await assinar(ana, true, supervisor.link);
    expect(assinada.json()).toMatchObject({ status: 3, message: 'Folha assinada e enviada para revisão.' });
    for (const tk of [supervisor.link, ana.link]) {
      const r = await assinar(ana, true, tk);
      expect([r.statusCode, r.json().message]).toEqual([403, MENSAGEM_QUEM_REVISA]);
    }
    // Any staff user of the module reviews (FOLHA_READ only).
    const leitor = await t.tokenWith(['FOLHA_READ']);
    const aceita = await assinar(ana, true, leitor);
    expect(aceita.json()).toMatchObject({ status: 4, message: 'Folha concluída.' });
    const sheet = await folha(ana.folhaId);
    expect(sheet.assinaturas.map((a) => a.perfilAssinante)).toEqual([1, 1, 2, 3]);
    expect(sheet.notificacoes.map((x) => x.tipo)).toEqual([2, 3, 2, 4]);
    expect(sheet.acoes).toMatchObject({ assinar: false, devolver: false, notificar: false, pdf: true });
    for (const aprovar of [true, false]) {
      const r = await assinar(ana, aprovar, token);
      expect([r.statusCode, r.json().message]).toEqual([409, MENSAGEM_FOLHA_CONCLUIDA]);
    }
    const responsavel = await api('PATCH', `/folha_frequencia/${ana.folhaId}/0`, token);
    expect(responsavel.statusCode).toBe(409);
  });

  it('staff with FOLHA_CREATE send and sign on behalf; staff send back at review with perfil 3', async () => {
    const e = await estagiaria();
    const s: Estagiaria = { ...e, folhaId: await criarFolha(e.estagioId) };
    await preencherTudo(s);
    const criador = await t.tokenWith(['FOLHA_READ', 'FOLHA_CREATE']);
    expect((await assinar(s, true, criador)).json()).toMatchObject({ status: 2 });
    // 20 parallel clicks on 'Assinar' by staff who may also accept, with the version shown: one step (not sign and then
    // accept), one signature of perfil 2.
    const { versao } = await folha(s.folhaId);
    const assinaturas = await Promise.all(
      Array.from({ length: 20 }, () => api('PATCH', `/folha_frequencia/assinar/${s.folhaId}/true`, criador, undefined, { 'if-match': String(versao) })),
    );
    expect(assinaturas.filter((r) => r.statusCode === 200).map((r) => r.json().status)).toEqual([3]);
    expect(assinaturas.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const devolvida = await assinar(s, false, token, { correcoes: [{ dia: 4, comentario: 'Confira.' }] });
    expect(devolvida.json()).toMatchObject({ status: 5 });
    const sheet = await folha(s.folhaId);
    expect(sheet.assinaturas.map((a) => a.perfilAssinante)).toEqual([1, 2]);
    expect(sheet.correcoes.map((c) => c.perfil)).toEqual([3]);
    // Sheet without responsável: the signature-pending notice has nobody to go to, and is not recorded.
    expect(sheet.notificacoes.map((x) => x.tipo)).toEqual([3]);
    const falso = await assinar(s, true, token, { correcoes: [{ dia: 4, comentario: 'x' }] });
    expect(falso.statusCode).toBe(400);
    const aprovar = await api('PATCH', `/folha_frequencia/assinar/${s.folhaId}/talvez`, token);
    expect(aprovar.statusCode).toBe(400);
  });
});

describe('PATCH folha_frequencia/{id}/{responsavelId} and POST folha_frequencia/{id} (notify)', () => {
  it('sets, refuses a missing pessoa (400) and clears (0)', async () => {
    const p = await f.pessoa();
    expect((await api('PATCH', `/folha_frequencia/${bia.folhaId}/${p.id}`, token)).statusCode).toBe(200);
    expect((await folha(bia.folhaId)).responsavel?.id).toBe(p.id);
    const falta = await api('PATCH', `/folha_frequencia/${bia.folhaId}/99999999`, token);
    expect([falta.statusCode, falta.json().message]).toEqual([400, 'Pessoa não encontrada.']);
    const limpa = await api('PATCH', `/folha_frequencia/${bia.folhaId}/0`, token);
    expect([limpa.statusCode, limpa.json().message]).toEqual([200, 'Responsável retirado.']);
    expect((await folha(bia.folhaId)).responsavel).toBeNull();
    expect((await api('PATCH', `/folha_frequencia/${bia.folhaId}/${p.id}`, await t.tokenWith(['FOLHA_READ', 'FOLHA_CREATE']))).statusCode).toBe(403);
  });

  it('notifies the intern of a sheet em preenchimento: a notification and an e-mail with a link to the sheet; a concluded sheet is refused', async () => {
    const antes = (await db.select({ n: count() }).from(emailSaida))[0]!.n;
    const res = await api('POST', `/folha_frequencia/${bia.folhaId}`, await t.tokenWith(['FOLHA_UPDATE']));
    expect([res.statusCode, res.json().message]).toEqual([200, 'Notificação enviada.']);
    const notas = await db.select().from(folhaFrequenciaNotificacao).where(eq(folhaFrequenciaNotificacao.folhaId, bia.folhaId));
    expect(notas.map((n) => n.tipo)).toEqual([1]);
    expect(Number((await db.select({ n: count() }).from(emailSaida))[0]!.n)).toBe(Number(antes) + 1);
    const [links] = await db.select().from(linkAcesso).where(eq(linkAcesso.folhaId, bia.folhaId));
    expect(links).toMatchObject({ cpf: bia.cpf, tokenHash: null });
    const concluida = await api('POST', `/folha_frequencia/${ana.folhaId}`, token);
    expect([concluida.statusCode, concluida.json().message]).toEqual([409, MENSAGEM_SO_NOTIFICAVEIS]);
    expect((await api('POST', `/folha_frequencia/${bia.folhaId}`, bia.link)).statusCode).toBe(403);
  });
});

describe('lists and counts under the access rule', () => {
  it('staff see the month, paged and filtered; a link session only its own; counts agree', async () => {
    const res = await api('GET', `/folha_frequencia/listar/${ANO}/${MES}`, token);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // PostgreSQL writes the page (ADR 059): exactly the schema's fields, no more, the dates as the API writes them.
    const [linhas, total] = z.tuple([z.array(folhaResumoSchema.strict()), z.number()]).parse(res.json());
    const [gravada] = await db.select({ editadoEm: folhaFrequencia.editadoEm }).from(folhaFrequencia).where(eq(folhaFrequencia.id, ana.folhaId));
    expect(linhas.find((l) => l.id === ana.folhaId)!.editadoEm).toBe(gravada!.editadoEm.toISOString());
    expect(total).toBeGreaterThanOrEqual(3);
    expect(linhas.length).toBe(total);
    const daAna = linhas.find((l) => l.id === ana.folhaId)!;
    expect(daAna).toMatchObject({ status: 4, estagioId: ana.estagioId, estagiario: { id: ana.estagiarioId }, responsavel: { id: supervisor.id }, diasSemPreencher: 0 });
    const pagina = (await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?take=1&skip=1`, token)).json<[FolhaResumo[], number]>();
    expect([pagina[0].length, pagina[1]]).toEqual([1, total]);
    expect((await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?take=101`, token)).statusCode).toBe(400);
    const exceto = (await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?exceto_concluidas=true`, token)).json<[FolhaResumo[], number]>();
    expect(exceto[0].map((l) => l.id)).not.toContain(ana.folhaId);
    expect(exceto[1]).toBe(total - 1);
    const s4 = (await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?status=4&vinculo=1&unidade=0`, token)).json<[FolhaResumo[], number]>();
    expect(s4[0].map((l) => l.id)).toEqual([ana.folhaId]);
    expect((await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?vinculo=2`, token)).json()).toEqual([[], 0]);
    const dela = (await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?estagiario=${bia.estagiarioId}`, token)).json<[FolhaResumo[], number]>();
    expect(dela[0].map((l) => l.id)).toEqual([bia.folhaId]);
    // Week of 2-8 March: days 3, 4 and 6.. filled for Ana with one 5-hour day (day 5) → no week over 20 h? Checked below.
    const acima = (await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?semana_acima=true`, token)).json<[FolhaResumo[], number]>();
    expect(acima[0].every((l) => l.semanaAcimaDoLimite)).toBe(true);

    expect((await api('GET', `/folha_frequencia/listar/${ANO}/${MES}`, bia.link)).json<[FolhaResumo[], number]>()[0].map((l) => l.id)).toEqual([bia.folhaId]);
    expect((await api('GET', `/folha_frequencia/listar/${ANO}/${MES}`, supervisor.link)).json<[FolhaResumo[], number]>()[0].map((l) => l.id)).toEqual([ana.folhaId]);
    expect((await api('GET', `/folha_frequencia/listar/${ANO}/${MES}`, outroSupervisor)).json()).toEqual([[], 0]);

    const contagem = (await api('GET', `/folha_frequencia/contagem/${ANO}/${MES}`, token)).json<{ porStatus: Record<string, number>; total: number }>();
    expect(contagem.total).toBe(total);
    expect(contagem.porStatus['4']).toBe(1);
    expect((await api('GET', `/folha_frequencia/contagem/${ANO}/${MES}`, bia.link)).json()).toEqual({ porStatus: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 0 }, total: 1 });
    expect((await api('GET', `/folha_frequencia/contagem/${ANO}/13`, token)).statusCode).toBe(400);
  });

  it('a week over 20 hours is flagged and filtered', async () => {
    const e = await estagiaria();
    const s: Estagiaria = { ...e, folhaId: await criarFolha(e.estagioId) };
    // Week of 2-8 March 2031 (Sunday to Saturday): Monday to Friday 3-7, 4 h each plus one more hour on day 3 → 21 h.
    const res = await preencher(s, [presente(3, '12:00', '17:00'), presente(4), presente(5), presente(6), presente(7)]);
    expect(res.statusCode, res.body).toBe(200);
    const acima = (await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?semana_acima=true`, token)).json<[FolhaResumo[], number]>();
    expect(acima[0].map((l) => l.id)).toContain(s.folhaId);
    expect(acima[0].find((l) => l.id === s.folhaId)!.semanaAcimaDoLimite).toBe(true);
  });

  it('the list figures follow every write of the days, from the summary the triggers keep (ADR 099)', async () => {
    const e = await estagiaria();
    const s: Estagiaria = { ...e, folhaId: await criarFolha(e.estagioId) };
    const resumo = async () => (await db.select().from(folhaFrequenciaResumo).where(eq(folhaFrequenciaResumo.folhaId, s.folhaId)))[0];
    const naLista = async () =>
      (await api('GET', `/folha_frequencia/listar/${ANO}/${MES}?estagiario=${s.estagiarioId}`, token)).json<[FolhaResumo[], number]>()[0][0]!;
    const uteis = (await folha(s.folhaId)).dias.filter((d) => d.util).length;
    // Created with its days in one statement: every working day still to fill.
    expect(await resumo()).toEqual({ folhaId: s.folhaId, diasSemPreencher: uteis, semanaAcima: false });
    expect(await naLista()).toMatchObject({ diasSemPreencher: uteis, semanaAcimaDoLimite: false });
    // 3-7 March, 21 hours: five fewer to fill and the week flagged.
    expect((await preencher(s, [presente(3, '12:00', '17:00'), presente(4), presente(5), presente(6), presente(7)])).statusCode).toBe(200);
    expect(await resumo()).toEqual({ folhaId: s.folhaId, diasSemPreencher: uteis - 5, semanaAcima: true });
    expect(await naLista()).toMatchObject({ diasSemPreencher: uteis - 5, semanaAcimaDoLimite: true });
    // Day 3 back to 4 hours (20 in the week, not above) and day 7 back to não preenchido.
    const volta = await preencher(s, [presente(3), { dia: 7, status: 7, horarioEntrada: null, horarioSaida: null, justificativa: null }]);
    expect(volta.statusCode, volta.body).toBe(200);
    expect(await resumo()).toEqual({ folhaId: s.folhaId, diasSemPreencher: uteis - 4, semanaAcima: false });
    expect(await naLista()).toMatchObject({ diasSemPreencher: uteis - 4, semanaAcimaDoLimite: false });
    // The sheet's row goes with the sheet.
    await db.delete(folhaFrequencia).where(eq(folhaFrequencia.id, s.folhaId));
    expect(await resumo()).toBeUndefined();
  });

  it("GET folha_frequencia/listar/{estagioId}: the internship's sheets, for its intern and staff; another intern 404", async () => {
    const minhas = (await api('GET', `/folha_frequencia/listar/${bia.estagioId}`, bia.link)).json<FolhaResumo[]>();
    expect(minhas.map((l) => l.id)).toEqual([bia.folhaId]);
    expect((await api('GET', `/folha_frequencia/listar/${bia.estagioId}`, token)).json<FolhaResumo[]>().map((l) => l.id)).toEqual([bia.folhaId]);
    expect((await api('GET', `/folha_frequencia/listar/${bia.estagioId}`, ana.link)).statusCode).toBe(404);
  });
});

describe('POST folha_frequencia/{ano}/{mes}: the month generation', () => {
  it('simular answers the dry run and writes nothing; otherwise a job whose result counts the sheets', async () => {
    const antes = Number((await db.select({ n: count() }).from(folhaFrequencia))[0]!.n);
    const sim = await api('POST', `/folha_frequencia/${ANO}/4?simular=true`, token);
    expect(sim.statusCode, sim.body).toBe(200);
    const r = sim.json<ResultadoDaGeracao>();
    expect(r.simulacao).toBe(true);
    expect(r.criadas.map((i) => i.estagioId)).toEqual(expect.arrayContaining([ana.estagioId, bia.estagioId]));
    expect(Number((await db.select({ n: count() }).from(folhaFrequencia))[0]!.n)).toBe(antes);

    const res = await api('POST', `/folha_frequencia/${ANO}/4`, token);
    expect(res.statusCode, res.body).toBe(202);
    const { tarefa: id } = res.json<{ tarefa: number }>();
    // A second click while it is open answers the same job.
    expect((await api('POST', `/folha_frequencia/${ANO}/4`, token)).json()).toEqual({ tarefa: id });
    expect(await executarProxima(db, [GERACAO_DO_MES])).toBe(id);
    const [job] = await db.select().from(tarefa).where(eq(tarefa.id, id));
    expect(job!.status).toBe('CONCLUIDA');
    const resultado = job!.resultado as ResultadoDaGeracao;
    expect(resultado.criadas.length).toBe(r.criadas.length);
    const dias = await db.select({ n: count() }).from(folhaFrequenciaDia);
    expect(Number(dias[0]!.n)).toBeGreaterThan(0);
    expect((await api('POST', `/folha_frequencia/${ANO}/13`, token)).statusCode).toBe(400);
    expect((await api('POST', `/folha_frequencia/${ANO}/4`, await t.tokenWith(['FOLHA_READ', 'FOLHA_UPDATE']))).statusCode).toBe(403);
  });
});

describe('POST / GET folha_frequencia/{id}/anexo/{dia}: the absence proof', () => {
  const anexar = (e: Estagiaria, dia: number, content: Buffer, filename: string, tk = e.link) => {
    const { payload, headers } = multipart([{ name: 'file', filename, content }]);
    return t.req({ method: 'POST', url: `/api/folha_frequencia/${e.folhaId}/anexo/${dia}`, token: tk, payload, headers });
  };

  it('the owner attaches a PDF to an absent day; it is downloaded by who may read the sheet and goes away with the absence', async () => {
    const e = await estagiaria();
    const s: Estagiaria = { ...e, folhaId: await criarFolha(e.estagioId) };
    expect((await preencher(s, [{ dia: 4, status: 4, justificativa: 'Consulta' }, presente(5)])).statusCode).toBe(200);
    const antes = (await folha(s.folhaId)).versao;
    const ok = await anexar(s, 4, PDF, 'atestado.pdf');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toEqual({ message: 'Registro Salvo', versao: antes + 1 });
    const dia4 = (await folha(s.folhaId, s.link)).dias.find((d) => d.dia === 4)!;
    expect(dia4).toMatchObject({ nomeArquivo: 'atestado.pdf' });
    expect(dia4.anexo).toEqual(expect.any(Number));
    const baixado = await api('GET', `/folha_frequencia/${s.folhaId}/anexo/4`, s.link);
    expect([baixado.statusCode, baixado.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(baixado.rawPayload.equals(PDF)).toBe(true);
    expect((await api('GET', `/folha_frequencia/${s.folhaId}/anexo/4`, token)).statusCode).toBe(200);
    expect((await api('GET', `/folha_frequencia/${s.folhaId}/anexo/4`, bia.link)).statusCode).toBe(404);
    expect((await api('GET', `/folha_frequencia/${s.folhaId}/anexo/5`, s.link)).json().message).toBe('Comprovante não encontrado.');

    // Refusals: not a PDF (415), a PNG named .pdf (415), a present day (400), a day the month lacks, staff and another intern.
    const png = await anexar(s, 4, PNG, 'foto.png');
    expect([png.statusCode, png.json().message]).toEqual([415, MENSAGEM_SO_PDF]);
    expect((await anexar(s, 4, PNG, 'foto.pdf')).statusCode).toBe(415);
    const presenteDia = await anexar(s, 5, PDF, 'atestado.pdf');
    expect([presenteDia.statusCode, presenteDia.json().message]).toEqual([400, MENSAGEM_COMPROVANTE_SO_FALTA]);
    expect((await anexar(s, 40, PDF, 'atestado.pdf')).statusCode).toBe(400);
    expect((await anexar(s, 4, PDF, 'atestado.pdf', token)).statusCode).toBe(403);
    expect((await anexar(s, 4, PDF, 'atestado.pdf', bia.link)).statusCode).toBe(404);

    // A second proof replaces the first; presence removes it.
    expect((await anexar(s, 4, PDF, 'outro.pdf')).statusCode).toBe(201);
    expect((await folha(s.folhaId)).dias.find((d) => d.dia === 4)!.nomeArquivo).toBe('outro.pdf');
    expect((await preencher(s, [presente(4)])).statusCode).toBe(200);
    const depois = (await folha(s.folhaId)).dias.find((d) => d.dia === 4)!;
    expect([depois.anexo, depois.nomeArquivo]).toEqual([null, null]);
    expect(await db.select({ id: folhaFrequenciaAnexo.id }).from(folhaFrequenciaAnexo).where(eq(folhaFrequenciaAnexo.filename, 'outro.pdf'))).toEqual([]);
  });
});
