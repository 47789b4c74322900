import './zod-pt-br.js';
import { z } from 'zod';
import { anotacaoSchema } from './campos.js';
import { dataIsoSchema } from './datas-schema.js';
import { isMesReferencia, primeiroDiaDaReferencia } from './movimentacao-prazo.js';
import { normalizarNumeroProcesso, processosDoTexto, validarNumeroProcesso } from './numero-processo.js';
import { textoSchema } from './texto.js';

/**
 * Limits of the movement registers (cadastros-relatorios §5, §9): quantity 0 to 9999, so at most 9999 process numbers
 * in a line (the quantity of a type that requires them is their count). The spec gives no length for the type's
 * description nor the observation; both are printed in the reports, so they stay short. A movement has one line per
 * type, and no office has 200 types.
 */
export const MOVIMENTACAO = { descricaoMax: 100, observacaoMax: 500, quantidadeMax: 9999, registrosMax: 200 } as const;

export const MENSAGEM_DESCRICAO_TIPO = 'Informe a descrição do tipo.';
export const MENSAGEM_TIPO_REMOVIDO = 'Tipo removido.';
export const mensagemTipoCadastrado = (descricao: string) => `Tipo ${descricao} cadastrado.`;
export const mensagemTipoAtualizado = (descricao: string) => `Tipo ${descricao} atualizado.`;
/** 409 of deleting a type in use (issue 15), naming how many movement lines use it. */
export const mensagemTipoEmUso = (n: number) =>
  `O tipo não pode ser removido: está em uso em ${n} ${n === 1 ? 'registro' : 'registros'} de movimentação.`;

export const MENSAGEM_MOVIMENTACAO_ATUALIZADA = 'Movimentação atualizada.';
export const MENSAGEM_MOVIMENTACAO_REMOVIDA = 'Movimentação removida.';
export const MENSAGEM_DEFENSOR_MOVIMENTACAO = 'Informe o defensor.';
export const MENSAGEM_REFERENCIA_OBRIGATORIA = 'Mês de referência é obrigatório.';
export const MENSAGEM_REFERENCIA_INVALIDA = 'Mês de referência inválido.';
export const MENSAGEM_RECEBIMENTO_OBRIGATORIO = 'Data de recebimento é obrigatória.';
export const MENSAGEM_RECEBIMENTO_ANTES_DA_REFERENCIA = 'A data de recebimento não pode ser anterior ao mês de referência.';
export const MENSAGEM_RECEBIMENTO_FUTURO = 'A data de recebimento não pode ser futura.';
export const MENSAGEM_DEFENSORIA_MOVIMENTACAO = 'Informe a defensoria.';
export const MENSAGEM_NUCLEO_MOVIMENTACAO = 'Informe o núcleo.';
export const MENSAGEM_TIPO_REGISTRO = 'Informe o tipo da movimentação.';
export const MENSAGEM_TIPO_REPETIDO = 'Tipo repetido: lance a quantidade numa linha só.';
export const MENSAGEM_TIPO_NAO_ENCONTRADO = 'Tipo de movimentação não encontrado.';
export const MENSAGEM_TIPO_DE_NUCLEO = 'Este tipo é de núcleo: escolha um tipo de defensoria.';
export const MENSAGEM_TIPO_DE_DEFENSORIA = 'Este tipo é de defensoria: escolha um tipo de núcleo.';
export const MENSAGEM_QUANTIDADE_OBRIGATORIA = 'Informe a quantidade.';
export const MENSAGEM_QUANTIDADE = `A quantidade deve ser um número inteiro de 0 a ${MOVIMENTACAO.quantidadeMax}.`;
/** §4: a type that requires process numbers locks the quantity to their count. */
export const mensagemQuantidadeTravada = (n: number) => `A quantidade deve ser igual ao número de processos informados: ${n}.`;

const marcado = (campo: string) => z.boolean({ error: `${campo}: marque ou desmarque.` }).nullish().transform((v) => v ?? false);

