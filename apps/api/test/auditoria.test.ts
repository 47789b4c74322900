import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withActor } from '../src/db/actor.js';
import { historico } from '../src/modules/historico/table.js';
import { codigoDe, entregarEmails } from './correio.js';
import { contextoDe, testApp } from './helpers.js';

// The single audit mechanism (DESIGN §4): triggers on every table, later tables included, secrets never in a diff.
const t = await testApp();
const db = t.database.db;

async function linhas<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const tabelasAuditaveis = () =>
  linhas<{ tabela: string; gatilho: string | null }>(sql`
    select c.relname as tabela,
           (select tg.tgname from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = 'historico_' || c.relname) as gatilho
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and c.relname not in (select tabela from tabela_sem_auditoria)
    order by 1`);

const historicoDe = (tabela: string) => db.select().from(historico).where(eq(historico.tabela, tabela)).orderBy(asc(historico.id));

describe('audit triggers', () => {
  it('every table outside tabela_sem_auditoria has its historico_<tabela> trigger', async () => {
    const tabelas = await tabelasAuditaveis();
    expect(tabelas.map((r) => r.tabela)).toEqual(expect.arrayContaining(['papel', 'pessoa', 'usuario']));
    expect(tabelas.filter((r) => r.gatilho !== `historico_${r.tabela}`)).toEqual([]);
  });

  it('the infrastructure tables have none', async () => {
    const comGatilho = await linhas<{ tabela: string }>(sql`
      select c.relname as tabela from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
      where tg.tgname like 'historico\\_%' and c.relname in (select tabela from tabela_sem_auditoria)`);
    expect(comGatilho).toEqual([]);
  });

  it('audits a table created after the migrations once auditar_tabelas() runs, idempotently', async () => {
    const u = await t.user(['FOLHA_READ']);
    await db.execute(sql`create table nota_teste (
      id serial primary key, texto text, senha_hash text, token_acesso text, codigo_verificador text,
      criado_em timestamptz not null default now(), criado_por integer,
      editado_em timestamptz not null default now(), editado_por integer)`);
    await db.execute(sql`select auditar_tabelas()`);
    await db.execute(sql`select auditar_tabelas()`);
    expect((await tabelasAuditaveis()).find((r) => r.tabela === 'nota_teste')?.gatilho).toBe('historico_nota_teste');

    await withActor(db, contextoDe(u.id), async (tx) => {
      await tx.execute(sql`insert into nota_teste (texto, senha_hash, token_acesso, codigo_verificador) values ('primeira', '$argon2id$x', 'tk-1', 'cv-1')`);
    });
    await withActor(db, contextoDe(u.id), (tx) => tx.execute(sql`update nota_teste set texto = 'segunda', senha_hash = '$argon2id$y'`));
    await withActor(db, contextoDe(u.id), (tx) => tx.execute(sql`update nota_teste set token_acesso = 'tk-2'`)); // only a secret changed

    const rows = await historicoDe('nota_teste');
    expect(rows.map((r) => [r.acao, r.criadoPor, r.registro])).toEqual([['INSERT', u.id, '1'], ['UPDATE', u.id, '1']]);
    expect(rows[0]!.diff).toEqual({ id: { de: null, para: 1 }, texto: { de: null, para: 'primeira' } });
    expect(rows[1]!.diff).toEqual({ texto: { de: 'primeira', para: 'segunda' } });
    const [carimbo] = await linhas<{ criado_por: number; editado_por: number }>(sql`select criado_por, editado_por from nota_teste`);
    expect(carimbo).toEqual({ criado_por: u.id, editado_por: u.id });

    await db.execute(sql`delete from nota_teste`);
    expect((await historicoDe('nota_teste')).at(-1)).toMatchObject({ acao: 'DELETE', criadoPor: null, diff: { texto: { de: 'segunda', para: null } } });
  });
});

describe('secrets never enter a diff', () => {
  it('after creating users and changing passwords in every way, no diff holds a password, hash, token or code', async () => {
    const admin = await t.user('todas');
    const token = await t.login(admin.username, admin.senha);
    const payload = { username: 'segredo.teste', senha: 'senha-criacao-1', nome: 'Sigilo', email: 'sigilo@teste.gov.br', papel: { id: admin.papelId } };
    const { id } = (await t.req({ method: 'POST', url: '/api/usuario', token, payload })).json();
    expect((await t.req({ method: 'PUT', url: `/api/usuario/${id}`, token, payload: { ...payload, senha: 'senha-admin-22', versao: await t.versao(`/api/usuario/${id}`, token) } })).statusCode).toBe(200);
    const proprio = await t.login('segredo.teste', 'senha-admin-22');
    const troca = await t.req({ method: 'PATCH', url: '/api/auth/senha', token: proprio, payload: { senhaAtual: 'senha-admin-22', novaSenha: 'senha-propria-3' } });
    expect(troca.statusCode).toBe(200);
    await t.req({ method: 'POST', url: '/api/auth/recuperar', payload: { input: 'sigilo@teste.gov.br' } });
    const codigo = codigoDe((await entregarEmails(db)).find((m) => m.para === 'sigilo@teste.gov.br'))!;
    const recuperada = await t.req({ method: 'PATCH', url: '/api/auth/trocarsenha', payload: { codigorecuperacao: codigo, senha: 'senha-recuperada-4' } });
    expect(recuperada.statusCode).toBe(200);

    const todos = await db.select().from(historico);
    const doUsuario = todos.filter((r) => r.tabela === 'usuario' && r.registro === String(id));
    expect(doUsuario.map((r) => r.acao)).toEqual(['INSERT']); // a password change alone leaves no diff to record
    expect(Object.keys(doUsuario[0]!.diff as object)).toEqual(expect.arrayContaining(['username', 'ativo', 'papel_id']));
    const segredos = ['senha-criacao-1', 'senha-admin-22', 'senha-propria-3', 'senha-recuperada-4', codigo, proprio, troca.json().token];
    for (const r of todos) {
      const texto = JSON.stringify(r.diff);
      expect(Object.keys(r.diff as object).filter((k) => /senha|hash|token|codigo|verificador|segredo/.test(k))).toEqual([]);
      expect(texto).not.toContain('$argon2');
      for (const s of segredos) expect(texto).not.toContain(s);
    }
    expect(todos.filter((r) => ['sessao', 'codigo_recuperacao', 'tentativa_acesso', 'email_saida'].includes(r.tabela))).toEqual([]);
  });
});
