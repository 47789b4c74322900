CREATE TABLE "configuracao" (
	"id" integer PRIMARY KEY NOT NULL,
	"valor" text DEFAULT '' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "configuracao_chave" CHECK ("configuracao"."id" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "lembrete_movimentacao_envio" (
	"data" date PRIMARY KEY NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimentacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"defensor_id" integer NOT NULL,
	"defensoria_id" integer,
	"distrito_id" integer,
	"nucleo_id" integer,
	"referencia" varchar(7) NOT NULL,
	"data_recebimento" date NOT NULL,
	"observacao" varchar(500),
	"civel" boolean DEFAULT false NOT NULL,
	"criminal" boolean DEFAULT false NOT NULL,
	"pontuar" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "movimentacao_referencia" CHECK ("movimentacao"."referencia" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "movimentacao_local" CHECK (("movimentacao"."defensoria_id" is null) <> ("movimentacao"."nucleo_id" is null)),
	CONSTRAINT "movimentacao_distrito" CHECK ("movimentacao"."distrito_id" is null or "movimentacao"."defensoria_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "registro_movimentacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"movimentacao_id" integer NOT NULL,
	"tipo_id" integer NOT NULL,
	"inicial" boolean DEFAULT false NOT NULL,
	"quantidade" smallint NOT NULL,
	"processos" text DEFAULT '' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "registro_movimentacao_quantidade" CHECK ("registro_movimentacao"."quantidade" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "tipo_movimentacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(100) NOT NULL,
	"inicial" boolean DEFAULT false NOT NULL,
	"nucleo" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movimentacao" ADD CONSTRAINT "movimentacao_defensor_id_defensor_id_fk" FOREIGN KEY ("defensor_id") REFERENCES "public"."defensor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacao" ADD CONSTRAINT "movimentacao_defensoria_id_defensoria_id_fk" FOREIGN KEY ("defensoria_id") REFERENCES "public"."defensoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacao" ADD CONSTRAINT "movimentacao_distrito_id_distrito_id_fk" FOREIGN KEY ("distrito_id") REFERENCES "public"."distrito"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacao" ADD CONSTRAINT "movimentacao_nucleo_id_nucleo_id_fk" FOREIGN KEY ("nucleo_id") REFERENCES "public"."nucleo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registro_movimentacao" ADD CONSTRAINT "registro_movimentacao_movimentacao_id_movimentacao_id_fk" FOREIGN KEY ("movimentacao_id") REFERENCES "public"."movimentacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registro_movimentacao" ADD CONSTRAINT "registro_movimentacao_tipo_id_tipo_movimentacao_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipo_movimentacao"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimentacao_defensor_referencia_idx" ON "movimentacao" USING btree ("defensor_id","referencia");--> statement-breakpoint
CREATE INDEX "movimentacao_referencia_idx" ON "movimentacao" USING btree ("referencia");--> statement-breakpoint
CREATE INDEX "movimentacao_defensoria_idx" ON "movimentacao" USING btree ("defensoria_id");--> statement-breakpoint
CREATE INDEX "movimentacao_distrito_idx" ON "movimentacao" USING btree ("distrito_id");--> statement-breakpoint
CREATE INDEX "movimentacao_nucleo_idx" ON "movimentacao" USING btree ("nucleo_id");--> statement-breakpoint
CREATE INDEX "movimentacao_editado_idx" ON "movimentacao" USING btree ("editado_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movimentacao_editado_por_idx" ON "movimentacao" USING btree ("editado_por");--> statement-breakpoint
CREATE UNIQUE INDEX "registro_movimentacao_tipo_unico" ON "registro_movimentacao" USING btree ("movimentacao_id","tipo_id");--> statement-breakpoint
CREATE INDEX "registro_movimentacao_tipo_idx" ON "registro_movimentacao" USING btree ("tipo_id");--> statement-breakpoint
CREATE INDEX "tipo_movimentacao_nucleo_idx" ON "tipo_movimentacao" USING btree ("nucleo","inicial","descricao");--> statement-breakpoint
-- Key 1: no type requires process numbers until an administrator chooses them; key 2: the reminder is off (ADR 073).
INSERT INTO "configuracao" ("id", "valor") VALUES (1, ''), (2, 'false');
--> statement-breakpoint
-- The day's key of the movements' reminder is infrastructure, like the outbox: no history of its own.
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('lembrete_movimentacao_envio');
