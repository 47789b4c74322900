import {
  formatCpf,
  isFolhaEditavel,
  isFolhaNotificavel,
  STATUS_FOLHA,
  transicaoDaFolha,
  type AtorDaFolha,
  type Folha,
  type FolhaResumo,
  type ContagemDasFolhas,
  type EstagioSemFolha,
  type LinhaDasFolhas,
  MOTIVO_ESTAGIARIO_INATIVO,
  MOTIVO_SEM_LOTACAO,
  type StatusFolha,
  compararPtBr,
} from '@sgi/domain';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import { bruta, preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { findOrThrow } from '../../lib/errors.js';
import { acessoPreparavel, filtroDeAcesso, linhasDoCpf, naoEncontrado } from '../../lib/exigir-acesso.js';
import { estagiario } from '../estagiarios/table.js';
import { historico } from '../historico/table.js';
import { pessoa } from '../pessoas/table.js';
import { usuario } from '../usuarios/table.js';
import { candidatos } from './geracao.js';
import {
  folhaFrequencia,
  folhaFrequenciaAnexo,
  folhaFrequenciaAssinatura,
  folhaFrequenciaCorrecao,
  folhaFrequenciaDia,
  folhaFrequenciaNotificacao,
  folhaFrequenciaResumo,
} from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

export const FOLHA_NAO_ENCONTRADA = naoEncontrado('folha');

const nomeDe = (p: { nome: AnyPgColumn; sobrenome: AnyPgColumn }) => sql<string>`trim(${p.nome} || ' ' || coalesce(${p.sobrenome}, ''))`;
const curto = (h: string | null) => (h ? h.slice(0, 5) : null);

// ---------------------------------------------------------------------------------------------------------------
// Who acts on a sheet (ADR 047, ADR 050)

/** The people of a sheet, as the actor's rule needs them. */
export interface PessoasDaFolha {
  status: number;
  estagiarioCpf: string | null;
  responsavelId: number | null;
  responsavelCpf: string | null;
}

/**
 * Who the caller is for this sheet: the owner and the responsável only through a sheet-link session whose CPF is
 * theirs; staff with FOLHA_CREATE send and sign on behalf; any staff user reviews (ADR 050).
 */
/** The sheet's owner: the sheet-link session whose CPF is its intern's. */
export const ehDonoDaFolha = (ctx: Contexto, estagiarioCpf: string | null): boolean => ctx.escopo === 'folha' && !!ctx.cpf && ctx.cpf === estagiarioCpf;

export function atorDaFolha(ctx: Contexto, f: PessoasDaFolha): AtorDaFolha {
  const link = ctx.escopo === 'folha' && !!ctx.cpf;
  return {
    dono: ehDonoDaFolha(ctx, f.estagiarioCpf),
    responsavel: link && f.responsavelCpf !== null && ctx.cpf === f.responsavelCpf,
    podeCriarFolhas: ctx.escopo === 'usuario' && ctx.permissoes.includes('FOLHA_CREATE'),
    servidor: ctx.escopo === 'usuario',
  };
}

/** The buttons of the sheet for this caller (folhaSchema.acoes): what the server would accept now. */
export function acoesDaFolha(ctx: Contexto, f: PessoasDaFolha): Folha['acoes'] {
  const ator = atorDaFolha(ctx, f);
  const status = f.status as StatusFolha;
  const editavel = isFolhaEditavel(status);
  const pode = (aprovar: boolean) => transicaoDaFolha(status, aprovar, ator, 0).ok;
  const equipe = ctx.escopo === 'usuario';
  return {
    preencher: ator.dono && editavel,
    enviar: editavel && pode(true),
    assinar: !editavel && pode(true),
    devolver: !editavel && pode(false),
    notificar: equipe && isFolhaNotificavel(status) && (ctx.permissoes.includes('FOLHA_CREATE') || ctx.permissoes.includes('FOLHA_UPDATE')),
    definirResponsavel: equipe && status !== STATUS_FOLHA.Concluida && ctx.permissoes.includes('FOLHA_UPDATE'),
    pdf: status === STATUS_FOLHA.Concluida,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GET folha_frequencia/{id}

export const pEstagiario = alias(pessoa, 'p_estagiario');
const pResponsavel = alias(pessoa, 'p_responsavel');
const criador = alias(usuario, 'u_criador');
const editor = alias(usuario, 'u_editor');

/** The sheet's row with its people, for the detail and for the actions that decide who acts (prepared, ADR 041). */
const folhaComPessoas = preparada('folha.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({
      folha: folhaFrequencia,
      estagiarioNome: nomeDe(pEstagiario),
      estagiarioPessoaId: pEstagiario.id,
      estagiarioCpf: pEstagiario.cpf,
      estagiarioEmail: sql<string | null>`coalesce(${pEstagiario.email}, ${pEstagiario.emailInstitucional})`,
      responsavelNome: nomeDe(pResponsavel),
      responsavelCpf: pResponsavel.cpf,
      criadoPor: criador.username,
      editadoPor: editor.username,
    })
    .from(folhaFrequencia)
    .innerJoin(estagiario, eq(estagiario.id, folhaFrequencia.estagiarioId))
    .innerJoin(pEstagiario, eq(pEstagiario.id, estagiario.pessoaId))
    .leftJoin(pResponsavel, eq(pResponsavel.id, folhaFrequencia.responsavelId))
    .leftJoin(criador, eq(criador.id, folhaFrequencia.criadoPor))
    .leftJoin(editor, eq(editor.id, folhaFrequencia.editadoPor))
    .where(eq(folhaFrequencia.id, $.id)),
);

export async function lerFolha(db: Leitura, id: number) {
  const [f] = await folhaComPessoas(db, { id });
  return findOrThrow(f, FOLHA_NAO_ENCONTRADA);
}
export type FolhaLida = Awaited<ReturnType<typeof lerFolha>>;

export const pessoasDe = (f: FolhaLida): PessoasDaFolha => ({
  status: f.folha.status,
  estagiarioCpf: f.estagiarioCpf,
  responsavelId: f.folha.responsavelId,
  responsavelCpf: f.responsavelCpf,
});

const remetente = alias(pessoa, 'p_remetente');
const destinatario = alias(pessoa, 'p_destinatario');

/** The parts of the sheet's detail, each one statement prepared once (ADR 041). */
const diasDaFolha = preparada('folha.dias', (db, $: Marcadores<'id'>) =>
  db
    .select({
      id: folhaFrequenciaDia.id,
      dia: folhaFrequenciaDia.dia,
      status: folhaFrequenciaDia.status,
      horarioEntrada: folhaFrequenciaDia.horarioEntrada,
      horarioSaida: folhaFrequenciaDia.horarioSaida,
      justificativa: folhaFrequenciaDia.justificativa,
      anexo: folhaFrequenciaDia.anexoId,
      nomeArquivo: folhaFrequenciaAnexo.filename,
      util: folhaFrequenciaDia.util,
      feriado: folhaFrequenciaDia.feriado,
      nomeFeriado: folhaFrequenciaDia.nomeFeriado,
    })
    .from(folhaFrequenciaDia)
    .leftJoin(folhaFrequenciaAnexo, eq(folhaFrequenciaAnexo.id, folhaFrequenciaDia.anexoId))
    .where(eq(folhaFrequenciaDia.folhaId, $.id))
    .orderBy(asc(folhaFrequenciaDia.dia)),
);

/**
 * Each day's changes (created and updated), oldest first: one probe of the index on (tabela, registro) per day of the
 * sheet, whatever the statistics say of the days' history. The OFFSET (a placeholder given 0: Drizzle leaves out a
 * literal 0) keeps PostgreSQL from flattening the lateral into a join: with statistics taken before the days had much
 * history (a new database, or thousands of days saved since the last ANALYZE), the flattened join, like the earlier
 * `registro = any(array(...))`, read the history of every day of every sheet — 8 ms after 10,000 saves, and growing
 * (issue 12). Exported for the test of its plan.
 */
export const consultaDosHistoricosDosDias = (db: Leitura, $: Marcadores<'id' | 'zero'>) => {
  const h = db
    .select({ id: historico.id, registro: historico.registro, acao: historico.acao, criadoEm: historico.criadoEm, criadoPor: historico.criadoPor, ip: historico.ip, diff: historico.diff })
    .from(historico)
    .where(and(eq(historico.tabela, 'folha_frequencia_dia'), sql`${historico.registro} = ${folhaFrequenciaDia.id}::text`, inArray(historico.acao, ['INSERT', 'UPDATE'])))
    .offset($.zero)
    .as('h');
  return db
    .select({ registro: h.registro, acao: h.acao, criadoEm: h.criadoEm, criadoPorId: h.criadoPor, username: usuario.username, ip: h.ip, diff: h.diff })
    .from(folhaFrequenciaDia)
    .innerJoinLateral(h, sql`true`)
    .leftJoin(usuario, eq(usuario.id, h.criadoPor))
    .where(eq(folhaFrequenciaDia.folhaId, $.id))
    .orderBy(asc(h.criadoEm), asc(h.id));
};
const historicosDosDias = preparada('folha.dias.historico', consultaDosHistoricosDosDias);

const assinaturasDaFolha = preparada('folha.assinaturas', (db, $: Marcadores<'id'>) =>
  db
    .select({ perfilAssinante: folhaFrequenciaAssinatura.perfil, nome: nomeDe(pessoa), criadoEm: folhaFrequenciaAssinatura.criadoEm, ip: folhaFrequenciaAssinatura.ip })
    .from(folhaFrequenciaAssinatura)
    .innerJoin(pessoa, eq(pessoa.id, folhaFrequenciaAssinatura.pessoaId))
    .where(eq(folhaFrequenciaAssinatura.folhaId, $.id))
    .orderBy(asc(folhaFrequenciaAssinatura.criadoEm), asc(folhaFrequenciaAssinatura.id)),
);

const notificacoesDaFolha = preparada('folha.notificacoes', (db, $: Marcadores<'id'>) =>
  db
    .select({
      criadoEm: folhaFrequenciaNotificacao.criadoEm,
      remetente: sql<string | null>`case when ${remetente.id} is null then null else trim(${remetente.nome} || ' ' || coalesce(${remetente.sobrenome}, '')) end`,
      destinatario: nomeDe(destinatario),
      tipo: folhaFrequenciaNotificacao.tipo,
    })
    .from(folhaFrequenciaNotificacao)
    .leftJoin(remetente, eq(remetente.id, folhaFrequenciaNotificacao.remetenteId))
    .innerJoin(destinatario, eq(destinatario.id, folhaFrequenciaNotificacao.destinatarioId))
    .where(eq(folhaFrequenciaNotificacao.folhaId, $.id))
    .orderBy(asc(folhaFrequenciaNotificacao.criadoEm), asc(folhaFrequenciaNotificacao.id)),
);

const correcoesDaFolha = preparada('folha.correcoes', (db, $: Marcadores<'id'>) =>
  db
    .select({
      dia: folhaFrequenciaCorrecao.dia,
      comentario: folhaFrequenciaCorrecao.comentario,
      perfil: folhaFrequenciaCorrecao.perfil,
      nome: nomeDe(pessoa),
      criadoEm: folhaFrequenciaCorrecao.criadoEm,
      resolvidaEm: folhaFrequenciaCorrecao.resolvidaEm,
    })
    .from(folhaFrequenciaCorrecao)
    .innerJoin(pessoa, eq(pessoa.id, folhaFrequenciaCorrecao.pessoaId))
    .where(eq(folhaFrequenciaCorrecao.folhaId, $.id))
    .orderBy(asc(folhaFrequenciaCorrecao.criadoEm), asc(folhaFrequenciaCorrecao.id)),
);

/**
 * The sheet as the screen shows it (acesso-sessao §3): one query for the sheet and its people, then one per part —
 * days, the days' history, signatures, notifications, corrections — in parallel. No query per day or per row.
 */
export async function getFolha(db: Leitura, ctx: Contexto, id: number): Promise<Folha> {
  const f = await lerFolha(db, id);
  const [dias, historicos, assinaturas, notificacoes, correcoes] = await Promise.all([
    diasDaFolha(db, { id }),
    historicosDosDias(db, { id, zero: 0 }),
    assinaturasDaFolha(db, { id }),
    notificacoesDaFolha(db, { id }),
    correcoesDaFolha(db, { id }),
  ]);

  // A day's change without a staff user but with an address came from the intern's link session: only the intern
  // changes days (ADR 050), so the history shows the intern's name there; without an address it was the system.
  const porDia = new Map(dias.map((d) => [String(d.id), [] as Folha['dias'][number]['historicos']]));
  for (const h of historicos) {
    const autor = h.criadoPorId !== null ? (h.username ?? '(usuário removido)') : h.ip ? f.estagiarioNome : null;
    porDia.get(h.registro ?? '')?.push({
      acao: h.acao === 'INSERT' ? 'CRIAR' : 'ATUALIZAR',
      criadoEm: h.criadoEm.toISOString(),
      criadoPor: autor === null ? null : { username: autor },
      diff: h.diff as Record<string, { de: unknown; para: unknown }>,
    });
  }
  const { folha } = f;
  return {
    id: folha.id,
    ano: folha.ano,
    mes: folha.mes,
    status: folha.status,
    criadoEm: folha.criadoEm.toISOString(),
    editadoEm: folha.editadoEm.toISOString(),
    criadoPor: f.criadoPor ? { username: f.criadoPor } : null,
    editadoPor: f.editadoPor ? { username: f.editadoPor } : null,
    versao: folha.versao,
    estagio: {
      id: folha.estagioId,
      local: folha.local,
      unidade: folha.unidade,
      comarca: folha.comarca,
      curso: folha.curso,
      data_inicio_estagio: folha.dataInicioEstagio,
      data_fim_estagio: folha.dataFimEstagio,
      fim_semana: folha.fimSemana,
      lotacao: { entrada: curto(folha.entrada), saida: curto(folha.saida) },
    },
    estagiario: { id: folha.estagiarioId, nome: f.estagiarioNome, cpf: formatCpf(f.estagiarioCpf ?? '') },
    responsavel: folha.responsavelId === null ? null : { id: folha.responsavelId, nome: f.responsavelNome, cpf: formatCpf(f.responsavelCpf ?? '') },
    dias: dias.map(({ id: diaId, horarioEntrada, horarioSaida, ...d }) => ({
      ...d,
      horarioEntrada: curto(horarioEntrada),
      horarioSaida: curto(horarioSaida),
      historicos: porDia.get(String(diaId)) ?? [],
    })),
    assinaturas: assinaturas.map((a) => ({ ...a, criadoEm: a.criadoEm.toISOString() })),
    notificacoes: notificacoes.map((n) => ({ ...n, criadoEm: n.criadoEm.toISOString() })),
    correcoes: correcoes.map((c) => ({ ...c, criadoEm: c.criadoEm.toISOString(), resolvidaEm: c.resolvidaEm?.toISOString() ?? null })),
    acoes: acoesDaFolha(ctx, pessoasDe(f)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Lists: GET folha_frequencia/listar/{ano}/{mes}, contagem/{ano}/{mes}, listar/{estagioId}

/**
 * The two list figures, read from the sheet's summary row (folha_frequencia_resumo, ADR 099): the working days still
 * unfilled (ADR 044) and whether some week passes the term's 20 hours (ADR 048). A sheet whose days are not written
 * yet has no row: none unfilled, no week above.
 */
const diasSemPreencher = sql<number>`coalesce(${folhaFrequenciaResumo.diasSemPreencher}, 0)`;
const semanaAcima = sql<boolean>`coalesce(${folhaFrequenciaResumo.semanaAcima}, false)`;
/** The list's "semana acima" filter, for statements that do not join the summary (the total and the counts). */
const comSemanaAcima = sql`exists (select 1 from ${folhaFrequenciaResumo}
  where ${folhaFrequenciaResumo.folhaId} = ${folhaFrequencia.id} and ${folhaFrequenciaResumo.semanaAcima})`;

export interface FiltroDasFolhas {
  status?: number | undefined;
  exceto_concluidas?: boolean | undefined;
  estagiario?: number | undefined;
  unidade?: number | undefined;
  vinculo?: 1 | 2 | undefined;
  semana_acima?: boolean | undefined;
}

/**
 * The shape of the month's statements (ADR 041, ADR 059): which filters are present, the vínculo, and whether the
 * caller reaches every sheet or only those of its CPF. The values go in as placeholders.
 */
// A type, not an interface: a variant is a record of enum values and flags.
type FormaDoMes = {
  status: boolean;
  exceto: boolean;
  estagiario: boolean;
  unidade: boolean;
  vinculo: '0' | '1' | '2';
  semana: boolean;
  acesso: 'todas' | 'cpf';
};
type MarcadoresDoMes = Marcadores<'ano' | 'mes' | 'status' | 'estagiario' | 'unidade' | 'cpf'>;

/** The month's sheets the caller may see, with the list's filters (`comStatus` false: the counts leave the status out). */
function formaDoMes(ctx: Contexto, q: FiltroDasFolhas, comStatus = true): FormaDoMes | null {
  const acesso = acessoPreparavel(ctx, 'folha');
  if (acesso === 'nenhuma') return null;
  return {
    status: comStatus && !!q.status,
    exceto: comStatus && !!q.exceto_concluidas,
    estagiario: !!q.estagiario,
    unidade: !!q.unidade,
    vinculo: q.vinculo === 1 ? '1' : q.vinculo === 2 ? '2' : '0',
    semana: !!q.semana_acima,
    acesso,
  };
}
const valoresDoMes = (ctx: Contexto, ano: number, mes: number, q: FiltroDasFolhas) => ({
  ano,
  mes,
  status: q.status,
  estagiario: q.estagiario,
  unidade: q.unidade,
  cpf: ctx.cpf,
});

function ondeDoMes($: MarcadoresDoMes, f: FormaDoMes): SQL {
  return and(
    eq(folhaFrequencia.ano, $.ano),
    eq(folhaFrequencia.mes, $.mes),
    f.acesso === 'cpf' ? linhasDoCpf('folha', $.cpf) : undefined,
    f.status ? eq(folhaFrequencia.status, $.status) : undefined,
    f.exceto ? ne(folhaFrequencia.status, STATUS_FOLHA.Concluida) : undefined,
    f.estagiario ? eq(folhaFrequencia.estagiarioId, $.estagiario) : undefined,
    f.unidade ? eq(folhaFrequencia.predioId, $.unidade) : undefined,
    f.vinculo === '1' ? sql`${folhaFrequencia.defensoriaId} is not null` : f.vinculo === '2' ? sql`${folhaFrequencia.nucleoId} is not null` : undefined,
    f.semana ? comSemanaAcima : undefined,
  )!;
}

/**
 * A page of the month's list as the screen reads it (folhaResumoSchema), built by PostgreSQL as one JSON text (ADR
 * 059): the page is cut by the intern's name first, and only its rows count their days. Every field is named here, so
 * nothing undeclared reaches the answer; routes.test.ts reads it back through the schema, strictly.
 */
const paginaDoMes = preparada('folha.mes.pagina', (db, $: MarcadoresDoMes & Marcadores<'skip' | 'take'>, forma: FormaDoMes) =>
  bruta<{ json: string }>(
    db,
    // The page is cut before the responsible person and the summary are joined: with them inside, the planner walked
    // the whole name index against every sheet of the month (4.9 ms at N=1 on the embedded database; 1.9 ms so).
    sql`select coalesce(json_agg(json_build_object(
        'id', f.id, 'ano', f.ano, 'mes', f.mes, 'status', f.status, 'estagioId', f.estagio_id,
        'estagiario', json_build_object('id', f.estagiario_id, 'nome', f.estagiario_nome),
        'responsavel', case when f.responsavel_id is null then null else json_build_object('id', f.responsavel_id, 'nome', ${nomeDe(pResponsavel)}) end,
        'local', f.local, 'unidade', f.unidade, 'diasSemPreencher', ${diasSemPreencher}, 'semanaAcimaDoLimite', ${semanaAcima},
        'editadoEm', to_char(f.editado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) order by f.o1, f.o2, f.id), '[]')::text as json
      from (
        select ${folhaFrequencia.id} as id, ${folhaFrequencia.ano} as ano, ${folhaFrequencia.mes} as mes, ${folhaFrequencia.status} as status,
          ${folhaFrequencia.estagioId} as estagio_id, ${folhaFrequencia.estagiarioId} as estagiario_id, ${nomeDe(pEstagiario)} as estagiario_nome,
          ${folhaFrequencia.responsavelId} as responsavel_id, ${folhaFrequencia.local} as local, ${folhaFrequencia.unidade} as unidade,
          ${folhaFrequencia.editadoEm} as editado_em, ${pEstagiario.nome} as o1, ${pEstagiario.sobrenome} as o2
        from ${folhaFrequencia}
        join ${estagiario} on ${estagiario.id} = ${folhaFrequencia.estagiarioId}
        join ${pessoa} as ${sql.identifier('p_estagiario')} on ${pEstagiario.id} = ${estagiario.pessoaId}
        where ${ondeDoMes($, forma)}
        order by ${pEstagiario.nome}, ${pEstagiario.sobrenome}, ${folhaFrequencia.id}
        offset ${$.skip} limit ${$.take}) f
      left join ${pessoa} as ${sql.identifier('p_responsavel')} on ${pResponsavel.id} = f.responsavel_id
      left join ${folhaFrequenciaResumo} on ${folhaFrequenciaResumo.folhaId} = f.id`,
  ),
);

const totalDoMes = totalGuardado('folha.mes.total', (db, $: MarcadoresDoMes, forma: FormaDoMes) =>
  bruta<{ n: number }>(db, sql`select count(*)::int as n from ${folhaFrequencia} where ${ondeDoMes($, forma)}`),
);

const contagemDoMes = preparada('folha.mes.contagem', (db, $: MarcadoresDoMes, forma: FormaDoMes) =>
  bruta<{ status: number; n: number }>(
    db,
    sql`select ${folhaFrequencia.status} as status, count(*)::int as n from ${folhaFrequencia} where ${ondeDoMes($, forma)} group by ${folhaFrequencia.status}`,
  ),
);

const resumo = (db: Leitura) =>
  db
    .select({
      id: folhaFrequencia.id,
      ano: folhaFrequencia.ano,
      mes: folhaFrequencia.mes,
      status: folhaFrequencia.status,
      estagioId: folhaFrequencia.estagioId,
      estagiarioId: folhaFrequencia.estagiarioId,
      estagiarioNome: nomeDe(pEstagiario),
      responsavelId: folhaFrequencia.responsavelId,
      responsavelNome: nomeDe(pResponsavel),
      local: folhaFrequencia.local,
      unidade: folhaFrequencia.unidade,
      diasSemPreencher,
      semanaAcimaDoLimite: semanaAcima,
      editadoEm: folhaFrequencia.editadoEm,
    })
    .from(folhaFrequencia)
    .innerJoin(estagiario, eq(estagiario.id, folhaFrequencia.estagiarioId))
    .innerJoin(pEstagiario, eq(pEstagiario.id, estagiario.pessoaId))
    .leftJoin(pResponsavel, eq(pResponsavel.id, folhaFrequencia.responsavelId))
    .leftJoin(folhaFrequenciaResumo, eq(folhaFrequenciaResumo.folhaId, folhaFrequencia.id));

type LinhaResumo = Awaited<ReturnType<ReturnType<typeof resumo>['execute']>>[number];
const jsonResumo = ({ estagiarioId, estagiarioNome, responsavelId, responsavelNome, editadoEm, diasSemPreencher: n, semanaAcimaDoLimite, ...r }: LinhaResumo): FolhaResumo => ({
  ...r,
  estagiario: { id: estagiarioId, nome: estagiarioNome },
  responsavel: responsavelId === null ? null : { id: responsavelId, nome: responsavelNome },
  diasSemPreencher: Number(n),
  semanaAcimaDoLimite: !!semanaAcimaDoLimite,
  editadoEm: editadoEm.toISOString(),
});

/**
 * The month's sheets, by intern name, paged by at most 100 (acesso-sessao §9), only those the caller may see: the page
 * as PostgreSQL wrote it (ADR 059) and the count.
 */
async function folhasDoMes(db: Leitura, ctx: Contexto, ano: number, mes: number, q: FiltroDasFolhas & { skip: number; take: number }): Promise<[string, number]> {
  const forma = formaDoMes(ctx, q);
  if (!forma) return ['[]', 0];
  const [{ rows: pagina }, total] = await Promise.all([
    paginaDoMes(db, { ...valoresDoMes(ctx, ano, mes, q), skip: q.skip, take: q.take }, forma),
    totalDasFolhas(db, ctx, ano, mes, q),
  ]);
  return [pagina[0]!.json, total];
}

/** How many of the month's sheets the caller may see under the list's filters. */
async function totalDasFolhas(db: Leitura, ctx: Contexto, ano: number, mes: number, q: FiltroDasFolhas): Promise<number> {
  const forma = formaDoMes(ctx, q);
  if (!forma) return 0;
  const { rows } = await totalDoMes(db, valoresDoMes(ctx, ano, mes, q), forma);
  return rows[0]!.n;
}

/**
 * The internships active in the month without a sheet yet, by intern name, under the list's filters (ADR 053): the
 * generation's own reading of the month (one query), so what shows here is what 'Gerar folhas do mês' would handle. A
 * status or the weekly warning filters sheets: with one of them there is no such row ('Exceto concluídos' keeps them).
 */
async function estagiosSemFolha(db: Leitura, ano: number, mes: number, q: FiltroDasFolhas): Promise<EstagioSemFolha[]> {
  if (q.status || q.semana_acima) return [];
  const todos = await candidatos(db, ano, mes);
  return todos
    .filter(
      (c) =>
        !c.existe &&
        (!q.estagiario || c.estagiarioId === q.estagiario) &&
        (!q.unidade || c.predioId === q.unidade) &&
        // Without a placement the internship has no vínculo: it shows under either, as the problem to solve.
        (c.lotacaoId === null || (q.vinculo === 1 ? c.defensoriaId !== null : q.vinculo === 2 ? c.nucleoId !== null : true)),
    )
    .sort((a, b) => compararPtBr(a.nome, b.nome) || a.estagioId - b.estagioId)
    .map((c) => ({
      semFolha: true as const,
      ano,
      mes,
      estagioId: c.estagioId,
      estagiario: { id: c.estagiarioId, nome: c.nome },
      local: c.local,
      unidade: c.unidade,
      motivo: !c.ativo ? MOTIVO_ESTAGIARIO_INATIVO : c.lotacaoId === null ? MOTIVO_SEM_LOTACAO : null,
    }));
}

/**
 * GET folha_frequencia/listar/{ano}/{mes}. 'Com Folhas' on (the default): the sheets only. Off (staff only; a link
 * session reaches sheets, never internships): first the internships still without a sheet, then the sheets, one page
 * of at most 100 over both, the count of both (ADR 053).
 */
export async function listLinhasDoMes(
  db: Leitura,
  ctx: Contexto,
  ano: number,
  mes: number,
  q: FiltroDasFolhas & { skip: number; take: number; com_folhas: boolean },
): Promise<string> {
  if (q.com_folhas || ctx.escopo !== 'usuario') {
    const [pagina, total] = await folhasDoMes(db, ctx, ano, mes, q);
    return `[${pagina},${total}]`;
  }
  const sem = await estagiosSemFolha(db, ano, mes, q);
  const daqui: LinhaDasFolhas[] = sem.slice(q.skip, q.skip + q.take);
  const skip = Math.max(0, q.skip - sem.length);
  const take = q.take - daqui.length;
  if (take === 0) return JSON.stringify([daqui, sem.length + (await totalDasFolhas(db, ctx, ano, mes, q))]);
  const [pagina, total] = await folhasDoMes(db, ctx, ano, mes, { ...q, skip, take });
  return JSON.stringify([[...daqui, ...(JSON.parse(pagina) as FolhaResumo[])], sem.length + total]);
}

/** How many of the month's sheets per status (the status filter's counts), with the list's other filters. */
export async function contagemDasFolhas(db: Leitura, ctx: Contexto, ano: number, mes: number, q: FiltroDasFolhas): Promise<ContagemDasFolhas> {
  const porStatus: Record<string, number> = Object.fromEntries(Object.values(STATUS_FOLHA).map((s) => [String(s), 0]));
  const forma = formaDoMes(ctx, q, false);
  const { rows } = forma ? await contagemDoMes(db, valoresDoMes(ctx, ano, mes, q), forma) : { rows: [] };
  for (const l of rows) porStatus[String(l.status)] = l.n;
  return { porStatus, total: rows.reduce((s, l) => s + l.n, 0) };
}

/** The internship's sheets, newest month first (GET folha_frequencia/listar/{estagioId}), only those the caller may see. */
export async function listFolhasDoEstagio(db: Leitura, ctx: Contexto, estagioId: number): Promise<FolhaResumo[]> {
  const linhas = await resumo(db)
    .where(and(eq(folhaFrequencia.estagioId, estagioId), filtroDeAcesso(ctx, 'folha')))
    .orderBy(sql`${folhaFrequencia.ano} desc, ${folhaFrequencia.mes} desc`);
  return linhas.map(jsonResumo);
}
