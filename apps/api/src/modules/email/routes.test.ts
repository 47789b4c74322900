import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';
import { enfileirarEmails } from './outbox.js';
import { emailSaida } from './table.js';

const t = await testApp();
const db = t.database.db;

interface Item {
  id: number;
  destinatario: string;
  assunto: string;
  corpo: string;
  status: string;
  tentativas: number;
  ultimoErro: string | null;
  criadoEm: string;
  enviadoEm: string | null;
}

let admin: string;
let enviadoId: number;

beforeAll(async () => {
  admin = await t.tokenWith(['ADMIN_ACTIONS']);
  await enfileirarEmails(db, [
    { destinatario: 'ana@teste.gov.br', assunto: 'Primeiro', corpo: 'Corpo do primeiro' },
    { destinatario: 'bruno@teste.gov.br', assunto: 'Segundo', corpo: 'Corpo do segundo' },
    { destinatario: 'carla@teste.gov.br', assunto: 'Terceiro', corpo: 'Corpo do terceiro' },
  ]);
  const [row] = await db.select().from(emailSaida).where(eq(emailSaida.assunto, 'Segundo'));
  enviadoId = row!.id;
  await db.update(emailSaida).set({ status: 'ENVIADO', enviadoEm: new Date('2026-03-02T12:00:00Z'), tentativas: 1, ultimoErro: 'Destinatário recusado: 550' }).where(eq(emailSaida.id, enviadoId));
});

const caixa = (query = '', token: string | null = admin) => t.req({ method: 'GET', url: `/api/caixa-saida${query}`, token: token ?? undefined });

describe('GET /api/caixa-saida', () => {
  it('lists [messages, count], newest first, with recipient, subject, body and status', async () => {
    const res = await caixa();
    expect(res.statusCode).toBe(200);
    const [lista, total] = res.json<[Item[], number]>();
    expect(total).toBe(3);
    expect(lista.map((m) => m.assunto)).toEqual(['Terceiro', 'Segundo', 'Primeiro']);
    expect(lista[2]).toEqual({
      id: expect.any(Number),
      destinatario: 'ana@teste.gov.br',
      assunto: 'Primeiro',
      corpo: 'Corpo do primeiro',
      status: 'PENDENTE',
      tentativas: 0,
      ultimoErro: null,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      enviadoEm: null,
    });
    expect(lista[1]).toMatchObject({ id: enviadoId, status: 'ENVIADO', tentativas: 1, ultimoErro: 'Destinatário recusado: 550', enviadoEm: '2026-03-02T12:00:00.000Z' });
  });

  it('pages with skip/take; the count is the whole list', async () => {
    const [lista, total] = (await caixa('?skip=1&take=1')).json<[Item[], number]>();
    expect(lista.map((m) => m.assunto)).toEqual(['Segundo']);
    expect(total).toBe(3);
  });

  it('filters by status', async () => {
    const [enviados, nEnviados] = (await caixa('?status=ENVIADO')).json<[Item[], number]>();
    expect(enviados.map((m) => m.id)).toEqual([enviadoId]);
    expect(nEnviados).toBe(1);
    const [pendentes, nPendentes] = (await caixa('?status=PENDENTE')).json<[Item[], number]>();
    expect(pendentes.map((m) => m.assunto)).toEqual(['Terceiro', 'Primeiro']);
    expect(nPendentes).toBe(2);
    expect((await caixa('?status=FALHOU')).json()).toEqual([[], 0]);
  });

  it('refuses an unknown status with 400 and a pt-BR message', async () => {
    const res = await caixa('?status=PERDIDO');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Situação inválida: use PENDENTE, ENVIANDO, ENVIADO ou FALHOU.',
      fieldErrors: { status: ['Situação inválida: use PENDENTE, ENVIANDO, ENVIADO ou FALHOU.'] },
    });
  });

  it('answers 401 without a session', async () => {
    const res = await caixa('', null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('answers 403 without ADMIN_ACTIONS', async () => {
    const res = await caixa('', await t.tokenWith(['FOLHA_READ', 'USUARIO_READ']));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Acesso Negado!' });
  });

  it('without SMTP, a recovery code requested by a user is readable here by an administrator (demo token flow)', async () => {
    const u = await t.user(['FOLHA_READ']);
    const email = `${u.username.toLowerCase()}@teste.gov.br`;
    expect((await t.req({ method: 'POST', url: '/api/auth/recuperar', payload: { input: email } })).statusCode).toBe(202);
    const [lista] = (await caixa('?status=PENDENTE')).json<[Item[], number]>();
    const msg = lista.find((m) => m.destinatario === email);
    expect(msg).toMatchObject({ status: 'PENDENTE', assunto: 'SGI — código para troca de senha' });
    expect(msg!.corpo).toMatch(/Código de recuperação: [A-Z0-9]+-[A-Z0-9]+/);
  });
});
