import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, refSchema, telefoneJsonSchema } from './respostas.js';
import { anotacaoSchema, textoOpcionalSchema } from './campos.js';
import { telefonePessoaSchema } from './pessoa.js';
import { textoSchema } from './texto.js';

/**
 * Limits and defaults of the defensoria (cadastros-relatorios §5, §9): ordem ≥ 0 default 0, maximo_estagiarios
 * 0 to 99, DDD 0 to 99 default 79, phone max 10 digits; text lengths are the defensoria table's columns.
 */
export const DEFENSORIA = {
  ordemPadrao: 0,
  ordemMax: 99999,
  codigoMax: 30,
  nomeMax: 150,
  anotacaoMax: 500,
  dddPadrao: 79,
  telefoneMaxDigitos: 10,
  maximoEstagiariosMax: 99,
} as const;

/** Sort keys of the defensoria list; ordem (report order) is the default. */
export const DEFENSORIA_ORDENS = ['ordem', 'nome', 'codigo', 'vara', 'comarca', 'predio'] as const;
export type DefensoriaOrdem = (typeof DEFENSORIA_ORDENS)[number];

export const MENSAGEM_NOME_DEFENSORIA = 'Informe o nome da defensoria.';
export const MENSAGEM_COMARCA_DEFENSORIA = 'Selecione a comarca.';
export const MENSAGEM_SUBSTITUI_A_SI_MESMA = 'Uma defensoria não pode substituir a si mesma.';
export const MENSAGEM_SUBSTITUTAS_IGUAIS = 'As duas defensorias substitutas devem ser diferentes.';
export const MENSAGEM_MAXIMO_ESTAGIARIOS = `O máximo de estagiários deve estar entre 0 e ${DEFENSORIA.maximoEstagiariosMax}.`;
const MENSAGEM_ORDEM = 'A ordem deve ser um número inteiro maior ou igual a 0.';

const idDe = (mensagem: string) => z.number({ error: mensagem }).int(mensagem).positive(mensagem);

/** An optional {id} (vara, unidade, substitutas): a cleared select arrives as null or absent. */
const referenciaOpcional = (mensagem: string) =>
  z
    .object({ id: idDe(mensagem) }, { error: mensagem })
    .nullish()
    .transform((v) => v ?? null);

/** Defensoria form and POST/PUT body (cadastros-relatorios §2.5, §3 Defensoria, §5). */
export const defensoriaInputSchema = z
  .object({
    ordem: z
      .number({ error: MENSAGEM_ORDEM })
      .int(MENSAGEM_ORDEM)
      .min(0, MENSAGEM_ORDEM)
      .max(DEFENSORIA.ordemMax, `A ordem deve ser no máximo ${DEFENSORIA.ordemMax}.`)
      .nullish()
      .transform((v) => v ?? DEFENSORIA.ordemPadrao),
    // 'Relatório': whether the office appears in the reports; on unless unticked.
    exibirrelatorio: z.boolean({ error: 'Relatório: marque ou desmarque.' }).nullish().transform((v) => v ?? true),
    codigo: textoOpcionalSchema(DEFENSORIA.codigoMax, 'Código'),
    nome: textoSchema({ error: MENSAGEM_NOME_DEFENSORIA })
      .trim()
      .min(1, MENSAGEM_NOME_DEFENSORIA)
      .max(DEFENSORIA.nomeMax, `Nome: no máximo ${DEFENSORIA.nomeMax} caracteres.`),
    vara: referenciaOpcional('Vara inválida.'),
    defensoriasubstituta1: referenciaOpcional('Defensoria substituta inválida.'),
    defensoriasubstituta2: referenciaOpcional('Defensoria substituta inválida.'),
    comarca: z.object({ id: idDe(MENSAGEM_COMARCA_DEFENSORIA) }, { error: MENSAGEM_COMARCA_DEFENSORIA }),
    predio: referenciaOpcional('Unidade inválida.'),
    maximo_estagiarios: z
      .number({ error: MENSAGEM_MAXIMO_ESTAGIARIOS })
      .int(MENSAGEM_MAXIMO_ESTAGIARIOS)
      .min(0, MENSAGEM_MAXIMO_ESTAGIARIOS)
      .max(DEFENSORIA.maximoEstagiariosMax, MENSAGEM_MAXIMO_ESTAGIARIOS)
      .nullish()
      .transform((v) => v ?? 0),
    anotacao: anotacaoSchema(DEFENSORIA.anotacaoMax, 'Anotação'),
    telefone: telefonePessoaSchema(0, 99, DEFENSORIA.dddPadrao)
      .nullish()
      .transform((t) => t ?? { ddd: DEFENSORIA.dddPadrao, numero: null }),
  })
  // ADR 019: the two substitutes are different defensorias.
  .refine((d) => !d.defensoriasubstituta1 || !d.defensoriasubstituta2 || d.defensoriasubstituta1.id !== d.defensoriasubstituta2.id, {
    error: MENSAGEM_SUBSTITUTAS_IGUAIS,
    path: ['defensoriasubstituta2'],
  });
export type DefensoriaInput = z.infer<typeof defensoriaInputSchema>;

/**
 * The substitute field naming the defensoria itself, or null (ADR 019: a defensoria never substitutes itself).
 * Only a saved defensoria has an id, so the rule is checked where the id is known (PUT, the edit form).
 */
export function substitutaQueEhElaMesma(
  id: number,
  d: Pick<DefensoriaInput, 'defensoriasubstituta1' | 'defensoriasubstituta2'>,
): 'defensoriasubstituta1' | 'defensoriasubstituta2' | null {
  if (d.defensoriasubstituta1?.id === id) return 'defensoriasubstituta1';
  if (d.defensoriasubstituta2?.id === id) return 'defensoriasubstituta2';
  return null;
}

/** cadastros-relatorios §3 Defensoria as answered. */
export const defensoriaSchema = z.object({
  id: z.number(),
  ordem: z.number(),
  codigo: z.string().nullable(),
  nome: z.string(),
  vara: refSchema.nullable(),
  comarca: refSchema,
  predio: refSchema.nullable(),
  defensoriasubstituta1: refSchema.nullable(),
  defensoriasubstituta2: refSchema.nullable(),
  exibirrelatorio: z.boolean(),
  maximo_estagiarios: z.number(),
  anotacao: z.string().nullable(),
  telefone: telefoneJsonSchema,
});
export type Defensoria = z.infer<typeof defensoriaSchema>;
/** A row of the list, which also counts the defensoria's current active placements (ADR 020). */
export const defensoriaLinhaSchema = defensoriaSchema.extend({ lotacoes: z.number(), movimentacoes: z.number() });
export type DefensoriaLinha = z.infer<typeof defensoriaLinhaSchema>;
export const defensoriaDetalheSchema = defensoriaSchema.extend(auditoriaSchema.shape);
export type DefensoriaDetalhe = z.infer<typeof defensoriaDetalheSchema>;
