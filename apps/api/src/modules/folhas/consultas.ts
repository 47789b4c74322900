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
} from '@sgi/domain';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { findOrThrow } from '../../lib/errors.js';
import { filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { pagina } from '../../lib/pagination.js';
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
} from './table.js';

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
export function atorDaFolha(ctx: Contexto, f: PessoasDaFolha): AtorDaFolha {
  const link = ctx.escopo === 'folha' && !!ctx.cpf;
  return {
    dono: link && ctx.cpf === f.estagiarioCpf,
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

const pEstagiario = alias(pessoa, 'p_estagiario');
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

const historicosDosDias = preparada('folha.dias.historico', (db, $: Marcadores<'id'>) =>
  db
    .select({
      registro: historico.registro,
      acao: historico.acao,
      criadoEm: historico.criadoEm,
      criadoPorId: historico.criadoPor,
      username: usuario.username,
      ip: historico.ip,
      diff: historico.diff,
    })
    .from(historico)
    .leftJoin(usuario, eq(usuario.id, historico.criadoPor))
    .where(
      and(
        eq(historico.tabela, 'folha_frequencia_dia'),
        inArray(historico.acao, ['INSERT', 'UPDATE']),
        // An array the index on (tabela, registro) takes as it is, whatever the statistics say of the days' history.
        sql`${historico.registro} = any(array(select ${folhaFrequenciaDia.id}::text from ${folhaFrequenciaDia} where ${folhaFrequenciaDia.folhaId} = ${$.id}))`,
      ),
    )
    .orderBy(asc(historico.criadoEm), asc(historico.id)),
);

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
    historicosDosDias(db, { id }),
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

/** Working days still unfilled (indefinido or não preenchido, ADR 044). */
const diasSemPreencher = sql<number>`(select count(*)::int from ${folhaFrequenciaDia} d
  where d.folha_id = ${folhaFrequencia.id} and d.util and d.status in (1, 7))`;

/**
 * Some week (Sunday to Saturday, this month's days only, ADR 048) whose present days pass the term's 20 hours. The
 * week of a day is (day - 1 + weekday of the 1st) / 7.
 */
const semanaAcima = sql<boolean>`exists (select 1 from ${folhaFrequenciaDia} d
  where d.folha_id = ${folhaFrequencia.id} and d.status = 2 and d.horario_entrada is not null and d.horario_saida is not null
  group by (d.dia - 1 + extract(dow from make_date(${folhaFrequencia.ano}::int, ${folhaFrequencia.mes}::int, 1))::int) / 7
  having sum(extract(epoch from (d.horario_saida - d.horario_entrada)) / 60) > 1200)`;

export interface FiltroDasFolhas {
  status?: number | undefined;
  exceto_concluidas?: boolean | undefined;
  estagiario?: number | undefined;
  unidade?: number | undefined;
  vinculo?: 1 | 2 | undefined;
  semana_acima?: boolean | undefined;
}

/** The month's sheets the caller may see, with the list's filters; `comStatus` false leaves the status out (the counts). */
function filtroDoMes(ctx: Contexto, ano: number, mes: number, q: FiltroDasFolhas, comStatus = true): SQL | undefined {
  return and(
    eq(folhaFrequencia.ano, ano),
    eq(folhaFrequencia.mes, mes),
    filtroDeAcesso(ctx, 'folha'),
    comStatus && q.status ? eq(folhaFrequencia.status, q.status) : undefined,
    comStatus && q.exceto_concluidas ? ne(folhaFrequencia.status, STATUS_FOLHA.Concluida) : undefined,
    q.estagiario ? eq(folhaFrequencia.estagiarioId, q.estagiario) : undefined,
    q.unidade ? eq(folhaFrequencia.predioId, q.unidade) : undefined,
    q.vinculo === 1 ? sql`${folhaFrequencia.defensoriaId} is not null` : q.vinculo === 2 ? sql`${folhaFrequencia.nucleoId} is not null` : undefined,
    q.semana_acima ? semanaAcima : undefined,
  );
}

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
    .leftJoin(pResponsavel, eq(pResponsavel.id, folhaFrequencia.responsavelId));

type LinhaResumo = Awaited<ReturnType<ReturnType<typeof resumo>['execute']>>[number];
const jsonResumo = ({ estagiarioId, estagiarioNome, responsavelId, responsavelNome, editadoEm, diasSemPreencher: n, semanaAcimaDoLimite, ...r }: LinhaResumo): FolhaResumo => ({
  ...r,
  estagiario: { id: estagiarioId, nome: estagiarioNome },
  responsavel: responsavelId === null ? null : { id: responsavelId, nome: responsavelNome },
  diasSemPreencher: Number(n),
  semanaAcimaDoLimite: !!semanaAcimaDoLimite,
  editadoEm: editadoEm.toISOString(),
});

/** The month's sheets, by intern name, paged by at most 100 (acesso-sessao §9), only those the caller may see. */
export async function listFolhasDoMes(db: Leitura, ctx: Contexto, ano: number, mes: number, q: FiltroDasFolhas & { skip: number; take: number }): Promise<[FolhaResumo[], number]> {
  const onde = filtroDoMes(ctx, ano, mes, q);
  const [linhas, total] = await pagina(
    resumo(db).where(onde).orderBy(asc(pEstagiario.nome), asc(pEstagiario.sobrenome), asc(folhaFrequencia.id)).offset(q.skip).limit(q.take),
    db.select({ count: count() }).from(folhaFrequencia).where(onde),
  );
  return [linhas.map(jsonResumo), total];
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
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.estagioId - b.estagioId)
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
): Promise<[LinhaDasFolhas[], number]> {
  if (q.com_folhas || ctx.escopo !== 'usuario') return listFolhasDoMes(db, ctx, ano, mes, q);
  const sem = await estagiosSemFolha(db, ano, mes, q);
  const daqui = sem.slice(q.skip, q.skip + q.take);
  const skip = Math.max(0, q.skip - sem.length);
  const take = q.take - daqui.length;
  if (take === 0) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(folhaFrequencia).where(filtroDoMes(ctx, ano, mes, q));
    return [daqui, sem.length + Number(n)];
  }
  const [folhas, total] = await listFolhasDoMes(db, ctx, ano, mes, { ...q, skip, take });
  return [[...daqui, ...folhas], sem.length + total];
}

