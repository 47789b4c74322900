-- Attachment contents (column arquivo, up to 10 MB) never enter a history diff: the history keeps the file's
-- name, type, size and sha256, which identify it. Same function as 0001 otherwise.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antigo jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  novo jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  diff jsonb := '{}'::jsonb;
  campo text;
BEGIN
  FOR campo IN SELECT jsonb_object_keys(antigo || novo) LOOP
    CONTINUE WHEN campo ~ '(senha|token|hash|segredo|verificador)' OR campo = 'arquivo'
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
