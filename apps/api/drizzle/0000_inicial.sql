CREATE TABLE "pessoa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"sobrenome" varchar(100),
	"cpf" varchar(11),
	"data_nascimento" date,
	"estadocivil" smallint,
	"email" varchar(50),
	"email_institucional" varchar(50),
	"telefone_ddd" smallint,
	"telefone_numero" varchar(10),
	"celular_ddd" smallint,
	"celular_numero" varchar(10),
	"cep" varchar(8),
	"cidade" varchar(100),
	"bairro" varchar(100),
	"logradouro" varchar(150),
	"complemento" varchar(100),
	"numero" varchar(20),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "papel" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"permissoes" text[] DEFAULT '{}'::text[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"pessoa_id" integer NOT NULL,
	"username" varchar(60) NOT NULL,
	"senha_hash" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"funcao" varchar(100),
	"papel_id" integer NOT NULL,
	"recebenotificacaoes" boolean DEFAULT false NOT NULL,
	"corfundotabela" varchar(7) DEFAULT '#e5e5e5' NOT NULL,
	"corletratabela" varchar(7) DEFAULT '#000000' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "codigo_recuperacao" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"seletor" varchar(16) NOT NULL,
	"verificador_hash" varchar(64) NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "codigo_recuperacao_seletor_unique" UNIQUE("seletor")
);
--> statement-breakpoint
CREATE TABLE "registro_acesso" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"usuario_id" integer,
	"username" varchar(60),
	"ip" varchar(64),
	"rota" text,
	"detalhe" text
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"escopo" varchar(10) NOT NULL,
	"usuario_id" integer,
	"cpf" varchar(11),
	"ip" varchar(64),
	"criado_em" timestamp with time zone NOT NULL,
	"ultimo_uso_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone,
	CONSTRAINT "sessao_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tentativa_acesso" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"chave" varchar(120) NOT NULL,
	"criado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "historico" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tabela" varchar(63) NOT NULL,
	"registro" varchar(40),
	"acao" varchar(6) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"diff" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_saida" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"destinatario" varchar(254) NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"corpo" text NOT NULL,
	"status" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"proxima_tentativa_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_erro" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_papel_id_papel_id_fk" FOREIGN KEY ("papel_id") REFERENCES "public"."papel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_recuperacao" ADD CONSTRAINT "codigo_recuperacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_cpf_unico" ON "pessoa" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "papel_nome_unico" ON "papel" USING btree (lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_username_unico" ON "usuario" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_pessoa_unico" ON "usuario" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "registro_acesso_criado_idx" ON "registro_acesso" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "sessao_usuario_idx" ON "sessao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tentativa_acesso_idx" ON "tentativa_acesso" USING btree ("tipo","chave","criado_em");--> statement-breakpoint
CREATE INDEX "historico_registro_idx" ON "historico" USING btree ("tabela","registro","criado_em");--> statement-breakpoint
CREATE INDEX "historico_criado_idx" ON "historico" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "email_saida_fila_idx" ON "email_saida" USING btree ("status","proxima_tentativa_em");