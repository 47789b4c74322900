// The bench's scenarios: each screen call exactly as the web sends it (apps/web/src/features/*/api.ts and the list
// pages' defaults: first page, default sort, no search), plus the Vínculos list without the screen's default
// "edited in the last 7 days" (with and without vigente), two details, one record's history and the login.
// `alvos` are ids read from the dataset before measuring (run.mjs).
import { HISTORICO_DATA_FINAL_PADRAO, HISTORICO_DATA_INICIAL_PADRAO } from '@sgi/domain';

const q = (caminho, params) => `/api/${caminho}?${new URLSearchParams(params)}`;
const mesesAtras = (hoje, n) => {
  const total = Number(hoje.slice(0, 4)) * 12 + Number(hoje.slice(5, 7)) - 1 - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};
const diasAtras = (hoje, n) => new Date(Date.parse(`${hoje}T00:00:00Z`) - n * 86400000).toISOString().slice(0, 10);

/** The Movimentações home as it opens: the last six months up to the current one, every defender. */
const painelDosSeisMeses = (a) => q(`dashboard/movimentacoes/${mesesAtras(a.hoje, 5)}`, { referenciaf: a.hoje.slice(0, 7) });

/** [nome, tipo, título, path(alvos), headers?]: tipo 'lista' runs the EXPLAIN check and the list budgets. */
export const CENARIOS = [
  ['assessores', 'lista', 'Assessores (sem paginar)', () => q('assessor', { skip: 0, take: 10000, ativos: true, inativos: false, orderBy: 'nome', orderDirection: 'asc' })],
  ['atuacoes', 'lista', 'Atuações', () => q('atuacao', { skip: 0, take: 12, orderField: 'ordem', orderBy: 'asc', comVaras: true })],
  ['comarcas', 'lista', 'Comarcas', () => q('comarca', { skip: 0, take: 12, orderField: 'ordem', orderBy: 'asc' })],
  ['cursos', 'lista', 'Cursos', () => q('curso', { skip: 0, take: 12 })],
  ['defensores', 'lista', 'Defensores', () => q('defensor', { skip: 0, take: 12, orderBy: 'nome', orderbyasc: true })],
  ['defensorias', 'lista', 'Defensorias', () => q('defensoria', { skip: 0, take: 12, orderField: 'ordem', orderBy: 'asc' })],
  ['distritos', 'lista', 'Distritos', () => q('distrito', { skip: 0, take: 10, orderField: 'ordem', orderBy: 'asc', comDefensoria: true, comMovimentacoes: true })],
  ['estagiarios', 'lista', 'Estagiários', () => q('estagiario', { skip: 0, take: 12, inativos: false, orderField: 'data_inicio_estagio', orderBy: 'asc', comEstagios: true })],
  ['feriados', 'lista', 'Feriados', () => q('feriado', { skip: 0, take: 12 })],
  ['instituicoes', 'lista', 'Instituições de ensino', () => q('instituicao', { skip: 0, take: 12 })],
  ['nucleos', 'lista', 'Núcleos', () => q('nucleo', { skip: 0, take: 12 })],
  ['papeis', 'lista', 'Papéis', () => q('papel', { skip: 0, take: 12, comUsuarios: true })],
  // The card grid of a 1280-pixel-wide window (features/pessoas/pagina.ts).
  ['pessoas', 'lista', 'Pessoas', () => q('pessoa', { skip: 0, take: 15, orderBy: 'nome', comEstagiario: true })],
  ['predios', 'lista', 'Unidades (prédios)', () => q('predio', { skip: 0, take: 12 })],
  ['usuarios', 'lista', 'Usuários', () => q('usuario', { skip: 0, take: 12, orderBy: 'nome', orderDirection: 'asc' })],
  // The movements' search page (issue 15): first page, default sort editadoEm.
  ['movimentacoes', 'lista', 'Movimentações (pesquisa)', () => q('movimentacao', { skip: 0, take: 20 })],
  ['varas', 'lista', 'Varas', () => q('vara', { skip: 0, take: 10, orderField: 'ordem', orderBy: 'asc', comAtuacao: true, comDefensorias: true })],
  ['vinculos-padrao', 'lista', 'Vínculos (tela: editados em 7 dias)', (a) => q('lotacao', { skip: 0, take: 20, tipo_pessoa: 1, data_edicao: diasAtras(a.hoje, 7) })],
  ['vinculos', 'lista', 'Vínculos de estagiários (todos)', () => q('lotacao', { skip: 0, take: 20, tipo_pessoa: 3 })],
  ['vinculos-vigentes', 'lista', 'Vínculos de estagiários vigentes', () => q('lotacao', { skip: 0, take: 20, tipo_pessoa: 3, vigente: true })],
  ['titularidades', 'lista', 'Titularidades vigentes', () => '/api/defensoria/titularidades'],
  ['vinculo', 'detalhe', 'Um vínculo', (a) => `/api/lotacao/${a.lotacao}`],
  ['defensor', 'detalhe', 'Um defensor', (a) => q(`defensor/${a.defensor}`, { telefone: true, endereco: true })],
  ['historico', 'historico', 'Histórico de um vínculo', (a) => q('historico', { tabela: 'lotacao', registro: a.lotacao, data_inicial: HISTORICO_DATA_INICIAL_PADRAO, data_final: HISTORICO_DATA_FINAL_PADRAO })],
  ['login', 'login', 'Login (argon2id)', () => '/api/auth'],
  // The sheets (issue 13): the month's list as the screen opens it (first page of 100, every unit, vínculo defensoria),
  // a sheet awaiting review with its days, one day saved by the intern's link session and a concluded sheet's PDF.
  ['folhas-lista', 'lista', 'Folhas do mês (100 por página)', (a) => q(`folha_frequencia/listar/${a.folhas.ano}/${a.folhas.mes}`, { skip: 0, take: 100, unidade: 0, vinculo: 1 })],
  ['folha-detalhe', 'detalhe', 'Uma folha com seus dias', (a) => `/api/folha_frequencia/${a.folhas.detalhe}`],
  // The path of each request is its sheet's (run.mjs, requisicaoDeEscrita): this one is the first of the pool.
  ['folha-salvar-dia', 'escrita', 'Salvar um dia (sessão do link do estagiário)', (a) => `/api/folha_frequencia/${a.folhas.escrita[0].id}`],
  ['folha-pdf', 'pdf', 'PDF de uma folha concluída', (a) => `/api/folha_frequencia/${a.folhas.pdf}/pdf`],
  // The leave actions (issue 14): a defender's actions as the actions screen asks for them, the Férias home's summary
  // and its table with every defender (the switch off), and a defender's timeline.
  ['acoes', 'lista', 'Ações de um defensor', (a) => q('periodo', { defensor: a.defensor, skip: 0, take: 1000 })],
  ['ferias-resumo', 'detalhe', 'Férias: resumo do dia', (a) => `/api/dashboard/${a.hoje}`],
  ['ferias-dia', 'lista', 'Férias: cada defensor no dia (todos)', (a) => q('dashboard', { dia: a.hoje, naovazio: false })],
  ['linha-do-tempo', 'detalhe', 'Linha do tempo de um defensor', (a) => `/api/defensor/timeline/${a.defensor}`],
  // The Movimentações home as it opens (issue 15).
  ['painel-movimentacoes', 'lista', 'Movimentações: entregas dos últimos seis meses', painelDosSeisMeses],
  // The same home asked with Cache-Control: no-cache, so every request runs the statement, as the first one after a
  // change does (ADR 101).
  ['painel-movimentacoes-frio', 'lista', 'Movimentações: seis meses, sem o cache', painelDosSeisMeses, { 'cache-control': 'no-cache' }],
  // The assignment table (issue 16) as its screen opens it: layout 1 of today for the whole state, with the filter lists.
  ['tabela-lotacao', 'detalhe', 'Tabela de Lotação (layout 1, o estado inteiro)', (a) => q('relatorio/lotacoes', { data: a.hoje, layout: 1 })],
  // The same table asked with Cache-Control: no-cache, so every request reads and builds it, as the first one after a
  // change does (ADR 106).
  ['tabela-lotacao-frio', 'detalhe', 'Tabela de Lotação sem o cache', (a) => q('relatorio/lotacoes', { data: a.hoje, layout: 1 }), { 'cache-control': 'no-cache' }],
  // The reports on placements and leave (issue 16) as their screens open them: today, active defenders, whole history.
  ['relatorio-estagiarios', 'detalhe', 'Relatório de estagiários (estado inteiro)', (a) => q('lotacoes-estagiario', { data: a.hoje })],
  // Kept with the assignment tables (ADR 106): the same report built on every request, as after a change.
  ['relatorio-estagiarios-frio', 'detalhe', 'Relatório de estagiários sem o cache', (a) => q('lotacoes-estagiario', { data: a.hoje }), { 'cache-control': 'no-cache' }],
  ['relatorio-nucleos', 'detalhe', 'Relatório de núcleos', (a) => q('relatorio/nucleos', { data: a.hoje })],
  ['relatorio-defensores', 'detalhe', 'Relatório de defensores (lotações atuais)', (a) => q('relatorio/defensores/lotacoes', { data: a.hoje, inativos: false })],
  ['relatorio-ferias', 'detalhe', 'Relatório de férias (histórico completo)', () => q('relatorio/defensores', { todoperiodo: true, somenteferias: false })],
  // The movement report of the last twelve months by reference month, every defender and type (issue 17).
  ['relatorio-movimentacoes', 'detalhe', 'Relatório de Movimentações (12 meses)', (a) => q(`relatorio/movimentacoes/${mesesAtras(a.hoje, 11)}-01/${a.hoje}/true`, { civel: true, criminal: true })],
].map(([nome, tipo, titulo, caminho, cabecalhos]) => ({ nome, tipo, titulo, caminho, ...(cabecalhos && { cabecalhos }) }));

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
  return { defensor: defensor.id, lotacao: lotacao.id, hoje, folhas: await lerAlvosDasFolhas(executar) };
}

