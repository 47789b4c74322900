import {
  CHAVE_CONFIGURACAO,
  documentoDosTiposDeMovimentacao,
  lerTiposComProcesso,
  mensagemTipoAtualizado,
  mensagemTipoCadastrado,
  mensagemTipoEmUso,
  valorTiposComProcesso,
  type TipoMovimentacaoDetalhe,
  type TipoMovimentacaoInput,
  type TipoMovimentacaoLinha,
} from '@sgi/domain';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { withActor, type Leitura } from '../../db/actor.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import type { Contexto } from '../../lib/contexto.js';
import { conflict, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contemTexto, pagina, paginaVazia } from '../../lib/pagination.js';
import { gerarPdf } from '../../lib/pdf.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { configuracao, registroMovimentacao, tipoMovimentacao } from './table.js';

const NAO_ENCONTRADO = naoEncontrado('tipoMovimentacao');
const ORDEM = [asc(tipoMovimentacao.nucleo), asc(tipoMovimentacao.descricao), asc(tipoMovimentacao.id)];

export interface ListarTipos {
  skip: number;
  take: number;
  nucleo?: boolean | undefined;
  inicial?: boolean | undefined;
  descricao?: string | undefined;
}

/** GET movimentacao/tipo (§7: skip, take, nucleo; the list's 'Núcleos' filter, §2.12): by kind, then description. */
export async function listTipos(db: Leitura, ctx: Contexto, q: ListarTipos): Promise<[TipoMovimentacaoLinha[], number]> {
  if (!alcancaTodasOuNenhuma(ctx, 'tipoMovimentacao')) return paginaVazia();
  const where: SQL | undefined = and(
    q.nucleo === undefined ? undefined : eq(tipoMovimentacao.nucleo, q.nucleo),
    q.inicial === undefined ? undefined : eq(tipoMovimentacao.inicial, q.inicial),
    q.descricao ? contemTexto(tipoMovimentacao.descricao, q.descricao) : undefined,
  );
  const [rows, total] = await pagina(
    db
      .select({
        id: tipoMovimentacao.id,
        descricao: tipoMovimentacao.descricao,
        inicial: tipoMovimentacao.inicial,
        nucleo: tipoMovimentacao.nucleo,
        editadoPor: editor.username,
        versao: tipoMovimentacao.versao,
      })
      .from(tipoMovimentacao)
      .leftJoin(editor, joinEditor(tipoMovimentacao))
      .where(where)
      .orderBy(...ORDEM)
      .offset(q.skip)
      .limit(q.take),
    db.select({ count: count() }).from(tipoMovimentacao).where(where),
  );
  return [rows.map((r) => ({ ...r, editadoPor: r.editadoPor ? { username: r.editadoPor } : null })), total];
}

export async function getTipo(db: Leitura, id: number): Promise<TipoMovimentacaoDetalhe> {
  const r = findOrThrow(
    await db
      .select({ id: tipoMovimentacao.id, descricao: tipoMovimentacao.descricao, inicial: tipoMovimentacao.inicial, nucleo: tipoMovimentacao.nucleo, ...auditoriaSelect(tipoMovimentacao) })
      .from(tipoMovimentacao)
      .leftJoin(criador, joinCriador(tipoMovimentacao))
      .leftJoin(editor, joinEditor(tipoMovimentacao))
      .where(eq(tipoMovimentacao.id, id)),
    NAO_ENCONTRADO,
  );
  return { id: r.id, descricao: r.descricao, inicial: r.inicial, nucleo: r.nucleo, ...auditoriaJson(r) };
}

const valores = (i: TipoMovimentacaoInput) => ({ descricao: i.descricao, inicial: i.inicial, nucleo: i.nucleo });

export async function createTipo(db: Leitura, ctx: Contexto, input: TipoMovimentacaoInput) {
  const [row] = await withActor(db, ctx, (tx) =>
    tx.insert(tipoMovimentacao).values(valores(input)).returning({ id: tipoMovimentacao.id, versao: tipoMovimentacao.versao }),
  );
  return { message: mensagemTipoCadastrado(input.descricao), id: row!.id, versao: row!.versao };
}

/**
 * A type's kind (núcleo) may change only while no line uses it: a line of a defensoria's movement would otherwise
 * point to a núcleo type, which the form refuses (ADR 069).
 */
export async function updateTipo(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<TipoMovimentacaoInput>) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, tipoMovimentacao, id, versao, NAO_ENCONTRADO);
    const [atual] = await tx.select({ nucleo: tipoMovimentacao.nucleo }).from(tipoMovimentacao).where(eq(tipoMovimentacao.id, id));
    if (atual!.nucleo !== input.nucleo) {
      const n = await usos(tx, id);
      if (n > 0) throw conflict(mensagemKindEmUso(n));
    }
    return tx.update(tipoMovimentacao).set(valores(input)).where(eq(tipoMovimentacao.id, id)).returning({ versao: tipoMovimentacao.versao });
  });
  return { message: mensagemTipoAtualizado(input.descricao), id, versao: row!.versao };
}

const mensagemKindEmUso = (n: number) =>
  `O tipo não pode mudar entre defensoria e núcleo: está em uso em ${n} ${n === 1 ? 'registro' : 'registros'} de movimentação.`;

const usos = async (db: Leitura, id: number) =>
  Number((await db.select({ n: count() }).from(registroMovimentacao).where(eq(registroMovimentacao.tipoId, id)))[0]?.n ?? 0);

/** A type in use is kept (409 naming how many lines use it); a removed type leaves key 1 too. */
export async function removeTipo(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, tipoMovimentacao, id, NAO_ENCONTRADO);
    const n = await usos(tx, id);
    if (n > 0) throw conflict(mensagemTipoEmUso(n));
    await tx.delete(tipoMovimentacao).where(eq(tipoMovimentacao.id, id));
    const [chave1] = await tx
      .select({ valor: configuracao.valor })
      .from(configuracao)
      .where(eq(configuracao.chave, CHAVE_CONFIGURACAO.TiposComProcesso))
      .for('update');
    const ids = lerTiposComProcesso(chave1?.valor);
    if (ids.includes(id)) {
      await tx
        .update(configuracao)
        .set({ valor: valorTiposComProcesso(ids.filter((t) => t !== id)) })
        .where(eq(configuracao.chave, CHAVE_CONFIGURACAO.TiposComProcesso));
    }
  });
}

/** GET movimentacao/tipo/pdf: every type, marked D or N (§2.12 Imprimir, §9). */
export async function pdfDosTipos(db: Leitura, ctx: Contexto) {
  const tipos = alcancaTodasOuNenhuma(ctx, 'tipoMovimentacao')
    ? await db.select({ descricao: tipoMovimentacao.descricao, inicial: tipoMovimentacao.inicial, nucleo: tipoMovimentacao.nucleo }).from(tipoMovimentacao)
    : [];
  const arquivo = await gerarPdf(documentoDosTiposDeMovimentacao(tipos, ctx.agora), ctx);
  return { filename: 'tipos-de-movimentacao.pdf', contentType: 'application/pdf', arquivo };
}
