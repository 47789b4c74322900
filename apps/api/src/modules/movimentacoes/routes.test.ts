import { dataIsoLocal, somaMesesReferencia } from '@sgi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { defensorNoBanco } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { corpoMovimentacao, distritoNoBanco, exigirProcessos, mesPassado, nucleoNoBanco, tipoNoBanco } from '../../../test/movimentacoes.js';

const t = await testApp();
const db = t.database.db;
let token: string;
let ana: { id: number; nome: string };
let bia: { id: number; nome: string };
let vara1: { id: number; nome: string };
let vara2: { id: number; nome: string };
let centro: number;
let nucleoMulher: number;
let inicial: number;
let audiencia: number;
let sentenca: number;
let atendimentoNucleo: number;

type Linha = {
  id: number;
  defensor: { id: number; nome: string };
  defensoria: { id: number; nome: string } | null;
  distrito: { id: number; nome: string } | null;
  nucleo: { id: number; nome: string } | null;
  referencia: string;
  editadoPor: { username: string } | null;
  registros?: { tipo: { id: number }; quantidade: number; processos: string[] }[];
  versao: number;
};

// A valid CNJ number (check digits 07) and a 12-digit one.
const CNJ = '0001234-07.2024.8.25.0001';
const DOZE = '202400012345';

