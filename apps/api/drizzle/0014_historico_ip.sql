ALTER TABLE "historico" ADD COLUMN "ip" varchar(45);--> statement-breakpoint
-- Where a change came from: the address of the request's context (db/actor.ts withActor, ADR 035), null for the
-- system's own writes. Only the INSERT into historico changes.
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
  INSERT INTO historico (tabela, registro, acao, criado_em, criado_por, ip, diff)
  VALUES (TG_TABLE_NAME, coalesce(novo ->> 'id', antigo ->> 'id'), TG_OP, now(),
          nullif(current_setting('sgi.usuario_id', true), '')::integer,
          nullif(current_setting('sgi.ip', true), ''), diff);
  RETURN NULL;
END $$;
