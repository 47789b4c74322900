-- Session cache (issue 12, fix 2; ADR 038): every server instance keeps resolved sessions for a few seconds and
-- forgets them all when anything a session is made of changes, here or in another instance on the same database,
-- or by hand in psql. Statement-level triggers: one notice per statement, deduplicated by PostgreSQL per transaction.
CREATE FUNCTION avisar_sessoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sgi_sessoes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER avisa_sessoes AFTER UPDATE OF revogada_em, usuario_id, cpf, escopo OR DELETE OR TRUNCATE ON sessao
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER avisa_sessoes AFTER UPDATE OF ativo, papel_id, senha_hash, username, pessoa_id, corfundotabela, corletratabela OR DELETE OR TRUNCATE ON usuario
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER avisa_sessoes AFTER UPDATE OF permissoes OR DELETE OR TRUNCATE ON papel
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER avisa_sessoes AFTER UPDATE OF nome, sobrenome, cpf OR DELETE OR TRUNCATE ON pessoa
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
