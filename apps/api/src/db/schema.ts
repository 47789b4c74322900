// Every table of the application, for drizzle-kit and for typed queries.
export * from '../modules/pessoas/table.js';
export * from '../modules/papeis/table.js';
export * from '../modules/usuarios/table.js';
export * from '../modules/auth/table.js';
export * from '../modules/historico/table.js';
export * from '../modules/email/table.js';
export * from '../modules/defensores/table.js';
export * from '../modules/cursos/table.js';
export * from '../modules/instituicoes/table.js';
export * from '../modules/estagiarios/table.js';
export * from '../modules/assessores/table.js';
export * from '../modules/anexos/table.js';
