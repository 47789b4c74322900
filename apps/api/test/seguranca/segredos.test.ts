import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { codigoDe, entregarEmails, tokenDe, type Entregue } from '../correio.js';
import { cpfDeTeste } from '../cpf.js';
import { testApp } from '../helpers.js';

/**
 * The secrets scan (issue 10): every flow that carries a password, a session or link token, a recovery code or a CPF
 * runs through an app logging at 'debug' into memory; then the log, the history, the usage log, the outbox and the
 * job table are searched for every one of them. Only the person's own register (pessoa.cpf) and the delivered e-mail
 * may hold them. The list of flows is checked against the OpenAPI document: an operation whose body carries a
 * secret-named field and is not exercised here fails the test.
 */
const t = await testApp();
const linhas: string[] = [];
const destino = new Writable({
  write(chunk: Buffer, _enc, done) {
    linhas.push(chunk.toString('utf8'));
    done();
  },
});
const app = await buildApp({ database: t.database, config: testConfig({ logLevel: 'debug' }), logStream: destino });
await app.ready();

const segredos = new Set<string>();
const exercitadas = new Set<string>();
const entregues: Entregue[] = [];

async function pedir(opts: InjectOptions & { token?: string }) {
  const { token, headers, ...resto } = opts;
  exercitadas.add(`${opts.method} ${String(opts.url).split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{id}')}`);
  return app.inject({ ...resto, headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) } });
}

/** Runs the queued jobs, then delivers the outbox (both logging through the scanned app's logger). */
async function entregar() {
  entregues.push(...(await entregarEmails(t.database.db, app.log)));
}

