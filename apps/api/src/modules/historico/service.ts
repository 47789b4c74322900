import { chaveDeNome, HISTORICO_DATA_FINAL_PADRAO, HISTORICO_DATA_INICIAL_PADRAO, TABELA_RECURSO, temAlguma } from '@sgi/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { forbidden } from '../../lib/errors.js';
import { pagina } from '../../lib/pagination.js';
import { registroAcesso } from '../auth/table.js';
import { defensor } from '../defensores/table.js';
import { estagiario } from '../estagiarios/table.js';
import { usuario } from '../usuarios/table.js';
import { nomesDasReferencias, referenciasDe } from './nomes.js';
import { historico } from './table.js';

/** Tables whose history this user may read: the owning resource's READ or ENUMERATE; all with ADMIN_ACTIONS. */
export function tabelasLegiveis(s: Contexto): string[] | 'todas' {
  if (s.permissoes.includes('ADMIN_ACTIONS')) return 'todas';
  return Object.entries(TABELA_RECURSO)
    .filter(([, r]) => temAlguma(s.permissoes, [`${r}_READ`, `${r}_ENUMERATE`]))
    .map(([t]) => t);
}

function tabelaLegivel(s: Contexto, tabela: string): boolean {
  const legiveis = tabelasLegiveis(s);
  return legiveis === 'todas' || legiveis.includes(tabela);
}

function exigirTabela(s: Contexto, tabela: string) {
  if (!tabelaLegivel(s, tabela)) throw forbidden();
}

/**
 * A defender's or an intern's name, CPF, birth date and address live in their pessoa row, so whoever may read
 * that profile may read that one pessoa's history too (ADR 016) — not the history of every pessoa.
 */
async function pessoaLegivelPeloPerfil(db: Leitura, s: Contexto, registro: string): Promise<boolean> {
  const id = Number(registro);
  if (!Number.isSafeInteger(id)) return false;
  const perfis = [
    { tabela: defensor, recurso: 'DEFENSOR' },
    { tabela: estagiario, recurso: 'ESTAGIARIO' },
  ] as const;
  for (const { tabela, recurso } of perfis) {
    if (!temAlguma(s.permissoes, [`${recurso}_READ`, `${recurso}_ENUMERATE`])) continue;
    const [achado] = await db.select({ id: tabela.id }).from(tabela).where(eq(tabela.pessoaId, id)).limit(1);
    if (achado) return true;
  }
  return false;
}

/**
 * [data_inicial 00:00, day after data_final 00:00): both ends in the server's time zone. (The end used to be cast
 * by the database in its session time zone, so the two ends could disagree by hours.)
 */
function limites(dataInicial: string | undefined, dataFinal: string | undefined): [Date, Date] {
  const inicio = new Date(`${dataInicial ?? HISTORICO_DATA_INICIAL_PADRAO}T00:00:00`);
  const fim = new Date(`${dataFinal ?? HISTORICO_DATA_FINAL_PADRAO}T00:00:00`);
  fim.setDate(fim.getDate() + 1);
  return [inicio, fim];
}
function periodo(coluna: PgColumn, dataInicial: string | undefined, dataFinal: string | undefined): SQL[] {
  const [inicio, fim] = limites(dataInicial, dataFinal);
  return [gte(coluna, inicio), lt(coluna, fim)];
}

export interface FiltroHistorico {
  tabela?: string | undefined;
  registro?: string | undefined;
  criadopor?: number | undefined;
  data_inicial?: string | undefined;
  data_final?: string | undefined;
}

function filtro(s: Contexto, f: FiltroHistorico, tabelaLiberada = false): SQL | undefined {
  const conds: (SQL | undefined)[] = periodo(historico.criadoEm, f.data_inicial, f.data_final);
  if (f.tabela) {
    if (!tabelaLiberada) exigirTabela(s, f.tabela);
    conds.push(eq(historico.tabela, f.tabela));
  } else {
    const legiveis = tabelasLegiveis(s);
    if (legiveis !== 'todas') conds.push(legiveis.length ? inArray(historico.tabela, legiveis) : sql`false`);
  }
  if (f.registro) conds.push(eq(historico.registro, f.registro));
  if (f.criadopor) conds.push(eq(historico.criadoPor, f.criadopor));
  return and(...conds);
}

const colunas = {
  id: historico.id,
  tabela: historico.tabela,
  registro: historico.registro,
  acao: historico.acao,
  criadoEm: historico.criadoEm,
  criadoPorId: historico.criadoPor,
  criadoPorUsername: usuario.username,
  diff: historico.diff,
};

