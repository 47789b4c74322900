-- The Movimentações home in cache (issue 12; ADR 101): every server instance keeps the home's answers for a while and
-- forgets them all when anything the home reads changes, here or in another instance on the same database, or by hand
-- in psql. Statement-level triggers, as the sessions' (0015): one notice per statement, deduplicated by PostgreSQL per
-- transaction and delivered at commit.
CREATE FUNCTION avisar_movimentacoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sgi_movimentacoes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The deliveries, their attendances, the placements and the defenders: any change.
CREATE TRIGGER avisa_movimentacoes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON movimentacao
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_movimentacoes();
--> statement-breakpoint
CREATE TRIGGER avisa_movimentacoes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON registro_movimentacao
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_movimentacoes();
--> statement-breakpoint
CREATE TRIGGER avisa_movimentacoes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lotacao
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_movimentacoes();
--> statement-breakpoint
CREATE TRIGGER avisa_movimentacoes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON defensor
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_movimentacoes();
--> statement-breakpoint
-- The names the home shows: a defender's, a defensoria's, a núcleo's.
CREATE TRIGGER avisa_movimentacoes AFTER UPDATE OF nome, sobrenome OR DELETE OR TRUNCATE ON pessoa
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_movimentacoes();
--> statement-breakpoint
CREATE TRIGGER avisa_movimentacoes AFTER UPDATE OF nome OR DELETE OR TRUNCATE ON defensoria
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_movimentacoes();
--> statement-breakpoint
CREATE TRIGGER avisa_movimentacoes AFTER UPDATE OF nome OR DELETE OR TRUNCATE ON nucleo
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_movimentacoes();
