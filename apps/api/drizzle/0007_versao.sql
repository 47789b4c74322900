ALTER TABLE "pessoa" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "papel" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "defensor" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "curso" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "instituicao_ensino" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "estagiario" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "estagio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessor" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "anexo" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comarca" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "atuacao" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vara" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "predio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "setor" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "defensoria" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "distrito" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "nucleo" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotacao" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feriado" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The version is stamped by the same trigger as the audit fields: 1 on insert, the previous + 1 on every update,
-- whatever the statement says (a client cannot set it).
CREATE OR REPLACE FUNCTION carimbar_auditoria() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ator integer := nullif(current_setting('sgi.usuario_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW := jsonb_populate_record(NEW, jsonb_build_object(
      'criado_em', now(), 'criado_por', ator, 'editado_em', now(), 'editado_por', ator, 'versao', 1));
  ELSE
    NEW := jsonb_populate_record(NEW, jsonb_build_object(
      'criado_em', OLD.criado_em, 'criado_por', OLD.criado_por, 'editado_em', now(), 'editado_por', ator,
      'versao', coalesce((to_jsonb(OLD) ->> 'versao')::integer, 0) + 1));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Columns kept out of every history diff, declared once here instead of in copies of the trigger function:
-- tabela '*' applies to every table. Secrets (any column whose name holds senha, token, hash, segredo or
-- verificador) stay out by name as before.
CREATE TABLE coluna_sem_historico (
  tabela varchar(63) NOT NULL DEFAULT '*',
  coluna varchar(63) NOT NULL,
  motivo text NOT NULL,
  PRIMARY KEY (tabela, coluna)
);
--> statement-breakpoint
INSERT INTO coluna_sem_historico (tabela, coluna, motivo) VALUES
  ('*', 'criado_em', 'carimbo de auditoria: o histórico já tem a data'),
  ('*', 'criado_por', 'carimbo de auditoria: o histórico já tem o autor'),
  ('*', 'editado_em', 'carimbo de auditoria: o histórico já tem a data'),
  ('*', 'editado_por', 'carimbo de auditoria: o histórico já tem o autor'),
  ('*', 'versao', 'controle de concorrência, não é dado do registro'),
  ('*', 'arquivo', 'conteúdo de anexo (até 10 MB): nome, tipo, tamanho e sha256 o identificam');
--> statement-breakpoint
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('coluna_sem_historico');
--> statement-breakpoint
-- A full CPF never enters the history (issue 10: the secrets scan finds none there): a CPF column keeps its first
-- three and last two digits, enough to tell one change from another.
CREATE OR REPLACE FUNCTION mascarar_cpf(valor jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN valor IS NULL OR jsonb_typeof(valor) <> 'string' THEN valor
    WHEN (valor #>> '{}') ~ '^[0-9]{11}$' THEN to_jsonb(left(valor #>> '{}', 3) || '.***.***-' || right(valor #>> '{}', 2))
    ELSE to_jsonb('***'::text)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antigo jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  novo jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  fora text[] := ARRAY(SELECT coluna FROM coluna_sem_historico WHERE tabela IN ('*', TG_TABLE_NAME));
  diff jsonb := '{}'::jsonb;
  campo text;
BEGIN
  -- Child rows created in bulk with their parent (a sheet's days) record no history of their own: the transaction
  -- names their table in sgi.criacao_em_lote (lib/audit.ts criacaoEmLote) and the parent's creation says it all.
  -- Later changes of those rows by a person are recorded as usual.
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = ANY(string_to_array(current_setting('sgi.criacao_em_lote', true), ',')) THEN
    RETURN NULL;
  END IF;
  FOR campo IN SELECT jsonb_object_keys(antigo || novo) LOOP
    CONTINUE WHEN campo ~ '(senha|token|hash|segredo|verificador)' OR campo = ANY(fora);
    IF (antigo -> campo) IS DISTINCT FROM (novo -> campo) THEN
      diff := diff || jsonb_build_object(campo, CASE WHEN campo ~ '(^|_)cpf$'
        THEN jsonb_build_object('de', mascarar_cpf(antigo -> campo), 'para', mascarar_cpf(novo -> campo))
        ELSE jsonb_build_object('de', antigo -> campo, 'para', novo -> campo) END);
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