/** Sheets the pool of the write scenario holds: each connection writes to a sheet no other is writing to. */
export const FOLHAS_DA_ESCRITA = 48;

/**
 * The sheet scenarios' targets: the month before the last (sheets awaiting signature or review) for the list, its
 * middle sheet awaiting review for the detail, the middle concluded sheet of the month before for the PDF, and for the
 * write a pool of sheets being filled in (the last month), one per intern with a CPF, each with a past working day
 * marked present: the write toggles that day's leaving time, so every request changes the day.
 */
async function lerAlvosDasFolhas(executar) {
  const meses = await executar(`select distinct ano, mes from folha_frequencia order by ano desc, mes desc limit 3`);
  if (meses.length < 3) return null;
  const [ultimo, anterior, concluido] = meses;
  const meio = (where, params) =>
    executar(`select id from folha_frequencia where ${where} order by id offset (select count(*) / 2 from folha_frequencia where ${where}) limit 1`, params);
  const [detalhe] = await meio('ano = $1 and mes = $2 and status = 3', [anterior.ano, anterior.mes]);
  const [pdf] = await meio('ano = $1 and mes = $2 and status = 4', [concluido.ano, concluido.mes]);
  const escrita = await executar(
    `select distinct on (p.cpf) f.id, p.cpf, d.dia, to_char(d.horario_entrada, 'HH24:MI') as entrada, to_char(d.horario_saida, 'HH24:MI') as saida
     from folha_frequencia f join estagiario e on e.id = f.estagiario_id join pessoa p on p.id = e.pessoa_id
     join lateral (select dia, horario_entrada, horario_saida from folha_frequencia_dia d where d.folha_id = f.id and d.util and d.status = 2
                   and d.horario_entrada is not null and d.horario_saida - d.horario_entrada >= interval '1 hour' order by dia limit 1) d on true
     where f.ano = $1 and f.mes = $2 and f.status = 1 and p.cpf is not null
     order by p.cpf, f.id limit $3`,
    [ultimo.ano, ultimo.mes, FOLHAS_DA_ESCRITA],
  );
  return { ano: anterior.ano, mes: anterior.mes, detalhe: detalhe?.id, pdf: pdf?.id, escrita };
}
