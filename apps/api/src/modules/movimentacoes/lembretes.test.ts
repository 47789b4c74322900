import { beforeAll, describe, expect, it } from 'vitest';
import { defensorNoBanco, lotar } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { entregarEmails } from '../../../test/correio.js';
import { testApp } from '../../../test/helpers.js';
import { agendarLembreteDeMovimentacoes, enviarLembreteDeMovimentacoes } from './lembretes.js';
import { movimentacao } from './table.js';

/** The reminder of owed months (issue 15, ADR 073): off by default, once a day, only to who owes a month past its deadline. */
const t = await testApp();
const db = t.database.db;
const token = await t.tokenWith('todas');
const URL = 'http://sgi.test';
// 15 July 2034, 9h: June's deadline (Monday 10 July) has passed; July's has not.
const DIA = new Date(2034, 6, 15, 9, 0, 0);

let devedora: { id: number; email: string };
let emDia: { id: number; email: string };

const entregar = (defensorId: number, defensoriaId: number, referencia: string, dataRecebimento: string) =>
  db.insert(movimentacao).values({ defensorId, defensoriaId, referencia, dataRecebimento });

async function ligar(valor: 'true' | 'false') {
  const c = (await t.req({ method: 'GET', url: '/api/app/configuracoes', token })).json<{ chave: number; versao: number }[]>();
  const res = await t.req({ method: 'PUT', url: '/api/app/configuracoes', token, payload: [{ chave: 2, valor, versao: c.find((x) => x.chave === 2)!.versao }] });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  const d = await defensoriaNoBanco(db, { nome: 'Defensoria do Lembrete' });
  const n = await defensoriaNoBanco(db, { nome: 'Defensoria Nova' });
  devedora = await defensorNoBanco(db, { nome: 'Dora Devedora', email: 'dora@defensoria.exemplo' });
  emDia = await defensorNoBanco(db, { nome: 'Edu Em Dia', email: 'edu@defensoria.exemplo' });
  const semEmail = await defensorNoBanco(db, { nome: 'Sem E-mail', email: null });
  await lotar(db, devedora.id, d.id, { dataInicial: '2034-05-01' });
  await lotar(db, devedora.id, n.id, { dataInicial: '2034-06-20' });
  await lotar(db, emDia.id, d.id, { dataInicial: '2034-05-01' });
  await lotar(db, semEmail.id, d.id, { dataInicial: '2034-06-01' });
  await entregar(devedora.id, d.id, '2034-05', '2034-06-05');
  await entregar(emDia.id, d.id, '2034-05', '2034-06-05');
  // Late, but delivered: nothing owed.
  await entregar(emDia.id, d.id, '2034-06', '2034-07-12');
});

describe('the reminder of owed months', () => {
  it('is off by default: nothing queued, nothing sent', async () => {
    expect(await agendarLembreteDeMovimentacoes(db, DIA, URL)).toBeNull();
    expect(await enviarLembreteDeMovimentacoes(db, DIA, URL)).toBeNull();
    expect(await entregarEmails(db)).toEqual([]);
  });

  it('switched on, sends once a day one message per defender who owes, listing every month and place', async () => {
    await ligar('true');
    expect(await agendarLembreteDeMovimentacoes(db, new Date(2034, 6, 15, 7, 0, 0), URL)).toBeNull();
    expect(await agendarLembreteDeMovimentacoes(db, DIA, URL)).not.toBeNull();
    const entregues = await entregarEmails(db);
    expect(entregues.map((e) => e.para)).toEqual(['dora@defensoria.exemplo']);
    const [m] = entregues;
    expect(m!.assunto).toBe('SGI — lembrete: movimentações com prazo vencido');
    expect(m!.texto).toContain('Dora Devedora, ainda não recebemos a movimentação destes meses');
    expect(m!.texto).toContain('- 06/2034, Defensoria Nova: prazo 10/07/2034.');
    expect(m!.texto).toContain('- 06/2034, Defensoria do Lembrete: prazo 10/07/2034.');
    expect(m!.texto).not.toContain('05/2034');
    expect(m!.texto).toContain(`${URL}/movimentacoes`);
    // The same day again: the day is taken, nothing more.
    expect(await agendarLembreteDeMovimentacoes(db, DIA, URL)).toBeNull();
    expect(await enviarLembreteDeMovimentacoes(db, new Date(2034, 6, 15, 18, 0, 0), URL)).toBeNull();
    expect(await entregarEmails(db)).toEqual([]);
  });

  it('stops when switched off again', async () => {
    await ligar('false');
    expect(await enviarLembreteDeMovimentacoes(db, new Date(2034, 6, 16, 9, 0, 0), URL)).toBeNull();
  });
});
