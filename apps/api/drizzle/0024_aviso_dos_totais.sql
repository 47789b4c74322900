-- The lists' totals in cache (issue 12; ADR 105): every server instance keeps each list's count for a while and forgets
-- the counts that read a table when a statement changes it, here or in another instance on the same database, or by
-- hand in psql. Statement-level triggers, as the sessions' (0015) and the Movimentações home's (0023): one notice per
-- statement, named by the table, deduplicated by PostgreSQL per transaction and delivered at commit. The tables are the
-- registers and records the lists count; a list whose count reads a table left out (the sessions, the jobs, the outbox,
-- the history, the sheet days) is never kept (lib/totais-guardados.ts), and a test lists which are.
CREATE FUNCTION avisar_totais() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sgi_totais', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  tabela text;
BEGIN
  FOREACH tabela IN ARRAY ARRAY[
    'anexo', 'assessor', 'atuacao', 'comarca', 'curso', 'defensor', 'defensoria', 'distrito', 'endereco_habitual',
    'estagiario', 'estagio', 'feriado', 'folha_frequencia', 'folha_frequencia_anexo', 'folha_frequencia_assinatura',
    'folha_frequencia_correcao', 'folha_frequencia_resumo', 'folha_frequencia_verificacao', 'instituicao_ensino',
    'lotacao', 'movimentacao', 'nucleo', 'papel', 'periodo', 'pessoa', 'predio', 'registro_movimentacao', 'regra',
    'setor', 'substituicao', 'tipo_movimentacao', 'usuario', 'vara'
  ] LOOP
    EXECUTE format('CREATE TRIGGER avisa_totais AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION avisar_totais()', tabela);
  END LOOP;
END
$$;
