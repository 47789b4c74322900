import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Leitura } from '../db/actor.js';
import { preparada, type Marcadores } from '../db/preparada.js';
import { notificacao, periodo, regra } from '../modules/acoes/table.js';
import { anexo } from '../modules/anexos/table.js';
import { assessor } from '../modules/assessores/table.js';
import { atuacao } from '../modules/atuacoes/table.js';
import { comarca } from '../modules/comarcas/table.js';
import { cursoTable } from '../modules/cursos/table.js';
import { defensor } from '../modules/defensores/table.js';
import { defensoria } from '../modules/defensorias/table.js';
import { distrito } from '../modules/distritos/table.js';
import { estagiario, estagio } from '../modules/estagiarios/table.js';
import { feriado } from '../modules/feriados/table.js';
import { folhaFrequencia } from '../modules/folhas/table.js';
import { instituicaoEnsino } from '../modules/instituicoes/table.js';
import { lotacao } from '../modules/lotacoes/table.js';
import { movimentacao, tipoMovimentacao } from '../modules/movimentacoes/table.js';
import { nucleo } from '../modules/nucleos/table.js';
import { papel } from '../modules/papeis/table.js';
import { pessoa } from '../modules/pessoas/table.js';
import { predio } from '../modules/predios/table.js';
import { tarefa } from '../modules/tarefas/table.js';
import { usuario } from '../modules/usuarios/table.js';
import { vara } from '../modules/varas/table.js';
import type { Contexto } from './contexto.js';
import { notFound } from './errors.js';

/**
 * Record-level access (DESIGN §5, STYLE "Immich's requireAccess", ADR 036): which rows of a resource the caller may
 * see or change, for many ids at once, the same for staff and sheet-link sessions. The route's permission says
 * whether the caller reaches the resource at all; this says which of its rows. Ids outside answer 404 with the
 * message of a missing record, so an id reveals nothing about a record the caller may not see.
 *
 * - staff: every row of a register their permission opens, except jobs (only their own; ADMIN_ACTIONS all);
 * - sheet link (intern or supervisor by CPF, ADR 006): only the rows of the pessoa with that CPF — their intern
 *   register, their internships and their sheets, and a supervisor the sheets they are responsável for; no row of
 *   any other register;
 * - the system: everything; no session: nothing.
 *
 * Every register has its rule, every route with an id names its resource (config.recurso, checked at start-up) and
 * every list applies `filtroDeAcesso` in its WHERE, so a rule added here reaches the routes and the lists at once.
 */
interface Regra {
  tabela: PgTable;
  id: PgColumn;
  naoEncontrado: string;
  /** the rows the context may reach, as a WHERE condition; undefined = all, false = none */
  linhas(ctx: Contexto): SQL | undefined | false;
  /** a rule of the sheet link: the rows of a CPF (a value, or the placeholder of a prepared statement) */
  doCpf?: DoCpf;
}

/** The CPF of a sheet-link session, as a value or as a prepared statement's placeholder. */
type Cpf = string | Placeholder<'cpf'>;
type DoCpf = (cpf: Cpf) => SQL;

/** The pessoa ids behind the sheet-link session's CPF (one at most: the CPF is unique). */
const pessoasDoCpf = (cpf: Cpf) => sql`(select ${pessoa.id} from ${pessoa} where ${pessoa.cpf} = ${cpf})`;
const estagiariosDoCpf = (cpf: Cpf) =>
  sql`(select ${estagiario.id} from ${estagiario} where ${estagiario.pessoaId} in ${pessoasDoCpf(cpf)})`;

const daEquipe = (ctx: Contexto) => ctx.escopo === 'sistema' || ctx.escopo === 'usuario';

/** The staff see every row; the sheet link the rows of its CPF (`doCpf`); anyone else none. */
const daPessoa = (doCpf: DoCpf): { linhas: Regra['linhas']; doCpf: DoCpf } => ({
  doCpf,
  linhas: (ctx) => {
    if (daEquipe(ctx)) return undefined;
    if (ctx.escopo === 'folha' && ctx.cpf) return doCpf(ctx.cpf);
    return false;
  },
});

