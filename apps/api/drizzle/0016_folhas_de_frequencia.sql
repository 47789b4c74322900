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
CREATE INDEX "folha_frequencia_dia_anexo_idx" ON "folha_frequencia_dia" USING btree ("anexo_id");--> statement-breakpoint
CREATE INDEX "folha_frequencia_notificacao_folha_idx" ON "folha_frequencia_notificacao" USING btree ("folha_id");