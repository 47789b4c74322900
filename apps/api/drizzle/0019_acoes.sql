CREATE TABLE "notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"criadoem" timestamp with time zone DEFAULT now() NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"detalhes" text NOT NULL,
	"idregistro" integer
);
--> statement-breakpoint
CREATE TABLE "periodo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" smallint NOT NULL,
	"defensor_id" integer NOT NULL,
	"data_inicial" date NOT NULL,
	"data_final" date NOT NULL,
	"data_aquisitiva" date,
	"motivo" varchar(500),
	"exibiranotacao" boolean DEFAULT false NOT NULL,
	"ativorelatorio" boolean DEFAULT true NOT NULL,
	"pontuar" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "periodo_tipo" CHECK ("periodo"."tipo" between 0 and 5),
	CONSTRAINT "periodo_datas" CHECK ("periodo"."data_final" >= "periodo"."data_inicial")
);
--> statement-breakpoint
CREATE TABLE "regra" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"descricao" text NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "regra_id" CHECK ("regra"."id" between 1 and 11)
);
--> statement-breakpoint
CREATE TABLE "substituicao" (
	"id" serial PRIMARY KEY NOT NULL,
	"periodo_id" integer NOT NULL,
	"defensoria_id" integer NOT NULL,
	"substituto_id" integer,
	"anotacao" varchar(500),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	"editado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_por" integer,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo" ADD CONSTRAINT "periodo_defensor_id_defensor_id_fk" FOREIGN KEY ("defensor_id") REFERENCES "public"."defensor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substituicao" ADD CONSTRAINT "substituicao_periodo_id_periodo_id_fk" FOREIGN KEY ("periodo_id") REFERENCES "public"."periodo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substituicao" ADD CONSTRAINT "substituicao_defensoria_id_defensoria_id_fk" FOREIGN KEY ("defensoria_id") REFERENCES "public"."defensoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substituicao" ADD CONSTRAINT "substituicao_substituto_id_defensor_id_fk" FOREIGN KEY ("substituto_id") REFERENCES "public"."defensor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacao_usuario_idx" ON "notificacao" USING btree ("usuario_id","criadoem" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "periodo_defensor_datas_idx" ON "periodo" USING btree ("defensor_id","data_inicial","data_final");--> statement-breakpoint
CREATE INDEX "periodo_datas_idx" ON "periodo" USING btree ("data_inicial","data_final");--> statement-breakpoint
CREATE UNIQUE INDEX "substituicao_defensoria_unica" ON "substituicao" USING btree ("periodo_id","defensoria_id");--> statement-breakpoint
CREATE INDEX "substituicao_substituto_idx" ON "substituicao" USING btree ("substituto_id");--> statement-breakpoint
CREATE INDEX "substituicao_defensoria_idx" ON "substituicao" USING btree ("defensoria_id");--> statement-breakpoint
-- The eleven rules of ADR 061 (packages/domain REGRAS_ACAO), all on; the /regras screen switches them.
INSERT INTO "regra" ("id", "nome", "descricao") VALUES
  (1, 'Ações sem sobreposição', 'Duas ações do mesmo defensor não podem ter dias em comum.'),
  (2, 'Ação dentro do exercício', 'A ação fica entre a data de admissão e a de exoneração do defensor.'),
  (3, 'Férias de período adquirido', 'As férias de um período aquisitivo só começam depois de completados os seus 12 meses de exercício, contados da admissão (ou da data de referência, quando informada).'),
  (4, 'Até 60 dias de férias por período', 'As férias de um período aquisitivo somam no máximo 60 dias.'),
  (5, 'Licença-prêmio de quinquênio adquirido', 'A licença-prêmio de um quinquênio só começa depois de completados os seus 5 anos de exercício, contados da admissão (ou da data de referência, quando informada).'),
  (6, 'Até 90 dias de licença-prêmio por quinquênio', 'As licenças-prêmio de um quinquênio somam no máximo 90 dias (3 meses).'),
  (7, 'Folga natalícia no mês do aniversário', 'A folga natalícia é um dia do mês de aniversário do defensor.'),
  (8, 'Uma folga natalícia por ano', 'O defensor tem uma folga natalícia por ano civil.'),
  (9, 'Substituto em exercício', 'Quem substitui é um defensor ativo, já admitido e não exonerado em nenhum dia da ação.'),
  (10, 'Substituto presente', 'Quem substitui não está de férias, folga, abono ou licença em nenhum dia da ação; e quem substitui não se afasta enquanto substitui.'),
  (11, 'Até 2 defensorias por substituto', 'Um defensor substitui no máximo 2 defensorias ao mesmo tempo, além da sua.');
--> statement-breakpoint
-- A user's notifications follow from the audited action that caused them (ADR 063): no history of their own.
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('notificacao');
