import { textoSchema } from './texto.js';
import { isValidDataIso, MENSAGEM_DATA_INVALIDA, MENSAGEM_FORMATO_DATA_INVALIDO } from './datas.js';

// Apart from the date functions (datas.ts), which the login route uses without loading zod (issue 12).
/** Required 'yyyy-MM-dd' that names a real calendar day. */
export const dataIsoSchema = textoSchema({ error: MENSAGEM_DATA_INVALIDA })
  .trim()
  .refine(isValidDataIso, { error: MENSAGEM_FORMATO_DATA_INVALIDO });

/** Optional date: '' (blank form field) and null become null. Add .optional() where undefined is allowed. */
export const dataIsoOpcionalSchema = textoSchema({ error: MENSAGEM_DATA_INVALIDA })
  .trim()
  .nullable()
  .transform((v) => (v ? v : null))
  .pipe(dataIsoSchema.nullable());
