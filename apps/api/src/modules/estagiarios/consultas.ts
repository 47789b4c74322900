import { onlyDigits } from '@sgi/domain';
import { and, asc, count, desc, eq, ilike, isNotNull, min, sql, type SQL } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import type { Contexto } from '../../lib/contexto.js';
import { findOrThrow } from '../../lib/errors.js';
import { acessoPreparavel, filtroDeAcesso, linhasDoCpf, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contem, contemTexto, pagina } from '../../lib/pagination.js';
import { anexo } from '../anexos/table.js';
import { cursoTable } from '../cursos/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { pessoa } from '../pessoas/table.js';
import { estagiario, estagio } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

/** Reads of the intern register: the list (one query plus the count), one intern, the e-mail list. */

export const ESTAGIARIO_NAO_ENCONTRADO = naoEncontrado('estagiario');

/** The intern's name: the intern form keeps the full name in nome; a pessoa split elsewhere still reads whole. */
export const nomeCompleto = sql<string>`trim(${pessoa.nome} || ' ' || coalesce(${pessoa.sobrenome}, ''))`;

/**
 * First internship start of each intern: the list's default order (cadastros-relatorios §2.3). One grouped pass over
 * the internships joined to the interns, instead of a min() per intern (issue 12).
 */
const primeiros = (db: Leitura) =>
  db
    .select({ estagiarioId: estagio.estagiarioId, inicio: min(estagio.dataInicioEstagio).as('inicio') })
    .from(estagio)
    .groupBy(estagio.estagiarioId)
    .as('primeiro');
type Primeiros = ReturnType<typeof primeiros>;

