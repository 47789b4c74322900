// The bench's scenarios: each screen call exactly as the web sends it (apps/web/src/features/*/api.ts and the list
// pages' defaults: first page, default sort, no search), plus the Vínculos list without the screen's default
// "edited in the last 7 days" (with and without vigente), two details, one record's history and the login.
// `alvos` are ids read from the dataset before measuring (run.mjs).
import { HISTORICO_DATA_FINAL_PADRAO, HISTORICO_DATA_INICIAL_PADRAO } from '@sgi/domain';

const q = (caminho, params) => `/api/${caminho}?${new URLSearchParams(params)}`;
const diasAtras = (hoje, n) => new Date(Date.parse(`${hoje}T00:00:00Z`) - n * 86400000).toISOString().slice(0, 10);

/** [nome, tipo, título, path(alvos)]: tipo 'lista' runs the EXPLAIN check and the list budgets. */
export const CENARIOS = [
  ['assessores', 'lista', 'Assessores (sem paginar)', () => q('assessor', { skip: 0, take: 10000, ativos: true, inativos: false, orderBy: 'nome', orderDirection: 'asc' })],
  ['atuacoes', 'lista', 'Atuações', () => q('atuacao', { skip: 0, take: 12, orderField: 'ordem', orderBy: 'asc', comVaras: true })],
  ['comarcas', 'lista', 'Comarcas', () => q('comarca', { skip: 0, take: 12, orderField: 'ordem', orderBy: 'asc' })],
  ['cursos', 'lista', 'Cursos', () => q('curso', { skip: 0, take: 12 })],
  ['defensores', 'lista', 'Defensores', () => q('defensor', { skip: 0, take: 12, orderBy: 'nome', orderbyasc: true })],
  ['defensorias', 'lista', 'Defensorias', () => q('defensoria', { skip: 0, take: 12, orderField: 'ordem', orderBy: 'asc' })],
  ['distritos', 'lista', 'Distritos', () => q('distrito', { skip: 0, take: 10, orderField: 'ordem', orderBy: 'asc', comDefensoria: true })],
  ['estagiarios', 'lista', 'Estagiários', () => q('estagiario', { skip: 0, take: 12, inativos: false, orderField: 'data_inicio_estagio', orderBy: 'asc', comEstagios: true })],
  ['feriados', 'lista', 'Feriados', () => q('feriado', { skip: 0, take: 12 })],
  ['instituicoes', 'lista', 'Instituições de ensino', () => q('instituicao', { skip: 0, take: 12 })],
  ['nucleos', 'lista', 'Núcleos', () => q('nucleo', { skip: 0, take: 12 })],
  ['papeis', 'lista', 'Papéis', () => q('papel', { skip: 0, take: 12, comUsuarios: true })],
  // The card grid of a 1280-pixel-wide window (features/pessoas/pagina.ts).
  ['pessoas', 'lista', 'Pessoas', () => q('pessoa', { skip: 0, take: 15, orderBy: 'nome', comEstagiario: true })],
  ['predios', 'lista', 'Unidades (prédios)', () => q('predio', { skip: 0, take: 12 })],
  ['usuarios', 'lista', 'Usuários', () => q('usuario', { skip: 0, take: 12, orderBy: 'nome', orderDirection: 'asc' })],
  ['varas', 'lista', 'Varas', () => q('vara', { skip: 0, take: 10, orderField: 'ordem', orderBy: 'asc', comAtuacao: true, comDefensorias: true })],
  ['vinculos-padrao', 'lista', 'Vínculos (tela: editados em 7 dias)', (a) => q('lotacao', { skip: 0, take: 20, tipo_pessoa: 1, data_edicao: diasAtras(a.hoje, 7) })],
  ['vinculos', 'lista', 'Vínculos de estagiários (todos)', () => q('lotacao', { skip: 0, take: 20, tipo_pessoa: 3 })],
  ['vinculos-vigentes', 'lista', 'Vínculos de estagiários vigentes', () => q('lotacao', { skip: 0, take: 20, tipo_pessoa: 3, vigente: true })],
  ['titularidades', 'lista', 'Titularidades vigentes', () => '/api/defensoria/titularidades'],
  ['vinculo', 'detalhe', 'Um vínculo', (a) => `/api/lotacao/${a.lotacao}`],
  ['defensor', 'detalhe', 'Um defensor', (a) => q(`defensor/${a.defensor}`, { telefone: true, endereco: true })],
  ['historico', 'historico', 'Histórico de um vínculo', (a) => q('historico', { tabela: 'lotacao', registro: a.lotacao, data_inicial: HISTORICO_DATA_INICIAL_PADRAO, data_final: HISTORICO_DATA_FINAL_PADRAO })],
  ['login', 'login', 'Login (argon2id)', () => '/api/auth'],
].map(([nome, tipo, titulo, caminho]) => ({ nome, tipo, titulo, caminho }));

/**
 * Ids the detail and history scenarios read, the same in every run on one dataset: the middle active defender and
 * the placement with the longest history (created, then edited).
 */
export async function lerAlvos(executar) {
  const [defensor] = await executar(`select id from defensor where ativo order by id offset (select count(*) / 2 from defensor where ativo) limit 1`);
  const [lotacao] = await executar(
    `select registro::int as id from historico where tabela = 'lotacao' group by registro order by count(*) desc, registro::int limit 1`,
  );
  const [{ hoje }] = await executar(`select to_char(current_date, 'YYYY-MM-DD') as hoje`);
  return { defensor: defensor.id, lotacao: lotacao.id, hoje };
}
