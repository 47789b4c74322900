import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema } from './respostas.js';
import { nomeObrigatorioSchema, ordemSchema } from './ordem.js';

/** Limits of the área de atuação (cadastros-relatorios §5: ordem ≥ 0 default 0; nome is the column's length). */
export const ATUACAO = {
  ordemPadrao: 0,
  nomeMax: 100,
} as const;

/** Sort keys of the atuação list (query orderField); ordem is the default. */
export const ATUACAO_ORDENS = ['ordem', 'nome'] as const;
export type AtuacaoOrdem = (typeof ATUACAO_ORDENS)[number];

export const MENSAGEM_NOME_ATUACAO = 'Informe o nome da atuação.';

/** Atuação form and POST/PUT body (cadastros-relatorios §2.8, §3 Atuacao). */
export const atuacaoInputSchema = z.object({
  ordem: ordemSchema(),
  nome: nomeObrigatorioSchema(ATUACAO.nomeMax, MENSAGEM_NOME_ATUACAO),
});
export type AtuacaoInput = z.infer<typeof atuacaoInputSchema>;

/** cadastros-relatorios §3 Atuacao as answered; `varas` is their number (in the list only with comVaras). */
export const atuacaoSchema = z.object({ id: z.number(), ordem: z.number(), nome: z.string(), varas: z.number().int() });
export type Atuacao = z.infer<typeof atuacaoSchema>;
export const atuacaoDetalheSchema = atuacaoSchema.extend(auditoriaSchema.shape);
export type AtuacaoDetalhe = z.infer<typeof atuacaoDetalheSchema>;
