import './zod-pt-br.js';
import type { TipoAcao } from './acao.js';
import { z } from 'zod';
import { LAYOUT_TABELA_OPCOES, OPCOES_TABELA_PADRAO, type LayoutTabela, type OpcaoTabela, type OpcoesTabela } from './tabela-lotacao.js';
import type { EntradaTabelaLotacao } from './tabela-lotacao-entrada.js';
import type { FiltrosTabela } from './tabela-lotacao-filtros.js';
import type { TabelaLotacao, TabelaPorAtribuicao } from './tabela-lotacao-modelo.js';
import type { TabelaPorNucleo, TabelaPorSetor } from './tabela-lotacao-nucleo-setor.js';

/**
 * The answers of GET relatorio/lotacoes and GET publico/relatorio/lotacoes (issue 16; ADR 075–078), written once: the
 * API validates and strips its replies with them and the web reads their types. Dates 'yyyy-MM-dd'; instants ISO 8601.
 */

const evento = z.object({
  tipo: z.number() as unknown as z.ZodType<TipoAcao>,
  tipoNoRelatorio: z.number(),
  label: z.string(),
  inicio: z.string(),
  fim: z.string(),
  substituto: z.string().nullable(),
  motivo: z.string().nullable(),
});
const linhaDefensor = z.object({
  defensorId: z.number(),
  nome: z.string(),
  tipo: z.number(),
  marca: z.string(),
  diretor: z.boolean(),
  anotacoes: z.array(z.string()),
  eventos: z.array(evento),
});
const linhaEstagiario = z.object({ estagioId: z.number().nullable(), nome: z.string().nullable() });
const opcoes = z.object(Object.fromEntries(Object.keys(OPCOES_TABELA_PADRAO).map((k) => [k, z.boolean()])) as Record<OpcaoTabela, z.ZodBoolean>);

const defensoriaNaTabela = z.object({
  defensoriaId: z.number(),
  nome: z.string(),
  vaga: z.boolean(),
  vago: z.string().nullable(),
  defensores: z.array(linhaDefensor),
  maximoEstagiarios: z.number(),
  estagiarios: z.array(linhaEstagiario).nullable(),
  substituta1: z.string().nullable(),
  substituta2: z.string().nullable(),
});
const comarcas = z.array(
  z.object({
    id: z.number(),
    nome: z.string(),
    grupos: z.array(z.object({ id: z.number().nullable(), titulo: z.string().nullable(), defensorias: z.array(defensoriaNaTabela) })),
  }),
);

/** Layouts 1 and 4: comarca → group (atuação or prédio) → office. */
export const tabelaPorComarcaSchema = z.object({ layout: z.number(), data: z.string(), opcoes, comarcas });
/** Layout 2: one row per defender. */
export const tabelaPorAtribuicaoSchema = z.object({
  layout: z.number(),
  data: z.string(),
  opcoes,
  defensores: z.array(
    z.object({
      defensorId: z.number(),
      nome: z.string(),
      atribuicoes: z.array(z.object({ defensoriaId: z.number(), defensoria: z.string(), tipo: z.number(), label: z.string(), marca: z.string() })),
      substituicoes: z.array(z.string()),
      eventos: z.array(evento),
    }),
  ),
});
/** Layouts 3 and 6: every núcleo. */
export const tabelaPorNucleoSchema = z.object({
  layout: z.number(),
  data: z.string(),
  opcoes,
  nucleos: z.array(
    z.object({
      nucleoId: z.number(),
      nome: z.string(),
      vaga: z.boolean(),
      vago: z.string().nullable(),
      defensores: z.array(linhaDefensor),
      maximoEstagiarios: z.number(),
      estagiarios: z.array(linhaEstagiario).nullable(),
    }),
  ),
});
/** Layout 5: comarca → prédio → sector. */
export const tabelaPorSetorSchema = z.object({
  layout: z.number(),
  data: z.string(),
  opcoes,
  comarcas: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      predios: z.array(
        z.object({
          id: z.number(),
          nome: z.string(),
          setores: z.array(z.object({ setorId: z.number(), sigla: z.string(), nome: z.string(), estagiarios: z.array(linhaEstagiario) })),
        }),
      ),
    }),
  ),
});

const item = z.object({ id: z.number(), nome: z.string() });
/**
 * What the Filtros modal of layout 1 needs to cascade (§2.17): every comarca, the offices with their registered
 * comarca, and the defenders with the offices they are placed in that day.
 */
export const opcoesDosFiltrosSchema = z.object({
  comarcas: z.array(item),
  defensorias: z.array(item.extend({ comarca_id: z.number() })),
  defensores: z.array(item),
  lotacoes: z.array(z.object({ defensoria_id: z.number(), defensor_id: z.number() })),
});
export type OpcoesDosFiltros = z.infer<typeof opcoesDosFiltrosSchema>;

