CREATE TABLE "comarca" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"prefixo" varchar(30),
	"nome" varchar(100) NOT NULL,
	"agrupar" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "atuacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"nome" varchar(100) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "vara" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"nome" varchar(150) NOT NULL,
	"atuacao_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "predio" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"comarca_id" integer NOT NULL,
	"nome" varchar(150) NOT NULL,
	"tipo" smallint,
	"cep" varchar(8),
	"cidade" varchar(100),
	"bairro" varchar(100),
	"logradouro" varchar(150),
	"complemento" varchar(100),
	"numero" varchar(20),
	"telefone_principal_ddd" smallint,
	"telefone_principal_numero" varchar(10),
	"telefone_secundario_ddd" smallint,
	"telefone_secundario_numero" varchar(10),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "setor" (
	"id" serial PRIMARY KEY NOT NULL,
	"predio_id" integer NOT NULL,
	"sigla" varchar(7) NOT NULL,
	"nome" varchar(100) NOT NULL,
	"capacidade" smallint NOT NULL,
	"responsavel_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "defensoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"codigo" varchar(30),
	"nome" varchar(150) NOT NULL,
	"vara_id" integer,
	"comarca_id" integer NOT NULL,
	"predio_id" integer,
	"defensoria_substituta1_id" integer,
	"defensoria_substituta2_id" integer,
	"exibirrelatorio" boolean DEFAULT true NOT NULL,
	"maximo_estagiarios" smallint DEFAULT 0 NOT NULL,
	"anotacao" varchar(500),
	"telefone_ddd" smallint,
	"telefone_numero" varchar(10),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "distrito" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"nome" varchar(100) NOT NULL,
	"defensoria_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
CREATE TABLE "nucleo" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"nome" varchar(150) NOT NULL,
	"comarca_id" integer NOT NULL,
	"predio_id" integer,
	"substituto1_id" integer,
	"substituto2_id" integer,
	"maximo_integrantes" smallint DEFAULT 0 NOT NULL,
	"telefone_ddd" smallint,
	"telefone_numero" varchar(10),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer
);
--> statement-breakpoint
ALTER TABLE "vara" ADD CONSTRAINT "vara_atuacao_id_atuacao_id_fk" FOREIGN KEY ("atuacao_id") REFERENCES "public"."atuacao"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predio" ADD CONSTRAINT "predio_comarca_id_comarca_id_fk" FOREIGN KEY ("comarca_id") REFERENCES "public"."comarca"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setor" ADD CONSTRAINT "setor_predio_id_predio_id_fk" FOREIGN KEY ("predio_id") REFERENCES "public"."predio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setor" ADD CONSTRAINT "setor_responsavel_id_pessoa_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."pessoa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defensoria" ADD CONSTRAINT "defensoria_vara_id_vara_id_fk" FOREIGN KEY ("vara_id") REFERENCES "public"."vara"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defensoria" ADD CONSTRAINT "defensoria_comarca_id_comarca_id_fk" FOREIGN KEY ("comarca_id") REFERENCES "public"."comarca"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defensoria" ADD CONSTRAINT "defensoria_predio_id_predio_id_fk" FOREIGN KEY ("predio_id") REFERENCES "public"."predio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defensoria" ADD CONSTRAINT "defensoria_defensoria_substituta1_id_defensoria_id_fk" FOREIGN KEY ("defensoria_substituta1_id") REFERENCES "public"."defensoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defensoria" ADD CONSTRAINT "defensoria_defensoria_substituta2_id_defensoria_id_fk" FOREIGN KEY ("defensoria_substituta2_id") REFERENCES "public"."defensoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distrito" ADD CONSTRAINT "distrito_defensoria_id_defensoria_id_fk" FOREIGN KEY ("defensoria_id") REFERENCES "public"."defensoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nucleo" ADD CONSTRAINT "nucleo_comarca_id_comarca_id_fk" FOREIGN KEY ("comarca_id") REFERENCES "public"."comarca"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nucleo" ADD CONSTRAINT "nucleo_predio_id_predio_id_fk" FOREIGN KEY ("predio_id") REFERENCES "public"."predio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nucleo" ADD CONSTRAINT "nucleo_substituto1_id_defensor_id_fk" FOREIGN KEY ("substituto1_id") REFERENCES "public"."defensor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nucleo" ADD CONSTRAINT "nucleo_substituto2_id_defensor_id_fk" FOREIGN KEY ("substituto2_id") REFERENCES "public"."defensor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vara_atuacao_idx" ON "vara" USING btree ("atuacao_id");--> statement-breakpoint
CREATE INDEX "predio_comarca_idx" ON "predio" USING btree ("comarca_id");--> statement-breakpoint
CREATE INDEX "predio_nome_idx" ON "predio" USING btree ("nome");--> statement-breakpoint
CREATE UNIQUE INDEX "setor_sigla_unica" ON "setor" USING btree ("predio_id","sigla");--> statement-breakpoint
CREATE INDEX "setor_responsavel_idx" ON "setor" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "defensoria_vara_idx" ON "defensoria" USING btree ("vara_id");--> statement-breakpoint
CREATE INDEX "defensoria_comarca_idx" ON "defensoria" USING btree ("comarca_id");--> statement-breakpoint
CREATE INDEX "defensoria_predio_idx" ON "defensoria" USING btree ("predio_id");--> statement-breakpoint
CREATE INDEX "defensoria_nome_idx" ON "defensoria" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "distrito_defensoria_idx" ON "distrito" USING btree ("defensoria_id");--> statement-breakpoint
CREATE INDEX "nucleo_comarca_idx" ON "nucleo" USING btree ("comarca_id");--> statement-breakpoint
CREATE INDEX "nucleo_predio_idx" ON "nucleo" USING btree ("predio_id");