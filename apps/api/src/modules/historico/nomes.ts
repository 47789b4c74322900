import { chaveDeNome, REFERENCIA_DO_CAMPO } from '@sgi/domain';
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import { assessor } from '../assessores/table.js';
import { atuacao } from '../atuacoes/table.js';
import { comarca } from '../comarcas/table.js';
import { cursoTable } from '../cursos/table.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { papel } from '../papeis/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { predio, setor } from '../predios/table.js';
import { vara } from '../varas/table.js';
import { distrito } from '../distritos/table.js';
import { movimentacao, tipoMovimentacao } from '../movimentacoes/table.js';
import { historico } from './table.js';

/**
 * The names of the records a page of history points to (issue 11 "Audit at scale"): one query per referenced table
 * for the whole page, and for records removed since, the last name their own history recorded.
 */
interface Fonte {
  id: PgColumn;
  nome: SQL | PgColumn;
  de: PgTable;
  /** the join a name needs (the pessoa of a defender) */
  juntar?: (q: ReturnType<typeof base>) => ReturnType<typeof base>;
  /** the column of its own history that holds the name, for removed records */
  campoNoHistorico?: string;
  /** or the pessoa it pointed to, for profiles whose name lives in the pessoa */
  pessoaNoHistorico?: true;
}

const base = (db: Leitura, f: Fonte) => db.select({ id: f.id, nome: sql<string>`${f.nome}` }).from(f.de).$dynamic();
const simples = (t: PgTable & { id: PgColumn; nome: PgColumn }): Fonte => ({ id: t.id, nome: t.nome, de: t, campoNoHistorico: 'nome' });

const FONTES: Record<string, Fonte> = {
  pessoa: { id: pessoa.id, nome: nomeCompletoDe(), de: pessoa, campoNoHistorico: 'nome' },
  defensor: { id: defensor.id, nome: nomeCompletoDe(), de: defensor, juntar: (q) => q.innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId)), pessoaNoHistorico: true },
  estagiario: { id: estagiario.id, nome: nomeCompletoDe(), de: estagiario, juntar: (q) => q.innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId)), pessoaNoHistorico: true },
  estagio: {
    id: estagio.id,
    nome: sql`${nomeCompletoDe()} || ' (desde ' || to_char(${estagio.dataInicioEstagio}::date, 'DD/MM/YYYY') || ')'`,
    de: estagio,
    juntar: (q) => q.innerJoin(estagiario, eq(estagiario.id, estagio.estagiarioId)).innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId)),
  },
  instituicao_ensino: { id: instituicaoEnsino.id, nome: instituicaoEnsino.razaoSocial, de: instituicaoEnsino, campoNoHistorico: 'razao_social' },
  setor: { id: setor.id, nome: sql`${setor.sigla} || ' — ' || ${setor.nome}`, de: setor, campoNoHistorico: 'nome' },
  assessor: { id: assessor.id, nome: sql`coalesce(${assessor.nome}, ${assessor.cpf})`, de: assessor, campoNoHistorico: 'nome' },
  papel: simples(papel),
  curso: simples(cursoTable),
  atuacao: simples(atuacao),
  comarca: simples(comarca),
  predio: simples(predio),
  vara: simples(vara),
  defensoria: simples(defensoria),
  nucleo: simples(nucleo),
  distrito: simples(distrito),
  tipo_movimentacao: { id: tipoMovimentacao.id, nome: tipoMovimentacao.descricao, de: tipoMovimentacao, campoNoHistorico: 'descricao' },
  movimentacao: {
    id: movimentacao.id,
    nome: sql`'nº ' || ${movimentacao.id} || ' (' || substr(${movimentacao.referencia}, 6, 2) || '/' || substr(${movimentacao.referencia}, 1, 4) || ')'`,
    de: movimentacao,
  },
};

type Diff = Record<string, { de: unknown; para: unknown }>;

/** The ids each referenced table must name, from the diffs of a page. */
export function referenciasDe(diffs: Diff[]): Map<string, Set<number>> {
  const porTabela = new Map<string, Set<number>>();
  for (const diff of diffs) {
    for (const [campo, { de, para }] of Object.entries(diff ?? {})) {
      const tabela = REFERENCIA_DO_CAMPO[campo];
      if (!tabela) continue;
      for (const v of [de, para].flat()) {
        if (typeof v === 'number' && Number.isSafeInteger(v)) (porTabela.get(tabela) ?? porTabela.set(tabela, new Set()).get(tabela)!).add(v);
      }
    }
  }
  return porTabela;
}

/** The last value of `campo` the history of these records holds (the name a removed record had). */
async function doHistorico(db: Leitura, tabela: string, ids: number[], campo: string): Promise<Map<number, string>> {
  const rows = await db
    .selectDistinctOn([historico.registro], {
      registro: historico.registro,
      valor: sql<string | null>`coalesce(${historico.diff} -> ${campo} ->> 'para', ${historico.diff} -> ${campo} ->> 'de')`,
    })
    .from(historico)
    .where(and(eq(historico.tabela, tabela), inArray(historico.registro, ids.map(String)), isNotNull(sql`${historico.diff} -> ${campo}`)))
    .orderBy(historico.registro, desc(historico.criadoEm), desc(historico.id));
  return new Map(rows.filter((r) => r.valor !== null).map((r) => [Number(r.registro), r.valor!]));
}

/** The names of live records of one table, prepared per table (a page of history asks for the same few tables). */
const nomesVivos = preparada('historico.nomes', (db, $: Marcadores<'ids'>, tabela: string) => {
  const f = FONTES[tabela]!;
  const q = base(db, f);
  return (f.juntar ? f.juntar(q) : q).where(sql`${f.id} = any(${$.ids}::int[])`);
});

async function nomesDaTabela(db: Leitura, tabela: string, ids: number[]): Promise<Map<number, string>> {
  const f = FONTES[tabela];
  if (!f || ids.length === 0) return new Map();
  const vivos = new Map((await nomesVivos(db, { ids }, tabela)).map((r) => [r.id as number, r.nome]));
  const removidos = ids.filter((id) => !vivos.has(id));
  if (removidos.length === 0) return vivos;
  if (f.campoNoHistorico) {
    for (const [id, nome] of await doHistorico(db, tabela, removidos, f.campoNoHistorico)) vivos.set(id, nome);
  } else if (f.pessoaNoHistorico) {
    const pessoaDe = await doHistorico(db, tabela, removidos, 'pessoa_id');
    const nomesDasPessoas = await nomesDaTabela(db, 'pessoa', [...new Set([...pessoaDe.values()].map(Number))]);
    for (const [id, pessoaId] of pessoaDe) {
      const nome = nomesDasPessoas.get(Number(pessoaId));
      if (nome) vivos.set(id, nome);
    }
  }
  return vivos;
}

/** `{ 'defensoria:43': '1ª Defensoria ...' }` for every reference in these diffs that can be named. */
export async function nomesDasReferencias(db: Leitura, diffs: Diff[]): Promise<Record<string, string>> {
  const nomes: Record<string, string> = {};
  await Promise.all(
    [...referenciasDe(diffs)].map(async ([tabela, ids]) => {
      for (const [id, nome] of await nomesDaTabela(db, tabela, [...ids])) nomes[chaveDeNome(tabela, id)] = nome;
    }),
  );
  return nomes;
}
