import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { comarca } from '../comarcas/table.js';
import { defensor } from '../defensores/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio } from '../predios/table.js';

const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADO = { message: 'Núcleo não encontrado.' };

let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;
let aracaju: number;
let lagarto: number;
let forum: number;
let ana: number; // Ana Souza Lima (nome + sobrenome)
let bruno: number; // Bruno Dantas (no sobrenome)

const novaComarca = async (nome: string) => (await db.insert(comarca).values({ nome }).returning({ id: comarca.id }))[0]!.id;
const novoPredio = async (nome: string, comarcaId: number) =>
  (await db.insert(predio).values({ nome, comarcaId }).returning({ id: predio.id }))[0]!.id;
async function novoDefensor(nome: string, sobrenome: string | null) {
  const [p] = await db.insert(pessoa).values({ nome, sobrenome }).returning({ id: pessoa.id });
  return (await db.insert(defensor).values({ pessoaId: p!.id }).returning({ id: defensor.id }))[0]!.id;
}

/** The form's body (cadastros-relatorios §3 Nucleo). */
const corpo = (over: Record<string, unknown> = {}) => ({
  ordem: 1,
  nome: 'Núcleo de Defesa da Mulher',
  comarca: { id: aracaju },
  predio: { id: forum },
  substituto1: { id: ana },
  substituto2: null,
  maximoIntegrantes: 4,
  telefone: { ddd: 79, numero: '3211-4567' },
  ...over,
});

async function criar(over: Record<string, unknown> = {}) {
  const res = await t.req({ method: 'POST', url: '/api/nucleo', token, payload: corpo(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; nome: string }>();
}
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const nomes = (res: { json(): unknown }) => (res.json() as [{ nome: string }[], number])[0].map((n) => n.nome);

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  aracaju = await novaComarca('Aracaju');
  lagarto = await novaComarca('Lagarto');
  forum = await novoPredio('Fórum Gumersindo Bessa', aracaju);
  ana = await novoDefensor('Ana', 'Souza Lima');
  bruno = await novoDefensor('Bruno Dantas', null);
});

