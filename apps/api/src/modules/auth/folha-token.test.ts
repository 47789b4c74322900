import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';
import { withActor } from '../../db/actor.js';
import { emailSaida } from '../email/table.js';
import { pessoa } from '../pessoas/table.js';
import { linkAcesso } from './table.js';

const t = await testApp();
const CPF = '52998224725';

await withActor(t.database.db, null, (tx) =>
  tx.insert(pessoa).values({ nome: 'Júlia', sobrenome: 'Estagiária', cpf: CPF, email: 'julia@exemplo.gov.br' }),
);

async function tokenDoEmail(): Promise<string> {
  const [email] = await t.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, 'julia@exemplo.gov.br'));
  const m = /obter-token\?token=([A-Za-z0-9_-]+)/.exec(email!.corpo);
  return m![1]!;
}

describe('POST /api/auth/folha/token', () => {
  it('answers the same for a known and an unknown CPF, and e-mails a link only to the known one', async () => {
    const conhecido = await t.req({ method: 'POST', url: '/api/auth/folha/token', payload: { input: '529.982.247-25' } });
    const desconhecido = await t.req({ method: 'POST', url: '/api/auth/folha/token', payload: { input: '111.444.777-35' } });
    expect(conhecido.statusCode).toBe(202);
    expect(desconhecido.statusCode).toBe(202);
    expect(conhecido.body).toBe(desconhecido.body);
    const emails = await t.database.db.select().from(emailSaida);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.corpo).toContain('http://sgi.test/obter-token?token=');
    expect(emails[0]!.corpo).not.toContain(CPF);
    expect(emails[0]!.corpo).toContain('529.***.***-25');
  });

  it('refuses an invalid CPF with 400 CPF inválido.', async () => {
    const res = await t.req({ method: 'POST', url: '/api/auth/folha/token', payload: { input: '123.456.789-00' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('CPF inválido.');
  });
});

describe('POST /api/auth/folha/token/info', () => {
  it('exchanges the link once for a sheet-only session carrying the CPF', async () => {
    const link = await tokenDoEmail();
    const res = await t.req({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: link } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ personCPF: string; folhaId: null; token: string }>();
    expect(body.personCPF).toBe(CPF);
    expect(body.folhaId).toBeNull();
    const me = await t.req({ method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.json()).toMatchObject({ escopo: 'folha', cpf: CPF, navbar: false, permissoes: [] });
    // A sheet session is not a staff session: staff routes refuse it.
    const usuarios = await t.req({ method: 'GET', url: '/api/usuario', token: body.token });
    expect(usuarios.statusCode).toBe(403);
    const denovo = await t.req({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: link } });
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json().message).toBe('Token inválido ou expirado.');
  });

  it('refuses a token of 20 characters or less with Token inválido.', async () => {
    const res = await t.req({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: 'x'.repeat(20) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Token inválido.');
  });

  it('refuses an expired link', async () => {
    await t.req({ method: 'POST', url: '/api/auth/folha/token', payload: { input: CPF } });
    await t.database.db.update(linkAcesso).set({ expiraEm: new Date(Date.now() - 1000) });
    const emails = await t.database.db.select().from(emailSaida).orderBy(emailSaida.id);
    const token = /token=([A-Za-z0-9_-]+)/.exec(emails[emails.length - 1]!.corpo)![1]!;
    const res = await t.req({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: token } });
    expect(res.statusCode).toBe(400);
  });
});