async function criar(corpo: object, tk = token) {
  const res = await t.req({ method: 'POST', url: '/api/movimentacao', token: tk, payload: corpo });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ message: string; id: number; versao: number }>();
}
const listar = async (qs = '') => {
  const res = await t.req({ method: 'GET', url: `/api/movimentacao${qs}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<[Linha[], number]>();
};
const erro = async (corpo: object) => {
  const res = await t.req({ method: 'POST', url: '/api/movimentacao', token, payload: corpo });
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ message: string; fieldErrors: Record<string, string[]> }>();
};

beforeAll(async () => {
  token = await t.tokenWith('todas', 'clara.mov');
  ana = await defensorNoBanco(db, { nome: 'Ana Movimento' });
  bia = await defensorNoBanco(db, { nome: 'Bia Entrega' });
  vara1 = await defensoriaNoBanco(db, { nome: '1ª Defensoria Cível' });
  vara2 = await defensoriaNoBanco(db, { nome: '2ª Defensoria Criminal' });
  centro = await distritoNoBanco(db, vara1.id, 'Centro');
  nucleoMulher = await nucleoNoBanco(db, 'Núcleo da Mulher');
  inicial = await tipoNoBanco(db, 'Petição inicial', { inicial: true });
  audiencia = await tipoNoBanco(db, 'Audiência');
  sentenca = await tipoNoBanco(db, 'Sentença');
  atendimentoNucleo = await tipoNoBanco(db, 'Atendimento', { nucleo: true });
  await exigirProcessos(db, [sentenca]);
});

describe('POST/GET/PUT/DELETE movimentacao', () => {
  it('saves a month with three lines, one with two process numbers, and answers it with its lines and history', async () => {
    const salva = await criar(
      corpoMovimentacao(ana.id, vara1.id, [
        { tipo: { id: inicial }, inicial: true, quantidade: 4 },
        { tipo: { id: audiencia }, quantidade: 10 },
        { tipo: { id: sentenca }, quantidade: 2, processos: [CNJ, DOZE] },
      ], { distrito: { id: centro }, observacao: 'Mês com mutirão' }),
    );
    expect(salva).toMatchObject({ message: 'Movimentação cadastrada.', versao: 1 });
    const det = await t.req({ method: 'GET', url: `/api/movimentacao/${salva.id}`, token });
    expect(det.statusCode, det.body).toBe(200);
    expect(det.json()).toMatchObject({
      id: salva.id,
      numero_lancamento: salva.id,
      defensor: { id: ana.id, nome: 'Ana Movimento' },
      defensoria: { id: vara1.id, nome: '1ª Defensoria Cível' },
      distrito: { id: centro, nome: 'Centro' },
      nucleo: null,
      referencia: mesPassado(),
      data_recebimento: dataIsoLocal(),
      observacao: 'Mês com mutirão',
      civel: true,
      criminal: false,
      criadoPor: { username: 'clara.mov' },
      versao: 1,
      registros: [
        { tipo: { id: inicial, descricao: 'Petição inicial', inicial: true, nucleo: false }, inicial: true, quantidade: 4, processos: [] },
        { tipo: { id: audiencia }, inicial: false, quantidade: 10, processos: [] },
        { tipo: { id: sentenca }, quantidade: 2, processos: ['00012340720248250001', DOZE] },
      ],
    });
    const linhas = await t.req({ method: 'GET', url: `/api/movimentacaoregistros/damovimentacao/${salva.id}`, token });
    expect(linhas.json<unknown[]>()).toHaveLength(3);

    // Edit: one line changes, one goes, one comes; the lines keep their ids where the type stays.
    const antes = det.json<{ registros: { id: number; tipo: { id: number } }[] }>().registros;
    const put = await t.req({
      method: 'PUT',
      url: `/api/movimentacao/${salva.id}`,
      token,
      payload: corpoMovimentacao(ana.id, vara1.id, [
        { tipo: { id: inicial }, quantidade: 5 },
        { tipo: { id: sentenca }, quantidade: 1, processos: DOZE },
      ], { versao: 1 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ message: 'Movimentação atualizada.', id: salva.id, versao: 2 });
    const depois = (await t.req({ method: 'GET', url: `/api/movimentacao/${salva.id}`, token })).json<{ distrito: unknown; registros: { id: number; tipo: { id: number }; quantidade: number }[] }>();
    expect(depois.distrito).toBeNull();
    expect(depois.registros.map((r) => [r.tipo.id, r.quantidade])).toEqual([[inicial, 5], [sentenca, 1]]);
    expect(depois.registros[0]!.id).toBe(antes.find((r) => r.tipo.id === inicial)!.id);

    const velho = await t.req({ method: 'PUT', url: `/api/movimentacao/${salva.id}`, token, payload: corpoMovimentacao(ana.id, vara1.id, [], { versao: 1 }) });
    expect(velho.statusCode).toBe(409);
    await esperaHistorico(t, token, 'movimentacao', salva.id, [{ acao: 'INSERT', por: 'clara.mov' }, { acao: 'UPDATE', contem: { distrito_id: { de: centro, para: null } } }]);

    const del = await t.req({ method: 'DELETE', url: `/api/movimentacao/${salva.id}`, token });
    expect(del.json()).toEqual({ message: 'Movimentação removida.' });
    expect((await t.req({ method: 'GET', url: `/api/movimentacao/${salva.id}`, token })).json()).toEqual({ message: 'Movimentação não encontrada.' });
    expect((await t.req({ method: 'GET', url: `/api/movimentacaoregistros/damovimentacao/${salva.id}`, token })).statusCode).toBe(404);
  });

  it('repeats every rule of the form: process numbers, the locked quantity, the kind of the type, the dates', async () => {
    const linha = (processos: unknown, quantidade = 1) => corpoMovimentacao(ana.id, vara1.id, [{ tipo: { id: sentenca }, quantidade, processos }]);
    expect((await erro(linha(['12345']))).fieldErrors['registros.0.processos.0']).toEqual(['O número de processo deve ter 12 caracteres.']);
    expect((await erro(linha(['12a456789012']))).fieldErrors['registros.0.processos.0']).toEqual(['Valor não é um número.']);
    expect((await erro(linha([DOZE, DOZE], 2))).fieldErrors['registros.0.processos.1']).toEqual(['Número já inserido.']);
    expect((await erro(linha(['0001234-08.2024.8.25.0001']))).fieldErrors['registros.0.processos.0']).toEqual(['Número CNJ inválido: o dígito verificador não confere.']);
    expect((await erro(linha([DOZE], 3))).fieldErrors['registros.0.quantidade']).toEqual(['A quantidade deve ser igual ao número de processos informados: 1.']);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [{ tipo: { id: atendimentoNucleo }, quantidade: 1 }]))).fieldErrors['registros.0.tipo']).toEqual([
      'Este tipo é de núcleo: escolha um tipo de defensoria.',
    ]);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [{ tipo: { id: 999999 }, quantidade: 1 }]))).fieldErrors['registros.0.tipo']).toEqual([
      'Tipo de movimentação não encontrado.',
    ]);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [{ tipo: { id: audiencia }, quantidade: 1 }, { tipo: { id: audiencia }, quantidade: 2 }]))).fieldErrors['registros.1.tipo']).toEqual([
      'Tipo repetido: lance a quantidade numa linha só.',
    ]);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [{ tipo: { id: audiencia }, quantidade: 10000 }]))).fieldErrors['registros.0.quantidade']).toEqual([
      'A quantidade deve ser um número inteiro de 0 a 9999.',
    ]);
    const amanha = new Date(Date.now() + 86_400_000);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [], { data_recebimento: dataIsoLocal(amanha), referencia: dataIsoLocal().slice(0, 7) }))).fieldErrors.data_recebimento).toEqual([
      'A data de recebimento não pode ser futura.',
    ]);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [], { referencia: somaMesesReferencia(mesPassado(), 2) }))).fieldErrors.data_recebimento).toEqual([
      'A data de recebimento não pode ser anterior ao mês de referência.',
    ]);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [], { referencia: '2025-13' }))).fieldErrors.referencia).toEqual(['Mês de referência inválido.']);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [], { defensoria: null }))).fieldErrors.defensoria).toEqual(['Informe a defensoria.']);
  });

  it('checks that the defender and the places exist and that the distrito is of the defensoria', async () => {
    expect((await erro(corpoMovimentacao(999999, vara1.id))).fieldErrors.defensor).toEqual(['Selecione um defensor existente.']);
    expect((await erro(corpoMovimentacao(ana.id, 999999))).fieldErrors.defensoria).toEqual(['Selecione uma defensoria existente.']);
    expect((await erro(corpoMovimentacao(ana.id, vara2.id, [], { distrito: { id: centro } }))).fieldErrors.distrito).toEqual(['O distrito não pertence à defensoria escolhida.']);
    expect((await erro(corpoMovimentacao(ana.id, vara1.id, [], { ehnucleo: true, nucleo: { id: 999999 } }))).fieldErrors.nucleo).toEqual(['Selecione um núcleo existente.']);
    // A núcleo's delivery drops the defensoria and the distrito (ADR 069).
    const n = await criar(corpoMovimentacao(ana.id, vara1.id, [{ tipo: { id: atendimentoNucleo }, quantidade: 7 }], { ehnucleo: true, nucleo: { id: nucleoMulher }, distrito: { id: centro } }));
    expect((await t.req({ method: 'GET', url: `/api/movimentacao/${n.id}`, token })).json()).toMatchObject({ defensoria: null, distrito: null, nucleo: { id: nucleoMulher, nome: 'Núcleo da Mulher' } });
  });

  it('allows several deliveries for the same defender, month and place, and tells the form which exist', async () => {
    const mes = somaMesesReferencia(mesPassado(), -1);
    const a = await criar(corpoMovimentacao(bia.id, vara2.id, [], { referencia: mes }));
    const b = await criar(corpoMovimentacao(bia.id, vara2.id, [{ tipo: { id: audiencia }, quantidade: 1 }], { referencia: mes }));
    const res = await t.req({ method: 'GET', url: `/api/movimentacao/entregas?defensor=${bia.id}&referencia=${mes}&defensoria=${vara2.id}`, token: await t.tokenWith(['MOVIMENTACAO_CREATE']) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: number }[]>().map((e) => e.id)).toEqual([a.id, b.id]);
    const exceto = await t.req({ method: 'GET', url: `/api/movimentacao/entregas?defensor=${bia.id}&referencia=${mes}&defensoria=${vara2.id}&exceto=${a.id}`, token });
    expect(exceto.json<{ id: number }[]>().map((e) => e.id)).toEqual([b.id]);
    const outroLocal = await t.req({ method: 'GET', url: `/api/movimentacao/entregas?defensor=${bia.id}&referencia=${mes}&defensoria=${vara1.id}`, token });
    expect(outroLocal.json()).toEqual([]);
  });
});

describe('GET movimentacao', () => {
  it('filters by month, defender, place, type and editor, sorts, pages and answers the lines on request', async () => {
    const editor = await t.user('todas', 'davi.editor');
    const tokenDavi = await t.login(editor.username, editor.senha);
    const mes = somaMesesReferencia(mesPassado(), -3);
    const x = await criar(corpoMovimentacao(ana.id, vara2.id, [{ tipo: { id: audiencia }, quantidade: 3 }], { referencia: mes }), tokenDavi);
    const y = await criar(corpoMovimentacao(bia.id, vara2.id, [{ tipo: { id: inicial }, quantidade: 1 }], { referencia: mes }), tokenDavi);
    const ids = (r: [Linha[], number]) => r[0].map((l) => l.id);

    expect(ids(await listar(`?referencia=${mes}&orderField=defensor&orderDirection=asc`))).toEqual([x.id, y.id]);
    expect(ids(await listar(`?referencia=${mes}&orderField=defensor&orderDirection=DESC`))).toEqual([y.id, x.id]);
    expect(ids(await listar(`?referencia=${mes}&defensor=${bia.id}`))).toEqual([y.id]);
    expect(ids(await listar(`?referencia=${mes}&tipo=${audiencia}`))).toEqual([x.id]);
    expect(ids(await listar(`?editadoPor=${editor.id}`))).toEqual([y.id, x.id]);
    // The search page's 'Editado Por' offers who edited movements, by name, to whoever may search them.
    const editores = await t.req({ method: 'GET', url: '/api/movimentacao/editores', token: await t.tokenWith(['MOVIMENTACAO_ENUMERATE']) });
    expect(editores.statusCode, editores.body).toBe(200);
    expect(editores.json<{ id: number; nome: string }[]>().find((u) => u.id === editor.id)?.nome).toMatch(/\(davi\.editor\)$/);
    expect(ids(await listar(`?defensoria=${vara2.id}&referencia=${mes}&take=1`))).toHaveLength(1);
    expect((await listar(`?defensoria=${vara2.id}&referencia=${mes}&take=1`))[1]).toBe(2);
    expect((await listar(`?nucleo=${nucleoMulher}`))[0].every((l) => l.nucleo?.id === nucleoMulher)).toBe(true);
    // Default: editadoEm, the newest first (the search page).
    const [padrao] = await listar('?take=2');
    expect(padrao.map((l) => l.id)).toEqual([y.id, x.id]);
    expect(padrao[0]).toMatchObject({ editadoPor: { username: 'davi.editor' }, defensor: { nome: 'Bia Entrega' }, defensoria: { nome: '2ª Defensoria Criminal' } });
    expect(padrao[0]!.registros).toBeUndefined();
    const [comLinhas] = await listar(`?referencia=${mes}&comRegistros=true&orderField=id&orderDirection=ASC`);
    expect(comLinhas.map((l) => l.registros?.map((r) => [r.tipo.id, r.quantidade]))).toEqual([[[audiencia, 3]], [[inicial, 1]]]);
    for (const qs of ['?orderField=nome', '?orderDirection=up', '?referencia=2025-1', '?tipo=abc']) {
      expect((await t.req({ method: 'GET', url: `/api/movimentacao${qs}`, token })).statusCode, qs).toBe(400);
    }
  });

  it('needs MOVIMENTACAO_ENUMERATE for the list and the write permissions for the writes', async () => {
    const leitor = await t.tokenWith(['MOVIMENTACAO_READ']);
    expect((await t.req({ method: 'GET', url: '/api/movimentacao', token: leitor })).statusCode).toBe(403);
    expect((await t.req({ method: 'POST', url: '/api/movimentacao', token: leitor, payload: corpoMovimentacao(ana.id, vara1.id) })).statusCode).toBe(403);
  });
});

describe('the Movimentações columns of the defensoria and distrito lists', () => {
  it('counts the movements of each defensoria and distrito of the page', async () => {
    const sede = await defensoriaNoBanco(db, { nome: 'Defensoria Contada' });
    const vazia = await defensoriaNoBanco(db, { nome: 'Defensoria Contada Vazia' });
    const norte = await distritoNoBanco(db, sede.id, 'Norte');
    const sul = await distritoNoBanco(db, sede.id, 'Sul');
    await criar(corpoMovimentacao(ana.id, sede.id, [], { distrito: { id: norte } }));
    await criar(corpoMovimentacao(bia.id, sede.id, [], { distrito: { id: norte } }));
    const semDistrito = await criar(corpoMovimentacao(bia.id, sede.id));
    // The distrito's count links to the list of its movements (§2.8): the list filters by distrito.
    const doNorte = await t.req({ method: 'GET', url: `/api/movimentacao?distrito=${norte}`, token });
    expect(doNorte.json<[{ id: number; distrito: { id: number } | null }[], number]>()[0].map((l) => l.distrito?.id)).toEqual([norte, norte]);
    expect(doNorte.json<[{ id: number }[], number]>()[0].map((l) => l.id)).not.toContain(semDistrito.id);
    expect((await t.req({ method: 'GET', url: '/api/movimentacao?distrito=x', token })).json().message).toBe('Distrito inválido.');
    const res = await t.req({ method: 'GET', url: '/api/defensoria?nome=Defensoria%20Contada&take=10', token });
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json<[{ id: number; movimentacoes: number }[], number]>()[0];
    expect(linhas.map((l) => [l.id, l.movimentacoes])).toEqual([[sede.id, 3], [vazia.id, 0]]);

    const d = await t.req({ method: 'GET', url: `/api/distrito?defensoria=${sede.id}&comMovimentacoes=true&orderField=nome`, token });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json<[{ id: number; movimentacoes: number }[], number]>()[0].map((l) => [l.id, l.movimentacoes])).toEqual([[norte, 2], [sul, 0]]);
    const semContagem = await t.req({ method: 'GET', url: `/api/distrito?defensoria=${sede.id}`, token });
    expect(semContagem.json<[Record<string, unknown>[], number]>()[0][0]).not.toHaveProperty('movimentacoes');

    // A distrito with movements is kept (the foreign key), named in the 409.
    const del = await t.req({ method: 'DELETE', url: `/api/distrito/${norte}`, token });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/Movimentação/);
  });
});
