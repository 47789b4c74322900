CREATE TABLE "folha_frequencia_resumo" (
	"folha_id" integer PRIMARY KEY NOT NULL,
	"dias_sem_preencher" integer NOT NULL,
	"semana_acima" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folha_frequencia_resumo" ADD CONSTRAINT "folha_frequencia_resumo_folha_id_folha_frequencia_id_fk" FOREIGN KEY ("folha_id") REFERENCES "public"."folha_frequencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Derived data, like an index (ADR 099): no history, no stamp.
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('folha_frequencia_resumo');
--> statement-breakpoint
-- The sheets' two list figures, recomputed from their days: the working days still unfilled (indefinido or não
-- preenchido, ADR 044), and whether some week (Sunday to Saturday, this month's days only, ADR 048) has present days
-- over the term's 20 hours; the week of a day is (day - 1 + weekday of the 1st) / 7. A sheet no longer there is skipped
-- (its row goes with it, on delete cascade).
CREATE FUNCTION recalcular_resumo_das_folhas(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO folha_frequencia_resumo (folha_id, dias_sem_preencher, semana_acima)
  SELECT f.id,
         (SELECT count(*)::int FROM folha_frequencia_dia d WHERE d.folha_id = f.id AND d.util AND d.status IN (1, 7)),
         EXISTS (SELECT 1 FROM folha_frequencia_dia d
                  WHERE d.folha_id = f.id AND d.status = 2 AND d.horario_entrada IS NOT NULL AND d.horario_saida IS NOT NULL
                  GROUP BY (d.dia - 1 + extract(dow FROM make_date(f.ano::int, f.mes::int, 1))::int) / 7
                 HAVING sum(extract(epoch FROM (d.horario_saida - d.horario_entrada)) / 60) > 1200)
    FROM folha_frequencia f
   WHERE f.id = ANY (ids)
  ON CONFLICT (folha_id) DO UPDATE SET dias_sem_preencher = excluded.dias_sem_preencher, semana_acima = excluded.semana_acima
$$;
--> statement-breakpoint
-- Once per statement, over the sheets its days belong to: a month's generation recomputes each sheet once.
CREATE FUNCTION resumo_das_folhas_gatilho() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recalcular_resumo_das_folhas(ARRAY(SELECT DISTINCT folha_id FROM novos));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM recalcular_resumo_das_folhas(ARRAY(SELECT DISTINCT folha_id FROM antigos));
  ELSE
    PERFORM recalcular_resumo_das_folhas(ARRAY(SELECT folha_id FROM novos UNION SELECT folha_id FROM antigos));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumo_folha_frequencia_dia_insercao AFTER INSERT ON folha_frequencia_dia
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION resumo_das_folhas_gatilho();
--> statement-breakpoint
CREATE TRIGGER resumo_folha_frequencia_dia_alteracao AFTER UPDATE ON folha_frequencia_dia
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION resumo_das_folhas_gatilho();
--> statement-breakpoint
CREATE TRIGGER resumo_folha_frequencia_dia_exclusao AFTER DELETE ON folha_frequencia_dia
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION resumo_das_folhas_gatilho();
--> statement-breakpoint
SELECT recalcular_resumo_das_folhas(ARRAY(SELECT id FROM folha_frequencia));
