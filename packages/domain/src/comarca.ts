import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema } from './respostas.js';
import { textoOpcionalSchema } from './campos.js';
import { nomeObrigatorioSchema, ordemSchema } from './ordem.js';

/** Limits of the comarca (cadastros-relatorios §5: ordem ≥ 0 default 0); text lengths are the table's columns. */
export const COMARCA = {
  ordemPadrao: 0,
  prefixoMax: 30,
  nomeMax: 100,
} as const;

/** Sort keys of the comarca list (query orderField); ordem is the default. */
export const COMARCA_ORDENS = ['ordem', 'nome', 'prefixo'] as const;
export type ComarcaOrdem = (typeof COMARCA_ORDENS)[number];

export const MENSAGEM_NOME_COMARCA = 'Informe o nome da comarca.';

/** Comarca form and POST/PUT body (cadastros-relatorios §2.8, §3 Comarca). */
export const comarcaInputSchema = z.object({
  ordem: ordemSchema(),
  prefixo: textoOpcionalSchema(COMARCA.prefixoMax, 'Prefixo', { error: 'Prefixo inválido.' }),
  nome: nomeObrigatorioSchema(COMARCA.nomeMax, MENSAGEM_NOME_COMARCA),
  // 'Agrupar': the placements report groups this comarca's offices together; off unless ticked.
  agrupar: z
    .boolean({ error: 'Agrupar: marque ou desmarque.' })
    .nullish()
    .transform((v) => v ?? false),
});
export type ComarcaInput = z.infer<typeof comarcaInputSchema>;

/** cadastros-relatorios §3 Comarca as answered (the list adds predios, defensorias, nucleos when asked for). */
export const comarcaSchema = z.object({ id: z.number(), ordem: z.number(), prefixo: z.string().nullable(), nome: z.string(), agrupar: z.boolean() });
export type Comarca = z.infer<typeof comarcaSchema>;
export const comarcaDetalheSchema = comarcaSchema.extend(auditoriaSchema.shape);
export type ComarcaDetalhe = z.infer<typeof comarcaDetalheSchema>;
