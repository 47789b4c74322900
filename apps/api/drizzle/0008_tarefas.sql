CREATE TABLE "tarefa" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"max_tentativas" smallint DEFAULT 5 NOT NULL,
	"proxima_execucao_em" timestamp with time zone DEFAULT now() NOT NULL,
	"progresso_atual" integer DEFAULT 0 NOT NULL,
	"progresso_total" integer,
	"resultado" jsonb,
	"erro" text,
	"chave" varchar(120),
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"iniciado_em" timestamp with time zone,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "tarefa_fila_idx" ON "tarefa" USING btree ("status","proxima_execucao_em");--> statement-breakpoint
CREATE INDEX "tarefa_recentes_idx" ON "tarefa" USING btree ("criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "tarefa_chave_aberta_idx" ON "tarefa" USING btree ("tipo","chave") WHERE "tarefa"."chave" is not null and "tarefa"."status" in ('PENDENTE', 'EXECUTANDO');--> statement-breakpoint
-- A job is infrastructure with its own record (who asked, when, what it did): not audited row by row.
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('tarefa');
