import { TEXTO_VAGO } from './tabela-lotacao.js';
import type { TabelaLotacao } from './tabela-lotacao-modelo.js';

/**
 * The public version (/relatorios/lotacoes/publico, ADR 075): layout 1 with names, offices and placement marks only.
 * Built field by field (a whitelist), so a field added to the internal model never leaks here by default.
 */
export interface DefensorPublico { nome: string; marca: string; diretor: boolean }
export interface DefensoriaPublica { nome: string; vago: string | null; defensores: DefensorPublico[] }
export interface GrupoPublico { titulo: string | null; defensorias: DefensoriaPublica[] }
export interface ComarcaPublica { nome: string; grupos: GrupoPublico[] }
export interface TabelaLotacaoPublica { data: string; comarcas: ComarcaPublica[] }

/** Layout 1's model reduced to what is public: no ids, notes, events (leave and its reasons), interns or substitutas. */
export function tabelaLotacaoPublica(t: TabelaLotacao): TabelaLotacaoPublica {
  return {
    data: t.data,
    comarcas: t.comarcas.map((c) => ({
      nome: c.nome,
      grupos: c.grupos.map((g) => ({
        titulo: g.titulo,
        defensorias: g.defensorias.map((d) => ({
          nome: d.nome,
          vago: d.defensores.length === 0 ? TEXTO_VAGO : null,
          defensores: d.defensores.map((p) => ({ nome: p.nome, marca: p.marca, diretor: p.diretor })),
        })),
      })),
    })),
  };
}