/** A CPF in every form a leak could take: digits, formatted. */
function cpfSecreto(cpf: string) {
  segredos.add(cpf);
  segredos.add(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
}

beforeAll(async () => {
  const admin = await t.user('todas');
  segredos.add(admin.senha);
  const adminToken = (await pedir({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: admin.username, password: admin.senha } })).json<string>();
  segredos.add(adminToken);
  const papel = (await pedir({ method: 'POST', url: '/api/papel', token: adminToken, payload: { nome: 'Papel do scan', permissoes: [] } })).json<{ id: number }>().id;

  // A user created with a password, then given another one by the admin.
  const senhaCriada = 'Senha-criada-no-scan-9173';
  const cpfUsuario = cpfDeTeste(515151);
  cpfSecreto(cpfUsuario);
  segredos.add(senhaCriada);
  const criado = await pedir({
    method: 'POST',
    url: '/api/usuario',
    token: adminToken,
    payload: {
      username: 'usuario.scan', senha: senhaCriada, nome: 'Usuário', sobrenome: 'Do Scan', email: 'usuario.scan@teste.gov.br', cpf: cpfUsuario,
      funcao: null, ativo: true, recebenotificacaoes: false, papel: { id: papel }, corfundotabela: '#e5e5e5', corletratabela: '#000000',
    },
  });
  expect(criado.statusCode, criado.body).toBe(201);
  const usuarioId = (criado.json<{ id?: number }>().id ?? criado.json<number>()) as number;
  const detalhe = (await pedir({ method: 'GET', url: `/api/usuario/${usuarioId}`, token: adminToken })).json<Record<string, unknown> & { versao: number }>();
  const senhaDoAdmin = 'Senha-dada-pelo-admin-4410';
  segredos.add(senhaDoAdmin);
  const editado = await pedir({
    method: 'PUT',
    url: `/api/usuario/${usuarioId}`,
    token: adminToken,
    payload: {
      username: 'usuario.scan', senha: senhaDoAdmin, nome: 'Usuário', sobrenome: 'Do Scan', email: 'usuario.scan@teste.gov.br', cpf: cpfUsuario,
      funcao: null, ativo: true, recebenotificacaoes: false, papel: { id: papel }, corfundotabela: '#e5e5e5', corletratabela: '#000000', versao: detalhe.versao,
    },
  });
  expect(editado.statusCode, editado.body).toBe(200);

  // Logins: a wrong password, a password typed into the username field, a good one.
  segredos.add('senha-errada-do-scan-77');
  segredos.add('Senha-no-campo-do-usuario-31');
  await pedir({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: 'usuario.scan', password: 'senha-errada-do-scan-77' } });
  await pedir({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: 'Senha-no-campo-do-usuario-31', password: 'x' } });
  const sessao = (await pedir({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: 'usuario.scan', password: senhaDoAdmin } })).json<string>();
  segredos.add(sessao);
  await pedir({ method: 'GET', url: '/api/auth/me', token: sessao });

  // The user changes their own password: the old and the new, and the new session token.
  const senhaTrocada = 'Senha-trocada-pelo-usuario-2290';
  segredos.add(senhaTrocada);
  const troca = await pedir({ method: 'PATCH', url: '/api/auth/senha', token: sessao, payload: { senhaAtual: senhaDoAdmin, novaSenha: senhaTrocada } });
  expect(troca.statusCode, troca.body).toBe(200);
  segredos.add(troca.json<{ token: string }>().token);

  // Recovery: the code reaches the recipient only.
  expect((await pedir({ method: 'POST', url: '/api/auth/recuperar', payload: { input: 'usuario.scan@teste.gov.br' } })).statusCode).toBeLessThan(300);
  await entregar();
  const codigo = codigoDe(entregues.find((e) => e.para === 'usuario.scan@teste.gov.br'));
  expect(codigo, 'o código chegou ao destinatário').toBeTruthy();
  segredos.add(codigo!);
  const senhaRecuperada = 'Senha-recuperada-no-scan-6612';
  segredos.add(senhaRecuperada);
  const recuperada = await pedir({ method: 'PATCH', url: '/api/auth/trocarsenha', payload: { codigorecuperacao: codigo, senha: senhaRecuperada } });
  expect(recuperada.statusCode, recuperada.body).toBeLessThan(300);

  // People with CPFs: a pessoa, an intern, a defender, an advisor; the intern asks for a sheet link by CPF.
  const cpfs = [cpfDeTeste(525252), cpfDeTeste(535353), cpfDeTeste(545454), cpfDeTeste(555555)];
  cpfs.forEach(cpfSecreto);
  const [cpfPessoa, cpfEstagiario, cpfDefensor, cpfAssessor] = cpfs as [string, string, string, string];
  const corpoPessoa = { nome: 'Pessoa', sobrenome: 'Do Scan', cpf: cpfPessoa, dataNascimento: '1980-01-02', email: 'pessoa.scan@exemplo.com' };
  const pessoa = await pedir({ method: 'POST', url: '/api/pessoa', token: adminToken, payload: corpoPessoa });
  expect(pessoa.statusCode, pessoa.body).toBe(201);
  const corpoEstagiario = { cpf: cpfEstagiario, nome: 'Estagiária Do Scan', data_nascimento: '2002-05-17', email: 'estagiaria.scan@exemplo.com', estadocivil: 0, anotacao: null, ativo: true, telefone: { ddd: null, numero: '3218-0000' }, celular: { ddd: 11, numero: '99988-7766' } };
  const estagiario = await pedir({ method: 'POST', url: '/api/estagiario', token: adminToken, payload: corpoEstagiario });
  expect(estagiario.statusCode, estagiario.body).toBe(201);
  const corpoDefensor = {
      cpf: cpfDefensor, titulo: 'Dr.', nome: 'Defensor Do Scan', ativo: true, data_nascimento: '1970-08-20', email_pessoal: 'defensor.scan@exemplo.com', email: 'defensor.scan@defensoria.gov.br',
      endereco: null, telefone: null, numero_oab: 'SE 9911', matricula_defensoria: '9911', data_admissao: '2005-02-01', data_referencia: null, anotacao: null, data_exoneracao: null,
  };
  const defensor = await pedir({ method: 'POST', url: '/api/defensor', token: adminToken, payload: corpoDefensor });
  expect(defensor.statusCode, defensor.body).toBe(201);
  const corpoAssessor = { cpf: cpfAssessor, nome: 'Assessor Do Scan' };
  const assessor = await pedir({ method: 'POST', url: '/api/assessor', token: adminToken, payload: corpoAssessor });
  expect(assessor.statusCode, assessor.body).toBe(201);
  // Each of them edited, sending the CPF again.
  const editar = async (recurso: string, criadoRes: typeof pessoa, corpo: Record<string, unknown>) => {
    const id = (criadoRes.json<{ id?: number }>().id ?? criadoRes.json<number>()) as number;
    const versao = (await pedir({ method: 'GET', url: `/api/${recurso}/${id}`, token: adminToken })).json<{ versao: number }>().versao;
    const res = await pedir({ method: 'PUT', url: `/api/${recurso}/${id}`, token: adminToken, payload: { ...corpo, id, versao } });
    expect(res.statusCode, `${recurso}: ${res.body}`).toBe(200);
  };
  await editar('pessoa', pessoa, corpoPessoa);
  await editar('estagiario', estagiario, corpoEstagiario);
  await editar('defensor', defensor, corpoDefensor);
  await editar('assessor', assessor, corpoAssessor);
  await pedir({ method: 'GET', url: `/api/estagiario?nome=${cpfEstagiario}`, token: adminToken });
  await pedir({ method: 'GET', url: `/api/pessoa/cpf/${cpfPessoa}`, token: adminToken });

  expect((await pedir({ method: 'POST', url: '/api/auth/folha/token', payload: { input: cpfEstagiario } })).statusCode).toBe(202);
  await entregar();
  const link = tokenDe(entregues.find((e) => e.para === 'estagiaria.scan@exemplo.com'));
  expect(link, 'o link chegou ao estagiário').toBeTruthy();
  segredos.add(link!);
  const trocado = await pedir({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: link } });
  expect(trocado.statusCode, trocado.body).toBe(200);
  segredos.add(trocado.json<{ token: string }>().token);
  segredos.add('token-forjado-do-scan-que-nao-existe-123');
  await pedir({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: 'token-forjado-do-scan-que-nao-existe-123' } });
  await pedir({ method: 'GET', url: '/api/auth/me', token: 'token-forjado-do-scan-que-nao-existe-123' });
  await pedir({ method: 'GET', url: `/api/historico?tabela=pessoa&registro=1&access_token=${adminToken}`, token: adminToken });

  await app.close();
});

