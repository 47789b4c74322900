import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@sgi/domain';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccessControl } from './lib/access.js';
import { esquecerACadaEscrita } from './lib/cache-com-geracao.js';
import { esquecerComAsTabelas, guardarTotais } from './lib/totais-guardados.js';
import { cabecalhosDoHelmet } from './lib/cabecalhos-de-seguranca.js';
import { compiladoresZod } from './lib/compiladores.js';
import { registrarContagemDeConsultas } from './lib/contagem-consultas.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { MULTIPART_LIMITES } from './lib/files.js';
import { registerLeituraDasRespostas } from './lib/leitura.js';
import { loggerOptions, UmaLinhaPorPedido } from './lib/log.js';
import { painelRoutes } from './modules/acoes/painel-routes.js';
import { periodoRoutes } from './modules/acoes/routes.js';
import { relatorioRoutes } from './modules/relatorios/routes.js';
import { anexoRoutes } from './modules/anexos/routes.js';
import { assessorRoutes } from './modules/assessores/routes.js';
import { atuacaoRoutes } from './modules/atuacoes/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { comarcaRoutes } from './modules/comarcas/routes.js';
import { cursoRoutes } from './modules/cursos/routes.js';
import { defensorRoutes } from './modules/defensores/routes.js';
import { defensoriaRoutes } from './modules/defensorias/routes.js';
import { distritoRoutes } from './modules/distritos/routes.js';
import { emailRoutes } from './modules/email/routes.js';
import { estagiarioRoutes } from './modules/estagiarios/routes.js';
import { feriadoRoutes } from './modules/feriados/routes.js';
import { folhaRoutes } from './modules/folhas/routes.js';
import { lembretesRoutes } from './modules/lembretes/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { historicoRoutes } from './modules/historico/routes.js';
import { instituicaoRoutes } from './modules/instituicoes/routes.js';
import { lotacaoRoutes } from './modules/lotacoes/routes.js';
import { movimentacaoRoutes } from './modules/movimentacoes/movimentacoes-routes.js';
import { CANAL_DAS_MOVIMENTACOES, cacheDoPainel, painelDeMovimentacoesRoutes } from './modules/movimentacoes/painel-routes.js';
import { relatorioDeMovimentacoesRoutes } from './modules/relatorio-movimentacoes/routes.js';
import { tipoMovimentacaoRoutes } from './modules/movimentacoes/routes.js';
import { nucleoRoutes } from './modules/nucleos/routes.js';
import { papelRoutes } from './modules/papeis/routes.js';
import { pessoaRoutes } from './modules/pessoas/routes.js';
import { predioRoutes } from './modules/predios/routes.js';
import { tabelasDaEntrada } from './modules/relatorios-lotacao/consultas.js';
import { cacheDasTabelas, relatorioLotacaoRoutes } from './modules/relatorios-lotacao/routes.js';
import { sistemaRoutes } from './modules/sistema/routes.js';
import { solarRoutes } from './modules/solar/routes.js';
import { tarefaRoutes } from './modules/tarefas/routes.js';
import { usuarioRoutes } from './modules/usuarios/routes.js';
import { varaRoutes } from './modules/varas/routes.js';

export interface AppOptions {
  database: Database;
  config: Config;
  /** folder of the built SPA; served with index.html fallback when given */
  webDir?: string | null;
  /** where the log lines go (default stdout); the log test reads them back */
  logStream?: DestinationStream;
  /** wakes this instance's job worker after a job was queued (main.ts); without it the worker finds it on its round */
  avisarTarefas?: () => void;
}

const API = /^\/api(?:[/?]|$)/;

