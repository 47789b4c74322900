// First: the collector's settings apply before anything allocates (ADR 058).
import './memoria.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { DataDirLockedError, fromPostgres, migrateDatabase, type Database } from './db/client.js';
import { USUARIOS_DEMO } from './db/demo.js';
import { seedDatabase, type SeedResult } from './db/seed.js';
import { coletarQuandoOcioso } from './lib/coleta-ociosa.js';
import { AppError } from './lib/errors.js';
import { iniciarEnvio } from './modules/email/sender.js';
import { motivoBancoIndisponivel } from './lib/banco-indisponivel.js';
import { startManutencao } from './lib/manutencao.js';
import { iniciarLembretes } from './modules/lembretes/tarefa.js';
import { iniciarLembreteDeMovimentacoes } from './modules/movimentacoes/lembretes.js';
import { TIPOS_DE_TAREFA } from './modules/tarefas/tipos.js';
import { iniciarTrabalhador, type Trabalhador } from './modules/tarefas/trabalhador.js';

const config = readConfig();
const log = pino({ level: config.logLevel });
const here = path.dirname(fileURLToPath(import.meta.url));

async function openDatabase(): Promise<Database> {
  if (config.databaseUrl) return fromPostgres(config.databaseUrl, (err) => log.error({ err: { message: err.message } }, 'erro no pool do PostgreSQL'));
  // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite in memory.
  const { openEmbedded } = await import('./db/embutido.js');
  return openEmbedded(config.dataDir);
}

async function main() {
  let database: Database;
  try {
    database = await openDatabase();
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  await migrateDatabase(database);
  let seed: SeedResult;
  try {
    seed = await seedDatabase(database.db, {
      adminPassword: config.adminPassword,
      demo: database.kind === 'pglite' && config.seedDemo,
    });
  } catch (err) {
    // A common ADMIN_PASSWORD is refused like any other common password (ADR 025): one clear line, not a stack.
    if (!(err instanceof AppError)) throw err;
    process.stderr.write(`ADMIN_PASSWORD recusada: ${err.message}\n`);
    await database.close();
    process.exit(1);
  }
  // Printed once, on stdout only (never through the logger): the operator must write them down.
  if (seed.senhaGerada) {
    process.stdout.write(
      `\n  Usuário administrador criado: admin\n  Senha gerada (anote; não será mostrada de novo): ${seed.senhaGerada}\n\n`,
    );
  }
  if (seed.senhaDemo) {
    process.stdout.write(
      `  Usuários de demonstração: ${USUARIOS_DEMO.slice(0, 3).join(', ')} e outros ${USUARIOS_DEMO.length - 3}\n` +
        `  Senha de todos eles, gerada agora (anote; não será mostrada de novo): ${seed.senhaDemo}\n\n`,
    );
  }
  let trabalhador: Trabalhador | null = null;
  const app = await buildApp({ database, config, webDir: path.resolve(here, '../../web/dist'), avisarTarefas: () => trabalhador?.kick() });
  // Sending e-mail is one job type of the worker (ADR 009), there only when SMTP_URL is set.
  const envio = iniciarEnvio(config, app.log);
  trabalhador = iniciarTrabalhador(database.db, [...TIPOS_DE_TAREFA, ...(envio.tipo ? [envio.tipo] : [])], app.log);
  const manutencao = startManutencao(database.db, app.log);
  const lembretes = iniciarLembretes(database.db, config.publicUrl, app.log, () => trabalhador?.kick());
  const lembreteDeMovimentacoes = iniciarLembreteDeMovimentacoes(database.db, config.publicUrl, app.log, () => trabalhador?.kick());
  // Part of the collector's settings (ADR 058, 100), left out with them for a comparison.
  const coleta = process.env.MEMORIA_PADRAO_DO_V8 === '1' ? null : coletarQuandoOcioso(app.server);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    manutencao.stop();
    coleta?.parar();
    lembretes.stop();
    lembreteDeMovimentacoes.stop();
    await trabalhador?.stop();
    envio.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  log.info({ port: config.port, database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'SGI no ar');
  // The operator learns at start why the Solar report says 'não configurada' (ADR 090); a mistyped address too.
  if (!config.solarUrl) {
    if (process.env.SOLAR_URL?.trim()) log.warn('SOLAR_URL ignorado: use um endereço http:// ou https://. O relatório Atendimentos Solar fica indisponível.');
    else log.info('SOLAR_URL não configurado: o relatório Atendimentos Solar fica indisponível.');
  }
}

main().catch((err: unknown) => {
  // Started while PostgreSQL is away: one clear line, no stack; the service manager starts it again (ADR 028).
  const indisponivel = motivoBancoIndisponivel(err);
  if (indisponivel) {
    process.stderr.write(`Não foi possível conectar ao banco de dados (${indisponivel}). Confira DATABASE_URL e se o PostgreSQL está no ar.\n`);
    process.exit(1);
  }
  log.error({ err: { message: (err as Error).message, stack: (err as Error).stack } }, 'falha ao iniciar');
  process.exit(1);
});
