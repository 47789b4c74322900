import type { EventoDaLinhaDoTempo } from '@sgi/domain';

/**
 * The year filter's choices: every year an event touches, newest first (the domain's filtrarEventos keeps an event in
 * each of them). An open end (a placement still current) reaches `anoAtual`; an open start counts from its end.
 */
export function anosDaLinhaDoTempo(eventos: readonly Pick<EventoDaLinhaDoTempo, 'inicio' | 'termino'>[], anoAtual: number): number[] {
  const anos = new Set<number>();
  for (const e of eventos) {
    const de = e.inicio ? Number(e.inicio.slice(0, 4)) : e.termino ? Number(e.termino.slice(0, 4)) : anoAtual;
    const ate = e.termino ? Number(e.termino.slice(0, 4)) : Math.max(de, anoAtual);
    for (let a = de; a <= ate; a++) anos.add(a);
  }
  return [...anos].sort((a, b) => b - a);
}
