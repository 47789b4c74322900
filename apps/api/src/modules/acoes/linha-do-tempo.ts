import {
  documentoDaLinhaDoTempo,
  slugDoTexto,
  TIPO_EVENTO,
  type EventoDaLinhaDoTempo,
  type FiltroDaLinhaDoTempo,
  type LotadoNoDia,
  type ResponsavelDoDia,
} from '@sgi/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { gerarPdf } from '../../lib/pdf.js';
import { findOrThrow } from '../../lib/errors.js';
import { naoEncontrado } from '../../lib/exigir-acesso.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { vigenteEm } from '../lotacoes/consultas.js';
import { lotacao } from '../lotacoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { periodo, substituicao } from './table.js';

const ausente = alias(defensor, 'ausente');
const pessoaAusente = alias(pessoa, 'pessoa_ausente');
const substituto = alias(defensor, 'substituto');
const pessoaSubstituto = alias(pessoa, 'pessoa_substituto');

const ordem = (a: EventoDaLinhaDoTempo, b: EventoDaLinhaDoTempo) =>
  (a.inicio ?? '').localeCompare(b.inicio ?? '') || a.tipo_evento - b.tipo_evento || a.id - b.id;

/**
 * GET defensor/timeline/{id} (§2.1, §3 Timeline event; ADR 064): the defender's actions (Ação), the offices they
 * answered for while another was away (Substituição) and their active placements (Lotação), oldest first; an open
 * start comes first.
 */
export async function linhaDoTempo(db: Leitura, defensorId: number): Promise<EventoDaLinhaDoTempo[]> {
  const [existe, acoes, substituicoes, lotacoes] = await Promise.all([
    db.select({ id: defensor.id }).from(defensor).where(eq(defensor.id, defensorId)),
    db
      .select({ id: periodo.id, tipo: periodo.tipo, inicio: periodo.dataInicial, termino: periodo.dataFinal, referencia: periodo.dataAquisitiva, anotacoes: periodo.motivo })
      .from(periodo)
      .where(eq(periodo.defensorId, defensorId)),
    db
      .select({
        id: periodo.id,
        tipo: periodo.tipo,
        inicio: periodo.dataInicial,
        termino: periodo.dataFinal,
        anotacoes: substituicao.anotacao,
        local: defensoria.nome,
        substituindo: nomeCompletoDe(pessoaAusente),
      })
      .from(substituicao)
      .innerJoin(periodo, eq(periodo.id, substituicao.periodoId))
      .innerJoin(defensoria, eq(defensoria.id, substituicao.defensoriaId))
      .innerJoin(ausente, eq(ausente.id, periodo.defensorId))
      .innerJoin(pessoaAusente, eq(pessoaAusente.id, ausente.pessoaId))
      .where(eq(substituicao.substitutoId, defensorId)),
    db
      .select({
        id: lotacao.id,
        tipo: lotacao.tipo,
        inicio: lotacao.dataInicial,
        termino: lotacao.dataFinal,
        anotacoes: sql<string | null>`nullif(concat_ws(' / ', ${lotacao.anotacao1}, ${lotacao.anotacao2}), '')`,
        local: sql<string | null>`coalesce(${defensoria.nome}, ${nucleo.nome})`,
      })
      .from(lotacao)
      .leftJoin(defensoria, eq(defensoria.id, lotacao.defensoriaId))
      .leftJoin(nucleo, eq(nucleo.id, lotacao.nucleoId))
      // An unticked placement is a draft (§4): not part of the career.
      .where(and(eq(lotacao.defensorId, defensorId), eq(lotacao.ativo, true))),
  ]);
  findOrThrow(existe, naoEncontrado('defensor'));
  return [
    ...acoes.map((a) => ({ tipo_evento: TIPO_EVENTO.Acao, ...a, local: null, substituindo: null })),
    ...substituicoes.map((s) => ({ tipo_evento: TIPO_EVENTO.Substituicao, ...s, referencia: null })),
    ...lotacoes.map((l) => ({ tipo_evento: TIPO_EVENTO.Lotacao, ...l, referencia: null, substituindo: null })),
  ].sort(ordem);
}

/**
 * GET defensoria/{id}/responsavel/{date} (issue 14; ADR 064): the defenders placed in the office that day (active
 * placements current on it, titulares first), each with the action that kept them away and the substitute it named
 * for this office; an action's substitution for the office whose defender holds no placement there that day is
 * listed too. `responsaveis` is who answered: the placed ones at work and the substitutes of those away.
 */
