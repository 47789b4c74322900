CREATE TABLE "endereco_habitual" (
	"usuario_id" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"ultimo_login_em" timestamp with time zone NOT NULL,
	CONSTRAINT "endereco_habitual_usuario_id_ip_pk" PRIMARY KEY("usuario_id","ip")
);
--> statement-breakpoint
CREATE TABLE "limite_tentativa" (
	"tipo" varchar(20) NOT NULL,
	"chave" varchar(120) NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"inicio_em" timestamp with time zone NOT NULL,
	"ultima_em" timestamp with time zone NOT NULL,
	CONSTRAINT "limite_tentativa_tipo_chave_pk" PRIMARY KEY("tipo","chave")
);
--> statement-breakpoint
ALTER TABLE "endereco_habitual" ADD CONSTRAINT "endereco_habitual_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Throttling state, like tentativa_acesso: infrastructure, not business records.
INSERT INTO tabela_sem_auditoria (tabela) VALUES ('limite_tentativa'), ('endereco_habitual');
