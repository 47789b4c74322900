import net from 'node:net';
import { MENSAGEM_SOLAR_NAO_CONFIGURADO, MENSAGEM_SOLAR_PERIODO_INVERTIDO, MENSAGEM_SOLAR_TIPO_INVALIDO } from '@sgi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarSolarFicticio } from '../../../../../tools/solar-ficticio/servidor.mjs';
import { readConfig } from '../../config.js';
import { testApp } from '../../../test/helpers.js';
import { lerPdf } from '../../../test/pdf.js';
import { MENSAGEM_SOLAR_INACESSIVEL, MENSAGEM_SOLAR_NAO_PDF, MENSAGEM_SOLAR_SEM_RESPOSTA, MENSAGEM_SOLAR_TABELA_INVALIDA, mensagemSolarComErro } from './service.js';

/**
 * The Solar report through SGI (ADR 090) against the repository's stand-in of the case system, started here on a
 * free port: what SGI sends upstream, what it answers, and each upstream failure turned into its pt-BR message.
 */
const solar = await iniciarSolarFicticio({ atrasoMs: 5_000 });
afterAll(() => solar.fechar());
/** A port nothing listens on: the case system is down. */
const portaFechada = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

const TEMPO = 400;
const t = await testApp({ solarUrl: solar.url, solarTimeoutMs: TEMPO });
const semSolar = await testApp({ solarUrl: null });
const fora = await testApp({ solarUrl: `http://127.0.0.1:${portaFechada}`, solarTimeoutMs: TEMPO });
/** The stand-in's simulated failures on every route, chosen by the base address's first segment. */
const comErro = await testApp({ solarUrl: `${solar.url}/erro-500`, solarTimeoutMs: TEMPO });
const lento = await testApp({ solarUrl: `${solar.url}/lento`, solarTimeoutMs: TEMPO });
const naoPdf = await testApp({ solarUrl: `${solar.url}/nao-pdf`, solarTimeoutMs: TEMPO });

let token: string;
let tokenSem: string;
const tokens = new Map<object, string>();
beforeAll(async () => {
  token = await t.tokenWith(['SOLAR_ATENDIMENTOS']);
  tokenSem = await t.tokenWith(['MOVIMENTACAO_ENUMERATE', 'MOVIMENTACAO_READ']);
  for (const app of [semSolar, fora, comErro, lento, naoPdf]) tokens.set(app, await app.tokenWith(['SOLAR_ATENDIMENTOS']));
});

const ultimoPedido = () => solar.pedidos.at(-1)!;

