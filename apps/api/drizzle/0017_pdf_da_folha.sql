CREATE TABLE "folha_frequencia_verificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"folha_id" integer NOT NULL,
	"codigo" varchar(24) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folha_frequencia_verificacao" ADD CONSTRAINT "folha_frequencia_verificacao_folha_id_folha_frequencia_id_fk" FOREIGN KEY ("folha_id") REFERENCES "public"."folha_frequencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "folha_frequencia_verificacao_folha_unica" ON "folha_frequencia_verificacao" USING btree ("folha_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folha_frequencia_verificacao_codigo_unico" ON "folha_frequencia_verificacao" USING btree ("codigo");--> statement-breakpoint
-- The code is the key of a public page: like the other codes, it never enters the history's diff (the insert's
-- history row still says when the sheet's first PDF was made, and by whom).
INSERT INTO coluna_sem_historico (tabela, coluna, motivo) VALUES
  ('folha_frequencia_verificacao', 'codigo', 'código de verificação da folha: chave da página pública de verificação');
