import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';
import { historico } from './table.js';

const t = await testApp();
const ACESSO_NEGADO = { message: 'Acesso Negado!' };

let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;
let usuarioId: number; // created and then updated by admin through the API

const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
/** yyyy-MM-dd of `base` + n days, in the server's time zone */
function dia(n = 0, base: string | Date = new Date()) {
  const d = new Date(base);
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  const payload = { username: 'historiado', senha: 'senha-do-historiado', nome: 'Hilda', funcao: 'Analista', papel: { id: admin.papelId } };
  usuarioId = (await t.req({ method: 'POST', url: '/api/usuario', token, payload })).json().id;
  const put = await t.req({ method: 'PUT', url: `/api/usuario/${usuarioId}`, token, payload: { ...payload, senha: 'outra-senha-nova', funcao: 'Coordenadora', versao: await t.versao(`/api/usuario/${usuarioId}`, token) } });
  expect(put.statusCode).toBe(200);
});

describe('GET /api/historico?tabela&registro', () => {
  it('gives the record’s history, oldest first, with action, user and diff, and no secret', async () => {
    const res = await get(`/api/historico?tabela=usuario&registro=${usuarioId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toEqual([
      expect.objectContaining({ tabela: 'usuario', registro: String(usuarioId), acao: 'INSERT', criadoEm: expect.any(String), criadoPor: { id: admin.id, username: admin.username } }),
      { id: expect.any(Number), tabela: 'usuario', registro: String(usuarioId), acao: 'UPDATE', criadoEm: expect.any(String), criadoPor: { id: admin.id, username: admin.username }, diff: { funcao: { de: 'Analista', para: 'Coordenadora' } }, nomes: {} },
    ]);
    expect(rows[0].diff).toMatchObject({ username: { de: null, para: 'historiado' }, ativo: { de: null, para: true } });
    expect(res.body).not.toMatch(/senha|hash|\$argon2/i);
  });

  it('filters by date (data_inicial, data_final inclusive)', async () => {
    const url = `/api/historico?tabela=usuario&registro=${usuarioId}`;
    const criadoEm = (await get(url)).json()[0].criadoEm;
    expect((await get(`${url}&data_inicial=${dia(0, criadoEm)}&data_final=${dia(0, criadoEm)}`)).json()).toHaveLength(2);
    expect((await get(`${url}&data_final=${dia(-1, criadoEm)}`)).json()).toEqual([]);
    expect((await get(`${url}&data_inicial=${dia(1, criadoEm)}`)).json()).toEqual([]);
  });

  describe('in the server’s time zone', () => {
    const tz = process.env.TZ;
    afterEach(() => {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    });

    it('takes both ends of the range as local days', async () => {
      const instantes = ['2024-05-10T02:30:00Z', '2024-05-10T03:30:00Z', '2024-05-11T02:30:00Z', '2024-05-11T03:30:00Z'];
      await t.database.db.insert(historico).values(instantes.map((i) => ({ tabela: 'papel', registro: 'fuso', acao: 'UPDATE', criadoEm: new Date(i), diff: {} })));
      process.env.TZ = 'America/Sao_Paulo'; // 10/05 runs from 03:00Z to 03:00Z the next day
      const res = await get('/api/historico?tabela=papel&registro=fuso&data_inicial=2024-05-10&data_final=2024-05-10');
      expect(res.json().map((r: { criadoEm: string }) => r.criadoEm)).toEqual(['2024-05-10T03:30:00.000Z', '2024-05-11T02:30:00.000Z']);
    });
  });

  it('refuses a bad date with 400', async () => {
    for (const data of ['10/05/2024', '2024-02-30']) {
      const res = await get(`/api/historico?tabela=usuario&registro=${usuarioId}&data_inicial=${data}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Formato de data inválido', fieldErrors: { data_inicial: ['Formato de data inválido'] } });
    }
  });

  it('needs the table’s READ or ENUMERATE permission (403)', async () => {
    const url = `/api/historico?tabela=usuario&registro=${usuarioId}`;
    const negado = await get(url, await t.tokenWith(['FOLHA_READ', 'PAPEL_READ']));
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual(ACESSO_NEGADO);
    expect((await get(url, await t.tokenWith(['USUARIO_ENUMERATE']))).json()).toHaveLength(2);
    expect((await get(url, await t.tokenWith(['USUARIO_READ']))).json()).toHaveLength(2);
  });
});

