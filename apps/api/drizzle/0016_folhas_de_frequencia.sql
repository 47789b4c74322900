CREATE TABLE "folha_frequencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"estagio_id" integer NOT NULL,
	"estagiario_id" integer NOT NULL,
	"ano" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"responsavel_id" integer,
	"defensoria_id" integer,
	"nucleo_id" integer,
	"predio_id" integer,
	"local" varchar(150) NOT NULL,
	"unidade" varchar(150),
	"comarca" varchar(100) NOT NULL,
	"curso" varchar(100) NOT NULL,
	"data_inicio_estagio" date NOT NULL,
	"data_fim_estagio" date,
	"fim_semana" boolean NOT NULL,
	"entrada" time,
	"saida" time,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "folha_frequencia_mes" CHECK ("folha_frequencia"."mes" between 1 and 12),
	CONSTRAINT "folha_frequencia_status" CHECK ("folha_frequencia"."status" between 1 and 5),
	CONSTRAINT "folha_frequencia_um_local" CHECK (num_nonnulls("folha_frequencia"."defensoria_id", "folha_frequencia"."nucleo_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "folha_frequencia_anexo" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"arquivo" "bytea" NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folha_frequencia_assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"folha_id" integer NOT NULL,
	"perfil" smallint NOT NULL,
	"pessoa_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	CONSTRAINT "folha_frequencia_assinatura_perfil" CHECK ("folha_frequencia_assinatura"."perfil" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "folha_frequencia_correcao" (
	"id" serial PRIMARY KEY NOT NULL,
	"folha_id" integer NOT NULL,
	"dia" smallint NOT NULL,
	"comentario" varchar(500) NOT NULL,
	"perfil" smallint NOT NULL,
	"pessoa_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone,
	CONSTRAINT "folha_frequencia_correcao_dia" CHECK ("folha_frequencia_correcao"."dia" between 1 and 31),
	CONSTRAINT "folha_frequencia_correcao_perfil" CHECK ("folha_frequencia_correcao"."perfil" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "folha_frequencia_dia" (
	"id" serial PRIMARY KEY NOT NULL,
	"folha_id" integer NOT NULL,
	"dia" smallint NOT NULL,
	"status" smallint NOT NULL,
	"horario_entrada" time,
	"horario_saida" time,
	"justificativa" varchar(500),
	"anexo_id" integer,
	"util" boolean NOT NULL,
	"feriado" boolean NOT NULL,
	"nome_feriado" varchar(100),
	CONSTRAINT "folha_frequencia_dia_dia" CHECK ("folha_frequencia_dia"."dia" between 1 and 31),
	CONSTRAINT "folha_frequencia_dia_status" CHECK ("folha_frequencia_dia"."status" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "folha_frequencia_notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"folha_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"remetente_id" integer,
	"destinatario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folha_frequencia_notificacao_tipo" CHECK ("folha_frequencia_notificacao"."tipo" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "folha_frequencia" ADD CONSTRAINT "folha_frequencia_estagio_id_estagio_id_fk" FOREIGN KEY ("estagio_id") REFERENCES "public"."estagio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia" ADD CONSTRAINT "folha_frequencia_estagiario_id_estagiario_id_fk" FOREIGN KEY ("estagiario_id") REFERENCES "public"."estagiario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia" ADD CONSTRAINT "folha_frequencia_responsavel_id_pessoa_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia" ADD CONSTRAINT "folha_frequencia_defensoria_id_defensoria_id_fk" FOREIGN KEY ("defensoria_id") REFERENCES "public"."defensoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia" ADD CONSTRAINT "folha_frequencia_nucleo_id_nucleo_id_fk" FOREIGN KEY ("nucleo_id") REFERENCES "public"."nucleo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia" ADD CONSTRAINT "folha_frequencia_predio_id_predio_id_fk" FOREIGN KEY ("predio_id") REFERENCES "public"."predio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_assinatura" ADD CONSTRAINT "folha_frequencia_assinatura_folha_id_folha_frequencia_id_fk" FOREIGN KEY ("folha_id") REFERENCES "public"."folha_frequencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_assinatura" ADD CONSTRAINT "folha_frequencia_assinatura_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_correcao" ADD CONSTRAINT "folha_frequencia_correcao_folha_id_folha_frequencia_id_fk" FOREIGN KEY ("folha_id") REFERENCES "public"."folha_frequencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_correcao" ADD CONSTRAINT "folha_frequencia_correcao_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_dia" ADD CONSTRAINT "folha_frequencia_dia_folha_id_folha_frequencia_id_fk" FOREIGN KEY ("folha_id") REFERENCES "public"."folha_frequencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_dia" ADD CONSTRAINT "folha_frequencia_dia_anexo_id_folha_frequencia_anexo_id_fk" FOREIGN KEY ("anexo_id") REFERENCES "public"."folha_frequencia_anexo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_notificacao" ADD CONSTRAINT "folha_frequencia_notificacao_folha_id_folha_frequencia_id_fk" FOREIGN KEY ("folha_id") REFERENCES "public"."folha_frequencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_notificacao" ADD CONSTRAINT "folha_frequencia_notificacao_remetente_id_pessoa_id_fk" FOREIGN KEY ("remetente_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folha_frequencia_notificacao" ADD CONSTRAINT "folha_frequencia_notificacao_destinatario_id_pessoa_id_fk" FOREIGN KEY ("destinatario_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "folha_frequencia_estagio_mes_unico" ON "folha_frequencia" USING btree ("estagio_id","ano","mes");--> statement-breakpoint
CREATE INDEX "folha_frequencia_mes_idx" ON "folha_frequencia" USING btree ("ano","mes","status");--> statement-breakpoint
CREATE INDEX "folha_frequencia_estagiario_idx" ON "folha_frequencia" USING btree ("estagiario_id");--> statement-breakpoint
CREATE INDEX "folha_frequencia_responsavel_idx" ON "folha_frequencia" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "folha_frequencia_defensoria_idx" ON "folha_frequencia" USING btree ("defensoria_id");--> statement-breakpoint
CREATE INDEX "folha_frequencia_nucleo_idx" ON "folha_frequencia" USING btree ("nucleo_id");--> statement-breakpoint
CREATE INDEX "folha_frequencia_predio_idx" ON "folha_frequencia" USING btree ("predio_id");--> statement-breakpoint
CREATE INDEX "folha_frequencia_assinatura_folha_idx" ON "folha_frequencia_assinatura" USING btree ("folha_id");--> statement-breakpoint
CREATE INDEX "folha_frequencia_correcao_folha_idx" ON "folha_frequencia_correcao" USING btree ("folha_id","dia");--> statement-breakpoint
CREATE UNIQUE INDEX "folha_frequencia_dia_unico" ON "folha_frequencia_dia" USING btree ("folha_id","dia");--> statement-breakpoint
CREATE INDEX "folha_frequencia_dia_anexo_idx" ON "folha_frequencia_dia" USING btree ("anexo_id") WHERE "folha_frequencia_dia"."anexo_id" is not null;--> statement-breakpoint
CREATE INDEX "folha_frequencia_notificacao_folha_idx" ON "folha_frequencia_notificacao" USING btree ("folha_id");--> statement-breakpoint
-- The history trigger with the same behaviour (migration 0014), made cheaper for the month's generation (issue 13:
-- 3,000 sheets and 90,000 days in a few seconds): rows created in bulk with their parent leave before any work (the
-- row's JSON and the list of columns kept out of diffs were computed for every row and thrown away), and the diff is
-- one SQL aggregate instead of a PL/pgSQL loop over the columns.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antigo jsonb;
  novo jsonb;
  diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = ANY(string_to_array(current_setting('sgi.criacao_em_lote', true), ',')) THEN
    RETURN NULL;
  END IF;
  antigo := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  novo := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  SELECT coalesce(jsonb_object_agg(campo, CASE WHEN campo ~ '(^|_)cpf$'
           THEN jsonb_build_object('de', mascarar_cpf(antigo -> campo), 'para', mascarar_cpf(novo -> campo))
           ELSE jsonb_build_object('de', antigo -> campo, 'para', novo -> campo) END), '{}'::jsonb)
    INTO diff
    FROM jsonb_object_keys(antigo || novo) AS campo
   WHERE campo !~ '(senha|token|hash|segredo|verificador)'
     AND NOT EXISTS (SELECT 1 FROM coluna_sem_historico c WHERE c.tabela IN ('*', TG_TABLE_NAME) AND c.coluna = campo)
     AND (antigo -> campo) IS DISTINCT FROM (novo -> campo);
  IF TG_OP = 'UPDATE' AND diff = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO historico (tabela, registro, acao, criado_em, criado_por, ip, diff)
  VALUES (TG_TABLE_NAME, coalesce(novo ->> 'id', antigo ->> 'id'), TG_OP, now(),
          nullif(current_setting('sgi.usuario_id', true), '')::integer,
          nullif(current_setting('sgi.ip', true), ''), diff);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The days' history trigger, made here instead of by auditar_tabelas() (which skips a table whose trigger exists):
-- the same function, but the insert of a month's days in bulk (sgi.criacao_em_lote) does not even queue an event.
CREATE TRIGGER historico_folha_frequencia_dia AFTER UPDATE OR DELETE ON folha_frequencia_dia
  FOR EACH ROW EXECUTE FUNCTION registrar_historico();
--> statement-breakpoint
CREATE TRIGGER historico_folha_frequencia_dia_criacao AFTER INSERT ON folha_frequencia_dia
  FOR EACH ROW WHEN ('folha_frequencia_dia' <> ALL (string_to_array(coalesce(current_setting('sgi.criacao_em_lote', true), ''), ',')))
  EXECUTE FUNCTION registrar_historico();