/** Movement type form and POST/PUT body (§2.12, §3 Tipo de movimentacao): {descricao, inicial, nucleo}. */
export const tipoMovimentacaoInputSchema = z.object({
  descricao: textoSchema({ error: MENSAGEM_DESCRICAO_TIPO })
    .trim()
    .min(1, MENSAGEM_DESCRICAO_TIPO)
    .max(MOVIMENTACAO.descricaoMax, `Descrição: no máximo ${MOVIMENTACAO.descricaoMax} caracteres.`),
  inicial: marcado('Petição Inicial'),
  nucleo: marcado('Núcleo'),
});
export type TipoMovimentacaoInput = z.infer<typeof tipoMovimentacaoInputSchema>;

/** §3 Tipo de movimentacao as answered. */
export const tipoMovimentacaoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  inicial: z.boolean(),
  nucleo: z.boolean(),
  editadoPor: z.object({ username: z.string() }).nullable(),
});
export type TipoMovimentacao = z.infer<typeof tipoMovimentacaoSchema>;

/** §9: the printed type list marks D (defensoria) or N (núcleo). */
export const marcaTipoMovimentacao = (tipo: { nucleo: boolean }): 'D' | 'N' => (tipo.nucleo ? 'N' : 'D');

/**
 * §4: the types a line may choose. A movement of a núcleo offers the núcleo types, one of a defensoria the others;
 * once the line says whether it is an initial petition (`inicial` not null), only the types with that flag.
 */
export function tiposDaLinha<T extends { inicial: boolean; nucleo: boolean }>(
  tipos: readonly T[],
  linha: { nucleo: boolean; inicial: boolean | null },
): T[] {
  return tipos.filter((t) => t.nucleo === linha.nucleo && (linha.inicial === null || t.inicial === linha.inicial));
}

/** §3 Configuracao: the keys the product reads. */
export const CHAVE_CONFIGURACAO = { TiposComProcesso: 1 } as const;

/** GET app/configuracoes (ADR 069): [{chave, valor}]. */
export const configuracaoSchema = z.object({ chave: z.number().int(), valor: z.string() });
export type Configuracao = z.infer<typeof configuracaoSchema>;
export const configuracoesSchema = z.array(configuracaoSchema);

/** Key 1's value, comma-separated type ids (§3), as a list; blanks and anything that is not an id are skipped. */
export function lerTiposComProcesso(valor: string | null | undefined): number[] {
  const ids = (valor ?? '').split(',').map((p) => p.trim()).filter((p) => /^\d+$/.test(p)).map(Number).filter((n) => n > 0);
  return [...new Set(ids)];
}

/** The ids of key 1 among the answer of GET app/configuracoes; none when the key is missing. */
export const tiposComProcessoDe = (configuracoes: readonly Configuracao[]) =>
  lerTiposComProcesso(configuracoes.find((c) => c.chave === CHAVE_CONFIGURACAO.TiposComProcesso)?.valor);

/** The stored value of key 1: the ids without repetition, in ascending order, comma-separated. */
export const valorTiposComProcesso = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');

export const exigeProcessos = (tipoId: number, tiposComProcesso: readonly number[]) => tiposComProcesso.includes(tipoId);

const MENSAGEM_TIPOS_COM_PROCESSO = 'Tipos com processo: informe os ids dos tipos separados por vírgula.';

/** The administrators' screen (issue 15) saves key 1 as {chave, valor}; the value is normalised. */
export const configuracaoInputSchema = z.object({
  chave: z.literal(CHAVE_CONFIGURACAO.TiposComProcesso, { error: 'Configuração desconhecida.' }),
  valor: textoSchema({ error: MENSAGEM_TIPOS_COM_PROCESSO })
    .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, MENSAGEM_TIPOS_COM_PROCESSO)
    .transform((v) => valorTiposComProcesso(lerTiposComProcesso(v))),
});
export type ConfiguracaoInput = z.infer<typeof configuracaoInputSchema>;

const referencia = (mensagem: string) =>
  z.object({ id: z.number({ error: mensagem }).int(mensagem).positive(mensagem) }, { error: mensagem });
const referenciaOpcional = (mensagem: string) => referencia(mensagem).nullish().transform((v) => v ?? null);