describe('GET /api/historico?skip&take (log page)', () => {
  it('pages as [rows, count], newest first', async () => {
    const res = await get(`/api/historico?tabela=usuario&registro=${usuarioId}&skip=0&take=1`);
    expect(res.statusCode).toBe(200);
    const [rows, count] = res.json();
    expect(count).toBe(2);
    expect(rows).toEqual([expect.objectContaining({ acao: 'UPDATE' })]);
    const [[primeiro]] = (await get(`/api/historico?tabela=usuario&registro=${usuarioId}&skip=0&take=1&orderBy=asc`)).json();
    expect(primeiro.acao).toBe('INSERT');
  });

  it('filters by author and date', async () => {
    const [rows, count] = (await get(`/api/historico?criadopor=${admin.id}&skip=0&take=100`)).json();
    expect(count).toBeGreaterThanOrEqual(3); // pessoa and usuario INSERT, usuario UPDATE
    expect(rows.every((r: { criadoPor: { id: number } }) => r.criadoPor.id === admin.id)).toBe(true);
    expect((await get(`/api/historico?skip=0&take=10&data_inicial=${dia(1)}`)).json()).toEqual([[], 0]);
  });

  it('lists only the tables the user may read', async () => {
    const [rows, count] = (await get('/api/historico?skip=0&take=1000', await t.tokenWith(['PAPEL_READ']))).json();
    expect(count).toBeGreaterThan(0);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r: { tabela: string }) => r.tabela))).toEqual(new Set(['papel']));
    const [todas] = (await get('/api/historico?skip=0&take=1000')).json();
    expect(new Set(todas.map((r: { tabela: string }) => r.tabela))).toEqual(new Set(['papel', 'pessoa', 'usuario']));
    expect((await get('/api/historico?skip=0&take=10', await t.tokenWith(['FOLHA_READ']))).json()).toEqual([[], 0]);
  });

  it('refuses bad paging with 400', async () => {
    const res = await get('/api/historico?skip=0&take=10001');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'take deve ser no máximo 10000.', fieldErrors: { take: ['take deve ser no máximo 10000.'] } });
  });
});

describe('GET /api/historico/acessos', () => {
  it('lists logins, failed logins and refused accesses for ADMIN_ACTIONS', async () => {
    const u = await t.user(['FOLHA_READ']);
    const falha = await t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: u.username, password: 'errada-123' } });
    expect(falha.statusCode).toBe(401);
    const tokenU = await t.login(u.username, u.senha);
    expect((await get('/api/historico/acessos', tokenU)).json()).toEqual(ACESSO_NEGADO);

    const res = await get(`/api/historico/acessos?username=${u.username.toUpperCase()}&take=100`);
    expect(res.statusCode).toBe(200);
    const [rows, count] = res.json();
    expect(count).toBe(3);
    expect(rows.map((r: { tipo: string }) => r.tipo)).toEqual(['ACESSO_NEGADO', 'LOGIN', 'LOGIN_FALHOU']);
    expect(rows[0]).toMatchObject({ usuarioId: u.id, username: u.username, rota: 'GET /api/historico/acessos', ip: '127.0.0.1' });
    expect(rows[2]).toMatchObject({ usuarioId: u.id, detalhe: 'senha incorreta' });
    expect(res.body).not.toContain('errada-123');

    const [soFalhas] = (await get(`/api/historico/acessos?tipo=LOGIN_FALHOU&username=${u.username}`)).json();
    expect(soFalhas).toHaveLength(1);
    expect((await get(`/api/historico/acessos?data_final=${dia(-1, rows[2].criadoEm)}`)).json()).toEqual([[], 0]);
  });

  it('400 bad date', async () => {
    const ruim = await get('/api/historico/acessos?data_inicial=ontem');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('Formato de data inválido');
  });
});

describe('history of a pessoa read through its profile (ADR 016)', () => {
  it('lets DEFENSOR_READ read a defender’s pessoa history, but not the pessoa of a plain user', async () => {
    const payload = {
      cpf: '529.982.247-25',
      titulo: 'Dr.',
      nome: 'Otávio Prado',
      ativo: true,
      data_nascimento: '1975-03-04',
      email: 'otavio@defensoria.exemplo.gov.br',
      data_admissao: '2010-01-01',
    };
    const criado = await t.req({ method: 'POST', url: '/api/defensor', token, payload });
    expect(criado.statusCode).toBe(201);
    const lido = await get(`/api/defensor/${criado.json().id}`);
    const pessoaDoDefensor = lido.json().pessoaId as number;
    const pessoaDoUsuario = (await get(`/api/usuario/${usuarioId}`)).json().pessoaId as number;

    const rh = await t.tokenWith(['DEFENSOR_READ']);
    const doDefensor = await get(`/api/historico?tabela=pessoa&registro=${pessoaDoDefensor}`, rh);
    expect(doDefensor.statusCode).toBe(200);
    expect(doDefensor.json()[0]).toMatchObject({ acao: 'INSERT', diff: { nome: { de: null, para: 'Otávio Prado' } } });
    expect((await get(`/api/historico?tabela=pessoa&registro=${pessoaDoUsuario}`, rh)).statusCode).toBe(403);
    expect((await get(`/api/historico?tabela=pessoa&registro=${pessoaDoDefensor}`, await t.tokenWith(['ESTAGIARIO_READ']))).statusCode).toBe(403);
    // The log page still lists only whole tables the user may read: no pessoa rows for this role.
    const log = await get('/api/historico?skip=0&take=100&tabela=pessoa', rh);
    expect(log.statusCode).toBe(403);
  });
});