const listaDeIds = z.array(z.number()).nullable();
/** The filters as applied: the ones asked, cut to what the cascade still offers (filtrosCoerentes). */
export const filtrosAplicadosSchema = z.object({ comarcas: listaDeIds, defensorias: listaDeIds, defensores: listaDeIds });

/** GET relatorio/lotacoes: the table of the layout, the filter lists (layout 1) and when it was produced. */
export const relatorioLotacoesSchema = z.object({
  data: z.string(),
  layout: z.number(),
  titulo: z.string(),
  geradoEm: z.string(),
  /** the table's own empty message (§2.17), null when it has rows */
  vazio: z.string().nullable(),
  tabela: z.union([tabelaPorComarcaSchema, tabelaPorAtribuicaoSchema, tabelaPorNucleoSchema, tabelaPorSetorSchema]),
  /** layout 1 only */
  filtros: opcoesDosFiltrosSchema.nullable(),
  aplicados: filtrosAplicadosSchema.nullable(),
});
/** Any layout's table, as the domain's builders make it. */
export type TabelaMontada = TabelaLotacao | TabelaPorAtribuicao | TabelaPorNucleo | TabelaPorSetor;
export type RelatorioLotacoes = Omit<z.infer<typeof relatorioLotacoesSchema>, 'tabela' | 'layout'> & { layout: LayoutTabela; tabela: TabelaMontada };

/** Which shape a table has (layouts 1 and 4 share one; 3 and 6 another). */
export const ePorComarca = (t: TabelaMontada): t is TabelaLotacao => t.layout === 1 || t.layout === 4;
export const ePorAtribuicao = (t: TabelaMontada): t is TabelaPorAtribuicao => t.layout === 2;
export const ePorNucleo = (t: TabelaMontada): t is TabelaPorNucleo => t.layout === 3 || t.layout === 6;
export const ePorSetor = (t: TabelaMontada): t is TabelaPorSetor => t.layout === 5;

/** GET publico/relatorio/lotacoes: layout 1 of today reduced to what is public (ADR 075), with when it was produced. */
export const tabelaLotacaoPublicaSchema = z
  .object({
    data: z.string(),
    geradoEm: z.string(),
    comarcas: z.array(
      z
        .object({
          nome: z.string(),
          grupos: z.array(
            z
              .object({
                titulo: z.string().nullable(),
                defensorias: z.array(
                  z
                    .object({
                      nome: z.string(),
                      vago: z.string().nullable(),
                      defensores: z.array(z.object({ nome: z.string(), marca: z.string(), diretor: z.boolean() }).strict()),
                    })
                    .strict(),
                ),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict();
export type TabelaLotacaoPublicaComHora = z.infer<typeof tabelaLotacaoPublicaSchema>;

/** The query of GET relatorio/lotacoes and its PDF, as the screen writes it. */
export interface PedidoDaTabela {
  data: string;
  layout: LayoutTabela;
  opcoes?: Partial<OpcoesTabela>;
  filtros?: FiltrosTabela;
}

/**
 * The query string of a request: each toggle the layout shows by its name ('true'/'false'), and each layout-1 filter as
 * comma-separated ids — an empty value is an empty list ("Desmarcar Todos" then Aplicar), an absent one no filter.
 */
export function consultaDaTabela(p: PedidoDaTabela): string {
  const q = new URLSearchParams({ data: p.data, layout: String(p.layout) });
  const permitidas: readonly OpcaoTabela[] = LAYOUT_TABELA_OPCOES.find((o) => o.value === p.layout)?.opcoes ?? [];
  for (const k of permitidas) {
    const v = p.opcoes?.[k];
    if (v !== undefined && v !== OPCOES_TABELA_PADRAO[k]) q.set(k, String(v));
  }
  if (p.layout === 1) {
    for (const k of ['comarcas', 'defensorias', 'defensores'] as const) {
      const ids = p.filtros?.[k];
      if (ids != null) q.set(k, ids.join(','));
    }
  }
  return q.toString();
}

/** The filter lists of the answer as the rows the domain's cascade reads (filtrosCoerentes, defensoresOferecidos…). */
export function entradaDosFiltros(f: OpcoesDosFiltros): EntradaTabelaLotacao {
  return {
    comarcas: f.comarcas,
    predios: [],
    atuacoes: [],
    defensorias: f.defensorias.map((d) => ({
      ...d,
      predio_id: null,
      atuacao_id: null,
      vara_id: null,
      substituta1_id: null,
      substituta2_id: null,
      maximo_estagiarios: 0,
    })),
    nucleos: [],
    defensores: f.defensores,
    estagios: [],
    // Already the placements of the day: open dates keep them in force on it.
    lotacoes: f.lotacoes.map((l) => ({ ...l, estagio_id: null, tipo: 2, data_inicial: null, data_final: null, ativo: true })),
    acoes: [],
  };
}
