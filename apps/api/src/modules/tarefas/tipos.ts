import type { TipoDeTarefa } from './fila.js';

/**
 * Every kind of background job the workers run (ADR 029). A kind is registered here and nowhere else; its label goes
 * in the domain's TAREFA_ROTULO.
 */
export const TIPOS_DE_TAREFA: readonly TipoDeTarefa<unknown>[] = [];
