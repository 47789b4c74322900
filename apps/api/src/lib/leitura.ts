import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { satisfaz, type Acesso } from './access.js';

/**
 * No write answers more than the caller may read (issue 10 item 15, ADR 026). Some writes are allowed to users who
 * cannot read the record (the spec lets ASSESSOR_CREATE edit advisors, whose detail needs ASSESSOR_READ or
 * ENUMERATE); a POST/PUT that answers the record declares who may read it — `config.leitura`, the access of the
 * record's GET — and a caller who does not meet it gets only the record's id and version: enough to go on (open the
 * new record, send the next edit) and nothing they could not see.
 *
 * The server refuses to start when a write gated by permissions answers fields beyond id, versao and message without
 * declaring `leitura`, or declares it without answering `registroOuResumo(...)`.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    leitura?: Acesso;
  }
}

/** What a caller who may not read the record gets back. */
export const resumoDeEscrita = z.object({ id: z.number(), versao: z.number().optional() }).strict();

const COM_RESUMO = new WeakSet<z.ZodType>();

/** The answer schema of a write that answers the record: the record, or its summary for who may not read it. */
export function registroOuResumo<S extends z.ZodType>(registro: S) {
  // The strict summary first: a whole record fails it (extra keys) and is then encoded as the record.
  const schema = z.union([resumoDeEscrita, registro]);
  COM_RESUMO.add(schema);
  return schema;
}

const SEM_DADOS_DO_REGISTRO = new Set(['id', 'versao', 'message']);

function campos(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return (schema.options as unknown[]).flatMap(campos);
  return [];
}

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH']);

/** A write route whose answer is cut to the summary for who may not read the record. */
export interface RotaComLeitura {
  method: string;
  url: string;
  acesso: Acesso;
  leitura: Acesso;
}

const ROTAS = new WeakMap<FastifyInstance, RotaComLeitura[]>();

/** Every write route that declares who may read its answer (the security suite tries each). */
export const rotasComLeitura = (app: FastifyInstance): readonly RotaComLeitura[] => ROTAS.get(app) ?? [];

export function registerLeituraDasRespostas(app: FastifyInstance): void {
  const rotas: RotaComLeitura[] = [];
  ROTAS.set(app, rotas);
  app.addHook('onRoute', (route) => {
    const metodos = [route.method].flat();
    if (!metodos.some((m) => ESCRITAS.has(m))) return;
    const acesso = route.config?.acesso;
    const leitura = route.config?.leitura;
    const respostas = Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).filter(([codigo]) => codigo.startsWith('2'));
    const rota = `${metodos.join(',')} ${route.url}`;
    for (const [, schema] of respostas) {
      const resumivel = COM_RESUMO.has(schema as z.ZodType);
      if (leitura && !resumivel) throw new Error(`Rota ${rota} declara leitura mas não responde registroOuResumo(...).`);
      if (resumivel && !leitura) throw new Error(`Rota ${rota} responde registroOuResumo(...) sem declarar a leitura.`);
      const porPermissao = typeof acesso === 'object';
      if (porPermissao && !leitura && campos(schema).some((c) => !SEM_DADOS_DO_REGISTRO.has(c))) {
        throw new Error(`Rota ${rota} responde dados do registro: declare quem pode lê-los (config.leitura) e responda registroOuResumo(...).`);
      }
    }
    if (leitura && acesso) for (const method of metodos) rotas.push({ method, url: route.url, acesso, leitura });
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const leitura = request.routeOptions.config?.leitura;
    if (!leitura || reply.statusCode >= 300 || !payload || typeof payload !== 'object') return payload;
    if (satisfaz(request.sessao, leitura)) return payload;
    const { id, versao } = payload as { id: number; versao?: number };
    return versao === undefined ? { id } : { id, versao };
  });
}
