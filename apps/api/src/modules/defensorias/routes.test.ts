import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { atuacao } from '../atuacoes/table.js';
import { comarca } from '../comarcas/table.js';
import { distrito } from '../distritos/table.js';
import { feriado } from '../feriados/table.js';
import { predio } from '../predios/table.js';
import { vara } from '../varas/table.js';

const t = await testApp();

let token: string; // every permission
let semPermissao: string; // a staff session without any DEFENSORIA_* permission
let seq = 0;

// Lookups straight into their tables: comarca, vara and prédio have their own modules and tests.
async function novaComarca(nome = `Comarca ${++seq}`) {
  const [c] = await t.database.db.insert(comarca).values({ nome }).returning({ id: comarca.id, nome: comarca.nome });
  return c!;
}
async function novaVara(nome = `Vara ${++seq}`) {
  const [a] = await t.database.db.insert(atuacao).values({ nome: `Atuação ${++seq}` }).returning({ id: atuacao.id });
  const [v] = await t.database.db.insert(vara).values({ nome, atuacaoId: a!.id }).returning({ id: vara.id, nome: vara.nome });
  return v!;
}
async function novoPredio(comarcaId: number, nome = `Fórum ${++seq}`) {
  const [p] = await t.database.db.insert(predio).values({ nome, comarcaId }).returning({ id: predio.id, nome: predio.nome });
  return p!;
}

type Json = Record<string, unknown> & { id: number; nome: string };

