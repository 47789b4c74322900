import { and, gte, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lotacao } from './table.js';

/** A placement is current (vigente) on `dia` (cadastros-relatorios §4), in SQL; the same rule as the domain's vigente(). */
export const vigenteEm = (dia: string | Placeholder, l: { dataInicial: AnyPgColumn; dataFinal: AnyPgColumn } = lotacao): SQL =>
  and(or(isNull(l.dataInicial), lte(l.dataInicial, dia)), or(isNull(l.dataFinal), gte(l.dataFinal, dia)))!;

/**
 * Periods overlap when each starts before the other ends; an empty start or end is open. Used for "two titulares at
 * once" and "interns in the defensoria on a day".
 */
export const sobrepoe = (inicio: string | null, fim: string | null): SQL =>
  and(
    fim === null ? undefined : or(isNull(lotacao.dataInicial), lte(lotacao.dataInicial, fim)),
    inicio === null ? undefined : or(isNull(lotacao.dataFinal), gte(lotacao.dataFinal, inicio)),
  ) ?? sql`true`;
