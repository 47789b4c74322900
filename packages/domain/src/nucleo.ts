import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, refSchema, telefoneJsonSchema } from './respostas.js';
import { nomeObrigatorioSchema, ORDEM_MAX, ordemSchema } from './ordem.js';
import { telefonePessoaSchema } from './pessoa.js';

/**
 * Limits and defaults of the núcleo (cadastros-relatorios §5, §9): maximoIntegrantes 0 to 99 in the form and
 * 0 to 100 in the list's modal, DDD 0 to 99 default 79, phone max 10 digits, ordem ≥ 0 default 0.
 */
export const NUCLEO = {
  ordemPadrao: 0,
  ordemMax: ORDEM_MAX,
  nomeMax: 150,
  dddPadrao: 79,
  telefoneMaxDigitos: 10,
  maximoIntegrantesMax: 99,
  maximoIntegrantesModalMax: 100,
} as const;

export const MENSAGEM_NOME_NUCLEO = 'Informe o nome do núcleo.';
export const MENSAGEM_COMARCA_NUCLEO = 'Selecione a comarca.';
export const MENSAGEM_SUBSTITUTOS_IGUAIS = 'Os dois substitutos devem ser defensores diferentes.';
const mensagemMaximo = (max: number) => `O máximo de estagiários deve estar entre 0 e ${max}.`;

const inteiroEntre = (min: number, max: number, mensagem: string) =>
  z.number({ error: mensagem }).int(mensagem).min(min, mensagem).max(max, mensagem);

const id = (mensagem: string) => z.number({ error: mensagem }).int(mensagem).positive(mensagem);

/** An optional {id} (unidade, substitutos): cleared selects arrive as null or absent. */
const referenciaOpcional = (mensagem: string) =>
  z
    .object({ id: id(mensagem) }, { error: mensagem })
    .nullish()
    .transform((v) => v ?? null);

/** Núcleo form and POST/PUT body (cadastros-relatorios §2.6, §3 Nucleo, §5). */
export const nucleoInputSchema = z
  .object({
    ordem: ordemSchema(),
    nome: nomeObrigatorioSchema(NUCLEO.nomeMax, MENSAGEM_NOME_NUCLEO),
    comarca: z.object({ id: id(MENSAGEM_COMARCA_NUCLEO) }, { error: MENSAGEM_COMARCA_NUCLEO }),
    predio: referenciaOpcional('Unidade inválida.'),
    substituto1: referenciaOpcional('Substituto inválido.'),
    substituto2: referenciaOpcional('Substituto inválido.'),
    maximoIntegrantes: inteiroEntre(0, NUCLEO.maximoIntegrantesMax, mensagemMaximo(NUCLEO.maximoIntegrantesMax))
      .nullish()
      .transform((v) => v ?? 0),
    telefone: telefonePessoaSchema(0, 99, NUCLEO.dddPadrao)
      .nullish()
      .transform((t) => t ?? { ddd: NUCLEO.dddPadrao, numero: null }),
  })
  // ADR 019: the two substitutes are different defenders.
  .refine((n) => !n.substituto1 || !n.substituto2 || n.substituto1.id !== n.substituto2.id, {
    error: MENSAGEM_SUBSTITUTOS_IGUAIS,
    path: ['substituto2'],
  });
export type NucleoInput = z.infer<typeof nucleoInputSchema>;

/** Body of PATCH nucleo/maxestagiarios (cadastros-relatorios §2.6, §7): the list's modal allows 0 to 100. */
export const nucleoMaxEstagiariosSchema = z.object({
  id: id('Núcleo inválido.'),
  maximoIntegrantes: inteiroEntre(0, NUCLEO.maximoIntegrantesModalMax, mensagemMaximo(NUCLEO.maximoIntegrantesModalMax)),
});
export type NucleoMaxEstagiarios = z.infer<typeof nucleoMaxEstagiariosSchema>;

/** cadastros-relatorios §3 Nucleo as answered, with its version: the form and the list's quick edit send it back. */
export const nucleoSchema = z.object({
  id: z.number(),
  ordem: z.number(),
  nome: z.string(),
  comarca: refSchema,
  predio: refSchema.nullable(),
  telefone: telefoneJsonSchema,
  substituto1: refSchema.nullable(),
  substituto2: refSchema.nullable(),
  maximoIntegrantes: z.number(),
  versao: z.number(),
});
export type Nucleo = z.infer<typeof nucleoSchema>;
export const nucleoDetalheSchema = nucleoSchema.extend(auditoriaSchema.shape);
export type NucleoDetalhe = z.infer<typeof nucleoDetalheSchema>;
