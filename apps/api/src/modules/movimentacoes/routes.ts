import {
  configuracoesComVersaoSchema,
  configuracoesInputSchema,
  MENSAGEM_TIPO_REMOVIDO,
  textoSchema,
  tipoMovimentacaoDetalheSchema,
  tipoMovimentacaoInputSchema,
  tipoMovimentacaoLinhaSchema,
  tipoMovimentacaoSalvoSchema,
} from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { enviarArquivo } from '../../lib/files.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { listConfiguracoes, MENSAGEM_CONFIGURACAO_SALVA, updateConfiguracoes } from './configuracoes.js';
import { createTipo, getTipo, listTipos, pdfDosTipos, removeTipo, updateTipo } from './tipos.js';

const booleano = (m: string) => z.enum(['true', 'false'], { error: m }).transform((v) => v === 'true');

/**
 * The types are read by the list (MOVIMENTACAO_ENUMERATE, the module gate, §6) and by the movement form, which
 * whoever enters or reads movements opens.
 */
const TIPOS: Acesso = { alguma: ['MOVIMENTACAO_ENUMERATE', 'MOVIMENTACAO_READ', 'MOVIMENTACAO_CREATE', 'MOVIMENTACAO_UPDATE'] };

/** Movement types (cadastros-relatorios §2.12, §3, §7 movimentacao tipo) and the configuration (§3, §7; ADR 071). */
export const tipoMovimentacaoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/movimentacao/tipo', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Tipos de movimentação: os de defensoria, depois os de núcleo, por descrição',
      querystring: paginaQuery.extend({
        nucleo: booleano('Núcleos: use true ou false.').optional(),
        inicial: booleano('Petição Inicial: use true ou false.').optional(),
        descricao: textoSchema().max(100, 'A busca aceita no máximo 100 caracteres.').optional(),
      }),
      response: { 200: paginado(tipoMovimentacaoLinhaSchema) },
    },
    config: { acesso: TIPOS },
    handler: async (req) => listTipos(db, req.contexto, req.query),
  });

  app.get('/movimentacao/tipo/pdf', {
    schema: { tags: ['movimentacao'], summary: 'PDF de todos os tipos, marcados D (defensoria) ou N (núcleo)' },
    config: { acesso: { todas: ['MOVIMENTACAO_ENUMERATE'] } },
    handler: async (req, reply) => enviarArquivo(reply, await pdfDosTipos(db, req.contexto)),
  });

  app.get('/movimentacao/tipo/:id', {
    schema: { tags: ['movimentacao'], params: idParam, response: { 200: tipoMovimentacaoDetalheSchema } },
    config: { acesso: TIPOS, recurso: 'tipoMovimentacao' },
    handler: async (req) => getTipo(db, req.params.id),
  });

  app.post('/movimentacao/tipo', {
    schema: { tags: ['movimentacao'], summary: "Cadastra; responde 'Tipo {descrição} cadastrado.', o id e a versão", body: tipoMovimentacaoInputSchema, response: { 201: tipoMovimentacaoSalvoSchema } },
    config: { acesso: { todas: ['MOVIMENTACAO_CREATE'] } },
    handler: async (req, reply) => {
      const salvo = await createTipo(db, req.contexto, req.body);
      return reply.status(201).header('location', `/api/movimentacao/tipo/${salvo.id}`).send(salvo);
    },
  });

  app.put('/movimentacao/tipo/:id', {
    schema: { tags: ['movimentacao'], params: idParam, body: comVersao(tipoMovimentacaoInputSchema), response: { 200: tipoMovimentacaoSalvoSchema } },
    config: { acesso: { todas: ['MOVIMENTACAO_UPDATE'] }, recurso: 'tipoMovimentacao' },
    handler: async (req) => updateTipo(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/movimentacao/tipo/:id', {
    schema: { tags: ['movimentacao'], summary: 'Remove; um tipo em uso não é removido (409)', params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['MOVIMENTACAO_DELETE'] }, recurso: 'tipoMovimentacao' },
    handler: async (req) => {
      await removeTipo(db, req.contexto, req.params.id);
      return { message: MENSAGEM_TIPO_REMOVIDO };
    },
  });

  app.get('/app/configuracoes', {
    schema: { tags: ['movimentacao'], summary: 'Configurações [{chave, valor}] com a versão; chave 1: tipos que exigem números de processo', response: { 200: configuracoesComVersaoSchema } },
    // Every staff screen that enters movements reads key 1; nothing in it is secret.
    config: { acesso: 'usuario' },
    handler: async () => listConfiguracoes(db),
  });

  app.put('/app/configuracoes', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Administradores: tipos que exigem números de processo (chave 1) e lembrete por e-mail (chave 2)',
      body: configuracoesInputSchema,
      response: { 200: mensagem },
    },
    // Answers only the message: the screen reads the keys and their new versions again (GET, open to any staff).
    config: { acesso: { todas: ['ADMIN_ACTIONS'] } },
    handler: async (req) => {
      await updateConfiguracoes(db, req.contexto, req.body);
      return { message: MENSAGEM_CONFIGURACAO_SALVA };
    },
  });
};
