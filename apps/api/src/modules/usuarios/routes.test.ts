import { PERMISSOES } from '@sgi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';

const t = await testApp();
const NAO_ENCONTRADO = { message: 'Usuário não encontrado.' };

let admin: Awaited<ReturnType<typeof t.user>>;
let token: string; // every USUARIO_* permission and more
let seq = 0;

/** The body of the usuario form (cadastros-relatorios §3, Usuario). */
const corpo = (over: Record<string, unknown> = {}) => ({
  username: `maria.${++seq}`,
  senha: 'senha-inicial-1',
  nome: 'Maria',
  sobrenome: 'Souza',
  email: `maria.${seq}@defensoria.gov.br`,
  funcao: 'Analista',
  ativo: true,
  recebenotificacaoes: true,
  papel: { id: admin.papelId },
  corfundotabela: '#ffeecc',
  corletratabela: '#333',
  ...over,
});

async function criar(over: Record<string, unknown> = {}) {
  const body = corpo(over);
  const res = await t.req({ method: 'POST', url: '/api/usuario', token, payload: body });
  expect(res.statusCode).toBe(201);
  return { id: res.json<{ id: number }>().id, body };
}

const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });

/** No password, hash or token ever leaves the server. */
function semSegredo(body: string) {
  expect(body).not.toMatch(/senha/i);
  expect(body).not.toContain('$argon2');
}

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
});