/** Every text the scanned tables hold, one string per table. */
async function tabela(nome: string): Promise<string> {
  const consulta = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const [existe] = await consulta<{ existe: boolean }>(sql`select to_regclass(${nome}) is not null as existe`);
  if (!existe?.existe) return '';
  const linhas = await consulta<{ linha: string }>(sql`select row_to_json(x)::text as linha from ${sql.identifier(nome)} x`);
  return linhas.map((l) => l.linha).join('\n');
}

describe('secrets scan', () => {
  it('exercises every operation whose body carries a password, token, code or CPF', async () => {
    const doc = (await t.req({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> }>();
    const comSegredo: string[] = [];
    for (const [caminho, ops] of Object.entries(doc.paths)) {
      for (const [metodo, op] of Object.entries(ops)) {
        const campos = Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {});
        if (campos.some((c) => /^(senha|password|senhaAtual|novaSenha|token|codigorecuperacao|cpf|input)$/i.test(c))) comSegredo.push(`${metodo.toUpperCase()} ${caminho}`);
      }
    }
    expect(comSegredo.length).toBeGreaterThanOrEqual(8);
    const faltam = comSegredo.filter((o) => !exercitadas.has(o));
    expect(faltam, 'operações com segredos que o scan não exercita').toEqual([]);
  });

  it.each(['log (debug)', 'historico', 'registro_acesso', 'email_saida', 'tarefa'])('finds none of them in the %s', async (onde) => {
    const texto = onde === 'log (debug)' ? linhas.join('') : await tabela(onde);
    if (onde === 'log (debug)') expect(texto.length).toBeGreaterThan(5_000);
    expect(segredos.size).toBeGreaterThanOrEqual(20);
    const achados = [...segredos].filter((s) => texto.includes(s));
    console.log(`segredos: ${segredos.size} procurados em ${onde}, ${achados.length} encontrados`);
    expect(achados).toEqual([]);
  });
});
