import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fabricas, idDaResposta } from '../../../test/fabricas.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { emailSaida } from '../email/table.js';
import { MARCA_SEGREDO } from '../email/outbox.js';
import { folhaFrequencia, folhaFrequenciaAssinatura, folhaFrequenciaDia } from '../folhas/table.js';
import { tarefa } from '../tarefas/table.js';
import { executarProxima } from '../tarefas/trabalhador.js';
import { diaDosLembretes, enviarLembretes } from './service.js';
import { lembreteEnvio } from './table.js';
import { agendarLembretes, LEMBRETES_DO_DIA } from './tarefa.js';

/** Daily reminders (issue 13, ADR 056): who gets a digest, what it says, nobody when off, once a day. */
const t = await testApp();
const db = t.database.db;
const admin = await t.user('todas');
const token = await t.login(admin.username, admin.senha);
const f = fabricas(t, () => token);
const URL = 'http://sgi.test';

// July 2034: on the 2nd the closing month is June 2034.
const ANO = 2034;
const MES = 6;
const DIA_2_DE_JULHO = new Date(2034, 6, 2, 9, 0, 0);

const config = (tk = token) => t.req({ method: 'GET', url: '/api/lembretes/configuracao', token: tk });
const ligar = async (ativo: boolean, diasAssinatura = 3) => {
  const versao = config().then((r) => r.json<{ versao: number }>().versao);
  const res = await t.req({ method: 'PUT', url: '/api/lembretes/configuracao', token, payload: { ativo, diasAssinatura }, headers: { 'if-match': String(await versao) } });
  expect(res.statusCode, res.body).toBe(200);
};
const emails = () => db.select().from(emailSaida);

interface Pessoa { id: number; nome: string; email: string }
let pendente: { folhaId: number; email: string; nome: string };
let emDia: { folhaId: number; email: string };
let supervisor: Pessoa;
let velha: number;
let nova: number;

async function folhaDe(estagioId?: number) {
  const de = await f.estagiario();
  const e = estagioId ?? (await f.estagio(de)).id;
  idDaResposta(await t.req({ method: 'POST', url: '/api/lotacao', token, payload: { tipo: 4, estagio: { id: e }, defensoria: { id: (await f.defensoria()).id }, data_inicial: '2025-01-01', entrada: '13:00', saida: '17:00' } }));
  const folhaId = idDaResposta(await t.req({ method: 'POST', url: '/api/folha_frequencia', token, payload: { estagioId: e, ano: ANO, mes: MES } }));
  return { folhaId, email: String(de.corpo.email), nome: String(de.corpo.nome), pessoaId: 0 };
}

beforeAll(async () => {
  pendente = await folhaDe();
  emDia = await folhaDe();
  // Every working day filled: nothing owed.
  await db.update(folhaFrequenciaDia).set({ status: 2, horarioEntrada: '13:00', horarioSaida: '17:00' }).where(and(eq(folhaFrequenciaDia.folhaId, emDia.folhaId), eq(folhaFrequenciaDia.util, true)));
  const p = await f.pessoa();
  supervisor = { id: p.id, nome: `${String(p.corpo.nome)} ${String(p.corpo.sobrenome)}`, email: String(p.corpo.email) };
  velha = (await folhaDe()).folhaId;
  nova = (await folhaDe()).folhaId;
  for (const [id, dias] of [[velha, 5], [nova, 1]] as const) {
    await db.update(folhaFrequencia).set({ status: 2, responsavelId: supervisor.id }).where(eq(folhaFrequencia.id, id));
    await db.insert(folhaFrequenciaAssinatura).values({ folhaId: id, perfil: 1, pessoaId: supervisor.id, criadoEm: new Date(DIA_2_DE_JULHO.getTime() - dias * 86_400_000), ip: null });
  }
});

