-- Single audit mechanism (DESIGN §4). The acting user comes from the transaction-local setting
-- sgi.usuario_id (set by withActor). Works on PGlite and PostgreSQL alike.

-- Fills criado_em/criado_por on INSERT and editado_em/editado_por on INSERT and UPDATE.
CREATE OR REPLACE FUNCTION carimbar_auditoria() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ator integer := nullif(current_setting('sgi.usuario_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW := jsonb_populate_record(NEW, jsonb_build_object(
      'criado_em', now(), 'criado_por', ator, 'editado_em', now(), 'editado_por', ator));
  ELSE
    NEW := jsonb_populate_record(NEW, jsonb_build_object(
      'criado_em', OLD.criado_em, 'criado_por', OLD.criado_por, 'editado_em', now(), 'editado_por', ator));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint

-- Writes one historico row per changed row with the diff of changed fields. Secrets (any column whose
-- name holds senha, token, hash, segredo or verificador) and the audit stamps never enter a diff.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antigo jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  novo jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  diff jsonb := '{}'::jsonb;
  campo text;
BEGIN
  FOR campo IN SELECT jsonb_object_keys(antigo || novo) LOOP
    CONTINUE WHEN campo ~ '(senha|token|hash|segredo|verificador)'
      OR campo IN ('criado_em', 'criado_por', 'editado_em', 'editado_por');
    IF (antigo -> campo) IS DISTINCT FROM (novo -> campo) THEN
      diff := diff || jsonb_build_object(campo, jsonb_build_object('de', antigo -> campo, 'para', novo -> campo));
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND diff = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO historico (tabela, registro, acao, criado_em, criado_por, diff)
  VALUES (TG_TABLE_NAME, coalesce(novo ->> 'id', antigo ->> 'id'), TG_OP, now(),
          nullif(current_setting('sgi.usuario_id', true), '')::integer, diff);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Attaches both triggers to every table of the schema that is not infrastructure. Called after every
-- migration run, so a table added later is audited with no code of its own (a test checks it).
CREATE OR REPLACE FUNCTION auditar_tabelas() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname AS nome,
           EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'editado_em' AND NOT a.attisdropped) AS tem_carimbo
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
      AND c.relname NOT IN (SELECT tabela FROM tabela_sem_auditoria)
  LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'historico_' || t.nome) THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION registrar_historico()', 'historico_' || t.nome, t.nome);
    END IF;
    IF t.tem_carimbo AND NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'carimbo_' || t.nome) THEN
      EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION carimbar_auditoria()', 'carimbo_' || t.nome, t.nome);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint

-- Infrastructure tables: history itself, sessions, throttling counters, recovery codes, usage log, outbox.
CREATE TABLE tabela_sem_auditoria (tabela varchar(63) PRIMARY KEY);
--> statement-breakpoint
INSERT INTO tabela_sem_auditoria (tabela) VALUES
  ('historico'), ('sessao'), ('tentativa_acesso'), ('codigo_recuperacao'), ('registro_acesso'),
  ('email_saida'), ('tabela_sem_auditoria');
