import path from 'node:path';

/** Runtime configuration, from the environment variables of DESIGN.md §10 (documented in docs/operacao.md). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  trustProxy: boolean | string;
  /** SOLAR_URL: base address of the case system's API (ADR 090); null (unset or not http/https) = integration off */
  solarUrl: string | null;
  /** SOLAR_TIMEOUT_MS: how long SGI waits for the case system's first answer before a 504 (default 30 s) */
  solarTimeoutMs: number;
  /** HELP_URL: the external wiki of the Ajuda link (ADR 034); null (unset or not http/https) hides the link */
  helpUrl: string | null;
  logLevel: string;
  /** BENCH=1: each answer says how many SQL statements its request sent (lib/contagem-consultas.ts); for the benchmark only */
  contarConsultas: boolean;
  /** BENCH_SQL (with BENCH=1): file where the SQL of requests sent with the header x-sgi-registrar-sql is appended, for the bench's EXPLAIN check */
  arquivoSqlBench: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: env.SEED_DEMO !== '0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'SGI <nao-responda@defensoria.local>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    solarUrl: urlWeb(env.SOLAR_URL)?.replace(/\/+$/, '') ?? null,
    solarTimeoutMs: inteiroPositivo(env.SOLAR_TIMEOUT_MS, 30_000),
    helpUrl: urlWeb(env.HELP_URL),
    logLevel: env.LOG_LEVEL || 'info',
    contarConsultas: env.BENCH === '1',
    arquivoSqlBench: env.BENCH === '1' && env.BENCH_SQL ? path.resolve(env.BENCH_SQL) : null,
  };
}

/** An http(s) address, else null: the web puts it in a link, where javascript: or a bare name would misbehave. */
function urlWeb(value: string | undefined): string | null {
  const v = value?.trim();
  return v && /^https?:\/\/[^\s/]/i.test(v) ? v : null;
}

/** A whole number above zero, else the default (an empty or mistyped variable must not disable a time-out). */
function inteiroPositivo(value: string | undefined, padrao: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : padrao;
}

/** TRUST_PROXY: unset/0/false = trust nobody; 1/true = trust every hop; otherwise a list of addresses or CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({}),
    dataDir: '',
    seedDemo: false,
    publicUrl: 'http://sgi.test',
    logLevel: 'silent',
    ...overrides,
  };
}