/** A register of the office's staff: every row for a staff session and the system, none for anyone else. */
const cadastro = (tabela: PgTable, id: PgColumn, naoEncontrado: string): Regra => ({
  tabela,
  id,
  naoEncontrado,
  linhas: (ctx) => (daEquipe(ctx) ? undefined : false),
});

const REGRAS = {
  assessor: cadastro(assessor, assessor.id, 'Assessor não encontrado.'),
  atuacao: cadastro(atuacao, atuacao.id, 'Atuação não encontrada.'),
  comarca: cadastro(comarca, comarca.id, 'Comarca não encontrada.'),
  curso: cadastro(cursoTable, cursoTable.id, 'Curso não encontrado.'),
  defensor: cadastro(defensor, defensor.id, 'Defensor não encontrado.'),
  defensoria: cadastro(defensoria, defensoria.id, 'Defensoria não encontrada.'),
  distrito: cadastro(distrito, distrito.id, 'Distrito não encontrado.'),
  feriado: cadastro(feriado, feriado.id, 'Feriado não encontrado.'),
  instituicao: cadastro(instituicaoEnsino, instituicaoEnsino.id, 'Instituição não encontrada.'),
  lotacao: cadastro(lotacao, lotacao.id, 'Lotação não encontrada.'),
  nucleo: cadastro(nucleo, nucleo.id, 'Núcleo não encontrado.'),
  papel: cadastro(papel, papel.id, 'Papel não encontrado.'),
  pessoa: cadastro(pessoa, pessoa.id, 'Pessoa não encontrada.'),
  predio: cadastro(predio, predio.id, 'Unidade não encontrada.'),
  usuario: cadastro(usuario, usuario.id, 'Usuário não encontrado.'),
  vara: cadastro(vara, vara.id, 'Vara não encontrada.'),
  anexo: cadastro(anexo, anexo.id, 'Anexo não encontrado.'),
  periodo: cadastro(periodo, periodo.id, 'Período não encontrado.'),
  regra: cadastro(regra, regra.id, 'Regra não encontrada.'),
  tipoMovimentacao: cadastro(tipoMovimentacao, tipoMovimentacao.id, 'Tipo de movimentação não encontrado.'),
  movimentacao: cadastro(movimentacao, movimentacao.id, 'Movimentação não encontrada.'),
  notificacao: {
    tabela: notificacao,
    id: notificacao.id,
    naoEncontrado: 'Notificação não encontrada.',
    // Each user's own copies (ADR 063): another user's id is as missing as one that never existed.
    linhas: (ctx) => (ctx.escopo === 'sistema' ? undefined : ctx.escopo === 'usuario' && ctx.usuarioId !== null ? eq(notificacao.usuarioId, ctx.usuarioId) : false),
  },
  estagiario: {
    tabela: estagiario,
    id: estagiario.id,
    naoEncontrado: 'Estagiário não encontrado.',
    ...daPessoa((cpf) => sql`${estagiario.pessoaId} in ${pessoasDoCpf(cpf)}`),
  },
  estagio: {
    tabela: estagio,
    id: estagio.id,
    naoEncontrado: 'Estágio não encontrado.',
    ...daPessoa((cpf) => sql`${estagio.estagiarioId} in ${estagiariosDoCpf(cpf)}`),
  },
  folha: {
    tabela: folhaFrequencia,
    id: folhaFrequencia.id,
    naoEncontrado: 'Folha de frequência não encontrada.',
    // An intern sees their own sheets; a supervisor the sheets they are responsável for (acesso-sessao §6, ADR 036).
    ...daPessoa(
      (cpf) => sql`(${folhaFrequencia.estagiarioId} in ${estagiariosDoCpf(cpf)} or ${folhaFrequencia.responsavelId} in ${pessoasDoCpf(cpf)})`,
    ),
  },
  tarefa: {
    tabela: tarefa,
    id: tarefa.id,
    naoEncontrado: 'Tarefa não encontrada.',
    // A job's progress is for whoever asked for it; the administrators' screen sees them all (ADR 029).
    linhas: (ctx) => {
      if (ctx.escopo === 'sistema' || ctx.permissoes.includes('ADMIN_ACTIONS')) return undefined;
      return ctx.escopo === 'usuario' && ctx.usuarioId !== null ? eq(tarefa.criadoPor, ctx.usuarioId) : false;
    },
  },
} satisfies Record<string, Regra>;