describe('GET /api/nucleo', () => {
  beforeAll(async () => {
    await criar({ nome: 'Núcleo Lista Cível', ordem: 2, substituto2: { id: bruno } });
    await criar({ nome: 'Núcleo Lista Criminal', ordem: 1, predio: null, substituto1: null });
    await criar({ nome: 'Núcleo Lista Agrário', ordem: 2, comarca: { id: lagarto }, predio: null });
  });

  it('pages as [rows, count] by ordem then nome, with comarca, unidade and the substitutes’ full names', async () => {
    const res = await get('/api/nucleo?nome=lista&take=2');
    expect(res.statusCode).toBe(200);
    const [rows, total] = res.json();
    expect(total).toBe(3);
    expect(rows).toEqual([
      {
        id: expect.any(Number), ordem: 1, nome: 'Núcleo Lista Criminal', comarca: { id: aracaju, nome: 'Aracaju' }, predio: null,
        telefone: { ddd: 79, numero: '32114567' }, substituto1: null, substituto2: null, maximoIntegrantes: 4, versao: 1,
      },
      {
        id: expect.any(Number), ordem: 2, nome: 'Núcleo Lista Agrário', comarca: { id: lagarto, nome: 'Lagarto' }, predio: null,
        telefone: { ddd: 79, numero: '32114567' }, substituto1: { id: ana, nome: 'Ana Souza Lima' }, substituto2: null, maximoIntegrantes: 4, versao: 1,
      },
    ]);
    const [[civel]] = (await get('/api/nucleo?nome=lista&skip=2&take=1')).json();
    expect(civel).toMatchObject({
      nome: 'Núcleo Lista Cível', predio: { id: forum, nome: 'Fórum Gumersindo Bessa' },
      substituto1: { id: ana, nome: 'Ana Souza Lima' }, substituto2: { id: bruno, nome: 'Bruno Dantas' },
    });
  });

  it('filters by comarca (all by default)', async () => {
    expect(nomes(await get(`/api/nucleo?nome=lista&comarca=${lagarto}`))).toEqual(['Núcleo Lista Agrário']);
    expect(nomes(await get(`/api/nucleo?nome=lista&comarca=${aracaju}`))).toEqual(['Núcleo Lista Criminal', 'Núcleo Lista Cível']);
    expect(nomes(await get('/api/nucleo?nome=lista'))).toHaveLength(3);
  });

  it.each([
    ['comarca=abc', 'Comarca inválida.'],
    ['comarca=0', 'Comarca inválida.'],
    ['take=0', 'take deve ser ao menos 1.'],
    [`nome=${'x'.repeat(61)}`, 'A busca aceita no máximo 60 caracteres.'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await get(`/api/nucleo?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

});

describe('POST /api/nucleo and GET /api/nucleo/:id', () => {
  it('creates (201) and reads back the record with the audit info', async () => {
    const criado = await criar({ nome: '  Núcleo da Infância ', substituto2: { id: bruno } });
    expect(criado.nome).toBe('Núcleo da Infância');
    const det = await get(`/api/nucleo/${criado.id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toEqual({
      id: criado.id, ordem: 1, nome: 'Núcleo da Infância', comarca: { id: aracaju, nome: 'Aracaju' },
      predio: { id: forum, nome: 'Fórum Gumersindo Bessa' }, telefone: { ddd: 79, numero: '32114567' },
      substituto1: { id: ana, nome: 'Ana Souza Lima' }, substituto2: { id: bruno, nome: 'Bruno Dantas' }, maximoIntegrantes: 4,
      criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: admin.username }, editadoPor: { username: admin.username }, versao: 1,
    });
  });

  it('applies the defaults: ordem 0, maximoIntegrantes 0, DDD 79, no unidade nor substitutes', async () => {
    const res = await t.req({ method: 'POST', url: '/api/nucleo', token, payload: { nome: 'Núcleo Mínimo', comarca: { id: lagarto } } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ordem: 0, maximoIntegrantes: 0, telefone: { ddd: 79, numero: null }, predio: null, substituto1: null, substituto2: null });
  });

  it.each([
    ['no name', { nome: ' ' }, 'nome', 'Informe o nome do núcleo.'],
    ['a 151-character name', { nome: 'n'.repeat(151) }, 'nome', 'Nome: no máximo 150 caracteres.'],
    ['no comarca', { comarca: null }, 'comarca', 'Selecione a comarca.'],
    ['ordem -1', { ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    ['maximoIntegrantes 100', { maximoIntegrantes: 100 }, 'maximoIntegrantes', 'O máximo de estagiários deve estar entre 0 e 99.'],
    ['maximoIntegrantes -1', { maximoIntegrantes: -1 }, 'maximoIntegrantes', 'O máximo de estagiários deve estar entre 0 e 99.'],
    ['DDD 100', { telefone: { ddd: 100, numero: '32114567' } }, 'telefone.ddd', 'O DDD deve estar entre 0 e 99.'],
    ['an 11-digit phone', { telefone: { ddd: 79, numero: '32114567890' } }, 'telefone.numero', 'Telefone: no máximo 10 dígitos.'],
    ['a negative substitute id', { substituto1: { id: -1 } }, 'substituto1.id', 'Substituto inválido.'],
  ])('refuses %s with 400 and the field message', async (_, over, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/nucleo', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[campo]).toEqual([message]);
  });

  it('refuses the same substitute twice (ADR 019)', async () => {
    const res = await t.req({ method: 'POST', url: '/api/nucleo', token, payload: corpo({ substituto1: { id: ana }, substituto2: { id: ana } }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Os dois substitutos devem ser defensores diferentes.', fieldErrors: { substituto2: ['Os dois substitutos devem ser defensores diferentes.'] } });
  });

  it.each([
    ['comarca', { comarca: { id: 999999 } }, 'Comarca não encontrada.', 'Selecione uma comarca existente.'],
    ['predio', { predio: { id: 999999 } }, 'Unidade não encontrada.', 'Selecione uma unidade existente.'],
    ['substituto2', { substituto2: { id: 999999 } }, 'Defensor não encontrado.', 'Selecione um defensor existente.'],
  ])('refuses an unknown %s with 400, not 500', async (campo, over, message, campoMsg) => {
    const res = await t.req({ method: 'POST', url: '/api/nucleo', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [campoMsg] } });
  });

  it('GET by id: 404 unknown, 400 bad id', async () => {
    const { id } = await criar();
    expect((await get('/api/nucleo/999999')).json()).toEqual(NAO_ENCONTRADO);
    expect((await get('/api/nucleo/999999')).statusCode).toBe(404);
    expect((await get('/api/nucleo/abc')).json().message).toBe('Identificador inválido.');
    expect((await get(`/api/nucleo/${id}`, await t.tokenWith(['NUCLEO_ENUMERATE']))).statusCode).toBe(200);
  });
});

describe('PUT /api/nucleo/:id', () => {
  it('saves every field, clears the substitutes and the unidade', async () => {
    const { id } = await criar({ substituto2: { id: bruno } });
    const payload = corpo({ id, nome: 'Núcleo Renomeado', ordem: 7, comarca: { id: lagarto }, predio: null, substituto1: null, substituto2: null, maximoIntegrantes: 99, telefone: { ddd: 0, numero: '7932110000' } });
    const res = await t.req({ method: 'PUT', url: `/api/nucleo/${id}`, token, payload: { ...payload, versao: await t.versao(`/api/nucleo/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id, nome: 'Núcleo Renomeado', ordem: 7, comarca: { id: lagarto, nome: 'Lagarto' }, predio: null, substituto1: null, substituto2: null,
      maximoIntegrantes: 99, telefone: { ddd: 0, numero: '7932110000' },
    });
  });

  it('404 unknown, 400 bad body', async () => {
    const { id } = await criar();
    expect((await t.req({ method: 'PUT', url: '/api/nucleo/999999', token, payload: { ...corpo(), versao: 1 } })).json()).toEqual(NAO_ENCONTRADO);
    const ruim = await t.req({ method: 'PUT', url: `/api/nucleo/${id}`, token, payload: { ...corpo({ maximoIntegrantes: 100 }), versao: await t.versao(`/api/nucleo/${id}`, token) } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('O máximo de estagiários deve estar entre 0 e 99.');
  });
});

describe('PATCH /api/nucleo/maxestagiarios', () => {
  // The list edits the cap in place: it sends the version its row carries.
  const patch = async (payload: { id: number } & Record<string, unknown>, tk = token) =>
    t.req({ method: 'PATCH', url: '/api/nucleo/maxestagiarios', token: tk, payload: { versao: payload.id === 999999 ? 1 : await t.versao(`/api/nucleo/${payload.id}`, token), ...payload } });

  it('changes only the cap, up to 100 (one past the form), and answers the spec’s message', async () => {
    const { id } = await criar({ maximoIntegrantes: 3 });
    const res = await patch({ id, maximoIntegrantes: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Número de estagiários atualizado.', versao: 2 });
    expect((await get(`/api/nucleo/${id}`)).json()).toMatchObject({ maximoIntegrantes: 100, nome: 'Núcleo de Defesa da Mulher', substituto1: { id: ana } });
    expect((await patch({ id, maximoIntegrantes: 0 })).statusCode).toBe(200);
    const hist = (await get(`/api/historico?tabela=nucleo&registro=${id}`)).json();
    expect(hist.at(-2)).toMatchObject({ acao: 'UPDATE', criadoPor: { username: admin.username }, diff: { maximo_integrantes: { de: 3, para: 100 } } });
    expect(hist.at(-1).diff).toEqual({ maximo_integrantes: { de: 100, para: 0 } });
  });

  it.each([
    [{ maximoIntegrantes: 101 }, 'O máximo de estagiários deve estar entre 0 e 100.'],
    [{ maximoIntegrantes: -1 }, 'O máximo de estagiários deve estar entre 0 e 100.'],
    [{ maximoIntegrantes: 2.5 }, 'O máximo de estagiários deve estar entre 0 e 100.'],
  ])('refuses %j with 400', async (over, message) => {
    const { id } = await criar();
    const res = await patch({ id, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { maximoIntegrantes: [message] } });
  });

  it('404 unknown núcleo', async () => {
    expect((await patch({ id: 999999, maximoIntegrantes: 2 })).json()).toEqual(NAO_ENCONTRADO);
  });
});

describe('DELETE /api/nucleo/:id', () => {
  it('removes (200), then 404', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/nucleo/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Núcleo removido.' });
    expect((await t.req({ method: 'DELETE', url: `/api/nucleo/${id}`, token })).json()).toEqual(NAO_ENCONTRADO);
  });

  it('refuses (409) a núcleo still referenced, naming what uses it, and keeps it', async () => {
    // Placements and movements will reference núcleos; a stand-in table with the same kind of FK shows the rule.
    await db.execute(sql`create table referencia_nucleo_teste (id serial primary key, nucleo_id integer not null references nucleo(id) on delete restrict)`);
    const { id } = await criar();
    await db.execute(sql`insert into referencia_nucleo_teste (nucleo_id) values (${id})`);
    const res = await t.req({ method: 'DELETE', url: `/api/nucleo/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O núcleo não pode ser excluído: ainda há registros de referencia nucleo teste vinculados.' });
    expect((await get(`/api/nucleo/${id}`)).statusCode).toBe(200);
  });
});

describe('history of a núcleo', () => {
  it('records creation, change and removal with the acting user', async () => {
    const u = await t.user(['NUCLEO_CREATE', 'NUCLEO_UPDATE', 'NUCLEO_DELETE', 'NUCLEO_READ']);
    const tk = await t.login(u.username, u.senha);
    const criado = (await t.req({ method: 'POST', url: '/api/nucleo', token: tk, payload: corpo({ nome: 'Núcleo Histórico' }) })).json();
    await t.req({ method: 'PUT', url: `/api/nucleo/${criado.id}`, token: tk, payload: { ...corpo({ nome: 'Núcleo Histórico', substituto1: { id: bruno } }), versao: await t.versao(`/api/nucleo/${criado.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/nucleo/${criado.id}`, token: tk });
    await esperaHistorico(t, tk, 'nucleo', criado.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Núcleo Histórico' }, comarca_id: { de: null, para: aracaju } } },
      { acao: 'UPDATE', por: u.username, diff: { substituto1_id: { de: ana, para: bruno } } },
      { acao: 'DELETE', por: u.username },
    ]);
  });
});
