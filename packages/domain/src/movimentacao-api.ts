import './zod-pt-br.js';
import { z } from 'zod';
import { documentoPdf, tabelaPdf, type DefinicaoPdf } from './documento-pdf.js';
import { SITUACAO_ENTREGA_OPCOES } from './movimentacao-prazo.js';
import { configuracaoInputSchema, marcaTipoMovimentacao, tipoMovimentacaoSchema } from './movimentacao.js';
import { auditoriaSchema, refSchema } from './respostas.js';
import { versaoSchema } from './versao.js';
import { compararPtBr } from './texto.js';

/**
 * The answers of the movement calls (cadastros-relatorios §3 Movimentacao, Registro de movimentacao, Tipo de
 * movimentacao, Configuracao, movement report row; §7 movimentacao, movimentacao tipo, movimentacaoregistros,
 * app/configuracoes, dashboard/movimentacoes), written once: the API validates and strips its replies with them and
 * the web reads their types. Months are 'yyyy-MM', dates 'yyyy-MM-dd', instants ISO 8601.
 */

const data = z.string();

/** A row of GET movimentacao/tipo: §3 Tipo de movimentacao with the version PUT sends back. */
export const tipoMovimentacaoLinhaSchema = tipoMovimentacaoSchema.extend({ versao: z.number() });
export type TipoMovimentacaoLinha = z.infer<typeof tipoMovimentacaoLinhaSchema>;

/** GET movimentacao/tipo/{id}: the type with its audit fields. */
export const tipoMovimentacaoDetalheSchema = tipoMovimentacaoSchema.omit({ editadoPor: true }).extend(auditoriaSchema.shape);
export type TipoMovimentacaoDetalhe = z.infer<typeof tipoMovimentacaoDetalheSchema>;

/** POST/PUT movimentacao/tipo answer: 'Tipo {descrição} cadastrado.' / '... atualizado.', the id and version. */
export const tipoMovimentacaoSalvoSchema = z.object({ message: z.string(), id: z.number(), versao: z.number() });
export type TipoMovimentacaoSalvo = z.infer<typeof tipoMovimentacaoSalvoSchema>;

/** §3 Configuracao keys beyond the spec's key 1: 2 switches the e-mail reminder of owed months (issue 15). */
export const CHAVE_LEMBRETE_MOVIMENTACOES = 2;

/** GET app/configuracoes: [{chave, valor}] (§7), each with the version the administrators' PUT sends back. */
export const configuracaoComVersaoSchema = z.object({ chave: z.number().int(), valor: z.string(), versao: z.number() });
export type ConfiguracaoComVersao = z.infer<typeof configuracaoComVersaoSchema>;
export const configuracoesComVersaoSchema = z.array(configuracaoComVersaoSchema);

/** A line of a movement (§3 Registro de movimentacao): the type, the initial flag, quantity and process numbers. */
export const registroMovimentacaoSchema = z.object({
  id: z.number(),
  tipo: z.object({ id: z.number(), descricao: z.string(), inicial: z.boolean(), nucleo: z.boolean() }),
  inicial: z.boolean(),
  quantidade: z.number(),
  /** the digits of each number, in the order entered */
  processos: z.array(z.string()),
});
export type RegistroMovimentacao = z.infer<typeof registroMovimentacaoSchema>;

/** A row of GET movimentacao (§3 Movimentacao) and of the search page; `registros` only with comRegistros. */
export const movimentacaoLinhaSchema = z.object({
  id: z.number(),
  numero_lancamento: z.number(),
  defensor: refSchema,
  defensoria: refSchema.nullable(),
  distrito: refSchema.nullable(),
  nucleo: refSchema.nullable(),
  referencia: z.string(),
  data_recebimento: data,
  observacao: z.string().nullable(),
  civel: z.boolean(),
  criminal: z.boolean(),
  pontuar: z.boolean(),
  editadoEm: z.string(),
  editadoPor: z.object({ username: z.string() }).nullable(),
  registros: z.array(registroMovimentacaoSchema).optional(),
  versao: z.number(),
});
export type MovimentacaoLinha = z.infer<typeof movimentacaoLinhaSchema>;

/** The sortable columns of GET movimentacao (orderField, ADR 074); editadoEm is the search page's default (§2.12). */
export const CAMPOS_DE_ORDEM_MOVIMENTACAO = ['editadoEm', 'referencia', 'data_recebimento', 'defensor', 'id'] as const;
export type CampoDeOrdemMovimentacao = (typeof CAMPOS_DE_ORDEM_MOVIMENTACAO)[number];

/** The filters and order of GET movimentacao (§7), as the screens send them and the server reads them. */
export interface FiltroDeMovimentacoes {
  referencia?: string | undefined;
  defensor?: number | undefined;
  defensoria?: number | undefined;
  nucleo?: number | undefined;
  distrito?: number | undefined;
  tipo?: number | undefined;
  editadoPor?: number | undefined;
  orderField: CampoDeOrdemMovimentacao;
  orderDirection: 'ASC' | 'DESC';
}

/** GET movimentacao/{id}: the movement with its lines and audit fields. */
export const movimentacaoDetalheSchema = movimentacaoLinhaSchema
  .omit({ registros: true, editadoEm: true, editadoPor: true, versao: true })
  .extend({ registros: z.array(registroMovimentacaoSchema) })
  .extend(auditoriaSchema.shape);
export type MovimentacaoDetalhe = z.infer<typeof movimentacaoDetalheSchema>;

/** POST/PUT movimentacao answer: the message, the id and the version. */
export const movimentacaoSalvaSchema = z.object({ message: z.string(), id: z.number(), versao: z.number() });
export type MovimentacaoSalva = z.infer<typeof movimentacaoSalvaSchema>;

