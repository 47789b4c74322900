import type { EmailSaida } from '@sgi/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codigoDe, entregarEmails, executarTarefas, tokenDe } from '../../../test/correio.js';
import { testApp } from '../../../test/helpers.js';
import { withActor } from '../../db/actor.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { codigoRecuperacao, linkAcesso } from '../auth/table.js';
import { pessoa } from '../pessoas/table.js';
import { enfileirarEmails } from './outbox.js';
import { emailSaida } from './table.js';

const t = await testApp();
const db = t.database.db;

type Item = EmailSaida;

let admin: string;
let enviadoId: number;

beforeAll(async () => {
  admin = await t.tokenWith(['ADMIN_ACTIONS']);
  await withActor(db, contextoDoSistema(), (tx) => enfileirarEmails(tx, [
    { destinatario: 'ana@teste.gov.br', assunto: 'Primeiro', corpo: 'Corpo do primeiro' },
    { destinatario: 'bruno@teste.gov.br', assunto: 'Segundo', corpo: 'Corpo do segundo' },
    { destinatario: 'carla@teste.gov.br', assunto: 'Terceiro', corpo: 'Corpo do terceiro' },
  ]));
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

});

describe('GET /api/caixa-saida never shows a live code or link (ADR 023)', () => {
  const CPF = '52998224725';
  const email = { recuperacao: '', link: 'link.caixa@teste.gov.br' };
  let usuario: Awaited<ReturnType<typeof t.user>>;
  const lista = async (query = '') => (await caixa(query)).json<[Item[], number]>()[0];
  const nossas = (itens: Item[]) => itens.filter((m) => m.destinatario === email.recuperacao || m.destinatario === email.link);

  beforeAll(async () => {
    usuario = await t.user(['FOLHA_READ']);
    email.recuperacao = `${usuario.username.toLowerCase()}@teste.gov.br`;
    await withActor(db, contextoDoSistema(), (tx) => tx.insert(pessoa).values({ nome: 'Lia', sobrenome: 'Caixa', cpf: CPF, email: email.link }));
  });

  it('as an ADMIN_ACTIONS user: masked before and after sending, while the recipient gets a code and a link that work', async () => {
    expect((await t.req({ method: 'POST', url: '/api/auth/recuperar', remoteAddress: '10.40.0.1', payload: { input: email.recuperacao } })).statusCode).toBe(202);
    expect((await t.req({ method: 'POST', url: '/api/auth/folha/token', remoteAddress: '10.40.0.2', payload: { input: CPF } })).statusCode).toBe(202);
    await executarTarefas(db);

    const pendentes = nossas(await lista('?status=PENDENTE'));
    expect(pendentes.map((m) => m.assunto).sort()).toEqual(['SGI — código para troca de senha', 'SGI — link de acesso à folha de frequência']);
    const recuperacao = pendentes.find((m) => m.destinatario === email.recuperacao)!;
    expect(recuperacao.corpo).toContain('Código de recuperação: ••••••\n\nUse-o em http://sgi.test/trocar-senha?codigo=•••••• nos próximos 15 minutos');
    expect(pendentes.find((m) => m.destinatario === email.link)!.corpo).toContain('Acesse: http://sgi.test/obter-token?token=••••••\n');

    const entregues = await entregarEmails(db);
    const codigo = codigoDe(entregues.find((m) => m.para === email.recuperacao));
    const token = tokenDe(entregues.find((m) => m.para === email.link));
    expect(codigo).toBeDefined();
    expect(token).toBeDefined();

    // The list (and the body the screen's detail shows from it), before and after: no code, no link, no part of them.
    const enviadas = nossas(await lista());
    expect(enviadas.map((m) => m.status)).toEqual(['ENVIADO', 'ENVIADO']);
    for (const texto of [JSON.stringify(pendentes), JSON.stringify(enviadas), (await caixa()).body]) {
      for (const segredo of [codigo!, ...codigo!.split('-'), token!]) expect(texto).not.toContain(segredo);
      expect(texto).not.toContain('{{segredo}}');
    }
    expect(enviadas.find((m) => m.destinatario === email.recuperacao)!.corpo).toBe(recuperacao.corpo);

    // What the recipient got works.
    const troca = await t.req({ method: 'PATCH', url: '/api/auth/trocarsenha', remoteAddress: '10.40.0.3', payload: { codigorecuperacao: codigo, senha: 'senha-pelo-email-1' } });
    expect(troca.statusCode).toBe(200);
    expect((await t.login(usuario.username, 'senha-pelo-email-1')).length).toBeGreaterThan(20);
    const acesso = await t.req({ method: 'POST', url: '/api/auth/folha/token/info', remoteAddress: '10.40.0.3', payload: { input: token } });
    expect(acesso.statusCode).toBe(200);
    expect(acesso.json()).toMatchObject({ personCPF: CPF, folhaId: null });
  });

  it('after sending, the stored row holds no secret and nothing to draw one with', async () => {
    const linhas = await db.select().from(emailSaida).where(inArray(emailSaida.destinatario, [email.recuperacao, email.link]));
    expect(linhas).toHaveLength(2);
    for (const linha of linhas) {
      expect(linha).toMatchObject({ status: 'ENVIADO', segredo: null });
      expect(linha.corpo).toContain('{{segredo}}');
    }
    // Only the hashes are kept, in the code and link rows.
    const [codigo] = await db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.usuarioId, usuario.id));
    expect(codigo!.verificadorHash).toMatch(/^[0-9a-f]{64}$/);
    const [link] = await db.select().from(linkAcesso).where(eq(linkAcesso.cpf, CPF));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