describe('daily reminders', () => {
  it('the closing month: the current one from the 25th, the previous one up to the 5th, none in between', () => {
    expect(diaDosLembretes(new Date(2034, 6, 2, 9)).fechamento).toEqual({ ano: 2034, mes: 6, ateODia: null });
    expect(diaDosLembretes(new Date(2034, 0, 5, 9)).fechamento).toEqual({ ano: 2033, mes: 12, ateODia: null });
    expect(diaDosLembretes(new Date(2034, 6, 26, 9)).fechamento).toEqual({ ano: 2034, mes: 7, ateODia: 25 });
    expect(diaDosLembretes(new Date(2034, 6, 15, 9)).fechamento).toBeNull();
  });

  it('off by default: nobody is e-mailed, no day is claimed, nothing is scheduled', async () => {
    await expect(config().then((r) => r.json())).resolves.toMatchObject({ ativo: false, diasAssinatura: 3, ultimoEnvio: null });
    expect(await enviarLembretes(db, DIA_2_DE_JULHO, URL)).toBeNull();
    expect(await agendarLembretes(db, DIA_2_DE_JULHO, URL)).toBeNull();
    expect(await emails()).toHaveLength(0);
    expect(await db.select().from(lembreteEnvio)).toHaveLength(0);
  });

  it('on: one digest per person who owes — the intern with unfilled days, the supervisor past N days — each with a link; once a day', async () => {
    await ligar(true, 3);
    // Before 8 h nothing is scheduled; after, one job keyed by the day, run by the worker.
    expect(await agendarLembretes(db, new Date(2034, 6, 2, 7, 0), URL)).toBeNull();
    const id = (await agendarLembretes(db, DIA_2_DE_JULHO, URL))!;
    expect(await agendarLembretes(db, DIA_2_DE_JULHO, URL)).toBe(id);
    expect(await executarProxima(db, [LEMBRETES_DO_DIA])).toBe(id);
    const [job] = await db.select().from(tarefa).where(eq(tarefa.id, id));
    expect(job!.resultado).toEqual({ data: '2034-07-02', estagiarios: 1, responsaveis: 1 });

    const todos = await emails();
    const para = (email: string) => todos.filter((e) => e.destinatario === email);
    expect(para(pendente.email)).toHaveLength(1);
    const doEstagiario = para(pendente.email)[0]!;
    expect(doEstagiario.assunto).toBe('SGI — lembrete: folha de frequência com dias sem preencher');
    expect(doEstagiario.corpo).toContain(`Olá, ${pendente.nome}`);
    expect(doEstagiario.corpo).toMatch(/- Folha de 06\/2034: \d+ dia\(s\) útil\(eis\) sem preencher\./);
    expect(doEstagiario.corpo).toContain(`${URL}/obter-token?token=${MARCA_SEGREDO}`);
    expect(doEstagiario.segredo).toMatchObject({ tipo: 'link-folha' });
    expect(para(emDia.email)).toHaveLength(0);

    const doSupervisor = para(supervisor.email);
    expect(doSupervisor).toHaveLength(1);
    expect(doSupervisor[0]!.assunto).toBe('SGI — lembrete: folhas de frequência aguardando a sua assinatura');
    expect(doSupervisor[0]!.corpo).toContain('1 folha(s) de frequência aguardam a sua assinatura há mais de 3 dia(s):');
    expect(doSupervisor[0]!.corpo).toContain('06/2034, aguardando desde 27/06/2034.');
    expect(doSupervisor[0]!.corpo).not.toContain('aguardando desde 01/07/2034');

    // The same day again: nothing more, whoever runs it.
    expect(await enviarLembretes(db, new Date(2034, 6, 2, 18, 0), URL)).toBeNull();
    expect(await agendarLembretes(db, new Date(2034, 6, 2, 19, 0), URL)).toBeNull();
    expect(await emails()).toHaveLength(todos.length);
    expect((await config().then((r) => r.json())).ultimoEnvio).toBe('2034-07-02');
    expect(await db.select().from(lembreteEnvio)).toEqual([expect.objectContaining({ data: '2034-07-02', emails: todos.length })]);
  });

  it('N is the administrator’s: with 1 day both waiting sheets go in one digest', async () => {
    await ligar(true, 1);
    const antes = (await emails()).length;
    const r = await enviarLembretes(db, new Date(2034, 6, 3, 9, 0), URL);
    expect(r).toMatchObject({ responsaveis: 1 });
    const novos = (await emails()).slice(antes).filter((e) => e.destinatario === supervisor.email);
    expect(novos).toHaveLength(1);
    expect(novos[0]!.corpo).toContain('2 folha(s) de frequência aguardam a sua assinatura há mais de 1 dia(s):');
  });

  it('the setting: administrators only, validated, versioned and audited', async () => {
    expect((await config(await t.tokenWith(['FOLHA_READ', 'FOLHA_CREATE']))).statusCode).toBe(403);
    const atual = (await config()).json<{ versao: number }>();
    const put = (payload: unknown, versao = atual.versao) =>
      t.req({ method: 'PUT', url: '/api/lembretes/configuracao', token, payload: payload as object, headers: { 'if-match': String(versao) } });
    expect((await put({ ativo: true, diasAssinatura: 0 })).json().message).toBe('Informe de 1 a 60 dias.');
    expect((await put({ ativo: true, diasAssinatura: 61 })).statusCode).toBe(400);
    expect((await put({ ativo: false, diasAssinatura: 5 }, atual.versao - 1)).statusCode).toBe(409);
    expect((await put({ ativo: false, diasAssinatura: 5 })).statusCode).toBe(200);
    expect((await config()).json()).toMatchObject({ ativo: false, diasAssinatura: 5, editadoPor: admin.username });
    const historico = await esperaHistorico(t, token, 'lembrete_config', 1, ['UPDATE', 'UPDATE', { acao: 'UPDATE', por: admin.username }]);
    expect(historico.at(-1)!.diff).toMatchObject({ ativo: { de: true, para: false } });
  });
});
