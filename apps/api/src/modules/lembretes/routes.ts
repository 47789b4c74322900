import { alteracaoDosLembretesSchema, configDosLembretesSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { mensagemComVersao, versaoDoIfMatch } from '../../lib/versao.js';
import { atualizarConfigDosLembretes, getConfigDosLembretes } from './service.js';

/** The reminders' switch is an administrator's (ADR 056). */
const ADMIN: Acesso = { todas: ['ADMIN_ACTIONS'] };

/** The daily reminders' setting (issue 13, ADR 056): read and changed by administrators, versioned (If-Match). */
export const lembretesRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/lembretes/configuracao', {
    schema: { tags: ['lembretes'], summary: 'Lembretes diários das folhas: ligados ou não, N dias da assinatura, último envio', response: { 200: configDosLembretesSchema } },
    config: { acesso: ADMIN, leitura: ADMIN },
    handler: async () => getConfigDosLembretes(db),
  });

  app.put('/lembretes/configuracao', {
    schema: {
      tags: ['lembretes'],
      summary: 'Liga ou desliga os lembretes diários e define N (1 a 60 dias); versão lida no If-Match',
      headers: z.object({ 'if-match': textoSchema().max(40, 'If-Match inválido.').optional() }),
      body: alteracaoDosLembretesSchema,
      response: { 200: mensagemComVersao },
    },
    config: { acesso: ADMIN },
    handler: async (req) => ({ message: 'Registro Salvo', versao: await atualizarConfigDosLembretes(db, req.contexto, versaoDoIfMatch(req.headers), req.body) }),
  });
};
