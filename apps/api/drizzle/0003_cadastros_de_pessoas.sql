CREATE TABLE "defensor" (
	"id" serial PRIMARY KEY NOT NULL,
	"pessoa_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"titulo" varchar(20),
	"numero_oab" varchar(20),
	"matricula_defensoria" varchar(20),
	"anotacao" text,
	"data_admissao" date,
	"data_referencia" date,
	"data_exoneracao" date,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "curso" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "instituicao_ensino" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"razao_social" varchar(150) NOT NULL,
	"representante_cargo" varchar(100),
	"representante_nome" varchar(100),
	"cep" varchar(8),
	"cidade" varchar(100),
	"bairro" varchar(100),
	"logradouro" varchar(150),
	"complemento" varchar(100),
	"numero" varchar(20),
	"telefone_ddd" smallint,
	"telefone_numero" varchar(10),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "estagiario" (
	"id" serial PRIMARY KEY NOT NULL,
	"pessoa_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"anotacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "estagio" (
	"id" serial PRIMARY KEY NOT NULL,
	"estagiario_id" integer NOT NULL,
	"tipo_estagio" smallint NOT NULL,
	"instituicao_ensino_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	"data_inicio_estagio" date NOT NULL,
	"data_fim_estagio" date,
	"desligamento" date,
	"data_colacao_grau" varchar(7) NOT NULL,
	"email" varchar(50) NOT NULL,
	"fim_semana" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "assessor" (
	"id" serial PRIMARY KEY NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"nome" varchar(100),
	"ativo" boolean DEFAULT true NOT NULL,
	"telefone" varchar(15),
	"email_institucional" varchar(50),
	"email" varchar(50),
	"data_entrada" date,
	"data_sessao" date,
	"data_saida" date,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "anexo" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessor_id" integer,
	"estagiario_id" integer,
	"estagio_id" integer,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"arquivo" "bytea" NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	CONSTRAINT "anexo_um_dono" CHECK (num_nonnulls("anexo"."assessor_id", "anexo"."estagiario_id", "anexo"."estagio_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "defensor" ADD CONSTRAINT "defensor_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estagiario" ADD CONSTRAINT "estagiario_pessoa_id_pessoa_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estagio" ADD CONSTRAINT "estagio_estagiario_id_estagiario_id_fk" FOREIGN KEY ("estagiario_id") REFERENCES "public"."estagiario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estagio" ADD CONSTRAINT "estagio_instituicao_ensino_id_instituicao_ensino_id_fk" FOREIGN KEY ("instituicao_ensino_id") REFERENCES "public"."instituicao_ensino"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estagio" ADD CONSTRAINT "estagio_curso_id_curso_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_assessor_id_assessor_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."assessor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_estagiario_id_estagiario_id_fk" FOREIGN KEY ("estagiario_id") REFERENCES "public"."estagiario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_estagio_id_estagio_id_fk" FOREIGN KEY ("estagio_id") REFERENCES "public"."estagio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "defensor_pessoa_unico" ON "defensor" USING btree ("pessoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curso_nome_unico" ON "curso" USING btree (lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "instituicao_cnpj_unico" ON "instituicao_ensino" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "estagiario_pessoa_unico" ON "estagiario" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "estagio_estagiario_idx" ON "estagio" USING btree ("estagiario_id");--> statement-breakpoint
CREATE INDEX "estagio_inicio_idx" ON "estagio" USING btree ("data_inicio_estagio");--> statement-breakpoint
CREATE UNIQUE INDEX "assessor_cpf_unico" ON "assessor" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "anexo_assessor_idx" ON "anexo" USING btree ("assessor_id");--> statement-breakpoint
CREATE INDEX "anexo_estagiario_idx" ON "anexo" USING btree ("estagiario_id");--> statement-breakpoint
CREATE INDEX "anexo_estagio_idx" ON "anexo" USING btree ("estagio_id");