import {
  exigeProcessos,
  movimentacaoNoContextoSchema,
  type MovimentacaoDetalhe,
  type MovimentacaoInput,
} from '@sgi/domain';

/** A line of the records table as the form holds it: selects hold ids as strings, a cleared quantity is ''. */
export interface LinhaValores {
  /** a stable React key for the line (lines are added and removed in any order) */
  chave: string;
  /** 'sim' / 'nao' filter the types by their initial flag (§4); null offers both */
  inicial: 'sim' | 'nao' | null;
  tipo: string | null;
  quantidade: number | string;
  /** the digits of each number, in the order entered */
  processos: string[];
}

export interface MovimentacaoValores {
  referencia: string;
  defensoria: string | null;
  nucleo: string | null;
  distrito: string | null;
  data_recebimento: string | null;
  civel: boolean;
  criminal: boolean;
  observacao: string;
  registros: LinhaValores[];
}

let sequencia = 0;
export const novaChave = () => `l${Date.now().toString(36)}${(sequencia++).toString(36)}`;
export const linhaVazia = (): LinhaValores => ({ chave: novaChave(), inicial: null, tipo: null, quantidade: '', processos: [] });

/**
 * The form's values for a new movement or a saved one. Cível and criminal start unmarked: whoever delivers marks the
 * area (both or neither count as Outro in the report, ADR 080).
 */
export function valoresIniciais(m: MovimentacaoDetalhe | null, novo: { referencia: string; defensoria?: string | null; nucleo?: string | null }): MovimentacaoValores {
  if (!m) {
    return {
      referencia: novo.referencia,
      defensoria: novo.defensoria ?? null,
      nucleo: novo.nucleo ?? null,
      distrito: null,
      data_recebimento: null,
      civel: false,
      criminal: false,
      observacao: '',
      registros: [linhaVazia()],
    };
  }
  return {
    referencia: m.referencia,
    defensoria: m.defensoria ? String(m.defensoria.id) : null,
    nucleo: m.nucleo ? String(m.nucleo.id) : null,
    distrito: m.distrito ? String(m.distrito.id) : null,
    data_recebimento: m.data_recebimento,
    civel: m.civel,
    criminal: m.criminal,
    observacao: m.observacao ?? '',
    registros: m.registros.map((r) => ({ chave: novaChave(), inicial: r.inicial ? 'sim' : 'nao', tipo: String(r.tipo.id), quantidade: r.quantidade, processos: r.processos })),
  };
}

/** A line nobody touched (the blank one the form starts with) is not sent. */
const linhaEmBranco = (l: LinhaValores) => l.tipo === null && l.quantidade === '' && l.processos.length === 0;

/** The POST/PUT body (§3 Movimentacao and Registro): the place by ehnucleo, the lines that say something. */
export function paraEnvio(v: MovimentacaoValores, defensorId: number, ehnucleo: boolean, pontuar: boolean) {
  const id = (s: string | null) => (s ? { id: Number(s) } : null);
  return {
    defensor: { id: defensorId },
    referencia: v.referencia,
    ehnucleo,
    defensoria: ehnucleo ? null : id(v.defensoria),
    nucleo: ehnucleo ? id(v.nucleo) : null,
    distrito: ehnucleo ? null : id(v.distrito),
    data_recebimento: v.data_recebimento ?? '',
    civel: v.civel,
    criminal: v.criminal,
    observacao: v.observacao,
    pontuar,
    registros: v.registros
      .filter((l) => !linhaEmBranco(l))
      .map((l) => ({
        tipo: l.tipo ? { id: Number(l.tipo) } : (null as unknown as { id: number }),
        inicial: l.inicial === 'sim',
        quantidade: l.quantidade === '' ? (null as unknown as number) : Number(l.quantidade),
        processos: l.processos,
      })),
  };
}

/**
 * The form's errors by the rules of the server (movimentacaoNoContextoSchema: the types, key 1 and today), keyed as
 * Mantine's form paths. The lines sent are the non-blank ones, so an error's line index is mapped back to the form's.
 */
export function errosDaMovimentacao(
  v: MovimentacaoValores,
  envio: ReturnType<typeof paraEnvio>,
  contexto: Parameters<typeof movimentacaoNoContextoSchema>[0],
): Record<string, string> {
  const r = movimentacaoNoContextoSchema(contexto).safeParse(envio);
  if (r.success) return {};
  const indices = v.registros.map((l, i) => (linhaEmBranco(l) ? -1 : i)).filter((i) => i >= 0);
  const erros: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const caminho = [...issue.path];
    if (caminho[0] === 'registros' && typeof caminho[1] === 'number') {
      caminho[1] = indices[caminho[1]] ?? caminho[1];
      // A process number's error belongs to the line's numbers field; 'tipo.id' to the type select.
      if (caminho[2] === 'processos') caminho.splice(3);
      if (caminho[2] === 'tipo') caminho.splice(3);
    }
    if (caminho[0] === 'defensoria' || caminho[0] === 'nucleo' || caminho[0] === 'distrito') caminho.splice(1);
    const chave = caminho.join('.') || 'registros';
    erros[chave] ??= issue.message;
  }
  return erros;
}

/** A type of key 1 locks the quantity to the count of numbers (§4): the value the line must show. */
export function quantidadeDaLinha(l: LinhaValores, tiposComProcesso: readonly number[]): number | string {
  return l.tipo && exigeProcessos(Number(l.tipo), tiposComProcesso) ? l.processos.length : l.quantidade;
}

export type { MovimentacaoInput };