interface Linha {
  id: number;
  tabela: string;
  registro: string | null;
  acao: string;
  criadoEm: Date;
  criadoPorId: number | null;
  criadoPorUsername: string | null;
  diff: unknown;
}
const json = ({ criadoEm, criadoPorId, criadoPorUsername, diff, acao, ...r }: Linha) => ({
  ...r,
  acao: acao as 'INSERT' | 'UPDATE' | 'DELETE',
  criadoEm: criadoEm.toISOString(),
  criadoPor: criadoPorId === null ? null : { id: criadoPorId, username: criadoPorUsername ?? '(usuário removido)' },
  diff: diff as Record<string, { de: unknown; para: unknown }>,
});

type Json = ReturnType<typeof json>;

/** Each row with the names of what its diff points to, all found in one pass over the page. */
async function comNomes(db: Leitura, linhas: Json[]) {
  const nomes = await nomesDasReferencias(db, linhas.map((l) => l.diff));
  return linhas.map((l) => {
    const chaves = [...referenciasDe([l.diff])].flatMap(([tabela, ids]) => [...ids].map((id) => chaveDeNome(tabela, id)));
    return { ...l, nomes: Object.fromEntries(chaves.filter((k) => k in nomes).map((k) => [k, nomes[k]!])) };
  });
}

/** The placeholders of one record's history: the record, the period's ends (ISO instants) and the author. */
type DoRegistro = Marcadores<'tabela' | 'registro' | 'inicio' | 'fim' | 'criadoPor'>;

/** Prepared (issue 12): the Histórico button is pressed on every form, and its shape never changes. */
const linhasDoRegistro = preparada('historico.registro', (db, $: DoRegistro, f: { autor: boolean }) =>
  db
    .select(colunas)
    .from(historico)
    .leftJoin(usuario, eq(usuario.id, historico.criadoPor))
    .where(
      and(
        eq(historico.tabela, $.tabela),
        eq(historico.registro, $.registro),
        gte(historico.criadoEm, $.inicio),
        lt(historico.criadoEm, $.fim),
        f.autor ? eq(historico.criadoPor, $.criadoPor) : undefined,
      ),
    )
    .orderBy(asc(historico.criadoEm), asc(historico.id))
    .limit(1000),
);

/** History of one record, oldest first (the Histórico button). */
export async function historicoDoRegistro(db: Leitura, s: Contexto, f: FiltroHistorico & { tabela: string; registro: string }) {
  const liberada = f.tabela === 'pessoa' && !tabelaLegivel(s, f.tabela) && (await pessoaLegivelPeloPerfil(db, s, f.registro));
  if (!liberada) exigirTabela(s, f.tabela);
  const [inicio, fim] = limites(f.data_inicial, f.data_final);
  const valores = { tabela: f.tabela, registro: f.registro, inicio: inicio.toISOString(), fim: fim.toISOString(), criadoPor: f.criadopor };
  const rows = await linhasDoRegistro(db, valores, { autor: f.criadopor !== undefined });
  return comNomes(db, rows.map(json));
}

/** Log page: paged, newest first by default. */
export async function buscarHistorico(
  db: Leitura,
  s: Contexto,
  f: FiltroHistorico & { skip: number; take: number; orderBy: 'asc' | 'desc' },
) {
  const where = filtro(s, f);
  const dir = f.orderBy === 'asc' ? asc : desc;
  const [rows, total] = await pagina(
    db
      .select(colunas)
      .from(historico)
      .leftJoin(usuario, eq(usuario.id, historico.criadoPor))
      .where(where)
      .orderBy(dir(historico.criadoEm), dir(historico.id))
      .offset(f.skip)
      .limit(f.take),
    db.select({ count: count() }).from(historico).where(where),
  );
  return [await comNomes(db, rows.map(json)), total] as const;
}

export async function buscarAcessos(
  db: Leitura,
  f: { skip: number; take: number; data_inicial?: string | undefined; data_final?: string | undefined; tipo?: string | undefined; username?: string | undefined },
) {
  const where = and(
    ...periodo(registroAcesso.criadoEm, f.data_inicial, f.data_final),
    f.tipo ? eq(registroAcesso.tipo, f.tipo) : undefined,
    f.username ? sql`lower(${registroAcesso.username}) = lower(${f.username})` : undefined,
  );
  const [rows, total] = await pagina(
    db.select().from(registroAcesso).where(where).orderBy(desc(registroAcesso.criadoEm), desc(registroAcesso.id)).offset(f.skip).limit(f.take),
    db.select({ count: count() }).from(registroAcesso).where(where),
  );
  return [rows.map((r) => ({ ...r, criadoEm: r.criadoEm.toISOString() })), total] as const;
}