/** Builds the whole server; used by main.ts and by the tests (STYLE: fastify/demo). */
export async function buildApp({ database, config, webDir, logStream, avisarTarefas = () => undefined }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new UmaLinhaPorPedido(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => Math.random().toString(36).slice(2, 10),
    schemaController: compiladoresZod,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON answers above 1 KiB go out compressed (every route registered after this) to clients that accept it (brotli at quality 4, else gzip); static
  // files come precompressed from the build (below), and what is already encoded is left alone.
  // Request bodies are never decompressed: no client of SGI sends them compressed, and the plugin's hook for it would
  // run on every request (issue 12).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  const cabecalhosDeSeguranca = await cabecalhosDoHelmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The Solar report arrives through the API and shows from a blob: URL; the browser never loads Solar (ADR 090).
        frameSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  // The same headers on every answer, 404s and the hooks' errors included (ADR 043).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(cabecalhosDeSeguranca);
    done();
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SGI — API', version: '25.09.26', description: 'Sistema de Gestão Interna da Defensoria Pública' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  // Every API answer may carry personal data or a session token, errors and the docs included: no browser or proxy
  // keeps a copy (ADR 027). onSend sees every answer, also those of hooks, errors and unknown paths.
  app.addHook('onSend', async (request, reply, payload) => {
    if (API.test(request.url) && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  // Attachments (lib/files.ts): one file of at most 10 MB per request, read only by the routes that expect it.
  await app.register(multipart, { limits: MULTIPART_LIMITES });
  const { db } = database;
  if (config.contarConsultas) registrarContagemDeConsultas(app, database, config.arquivoSqlBench);
  await registerAccessControl(app, database, ['/api/docs']);
  registerLeituraDasRespostas(app);
  const painel = cacheDoPainel();
  await esquecerACadaEscrita(app, database, CANAL_DAS_MOVIMENTACOES, painel);
  await guardarTotais(app, database);
  const tabelasDeLotacao = cacheDasTabelas();
  await esquecerComAsTabelas(app, database, tabelasDaEntrada(db), tabelasDeLotacao);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(sistemaRoutes(config));
      await api.register(authRoutes(db, config));
      await api.register(papelRoutes(db));
      await api.register(usuarioRoutes(db));
      await api.register(historicoRoutes(db));
      await api.register(emailRoutes(db));
      await api.register(assessorRoutes(db));
      await api.register(anexoRoutes(db));
      await api.register(estagiarioRoutes(db));
      await api.register(pessoaRoutes(db));
      await api.register(defensorRoutes(db));
      await api.register(cursoRoutes(db));
      await api.register(instituicaoRoutes(db));
      await api.register(comarcaRoutes(db));
      await api.register(atuacaoRoutes(db));
      await api.register(varaRoutes(db));
      await api.register(defensoriaRoutes(db));
      await api.register(distritoRoutes(db));
      await api.register(feriadoRoutes(db));
      await api.register(nucleoRoutes(db));
      await api.register(predioRoutes(db));
      await api.register(lotacaoRoutes(db));
      await api.register(periodoRoutes(db, config, avisarTarefas));
      await api.register(painelRoutes(db));
      await api.register(relatorioRoutes(db, tabelasDeLotacao));
      await api.register(folhaRoutes(db, config, avisarTarefas));
      await api.register(lembretesRoutes(db));
      await api.register(tipoMovimentacaoRoutes(db));
      await api.register(movimentacaoRoutes(db));
      await api.register(painelDeMovimentacoesRoutes(db, painel));
      await api.register(relatorioDeMovimentacoesRoutes(db));
      await api.register(relatorioLotacaoRoutes(db, tabelasDeLotacao));
      await api.register(tarefaRoutes(db, avisarTarefas));
      await api.register(solarRoutes(config));
    },
    { prefix: '/api' },
  );

  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    // preCompressed: the build writes .br and .gz beside each file (apps/web/vite.config.ts); sent to clients that
    // accept them, the plain file otherwise.
    await app.register(fastifyStatic, { root: webDir, serve: false, preCompressed: true });
    app.get('/*', { config: { acesso: 'publico' }, schema: { hide: true } }, (req, reply) => {
      const file = path.join(webDir, req.url.split('?')[0] ?? '');
      if (!req.url.startsWith('/api') && file.startsWith(webDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        // Files under /assets/ carry a content hash in their names: cached for a year, never revalidated. The rest
        // (favicon, index.html) is revalidated on every visit, so a new release shows at once.
        const hashed = req.url.startsWith('/assets/');
        if (hashed) return reply.sendFile(path.relative(webDir, file), { maxAge: '365d', immutable: true });
        return reply.header('Cache-Control', 'no-cache').sendFile(path.relative(webDir, file), { cacheControl: false });
      }
      if (req.url.startsWith('/api')) return reply.status(404).send({ message: 'Recurso não encontrado.' });
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    });
  }
  return app;
}