async function criar(payload: Record<string, unknown>) {
  const res = await t.req({ method: 'POST', url: '/api/defensoria', token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Json>();
}
const minima = async (comarcaId: number, extra: Record<string, unknown> = {}) =>
  criar({ nome: `Defensoria ${++seq}`, comarca: { id: comarcaId }, ...extra });

const listar = async (query: string, tk = token) => {
  const res = await t.req({ method: 'GET', url: `/api/defensoria?${query}`, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<[Json[], number]>();
};
const nomes = ([rows]: [Json[], number]) => rows.map((r) => r.nome);

beforeAll(async () => {
  token = await t.tokenWith('todas');
  semPermissao = await t.tokenWith(['FOLHA_READ', 'DISTRITO_READ']);
});

describe('POST /api/defensoria', () => {
  it('creates (201) and answers every field with the names of vara, comarca, unidade and substitutes', async () => {
    const c = await novaComarca('Aracaju');
    const v = await novaVara('1ª Vara Cível');
    const p = await novoPredio(c.id, 'Fórum Gumersindo Bessa');
    const s1 = await minima(c.id, { nome: '2ª Defensoria Cível' });
    const s2 = await minima(c.id, { nome: '3ª Defensoria Cível' });
    const payload = {
      ordem: 3,
      exibirrelatorio: false,
      codigo: 'DPE-CIV-01',
      nome: '1ª Defensoria Cível',
      vara: { id: v.id },
      defensoriasubstituta1: { id: s1.id },
      defensoriasubstituta2: { id: s2.id },
      comarca: { id: c.id },
      predio: { id: p.id },
      maximo_estagiarios: 4,
      anotacao: 'Atende também a Barra dos Coqueiros.',
      telefone: { ddd: 79, numero: '3211-4567' },
    };
    const res = await t.req({ method: 'POST', url: '/api/defensoria', token, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ...payload,
      id: expect.any(Number),
      vara: { id: v.id, nome: '1ª Vara Cível' },
      defensoriasubstituta1: { id: s1.id, nome: '2ª Defensoria Cível' },
      defensoriasubstituta2: { id: s2.id, nome: '3ª Defensoria Cível' },
      comarca: { id: c.id, nome: 'Aracaju' },
      predio: { id: p.id, nome: 'Fórum Gumersindo Bessa' },
      telefone: { ddd: 79, numero: '32114567' },
      criadoEm: expect.any(String),
      editadoEm: expect.any(String),
      criadoPor: { username: expect.any(String) },
      editadoPor: { username: expect.any(String) }, versao: 1,
    });
  });

  it('fills the defaults: ordem 0, Relatório on, no vara/unidade/substitutes, 0 interns, DDD 79', async () => {
    const c = await novaComarca();
    const d = await criar({ nome: 'Defensoria de Plantão', comarca: { id: c.id } });
    expect(d).toMatchObject({
      ordem: 0,
      exibirrelatorio: true,
      codigo: null,
      vara: null,
      predio: null,
      defensoriasubstituta1: null,
      defensoriasubstituta2: null,
      maximo_estagiarios: 0,
      anotacao: null,
      telefone: { ddd: 79, numero: null },
    });
  });

  it.each([
    [{ nome: '' }, 'nome', 'Informe o nome da defensoria.'],
    [{ nome: 'n'.repeat(151) }, 'nome', 'Nome: no máximo 150 caracteres.'],
    [{ codigo: 'c'.repeat(31) }, 'codigo', 'Código: no máximo 30 caracteres.'],
    [{ anotacao: 'a'.repeat(501) }, 'anotacao', 'Anotação: no máximo 500 caracteres.'],
    [{ comarca: null }, 'comarca', 'Selecione a comarca.'],
    [{ ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    [{ maximo_estagiarios: 100 }, 'maximo_estagiarios', 'O máximo de estagiários deve estar entre 0 e 99.'],
    [{ maximo_estagiarios: -1 }, 'maximo_estagiarios', 'O máximo de estagiários deve estar entre 0 e 99.'],
    [{ telefone: { ddd: 100, numero: '32114567' } }, 'telefone.ddd', 'O DDD deve estar entre 0 e 99.'],
    [{ telefone: { ddd: 79, numero: '(79) 99194-6600' } }, 'telefone.numero', 'Telefone: no máximo 10 dígitos.'],
    [{ defensoriasubstituta1: { id: 1 }, defensoriasubstituta2: { id: 1 } }, 'defensoriasubstituta2', 'As duas defensorias substitutas devem ser diferentes.'],
  ])('400 for %j', async (mudanca, campo, message) => {
    const c = await novaComarca();
    const res = await t.req({ method: 'POST', url: '/api/defensoria', token, payload: { nome: 'Defensoria X', comarca: { id: c.id }, ...mudanca } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('400 with a field message for a comarca, vara, unidade or substitute that does not exist', async () => {
    const c = await novaComarca();
    const casos = [
      [{ comarca: { id: 999999 } }, 'Comarca não encontrada.', { comarca: ['Selecione uma comarca existente.'] }],
      [{ vara: { id: 999999 } }, 'Vara não encontrada.', { vara: ['Selecione uma vara existente.'] }],
      [{ predio: { id: 999999 } }, 'Unidade não encontrada.', { predio: ['Selecione uma unidade existente.'] }],
      [{ defensoriasubstituta2: { id: 999999 } }, 'Defensoria substituta não encontrada.', { defensoriasubstituta2: ['Selecione uma defensoria existente.'] }],
    ] as const;
    for (const [mudanca, message, fieldErrors] of casos) {
      const res = await t.req({ method: 'POST', url: '/api/defensoria', token, payload: { nome: 'Defensoria Y', comarca: { id: c.id }, ...mudanca } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors });
    }
  });
});

describe('GET /api/defensoria', () => {
  it('lists [rows, count] in report order (ordem, then nome), paged', async () => {
    const c = await novaComarca();
    const b = await minima(c.id, { ordem: 1, nome: 'Beta' });
    const a = await minima(c.id, { ordem: 2, nome: 'Alfa' });
    const g = await minima(c.id, { ordem: 1, nome: 'Gama' });
    const [rows, total] = await listar(`comarca=${c.id}`);
    expect(total).toBe(3);
    expect(rows.map((r) => r.id)).toEqual([b.id, g.id, a.id]);
    expect(rows[0]).toEqual({
      id: b.id,
      ordem: 1,
      codigo: null,
      nome: 'Beta',
      vara: null,
      comarca: { id: c.id, nome: c.nome },
      predio: null,
      defensoriasubstituta1: null,
      defensoriasubstituta2: null,
      exibirrelatorio: true,
      maximo_estagiarios: 0,
      anotacao: null,
      telefone: { ddd: 79, numero: null },
      lotacoes: 0,
      movimentacoes: 0,
    });
    const pagina = await listar(`comarca=${c.id}&skip=1&take=1`);
    expect(pagina).toEqual([[expect.objectContaining({ id: g.id })], 3]);
  });

  it('filters by vara, by comarca and by part of the name ignoring case and accents', async () => {
    const c1 = await novaComarca();
    const c2 = await novaComarca();
    const v = await novaVara();
    await minima(c1.id, { nome: '1ª Defensoria Cível de Nossa Senhora da Glória', vara: { id: v.id } });
    await minima(c1.id, { nome: 'Defensoria Criminal' });
    await minima(c2.id, { nome: '2ª DEFENSORIA CÍVEL DE NOSSA SENHORA DA GLÓRIA', vara: { id: v.id } });
    const glorias = ['1ª Defensoria Cível de Nossa Senhora da Glória', '2ª DEFENSORIA CÍVEL DE NOSSA SENHORA DA GLÓRIA'];
    expect(nomes(await listar(`vara=${v.id}`))).toEqual(glorias);
    expect(nomes(await listar(`comarca=${c1.id}`))).toEqual([glorias[0], 'Defensoria Criminal']);
    expect(nomes(await listar(`comarca=${c1.id}&vara=${v.id}`))).toEqual([glorias[0]]);
    const busca = await listar(`nome=${encodeURIComponent('civel de nossa senhora da gloria')}`);
    expect(nomes(busca)).toEqual(glorias);
    expect(busca[1]).toBe(2);
    expect(nomes(await listar(`comarca=${c1.id}&nome=${encodeURIComponent('CRIMÍNAL')}`))).toEqual(['Defensoria Criminal']);
    // % typed by the user is a character, not a wildcard
    expect(await listar(`comarca=${c1.id}&nome=%25`)).toEqual([[], 0]);
  });

  it('sorts by orderField (nome, vara, comarca, predio) in the orderBy direction', async () => {
    const c = await novaComarca('Zé Doca');
    const vA = await novaVara('A Vara');
    const vB = await novaVara('B Vara');
    await minima(c.id, { nome: 'Um', ordem: 0, vara: { id: vB.id } });
    await minima(c.id, { nome: 'Dois', ordem: 1, vara: { id: vA.id } });
    await minima(c.id, { nome: 'Três', ordem: 2 });
    expect(nomes(await listar(`comarca=${c.id}&orderField=nome&orderBy=desc`))).toEqual(['Um', 'Três', 'Dois']);
    // no vara sorts last going up (NULLS LAST), first going down
    expect(nomes(await listar(`comarca=${c.id}&orderField=vara`))).toEqual(['Dois', 'Um', 'Três']);
    expect(nomes(await listar(`comarca=${c.id}&orderField=vara&orderBy=DESC`))).toEqual(['Três', 'Um', 'Dois']);
  });

  it('is open to any staff session (ADR 019); 400 for bad filters', async () => {
    expect((await t.req({ method: 'GET', url: '/api/defensoria', token: semPermissao })).statusCode).toBe(200);
    const casos = [
      ['orderField=senha', 'Ordenação inválida.'],
      ['orderBy=cima', 'Ordenação inválida.'],
      ['vara=abc', 'Vara inválida.'],
      ['comarca=0', 'Comarca inválida.'],
      [`nome=${'x'.repeat(151)}`, 'A busca aceita no máximo 150 caracteres.'],
    ];
    for (const [query, message] of casos) {
      const res = await t.req({ method: 'GET', url: `/api/defensoria?${query}`, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('GET /api/defensoria/:id', () => {
  it('reads the defensoria with audit info for DEFENSORIA_READ or DEFENSORIA_ENUMERATE', async () => {
    const d = await minima((await novaComarca()).id);
    for (const p of ['DEFENSORIA_READ', 'DEFENSORIA_ENUMERATE'] as const) {
      const res = await t.req({ method: 'GET', url: `/api/defensoria/${d.id}`, token: await t.tokenWith([p]) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: d.id, nome: d.nome, editadoPor: { username: expect.any(String) }, versao: 1 });
    }
  });

  it('404 unknown, 400 bad id', async () => {
    const ausente = await t.req({ method: 'GET', url: '/api/defensoria/999999', token });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Defensoria não encontrada.' });
    expect((await t.req({ method: 'GET', url: '/api/defensoria/abc', token })).json().message).toBe('Identificador inválido.');
  });
});

describe('PUT /api/defensoria/:id', () => {
  it('saves every field and clears the substitutes and the vara', async () => {
    const c = await novaComarca();
    const outra = await minima(c.id);
    const v = await novaVara();
    const d = await minima(c.id, { vara: { id: v.id }, defensoriasubstituta1: { id: outra.id } });
    const res = await t.req({
      method: 'PUT',
      url: `/api/defensoria/${d.id}`,
      token,
      payload: { id: d.id, nome: 'Defensoria Renomeada', comarca: { id: c.id }, vara: null, defensoriasubstituta1: null, ordem: 9, maximo_estagiarios: 99, versao: await t.versao(`/api/defensoria/${d.id}`, token) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: d.id, nome: 'Defensoria Renomeada', ordem: 9, vara: null, defensoriasubstituta1: null, maximo_estagiarios: 99 });
  });

  it('400 when the defensoria would substitute itself, in either field', async () => {
    const c = await novaComarca();
    const outra = await minima(c.id);
    const d = await minima(c.id);
    const message = 'Uma defensoria não pode substituir a si mesma.';
    for (const [campo, payload] of [
      ['defensoriasubstituta1', { defensoriasubstituta1: { id: d.id } }],
      ['defensoriasubstituta2', { defensoriasubstituta1: { id: outra.id }, defensoriasubstituta2: { id: d.id } }],
    ] as const) {
      const res = await t.req({ method: 'PUT', url: `/api/defensoria/${d.id}`, token, payload: { nome: d.nome, comarca: { id: c.id }, ...payload, versao: await t.versao(`/api/defensoria/${d.id}`, token) } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
    }
  });

  it('404 unknown, 400 invalid body', async () => {
    const c = await novaComarca();
    const d = await minima(c.id);
    const payload = { nome: 'Qualquer', comarca: { id: c.id } };
    const ausente = await t.req({ method: 'PUT', url: '/api/defensoria/999999', token, payload: { ...payload, versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Defensoria não encontrada.' });
    const ruim = await t.req({ method: 'PUT', url: `/api/defensoria/${d.id}`, token, payload: { ...payload, maximo_estagiarios: 100, versao: await t.versao(`/api/defensoria/${d.id}`, token) } });
    expect(ruim.statusCode).toBe(400);
  });
});

describe('DELETE /api/defensoria/:id', () => {
  it('409 naming the distritos and the defensorias it substitutes; removable once they are gone', async () => {
    const c = await novaComarca();
    const d = await minima(c.id, { nome: 'Defensoria Regional' });
    const a = await minima(c.id, { nome: 'Defensoria A', defensoriasubstituta1: { id: d.id } });
    const b = await minima(c.id, { nome: 'Defensoria B', defensoriasubstituta2: { id: d.id } });
    const { db } = t.database;
    await db.insert(distrito).values([
      { nome: 'Mosqueiro', ordem: 1, defensoriaId: d.id },
      { nome: 'Centro', ordem: 0, defensoriaId: d.id },
    ]);
    const res = await t.req({ method: 'DELETE', url: `/api/defensoria/${d.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A defensoria não pode ser excluída: tem 2 distritos (Centro e Mosqueiro) e é substituta de 2 defensorias (Defensoria A e Defensoria B).',
    });
    expect((await t.req({ method: 'GET', url: `/api/defensoria/${d.id}`, token })).statusCode).toBe(200);

    // Once the others stop naming it as substitute, only the distritos are left in the message.
    for (const outra of [a, b]) {
      await t.req({ method: 'PUT', url: `/api/defensoria/${outra.id}`, token, payload: { nome: outra.nome, comarca: { id: c.id }, versao: await t.versao(`/api/defensoria/${outra.id}`, token) } });
    }
    const soDistritos = await t.req({ method: 'DELETE', url: `/api/defensoria/${d.id}`, token });
    expect(soDistritos.json()).toEqual({ message: 'A defensoria não pode ser excluída: tem 2 distritos (Centro e Mosqueiro).' });
    await db.delete(distrito).where(eq(distrito.defensoriaId, d.id));
    expect((await t.req({ method: 'DELETE', url: `/api/defensoria/${d.id}`, token })).statusCode).toBe(200);
  });

  it('409 for a defensoria that only substitutes another, naming it in the singular', async () => {
    const c = await novaComarca();
    const f = await minima(c.id);
    await minima(c.id, { nome: 'Defensoria E', defensoriasubstituta2: { id: f.id } });
    const res = await t.req({ method: 'DELETE', url: `/api/defensoria/${f.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A defensoria não pode ser excluída: é substituta de 1 defensoria (Defensoria E).' });
  });

  it('409 naming the holidays of the calendar that list it (ADR 021)', async () => {
    const c = await novaComarca();
    const f = await minima(c.id);
    await t.database.db.insert(feriado).values({ nome: 'Padroeira local', inicio: '2026-12-08', fim: '2026-12-08', defensorias: [f.id] });
    const res = await t.req({ method: 'DELETE', url: `/api/defensoria/${f.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A defensoria não pode ser excluída: está em 1 feriado do calendário (Padroeira local).' });
  });

  it('removes an unused defensoria (200), then 404', async () => {
    const d = await minima((await novaComarca()).id);
    const res = await t.req({ method: 'DELETE', url: `/api/defensoria/${d.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Defensoria removida.' });
    const denovo = await t.req({ method: 'DELETE', url: `/api/defensoria/${d.id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual({ message: 'Defensoria não encontrada.' });
  });

});

describe('history of a defensoria', () => {
  it('records creation, changes and removal with the acting user; readable with DEFENSORIA_READ only', async () => {
    const c = await novaComarca();
    const u = await t.user(['DEFENSORIA_CREATE', 'DEFENSORIA_UPDATE', 'DEFENSORIA_DELETE', 'DEFENSORIA_READ']);
    const tk = await t.login(u.username, u.senha);
    const payload = { nome: 'Defensoria Histórica', comarca: { id: c.id }, maximo_estagiarios: 2 };
    const criada = (await t.req({ method: 'POST', url: '/api/defensoria', token: tk, payload })).json<Json>();
    await t.req({ method: 'PUT', url: `/api/defensoria/${criada.id}`, token: tk, payload: { ...payload, maximo_estagiarios: 5, exibirrelatorio: false, versao: await t.versao(`/api/defensoria/${criada.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/defensoria/${criada.id}`, token: tk });
    await esperaHistorico(t, tk, 'defensoria', criada.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Defensoria Histórica' }, comarca_id: { de: null, para: c.id } } },
      { acao: 'UPDATE', por: u.username, diff: { maximo_estagiarios: { de: 2, para: 5 }, exibirrelatorio: { de: true, para: false } } },
      { acao: 'DELETE', por: u.username },
    ]);
    expect((await t.req({ method: 'GET', url: `/api/historico?tabela=defensoria&registro=${criada.id}`, token: semPermissao })).statusCode).toBe(403);
  });
});
