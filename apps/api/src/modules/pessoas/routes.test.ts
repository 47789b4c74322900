import { formatCpf } from '@sgi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { cpfValido, prng } from './demo.js';

const t = await testApp();
const ACESSO_NEGADO = { message: 'Acesso Negado!' };
const NAO_ENCONTRADA = { message: 'Pessoa não encontrada.' };
const TUDO = 'comTelefone=true&comEndereco=true&comUsuario=true&comDefensor=true&comEstagiario=true';

const r = prng(42);
const novoCpf = () => cpfValido(r);
let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;
let soUsuario: string; // every USUARIO_* permission, none of the profiles'

/** The pessoa form's body (cadastros-relatorios §3 Pessoa). */
const corpo = (over: Record<string, unknown> = {}) => ({
  nome: 'Maria',
  sobrenome: 'Souza',
  cpf: formatCpf(novoCpf()),
  dataNascimento: '1988-04-12',
  email: 'maria@exemplo.com',
  emailInstitucional: 'maria@defensoria.gov.br',
  telefone: { ddd: 79, numero: '3211-4567' },
  celular: { ddd: 79, numero: '99988-7766' },
  endereco: { cep: '49000-000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Rua A', complemento: null, numero: '10' },
  ...over,
});

async function criar(over: Record<string, unknown> = {}, tk = token) {
  const body = corpo(over);
  const res = await t.req({ method: 'POST', url: '/api/pessoa', token: tk, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, body };
}
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const nomes = (res: { json(): unknown }) => (res.json() as [{ nome: string }[], number])[0].map((p) => p.nome);

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  soUsuario = await t.tokenWith(['USUARIO_READ', 'USUARIO_CREATE', 'USUARIO_UPDATE', 'USUARIO_DELETE']);
});