describe('GET /api/usuario', () => {
  it('pages as [rows, count], sorts by nome and searches by name or username', async () => {
    for (const nome of ['Zacarias', 'Ana', 'Bruno']) await criar({ nome, sobrenome: 'Listagem' });
    const res = await get('/api/usuario?nome=listagem&take=2');
    expect(res.statusCode).toBe(200);
    const [rows, count] = res.json();
    expect(count).toBe(3);
    expect(rows.map((r: { nome: string }) => r.nome)).toEqual(['Ana', 'Bruno']);
    expect(rows[0]).toMatchObject({ sobrenome: 'Listagem', funcao: 'Analista', ativo: true, papel: { id: admin.papelId } });
    semSegredo(res.body);
    expect((await get('/api/usuario?nome=listagem&skip=2&take=2')).json()).toEqual([[expect.objectContaining({ nome: 'Zacarias' })], 3]);
    const desc = (await get('/api/usuario?nome=listagem&orderDirection=desc')).json();
    expect(desc[0].map((r: { nome: string }) => r.nome)).toEqual(['Zacarias', 'Bruno', 'Ana']);
    const porLogin = (await get(`/api/usuario?nome=${admin.username}`)).json();
    expect(porLogin).toEqual([[expect.objectContaining({ id: admin.id, username: admin.username })], 1]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await criar({ nome: 'Percentual', sobrenome: '100% presente' });
    const porcento = (await get(`/api/usuario?nome=${encodeURIComponent('0% p')}`)).json();
    expect(porcento[0].map((r: { nome: string }) => r.nome)).toEqual(['Percentual']);
    expect((await get(`/api/usuario?nome=${encodeURIComponent('%')}`)).json()[1]).toBe(1);
    expect((await get(`/api/usuario?nome=${encodeURIComponent('_')}`)).json()[1]).toBe(
      (await get('/api/usuario?take=1000')).json()[0].filter((r: { username: string }) => r.username.includes('_')).length,
    );
  });

  it('refuses bad paging and search with 400', async () => {
    const take = await get('/api/usuario?take=0');
    expect(take.statusCode).toBe(400);
    expect(take.json()).toEqual({ message: 'take deve ser ao menos 1.', fieldErrors: { take: ['take deve ser ao menos 1.'] } });
    const busca = await get(`/api/usuario?nome=${'a'.repeat(61)}`);
    expect(busca.statusCode).toBe(400);
    expect(busca.json().message).toBe('A busca aceita no máximo 60 caracteres.');
  });

  it('refuses a token it never issued (401)', async () => {
    const lixo = await get('/api/usuario', 'token-inventado');
    expect(lixo.statusCode).toBe(401);
  });
});

describe('POST /api/usuario', () => {
  it('creates the user (201) who can then log in; the detail has audit info and no secret', async () => {
    const res = await t.req({ method: 'POST', url: '/api/usuario', token, payload: corpo({ username: 'Joana.Dark', email: 'JOANA@DEFENSORIA.GOV.BR' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'Usuário cadastrado com sucesso.' });
    semSegredo(res.body);
    const det = await get(`/api/usuario/${res.json().id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toMatchObject({
      username: 'Joana.Dark', nome: 'Maria', sobrenome: 'Souza', email: 'joana@defensoria.gov.br', funcao: 'Analista', ativo: true,
      recebenotificacaoes: true, corfundotabela: '#ffeecc', corletratabela: '#333', criadoPor: { username: admin.username },
    });
    semSegredo(det.body);
    expect(await t.login('joana.dark', 'senha-inicial-1')).toEqual(expect.any(String));
  });

  it('falls back to the default colours when a colour is invalid', async () => {
    const { id } = await criar({ corfundotabela: 'vermelho', corletratabela: '#12345' });
    expect((await get(`/api/usuario/${id}`)).json()).toMatchObject({ corfundotabela: '#e5e5e5', corletratabela: '#000000' });
  });

  it('refuses a username taken in any case with 409', async () => {
    const { body } = await criar();
    const res = await t.req({ method: 'POST', url: '/api/usuario', token, payload: corpo({ username: body.username.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `O login "${body.username.toUpperCase()}" já está em uso por outro usuário.` });
  });

  it.each([
    ['a short username', { username: 'ab' }, 'O login deve ter ao menos 3 caracteres.', 'username'],
    ['a username with spaces', { username: 'maria souza' }, 'O login aceita apenas letras sem acento, números, ponto, hífen e sublinhado.', 'username'],
    ['a short password', { senha: '1234567' }, 'A senha deve ter entre 8 e 128 caracteres.', 'senha'],
    ['a bad e-mail', { email: 'maria@' }, 'E-mail inválido.', 'email'],
    ['no papel', { papel: { id: 0 } }, 'Selecione o papel.', 'papel.id'],
  ])('refuses %s with 400', async (_, over, message, campo) => {
    const res = await t.req({ method: 'POST', url: '/api/usuario', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('refuses a missing password and an unknown papel with 400', async () => {
    const semSenha = await t.req({ method: 'POST', url: '/api/usuario', token, payload: corpo({ senha: null }) });
    expect(semSenha.statusCode).toBe(400);
    expect(semSenha.json()).toEqual({ message: 'Informe a senha.', fieldErrors: { senha: ['Informe a senha.'] } });
    const papel = await t.req({ method: 'POST', url: '/api/usuario', token, payload: corpo({ papel: { id: 999999 } }) });
    expect(papel.statusCode).toBe(400);
    expect(papel.json()).toEqual({ message: 'Papel não encontrado.', fieldErrors: { papel: ['Selecione um papel existente.'] } });
  });
});

describe('GET /api/usuario/:id, /api/usuarioby/:pessoaId, /api/auth/roles/:id', () => {
  it('reads a user by id and by pessoa, and the permissions of their papel', async () => {
    const { id } = await criar();
    const det = (await get(`/api/usuario/${id}`)).json();
    const porPessoa = await get(`/api/usuarioby/${det.pessoaId}`);
    expect(porPessoa.statusCode).toBe(200);
    expect(porPessoa.json()).toEqual(det);
    const roles = await get(`/api/auth/roles/${id}`);
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toHaveLength(PERMISSOES.length);
    expect(roles.json()).toContain('ADMIN_ACTIONS');
  });

  it.each(['/api/usuario/', '/api/usuarioby/', '/api/auth/roles/'])('%s: 404 unknown, 400 bad id', async (base) => {
    const ausente = await get(`${base}999999`);
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADO);
    const ruim = await get(`${base}abc`);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({ message: 'Identificador inválido.', fieldErrors: { id: ['Identificador inválido.'] } });
  });
});

describe('PUT /api/usuario/:id', () => {
  it('updates and keeps the password when none is sent', async () => {
    const { id, body } = await criar();
    const res = await t.req({ method: 'PUT', url: `/api/usuario/${id}`, token, payload: { ...body, id, senha: null, funcao: 'Coordenadora', nome: 'Mariana', versao: await t.versao(`/api/usuario/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Usuário atualizado.', versao: 2 });
    semSegredo(res.body);
    const det = await get(`/api/usuario/${id}`);
    expect(det.json()).toMatchObject({ funcao: 'Coordenadora', nome: 'Mariana', editadoPor: { username: admin.username }, versao: 2 });
    semSegredo(det.body);
    expect(await t.login(body.username, 'senha-inicial-1')).toEqual(expect.any(String));
  });

  it('refuses another user’s username (409), unknown id (404), bad body (400)', async () => {
    const a = await criar();
    const b = await criar();
    const dup = await t.req({ method: 'PUT', url: `/api/usuario/${b.id}`, token, payload: { ...b.body, username: a.body.username, versao: await t.versao(`/api/usuario/${b.id}`, token) } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: `O login "${a.body.username}" já está em uso por outro usuário.` });
    const ausente = await t.req({ method: 'PUT', url: '/api/usuario/999999', token, payload: { ...corpo(), versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADO);
    const ruim = await t.req({ method: 'PUT', url: `/api/usuario/${b.id}`, token, payload: { ...b.body, nome: '', versao: await t.versao(`/api/usuario/${b.id}`, token) } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({ message: 'Nome é obrigatório.', fieldErrors: { nome: ['Nome é obrigatório.'] } });
  });

  it('does not let a user deactivate themself (409)', async () => {
    const det = (await get(`/api/usuario/${admin.id}`)).json();
    const payload = { ...corpo({ username: det.username, email: det.email }), senha: null, ativo: false };
    const res = await t.req({ method: 'PUT', url: `/api/usuario/${admin.id}`, token, payload: { ...payload, versao: await t.versao(`/api/usuario/${admin.id}`, token) } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Você não pode desativar o próprio usuário.' });
    expect((await get(`/api/usuario/${admin.id}`)).json().ativo).toBe(true);
  });
});

describe('DELETE /api/usuario/:id', () => {
  it('removes the user (200), after which the id is unknown (404)', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/usuario/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Usuário removido.' });
    expect((await get(`/api/usuario/${id}`)).statusCode).toBe(404);
    const denovo = await t.req({ method: 'DELETE', url: `/api/usuario/${id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual(NAO_ENCONTRADO);
  });

  it('does not let a user remove themself (409)', async () => {
    const proprio = await t.req({ method: 'DELETE', url: `/api/usuario/${admin.id}`, token });
    expect(proprio.statusCode).toBe(409);
    expect(proprio.json()).toEqual({ message: 'Você não pode remover o próprio usuário.' });
  });
});