/** The internships of each row as JSON in the same query (no N+1), oldest first. */
const estagiosJson = sql<EstagioResumo[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${estagio.id}, 'tipo_estagio', ${estagio.tipoEstagio},
    'data_inicio_estagio', ${estagio.dataInicioEstagio}, 'data_fim_estagio', ${estagio.dataFimEstagio},
    'desligamento', ${estagio.desligamento},
    'instituicao', json_build_object('id', ${instituicaoEnsino.id}, 'razao_social', ${instituicaoEnsino.razaoSocial}),
    'curso', json_build_object('id', ${cursoTable.id}, 'nome', ${cursoTable.nome})
  ) order by ${estagio.dataInicioEstagio}, ${estagio.id}), '[]'::json)
  from ${estagio}
  join ${instituicaoEnsino} on ${instituicaoEnsino.id} = ${estagio.instituicaoEnsinoId}
  join ${cursoTable} on ${cursoTable.id} = ${estagio.cursoId}
  where ${estagio.estagiarioId} = ${estagiario.id})`;

const anexosJson = sql<{ id: number; filename: string }[]>`(
  select coalesce(json_agg(json_build_object('id', ${anexo.id}, 'filename', ${anexo.filename}) order by ${anexo.id}), '[]'::json)
  from ${anexo} where ${anexo.estagiarioId} = ${estagiario.id})`;

export interface EstagioResumo {
  id: number;
  tipo_estagio: number;
  data_inicio_estagio: string;
  data_fim_estagio: string | null;
  desligamento: string | null;
  instituicao: { id: number; razao_social: string };
  curso: { id: number; nome: string };
}

export interface Inclusoes {
  comEstagios: boolean;
  comAnexos: boolean;
  comTelefones: boolean;
}

function colunas(inc: Inclusoes) {
  return {
    id: estagiario.id,
    pessoaId: estagiario.pessoaId,
    cpf: pessoa.cpf,
    nome: nomeCompleto,
    data_nascimento: pessoa.dataNascimento,
    email: pessoa.email,
    email_institucional: pessoa.emailInstitucional,
    ativo: estagiario.ativo,
    telefoneDdd: pessoa.telefoneDdd,
    telefoneNumero: pessoa.telefoneNumero,
    celularDdd: pessoa.celularDdd,
    celularNumero: pessoa.celularNumero,
    // Asked-for parts only: a plain list does not pay for the subqueries.
    estagios: inc.comEstagios ? estagiosJson : sql<null>`null`,
    anexos: inc.comAnexos ? anexosJson : sql<null>`null`,
  };
}

interface Linha {
  id: number;
  pessoaId: number;
  cpf: string | null;
  nome: string;
  data_nascimento: string | null;
  email: string | null;
  email_institucional: string | null;
  ativo: boolean;
  telefoneDdd: number | null;
  telefoneNumero: string | null;
  celularDdd: number | null;
  celularNumero: string | null;
  estagios: EstagioResumo[] | null;
  anexos: { id: number; filename: string }[] | null;
}

function json(r: Linha, inc: Inclusoes) {
  const { telefoneDdd, telefoneNumero, celularDdd, celularNumero, estagios, anexos, ...dados } = r;
  return {
    ...dados,
    ...(inc.comTelefones && {
      telefone: { ddd: telefoneDdd, numero: telefoneNumero },
      celular: { ddd: celularDdd, numero: celularNumero },
    }),
    ...(inc.comEstagios && { estagios: estagios ?? [] }),
    ...(inc.comAnexos && { anexos: anexos ?? [] }),
  };
}

export interface ListarEstagiarios extends Inclusoes {
  skip: number;
  take: number;
  inativos: boolean;
  id?: number | undefined;
  orderField: 'data_inicio_estagio' | 'nome' | 'cpf' | 'data_nascimento';
  orderBy: 'asc' | 'desc';
  nome?: string | undefined;
  cpf?: string | undefined;
}

const digitosDoCpf = (q: Pick<ListarEstagiarios, 'cpf'>) => (q.cpf ? onlyDigits(q.cpf) : '');
const buscaNaPessoa = (q: Pick<ListarEstagiarios, 'nome' | 'cpf'>) => Boolean(q.nome?.trim() || digitosDoCpf(q));

function filtro(q: Pick<ListarEstagiarios, 'inativos' | 'id' | 'nome' | 'cpf'>): SQL | undefined {
  const digitos = digitosDoCpf(q);
  return and(
    // Without the Inativos box only active interns; with it, all of them (lookups of placements need both).
    q.inativos ? undefined : eq(estagiario.ativo, true),
    q.id ? eq(estagiario.id, q.id) : undefined,
    q.nome?.trim() ? contemTexto(nomeCompleto, q.nome.trim()) : undefined,
    digitos ? ilike(pessoa.cpf, contem(digitos)) : undefined,
  );
}

function ordem(q: Pick<ListarEstagiarios, 'orderField' | 'orderBy'>, primeiro: Primeiros): SQL[] {
  const dir = q.orderBy === 'desc' ? 'desc' : 'asc';
  const porNome = [asc(nomeCompleto), asc(estagiario.id)];
  switch (q.orderField) {
    case 'nome':
      return [(q.orderBy === 'desc' ? desc : asc)(nomeCompleto), asc(estagiario.id)];
    case 'cpf':
      return [(q.orderBy === 'desc' ? desc : asc)(pessoa.cpf), asc(estagiario.id)];
    case 'data_nascimento':
      return [sql`${pessoa.dataNascimento} ${sql.raw(dir)} nulls last`, ...porNome];
    default:
      // Interns without an internship go last in either direction.
      return [sql`${primeiro.inicio} ${sql.raw(dir)} nulls last`, ...porNome];
  }
}

/**
 * The shapes of the list as its screen opens it, without a search (ADR 041): who asks (the staff, or an intern's link
 * by CPF), the Inativos box, the sort and the asked-for parts. At most 2 × 2 × 4 × 2 × 2 × 2 = 128 statements.
 */
type FormaDaLista = {
  acesso: 'todas' | 'cpf';
  inativos: boolean;
  campo: ListarEstagiarios['orderField'];
  direcao: ListarEstagiarios['orderBy'];
  estagios: boolean;
  anexos: boolean;
};
type FormaDoTotal = Pick<FormaDaLista, 'acesso' | 'inativos'>;

const ondeDaForma = ($: Marcadores<'cpf'>, f: FormaDoTotal) =>
  and(f.acesso === 'cpf' ? linhasDoCpf('estagiario', $.cpf) : undefined, f.inativos ? undefined : eq(estagiario.ativo, true));

/** A page's select: the intern with its person, and the first internship joined when it is the sort. */
function selecaoDaPagina(db: Leitura, inc: Inclusoes, campo: ListarEstagiarios['orderField'], primeiro: Primeiros) {
  const q = db.select(colunas(inc)).from(estagiario).innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId)).$dynamic();
  return campo === 'data_inicio_estagio' ? q.leftJoin(primeiro, eq(primeiro.estagiarioId, estagiario.id)) : q;
}

const paginaDeEstagiarios = preparada('estagiario.lista', (db, $: Marcadores<'cpf' | 'skip' | 'take'>, f: FormaDaLista) => {
  const primeiro = primeiros(db);
  return selecaoDaPagina(db, { comEstagios: f.estagios, comAnexos: f.anexos, comTelefones: false }, f.campo, primeiro)
    .where(ondeDaForma($, f))
    .orderBy(...ordem({ orderField: f.campo, orderBy: f.direcao }, primeiro))
    .offset($.skip)
    .limit($.take);
});
const totalDeEstagiarios = totalGuardado('estagiario.total', (db, $: Marcadores<'cpf'>, f: FormaDoTotal) =>
  db.select({ count: count() }).from(estagiario).where(ondeDaForma($, f)),
);

/** The intern list (cadastros-relatorios §2.3, §7): one page plus the total, sorted in SQL. */
export async function listEstagiarios(db: Leitura, ctx: Contexto, q: ListarEstagiarios) {
  if (!q.id && !buscaNaPessoa(q)) {
    // The screen's own shapes: prepared, parsed and planned once per connection.
    const acesso = acessoPreparavel(ctx, 'estagiario');
    if (acesso === 'nenhuma') return [[], 0] as [ReturnType<typeof json>[], number];
    const total: FormaDoTotal = { acesso, inativos: q.inativos };
    const [rows, n] = await pagina(
      paginaDeEstagiarios(
        db,
        { cpf: ctx.cpf, skip: q.skip, take: q.take },
        { ...total, campo: q.orderField, direcao: q.orderBy, estagios: q.comEstagios, anexos: q.comAnexos },
      ),
      totalDeEstagiarios(db, { cpf: ctx.cpf }, total),
    );
    return [rows.map((r) => json(r, q)), n] as [ReturnType<typeof json>[], number];
  }
  const where = and(filtroDeAcesso(ctx, 'estagiario'), filtro(q));
  const primeiro = primeiros(db);
  // The count needs the pessoa only to search by name or CPF.
  const contagem = db.select({ count: count() }).from(estagiario).$dynamic();
  const [rows, total] = await pagina(
    selecaoDaPagina(db, q, q.orderField, primeiro).where(where).orderBy(...ordem(q, primeiro)).offset(q.skip).limit(q.take),
    (buscaNaPessoa(q) ? contagem.innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId)) : contagem).where(where),
  );
  return [rows.map((r) => json(r, q)), total] as [ReturnType<typeof json>[], number];
}

/** One intern with the form's fields and audit info. */
export async function getEstagiario(db: Leitura, id: number, inc: Inclusoes) {
  const r = findOrThrow(
    await db
      .select({ ...colunas(inc), estadocivil: pessoa.estadocivil, anotacao: estagiario.anotacao, ...auditoriaSelect(estagiario), versao: pessoa.versao })
      .from(estagiario)
      .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
      .leftJoin(criador, joinCriador(estagiario))
      .leftJoin(editor, joinEditor(estagiario))
      .where(eq(estagiario.id, id)),
    ESTAGIARIO_NAO_ENCONTRADO,
  );
  // The version is the pessoa's: every write of the intern form, and of the other forms of the same person
  // (defensor, pessoa, usuário), changes that row (ADR 022).
  const { criadoEm, editadoEm, criadoPorUsername, editadoPorUsername, versao, estadocivil, anotacao, ...linha } = r;
  return {
    ...json(linha, inc),
    estadocivil,
    anotacao,
    ...auditoriaJson({ criadoEm, editadoEm, criadoPorUsername, editadoPorUsername, versao }),
  };
}

/** The intern e-mail list (cadastros-relatorios §2.3): name and e-mail of the interns that have one. */
export async function listEmailsEstagiarios(db: Leitura, ctx: Contexto, inativos: boolean) {
  return db
    .select({ nome: nomeCompleto, email: sql<string>`${pessoa.email}` })
    .from(estagiario)
    .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
    .where(and(filtroDeAcesso(ctx, 'estagiario'), inativos ? undefined : eq(estagiario.ativo, true), isNotNull(pessoa.email)))
    .orderBy(asc(nomeCompleto), asc(estagiario.id));
}