describe('GET /api/pessoa', () => {
  beforeAll(async () => {
    await criar({ nome: 'Zélia', sobrenome: 'Listada', defensor: { ativo: true } });
    await criar({ nome: 'Bento', sobrenome: 'Listada', defensor: { ativo: false } });
    await criar({ nome: 'Aline', sobrenome: 'Listada', estagiario: { ativo: true } });
    await criar({ nome: 'Caio', sobrenome: 'Listada', usuario: { username: 'caio.listada', senha: 'senha-do-caio', papel: { id: admin.papelId }, ativo: false } });
    await criar({ nome: 'Dora', sobrenome: 'Listada' });
  });

  it('pages as [rows, count] sorted by nome, with the profiles of each pessoa', async () => {
    const res = await get('/api/pessoa?nome=listada&take=2&inativos=true');
    expect(res.statusCode).toBe(200);
    const [rows, count] = res.json();
    expect(count).toBe(5);
    expect(rows.map((p: { nome: string }) => p.nome)).toEqual(['Aline', 'Bento']);
    expect(rows[1]).toEqual({
      id: expect.any(Number), nome: 'Bento', sobrenome: 'Listada', cpf: expect.stringMatching(/^\d{11}$/), dataNascimento: '1988-04-12',
      email: 'maria@exemplo.com', defensor: { id: expect.any(Number), ativo: false }, usuario: null,
    });
    expect(nomes(await get('/api/pessoa?nome=listada&skip=4&take=2&inativos=true'))).toEqual(['Zélia']);
    expect(res.body).not.toMatch(/senha|argon/i);
  });

  it('filters by profile tab, hides inactive ones unless inativos, and adds interns with comEstagiario', async () => {
    expect(nomes(await get('/api/pessoa?nome=listada'))).toEqual(['Aline', 'Dora', 'Zélia']);
    expect(nomes(await get('/api/pessoa?nome=listada&isDefensor=true'))).toEqual(['Zélia']);
    expect(nomes(await get('/api/pessoa?nome=listada&isDefensor=true&inativos=true'))).toEqual(['Bento', 'Zélia']);
    expect(nomes(await get('/api/pessoa?nome=listada&isUsuario=true'))).toEqual([]);
    const usuarios = (await get('/api/pessoa?nome=listada&isUsuario=true&inativos=true')).json();
    expect(usuarios[0]).toEqual([expect.objectContaining({ nome: 'Caio', usuario: { id: expect.any(Number), ativo: false, username: 'caio.listada' } })]);
    const estagiarios = (await get('/api/pessoa?nome=listada&isEstagiario=true&comEstagiario=true')).json();
    expect(estagiarios).toEqual([[expect.objectContaining({ nome: 'Aline', estagiario: { id: expect.any(Number), ativo: true } })], 1]);
    expect((await get('/api/pessoa?nome=listada&isEstagiario=true')).json()[0][0]).not.toHaveProperty('estagiario');
  });

  it('searches by the start of the CPF and by full name, and sorts by cpf on request', async () => {
    const { body } = await criar({ nome: 'Ulisses', sobrenome: 'Buscado' });
    const cpf = body.cpf.replace(/\D/g, '');
    expect(nomes(await get(`/api/pessoa?cpf=${cpf}`))).toEqual(['Ulisses']);
    expect(nomes(await get(`/api/pessoa?cpf=${cpf.slice(0, 9)}&nome=buscado`))).toEqual(['Ulisses']);
    expect(nomes(await get('/api/pessoa?nome=ulisses%20busc'))).toEqual(['Ulisses']);
    const porCpf = (await get('/api/pessoa?nome=listada&orderBy=cpf&inativos=true')).json()[0].map((p: { cpf: string }) => p.cpf);
    expect(porCpf).toEqual([...porCpf].sort());
  });

  it.each([
    [`nome=${'a'.repeat(61)}`, 'A busca aceita no máximo 60 caracteres.'],
    ['cpf=123456789012', 'A busca por CPF aceita até 11 números.'],
    ['cpf=123.456', 'A busca por CPF aceita até 11 números.'],
    ['orderBy=email', 'Ordenação inválida.'],
    ['take=0', 'take deve ser ao menos 1.'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await get(`/api/pessoa?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /api/pessoa and GET /api/pessoa/:id', () => {
  it('creates the pessoa with its profiles (201) and reads it back with the asked parts only', async () => {
    const { id, body } = await criar({
      defensor: { ativo: true, titulo: 'Dra.', numero_oab: 'SE 1234', matricula_defensoria: '1020', anotacao: 'Plantão', data_admissao: '2010-03-01', data_referencia: null, data_exoneracao: null },
      estagiario: { ativo: false, anotacao: 'Sem estágio ativo' },
      usuario: { ativo: true, username: 'maria.perfis', senha: 'senha-da-maria', papel: { id: admin.papelId }, funcao: 'Defensora', recebenotificacaoes: true },
    });
    const det = await get(`/api/pessoa/${id}?${TUDO}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toEqual({
      id, nome: 'Maria', sobrenome: 'Souza', cpf: body.cpf.replace(/\D/g, ''), dataNascimento: '1988-04-12', estadocivil: null,
      email: 'maria@exemplo.com', emailInstitucional: 'maria@defensoria.gov.br',
      telefone: { ddd: 79, numero: '32114567' }, celular: { ddd: 79, numero: '999887766' },
      endereco: { cep: '49000000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Rua A', complemento: null, numero: '10' },
      defensor: { id: expect.any(Number), ativo: true, titulo: 'Dra.', numero_oab: 'SE 1234', matricula_defensoria: '1020', anotacao: 'Plantão', data_admissao: '2010-03-01', data_referencia: null, data_exoneracao: null },
      estagiario: { id: expect.any(Number), ativo: false, anotacao: 'Sem estágio ativo' },
      usuario: { id: expect.any(Number), ativo: true, username: 'maria.perfis', papel: { id: admin.papelId, nome: expect.any(String) }, funcao: 'Defensora', recebenotificacaoes: true, corfundotabela: '#e5e5e5', corletratabela: '#000000' },
      criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: admin.username }, editadoPor: { username: admin.username }, versao: 1,
    });
    expect(det.body).not.toMatch(/senha|argon/i);
    expect(await t.login('maria.perfis', 'senha-da-maria')).toEqual(expect.any(String));
    const simples = (await get(`/api/pessoa/${id}`)).json();
    for (const parte of ['telefone', 'celular', 'endereco', 'usuario', 'defensor', 'estagiario']) expect(simples).not.toHaveProperty(parte);
    expect((await get(`/api/pessoa/${(await criar()).id}?comDefensor=true&comUsuario=true`)).json()).toMatchObject({ defensor: null, usuario: null });
  });

  it('answers with the spec message and records the history', async () => {
    const res = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: corpo({ nome: 'Joana' }) });
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'Cadastro de Joana realizado com sucesso.' });
    await esperaHistorico(t, token, 'pessoa', res.json().id, [
      { acao: 'INSERT', por: admin.username, contem: { nome: { de: null, para: 'Joana' }, cpf: { de: null, para: expect.stringMatching(/^\d{3}\.\*{3}\.\*{3}-\d{2}$/) } } },
    ]);
  });

  it('refuses a CPF already registered with 409', async () => {
    const { body } = await criar();
    const res = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: corpo({ cpf: body.cpf.replace(/\D/g, '') }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `Já existe uma pessoa com o CPF ${body.cpf}.` });
  });

  it.each([
    ['no CPF', { cpf: null }, 'cpf', 'CPF é obrigatório.'],
    ['an invalid CPF', { cpf: '123.456.789-00' }, 'cpf', 'CPF inválido.'],
    ['no name', { nome: '' }, 'nome', 'Nome é obrigatório.'],
    ['no birth date', { dataNascimento: '' }, 'dataNascimento', 'Data de Nascimento é obrigatória.'],
    ['DDD 0', { telefone: { ddd: 0, numero: '32114567' } }, 'telefone.ddd', 'O DDD deve estar entre 1 e 99.'],
    ['an 11-digit phone', { telefone: { ddd: 79, numero: '32114567890' } }, 'telefone.numero', 'Telefone: no máximo 10 dígitos.'],
    ['an 11-digit cell phone', { celular: { ddd: 79, numero: '99998877665' } }, 'celular.numero', 'Celular: no máximo 10 dígitos.'],
    ['a 9-digit CEP', { endereco: { cep: '490000000' } }, 'endereco.cep', 'CEP: no máximo 8 dígitos.'],
    ['a 51-character e-mail', { email: `${'m'.repeat(39)}@exemplo.com` }, 'email', 'E-mail: no máximo 50 caracteres.'],
    ['a 51-character institutional e-mail', { emailInstitucional: `${'m'.repeat(39)}@exemplo.com` }, 'emailInstitucional', 'E-mail institucional: no máximo 50 caracteres.'],
  ])('refuses %s with 400', async (_, over, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('applies the user rules to the user profile: password on creation, free login, existing papel', async () => {
    const usuario = { username: 'perfil.sem.senha', papel: { id: admin.papelId } };
    const semSenha = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: corpo({ usuario }) });
    expect(semSenha.statusCode).toBe(400);
    expect(semSenha.json()).toEqual({ message: 'Informe a senha.', fieldErrors: { 'usuario.senha': ['Informe a senha.'] } });
    const loginUsado = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: corpo({ usuario: { ...usuario, username: admin.username.toUpperCase(), senha: 'senha-qualquer' } }) });
    expect(loginUsado.statusCode).toBe(409);
    expect(loginUsado.json()).toEqual({ message: `O login "${admin.username.toUpperCase()}" já está em uso por outro usuário.` });
    const papel = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: corpo({ usuario: { ...usuario, senha: 'senha-qualquer', papel: { id: 999999 } } }) });
    expect(papel.statusCode).toBe(400);
    expect(nomes(await get('/api/pessoa?nome=maria%20souza&isUsuario=true&inativos=true')).length).toBe(1); // only maria.perfis
  });

  it('needs the permission of each profile sent (403)', async () => {
    for (const perfil of [{ defensor: { ativo: true } }, { estagiario: { ativo: true } }]) {
      const body = corpo({ nome: 'Sem Permissão', ...perfil });
      const res = await t.req({ method: 'POST', url: '/api/pessoa', token: soUsuario, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(ACESSO_NEGADO);
    }
    expect((await get('/api/pessoa?nome=sem%20permiss&inativos=true')).json()[1]).toBe(0);
    await criar({ nome: 'Com Permissão' }, soUsuario);
  });

  it('GET by id: 404 unknown, 400 bad id', async () => {
    const ausente = await get('/api/pessoa/999999');
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADA);
    expect((await get('/api/pessoa/abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/pessoa/:id', () => {
  it('updates the pessoa, leaves absent parts as they are and updates the profiles sent', async () => {
    const { id, body } = await criar({ defensor: { ativo: true, titulo: 'Dr.' }, estagiario: { ativo: true, anotacao: 'A' } });
    const payload = { ...body, id, nome: 'Mariana', telefone: undefined, endereco: null, defensor: { id: 77, ativo: false, titulo: 'Dra.' }, estagiario: null };
    const res = await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token, payload: { ...payload, versao: await t.versao(`/api/pessoa/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Cadastro de Mariana atualizado com sucesso.', versao: 2 });
    const det = (await get(`/api/pessoa/${id}?${TUDO}`)).json();
    expect(det).toMatchObject({
      nome: 'Mariana', telefone: { ddd: 79, numero: '32114567' }, endereco: { cep: '49000000' },
      defensor: { ativo: false, titulo: 'Dra.' }, estagiario: { ativo: true, anotacao: 'A' }, editadoPor: { username: admin.username }, versao: 2,
    });
    const hist = (await get(`/api/historico?tabela=pessoa&registro=${id}`)).json();
    expect(hist.at(-1)).toMatchObject({ acao: 'UPDATE', diff: { nome: { de: 'Maria', para: 'Mariana' } } });
    await esperaHistorico(t, token, 'defensor', det.defensor.id, ['INSERT', 'UPDATE']);
  });

  it('adds a user profile with a password, and a new password of an existing one lets the user log in with it', async () => {
    const { id, body } = await criar();
    const usuario = { ativo: true, username: 'novo.perfil', senha: 'primeira-senha', papel: { id: admin.papelId } };
    expect((await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token, payload: { ...body, usuario, versao: await t.versao(`/api/pessoa/${id}`, token) } })).statusCode).toBe(200);
    const sessao = await t.login('novo.perfil', 'primeira-senha');
    const troca = await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token, payload: { ...body, usuario: { ...usuario, senha: 'segunda-senha' }, versao: await t.versao(`/api/pessoa/${id}`, token) } });
    expect(troca.statusCode).toBe(200);
    // A new password ends the user's open sessions (DESIGN §6), as in the user form.
    expect((await get('/api/auth/me', sessao)).statusCode).toBe(401);
    expect(await t.login('novo.perfil', 'segunda-senha')).toEqual(expect.any(String));
    const semSenha = await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token, payload: { ...body, usuario: { ...usuario, senha: null, funcao: 'Apoio' }, versao: await t.versao(`/api/pessoa/${id}`, token) } });
    expect(semSenha.statusCode).toBe(200);
    expect(await t.login('novo.perfil', 'segunda-senha')).toEqual(expect.any(String));
  });

  it('does not let the user deactivate themself through their pessoa (409)', async () => {
    const det = (await get(`/api/pessoa?nome=${encodeURIComponent('Teste')}&isUsuario=true&take=1000`)).json()[0].find((p: { usuario: { id: number } }) => p.usuario.id === admin.id);
    const payload = corpo({ nome: det.nome, usuario: { ativo: false, username: admin.username, papel: { id: admin.papelId } } });
    const res = await t.req({ method: 'PUT', url: `/api/pessoa/${det.id}`, token, payload: { ...payload, versao: await t.versao(`/api/pessoa/${det.id}`, token) } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Você não pode desativar o próprio usuário.' });
    expect((await get(`/api/pessoa/${det.id}`)).json().cpf).toBeNull();
  });

  it('checks each profile sent: UPDATE for an existing one, CREATE for a new one (403)', async () => {
    const { id, body } = await criar({ defensor: { ativo: true } });
    const alterar = await t.tokenWith(['USUARIO_UPDATE', 'DEFENSOR_UPDATE']);
    expect((await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token: alterar, payload: { ...body, defensor: { ativo: false }, versao: await t.versao(`/api/pessoa/${id}`, token) } })).statusCode).toBe(200);
    const novo = await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token: alterar, payload: { ...body, estagiario: { ativo: true }, versao: await t.versao(`/api/pessoa/${id}`, token) } });
    expect(novo.statusCode).toBe(403);
    expect((await get(`/api/pessoa/${id}?comEstagiario=true`)).json().estagiario).toBeNull();
    expect((await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token: soUsuario, payload: { ...body, defensor: { ativo: true }, versao: await t.versao(`/api/pessoa/${id}`, token) } })).statusCode).toBe(403);
  });

  it('refuses another pessoa’s CPF (409), unknown id (404), bad body (400)', async () => {
    const a = await criar();
    const b = await criar();
    const dup = await t.req({ method: 'PUT', url: `/api/pessoa/${b.id}`, token, payload: { ...b.body, cpf: a.body.cpf, versao: await t.versao(`/api/pessoa/${b.id}`, token) } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: `Já existe uma pessoa com o CPF ${a.body.cpf}.` });
    const ausente = await t.req({ method: 'PUT', url: '/api/pessoa/999999', token, payload: { ...corpo(), versao: 1 } });
    expect(ausente.json()).toEqual(NAO_ENCONTRADA);
    const ruim = await t.req({ method: 'PUT', url: `/api/pessoa/${b.id}`, token, payload: { ...b.body, dataNascimento: '31/12/1990', versao: await t.versao(`/api/pessoa/${b.id}`, token) } });
    expect(ruim.json()).toEqual({ message: 'Formato de data inválido', fieldErrors: { dataNascimento: ['Formato de data inválido'] } });
  });
});

describe('DELETE /api/pessoa/:id', () => {
  it('removes a pessoa without profiles (200), recorded in the history', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/pessoa/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Pessoa removida com sucesso.' });
    expect((await get(`/api/pessoa/${id}`)).statusCode).toBe(404);
    await esperaHistorico(t, token, 'pessoa', id, ['INSERT', 'DELETE']);
    expect((await t.req({ method: 'DELETE', url: `/api/pessoa/${id}`, token })).json()).toEqual(NAO_ENCONTRADA);
  });

  it('refuses to remove a pessoa that still has profiles, naming them (409)', async () => {
    const { id } = await criar({ defensor: { ativo: true }, usuario: { username: 'com.perfis', senha: 'senha-com-perfis', papel: { id: admin.papelId } } });
    const res = await t.req({ method: 'DELETE', url: `/api/pessoa/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A pessoa tem cadastro de defensor e usuário; remova-os antes.' });
    const estagiario = await criar({ estagiario: { ativo: true } });
    expect((await t.req({ method: 'DELETE', url: `/api/pessoa/${estagiario.id}`, token })).json()).toEqual({ message: 'A pessoa tem cadastro de estagiário; remova-o antes.' });
  });

});
