CREATE TABLE "link_acesso" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"folha_id" integer,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "link_acesso_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
-- Link tokens are infrastructure, like sessions: not audited.
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('link_acesso');
