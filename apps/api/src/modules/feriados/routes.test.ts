import { feriadoEm } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { feriadosNoPeriodo } from './service.js';
import { feriado } from './table.js';

const t = await testApp();
const NAO_ENCONTRADO = { message: 'Feriado não encontrado.' };

let token: string; // every permission
let semFolha: string; // a staff session without any FOLHA_* permission

const novaDefensoria = (nome?: string) => defensoriaNoBanco(t.database.db, nome === undefined ? {} : { nome });

type Json = { id: number; nome: string; inicio: string; fim: string; geral: boolean; defensorias: { id: number; nome: string }[] };

async function criar(payload: Record<string, unknown>, tk = token) {
  const res = await t.req({ method: 'POST', url: '/api/feriado', token: tk, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Json>();
}
const geral = (nome: string, inicio: string, fim = inicio) => criar({ nome, inicio, fim, geral: true });
const listar = async (query: string, tk = token) => {
  const res = await t.req({ method: 'GET', url: `/api/feriado?${query}`, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<[Json[], number]>();
};

beforeAll(async () => {
  token = await t.tokenWith('todas');
  semFolha = await t.tokenWith(['DEFENSORIA_READ', 'DEFENSORIA_ENUMERATE', 'LOTACAO_ENUMERATE']);
});

describe('POST /api/feriado', () => {
  it('creates (201) with the defensorias named and the audit info', async () => {
    const a = await novaDefensoria('Defensoria de Socorro');
    const b = await novaDefensoria('Defensoria de Lagarto');
    const res = await t.req({
      method: 'POST',
      url: '/api/feriado',
      token,
      payload: { nome: '  Inspeção da corregedoria ', inicio: '2030-03-10', fim: '2030-03-11', defensorias: [{ id: a.id }, { id: b.id }, { id: a.id }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      nome: 'Inspeção da corregedoria',
      inicio: '2030-03-10',
      fim: '2030-03-11',
      geral: false,
      defensorias: expect.arrayContaining([
        { id: a.id, nome: 'Defensoria de Socorro' },
        { id: b.id, nome: 'Defensoria de Lagarto' },
      ]),
      criadoEm: expect.any(String),
      editadoEm: expect.any(String),
      criadoPor: { username: expect.any(String) },
      editadoPor: { username: expect.any(String) }, versao: 1,
    });
    expect(res.json<Json>().defensorias).toHaveLength(2);
  });

  it('a general holiday stores an empty list, even when defensorias are sent', async () => {
    const d = await novaDefensoria();
    const f = await criar({ nome: 'Natal', inicio: '2030-12-25', fim: '2030-12-25', geral: true, defensorias: [{ id: d.id }] });
    expect(f).toMatchObject({ geral: true, defensorias: [] });
    const [linha] = await t.database.db.select({ geral: feriado.geral, defensorias: feriado.defensorias }).from(feriado).where(eq(feriado.id, f.id));
    expect(linha).toEqual({ geral: true, defensorias: [] });
  });

  it.each([
    [{ nome: '' }, 'nome', 'Informe o nome do feriado.'],
    [{ nome: undefined }, 'nome', 'Informe o nome do feriado.'],
    [{ nome: 'n'.repeat(101) }, 'nome', 'Nome: no máximo 100 caracteres.'],
    [{ inicio: '' }, 'inicio', 'Data de início é obrigatória.'],
    [{ inicio: undefined }, 'inicio', 'Data de início é obrigatória.'],
    [{ fim: '' }, 'fim', 'Data de fim é obrigatória.'],
    [{ fim: null }, 'fim', 'Data de fim é obrigatória.'],
    [{ fim: '2030-02-30' }, 'fim', 'Formato de data inválido'],
    [{ fim: '2030-05-09' }, 'fim', 'A data final não pode ser menor que a inicial.'],
    [{ defensorias: [] }, 'defensorias', 'Selecione ao menos uma defensoria ou marque "Aplicar para todos."'],
    [{ defensorias: undefined, geral: false }, 'defensorias', 'Selecione ao menos uma defensoria ou marque "Aplicar para todos."'],
    [{ defensorias: [{ id: 0 }] }, 'defensorias.0.id', 'Defensoria inválida.'],
  ])('400 for %j', async (mudanca, campo, message) => {
    const d = await novaDefensoria();
    const res = await t.req({
      method: 'POST',
      url: '/api/feriado',
      token,
      payload: { nome: 'Mudança de sede', inicio: '2030-05-10', fim: '2030-05-12', defensorias: [{ id: d.id }], ...mudanca },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('400 with a field message for a defensoria that does not exist, and nothing is saved', async () => {
    const d = await novaDefensoria();
    const payload = { nome: 'Bloqueio fantasma', inicio: '2030-07-01', fim: '2030-07-01', defensorias: [{ id: d.id }, { id: 999999 }] };
    const res = await t.req({ method: 'POST', url: '/api/feriado', token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Defensoria não encontrada.', fieldErrors: { defensorias: ['Defensoria não encontrada.'] } });
    expect(await t.database.db.select().from(feriado).where(eq(feriado.nome, 'Bloqueio fantasma'))).toEqual([]);
  });
});

describe('GET /api/feriado', () => {
  it('lists the most recent first, then by nome; pages with skip/take and counts them all', async () => {
    // Year 2101 is this test's own: the ano filter keeps the other tests' rows out.
    await geral('Bloqueio B', '2101-03-01');
    await geral('Bloqueio A', '2101-03-01');
    await geral('Recesso', '2101-12-20', '2102-01-06');
    await geral('Carnaval', '2101-02-07', '2101-02-08');
    await geral('Ano-novo', '2101-01-01');
    const [todos, total] = await listar('ano=2101');
    expect(total).toBe(5);
    expect(todos.map((f) => f.nome)).toEqual(['Recesso', 'Bloqueio A', 'Bloqueio B', 'Carnaval', 'Ano-novo']);
    expect(todos[0]).toEqual({ id: expect.any(Number), nome: 'Recesso', inicio: '2101-12-20', fim: '2102-01-06', geral: true, defensorias: [] });
    expect((await listar('ano=2101&skip=0&take=2'))[0].map((f) => f.nome)).toEqual(['Recesso', 'Bloqueio A']);
    expect(await listar('ano=2101&skip=4&take=2')).toEqual([[expect.objectContaining({ nome: 'Ano-novo' })], 5]);
    // The recess that crosses the new year belongs to both years.
    expect((await listar('ano=2102'))[0].map((f) => f.nome)).toContain('Recesso');
  });

  it('answers 1000 rows unless take says otherwise (§9), with every row counted', async () => {
    for (let i = 1; i <= 21; i++) await geral(`Bloqueio ${i}`, `2103-01-${String(i).padStart(2, '0')}`);
    const [rows, total] = await listar('ano=2103');
    expect([rows.length, total]).toEqual([21, 21]);
    expect(await listar('ano=2103&take=20&skip=20')).toEqual([[expect.objectContaining({ nome: 'Bloqueio 1', inicio: '2103-01-01' })], 21]);
  });

  it('names the defensorias of each row', async () => {
    const d = await novaDefensoria('Defensoria de Estância');
    await criar({ nome: 'Dedetização', inicio: '2104-08-05', fim: '2104-08-05', defensorias: [{ id: d.id }] });
    expect((await listar('ano=2104'))[0]).toEqual([expect.objectContaining({ nome: 'Dedetização', geral: false, defensorias: [{ id: d.id, nome: 'Defensoria de Estância' }] })]);
  });

  it('searches the title ignoring accents and case, within the year, newest first', async () => {
    await geral('Ponto Facultativo São João', '2105-06-24');
    await geral('Carnaval', '2105-02-16');
    await geral('São Pedro', '2105-06-29');
    await geral('Sao Joao de outro ano', '2106-06-24');
    const [achados, total] = await listar('ano=2105&nome=SAO');
    expect([achados.map((f) => f.nome), total]).toEqual([['São Pedro', 'Ponto Facultativo São João'], 2]);
    expect((await listar('ano=2105&nome=joão'))[0].map((f) => f.nome)).toEqual(['Ponto Facultativo São João']);
    // Without the year the search covers every year; % and _ match themselves.
    expect((await listar('nome=sao%20joao'))[0].map((f) => f.nome)).toEqual(['Sao Joao de outro ano', 'Ponto Facultativo São João']);
    expect(await listar('ano=2105&nome=%25')).toEqual([[], 0]);
  });

  it('needs FOLHA_READ or FOLHA_ENUMERATE; 400 for bad parameters', async () => {
    for (const p of ['FOLHA_READ', 'FOLHA_ENUMERATE'] as const) await listar('ano=2101', await t.tokenWith([p]));
    for (const [query, message] of [
      ['ano=1500', 'Ano inválido: informe um ano entre 1583 e 9999.'],
      ['ano=dois-mil', 'Ano inválido: informe um ano entre 1583 e 9999.'],
      ['take=0', 'take deve ser ao menos 1.'],
      ['skip=-1', 'skip deve ser maior ou igual a 0.'],
      [`nome=${'a'.repeat(101)}`, 'A busca aceita no máximo 100 caracteres.'],
    ]) {
      const res = await t.req({ method: 'GET', url: `/api/feriado?${query}`, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('GET /api/feriado/:id', () => {
  it('reads for FOLHA_READ or FOLHA_ENUMERATE; 404 unknown', async () => {
    const d = await novaDefensoria();
    const f = await criar({ nome: 'Mutirão', inicio: '2030-09-01', fim: '2030-09-03', defensorias: [{ id: d.id }] });
    for (const p of ['FOLHA_READ', 'FOLHA_ENUMERATE'] as const) {
      const res = await t.req({ method: 'GET', url: `/api/feriado/${f.id}`, token: await t.tokenWith([p]) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: f.id, nome: 'Mutirão', inicio: '2030-09-01', fim: '2030-09-03', defensorias: [{ id: d.id, nome: d.nome }] });
    }
    const ausente = await t.req({ method: 'GET', url: '/api/feriado/999999', token });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADO);
    expect((await t.req({ method: 'GET', url: '/api/feriado/abc', token })).statusCode).toBe(400);
  });
});

describe('PUT /api/feriado', () => {
  it('saves with the id in the body (spec §7) or in the path; turning geral on empties the list', async () => {
    const a = await novaDefensoria();
    const b = await novaDefensoria('Defensoria de Propriá');
    const f = await criar({ nome: 'Mudança', inicio: '2030-10-01', fim: '2030-10-01', defensorias: [{ id: a.id }] });
    const res = await t.req({ method: 'PUT', url: '/api/feriado', token, payload: { id: f.id, nome: 'Mudança de sede', inicio: '2030-10-01', fim: '2030-10-03', geral: false, defensorias: [{ id: b.id }], versao: await t.versao(`/api/feriado/${f.id}`, token) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: f.id, nome: 'Mudança de sede', fim: '2030-10-03', geral: false, defensorias: [{ id: b.id, nome: 'Defensoria de Propriá' }] });
    const pelaRota = await t.req({ method: 'PUT', url: `/api/feriado/${f.id}`, token, payload: { nome: 'Mudança de sede', inicio: '2030-10-01', fim: '2030-10-03', geral: true, defensorias: [{ id: b.id }], versao: await t.versao(`/api/feriado/${f.id}`, token) } });
    expect(pelaRota.statusCode).toBe(200);
    expect(pelaRota.json()).toMatchObject({ id: f.id, geral: true, defensorias: [] });
    expect((await t.req({ method: 'GET', url: `/api/feriado/${f.id}`, token })).json()).toMatchObject({ geral: true, defensorias: [] });
  });

  it('404 unknown, 400 invalid body, missing id or unknown defensoria', async () => {
    const d = await novaDefensoria();
    const f = await criar({ nome: 'Reforma', inicio: '2030-11-03', fim: '2030-11-07', defensorias: [{ id: d.id }] });
    const payload = { nome: 'Reforma', inicio: '2030-11-03', fim: '2030-11-07', defensorias: [{ id: d.id }] };
    for (const req of [
      { url: '/api/feriado/999999', payload: { ...payload, versao: 1 } },
      { url: '/api/feriado', payload: { ...payload, id: 999999, versao: 1 } },
    ]) {
      const ausente = await t.req({ method: 'PUT', token, ...req });
      expect(ausente.statusCode).toBe(404);
      expect(ausente.json()).toEqual(NAO_ENCONTRADO);
    }
    const semId = await t.req({ method: 'PUT', url: '/api/feriado', token, payload: { ...payload, versao: 1 } });
    expect(semId.statusCode).toBe(400);
    expect(semId.json()).toEqual({ message: 'Identificador inválido.', fieldErrors: { id: ['Identificador inválido.'] } });
    const invertido = await t.req({ method: 'PUT', url: `/api/feriado/${f.id}`, token, payload: { ...payload, fim: '2030-11-02', versao: await t.versao(`/api/feriado/${f.id}`, token) } });
    expect(invertido.json()).toEqual({ message: 'A data final não pode ser menor que a inicial.', fieldErrors: { fim: ['A data final não pode ser menor que a inicial.'] } });
    const semDefensoria = await t.req({ method: 'PUT', url: '/api/feriado', token, payload: { ...payload, id: f.id, defensorias: [{ id: 999999 }], versao: await t.versao(`/api/feriado/${f.id}`, token) } });
    expect(semDefensoria.statusCode).toBe(400);
    expect(semDefensoria.json().message).toBe('Defensoria não encontrada.');
    expect((await t.req({ method: 'GET', url: `/api/feriado/${f.id}`, token })).json()).toMatchObject({ nome: 'Reforma', fim: '2030-11-07', defensorias: [{ id: d.id }] });
  });
});

describe('DELETE /api/feriado/:id', () => {
  it('removes (200, Feriado removido.), then 404', async () => {
    const f = await geral('Ponto facultativo', '2030-04-22');
    const res = await t.req({ method: 'DELETE', url: `/api/feriado/${f.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Feriado removido.' });
    const denovo = await t.req({ method: 'DELETE', url: `/api/feriado/${f.id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual(NAO_ENCONTRADO);
  });
});

describe('history of a feriado', () => {
  it('records creation, changes (with the defensorias before and after) and removal with the acting user', async () => {
    const a = await novaDefensoria();
    const b = await novaDefensoria();
    const u = await t.user(['FOLHA_CREATE', 'FOLHA_UPDATE', 'FOLHA_DELETE', 'FOLHA_READ']);
    const tk = await t.login(u.username, u.senha);
    const f = await criar({ nome: 'Inventário', inicio: '2030-01-20', fim: '2030-01-20', defensorias: [{ id: a.id }] }, tk);
    await t.req({ method: 'PUT', url: '/api/feriado', token: tk, payload: { id: f.id, nome: 'Inventário', inicio: '2030-01-20', fim: '2030-01-21', defensorias: [{ id: a.id }, { id: b.id }], versao: await t.versao(`/api/feriado/${f.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/feriado/${f.id}`, token: tk });
    await esperaHistorico(t, token, 'feriado', f.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Inventário' }, geral: { de: null, para: false }, defensorias: { de: null, para: [a.id] } } },
      { acao: 'UPDATE', por: u.username, diff: { fim: { de: '2030-01-20', para: '2030-01-21' }, defensorias: { de: [a.id], para: [a.id, b.id] } } },
      { acao: 'DELETE', por: u.username },
    ]);
  });
});

describe('POST /api/feriado/nacionais', () => {
  it("creates 2026's national holidays as general ones once; a second run creates none; a missing one comes back", async () => {
    const res = await t.req({ method: 'POST', url: '/api/feriado/nacionais', token, payload: { ano: 2026 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '12 feriados nacionais de 2026 cadastrados.' });
    const [lista, total] = await listar('ano=2026');
    expect(total).toBe(12);
    expect(lista.every((f) => f.geral && f.defensorias.length === 0)).toBe(true);
    expect(lista.map((f) => [f.nome, f.inicio, f.fim])).toEqual(
      expect.arrayContaining([
        ['Confraternização Universal', '2026-01-01', '2026-01-01'],
        ['Carnaval', '2026-02-16', '2026-02-17'],
        ['Sexta-feira Santa', '2026-04-03', '2026-04-03'],
        ['Tiradentes', '2026-04-21', '2026-04-21'],
        ['Corpus Christi', '2026-06-04', '2026-06-04'],
        ['Dia Nacional de Zumbi e da Consciência Negra', '2026-11-20', '2026-11-20'],
        ['Natal', '2026-12-25', '2026-12-25'],
      ]),
    );

    const denovo = await t.req({ method: 'POST', url: '/api/feriado/nacionais', token, payload: { ano: 2026 } });
    expect(denovo.json()).toEqual({ message: 'Os feriados nacionais de 2026 já estavam cadastrados; nenhum foi incluído.' });
    expect((await listar('ano=2026'))[1]).toBe(12);

    const natal = lista.find((f) => f.nome === 'Natal')!;
    await t.req({ method: 'DELETE', url: `/api/feriado/${natal.id}`, token });
    const volta = await t.req({ method: 'POST', url: '/api/feriado/nacionais', token, payload: { ano: 2026 } });
    expect(volta.json()).toEqual({ message: '1 feriado nacional de 2026 cadastrado.' });
    expect((await listar('ano=2026'))[1]).toBe(12);
  });

  it('400 for a year out of 1583..9999 or not a whole number', async () => {
    for (const payload of [{ ano: 1582 }, { ano: 10000 }, { ano: 2026.5 }, { ano: 'dois mil' }, {}]) {
      const res = await t.req({ method: 'POST', url: '/api/feriado/nacionais', token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Ano inválido: informe um ano entre 1583 e 9999.');
    }
    expect((await listar('ano=2027'))[1]).toBe(0);
  });
});

describe('GET /api/feriado/consulta', () => {
  // Year 2031 is this block's own.
  let d1: { id: number };
  let d2: { id: number };
  let natal: Json;
  let inspecao: Json;
  let mudanca: Json;
  beforeAll(async () => {
    d1 = await novaDefensoria();
    d2 = await novaDefensoria();
    natal = await geral('Natal', '2031-12-25');
    inspecao = await criar({ nome: 'Inspeção na 2ª Vara', inicio: '2031-03-10', fim: '2031-03-10', defensorias: [{ id: d2.id }] });
    mudanca = await criar({ nome: 'Mudança de sede', inicio: '2031-06-02', fim: '2031-06-06', defensorias: [{ id: d1.id }, { id: d2.id }] });
  });

  const consultar = async (query: string, tk = token) => {
    const res = await t.req({ method: 'GET', url: `/api/feriado/consulta?${query}`, token: tk });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ feriado: Omit<Json, 'defensorias'> | null }>().feriado;
  };

  it('a general holiday covers every defensoria and a núcleo (no defensoria)', async () => {
    const esperado = { id: natal.id, nome: 'Natal', inicio: '2031-12-25', fim: '2031-12-25', geral: true };
    expect(await consultar(`defensoria=${d1.id}&data=2031-12-25`)).toEqual(esperado);
    expect(await consultar('defensoria=999999&data=2031-12-25')).toEqual(esperado);
    expect(await consultar('data=2031-12-25')).toEqual(esperado);
  });

  it("another defensoria's block is not found; the núcleo sees only general ones", async () => {
    expect(await consultar(`defensoria=${d2.id}&data=2031-03-10`)).toMatchObject({ id: inspecao.id, geral: false });
    expect(await consultar(`defensoria=${d1.id}&data=2031-03-10`)).toBeNull();
    expect(await consultar('data=2031-03-10')).toBeNull();
    expect(await consultar('data=2031-06-03')).toBeNull();
  });

  it('a multi-day block is found on its first, middle and last day, not the days around it', async () => {
    for (const dia of ['2031-06-02', '2031-06-04', '2031-06-06']) {
      expect(await consultar(`defensoria=${d1.id}&data=${dia}`)).toEqual({ id: mudanca.id, nome: 'Mudança de sede', inicio: '2031-06-02', fim: '2031-06-06', geral: false });
    }
    expect(await consultar(`defensoria=${d1.id}&data=2031-06-07`)).toBeNull();
    expect(await consultar(`defensoria=${d1.id}&data=2031-06-01`)).toBeNull();
  });

  it('answers as feriadoEm over feriadosNoPeriodo (the sheets will use that pair)', async () => {
    const doAno = await feriadosNoPeriodo(t.database.db, '2031-01-01', '2031-12-31');
    expect(doAno.map((f) => f.nome)).toEqual(['Inspeção na 2ª Vara', 'Mudança de sede', 'Natal']);
    expect(await feriadosNoPeriodo(t.database.db, '2031-06-06', '2031-06-20')).toEqual([
      { id: mudanca.id, nome: 'Mudança de sede', inicio: '2031-06-02', fim: '2031-06-06', geral: false, defensorias: [d1.id, d2.id] },
    ]);
    for (const [defensoriaId, dia] of [
      [d1.id, '2031-03-10'],
      [d2.id, '2031-03-10'],
      [null, '2031-06-04'],
      [d2.id, '2031-06-06'],
      [d1.id, '2031-06-07'],
      [null, '2031-12-25'],
    ] as const) {
      const local = feriadoEm(doAno, defensoriaId, dia);
      expect(await consultar(`${defensoriaId ? `defensoria=${defensoriaId}&` : ''}data=${dia}`)).toEqual(local && { id: local.id, nome: local.nome, inicio: local.inicio, fim: local.fim, geral: local.geral });
    }
  });

  it('is open to any staff session (ADR 021); 400 for bad parameters', async () => {
    expect(await consultar('data=2031-12-25', semFolha)).toMatchObject({ nome: 'Natal' });
    for (const [query, message] of [
      ['data=25/12/2031', 'Formato de data inválido'],
      ['data=2031-02-30', 'Formato de data inválido'],
      ['', 'Informe a data (aaaa-mm-dd).'],
      ['defensoria=abc&data=2031-12-25', 'Defensoria inválida.'],
      ['defensoria=0&data=2031-12-25', 'Defensoria inválida.'],
    ]) {
      const res = await t.req({ method: 'GET', url: `/api/feriado/consulta?${query}`, token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