/** How many of the month's sheets per status (the status filter's counts), with the list's other filters. */
export async function contagemDasFolhas(db: Leitura, ctx: Contexto, ano: number, mes: number, q: FiltroDasFolhas): Promise<ContagemDasFolhas> {
  const linhas = await db
    .select({ status: folhaFrequencia.status, n: count() })
    .from(folhaFrequencia)
    .where(filtroDoMes(ctx, ano, mes, q, false))
    .groupBy(folhaFrequencia.status);
  const porStatus: Record<string, number> = Object.fromEntries(Object.values(STATUS_FOLHA).map((s) => [String(s), 0]));
  for (const l of linhas) porStatus[String(l.status)] = Number(l.n);
  return { porStatus, total: linhas.reduce((s, l) => s + Number(l.n), 0) };
}

/** The internship's sheets, newest month first (GET folha_frequencia/listar/{estagioId}), only those the caller may see. */
export async function listFolhasDoEstagio(db: Leitura, ctx: Contexto, estagioId: number): Promise<FolhaResumo[]> {
  const linhas = await resumo(db)
    .where(and(eq(folhaFrequencia.estagioId, estagioId), filtroDeAcesso(ctx, 'folha')))
    .orderBy(sql`${folhaFrequencia.ano} desc, ${folhaFrequencia.mes} desc`);
  return linhas.map(jsonResumo);
}
