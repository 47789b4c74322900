import { rotuloDaTarefa, type StatusTarefa } from '@sgi/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Contexto } from '../../lib/contexto.js';
import { conflict, notFound } from '../../lib/errors.js';
import { filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { pagina } from '../../lib/pagination.js';
import { usuario } from '../usuarios/table.js';
import { tarefa } from './table.js';

const NAO_ENCONTRADA = naoEncontrado('tarefa');

const colunas = {
  id: tarefa.id,
  tipo: tarefa.tipo,
  status: tarefa.status,
  tentativas: tarefa.tentativas,
  maxTentativas: tarefa.maxTentativas,
  progressoAtual: tarefa.progressoAtual,
  progressoTotal: tarefa.progressoTotal,
  resultado: tarefa.resultado,
  erro: tarefa.erro,
  criadoPorId: tarefa.criadoPor,
  criadoPorUsername: usuario.username,
  criadoEm: tarefa.criadoEm,
  iniciadoEm: tarefa.iniciadoEm,
  concluidoEm: tarefa.concluidoEm,
};

const selecionar = (db: Db) => db.select(colunas).from(tarefa).leftJoin(usuario, eq(usuario.id, tarefa.criadoPor));
type Linha = Awaited<ReturnType<typeof selecionar>>[number];

const json = ({ criadoPorId, criadoPorUsername, criadoEm, iniciadoEm, concluidoEm, ...r }: Linha) => ({
  ...r,
  rotulo: rotuloDaTarefa(r.tipo),
  criadoPor: criadoPorId !== null && criadoPorUsername !== null ? { id: criadoPorId, username: criadoPorUsername } : null,
  criadoEm: criadoEm.toISOString(),
  iniciadoEm: iniciadoEm?.toISOString() ?? null,
  concluidoEm: concluidoEm?.toISOString() ?? null,
});

export interface ListarTarefas {
  skip: number;
  take: number;
  status?: StatusTarefa | undefined;
  tipo?: string | undefined;
}

/** The Tarefas screen: the most recent first; only the jobs the caller may see (ADR 036), in rows and count. */
export async function listTarefas(db: Db, ctx: Contexto, q: ListarTarefas) {
  const where = and(filtroDeAcesso(ctx, 'tarefa'), q.status ? eq(tarefa.status, q.status) : undefined, q.tipo ? eq(tarefa.tipo, q.tipo) : undefined);
  const [rows, total] = await pagina(
    selecionar(db).where(where).orderBy(desc(tarefa.criadoEm), desc(tarefa.id)).offset(q.skip).limit(q.take),
    db.select({ count: count() }).from(tarefa).where(where),
  );
  return [rows.map(json), total] as [ReturnType<typeof json>[], number];
}

/**
 * One job, for the progress component of whoever asked for it. Who may see it (its author or an administrator) is
 * the route's record-level rule (lib/exigir-acesso.ts, ADR 036).
 */
export async function getTarefa(db: Db, id: number) {
  const [r] = await selecionar(db).where(eq(tarefa.id, id));
  if (!r) throw notFound(NAO_ENCONTRADA);
  return json(r);
}

/** An administrator runs a failed job again, from the first attempt. */
export async function repetirTarefa(db: Db, id: number) {
  const [r] = await db
    .update(tarefa)
    .set({ status: 'PENDENTE', tentativas: 0, erro: null, proximaExecucaoEm: sql`now()`, concluidoEm: null })
    .where(and(eq(tarefa.id, id), eq(tarefa.status, 'FALHOU')))
    .returning({ id: tarefa.id });
  if (r) return;
  const [existe] = await db.select({ status: tarefa.status }).from(tarefa).where(eq(tarefa.id, id));
  if (!existe) throw notFound(NAO_ENCONTRADA);
  throw conflict('Só uma tarefa que falhou pode ser repetida.');
}
