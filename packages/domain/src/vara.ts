import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, refSchema } from './respostas.js';
import { nomeObrigatorioSchema, ordemSchema } from './ordem.js';

/** Limits of the vara (cadastros-relatorios §5, §9): ordem ≥ 0 default 0, list page size 10. */
export const VARA = {
  ordemPadrao: 0,
  nomeMax: 150,
  /** default page size of the list (§7 take default 10, §9) */
  paginaPadrao: 10,
} as const;

/** Sort keys of the vara list (query orderField); ordem ascending is the default (§2.8). */
export const VARA_ORDENS = ['ordem', 'nome', 'atuacao'] as const;
export type VaraOrdem = (typeof VARA_ORDENS)[number];

export const MENSAGEM_NOME_VARA = 'Informe o nome da vara.';
export const MENSAGEM_ATUACAO_VARA = 'Selecione a atuação.';

const idAtuacao = z.number({ error: MENSAGEM_ATUACAO_VARA }).int(MENSAGEM_ATUACAO_VARA).positive(MENSAGEM_ATUACAO_VARA);

/** Vara form and POST/PUT body (cadastros-relatorios §2.8, §3 Vara): it always belongs to an atuação (ADR 019). */
export const varaInputSchema = z.object({
  ordem: ordemSchema(),
  nome: nomeObrigatorioSchema(VARA.nomeMax, MENSAGEM_NOME_VARA),
  atuacao: z.object({ id: idAtuacao }, { error: MENSAGEM_ATUACAO_VARA }),
});
export type VaraInput = z.infer<typeof varaInputSchema>;

/** cadastros-relatorios §3 Vara as the detail answers, and the list with comAtuacao and comDefensorias (their number). */
export const varaSchema = z.object({ id: z.number(), ordem: z.number(), nome: z.string(), atuacao: refSchema, defensorias: z.number().int() });
export type Vara = z.infer<typeof varaSchema>;
export const varaDetalheSchema = varaSchema.extend(auditoriaSchema.shape);
export type VaraDetalhe = z.infer<typeof varaDetalheSchema>;
