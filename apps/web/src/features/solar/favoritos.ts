import { compararPtBr } from '@sgi/domain';
import { SELETORES, LADOS, type FiltrosSolar } from './filtros';

/**
 * Favoritos (§2.18): the user's named filter sets, kept in this browser under a key of their own user name
 * (ADR 093) — like the placements report's filters (§2.17), nothing of them goes to the server.
 */
export interface Favorito {
  nome: string;
  filtros: FiltrosSolar;
}

export const chaveDosFavoritos = (username: string) => `sgi.solar.favoritos.${username}`;
export const MAXIMO_DE_FAVORITOS = 50;

const textos = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const textoOuNulo = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** A stored entry read back only if it still has the shape this screen writes (storage is the user's to edit). */
function favoritoValido(v: unknown): v is Favorito {
  const f = v as Favorito | null;
  if (!f || typeof f.nome !== 'string' || !f.nome.trim() || !f.filtros) return false;
  const { inicio, fim, marcados, lados } = f.filtros;
  return (
    textoOuNulo(inicio) &&
    textoOuNulo(fim) &&
    !!marcados &&
    !!lados &&
    SELETORES.every((s) => textos(marcados[s])) &&
    LADOS.every((l) => textoOuNulo(lados[l]))
  );
}

export function lerFavoritos(username: string): Favorito[] {
  try {
    const lidos: unknown = JSON.parse(localStorage.getItem(chaveDosFavoritos(username)) ?? '[]');
    return Array.isArray(lidos) ? lidos.filter(favoritoValido) : [];
  } catch {
    return [];
  }
}

function gravar(username: string, lista: Favorito[]): Favorito[] {
  localStorage.setItem(chaveDosFavoritos(username), JSON.stringify(lista));
  return lista;
}

/** Saves the filters under `nome`; the same name (ignoring case) replaces the old set. Sorted by name. */
export function salvarFavorito(username: string, nome: string, filtros: FiltrosSolar): Favorito[] {
  const limpo = nome.trim();
  const outros = lerFavoritos(username).filter((f) => f.nome.toLocaleLowerCase('pt-BR') !== limpo.toLocaleLowerCase('pt-BR'));
  const lista = [...outros, { nome: limpo, filtros }].sort((a, b) => compararPtBr(a.nome, b.nome)).slice(0, MAXIMO_DE_FAVORITOS);
  return gravar(username, lista);
}

export function removerFavorito(username: string, nome: string): Favorito[] {
  return gravar(username, lerFavoritos(username).filter((f) => f.nome !== nome));
}
