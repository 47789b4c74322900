import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entregarEmails, executarTarefas, tokenDe } from '../../../test/correio.js';
import { testApp } from '../../../test/helpers.js';
import { withActor } from '../../db/actor.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { sha256 } from '../../lib/tokens.js';
import { emailSaida } from '../email/table.js';
import { pessoa } from '../pessoas/table.js';
import { tarefa } from '../tarefas/table.js';
import { linkAcesso } from './table.js';

const t = await testApp();
const CPF = '52998224725';

await withActor(t.database.db, contextoDoSistema(), (tx) =>
  tx.insert(pessoa).values({ nome: 'Júlia', sobrenome: 'Estagiária', cpf: CPF, email: 'julia@exemplo.gov.br' }),
);

/** Asks for a link by CPF and reads its token from the delivered e-mail, as the intern would. */
async function tokenDoEmail(): Promise<string> {
  expect((await t.req({ method: 'POST', url: '/api/auth/folha/token', remoteAddress: '10.30.0.1', payload: { input: CPF } })).statusCode).toBe(202);
  const entregues = await entregarEmails(t.database.db);
  const token = tokenDe(entregues.find((m) => m.para === 'julia@exemplo.gov.br'));
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/auth/folha/token', () => {
  it('answers the same for a known and an unknown CPF, and e-mails a link only to the known one', async () => {
    const conhecido = await t.req({ method: 'POST', url: '/api/auth/folha/token', payload: { input: '529.982.247-25' } });
    const desconhecido = await t.req({ method: 'POST', url: '/api/auth/folha/token', payload: { input: '111.444.777-35' } });
    expect(conhecido.statusCode).toBe(202);
    expect(desconhecido.statusCode).toBe(202);
    expect(conhecido.body).toBe(desconhecido.body);
    // Answered before the lookup (ADR 024): the link and the message come from the job, after the answer.
    expect(await t.database.db.select().from(emailSaida)).toHaveLength(0);
    await executarTarefas(t.database.db);
    const emails = await t.database.db.select().from(emailSaida);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ destinatario: 'julia@exemplo.gov.br', segredo: { tipo: 'link-folha', id: expect.any(Number) } });
    expect(emails[0]!.corpo).toContain('Acesse: http://sgi.test/obter-token?token={{segredo}}\n');
    expect(emails[0]!.corpo).not.toContain(CPF);
    expect(emails[0]!.corpo).toContain('529.***.***-25');
    // The jobs keep neither CPF once done, nor anything that says which one exists.
    const pedidos = await t.database.db.select().from(tarefa).where(eq(tarefa.tipo, 'link-folha'));
    expect(pedidos.map((p) => [p.status, p.payload, p.resultado])).toEqual([
      ['CONCLUIDA', {}, null],
      ['CONCLUIDA', {}, null],
    ]);
    // Until the sender draws its token, the link matches nothing.
    const [link] = await t.database.db.select().from(linkAcesso);
    expect(link).toMatchObject({ cpf: CPF, tokenHash: null, usadoEm: null });

    const entregues = await entregarEmails(t.database.db);
    expect(entregues).toHaveLength(1);
    const token = tokenDe(entregues[0]);
    expect(token).toBeDefined();
    expect(entregues[0]!.texto).toContain('529.***.***-25');
    const [enviado] = await t.database.db.select().from(linkAcesso).where(eq(linkAcesso.id, link!.id));
    expect(enviado!.tokenHash).toBe(sha256(token!));
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
    const token = await tokenDoEmail();
    await t.database.db.update(linkAcesso).set({ expiraEm: new Date(Date.now() - 1000) });
    const res = await t.req({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Token inválido ou expirado.');
  });
});
