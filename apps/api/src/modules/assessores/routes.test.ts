import { assessorResumoSchema, formatCpf } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipart, PDF } from '../../../test/arquivos.js';
import { cpfDeTeste } from '../../../test/cpf.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { anexo } from '../anexos/table.js';

const t = await testApp();
let token: string; // every permission
let leitor: string; // ASSESSOR_READ only
let lista: string; // ASSESSOR_ENUMERATE only
let seq = 0;

interface Assessor {
  id: number;
  cpf: string;
  nome: string | null;
  ativo: boolean;
}

async function criar(over: Record<string, unknown> = {}): Promise<Assessor> {
  seq += 1;
  const res = await t.req({ method: 'POST', url: '/api/assessor', token, payload: { cpf: formatCpf(cpfDeTeste(seq)), nome: `Assessor ${seq}`, ...over } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const listar = async (query: string, tk = lista) => {
  const res = await t.req({ method: 'GET', url: `/api/assessor?${query}`, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  // written by PostgreSQL (ADR 059): exactly the fields of the route's schema, nothing more
  z.tuple([z.array(assessorResumoSchema.strict()), z.number()]).parse(res.json());
  return res.json<[Assessor[], number]>();
};
const nomes = ([rows]: [Assessor[], number]) => rows.map((r) => r.nome);

beforeAll(async () => {
  token = await t.tokenWith('todas');
  leitor = await t.tokenWith(['ASSESSOR_READ']);
  lista = await t.tokenWith(['ASSESSOR_ENUMERATE']);
});

describe('GET /api/assessor', () => {
  it('Ativos (default) and Inativos each add their group: both → everyone, neither → nobody', async () => {
    await criar({ nome: 'Grupo Ana' });
    await criar({ nome: 'Grupo Bruno', ativo: false });
    await criar({ nome: 'Grupo Carla' });
    expect(await listar('nome=Grupo')).toEqual([[expect.objectContaining({ nome: 'Grupo Ana', ativo: true }), expect.objectContaining({ nome: 'Grupo Carla' })], 2]);
    expect(nomes(await listar('nome=Grupo&inativos=true'))).toEqual(['Grupo Ana', 'Grupo Bruno', 'Grupo Carla']);
    expect(nomes(await listar('nome=Grupo&ativos=false&inativos=true'))).toEqual(['Grupo Bruno']);
    expect(await listar('nome=Grupo&ativos=false')).toEqual([[], 0]);
  });

  it('pages with skip/take (20 by default, up to 10000), sorts by nome or cpf, filters by name or CPF prefix', async () => {
    const criados = [];
    for (const letra of ['E', 'C', 'D', 'A', 'B']) criados.push(await criar({ nome: `Página ${letra}` }));
    expect(nomes(await listar('nome=Página&skip=1&take=2'))).toEqual(['Página B', 'Página C']);
    expect((await listar('nome=Página&skip=1&take=2'))[1]).toBe(5);
    expect(nomes(await listar('nome=página&orderDirection=desc&take=2'))).toEqual(['Página E', 'Página D']);
    const porCpf = [...criados].sort((a, b) => a.cpf.localeCompare(b.cpf)).map((a) => a.nome);
    expect(nomes(await listar('nome=Página&orderBy=cpf'))).toEqual(porCpf);
    const alvo = criados[2]!;
    expect(nomes(await listar(`cpf=${formatCpf(alvo.cpf)}`))).toEqual([alvo.nome]);
    expect((await listar(`cpf=${alvo.cpf.slice(0, 9)}`))[0].map((a) => a.id)).toContain(alvo.id);
    const [tudo, total] = await listar('take=10000&inativos=true');
    expect(tudo).toHaveLength(total);
    const [padrao] = await listar('inativos=true');
    expect(padrao).toHaveLength(Math.min(20, total));
  });

  it('400 for bad paging and over-long searches', async () => {
    const casos: [string, string][] = [
      ['take=10001', 'take deve ser no máximo 10000.'],
      ['skip=-1', 'skip deve ser maior ou igual a 0.'],
      [`nome=${'x'.repeat(61)}`, 'A busca por nome aceita no máximo 60 caracteres.'],
      ['cpf=123456789012', 'A busca por CPF aceita no máximo 11 dígitos.'],
      ['orderBy=email', 'Opção inválida: esperava uma das seguintes opções: "nome"|"cpf"'],
    ];
    for (const [query, message] of casos) {
      const res = await t.req({ method: 'GET', url: `/api/assessor?${query}`, token });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});

describe('GET /api/assessor/:id', () => {
  it('reads every field, the number of attachments and the audit info (READ or ENUMERATE)', async () => {
    const a = await criar({ email: 'Ana@Exemplo.com', telefone: '(79) 3198-1234', data_entrada: '2024-03-01', data_sessao: '2024-03-05' });
    const { payload, headers } = multipart([
      { name: 'data', content: JSON.stringify({ filename: 'Portaria.pdf', assessor: { id: a.id } }) },
      { name: 'file', filename: 'Portaria.pdf', content: PDF },
    ]);
    expect((await t.req({ method: 'POST', url: `/api/assessor_anexos/${a.id}`, token, payload, headers })).statusCode).toBe(201);
    for (const tk of [leitor, lista]) {
      const res = await t.req({ method: 'GET', url: `/api/assessor/${a.id}`, token: tk });
      expect(res.json()).toEqual({
        id: a.id,
        cpf: a.cpf,
        nome: a.nome,
        ativo: true,
        telefone: '7931981234',
        email: 'ana@exemplo.com',
        email_institucional: null,
        data_entrada: '2024-03-01',
        data_sessao: '2024-03-05',
        data_saida: null,
        anexos: 1,
        criadoEm: expect.any(String),
        editadoEm: expect.any(String),
        criadoPor: { username: expect.any(String) },
        editadoPor: { username: expect.any(String) }, versao: 1,
      });
    }
  });

  it('404 unknown, 400 bad id', async () => {
    expect((await t.req({ method: 'GET', url: '/api/assessor/999999', token })).json()).toEqual({ message: 'Assessor não encontrado.' });
    expect((await t.req({ method: 'GET', url: '/api/assessor/abc', token })).json().message).toBe('Identificador inválido.');
  });
});

describe('POST /api/assessor', () => {
  it('creates (201) with the CPF as digits and empty fields as null', async () => {
    const res = await t.req({ method: 'POST', url: '/api/assessor', token, payload: { cpf: '390.533.447-05', nome: ' Lúcia Prado ', email: '', data_saida: '' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ cpf: '39053344705', nome: 'Lúcia Prado', ativo: true, email: null, data_saida: null, anexos: 0 });
  });

  it('400 with the field messages', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{}, 'cpf', 'CPF é obrigatório.'],
      [{ cpf: '  ' }, 'cpf', 'CPF é obrigatório.'],
      [{ cpf: '123.456.789-00' }, 'cpf', 'CPF inválido.'],
      [{ cpf: cpfDeTeste(900), email: 'sem-arroba' }, 'email', 'E-mail pessoal inválido.'],
      [{ cpf: cpfDeTeste(900), email_institucional: `${'a'.repeat(45)}@dp.br` }, 'email_institucional', 'E-mail institucional: no máximo 50 caracteres.'],
      [{ cpf: cpfDeTeste(900), data_entrada: '31/12/2024' }, 'data_entrada', 'Formato de data inválido'],
      [{ cpf: cpfDeTeste(900), data_entrada: '2024-05-02', data_saida: '2024-05-01' }, 'data_saida', 'A data de saída não pode ser anterior à data de entrada.'],
      [{ cpf: cpfDeTeste(900), telefone: '12345' }, 'telefone', 'Telefone: informe de 8 a 11 dígitos.'],
      [{ cpf: cpfDeTeste(900), nome: 'n'.repeat(101) }, 'nome', 'Nome: no máximo 100 caracteres.'],
    ];
    for (const [payload, campo, message] of casos) {
      const res = await t.req({ method: 'POST', url: '/api/assessor', token, payload });
      expect([res.statusCode, res.json()]).toEqual([400, { message, fieldErrors: { [campo]: [message] } }]);
    }
  });

  it('409 for a CPF already registered', async () => {
    const a = await criar();
    const dup = await t.req({ method: 'POST', url: '/api/assessor', token, payload: { cpf: a.cpf } });
    expect([dup.statusCode, dup.json()]).toEqual([409, { message: `Já existe um assessor com o CPF ${formatCpf(a.cpf)}.` }]);
  });
});

describe('PUT /api/assessor/:id', () => {
  it('saves with ASSESSOR_CREATE (the spec) or ASSESSOR_UPDATE, and records the change in the history', async () => {
    const a = await criar({ nome: 'Antes' });
    const body = { cpf: a.cpf, nome: 'Depois', ativo: false, data_entrada: '2023-01-10', data_saida: '2025-06-30' };
    for (const tk of [await t.tokenWith(['ASSESSOR_CREATE']), await t.tokenWith(['ASSESSOR_UPDATE'])]) {
      const res = await t.req({ method: 'PUT', url: `/api/assessor/${a.id}`, token: tk, payload: { ...body, id: a.id, versao: await t.versao(`/api/assessor/${a.id}`, token) } });
      expect(res.statusCode, res.body).toBe(200);
      // Neither may read advisors: the answer is only the id and the new version (issue 10 item 15, ADR 026).
      expect(res.json()).toEqual({ id: a.id, versao: expect.any(Number) });
      expect((await t.req({ method: 'GET', url: `/api/assessor/${a.id}`, token })).json()).toMatchObject({ id: a.id, nome: 'Depois', ativo: false, data_saida: '2025-06-30' });
    }
    const historico = (await t.req({ method: 'GET', url: `/api/historico?tabela=assessor&registro=${a.id}`, token: leitor })).json();
    expect(historico.map((h: { acao: string }) => h.acao)).toEqual(['INSERT', 'UPDATE']);
    expect(historico[1].diff).toEqual({
      nome: { de: 'Antes', para: 'Depois' },
      ativo: { de: true, para: false },
      data_entrada: { de: null, para: '2023-01-10' },
      data_saida: { de: null, para: '2025-06-30' },
    });
  });

  it("404 unknown, 409 another advisor's CPF, 400", async () => {
    const [a, b] = [await criar(), await criar()];
    expect((await t.req({ method: 'PUT', url: '/api/assessor/999999', token, payload: { cpf: a.cpf, versao: 1 } })).json()).toEqual({ message: 'Assessor não encontrado.' });
    const dup = await t.req({ method: 'PUT', url: `/api/assessor/${b.id}`, token, payload: { cpf: formatCpf(a.cpf), versao: await t.versao(`/api/assessor/${b.id}`, token) } });
    expect([dup.statusCode, dup.json().message]).toEqual([409, `Já existe um assessor com o CPF ${formatCpf(a.cpf)}.`]);
    expect((await t.req({ method: 'PUT', url: `/api/assessor/${b.id}`, token, payload: { nome: 'x', versao: await t.versao(`/api/assessor/${b.id}`, token) } })).json().message).toBe('CPF é obrigatório.');
  });
});

describe('DELETE /api/assessor/:id', () => {
  it('removes the advisor with its attachments (both in the history), then 404', async () => {
    const a = await criar();
    const { payload, headers } = multipart([
      { name: 'data', content: JSON.stringify({ filename: 'RG.pdf', assessor: { id: a.id } }) },
      { name: 'file', filename: 'RG.pdf', content: PDF },
    ]);
    const anexoId = (await t.req({ method: 'POST', url: `/api/assessor_anexos/${a.id}`, token, payload, headers })).json().id;
    const res = await t.req({ method: 'DELETE', url: `/api/assessor/${a.id}`, token });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Assessor removido.' }]);
    expect((await t.req({ method: 'DELETE', url: `/api/assessor/${a.id}`, token })).statusCode).toBe(404);
    expect(await t.database.db.select().from(anexo).where(eq(anexo.id, anexoId))).toHaveLength(0);
    const hist = (await t.req({ method: 'GET', url: `/api/historico?tabela=assessor&registro=${a.id}`, token })).json();
    expect(hist.at(-1)).toMatchObject({ acao: 'DELETE', diff: { cpf: { de: `${a.cpf.slice(0, 3)}.***.***-${a.cpf.slice(9)}`, para: null } } });
    await esperaHistorico(t, token, 'anexo', anexoId, ['INSERT', 'DELETE']);
  });

});
