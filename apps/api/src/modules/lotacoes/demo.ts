import { TIPO_VINCULO } from '@sgi/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { assessor } from '../assessores/table.js';
import { defensoria } from '../defensorias/table.js';
import { defensor } from '../defensores/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { nucleo } from '../nucleos/table.js';
import { setor } from '../predios/table.js';
import { lotacao } from './table.js';

/** Afternoon and morning shifts of the office (4 h a day, the internship term's limit). */
const TURNOS = [
  ['13:00', '17:00'],
  ['08:00', '12:00'],
] as const;

/**
 * Demo placements (after the people and the structure): a titular for each defensoria while active defenders
 * last, the rest of them in the núcleos, a few advisors, and every active internship without desligamento placed
 * within its dates, up to each defensoria's maximum. Fits the rules of ADR 020, so no save would warn.
 */
export async function seedDemoLotacoes(db: Db): Promise<number> {
  const [defensorias, nucleos, defensores, assessores, estagios, setores] = await Promise.all([
    db.select({ id: defensoria.id, maximo: defensoria.maximoEstagiarios, predioId: defensoria.predioId }).from(defensoria).orderBy(asc(defensoria.ordem), asc(defensoria.id)),
    db.select({ id: nucleo.id }).from(nucleo).orderBy(asc(nucleo.ordem), asc(nucleo.id)),
    db.select({ id: defensor.id, admissao: defensor.dataAdmissao }).from(defensor).where(and(eq(defensor.ativo, true), isNull(defensor.dataExoneracao))).orderBy(asc(defensor.id)),
    db.select({ id: assessor.id }).from(assessor).where(eq(assessor.ativo, true)).orderBy(asc(assessor.id)),
    db
      .select({ id: estagio.id, inicio: estagio.dataInicioEstagio, fim: estagio.dataFimEstagio })
      .from(estagio)
      .innerJoin(estagiario, eq(estagiario.id, estagio.estagiarioId))
      .where(and(eq(estagiario.ativo, true), isNull(estagio.desligamento)))
      .orderBy(asc(estagio.id)),
    db.select({ id: setor.id, predioId: setor.predioId }).from(setor).orderBy(asc(setor.id)),
  ]);
  if (!defensorias.length) return 0;
  const setorDoPredio = (predioId: number | null) => setores.find((s) => s.predioId === predioId)?.id ?? null;

  const titulares = defensores.slice(0, defensorias.length).map((d, i) => ({
    tipo: TIPO_VINCULO.Titularidade,
    defensorId: d.id,
    defensoriaId: defensorias[i]!.id,
    dataInicial: d.admissao,
    pontuar: true,
  }));
  const nosNucleos = nucleos.length
    ? defensores.slice(defensorias.length).map((d, i) => ({ tipo: TIPO_VINCULO.Lotacao, defensorId: d.id, nucleoId: nucleos[i % nucleos.length]!.id, dataInicial: d.admissao }))
    : [];
  const deAssessores = assessores.slice(0, 6).map((a, i) => ({ tipo: TIPO_VINCULO.Designacao, assessorId: a.id, defensoriaId: defensorias[i % defensorias.length]!.id }));

  // Interns fill the defensorias in order, each up to its maximum.
  const vagas = defensorias.flatMap((d) => Array.from({ length: d.maximo }, () => d));
  const deEstagiarios = estagios.slice(0, vagas.length).map((e, i) => {
    const [entrada, saida] = TURNOS[i % TURNOS.length]!;
    const d = vagas[i]!;
    return { tipo: TIPO_VINCULO.Designacao, estagioId: e.id, defensoriaId: d.id, setorId: setorDoPredio(d.predioId), dataInicial: e.inicio, dataFinal: e.fim, entrada, saida };
  });

  const linhas = [...titulares, ...nosNucleos, ...deAssessores, ...deEstagiarios];
  await withActor(db, contextoDoSistema(), (tx) => tx.insert(lotacao).values(linhas));
  return linhas.length;
}
