import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defensorNoBanco } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { movimentacao, registroMovimentacao } from './table.js';

const t = await testApp();
const db = t.database.db;
let token: string;

type Linha = { id: number; descricao: string; inicial: boolean; nucleo: boolean; editadoPor: { username: string } | null; versao: number };
type Config = { chave: number; valor: string; versao: number };

async function criar(descricao: string, inicial = false, nucleo = false) {
  const res = await t.req({ method: 'POST', url: '/api/movimentacao/tipo', token, payload: { descricao, inicial, nucleo } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ message: string; id: number; versao: number }>();
}
const listar = async (qs = '', tk = token) => {
  const res = await t.req({ method: 'GET', url: `/api/movimentacao/tipo${qs}`, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<[Linha[], number]>();
};
const configuracoes = async (tk = token) => {
  const res = await t.req({ method: 'GET', url: '/api/app/configuracoes', token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Config[]>();
};
const chave = async (n: number) => (await configuracoes()).find((c) => c.chave === n)!;

/** A movement of a defensoria with one line of the type, written straight to the tables. */
async function usarTipo(tipoId: number) {
  const d = await defensorNoBanco(db);
  const o = await defensoriaNoBanco(db);
  const [m] = await db
    .insert(movimentacao)
    .values({ defensorId: d.id, defensoriaId: o.id, referencia: '2025-03', dataRecebimento: '2025-04-05' })
    .returning({ id: movimentacao.id });
  await db.insert(registroMovimentacao).values({ movimentacaoId: m!.id, tipoId, quantidade: 3 });
}

beforeAll(async () => {
  token = await t.tokenWith('todas', 'admin.tipos');
});

describe('movement types', () => {
  it('creates, reads, lists by kind and flag, updates and removes, with the messages of §8 and the history', async () => {
    const a = await criar('Petição inicial cível', true, false);
    expect(a.message).toBe('Tipo Petição inicial cível cadastrado.');
    await criar('Audiência', false, false);
    await criar('Atendimento no núcleo', false, true);
    const [todos, total] = await listar();
    expect(total).toBe(3);
    // Defensoria types first, then núcleo types, each by description.
    expect(todos.map((x) => x.descricao)).toEqual(['Audiência', 'Petição inicial cível', 'Atendimento no núcleo']);
    expect(todos[0]!.editadoPor).toEqual({ username: 'admin.tipos' });
    expect((await listar('?nucleo=true'))[0].map((x) => x.descricao)).toEqual(['Atendimento no núcleo']);
    expect((await listar('?nucleo=false&inicial=true'))[0].map((x) => x.descricao)).toEqual(['Petição inicial cível']);
    expect((await listar('?descricao=AUDIENCIA'))[0].map((x) => x.descricao)).toEqual(['Audiência']);
    expect((await listar('?take=1&skip=1'))).toEqual([[expect.objectContaining({ descricao: 'Petição inicial cível' })], 3]);

    const det = await t.req({ method: 'GET', url: `/api/movimentacao/tipo/${a.id}`, token });
    expect(det.json()).toMatchObject({ id: a.id, descricao: 'Petição inicial cível', inicial: true, nucleo: false, versao: 1, criadoPor: { username: 'admin.tipos' } });

    const put = await t.req({ method: 'PUT', url: `/api/movimentacao/tipo/${a.id}`, token, payload: { descricao: 'Inicial cível', inicial: true, nucleo: false, versao: 1 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ message: 'Tipo Inicial cível atualizado.', id: a.id, versao: 2 });
    const velho = await t.req({ method: 'PUT', url: `/api/movimentacao/tipo/${a.id}`, token, payload: { descricao: 'Outra', inicial: true, nucleo: false, versao: 1 } });
    expect(velho.statusCode).toBe(409);
    expect(velho.json().message).toMatch(/^Este registro foi alterado por admin\.tipos em /);

    const del = await t.req({ method: 'DELETE', url: `/api/movimentacao/tipo/${a.id}`, token });
    expect(del.json()).toEqual({ message: 'Tipo removido.' });
    expect((await t.req({ method: 'GET', url: `/api/movimentacao/tipo/${a.id}`, token })).json()).toEqual({ message: 'Tipo de movimentação não encontrado.' });
    await esperaHistorico(t, token, 'tipo_movimentacao', a.id, [
      { acao: 'INSERT', por: 'admin.tipos' },
      { acao: 'UPDATE', contem: { descricao: { de: 'Petição inicial cível', para: 'Inicial cível' } } },
      'DELETE',
    ]);
  });

  it('refuses a blank or too long description and flags that are not booleans', async () => {
    const vazio = await t.req({ method: 'POST', url: '/api/movimentacao/tipo', token, payload: { descricao: '  ', inicial: false, nucleo: false } });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().fieldErrors.descricao).toEqual(['Informe a descrição do tipo.']);
    const longo = await t.req({ method: 'POST', url: '/api/movimentacao/tipo', token, payload: { descricao: 'x'.repeat(101) } });
    expect(longo.json().fieldErrors.descricao).toEqual(['Descrição: no máximo 100 caracteres.']);
    const flag = await t.req({ method: 'POST', url: '/api/movimentacao/tipo', token, payload: { descricao: 'Júri', nucleo: 'sim' } });
    expect(flag.json().fieldErrors.nucleo).toEqual(['Núcleo: marque ou desmarque.']);
    const filtro = await t.req({ method: 'GET', url: '/api/movimentacao/tipo?nucleo=talvez', token });
    expect(filtro.statusCode).toBe(400);
  });

  it('keeps a type in use (409 naming how many lines use it) and its kind while in use', async () => {
    const x = await criar('Recurso em uso');
    await usarTipo(x.id);
    await usarTipo(x.id);
    const del = await t.req({ method: 'DELETE', url: `/api/movimentacao/tipo/${x.id}`, token });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('O tipo não pode ser removido: está em uso em 2 registros de movimentação.');
    const mudar = await t.req({ method: 'PUT', url: `/api/movimentacao/tipo/${x.id}`, token, payload: { descricao: 'Recurso em uso', nucleo: true, versao: x.versao } });
    expect(mudar.statusCode).toBe(409);
    expect(mudar.json().message).toBe('O tipo não pode mudar entre defensoria e núcleo: está em uso em 2 registros de movimentação.');
    // The description and the initial flag may still change.
    const renomear = await t.req({ method: 'PUT', url: `/api/movimentacao/tipo/${x.id}`, token, payload: { descricao: 'Recurso', inicial: true, versao: x.versao } });
    expect(renomear.statusCode, renomear.body).toBe(200);
  });

  it('answers the list to whoever enters or reads movements, and writes only with the permission', async () => {
    const leitor = await t.tokenWith(['MOVIMENTACAO_READ']);
    expect((await listar('', leitor))[1]).toBeGreaterThan(0);
    const semPermissao = await t.tokenWith(['DEFENSOR_READ']);
    expect((await t.req({ method: 'GET', url: '/api/movimentacao/tipo', token: semPermissao })).statusCode).toBe(403);
    expect((await t.req({ method: 'POST', url: '/api/movimentacao/tipo', token: leitor, payload: { descricao: 'X' } })).statusCode).toBe(403);
  });
});

describe('GET movimentacao/tipo/pdf', () => {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-tipos-'));
  afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

  it('prints every type marked D or N, defensoria types first', async () => {
    await criar('Júri popular', true, false);
    await criar('Mediação no núcleo', false, true);
    const res = await t.req({ method: 'GET', url: '/api/movimentacao/tipo/pdf', token: await t.tokenWith(['MOVIMENTACAO_ENUMERATE']) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tipos-de-movimentacao\.pdf"/);
    const arquivo = path.join(pasta, 'tipos.pdf');
    fs.writeFileSync(arquivo, res.rawPayload);
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
    expect(texto).toContain('Tipos de Movimentação');
    expect(texto).toMatch(/D\s+Júri popular\s+Sim/);
    expect(texto).toMatch(/N\s+Mediação no núcleo\s+Não/);
    expect(texto.indexOf('Júri popular')).toBeLessThan(texto.indexOf('Mediação no núcleo'));
  });
});

describe('app/configuracoes', () => {
  it('answers key 1 (no type) and key 2 (reminder off) as seeded, to any staff session', async () => {
    const qualquer = await t.tokenWith(['DEFENSOR_READ']);
    expect((await configuracoes(qualquer)).map(({ chave, valor }) => ({ chave, valor }))).toEqual([
      { chave: 1, valor: '' },
      { chave: 2, valor: 'false' },
    ]);
  });

  it('lets an administrator choose the types with process numbers and switch the reminder, versioned and audited', async () => {
    const a = await criar('Sentença');
    const b = await criar('Acordo');
    const [c1, c2] = [await chave(1), await chave(2)];
    const res = await t.req({
      method: 'PUT',
      url: '/api/app/configuracoes',
      token,
      payload: [
        { chave: 1, valor: ` ${b.id}, ${a.id},${b.id} `, versao: c1.versao },
        { chave: 2, valor: 'true', versao: c2.versao },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Configuração salva.' });
    expect(await configuracoes()).toEqual([
      { chave: 1, valor: [a.id, b.id].sort((x, y) => x - y).join(','), versao: c1.versao + 1 },
      { chave: 2, valor: 'true', versao: c2.versao + 1 },
    ]);
    // A stale version is refused and nothing changes.
    const velho = await t.req({ method: 'PUT', url: '/api/app/configuracoes', token, payload: [{ chave: 2, valor: 'false', versao: c2.versao }] });
    expect(velho.statusCode).toBe(409);
    expect((await chave(2)).valor).toBe('true');
    await esperaHistorico(t, token, 'configuracao', 2, [{ acao: 'UPDATE', por: 'admin.tipos', diff: { valor: { de: 'false', para: 'true' } } }]);

    // Removing a type takes it out of key 1.
    await t.req({ method: 'DELETE', url: `/api/movimentacao/tipo/${a.id}`, token });
    expect((await chave(1)).valor).toBe(String(b.id));
  });

  it('refuses unknown keys and types, bad values and callers without ADMIN_ACTIONS', async () => {
    const c1 = await chave(1);
    const put = (payload: object, tk = token) => t.req({ method: 'PUT', url: '/api/app/configuracoes', token: tk, payload });
    const inexistente = await put([{ chave: 1, valor: '999999', versao: c1.versao }]);
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().message).toBe('Tipo de movimentação não encontrado: 999999.');
    expect((await put([{ chave: 1, valor: 'a,b', versao: c1.versao }])).json().message).toMatch(/Tipos com processo: informe os ids/);
    expect((await put([{ chave: 2, valor: 'sim', versao: 1 }])).json().message).toMatch(/Lembrete por e-mail: use true/);
    expect((await put([{ chave: 3, valor: 'x', versao: 1 }])).statusCode).toBe(400);
    expect((await put([])).statusCode).toBe(400);
    expect((await put([{ chave: 2, valor: 'true', versao: 1 }, { chave: 2, valor: 'false', versao: 1 }])).statusCode).toBe(400);
    expect((await put([{ chave: 2, valor: 'true', versao: 1 }], await t.tokenWith(['MOVIMENTACAO_UPDATE']))).statusCode).toBe(403);
    expect((await chave(1)).versao).toBe(c1.versao);
  });
});