/** A line's numbers, sent as the stored comma-separated text (§3) or as a list; each valid and not repeated (§5). */
const processosSchema = z
  .union([textoSchema(), z.array(textoSchema())], { error: 'Números de processo inválidos.' })
  .nullish()
  .transform((v) => (typeof v === 'string' ? processosDoTexto(v) : (v ?? [])))
  .pipe(
    z
      .array(z.string())
      .max(MOVIMENTACAO.quantidadeMax, `No máximo ${MOVIMENTACAO.quantidadeMax} números de processo por linha.`)
      .superRefine((lista, ctx) => {
        lista.forEach((p, j) => {
          const mensagem = validarNumeroProcesso(p, lista.slice(0, j));
          if (mensagem) ctx.addIssue({ code: 'custom', path: [j], message: mensagem });
        });
      })
      .transform((lista) => lista.map((p) => normalizarNumeroProcesso(p)!)),
  );

const registroSchema = z.object(
  {
    tipo: referencia(MENSAGEM_TIPO_REGISTRO),
    // The line's choice that filters the types (§4); stored as the chosen type's flag (movimentacaoNoContextoSchema).
    inicial: marcado('Inicial'),
    quantidade: z
      .number({ error: (i) => (i.input == null ? MENSAGEM_QUANTIDADE_OBRIGATORIA : MENSAGEM_QUANTIDADE) })
      .int(MENSAGEM_QUANTIDADE)
      .min(0, MENSAGEM_QUANTIDADE)
      .max(MOVIMENTACAO.quantidadeMax, MENSAGEM_QUANTIDADE),
    processos: processosSchema,
  },
  { error: 'Registro inválido.' },
);
export type RegistroMovimentacaoInput = z.infer<typeof registroSchema>;

/** What the rules that read registered data need: the types (id, inicial, nucleo), key 1 and, on the server, today. */
export interface ContextoMovimentacao {
  tipos: readonly { id: number; inicial: boolean; nucleo: boolean }[];
  tiposComProcesso: readonly number[];
  hoje?: string;
}

const movimentacaoObjeto = z.object({
  defensor: referencia(MENSAGEM_DEFENSOR_MOVIMENTACAO),
  // The pipe stops at the first failure: a blank month gets only its "required" message.
  referencia: textoSchema({ error: MENSAGEM_REFERENCIA_OBRIGATORIA })
    .trim()
    .min(1, MENSAGEM_REFERENCIA_OBRIGATORIA)
    .pipe(z.string().refine(isMesReferencia, MENSAGEM_REFERENCIA_INVALIDA)),
  // The creation route's ?ehnucleo= (§2.12); absent, a movement with only a núcleo is of a núcleo.
  ehnucleo: z.boolean({ error: 'Núcleo: marque ou desmarque.' }).nullish().transform((v) => v ?? null),
  defensoria: referenciaOpcional('Defensoria inválida.'),
  nucleo: referenciaOpcional('Núcleo inválido.'),
  distrito: referenciaOpcional('Distrito inválido.'),
  data_recebimento: textoSchema({ error: MENSAGEM_RECEBIMENTO_OBRIGATORIO }).trim().min(1, MENSAGEM_RECEBIMENTO_OBRIGATORIO).pipe(dataIsoSchema),
  civel: marcado('Cível'),
  criminal: marcado('Criminal'),
  observacao: anotacaoSchema(MOVIMENTACAO.observacaoMax, 'Observação'),
  pontuar: marcado('Pontuar'),
  registros: z
    .array(registroSchema, { error: 'Registros inválidos.' })
    .max(MOVIMENTACAO.registrosMax, `No máximo ${MOVIMENTACAO.registrosMax} registros.`)
    .nullish()
    .transform((v) => v ?? []),
});
type MovimentacaoObjeto = z.infer<typeof movimentacaoObjeto>;

const ehNucleo = (m: Pick<MovimentacaoObjeto, 'ehnucleo' | 'defensoria' | 'nucleo'>) =>
  m.ehnucleo ?? (m.nucleo !== null && m.defensoria === null);

