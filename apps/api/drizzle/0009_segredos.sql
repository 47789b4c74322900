ALTER TABLE "codigo_recuperacao" ALTER COLUMN "verificador_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "link_acesso" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_saida" ADD COLUMN "segredo" jsonb;--> statement-breakpoint
-- Messages written before this version carry their code or link in the body, readable in the outbox (ADR 023).
-- A pending one cannot be sent without it: it fails with the reason. Every body gets the marker in place of the secret.
UPDATE "email_saida" SET "status" = 'FALHOU', "ultimo_erro" = 'Não enviado: o código ou link estava no corpo da mensagem e foi retirado na atualização do sistema. Peça de novo.'
WHERE "status" IN ('PENDENTE', 'ENVIANDO') AND ("corpo" ~ '[A-Z0-9]{6}-[A-Z0-9]{26}' OR "corpo" ~ 'obter-token\?token=[A-Za-z0-9_-]+');--> statement-breakpoint
UPDATE "email_saida"
SET "corpo" = regexp_replace(regexp_replace("corpo", '[A-Z0-9]{6}-[A-Z0-9]{26}', '{{segredo}}', 'g'), 'obter-token\?token=[A-Za-z0-9_-]+', 'obter-token?token={{segredo}}', 'g')
WHERE "corpo" ~ '[A-Z0-9]{6}-[A-Z0-9]{26}' OR "corpo" ~ 'obter-token\?token=[A-Za-z0-9_-]+';--> statement-breakpoint
-- The codes and links those bodies showed may have been read there: none of them works any more.
UPDATE "codigo_recuperacao" SET "expira_em" = now() WHERE "usado_em" IS NULL AND "expira_em" > now();--> statement-breakpoint
UPDATE "link_acesso" SET "expira_em" = now() WHERE "usado_em" IS NULL AND "expira_em" > now();
