import {
  entregasExistentesSchema,
  isMesReferencia,
  MENSAGEM_REFERENCIA_INVALIDA,
  movimentacaoDetalheSchema,
  movimentacaoInputSchema,
  movimentacaoLinhaSchema,
  movimentacaoSalvaSchema,
  registroMovimentacaoSchema,
  textoSchema,
} from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { flag, idParam, jsonPronto, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import {
  CAMPOS_DE_ORDEM,
  createMovimentacao,
  editoresDeMovimentacoes,
  entregasExistentes,
  getMovimentacao,
  listMovimentacoes,
  MENSAGEM_MOVIMENTACAO_REMOVIDA,
  registrosDaMovimentacao,
  removeMovimentacao,
  updateMovimentacao,
} from './service.js';

const idFiltro = (m: string) => z.coerce.number({ error: m }).int(m).positive(m).max(2147483647, m);
const mes = textoSchema({ error: MENSAGEM_REFERENCIA_INVALIDA }).refine(isMesReferencia, MENSAGEM_REFERENCIA_INVALIDA);
const MENSAGEM_ORDEM = `Ordenação: use ${CAMPOS_DE_ORDEM.join(', ')}.`;
const MENSAGEM_DIRECAO = 'Direção da ordenação: use ASC ou DESC.';

const LER: Acesso = { alguma: ['MOVIMENTACAO_READ', 'MOVIMENTACAO_ENUMERATE'] };
const DO_FORMULARIO: Acesso = { alguma: ['MOVIMENTACAO_CREATE', 'MOVIMENTACAO_UPDATE', 'MOVIMENTACAO_READ', 'MOVIMENTACAO_ENUMERATE'] };

/** Movements (cadastros-relatorios §2.12, §3 Movimentacao and Registro, §7 movimentacao, movimentacaoregistros). */
export const movimentacaoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/movimentacao', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Movimentações filtradas e ordenadas (padrão: editadoEm, as mais recentes primeiro); com comRegistros, as linhas de cada uma',
      querystring: paginaQuery.extend({
        referencia: mes.optional(),
        // The spec's relation flags: the defender and the place are always answered; comRegistros adds the lines.
        comDefensor: flag,
        comLocal: flag,
        comRegistros: flag,
        defensor: idFiltro('Defensor inválido.').optional(),
        defensoria: idFiltro('Defensoria inválida.').optional(),
        nucleo: idFiltro('Núcleo inválido.').optional(),
        // The distrito list's Movimentações column links to the list of that distrito's movements (§2.8).
        distrito: idFiltro('Distrito inválido.').optional(),
        tipo: idFiltro('Tipo inválido.').optional(),
        editadoPor: idFiltro('Usuário inválido.').optional(),
        orderField: z.enum(CAMPOS_DE_ORDEM, { error: MENSAGEM_ORDEM }).default('editadoEm'),
        orderDirection: textoSchema({ error: MENSAGEM_DIRECAO })
          .transform((v) => v.toUpperCase())
          .pipe(z.enum(['ASC', 'DESC'], { error: MENSAGEM_DIRECAO }))
          .default('DESC'),
      }),
      response: { 200: paginado(movimentacaoLinhaSchema) },
    },
    config: { acesso: { todas: ['MOVIMENTACAO_ENUMERATE'] } },
    handler: async (req, reply) => jsonPronto(reply, await listMovimentacoes(db, req.contexto, req.query)),
  });

  app.get('/movimentacao/entregas', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Entregas já gravadas do defensor no mês e local (o formulário avisa e leva a elas)',
      querystring: z.object({
        defensor: idFiltro('Defensor inválido.'),
        referencia: mes,
        defensoria: idFiltro('Defensoria inválida.').optional(),
        nucleo: idFiltro('Núcleo inválido.').optional(),
        exceto: idFiltro('Movimentação inválida.').optional(),
      }),
      response: { 200: entregasExistentesSchema },
    },
    config: { acesso: DO_FORMULARIO },
    handler: async (req) => entregasExistentes(db, req.contexto, req.query),
  });

  app.get('/movimentacao/editores', {
    schema: {
      tags: ['movimentacao'],
      summary: "Os usuários que editaram movimentações, para o filtro 'Editado Por' da pesquisa",
      response: { 200: z.array(z.object({ id: z.number(), nome: z.string() })) },
    },
    config: { acesso: { todas: ['MOVIMENTACAO_ENUMERATE'] } },
    handler: async () => editoresDeMovimentacoes(db),
  });

  app.get('/movimentacao/:id', {
    schema: { tags: ['movimentacao'], params: idParam, response: { 200: movimentacaoDetalheSchema } },
    config: { acesso: LER, recurso: 'movimentacao' },
    handler: async (req) => getMovimentacao(db, req.params.id),
  });

  app.post('/movimentacao', {
    schema: { tags: ['movimentacao'], summary: 'Cadastra; responde a mensagem, o id e a versão', body: movimentacaoInputSchema, response: { 201: movimentacaoSalvaSchema } },
    config: { acesso: { todas: ['MOVIMENTACAO_CREATE'] } },
    handler: async (req, reply) => {
      const salva = await createMovimentacao(db, req.contexto, req.body);
      return reply.status(201).header('location', `/api/movimentacao/${salva.id}`).send(salva);
    },
  });

  app.put('/movimentacao/:id', {
    schema: { tags: ['movimentacao'], params: idParam, body: comVersao(movimentacaoInputSchema), response: { 200: movimentacaoSalvaSchema } },
    config: { acesso: { todas: ['MOVIMENTACAO_UPDATE'] }, recurso: 'movimentacao' },
    handler: async (req) => updateMovimentacao(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/movimentacao/:id', {
    schema: { tags: ['movimentacao'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['MOVIMENTACAO_DELETE'] }, recurso: 'movimentacao' },
    handler: async (req) => {
      await removeMovimentacao(db, req.contexto, req.params.id);
      return { message: MENSAGEM_MOVIMENTACAO_REMOVIDA };
    },
  });

  app.get('/movimentacaoregistros/damovimentacao/:id', {
    schema: { tags: ['movimentacao'], summary: 'As linhas (tipo, quantidade, processos) da movimentação', params: idParam, response: { 200: z.array(registroMovimentacaoSchema) } },
    config: { acesso: LER, recurso: 'movimentacao' },
    handler: async (req) => registrosDaMovimentacao(db, req.params.id),
  });
};