export async function responsavelNoDia(db: Leitura, defensoriaId: number, dia: string): Promise<ResponsavelDoDia> {
  const [d] = await db.select({ id: defensoria.id, nome: defensoria.nome }).from(defensoria).where(eq(defensoria.id, defensoriaId));
  const local = findOrThrow(d, naoEncontrado('defensoria'));
  const [lotados, afastamentos] = await Promise.all([
    db
      .select({ lotacao_id: lotacao.id, tipo: lotacao.tipo, id: defensor.id, nome: nomeCompletoDe(), data_inicial: lotacao.dataInicial, data_final: lotacao.dataFinal })
      .from(lotacao)
      .innerJoin(defensor, eq(defensor.id, lotacao.defensorId))
      .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
      .where(and(eq(lotacao.defensoriaId, defensoriaId), eq(lotacao.ativo, true), vigenteEm(dia)))
      // Titularidade (2) first, then by type and start.
      .orderBy(sql`${lotacao.tipo} <> 2`, asc(lotacao.tipo), asc(lotacao.dataInicial), asc(lotacao.id)),
    db
      .select({
        periodo_id: periodo.id,
        tipo: periodo.tipo,
        data_inicial: periodo.dataInicial,
        data_final: periodo.dataFinal,
        motivo: periodo.motivo,
        defensorId: ausente.id,
        defensorNome: nomeCompletoDe(pessoaAusente),
        substitutoId: substituto.id,
        substitutoNome: sql<string | null>`${nomeCompletoDe(pessoaSubstituto)}`,
        anotacao: substituicao.anotacao,
      })
      .from(periodo)
      .innerJoin(ausente, eq(ausente.id, periodo.defensorId))
      .innerJoin(pessoaAusente, eq(pessoaAusente.id, ausente.pessoaId))
      .leftJoin(substituicao, and(eq(substituicao.periodoId, periodo.id), eq(substituicao.defensoriaId, defensoriaId)))
      .leftJoin(substituto, eq(substituto.id, substituicao.substitutoId))
      .leftJoin(pessoaSubstituto, eq(pessoaSubstituto.id, substituto.pessoaId))
      .where(
        and(
          lte(periodo.dataInicial, dia),
          gte(periodo.dataFinal, dia),
          sql`(${substituicao.id} is not null or ${periodo.defensorId} in (select l.defensor_id from lotacao l where l.defensoria_id = ${defensoriaId} and l.ativo and (l.data_inicial is null or l.data_inicial <= ${dia}) and (l.data_final is null or l.data_final >= ${dia})))`,
        ),
      )
      .orderBy(asc(periodo.dataInicial), asc(periodo.id)),
  ]);
  const afastamentoDe = (id: number) => afastamentos.find((a) => a.defensorId === id) ?? null;
  const linha = (a: (typeof afastamentos)[number] | null) => ({
    afastamento: a && { periodo_id: a.periodo_id, tipo: a.tipo, data_inicial: a.data_inicial, data_final: a.data_final, motivo: a.motivo },
    substituto: a?.substitutoId ? { id: a.substitutoId, nome: a.substitutoNome ?? '' } : null,
    anotacao: a?.anotacao ?? null,
  });
  const vistos = new Set<number>();
  const linhas: LotadoNoDia[] = lotados.flatMap((l) => {
    if (vistos.has(l.id)) return [];
    vistos.add(l.id);
    return [{ lotacao_id: l.lotacao_id, tipo: l.tipo, defensor: { id: l.id, nome: l.nome }, data_inicial: l.data_inicial, data_final: l.data_final, ...linha(afastamentoDe(l.id)) }];
  });
  for (const a of afastamentos) {
    if (vistos.has(a.defensorId)) continue;
    vistos.add(a.defensorId);
    linhas.push({ lotacao_id: null, tipo: null, defensor: { id: a.defensorId, nome: a.defensorNome }, data_inicial: null, data_final: null, ...linha(a) });
  }
  const responsaveis = new Map<number, { id: number; nome: string }>();
  for (const l of linhas) {
    const quem = l.afastamento ? l.substituto : l.defensor;
    if (quem) responsaveis.set(quem.id, quem);
  }
  return { defensoria: local, data: dia, lotados: linhas, responsaveis: [...responsaveis.values()] };
}

/** GET defensor/timeline/{id}/pdf: the timeline as the screen filters it, in the documents' frame (landscape). */
export async function pdfDaLinhaDoTempo(db: Leitura, ctx: Contexto, defensorId: number, filtro: FiltroDaLinhaDoTempo) {
  const [eventos, [d]] = await Promise.all([
    linhaDoTempo(db, defensorId),
    db.select({ nome: nomeCompletoDe() }).from(defensor).innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId)).where(eq(defensor.id, defensorId)),
  ]);
  const nome = d?.nome ?? '';
  const arquivo = await gerarPdf(documentoDaLinhaDoTempo(nome, eventos, filtro, ctx.agora));
  return { filename: `linha-do-tempo-${slugDoTexto(nome) || defensorId}.pdf`, contentType: 'application/pdf', arquivo };
}