describe('GET /api/solar/atendimentos', () => {
  it('passes every parameter through exactly, in the contract names, and streams the PDF inline', async () => {
    const busca = 'p_area_id=2&p_defensoria_id=12&p_defensor_id=22&p_servidor_id=34&p_tipo_atendimento=1031&p_data_inicial=2026-01-01&p_data_final=2026-03-31';
    const res = await t.req({ method: 'GET', url: `/api/solar/atendimentos?${busca}`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="atendimentos-solar.pdf"');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(ultimoPedido()).toEqual({ caminho: '/atendimentos', busca: `?${busca}`, query: Object.fromEntries(new URLSearchParams(busca)) });
    const { texto, paginas } = lerPdf(res.rawPayload, 'solar-atendimentos.pdf');
    expect(paginas).toBe(1);
    for (const par of busca.split('&')) expect(texto).toContain(par);
    expect(texto).toContain('2ª Defensoria Criminal de Aracaju');
    expect(texto).toContain('Pedido de núcleo');
    expect(texto).not.toContain('Defensoria de Estância');
  });

  it('fills the §9 defaults: every id 0 and the start 2000-01-01; the end is required', async () => {
    const res = await t.req({ method: 'GET', url: '/api/solar/atendimentos?p_data_final=2026-11-30', token });
    expect(res.statusCode, res.body).toBe(200);
    expect(ultimoPedido().busca).toBe('?p_area_id=0&p_defensoria_id=0&p_defensor_id=0&p_servidor_id=0&p_tipo_atendimento=0&p_data_inicial=2000-01-01&p_data_final=2026-11-30');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const antes = solar.pedidos.length;
    const semFim = await t.req({ method: 'GET', url: '/api/solar/atendimentos', token });
    expect(semFim.statusCode).toBe(400);
    expect(semFim.json().message).toBe('Informe a data final.');
    expect(solar.pedidos.length, 'nada foi ao Solar').toBe(antes);
  });

  it.each([
    ['p_data_inicial=2026-02-30&p_data_final=2026-03-01', 'Formato de data inválido'],
    ['p_data_inicial=01/02/2026&p_data_final=2026-03-01', 'Formato de data inválido'],
    ['p_data_inicial=2026-03-02&p_data_final=2026-03-01', MENSAGEM_SOLAR_PERIODO_INVERTIDO],
    ['p_area_id=-1&p_data_final=2026-03-01', 'Área inválida.'],
    ['p_defensoria_id=abc&p_data_final=2026-03-01', 'Defensoria inválida.'],
    ['p_defensor_id=1.5&p_data_final=2026-03-01', 'Defensor inválido.'],
    ['p_servidor_id=99999999999&p_data_final=2026-03-01', 'Servidor inválido.'],
    ['p_tipo_atendimento=15&p_data_final=2026-03-01', MENSAGEM_SOLAR_TIPO_INVALIDO],
  ])('refuses %s with 400 and a pt-BR message, without calling Solar', async (busca, mensagem) => {
    const antes = solar.pedidos.length;
    const res = await t.req({ method: 'GET', url: `/api/solar/atendimentos?${busca}`, token });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(mensagem);
    expect(solar.pedidos.length).toBe(antes);
  });

  it('refuses a user without SOLAR_ATENDIMENTOS (403) and no session (401), without calling Solar', async () => {
    const antes = solar.pedidos.length;
    const res = await t.req({ method: 'GET', url: '/api/solar/atendimentos?p_data_final=2026-03-01', token: tokenSem });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Acesso Negado!' });
    expect((await t.req({ method: 'GET', url: '/api/solar/atendimentos?p_data_final=2026-03-01' })).statusCode).toBe(401);
    expect(solar.pedidos.length).toBe(antes);
  });

  it('upstream 500 → 502 with a clear message, never Solar\'s own text', async () => {
    const res = await t.req({ method: 'GET', url: '/api/solar/atendimentos?p_area_id=9500&p_data_final=2026-03-01', token });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: mensagemSolarComErro(500) });
    expect(res.body).not.toMatch(/NullPointer|java/);
  });

  it('no answer in time → 504', async () => {
    const inicio = Date.now();
    const res = await t.req({ method: 'GET', url: '/api/solar/atendimentos?p_area_id=9504&p_data_final=2026-03-01', token });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: MENSAGEM_SOLAR_SEM_RESPOSTA });
    expect(Date.now() - inicio).toBeLessThan(4_000);
  });

  it('a PDF that stalls mid-way is cut after the time-out, never left hanging nor passed as whole', async () => {
    const inicio = Date.now();
    // The status went out with the first bytes: the answer can only break off, and the client sees it broken.
    await expect(t.req({ method: 'GET', url: '/api/solar/atendimentos?p_area_id=9206&p_data_final=2026-03-01', token })).rejects.toThrow(
      'response destroyed before completion',
    );
    expect(Date.now() - inicio).toBeLessThan(4_000);
  });

  it('an answer that is not a PDF (a login page with 200) → 502', async () => {
    const res = await t.req({ method: 'GET', url: '/api/solar/atendimentos?p_area_id=9415&p_data_final=2026-03-01', token });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: MENSAGEM_SOLAR_NAO_PDF });
  });

  it('Solar down → 502; SOLAR_URL not set → 503 with the message the screen shows', async () => {
    const res = await fora.req({ method: 'GET', url: '/api/solar/atendimentos?p_data_final=2026-03-01', token: tokens.get(fora)! });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: MENSAGEM_SOLAR_INACESSIVEL });
    const off = await semSolar.req({ method: 'GET', url: '/api/solar/atendimentos?p_data_final=2026-03-01', token: tokens.get(semSolar)! });
    expect(off.statusCode).toBe(503);
    expect(off.json()).toEqual({ message: MENSAGEM_SOLAR_NAO_CONFIGURADO });
  });
});

