import { diasDaAcao, formatData, tipoAcaoLabel, type Notificacao } from '@sgi/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { withActor, type Leitura, type Tx } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { notFound } from '../../lib/errors.js';
import { filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { enfileirarEmails, type NovoEmail } from '../email/outbox.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { usuario } from '../usuarios/table.js';
import { notificacao, periodo, substituicao } from './table.js';

/** An action as its notifications and e-mails describe it (read inside the transaction that changes it). */
export interface AcaoDescrita {
  id: number;
  tipo: number;
  defensor: string;
  data_inicial: string;
  data_final: string;
  data_aquisitiva: string | null;
  substituicoes: { defensoria: string; substitutoId: number | null; substituto: string | null; email: string | null; anotacao: string | null }[];
}

const pessoaSubstituto = alias(pessoa, 'pessoa_substituto');

/** The action `id` with its defender's name and its substitutions, by office name. */
export async function descreverAcao(tx: Tx, id: number): Promise<AcaoDescrita | null> {
  const [p] = await tx
    .select({
      id: periodo.id,
      tipo: periodo.tipo,
      defensor: nomeCompletoDe(),
      data_inicial: periodo.dataInicial,
      data_final: periodo.dataFinal,
      data_aquisitiva: periodo.dataAquisitiva,
    })
    .from(periodo)
    .innerJoin(defensor, eq(defensor.id, periodo.defensorId))
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .where(eq(periodo.id, id));
  if (!p) return null;
  const substituto = alias(defensor, 'substituto');
  const substituicoes = await tx
    .select({
      defensoria: defensoria.nome,
      substitutoId: substituicao.substitutoId,
      substituto: sql<string | null>`${nomeCompletoDe(pessoaSubstituto)}`,
      // The office's address first: the message is about work.
      email: sql<string | null>`coalesce(${pessoaSubstituto.emailInstitucional}, ${pessoaSubstituto.email})`,
      anotacao: substituicao.anotacao,
    })
    .from(substituicao)
    .innerJoin(defensoria, eq(defensoria.id, substituicao.defensoriaId))
    .leftJoin(substituto, eq(substituto.id, substituicao.substitutoId))
    .leftJoin(pessoaSubstituto, eq(pessoaSubstituto.id, substituto.pessoaId))
    .where(eq(substituicao.periodoId, id))
    .orderBy(asc(defensoria.ordem), asc(defensoria.nome));
  return { ...p, substituicoes };
}

export type EventoDaAcao = 'cadastrado' | 'atualizado' | 'removido';
const TITULO: Record<EventoDaAcao, string> = { cadastrado: 'Período cadastrado', atualizado: 'Período atualizado', removido: 'Período removido' };

const quando = (a: { data_inicial: string; data_final: string }) =>
  a.data_inicial === a.data_final ? `em ${formatData(a.data_inicial)}` : `de ${formatData(a.data_inicial)} a ${formatData(a.data_final)}`;
const dias = (a: { data_inicial: string; data_final: string }) => {
  const n = diasDaAcao(a.data_inicial, a.data_final);
  return n === 1 ? '1 dia' : `${n} dias`;
};

/** 'Período cadastrado: Férias de Ana Souza'. */
export const tituloDaNotificacao = (evento: EventoDaAcao, a: AcaoDescrita) => `${TITULO[evento]}: ${tipoAcaoLabel(a.tipo)} de ${a.defensor}`;

/** The dates, the acquisition period and each office with its substitute, in one paragraph. */
export function detalhesDaAcao(a: AcaoDescrita): string {
  const partes = [`${tipoAcaoLabel(a.tipo)} ${quando(a)} (${dias(a)}).`];
  if (a.data_aquisitiva) partes.push(`Período aquisitivo iniciado em ${formatData(a.data_aquisitiva)}.`);
  if (a.substituicoes.length) {
    partes.push(`Substituições: ${a.substituicoes.map((s) => `${s.defensoria} — ${s.substituto ?? 'sem substituto'}`).join('; ')}.`);
  } else partes.push('Sem substituições.');
  return partes.join(' ');
}

/** A substitute's offices in an action, by substitute. */
function porSubstituto(a: AcaoDescrita | null) {
  const mapa = new Map<number, { nome: string; email: string | null; defensorias: string[] }>();
  for (const s of a?.substituicoes ?? []) {
    if (s.substitutoId === null) continue;
    const atual = mapa.get(s.substitutoId) ?? { nome: s.substituto ?? '', email: s.email, defensorias: [] };
    atual.defensorias.push(s.defensoria);
    mapa.set(s.substitutoId, atual);
  }
  return mapa;
}

const lista = (nomes: string[]) => (nomes.length === 1 ? nomes[0]! : `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)!}`);
const naDefensoria = (nomes: string[]) => (nomes.length === 1 ? `na defensoria ${nomes[0]}` : `nas defensorias ${lista(nomes)}`);

/**
 * The substitutes' messages (issue 14): each one named now gets the office(s), the dates and whom they replace when
 * that is new to them (a new substitute, or other offices or days than before); each one no longer named gets the
 * cancellation. Only those with an e-mail in their register.
 */
function emailsDosSubstitutos(antes: AcaoDescrita | null, depois: AcaoDescrita | null): NovoEmail[] {
  const [de, para] = [porSubstituto(antes), porSubstituto(depois)];
  const mesmosDias = antes && depois && antes.data_inicial === depois.data_inicial && antes.data_final === depois.data_final;
  const emails: NovoEmail[] = [];
  for (const [id, s] of para) {
    const anterior = de.get(id);
    if (!s.email || (mesmosDias && anterior && anterior.defensorias.join('|') === s.defensorias.join('|'))) continue;
    const a = depois!;
    emails.push({
      destinatario: s.email,
      assunto: `SGI — Substituição ${quando(a)}`,
      corpo:
        `Olá, ${s.nome}.\n\n` +
        `Você responderá ${naDefensoria(s.defensorias)} ${quando(a)} (${dias(a)}), substituindo ${a.defensor} (${tipoAcaoLabel(a.tipo)}).\n\n` +
        'Esta mensagem foi enviada pelo SGI; não é preciso respondê-la.',
    });
  }
  for (const [id, s] of de) {
    if (para.has(id) || !s.email) continue;
    const a = antes!;
    emails.push({
      destinatario: s.email,
      assunto: `SGI — Substituição cancelada (${quando(a).replace(/^(em|de) /, '')})`,
      corpo:
        `Olá, ${s.nome}.\n\n` +
        `Foi cancelada a sua substituição ${naDefensoria(s.defensorias)} ${quando(a)}, no lugar de ${a.defensor} (${tipoAcaoLabel(a.tipo)}).\n\n` +
        'Esta mensagem foi enviada pelo SGI; não é preciso respondê-la.',
    });
  }
  return emails;
}

/**
 * Records a change of an action (ADR 063), in the transaction that makes it: one notification for each active user
 * with recebenotificacaoes, the same by e-mail to those with an address, and the substitutes' messages. `antes` is the
 * action before the change (null on create), `depois` after it (null on removal).
 */
export async function notificarAcao(tx: Tx, evento: EventoDaAcao, antes: AcaoDescrita | null, depois: AcaoDescrita | null, publicUrl: string) {
  const a = (depois ?? antes)!;
  const titulo = tituloDaNotificacao(evento, a);
  const detalhes = detalhesDaAcao(a);
  const destinatarios = await tx
    .select({ id: usuario.id, nome: pessoa.nome, email: sql<string | null>`coalesce(${pessoa.email}, ${pessoa.emailInstitucional})` })
    .from(usuario)
    .innerJoin(pessoa, eq(pessoa.id, usuario.pessoaId))
    .where(and(eq(usuario.ativo, true), eq(usuario.recebenotificacaoes, true)))
    .orderBy(asc(usuario.id));
  if (destinatarios.length) {
    await tx.insert(notificacao).values(destinatarios.map((u) => ({ usuarioId: u.id, titulo, detalhes, idregistro: a.id })));
  }
  const link = evento === 'removido' ? '' : `\n\nAbrir o período: ${publicUrl}/acoes/editar/${a.id}`;
  const emails: NovoEmail[] = destinatarios.flatMap((u) =>
    u.email ? [{ destinatario: u.email, assunto: `SGI — ${titulo}`, corpo: `Olá, ${u.nome}.\n\n${titulo}.\n\n${detalhes}${link}` }] : [],
  );
  await enfileirarEmails(tx, [...emails, ...emailsDosSubstitutos(antes, depois)]);
}

const colunasDaNotificacao = { id: notificacao.id, criadoem: notificacao.criadoem, titulo: notificacao.titulo, detalhes: notificacao.detalhes, idregistro: notificacao.idregistro };

// The navbar asks for the count on every screen: both reads prepared once (ADR 041), by the caller's user id.
const contarDoUsuario = preparada('notificacao.contagem', (db, $: Marcadores<'usuario'>) =>
  db.select({ count: count() }).from(notificacao).where(eq(notificacao.usuarioId, $.usuario)),
);
const paginaDoUsuario = preparada('notificacao.pagina', (db, $: Marcadores<'usuario' | 'skip' | 'take'>) =>
  db
    .select(colunasDaNotificacao)
    .from(notificacao)
    .where(eq(notificacao.usuarioId, $.usuario))
    .orderBy(desc(notificacao.criadoem), desc(notificacao.id))
    .offset($.skip)
    .limit($.take),
);

/**
 * GET periodo/notificacoes/{flag} (ADR 063): the caller's notifications, newest first, and their count; with `lista`
 * false only the count. Only a staff session reaches the route; anyone else has none.
 */
export async function listNotificacoes(db: Leitura, ctx: Contexto, lista: boolean, q: { skip: number; take: number }) {
  if (ctx.escopo !== 'usuario' || ctx.usuarioId === null) return [[], 0] as [Notificacao[], number];
  const usuario = ctx.usuarioId;
  const [rows, [total]] = await Promise.all([lista ? paginaDoUsuario(db, { usuario, skip: q.skip, take: q.take }) : Promise.resolve([]), contarDoUsuario(db, { usuario })]);
  return [rows.map((n) => ({ ...n, criadoem: n.criadoem.toISOString() })), Number(total?.count ?? 0)] as [Notificacao[], number];
}

/** DELETE periodo/notificacoes/{id}: the caller's own (the route's record check answered 404 for anyone else's). */
export async function removeNotificacao(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    const removidas = await tx.delete(notificacao).where(and(eq(notificacao.id, id), filtroDeAcesso(ctx, 'notificacao'))).returning({ id: notificacao.id });
    if (removidas.length === 0) throw notFound(naoEncontrado('notificacao'));
  });
}
