DROP INDEX "periodo_datas_idx";--> statement-breakpoint
DROP INDEX "notificacao_usuario_idx";--> statement-breakpoint
DROP INDEX "movimentacao_editado_idx";--> statement-breakpoint
CREATE INDEX "periodo_dias_idx" ON "periodo" USING gist (daterange("data_inicial", "data_final", '[]'));--> statement-breakpoint
CREATE INDEX "notificacao_usuario_idx" ON "notificacao" USING btree ("usuario_id","criadoem" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movimentacao_editado_idx" ON "movimentacao" USING btree ("editado_em" DESC NULLS FIRST,"id" DESC NULLS FIRST);