describe('GET /api/solar/tabelas/:tabela', () => {
  it.each(['area', 'defensoria', 'defensor', 'servidor'])('%s: the case system\'s list, as it sent it', async (tabela) => {
    const res = await t.req({ method: 'GET', url: `/api/solar/tabelas/${tabela}`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(ultimoPedido().caminho).toBe(`/tabelas/${tabela}`);
    const lista = res.json<Array<{ id: number; nome: string }>>();
    expect(lista.length).toBeGreaterThan(3);
    for (const item of lista) expect(item).toEqual(expect.objectContaining({ id: expect.any(Number), nome: expect.any(String) }));
  });

  it('keeps the fields the pickers narrow by (comarca, diretoria, qualificação, the defender\'s defensoria)', async () => {
    const defensorias = (await t.req({ method: 'GET', url: '/api/solar/tabelas/defensoria', token })).json();
    expect(defensorias[0]).toEqual({ id: 11, nome: '1ª Defensoria Cível de Aracaju', comarca: 'Aracaju', diretoria: 'Diretoria Metropolitana' });
    const servidores = (await t.req({ method: 'GET', url: '/api/solar/tabelas/servidor', token })).json();
    expect(servidores[0]).toEqual({ id: 31, nome: 'Gabriela Santos Reis', qualificacao: 'Analista' });
    const defensores = (await t.req({ method: 'GET', url: '/api/solar/tabelas/defensor', token })).json();
    expect(defensores[0]).toEqual({ id: 21, nome: 'Ana Beatriz Cardoso', defensoria_id: 11 });
  });

  it('an unknown table is 400; without the permission 403', async () => {
    const res = await t.req({ method: 'GET', url: '/api/solar/tabelas/usuarios', token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tabela do Solar desconhecida: use defensoria, defensor, servidor ou area.');
    expect((await t.req({ method: 'GET', url: '/api/solar/tabelas/area', token: tokenSem })).statusCode).toBe(403);
  });

  const FALHAS = { 'erro-500': comErro, lento, 'nao-pdf (HTML em vez de JSON)': naoPdf, 'fora do ar': fora, 'não configurado': semSolar };
  it.each([
    ['erro-500', 502, mensagemSolarComErro(500)],
    ['lento', 504, MENSAGEM_SOLAR_SEM_RESPOSTA],
    ['nao-pdf (HTML em vez de JSON)', 502, MENSAGEM_SOLAR_TABELA_INVALIDA],
    ['fora do ar', 502, MENSAGEM_SOLAR_INACESSIVEL],
    ['não configurado', 503, MENSAGEM_SOLAR_NAO_CONFIGURADO],
  ] as const)('upstream %s → %s', async (caso, status, message) => {
    // The apps stay out of the table: vitest would read every getter of a Fastify instance to name the test.
    const app = FALHAS[caso];
    const res = await app.req({ method: 'GET', url: '/api/solar/tabelas/area', token: tokens.get(app)! });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });
});

describe('SOLAR_URL and SOLAR_TIMEOUT_MS', () => {
  it('takes an http(s) base without its trailing slash; anything else leaves the integration off', () => {
    expect(readConfig({ SOLAR_URL: 'https://solar.exemplo.gov.br/api/' }).solarUrl).toBe('https://solar.exemplo.gov.br/api');
    for (const v of [undefined, '', '  ', 'solar.local', 'ftp://solar.local', 'javascript:alert(1)']) expect(readConfig({ SOLAR_URL: v }).solarUrl).toBeNull();
  });

  it('waits 30 s unless a whole number of milliseconds above zero is given', () => {
    expect(readConfig({}).solarTimeoutMs).toBe(30_000);
    expect(readConfig({ SOLAR_TIMEOUT_MS: '5000' }).solarTimeoutMs).toBe(5000);
    for (const v of ['', '0', '-5', 'abc', '1.5']) expect(readConfig({ SOLAR_TIMEOUT_MS: v }).solarTimeoutMs).toBe(30_000);
  });
});
