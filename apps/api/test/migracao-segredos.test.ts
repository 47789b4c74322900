import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/tokens.js';
import { codigoRecuperacao, linkAcesso } from '../src/modules/auth/table.js';
import { emailSaida } from '../src/modules/email/table.js';
import { testApp } from './helpers.js';

// Migration 0009 (ADR 023): the messages written before it carried their code or link in the body, readable in the
// outbox. Its data statements are run again here on rows written the old way.
const t = await testApp();
const db = t.database.db;
const here = path.dirname(fileURLToPath(import.meta.url));
const atualizacoes = fs
  .readFileSync(path.join(here, '../drizzle/0009_segredos.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^--.*$/gm, '').trim())
  .filter((s) => s.startsWith('UPDATE'));

const CODIGO = 'ABCDEF-GHJKLMNPQRSTUVWXYZ23456789';
const TOKEN = 'x7Yq_-3kPz0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345';
const corpoCodigo = `Olá.\n\nCódigo de recuperação: ${CODIGO}\n\nUse-o em http://sgi.test/trocar-senha?codigo=${CODIGO} nos próximos 15 minutos.`;
const corpoLink = `Olá.\n\nAcesse: http://sgi.test/obter-token?token=${TOKEN}\n\nO link vale por 24 horas.`;

describe('migration 0009 on messages written before it', () => {
  it('masks every code and link, fails the pending ones with the reason, and the codes and links shown stop working', async () => {
    expect(atualizacoes).toHaveLength(4);
    const u = await t.user(['FOLHA_READ']);
    const agora = Date.now();
    const [codigo] = await db
      .insert(codigoRecuperacao)
      .values({ usuarioId: u.id, seletor: CODIGO.slice(0, 6), verificadorHash: sha256(CODIGO.slice(7)), criadoEm: new Date(agora), expiraEm: new Date(agora + 15 * 60_000) })
      .returning();
    const [link] = await db.insert(linkAcesso).values({ tokenHash: sha256(TOKEN), cpf: '52998224725', folhaId: null, criadoEm: new Date(agora), expiraEm: new Date(agora + 86_400_000) }).returning();
    const linhas = await db
      .insert(emailSaida)
      .values([
        { destinatario: 'a@teste.gov.br', assunto: 'Código', corpo: corpoCodigo },
        { destinatario: 'b@teste.gov.br', assunto: 'Link', corpo: corpoLink, status: 'ENVIANDO' },
        { destinatario: 'c@teste.gov.br', assunto: 'Código enviado', corpo: corpoCodigo, status: 'ENVIADO', enviadoEm: new Date(agora) },
        { destinatario: 'd@teste.gov.br', assunto: 'Aviso', corpo: 'Um aviso sem segredo.' },
      ])
      .returning({ id: emailSaida.id });

    for (const sentenca of atualizacoes) await db.execute(sql.raw(sentenca));

    const [a, b, c, d] = await Promise.all(linhas.map(async ({ id }) => (await db.select().from(emailSaida).where(eq(emailSaida.id, id)))[0]!));
    const motivo = 'Não enviado: o código ou link estava no corpo da mensagem e foi retirado na atualização do sistema. Peça de novo.';
    expect(a).toMatchObject({ status: 'FALHOU', ultimoErro: motivo, corpo: corpoCodigo.replaceAll(CODIGO, '{{segredo}}') });
    expect(b).toMatchObject({ status: 'FALHOU', ultimoErro: motivo, corpo: corpoLink.replace(TOKEN, '{{segredo}}') });
    expect(c).toMatchObject({ status: 'ENVIADO', ultimoErro: null, corpo: corpoCodigo.replaceAll(CODIGO, '{{segredo}}') });
    expect(d).toMatchObject({ status: 'PENDENTE', ultimoErro: null, corpo: 'Um aviso sem segredo.' });

    const [codigoDepois] = await db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.id, codigo!.id));
    expect(codigoDepois!.expiraEm.getTime()).toBeLessThanOrEqual(Date.now());
    const troca = await t.req({ method: 'PATCH', url: '/api/auth/trocarsenha', payload: { codigorecuperacao: CODIGO, senha: 'senha-depois-da-migracao' } });
    expect(troca.statusCode).toBe(400);
    const [linkDepois] = await db.select().from(linkAcesso).where(eq(linkAcesso.id, link!.id));
    expect(linkDepois!.expiraEm.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.req({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: TOKEN } })).statusCode).toBe(400);
  });
});