/** GET movimentacao/entregas: the other deliveries of the same defender, month and place (the form's warning). */
export const entregaExistenteSchema = z.object({ id: z.number(), data_recebimento: data, editadoEm: z.string() });
export const entregasExistentesSchema = z.array(entregaExistenteSchema);

const situacoes = SITUACAO_ENTREGA_OPCOES.map((o) => o.value) as [
  (typeof SITUACAO_ENTREGA_OPCOES)[number]['value'],
  ...(typeof SITUACAO_ENTREGA_OPCOES)[number]['value'][],
];

/** One delivery of a month (§3 movement report row entregas). */
export const entregaDoMesSchema = z.object({
  movimento_id: z.number(),
  data_recebimento: data,
  atendimentos: z.number(),
  civel: z.boolean(),
  criminal: z.boolean(),
});

/** A defender's month at one place (§3 referencias), with its situation (ADR 069). */
export const referenciaDoDefensorSchema = z.object({
  data_referencia: z.string(),
  data_prazo: data,
  defensoria_id: z.number().nullable(),
  nucleo_id: z.number().nullable(),
  local: z.string(),
  situacao: z.enum(situacoes),
  entregas: z.array(entregaDoMesSchema),
});
export type ReferenciaDoDefensor = z.infer<typeof referenciaDoDefensorSchema>;

/** The Movimentações home row (§3 movement report row). */
export const linhaDoPainelDeMovimentacoesSchema = z.object({
  defensor_id: z.number(),
  defensor_nome: z.string(),
  referencias: z.array(referenciaDoDefensorSchema),
});

/** The chart above the home's table: per month, on time, late and pending (ADR 069). */
export const totalDoMesSchema = z.object({ referencia: z.string(), entregues: z.number(), atrasadas: z.number(), pendentes: z.number() });

/** GET dashboard/movimentacoes/{referenciaI}. */
export const painelDeMovimentacoesSchema = z.object({
  linhas: z.array(linhaDoPainelDeMovimentacoesSchema),
  totais: z.array(totalDoMesSchema),
});
export type PainelDeMovimentacoes = z.infer<typeof painelDeMovimentacoesSchema>;

/**
 * The home's chart from its table: for each month of `meses`, in their order, the defenders' places counted by
 * situation (both pending kinds as pendentes). A month no place owes is a column of zeros.
 */
export function totaisDoPainel(linhas: PainelDeMovimentacoes['linhas'], meses: readonly string[]): PainelDeMovimentacoes['totais'] {
  const porMes = new Map(meses.map((referencia) => [referencia, { referencia, entregues: 0, atrasadas: 0, pendentes: 0 }]));
  for (const { referencias } of linhas) {
    for (const r of referencias) {
      const total = porMes.get(r.data_referencia);
      if (!total) continue;
      if (r.situacao === 'entregue') total.entregues += 1;
      else if (r.situacao === 'atrasada') total.atrasadas += 1;
      else total.pendentes += 1;
    }
  }
  return [...porMes.values()];
}

/**
 * The movement types' PDF (§2.12 Imprimir: every type, marked D or N, §9): defensoria types first, then núcleo
 * types, each group by description; the initial-petition flag beside.
 */
export function documentoDosTiposDeMovimentacao(
  tipos: readonly { descricao: string; inicial: boolean; nucleo: boolean }[],
  geradoEm?: Date,
): DefinicaoPdf {
  const ordenados = [...tipos].sort(
    (a, b) => Number(a.nucleo) - Number(b.nucleo) || compararPtBr(a.descricao, b.descricao),
  );
  const linhas = ordenados.map((t) => [marcaTipoMovimentacao(t), t.descricao, t.inicial ? 'Sim' : 'Não']);
  return documentoPdf({
    titulo: 'Tipos de Movimentação',
    subtitulo: 'D: tipo de defensoria · N: tipo de núcleo',
    conteudo: linhas.length
      ? [tabelaPdf(['Local', 'Descrição', 'Petição Inicial'], linhas, [40, '*', 80])]
      : [{ text: 'Nenhum registro encontrado', italics: true }],
    ...(geradoEm && { geradoEm }),
  });
}

const MENSAGEM_LEMBRETE = 'Lembrete por e-mail: use true (ligado) ou false (desligado).';

/** Key 2's value: the reminder of owed months is on only when it says 'true'. */
export const lembreteLigado = (configuracoes: readonly { chave: number; valor: string }[]) =>
  configuracoes.find((c) => c.chave === CHAVE_LEMBRETE_MOVIMENTACOES)?.valor === 'true';

/**
 * PUT app/configuracoes (the administrators' screen, ADR 071): the keys changed, each with the version read. Key 1 is
 * normalised as `configuracaoInputSchema` does; key 2 is 'true' or 'false'.
 */
export const configuracoesInputSchema = z
  .array(
    z.discriminatedUnion(
      'chave',
      [
        configuracaoInputSchema.extend({ versao: versaoSchema }),
        z.object({
          chave: z.literal(CHAVE_LEMBRETE_MOVIMENTACOES),
          valor: z.enum(['true', 'false'], { error: MENSAGEM_LEMBRETE }),
          versao: versaoSchema,
        }),
      ],
      { error: 'Configuração desconhecida.' },
    ),
    { error: 'Envie a lista de configurações.' },
  )
  .min(1, 'Envie ao menos uma configuração.')
  .max(2, 'Configuração repetida.')
  .refine((l) => new Set(l.map((c) => c.chave)).size === l.length, 'Configuração repetida.');
export type ConfiguracoesInput = z.infer<typeof configuracoesInputSchema>;
