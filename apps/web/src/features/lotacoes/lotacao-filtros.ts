import { TIPO_PESSOA, type TipoPessoa } from '@sgi/domain';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { ListarLotacoes } from './api';

/** The list's query parameters (cadastros-relatorios §2.10): each opens the list filtered. */
export const FILTROS = ['defensorid', 'assessorid', 'estagiarioid', 'defensoriaid', 'nucleoid'] as const;
export type Filtro = (typeof FILTROS)[number];
export type Filtros = Partial<Record<Filtro, string>>;

export const ROTULO_FILTRO: Record<Filtro, string> = {
  defensorid: 'Defensor',
  assessorid: 'Assessor',
  estagiarioid: 'Estagiário',
  defensoriaid: 'Defensoria',
  nucleoid: 'Núcleo',
};

export const ABAS = [
  { value: 'defensores', label: 'Defensores', pessoa: 'Defensor', tipoPessoa: TIPO_PESSOA.Defensor },
  { value: 'assessores', label: 'Assessores', pessoa: 'Assessor', tipoPessoa: TIPO_PESSOA.Assessor },
  { value: 'estagiarios', label: 'Estagiários', pessoa: 'Estagiário', tipoPessoa: TIPO_PESSOA.Estagiario },
] as const satisfies readonly { value: string; label: string; pessoa: string; tipoPessoa: TipoPessoa }[];
export type Aba = (typeof ABAS)[number];

/** Without a filter the list shows the placements edited in the last days (§9). */
export const DIAS_RECENTES = 7;
export const TAKE_RECENTES = 20;

/** A person filter opens that person's tab; otherwise the defenders' one. */
function abaPadrao(f: Filtros): Aba {
  if (f.assessorid && !f.defensorid) return ABAS[1];
  if (f.estagiarioid && !f.defensorid && !f.assessorid) return ABAS[2];
  return ABAS[0];
}

/** The filters and the tab, kept in the URL (a link from another list opens the list filtered). */
export function useFiltrosLotacao() {
  const [params, setParams] = useSearchParams();
  const filtros: Filtros = {};
  for (const f of FILTROS) {
    const v = params.get(f);
    if (v && /^\d+$/.test(v)) filtros[f] = v;
  }
  const aba = ABAS.find((a) => a.value === params.get('aba')) ?? abaPadrao(filtros);
  // A new search is a new page of history (Back returns to the previous one); the tab just replaces it.
  const pesquisar = (novos: Filtros) =>
    setParams((atual) => {
      const q = new URLSearchParams(atual);
      for (const f of FILTROS) {
        const v = novos[f];
        if (v) q.set(f, v);
        else q.delete(f);
      }
      q.delete('aba');
      q.delete('pagina');
      return q;
    });
  const mudarAba = (valor: string | null) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        q.set('aba', valor ?? ABAS[0].value);
        q.delete('pagina');
        return q;
      },
      { replace: true },
    );
  return { filtros, filtrado: Object.keys(filtros).length > 0, aba, pesquisar, mudarAba };
}

const numero = (v: string | undefined) => (v ? Number(v) : undefined);

/** GET lotacao's query: the filters, or without any the placements edited since `hoje` minus 7 days (absent ids are not sent). */
export function consultaLotacoes(filtros: Filtros, tipoPessoa: TipoPessoa, pagina: { skip: number; take: number }, hoje = dayjs()): ListarLotacoes {
  return {
    ...pagina,
    tipo_pessoa: tipoPessoa,
    id_defensor: numero(filtros.defensorid),
    id_assessor: numero(filtros.assessorid),
    id_estagiario: numero(filtros.estagiarioid),
    id_defensoria: numero(filtros.defensoriaid),
    id_nucleo: numero(filtros.nucleoid),
    ...(Object.keys(filtros).length === 0 && { data_edicao: hoje.subtract(DIAS_RECENTES, 'day').format('YYYY-MM-DD') }),
  };
}