/** The cross-field rules (§4, §5, ADR 068, 069); with a context, also those that read the types, key 1 and today. */
function regras(m: MovimentacaoObjeto, ctx: z.RefinementCtx, contexto?: ContextoMovimentacao) {
  // Each rule reads only what parsed: a bad date is not also "before the month".
  // An issue on the path, inside it or on a field that holds it (a line that is no object) means it did not parse.
  const parsed = (...path: (string | number)[]) =>
    !ctx.issues.some((i) => {
      const onde = i.path ?? [];
      return onde.slice(0, path.length).every((p, k) => p === path[k]);
    });
  const erro = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const nucleo = ehNucleo(m);
  if (parsed('ehnucleo') && parsed('defensoria') && parsed('nucleo')) {
    if (nucleo && !m.nucleo) erro(['nucleo'], MENSAGEM_NUCLEO_MOVIMENTACAO);
    if (!nucleo && !m.defensoria) erro(['defensoria'], MENSAGEM_DEFENSORIA_MOVIMENTACAO);
  }
  if (parsed('referencia') && parsed('data_recebimento')) {
    if (m.data_recebimento < primeiroDiaDaReferencia(m.referencia)) erro(['data_recebimento'], MENSAGEM_RECEBIMENTO_ANTES_DA_REFERENCIA);
  }
  if (contexto?.hoje && parsed('data_recebimento') && m.data_recebimento > contexto.hoje) {
    erro(['data_recebimento'], MENSAGEM_RECEBIMENTO_FUTURO);
  }
  if (!Array.isArray(m.registros)) return;
  const vistos = new Set<number>();
  const tipos = new Map(contexto?.tipos.map((t) => [t.id, t]));
  m.registros.forEach((r, i) => {
    if (!parsed('registros', i, 'tipo')) return;
    if (vistos.has(r.tipo.id)) erro(['registros', i, 'tipo'], MENSAGEM_TIPO_REPETIDO);
    vistos.add(r.tipo.id);
    if (!contexto) return;
    const tipo = tipos.get(r.tipo.id);
    if (!tipo) return erro(['registros', i, 'tipo'], MENSAGEM_TIPO_NAO_ENCONTRADO);
    if (parsed('ehnucleo') && tipo.nucleo !== nucleo) erro(['registros', i, 'tipo'], nucleo ? MENSAGEM_TIPO_DE_DEFENSORIA : MENSAGEM_TIPO_DE_NUCLEO);
    const travada = exigeProcessos(tipo.id, contexto.tiposComProcesso);
    if (travada && parsed('registros', i, 'quantidade') && parsed('registros', i, 'processos') && r.quantidade !== r.processos.length) {
      erro(['registros', i, 'quantidade'], mensagemQuantidadeTravada(r.processos.length));
    }
  });
}

// A movement is of a defensoria (with its optional distrito) or of a núcleo: the other place is dropped, as the
// placement form does (§5).
const noLocal = (m: MovimentacaoObjeto) => {
  const nucleo = ehNucleo(m);
  return { ...m, ehnucleo: nucleo, defensoria: nucleo ? null : m.defensoria, distrito: nucleo ? null : m.distrito, nucleo: nucleo ? m.nucleo : null };
};

// Beside the other fields' errors too, so the form says at once everything that is wrong; only on an object.
const seObjeto = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value) };

/**
 * Movement form and POST/PUT movimentacao body (§2.12, §3 Movimentacao and Registro, §4, §5) with the rules that read
 * only the body: place by ehnucleo, receipt not before the month, one line per type, every process number valid and
 * not repeated in its line. Process numbers come out as their digits.
 */
export const movimentacaoInputSchema = movimentacaoObjeto.superRefine((m, ctx) => regras(m, ctx), seObjeto).transform(noLocal);
export type MovimentacaoInput = z.infer<typeof movimentacaoInputSchema>;

/**
 * movimentacaoInputSchema plus the rules that read registered data (the server repeats every rule): each line's type
 * exists and belongs to the movement's kind of place, a type of key 1 has as many numbers as its quantity, the receipt
 * is not after `hoje`. The line's `inicial` is stored as its type's flag.
 */
export function movimentacaoNoContextoSchema(contexto: ContextoMovimentacao) {
  const inicialDoTipo = new Map(contexto.tipos.map((t) => [t.id, t.inicial]));
  return movimentacaoObjeto
    .superRefine((m, ctx) => regras(m, ctx, contexto), seObjeto)
    .transform((m) => ({ ...noLocal(m), registros: m.registros.map((r) => ({ ...r, inicial: inicialDoTipo.get(r.tipo.id)! })) }));
}
