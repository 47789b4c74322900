import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp } from '../../../test/helpers.js';
import { enfileirar, type TipoDeTarefa } from './fila.js';
import { tarefa } from './table.js';
import { executarProxima } from './trabalhador.js';

const t = await testApp();
const db = t.database.db;
let admin: { id: number; token: string };
let autor: { id: number; token: string };
let outro: { id: number; token: string };

const sempreFalha: TipoDeTarefa<{ n: number }> = {
  tipo: 'teste.falha',
  payload: z.object({ n: z.number() }),
  maxTentativas: 1,
  executar: async () => {
    throw new Error('Servidor de e-mail recusou a conexão.');
  },
};
const conta: TipoDeTarefa<{ n: number }> = {
  tipo: 'teste.conta',
  payload: z.object({ n: z.number() }),
  executar: async ({ n }, ctx) => {
    await ctx.progresso(n, n);
    return { feitas: n };
  },
};

async function comToken(permissoes: Parameters<typeof t.user>[0]) {
  const u = await t.user(permissoes);
  return { id: u.id, token: await t.login(u.username, u.senha) };
}

beforeAll(async () => {
  admin = await comToken('todas');
  autor = await comToken(['FOLHA_CREATE']);
  outro = await comToken(['FOLHA_CREATE']);
});

describe('GET /api/tarefa/:id (progress of a job)', () => {
  it('its author follows it from the queue to the result; anyone else gets 404; an administrator sees it', async () => {
    const id = await enfileirar(db, conta, { n: 7 }, { criadoPor: autor.id });
    const antes = await t.req({ method: 'GET', url: `/api/tarefa/${id}`, token: autor.token });
    expect(antes.statusCode).toBe(200);
    expect(antes.json()).toMatchObject({ id, tipo: 'teste.conta', rotulo: 'teste.conta', status: 'PENDENTE', progressoAtual: 0, criadoPor: { id: autor.id } });
    await executarProxima(db, [conta]);
    const depois = (await t.req({ method: 'GET', url: `/api/tarefa/${id}`, token: autor.token })).json();
    expect(depois).toMatchObject({ status: 'CONCLUIDA', progressoAtual: 7, progressoTotal: 7, resultado: { feitas: 7 }, erro: null, concluidoEm: expect.any(String) });
    const alheia = await t.req({ method: 'GET', url: `/api/tarefa/${id}`, token: outro.token });
    expect([alheia.statusCode, alheia.json()]).toEqual([404, { message: 'Tarefa não encontrada.' }]);
    expect((await t.req({ method: 'GET', url: `/api/tarefa/${id}`, token: admin.token })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: '/api/tarefa/999999', token: admin.token })).statusCode).toBe(404);
  });
});

describe('GET /api/tarefa and POST /api/tarefa/:id/repetir (administrators)', () => {
  it('lists the most recent first, filters by status, and runs a failed job again from the first attempt', async () => {
    const falhou = await enfileirar(db, sempreFalha, { n: 1 }, { criadoPor: autor.id });
    await executarProxima(db, [sempreFalha]);
    const [lista, total] = (await t.req({ method: 'GET', url: '/api/tarefa?status=FALHOU', token: admin.token })).json();
    expect(total).toBe(1);
    expect(lista[0]).toMatchObject({ id: falhou, status: 'FALHOU', tentativas: 1, erro: 'Servidor de e-mail recusou a conexão.', criadoPor: { id: autor.id } });
    const todas = (await t.req({ method: 'GET', url: '/api/tarefa', token: admin.token })).json()[0].map((x: { id: number }) => x.id);
    expect(todas[0]).toBe(falhou);

    const repetir = await t.req({ method: 'POST', url: `/api/tarefa/${falhou}/repetir`, token: admin.token });
    expect([repetir.statusCode, repetir.json()]).toEqual([200, { message: 'Tarefa enviada para nova execução.' }]);
    expect((await db.select().from(tarefa).where(eq(tarefa.id, falhou)))[0]).toMatchObject({ status: 'PENDENTE', tentativas: 0, erro: null });
    const outraVez = await t.req({ method: 'POST', url: `/api/tarefa/${falhou}/repetir`, token: admin.token });
    expect([outraVez.statusCode, outraVez.json()]).toEqual([409, { message: 'Só uma tarefa que falhou pode ser repetida.' }]);
    expect((await t.req({ method: 'POST', url: '/api/tarefa/999999/repetir', token: admin.token })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: '/api/tarefa?status=OUTRO', token: admin.token })).statusCode).toBe(400);
  });
});
