CREATE TABLE "lembrete_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"dias_assinatura" integer DEFAULT 3 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lembrete_envio" (
	"data" date PRIMARY KEY NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One setting row (ADR 056): off until an administrator switches it on.
ALTER TABLE "lembrete_config" ADD CONSTRAINT "lembrete_config_uma_linha" CHECK ("id" = 1);
--> statement-breakpoint
ALTER TABLE "lembrete_config" ADD CONSTRAINT "lembrete_config_dias" CHECK ("dias_assinatura" BETWEEN 1 AND 60);
--> statement-breakpoint
INSERT INTO "lembrete_config" ("id") VALUES (1);
--> statement-breakpoint
-- The day's key of the reminders is infrastructure, like the outbox: no history of its own.
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('lembrete_envio');
