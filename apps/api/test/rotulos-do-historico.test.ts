import { CAMPO_LABEL, REFERENCIA_DO_CAMPO, TABELA_LABEL, TABELA_RECURSO } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './helpers.js';

/**
 * Every audited table and column is named for people (issue 11 "Audit at scale"): a table added without its label,
 * its guarding resource or the labels of its columns fails here, not in front of a clerk reading 'maximo estagiarios'.
 */
const database = await freshDatabase();
const linhas = async <T,>(q: ReturnType<typeof sql>) => {
  const r = (await database.db.execute(q)) as unknown as { rows?: T[] } | T[];
  return (Array.isArray(r) ? r : (r.rows ?? [])) as T[];
};

const auditadas = await linhas<{ tabela: string }>(sql`
  select c.relname as tabela from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind = 'r'
    and c.relname not in (select tabela from tabela_sem_auditoria) and c.relname not like '%drizzle%'
  order by 1`);
const colunas = await linhas<{ tabela: string; coluna: string }>(sql`
  select table_name as tabela, column_name as coluna from information_schema.columns
  where table_schema = current_schema()
    and table_name in (select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                       where n.nspname = current_schema() and c.relkind = 'r'
                         and c.relname not in (select tabela from tabela_sem_auditoria))
    and column_name not in (select coluna from coluna_sem_historico where tabela in ('*', table_name))
    and column_name !~ '(senha|token|hash|segredo|verificador)'
  order by 1, 2`);
/**
 * Tables only administrators read the history of (ADR 005): attachments follow their owner's screens; the reminders'
 * setting and the movements' configuration are changed only by administrators (ADR 056, 071); the action rules' switches are GERENCIAR_REGRAS's, a permission
 * without a register to read (ADR 062).
 */
const SO_ADMINISTRADORES = ['anexo', 'configuracao', 'lembrete_config', 'regra'];

describe('labels of the history', () => {
  it('finds the audited tables', () => {
    expect(auditadas.length).toBeGreaterThan(15);
  });

  it.each(auditadas.map((t) => [t.tabela]))('%s has a pt-BR label and a guarding resource', (tabela) => {
    expect(TABELA_LABEL[tabela], `TABELA_LABEL.${tabela}`).toBeTruthy();
    if (!SO_ADMINISTRADORES.includes(tabela)) expect(TABELA_RECURSO[tabela], `TABELA_RECURSO.${tabela}`).toBeTruthy();
  });

  it('every column a diff can show has a pt-BR label, and every reference column names a known table', () => {
    const semRotulo = colunas.filter((c) => !CAMPO_LABEL[c.coluna]).map((c) => `${c.tabela}.${c.coluna}`);
    expect(semRotulo).toEqual([]);
    const referencias = colunas.filter((c) => c.coluna.endsWith('_id') && c.coluna !== 'id');
    const semTabela = referencias.filter((c) => !REFERENCIA_DO_CAMPO[c.coluna]).map((c) => `${c.tabela}.${c.coluna}`);
    expect(semTabela).toEqual([]);
  });
});
