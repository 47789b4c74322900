CREATE TABLE "lotacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" smallint NOT NULL,
	"defensor_id" integer,
	"assessor_id" integer,
	"estagio_id" integer,
	"defensoria_id" integer,
	"nucleo_id" integer,
	"setor_id" integer,
	"data_inicial" date,
	"data_final" date,
	"entrada" time,
	"saida" time,
	"ativo" boolean DEFAULT true NOT NULL,
	"pontuar" boolean DEFAULT false NOT NULL,
	"diretor" boolean DEFAULT false NOT NULL,
	"anotacao1" varchar(500),
	"anotacao2" varchar(500),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	CONSTRAINT "lotacao_uma_pessoa" CHECK (num_nonnulls("lotacao"."defensor_id", "lotacao"."assessor_id", "lotacao"."estagio_id") = 1),
	CONSTRAINT "lotacao_um_local" CHECK (num_nonnulls("lotacao"."defensoria_id", "lotacao"."nucleo_id") = 1),
	CONSTRAINT "lotacao_periodo" CHECK ("lotacao"."data_final" is null or "lotacao"."data_inicial" is null or "lotacao"."data_final" >= "lotacao"."data_inicial")
);
--> statement-breakpoint
CREATE TABLE "feriado" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"geral" boolean DEFAULT false NOT NULL,
	"defensorias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	CONSTRAINT "feriado_periodo" CHECK ("feriado"."fim" >= "feriado"."inicio")
);
--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_defensor_id_defensor_id_fk" FOREIGN KEY ("defensor_id") REFERENCES "public"."defensor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_assessor_id_assessor_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."assessor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_estagio_id_estagio_id_fk" FOREIGN KEY ("estagio_id") REFERENCES "public"."estagio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_defensoria_id_defensoria_id_fk" FOREIGN KEY ("defensoria_id") REFERENCES "public"."defensoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_nucleo_id_nucleo_id_fk" FOREIGN KEY ("nucleo_id") REFERENCES "public"."nucleo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_setor_id_setor_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."setor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotacao_defensor_idx" ON "lotacao" USING btree ("defensor_id");--> statement-breakpoint
CREATE INDEX "lotacao_assessor_idx" ON "lotacao" USING btree ("assessor_id");--> statement-breakpoint
CREATE INDEX "lotacao_estagio_idx" ON "lotacao" USING btree ("estagio_id");--> statement-breakpoint
CREATE INDEX "lotacao_defensoria_idx" ON "lotacao" USING btree ("defensoria_id");--> statement-breakpoint
CREATE INDEX "lotacao_nucleo_idx" ON "lotacao" USING btree ("nucleo_id");--> statement-breakpoint
CREATE INDEX "lotacao_setor_idx" ON "lotacao" USING btree ("setor_id");--> statement-breakpoint
CREATE INDEX "lotacao_editado_em_idx" ON "lotacao" USING btree ("editado_em");--> statement-breakpoint
CREATE INDEX "feriado_periodo_idx" ON "feriado" USING btree ("inicio","fim");--> statement-breakpoint
CREATE INDEX "feriado_defensorias_idx" ON "feriado" USING gin ("defensorias");