import {
  aplicarEntradas,
  diasNoMesDaFolha,
  formatDataHora,
  formatMesAno,
  isFolhaEditavel,
  isFolhaNotificavel,
  mensagemDiasSemPreencher,
  STATUS_FOLHA,
  TIPO_NOTIFICACAO,
  transicaoDaFolha,
  type DiaGravado,
  type EntradaDia,
  type StatusFolha,
  type TipoNotificacao,
} from '@sgi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ATOR_DA_INSTRUCAO, type Leitura, type Tx, valoresDoAtor, withActor } from '../../db/actor.js';
import { bruta, preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { registroAlterado } from '../../lib/versao.js';
import { emailComLinkDaFolha } from '../auth/folha-token.js';
import { enfileirarEmails } from '../email/outbox.js';
import { nomeCompleto } from '../estagiarios/consultas.js';
import { estagiario } from '../estagiarios/table.js';
import { pessoa } from '../pessoas/table.js';
import { enfileirar } from '../tarefas/fila.js';
import { usuario } from '../usuarios/table.js';
import { atorDaFolha, ehDonoDaFolha, FOLHA_NAO_ENCONTRADA, lerFolha, pEstagiario, pessoasDe, type FolhaLida } from './consultas.js';
import { gerarFolhaDoEstagio } from './geracao.js';
import {
  folhaFrequencia,
  folhaFrequenciaAnexo,
  folhaFrequenciaAssinatura,
  folhaFrequenciaCorrecao,
  folhaFrequenciaDia,
  folhaFrequenciaNotificacao,
} from './table.js';
import { GERACAO_DO_MES } from './tarefa.js';
import type { Db } from '../../db/client.js';
import { linhas } from '../../db/linhas.js';

export const MENSAGEM_SO_O_ESTAGIARIO_PREENCHE = 'Só o estagiário da folha pode preencher os dias.';
export const MENSAGEM_DIAS_FECHADOS = 'Os dias só podem ser alterados com a folha em preenchimento ou a corrigir.';
export const MENSAGEM_SO_NOTIFICAVEIS = 'Só folhas em preenchimento ou a corrigir podem ser notificadas.';
export const MENSAGEM_SEM_EMAIL = 'O estagiário não tem e-mail cadastrado: a notificação não tem para onde ir.';
export const MENSAGEM_FOLHA_MUDOU = 'A folha foi alterada enquanto isso. Recarregue a página para ver a situação atual.';
export const MENSAGEM_CORRECOES_SO_NA_DEVOLUCAO = 'Os dias a corrigir só acompanham a devolução da folha.';
export const MENSAGEM_PESSOA_NAO_ENCONTRADA = 'Pessoa não encontrada.';

/**
 * The read of a day save (ADR 057), prepared once: the sheet's version and status, who last changed it, its intern's CPF
 * (only the owner fills in days) and its stored days, in one statement.
 */
const folhaParaPreencher = preparada('folha.preencher', (db, $: Marcadores<'id'>) =>
  db
    .select({
      versao: folhaFrequencia.versao,
      status: folhaFrequencia.status,
      ano: folhaFrequencia.ano,
      mes: folhaFrequencia.mes,
      dataInicioEstagio: folhaFrequencia.dataInicioEstagio,
      dataFimEstagio: folhaFrequencia.dataFimEstagio,
      fimSemana: folhaFrequencia.fimSemana,
      editadoPor: folhaFrequencia.editadoPor,
      editadoEm: folhaFrequencia.editadoEm,
      username: usuario.username,
      estagiarioCpf: pEstagiario.cpf,
      dias: sql<(DiaGravado & { anexoId: number | null })[]>`(
        select coalesce(json_agg(json_build_object('dia', d.dia, 'status', d.status, 'util', d.util, 'feriado', d.feriado,
          'nomeFeriado', d.nome_feriado, 'horarioEntrada', d.horario_entrada, 'horarioSaida', d.horario_saida,
          'justificativa', d.justificativa, 'anexoId', d.anexo_id)), '[]')
        from ${folhaFrequenciaDia} d where d.folha_id = ${folhaFrequencia.id})`,
    })
    .from(folhaFrequencia)
    .innerJoin(estagiario, eq(estagiario.id, folhaFrequencia.estagiarioId))
    .innerJoin(pEstagiario, eq(pEstagiario.id, estagiario.pessoaId))
    .leftJoin(usuario, eq(usuario.id, folhaFrequencia.editadoPor))
    .where(eq(folhaFrequencia.id, $.id)),
);

/**
 * The write of a day save in one statement (ADR 057): the sheet moves on from the version read (`versao`) or nothing
 * happens (another write got there first: no row back); then its changed days, and the proofs of the days that are no
 * longer absences. Attributed by ATOR_DA_INSTRUCAO; the history trigger writes one row per changed day (the sheet's
 * own touch changes only its version and edit time, which no history diff keeps).
 */
const gravarDias = preparada('folha.gravar-dias', (db, $: Marcadores<'id' | 'versao' | 'dias' | 'anexos' | 'usuario' | 'ip'>) =>
  bruta<{ versao: number }>(
    db,
    sql`
    with ${ATOR_DA_INSTRUCAO},
    f as (
      update ${folhaFrequencia} set editado_em = now()
      where id = ${$.id} and versao = ${$.versao} and exists (select from ator)
      returning id, versao),
    dias as (
      update ${folhaFrequenciaDia} d
      set status = x.status, horario_entrada = x.entrada::time, horario_saida = x.saida::time, justificativa = x.justificativa,
          anexo_id = case when x.com_anexo then d.anexo_id else null end
      from jsonb_to_recordset(${$.dias}::jsonb) as x(dia smallint, status smallint, entrada text, saida text, justificativa varchar, com_anexo boolean)
      where d.folha_id = (select id from f) and d.dia = x.dia
      returning d.id),
    anexos as (
      delete from ${folhaFrequenciaAnexo} where id = any(${$.anexos}::int[]) and exists (select from dias)
      returning id)
    select versao from f`,
  ),
);

/**
 * A stale write (ADR 022): the version the client read is not the sheet's. A sheet last changed without a staff user was
 * changed through a sheet link, by its intern or its responsável (ADR 050): the answer says so.
 */
function folhaAlterada(atual: { versao: number; editadoPor: number | null; editadoEm: Date; username: string | null }): AppError {
  if (atual.editadoPor !== null) return registroAlterado(atual.username, atual.editadoEm, atual.versao);
  return new AppError(
    409,
    `Esta folha foi alterada em ${formatDataHora(atual.editadoEm)} por quem a acessa pelo link (estagiário ou responsável). Recarregue para ver a versão atual.`,
    undefined,
    { versaoAtual: atual.versao },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// PUT folha_frequencia/{id}: the days

/**
 * The intern fills in days (acesso-sessao §4, §5; ADR 049): only the owner's link session, only while the sheet is em
 * preenchimento or a corrigir, against the version read (If-Match). Each day goes through the domain's rules; the first
 * refusal answers 400 with its message and nothing is written. Every changed day leaves its history row (the trigger),
 * and the sheet is touched so its version moves on. The intern's most frequent write, so it is one prepared read and
 * one prepared write that moves the version on only from the version read (ADR 057). Answers the new version.
 */
export async function salvarDias(db: Leitura, ctx: Contexto, id: number, versao: number, entradas: readonly EntradaDia[]): Promise<number> {
  const [folha] = await folhaParaPreencher(db, { id });
  if (!folha) throw notFound(FOLHA_NAO_ENCONTRADA);
  if (!ehDonoDaFolha(ctx, folha.estagiarioCpf)) throw forbidden(MENSAGEM_SO_O_ESTAGIARIO_PREENCHE);
  if (folha.versao !== versao) throw folhaAlterada(folha);
  if (!isFolhaEditavel(folha.status)) throw conflict(MENSAGEM_DIAS_FECHADOS);
  const r = aplicarEntradas(folha, folha.dias, entradas);
  if (!r.ok) throw new AppError(400, r.mensagem, undefined, { dia: r.dia });
  if (r.alteracoes.length === 0) return folha.versao;
  const dias = r.alteracoes.map(({ dia, valores: v }) => ({
    dia,
    status: v.status,
    entrada: v.horarioEntrada,
    saida: v.horarioSaida,
    justificativa: v.justificativa,
    com_anexo: v.comAnexo,
  }));
  // A proof whose day is no longer an absence goes away with it.
  const semComprovante = new Set(r.alteracoes.filter((a) => !a.valores.comAnexo).map((a) => a.dia));
  const anexos = folha.dias.filter((g) => semComprovante.has(g.dia) && g.anexoId !== null).map((g) => g.anexoId!);
  const { rows } = await gravarDias(db, { id, versao, dias: JSON.stringify(dias), anexos, ...valoresDoAtor(ctx) });
  if (rows[0]) return rows[0].versao;
  // Another write moved the sheet on between the read and the write: what it is now.
  const [atual] = await folhaParaPreencher(db, { id });
  if (!atual) throw notFound(FOLHA_NAO_ENCONTRADA);
  throw folhaAlterada(atual);
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications (acesso-sessao §3 types 1-4; issue 13: recorded on the sheet and sent through the outbox)

interface Destinatario {
  pessoaId: number;
  nome: string;
  cpf: string | null;
  email: string | null;
}

const ASSUNTO: Record<TipoNotificacao, string> = {
  1: 'folha de frequência disponível para preenchimento',
  2: 'folha de frequência aguardando a sua assinatura',
  3: 'folha de frequência devolvida para correção',
  4: 'folha de frequência concluída',
};

function textoDaNotificacao(tipo: TipoNotificacao, f: FolhaLida): string {
  const ma = formatMesAno(f.folha.ano, f.folha.mes);
  switch (tipo) {
    case TIPO_NOTIFICACAO.FolhaCriada:
      return `A sua folha de frequência de ${ma} está disponível para preenchimento.`;
    case TIPO_NOTIFICACAO.AssinaturaPendente:
      return `A folha de frequência de ${f.estagiarioNome}, de ${ma}, aguarda a sua assinatura.`;
    case TIPO_NOTIFICACAO.FolhaACorrigir:
      return `A sua folha de frequência de ${ma} foi devolvida para correção. Os dias a corrigir estão marcados na folha.`;
    case TIPO_NOTIFICACAO.FolhaConcluida:
      return `A sua folha de frequência de ${ma} foi concluída.`;
  }
}

/**
 * Records the notification on the sheet and, when the recipient has a CPF and an e-mail, queues the message with a fresh
 * access link to the sheet (PUBLIC_URL, never the Host header; the token is drawn by the sender, ADR 023). Answers
 * whether an e-mail was queued.
 */
async function notificar(tx: Tx, f: FolhaLida, tipo: TipoNotificacao, remetenteId: number | null, para: Destinatario, publicUrl: string): Promise<boolean> {
  await tx.insert(folhaFrequenciaNotificacao).values({ folhaId: f.folha.id, tipo, remetenteId, destinatarioId: para.pessoaId });
  if (!para.email || !para.cpf) return false;
  await enfileirarEmails(tx, [
    await emailComLinkDaFolha(tx, { cpf: para.cpf, email: para.email, nome: para.nome }, f.folha.id, publicUrl, `SGI — ${ASSUNTO[tipo]} (${formatMesAno(f.folha.ano, f.folha.mes)})`, textoDaNotificacao(tipo, f)),
  ]);
  return true;
}

const estagiarioDe = (f: FolhaLida): Destinatario => ({ pessoaId: f.estagiarioPessoaId, nome: f.estagiarioNome, cpf: f.estagiarioCpf, email: f.estagiarioEmail });

async function responsavelDe(tx: Tx, f: FolhaLida): Promise<Destinatario | null> {
  if (f.folha.responsavelId === null) return null;
  const [p] = await tx
    .select({
      pessoaId: pessoa.id,
      nome: nomeCompleto,
      cpf: pessoa.cpf,
      email: sql<string | null>`coalesce(${pessoa.email}, ${pessoa.emailInstitucional})`,
    })
    .from(pessoa)
    .where(eq(pessoa.id, f.folha.responsavelId));
  return p ?? null;
}

/** The pessoa behind the caller: the staff user's, or the one of the link session's CPF. */
async function pessoaDoAtor(tx: Tx, ctx: Contexto): Promise<number | null> {
  if (ctx.escopo === 'usuario' && ctx.usuarioId !== null) {
    const [u] = await tx.select({ id: usuario.pessoaId }).from(usuario).where(eq(usuario.id, ctx.usuarioId));
    return u?.id ?? null;
  }
  if (ctx.escopo === 'folha' && ctx.cpf) {
    const [p] = await tx.select({ id: pessoa.id }).from(pessoa).where(eq(pessoa.cpf, ctx.cpf));
    return p?.id ?? null;
  }
  return null;
}

/** POST folha_frequencia/{id}: notifies the intern of a sheet em preenchimento or a corrigir (tipo 1, with a link). */
export async function notificarFolha(db: Leitura, ctx: Contexto, id: number, publicUrl: string): Promise<void> {
  const f = await lerFolha(db, id);
  if (!f.estagiarioEmail || !f.estagiarioCpf) throw conflict(MENSAGEM_SEM_EMAIL);
  await withActor(db, ctx, async (tx) => {
    const [atual] = await tx.select({ status: folhaFrequencia.status }).from(folhaFrequencia).where(eq(folhaFrequencia.id, id)).for('update');
    if (!atual || !isFolhaNotificavel(atual.status)) throw conflict(MENSAGEM_SO_NOTIFICAVEIS);
    await notificar(tx, f, TIPO_NOTIFICACAO.FolhaCriada, await pessoaDoAtor(tx, ctx), estagiarioDe(f), publicUrl);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// PATCH folha_frequencia/assinar/{id}/{aprovar}

export interface CorrecaoPedida {
  dia: number;
  comentario: string;
}

const MENSAGEM_DA_TRANSICAO: Record<StatusFolha, string> = {
  [STATUS_FOLHA.EmPreenchimento]: 'Folha em preenchimento.',
  [STATUS_FOLHA.AguardandoAssinatura]: 'Folha enviada para assinatura.',
  [STATUS_FOLHA.AguardandoRevisao]: 'Folha assinada e enviada para revisão.',
  [STATUS_FOLHA.Concluida]: 'Folha concluída.',
  [STATUS_FOLHA.EmCorrecao]: 'Folha devolvida para correção.',
};

/**
 * One step of the workflow (acesso-sessao §4, ADR 047): the domain's table says whether the caller may and what follows;
 * the step itself is one conditional UPDATE ... WHERE status = the status it was decided on, so of many parallel calls
 * exactly one moves the sheet and records its signature; the others get 409. Sending counts the unfilled days inside
 * that transaction (the intern's PUT waits on the same row), records the intern's signature and closes the open
 * corrections; sending back records the days to correct with their comments.
 */
export async function assinarFolha(
  db: Leitura,
  ctx: Contexto,
  id: number,
  aprovar: boolean,
  correcoes: readonly CorrecaoPedida[],
  publicUrl: string,
  versaoLida: number | null = null,
): Promise<{ status: number; message: string; versao: number }> {
  const f = await lerFolha(db, id);
  // With the version the screen showed (If-Match), a repeated click never takes the next step too: a staff user who may
  // both sign and accept would otherwise sign and then accept with two quick clicks.
  if (versaoLida !== null && f.folha.versao !== versaoLida) throw conflict(MENSAGEM_FOLHA_MUDOU);
  const de = f.folha.status as StatusFolha;
  const t = transicaoDaFolha(de, aprovar, atorDaFolha(ctx, pessoasDe(f)), 0);
  if (!t.ok) throw new AppError(t.motivo === 'ator' ? 403 : 409, t.mensagem);
  if (correcoes.length > 0 && (aprovar || t.status !== STATUS_FOLHA.EmCorrecao)) throw badRequest(MENSAGEM_CORRECOES_SO_NA_DEVOLUCAO);
  const total = diasNoMesDaFolha(f.folha.ano, f.folha.mes);
  const fora = correcoes.find((c) => c.dia > total);
  if (fora) throw badRequest(`Dia ${fora.dia} inválido: o mês tem ${total} dias.`);

  const versao = await withActor(db, ctx, async (tx) => {
    const [movida] = await tx
      .update(folhaFrequencia)
      .set({ status: t.status, editadoEm: ctx.agora })
      .where(and(eq(folhaFrequencia.id, id), eq(folhaFrequencia.status, de), versaoLida === null ? undefined : eq(folhaFrequencia.versao, versaoLida)))
      .returning({ versao: folhaFrequencia.versao });
    if (!movida) throw conflict(MENSAGEM_FOLHA_MUDOU);
    const enviando = t.status === STATUS_FOLHA.AguardandoAssinatura;
    if (enviando) {
      const [{ n } = { n: 0 }] = await linhas<{ n: number }>(
        tx.execute(sql`select count(*)::int as n from folha_frequencia_dia where folha_id = ${id} and util and status in (1, 7)`),
      );
      if (Number(n) > 0) throw conflict(mensagemDiasSemPreencher(Number(n)));
      await tx
        .update(folhaFrequenciaCorrecao)
        .set({ resolvidaEm: ctx.agora })
        .where(and(eq(folhaFrequenciaCorrecao.folhaId, id), isNull(folhaFrequenciaCorrecao.resolvidaEm)));
    }
    const pessoaId = await pessoaDoAtor(tx, ctx);
    if (t.perfil !== null) {
      // Staff without a pessoa cannot happen (every user has one); the intern's or supervisor's link always has theirs.
      const signatario = pessoaId ?? (t.perfil === 1 ? f.estagiarioPessoaId : f.folha.responsavelId);
      if (signatario === null) throw conflict('Não foi possível identificar quem assina.');
      await tx.insert(folhaFrequenciaAssinatura).values({ folhaId: id, perfil: t.perfil, pessoaId: signatario, criadoEm: ctx.agora, ip: ctx.ip });
    }
    if (correcoes.length > 0) {
      if (pessoaId === null) throw conflict('Não foi possível identificar quem devolve a folha.');
      const perfil = de === STATUS_FOLHA.AguardandoAssinatura ? 2 : 3;
      await tx.insert(folhaFrequenciaCorrecao).values(correcoes.map((c) => ({ folhaId: id, dia: c.dia, comentario: c.comentario, perfil, pessoaId, criadoEm: ctx.agora })));
    }
    if (t.notificacao !== null) {
      const para = t.notificacao === TIPO_NOTIFICACAO.AssinaturaPendente ? await responsavelDe(tx, f) : estagiarioDe(f);
      if (para) await notificar(tx, f, t.notificacao, pessoaId, para, publicUrl);
    }
    return movida.versao;
  });
  return { status: t.status, message: MENSAGEM_DA_TRANSICAO[t.status], versao };
}

// ---------------------------------------------------------------------------------------------------------------
// PATCH folha_frequencia/{id}/{responsavelId}, POST folha_frequencia, POST folha_frequencia/{ano}/{mes}

/** Sets (or with 0 clears) the sheet's responsável; the pessoa must exist; a concluded sheet keeps who signed it. */
export async function definirResponsavel(db: Leitura, ctx: Contexto, id: number, responsavelId: number): Promise<number> {
  return withActor(db, ctx, async (tx) => {
    const [atual] = await tx.select({ status: folhaFrequencia.status }).from(folhaFrequencia).where(eq(folhaFrequencia.id, id)).for('update');
    if (!atual) throw notFound(FOLHA_NAO_ENCONTRADA);
    if (atual.status === STATUS_FOLHA.Concluida) throw conflict('A folha está concluída: o responsável não pode mais mudar.');
    if (responsavelId !== 0) {
      const [p] = await tx.select({ id: pessoa.id }).from(pessoa).where(eq(pessoa.id, responsavelId));
      if (!p) throw badRequest(MENSAGEM_PESSOA_NAO_ENCONTRADA, { responsavelId: [MENSAGEM_PESSOA_NAO_ENCONTRADA] });
    }
    const [r] = await tx
      .update(folhaFrequencia)
      .set({ responsavelId: responsavelId === 0 ? null : responsavelId })
      .where(eq(folhaFrequencia.id, id))
      .returning({ versao: folhaFrequencia.versao });
    return r!.versao;
  });
}

/** POST folha_frequencia: one sheet for one internship, by the generation's own rules (ADR 046). */
export async function criarFolha(db: Leitura, ctx: Contexto, input: { estagioId: number; ano: number; mes: number }): Promise<number> {
  const r = await gerarFolhaDoEstagio(db, ctx, input.estagioId, input.ano, input.mes);
  if ('id' in r) return r.id;
  throw new AppError(r.status, r.mensagem);
}

/**
 * POST folha_frequencia/{ano}/{mes}: queues the month's generation (the job's result: created, skipped, refused). A
 * second click of the same user while their job of the month is still open answers the same job; another user gets a
 * job of their own (a job's progress is only its author's, ADR 029), and two runs are safe (the generation is idempotent).
 */
export async function enfileirarGeracao(db: Db, ctx: Contexto, ano: number, mes: number): Promise<number> {
  return enfileirar(db, GERACAO_DO_MES, { ano, mes, ip: ctx.ip }, { chave: `${ano}-${mes}:${ctx.usuarioId ?? 'sistema'}`, criadoPor: ctx.usuarioId });
}

// ---------------------------------------------------------------------------------------------------------------
// The absence's proof: POST / GET folha_frequencia/{id}/anexo/{dia}

export const MENSAGEM_SO_PDF = 'O comprovante da falta deve ser um arquivo PDF.';
export const MENSAGEM_COMPROVANTE_SO_FALTA = 'O comprovante só acompanha um dia marcado como ausente.';
export const MENSAGEM_COMPROVANTE_NAO_ENCONTRADO = 'Comprovante não encontrado.';

/**
 * Attaches the PDF proof of an absence to a day (acesso-sessao §2 day modal, §5 'PDF only'): the owner only, while the
 * days may change, on a day marked absent; the file is checked by its content (lib/files.ts) and replaces the day's
 * previous proof. The sheet is locked and touched, so its version moves on; answers the new version.
 */
export async function anexarComprovante(
  db: Leitura,
  ctx: Contexto,
  id: number,
  dia: number,
  arquivo: { filename: string; contentType: string; tamanho: number; sha256: string; conteudo: Buffer },
): Promise<number> {
  const f = await lerFolha(db, id);
  if (!atorDaFolha(ctx, pessoasDe(f)).dono) throw forbidden(MENSAGEM_SO_O_ESTAGIARIO_PREENCHE);
  if (arquivo.contentType !== 'application/pdf') throw new AppError(415, MENSAGEM_SO_PDF, { file: [MENSAGEM_SO_PDF] });
  return withActor(db, ctx, async (tx) => {
    const [folha] = await tx.select({ status: folhaFrequencia.status }).from(folhaFrequencia).where(eq(folhaFrequencia.id, id)).for('update');
    if (!folha || !isFolhaEditavel(folha.status)) throw conflict(MENSAGEM_DIAS_FECHADOS);
    const [d] = await tx
      .select({ status: folhaFrequenciaDia.status, anexoId: folhaFrequenciaDia.anexoId })
      .from(folhaFrequenciaDia)
      .where(and(eq(folhaFrequenciaDia.folhaId, id), eq(folhaFrequenciaDia.dia, dia)));
    if (!d) throw badRequest('Dia inválido.');
    if (d.status !== 3 && d.status !== 4) throw badRequest(MENSAGEM_COMPROVANTE_SO_FALTA);
    const [novo] = await tx
      .insert(folhaFrequenciaAnexo)
      .values({ filename: arquivo.filename, contentType: arquivo.contentType, tamanho: arquivo.tamanho, sha256: arquivo.sha256, arquivo: arquivo.conteudo })
      .returning({ id: folhaFrequenciaAnexo.id });
    await tx
      .update(folhaFrequenciaDia)
      .set({ anexoId: novo!.id })
      .where(and(eq(folhaFrequenciaDia.folhaId, id), eq(folhaFrequenciaDia.dia, dia)));
    if (d.anexoId !== null) await tx.delete(folhaFrequenciaAnexo).where(eq(folhaFrequenciaAnexo.id, d.anexoId));
    const [r] = await tx.update(folhaFrequencia).set({ editadoEm: ctx.agora }).where(eq(folhaFrequencia.id, id)).returning({ versao: folhaFrequencia.versao });
    return r!.versao;
  });
}

/** The day's proof, for whoever may read the sheet (the route's recurso). */
export async function lerComprovante(db: Leitura, id: number, dia: number) {
  const [a] = await db
    .select({ filename: folhaFrequenciaAnexo.filename, contentType: folhaFrequenciaAnexo.contentType, arquivo: folhaFrequenciaAnexo.arquivo })
    .from(folhaFrequenciaDia)
    .innerJoin(folhaFrequenciaAnexo, eq(folhaFrequenciaAnexo.id, folhaFrequenciaDia.anexoId))
    .where(and(eq(folhaFrequenciaDia.folhaId, id), eq(folhaFrequenciaDia.dia, dia)));
  if (!a) throw notFound(MENSAGEM_COMPROVANTE_NAO_ENCONTRADO);
  return a;
}
