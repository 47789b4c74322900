import { isValidCnpj } from '@sgi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, freshDatabase, testApp } from '../../../test/helpers.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { pessoa } from '../pessoas/table.js';
import { seedDemoCursos } from './demo.js';
import { listCursos } from './service.js';

const t = await testApp();

let token: string; // every permission
let seq = 0;
const sufixo = Math.random().toString(36).slice(2, 6);
const nomeNovo = () => `Curso ${++seq} ${sufixo}`;

async function criar(nome = nomeNovo()) {
  const res = await t.req({ method: 'POST', url: '/api/curso', token, payload: { nome } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; nome: string }>();
}

/** The 12-character base plus the check digits, found by trying all 100 against the domain rule. */
const cnpjValido = (base: string) => base + [...Array(100).keys()].map((n) => String(n).padStart(2, '0')).find((dv) => isValidCnpj(base + dv))!;

/** `n` internships of one intern in this course (factory straight into the tables: the intern API is another module). */
async function estagiosNoCurso(cursoId: number, n: number) {
  const { db } = t.database;
  const [p] = await db.insert(pessoa).values({ nome: `Estagiária ${++seq}` }).returning({ id: pessoa.id });
  const [e] = await db.insert(estagiario).values({ pessoaId: p!.id }).returning({ id: estagiario.id });
  const [i] = await db
    .insert(instituicaoEnsino)
    .values({ cnpj: cnpjValido(`${String(++seq).padStart(8, '0')}0001`), razaoSocial: 'Faculdade de teste' })
    .returning({ id: instituicaoEnsino.id });
  for (let k = 0; k < n; k++) {
    await db.insert(estagio).values({
      estagiarioId: e!.id,
      tipoEstagio: 6,
      instituicaoEnsinoId: i!.id,
      cursoId,
      dataInicioEstagio: '2025-02-03',
      dataColacaoGrau: '2027-12',
      email: 'estagiaria@exemplo.com.br',
    });
  }
}

beforeAll(async () => {
  token = await t.tokenWith('todas');
});

describe('GET /api/curso', () => {
  it('lists [rows, count] of {id, nome}, sorted by nome, paged, filtered by nome', async () => {
    const prefixo = `Ordem ${sufixo}`;
    const [b, c, a] = [await criar(`${prefixo} B`), await criar(`${prefixo} C`), await criar(`${prefixo} A`)];
    const res = await t.req({ method: 'GET', url: `/api/curso?nome=${encodeURIComponent(prefixo.toUpperCase())}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([[a, b, c].map(({ id, nome }) => ({ id, nome })), 3]);
    const pagina = await t.req({ method: 'GET', url: `/api/curso?nome=${encodeURIComponent(prefixo)}&skip=1&take=1`, token });
    expect(pagina.json()).toEqual([[{ id: b.id, nome: b.nome }], 3]);
    // a typed % is a character, not "anything"
    expect((await t.req({ method: 'GET', url: '/api/curso?nome=%25', token })).json()).toEqual([[], 0]);
  });

  it('is also open to who creates or edits interns (the internship modal fills its select)', async () => {
    for (const p of ['CURSO_ENUMERATE', 'ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE'] as const) {
      expect((await t.req({ method: 'GET', url: '/api/curso?take=1000', token: await t.tokenWith([p]) })).statusCode).toBe(200);
    }
  });

  it('400 long search and bad paging', async () => {
    const longa = await t.req({ method: 'GET', url: `/api/curso?nome=${'x'.repeat(61)}`, token });
    expect(longa.statusCode).toBe(400);
    expect(longa.json().message).toBe('A busca aceita no máximo 60 caracteres.');
    expect((await t.req({ method: 'GET', url: '/api/curso?take=0', token })).json().message).toBe('take deve ser ao menos 1.');
  });
});

describe('GET /api/curso/:id', () => {
  it('reads the course with its audit info', async () => {
    const c = await criar();
    const res = await t.req({ method: 'GET', url: `/api/curso/${c.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: c.id, nome: c.nome, criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: expect.any(String) }, editadoPor: { username: expect.any(String) }, versao: 1 });
  });

  it('404 unknown, 400 bad id', async () => {
    const ausente = await t.req({ method: 'GET', url: '/api/curso/999999', token });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Curso não encontrado.' });
    expect((await t.req({ method: 'GET', url: '/api/curso/abc', token })).json().message).toBe('Identificador inválido.');
  });
});

describe('POST /api/curso', () => {
  it('creates (201) with the trimmed name', async () => {
    const nome = nomeNovo();
    const res = await t.req({ method: 'POST', url: '/api/curso', token, payload: { nome: `  ${nome} ` } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(Number), nome });
  });

  it.each([
    [{}, 'Informe o nome do curso.'],
    [{ nome: '   ' }, 'Informe o nome do curso.'],
    [{ nome: 'x'.repeat(101) }, 'O nome do curso aceita no máximo 100 caracteres.'],
  ])('400 for %j', async (payload, message) => {
    const res = await t.req({ method: 'POST', url: '/api/curso', token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { nome: [message] } });
  });

  it('409 for a name already used, in any case', async () => {
    const c = await criar();
    const res = await t.req({ method: 'POST', url: '/api/curso', token, payload: { nome: c.nome.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `Já existe um curso com o nome "${c.nome.toUpperCase()}".` });
  });
});

describe('PUT /api/curso/:id', () => {
  it('renames, also to another case of its own name', async () => {
    const c = await criar();
    const nome = nomeNovo();
    const res = await t.req({ method: 'PUT', url: `/api/curso/${c.id}`, token, payload: { id: c.id, nome, versao: await t.versao(`/api/curso/${c.id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, nome });
    const caixa = await t.req({ method: 'PUT', url: `/api/curso/${c.id}`, token, payload: { nome: nome.toUpperCase(), versao: await t.versao(`/api/curso/${c.id}`, token) } });
    expect(caixa.json()).toMatchObject({ id: c.id, nome: nome.toUpperCase() });
  });

  it('404 unknown, 409 name of another course, 400 empty name', async () => {
    const a = await criar();
    const b = await criar();
    const ausente = await t.req({ method: 'PUT', url: '/api/curso/999999', token, payload: { nome: nomeNovo(), versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Curso não encontrado.' });
    const dup = await t.req({ method: 'PUT', url: `/api/curso/${b.id}`, token, payload: { nome: a.nome, versao: await t.versao(`/api/curso/${b.id}`, token) } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: `Já existe um curso com o nome "${a.nome}".` });
    expect((await t.req({ method: 'PUT', url: `/api/curso/${b.id}`, token, payload: { nome: '', versao: await t.versao(`/api/curso/${b.id}`, token) } })).json().message).toBe('Informe o nome do curso.');
  });
});

describe('DELETE /api/curso/:id', () => {
  it('refuses a course used by internships with 409 naming the count', async () => {
    const c = await criar();
    await estagiosNoCurso(c.id, 2);
    const res = await t.req({ method: 'DELETE', url: `/api/curso/${c.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O curso é usado por 2 estágio(s) e não pode ser removido.' });
    expect((await t.req({ method: 'GET', url: `/api/curso/${c.id}`, token })).statusCode).toBe(200);
  });

  it('removes an unused course (200), then 404', async () => {
    const c = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/curso/${c.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Curso removido.' });
    const denovo = await t.req({ method: 'DELETE', url: `/api/curso/${c.id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual({ message: 'Curso não encontrado.' });
  });
});

describe('history of a course', () => {
  it('records creation, rename and removal with the acting user', async () => {
    const u = await t.user(['CURSO_CREATE', 'CURSO_UPDATE', 'CURSO_DELETE', 'CURSO_READ']);
    const tk = await t.login(u.username, u.senha);
    const criado = (await t.req({ method: 'POST', url: '/api/curso', token: tk, payload: { nome: 'Direito (história)' } })).json();
    await t.req({ method: 'PUT', url: `/api/curso/${criado.id}`, token: tk, payload: { nome: 'Direito', versao: await t.versao(`/api/curso/${criado.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/curso/${criado.id}`, token: tk });
    await esperaHistorico(t, tk, 'curso', criado.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Direito (história)' } } },
      { acao: 'UPDATE', por: u.username, diff: { nome: { de: 'Direito (história)', para: 'Direito' } } },
      { acao: 'DELETE', por: u.username },
    ]);
  });
});

describe('demo courses', () => {
  it('seeds 12 courses, listed by name', async () => {
    const database = await freshDatabase();
    try {
      const criados = await seedDemoCursos(database.db);
      expect(criados).toHaveLength(12);
      const [rows, total] = JSON.parse(await listCursos(database.db, contextoDoSistema(), { skip: 0, take: 3 })) as [{ nome: string }[], number];
      expect(total).toBe(12);
      expect(rows.map((r) => r.nome)).toEqual(['Administração', 'Ciência da Computação', 'Ciências Contábeis']);
    } finally {
      await database.close();
    }
  });
});
