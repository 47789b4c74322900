import type { EntradaTabelaLotacao, NucleoDoCadastro } from '@sgi/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import { assessor } from '../assessores/table.js';
import { comarca } from '../comarcas/table.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { vigenteEm } from '../lotacoes/consultas.js';
import { lotacao } from '../lotacoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { predio, setor } from '../predios/table.js';

/**
 * The rows the reports on placements read (issue 16): the placements in force on a day and the people in them, and
 * the offices' structure — each part one query for the whole state, however many offices (no query per office).
 */

/** Active placements current on the day (§4), the defenders and interns in them (names only). */
export async function lotacoesDoDia(db: Leitura, dia: string) {
  const noDia = and(eq(lotacao.ativo, true), vigenteEm(dia));
  const lotados = (coluna: typeof lotacao.defensorId | typeof lotacao.estagioId) => sql`(select ${coluna} from ${lotacao} where ${noDia} and ${isNotNull(coluna)})`;
  const [lotacoes, defensores, estagios] = await Promise.all([
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
      .where(and(noDia, sql`(${lotacao.defensorId} is not null or ${lotacao.estagioId} is not null)`))
      // A fixed order, so names that tie come out the same on every request.
      .orderBy(asc(lotacao.id)),
    db
      .select({ id: defensor.id, nome: nomeCompletoDe(), titulo: defensor.titulo })
      .from(defensor)
      .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
      .where(sql`${defensor.id} in ${lotados(lotacao.defensorId)}`),
    db
      .select({ id: estagio.id, nome: nomeCompletoDe() })
      .from(estagio)
      .innerJoin(estagiario, eq(estagiario.id, estagio.estagiarioId))
      .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
      .where(sql`${estagio.id} in ${lotados(lotacao.estagioId)}`),
  ]);
  return { lotacoes, defensores, estagios };
}

/**
 * The interns report's input: comarcas, prédios, sectors and the defensorias marked for the reports ('Relatório',
 * exibirrelatorio, §2.5) with their substitutes and maximum, plus the day's placements.
 */
export async function entradaDasDefensorias(db: Leitura, dia: string): Promise<EntradaTabelaLotacao> {
  const [comarcas, predios, setores, defensorias, doDia] = await Promise.all([
    db.select({ id: comarca.id, nome: comarca.nome, prefixo: comarca.prefixo }).from(comarca).orderBy(asc(comarca.id)),
    db.select({ id: predio.id, nome: predio.nome, comarca_id: predio.comarcaId }).from(predio).orderBy(asc(predio.id)),
    db.select({ id: setor.id, sigla: setor.sigla, nome: setor.nome, predio_id: setor.predioId }).from(setor).orderBy(asc(setor.id)),
    db
      .select({
        id: defensoria.id,
        nome: defensoria.nome,
        ordem: defensoria.ordem,
        comarca_id: defensoria.comarcaId,
        predio_id: defensoria.predioId,
        atuacao_id: sql<number | null>`null`,
        vara_id: defensoria.varaId,
        substituta1_id: defensoria.substituta1Id,
        substituta2_id: defensoria.substituta2Id,
        maximo_estagiarios: defensoria.maximoEstagiarios,
      })
      .from(defensoria)
      .where(eq(defensoria.exibirrelatorio, true))
      .orderBy(asc(defensoria.id)),
    lotacoesDoDia(db, dia),
  ]);
  return { comarcas, predios, setores, atuacoes: [], varas: [], defensorias, nucleos: [], ...doDia, acoes: [] };
}

const substituto1 = alias(defensor, 'substituto1');
const substituto2 = alias(defensor, 'substituto2');
const pessoa1 = alias(pessoa, 'pessoa_substituto1');
const pessoa2 = alias(pessoa, 'pessoa_substituto2');

/** The núcleos report's input: every núcleo with its comarca, prédio and substitutes, the day's placements and advisors. */
export async function entradaDosNucleos(db: Leitura, dia: string) {
  const [nucleos, assessores, doDia] = await Promise.all([
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
      .orderBy(asc(nucleo.id)) as Promise<NucleoDoCadastro[]>,
    db
      .select({ nucleo_id: sql<number>`${lotacao.nucleoId}`, nome: sql<string>`coalesce(${assessor.nome}, '')` })
      .from(lotacao)
      .innerJoin(assessor, eq(assessor.id, lotacao.assessorId))
      .where(and(eq(lotacao.ativo, true), vigenteEm(dia), isNotNull(lotacao.nucleoId)))
      .orderBy(asc(lotacao.id)),
    lotacoesDoDia(db, dia),
  ]);
  const entrada: Omit<EntradaTabelaLotacao, 'nucleos'> = { comarcas: [], predios: [], atuacoes: [], varas: [], defensorias: [], ...doDia, acoes: [] };
  return { entrada, nucleos, assessores };
}