export type Recurso = keyof typeof REGRAS;
export const RECURSOS = Object.keys(REGRAS) as Recurso[];

/** The message of a missing row of the resource: the services answer it for an id the caller may not see, too. */
export const naoEncontrado = (recurso: Recurso): string => REGRAS[recurso].naoEncontrado;

/** The WHERE a list applies, so its rows and its count never hold what the caller may not see. */
export function filtroDeAcesso(ctx: Contexto, recurso: Recurso): SQL | undefined {
  const linhas = (REGRAS[recurso] as Regra).linhas(ctx);
  return linhas === false ? sql`false` : linhas;
}

/**
 * For a prepared list (ADR 041), whose SQL text is fixed per shape and so cannot take a rule's condition: whether the
 * context reaches every row of the resource (run the statement) or none (answer the empty page without a query). Only
 * for the registers whose rule is all or nothing; a rule with a condition of its own cannot be prepared.
 */
export function alcancaTodasOuNenhuma(ctx: Contexto, recurso: Recurso): boolean {
  const linhas = (REGRAS[recurso] as Regra).linhas(ctx);
  if (linhas === undefined || linhas === false) return linhas === undefined;
  throw new Error(`A regra de ${recurso} depende de quem pede: a lista não pode ser uma consulta preparada.`);
}

/** Whether the context reaches every row of the resource: then a route's id needs no lookup of its own. */
export const alcancaTodas = (ctx: Contexto, recurso: Recurso): boolean => (REGRAS[recurso] as Regra).linhas(ctx) === undefined;

export type RecursoDoLink = { [K in Recurso]: (typeof REGRAS)[K] extends { doCpf: DoCpf } ? K : never }[Recurso];

const acessiveisPeloLink = preparada('acesso.link', (db, $: Marcadores<'ids' | 'cpf'>, recurso: RecursoDoLink) => {
  const regra: Regra = REGRAS[recurso];
  return db
    .select({ id: regra.id })
    .from(regra.tabela)
    .where(and(sql`${regra.id} = any(${$.ids}::int[])`, linhasDoCpf(recurso, $.cpf)));
});

/**
 * For a prepared statement over a resource of the sheet link (ADR 059): whether the caller reaches all its rows, none,
 * or those of its CPF — then `linhasDoCpf` is the condition, with the CPF as the statement's placeholder.
 */
export function acessoPreparavel(ctx: Contexto, recurso: RecursoDoLink): 'todas' | 'nenhuma' | 'cpf' {
  const linhas = (REGRAS[recurso] as Regra).linhas(ctx);
  return linhas === undefined ? 'todas' : linhas === false ? 'nenhuma' : 'cpf';
}
export const linhasDoCpf = (recurso: RecursoDoLink, cpf: Placeholder<'cpf'>): SQL => REGRAS[recurso].doCpf(cpf);

/** Which of these ids exist and the caller may see or change: one query for all of them. */
export async function idsAcessiveis(db: Leitura, ctx: Contexto, recurso: Recurso, ids: readonly number[]): Promise<Set<number>> {
  const regra: Regra = REGRAS[recurso];
  const linhas = regra.linhas(ctx);
  if (linhas === false || ids.length === 0) return new Set();
  // A sheet link's every request checks its row: one statement per resource, prepared once (ADR 057).
  if (ctx.escopo === 'folha' && ctx.cpf && regra.doCpf) {
    const rows = await acessiveisPeloLink(db, { ids: [...new Set(ids)], cpf: ctx.cpf }, recurso as RecursoDoLink);
    return new Set(rows.map((r) => r.id as number));
  }
  const rows = await db
    .select({ id: regra.id })
    .from(regra.tabela)
    .where(and(inArray(regra.id, [...new Set(ids)]), linhas));
  return new Set(rows.map((r) => r.id as number));
}

/** Every id must be one the caller may see or change; otherwise 404, as for a record that does not exist. */
export async function exigirAcesso(db: Leitura, ctx: Contexto, recurso: Recurso, ids: readonly number[]): Promise<void> {
  const acessiveis = await idsAcessiveis(db, ctx, recurso, ids);
  if (ids.some((id) => !acessiveis.has(id))) throw notFound(REGRAS[recurso].naoEncontrado);
}
