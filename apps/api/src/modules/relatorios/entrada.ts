import type { EntradaTabelaLotacao, NucleoDoCadastro } from '@sgi/domain';
import { and, asc, eq, isNotNull, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import { assessor } from '../assessores/table.js';
import { comarca } from '../comarcas/table.js';
import { defensor } from '../defensores/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { vigenteEm } from '../lotacoes/consultas.js';
import { lotacao } from '../lotacoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { predio } from '../predios/table.js';

/**
 * The rows the reports on placements read (issue 16): the placements in force on a day and the people in them, and
 * the offices' structure — each part one prepared query for the whole state (ADR 041), however many offices (no query
 * per office). Each in a fixed order, so names that tie come out the same on every request.
 */

/** Active and current on the day (§4). */
export const noDia = (dia: Placeholder) => and(eq(lotacao.ativo, true), vigenteEm(dia))!;

/**
 * The núcleos report reads only the placements in a núcleo: the others never reach it (the state's defensorias hold
 * twenty times as many, which it read and dropped before, issue 12).
 */
const noNucleo = (dia: Placeholder) => and(noDia(dia), isNotNull(lotacao.nucleoId))!;
const lotados = (dia: Placeholder, coluna: typeof lotacao.defensorId | typeof lotacao.estagioId) =>
  sql`(select ${coluna} from ${lotacao} where ${and(noNucleo(dia), isNotNull(coluna))})`;

const lotacoesQuery = preparada('relatorio.lotacoes-nos-nucleos', (db, $: Marcadores<'dia'>) =>
  db
    .select({
      defensoria_id: lotacao.defensoriaId,
      nucleo_id: lotacao.nucleoId,
      setor_id: lotacao.setorId,
      defensor_id: lotacao.defensorId,
      estagio_id: lotacao.estagioId,
      tipo: lotacao.tipo,
      data_inicial: lotacao.dataInicial,
      data_final: lotacao.dataFinal,
      ativo: lotacao.ativo,
      anotacao1: lotacao.anotacao1,
      anotacao2: lotacao.anotacao2,
      diretor: lotacao.diretor,
    })
    .from(lotacao)
    .where(and(noNucleo($.dia), sql`(${lotacao.defensorId} is not null or ${lotacao.estagioId} is not null)`))
    .orderBy(asc(lotacao.id)),
);
const defensoresQuery = preparada('relatorio.defensores-nos-nucleos', (db, $: Marcadores<'dia'>) =>
  db
    .select({ id: defensor.id, nome: nomeCompletoDe(), titulo: defensor.titulo })
    .from(defensor)
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .where(sql`${defensor.id} in ${lotados($.dia, lotacao.defensorId)}`)
    .orderBy(asc(defensor.id)),
);
const estagiosQuery = preparada('relatorio.estagios-nos-nucleos', (db, $: Marcadores<'dia'>) =>
  db
    .select({ id: estagio.id, nome: nomeCompletoDe() })
    .from(estagio)
    .innerJoin(estagiario, eq(estagiario.id, estagio.estagiarioId))
    .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
    .where(sql`${estagio.id} in ${lotados($.dia, lotacao.estagioId)}`)
    .orderBy(asc(estagio.id)),
);

/** Active placements current on the day in a núcleo, the defenders and interns in them (names only): three queries. */
async function lotacoesNosNucleos(db: Leitura, dia: string) {
  const [lotacoes, defensores, estagios] = await Promise.all([lotacoesQuery(db, { dia }), defensoresQuery(db, { dia }), estagiosQuery(db, { dia })]);
  return { lotacoes, defensores, estagios };
}

const substituto1 = alias(defensor, 'substituto1');
const substituto2 = alias(defensor, 'substituto2');
const pessoa1 = alias(pessoa, 'pessoa_substituto1');
const pessoa2 = alias(pessoa, 'pessoa_substituto2');

const nucleosQuery = preparada('relatorio.nucleos', (db) =>
  db
    .select({
      id: nucleo.id,
      nome: nucleo.nome,
      comarca_nome: comarca.nome,
      predio_nome: predio.nome,
      maximoIntegrantes: nucleo.maximoIntegrantes,
      substituto1_nome: sql<string | null>`${nomeCompletoDe(pessoa1)}`,
      substituto2_nome: sql<string | null>`${nomeCompletoDe(pessoa2)}`,
    })
    .from(nucleo)
    .innerJoin(comarca, eq(comarca.id, nucleo.comarcaId))
    .leftJoin(predio, eq(predio.id, nucleo.predioId))
    .leftJoin(substituto1, eq(substituto1.id, nucleo.substituto1Id))
    .leftJoin(pessoa1, eq(pessoa1.id, substituto1.pessoaId))
    .leftJoin(substituto2, eq(substituto2.id, nucleo.substituto2Id))
    .leftJoin(pessoa2, eq(pessoa2.id, substituto2.pessoaId))
    .orderBy(asc(nucleo.id)),
);
const assessoresQuery = preparada('relatorio.assessores-nos-nucleos', (db, $: Marcadores<'dia'>) =>
  db
    .select({ nucleo_id: sql<number>`${lotacao.nucleoId}`, nome: sql<string>`coalesce(${assessor.nome}, '')` })
    .from(lotacao)
    .innerJoin(assessor, eq(assessor.id, lotacao.assessorId))
    .where(and(noDia($.dia), isNotNull(lotacao.nucleoId)))
    .orderBy(asc(lotacao.id)),
);

/** The núcleos report's input: every núcleo with its comarca, prédio and substitutes, the day's placements and advisors. */
export async function entradaDosNucleos(db: Leitura, dia: string) {
  const [nucleos, assessores, doDia] = await Promise.all([
    nucleosQuery(db, {}) as Promise<NucleoDoCadastro[]>,
    assessoresQuery(db, { dia }),
    lotacoesNosNucleos(db, dia),
  ]);
  const entrada: Omit<EntradaTabelaLotacao, 'nucleos'> = { comarcas: [], predios: [], atuacoes: [], defensorias: [], ...doDia, acoes: [] };
  return { entrada, nucleos, assessores };
}
