import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  formatDataHora,
  MENSAGEM_CODIGO_INVALIDO,
  MENSAGEM_CODIGO_NAO_ENCONTRADO,
  MENSAGEM_PDF_SO_CONCLUIDA,
  type Folha,
  type VerificacaoDaFolha,
} from '@sgi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fabricas } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { sessao } from '../auth/table.js';
import { historico } from '../historico/table.js';
import { folhaFrequenciaVerificacao } from './table.js';

/**
 * The concluded sheet's PDF and its public verification (issue 13, ADR 052), through HTTP: a sheet driven to
 * concluded by the real routes (the intern fills and sends, the supervisor signs, staff accept), its PDF read back
 * with pdftotext and pdfinfo, and the public page.
 */
const t = await testApp();
const db = t.database.db;
const admin = await t.user('todas');
const token = await t.login(admin.username, admin.senha);
const f = fabricas(t, () => token);
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-folha-pdf-'));
afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

const ANO = 2031;
const MES = 3;

async function link(cpf: string): Promise<string> {
  const tk = randomToken();
  const agora = new Date();
  await db.insert(sessao).values({ tokenHash: sha256(tk), escopo: 'folha', cpf, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return tk;
}

const api = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, tk?: string, payload?: unknown, headers?: Record<string, string>) =>
  t.req({ method, url: `/api${url}`, ...(tk && { token: tk }), ...(payload !== undefined && { payload: payload as object }), ...(headers && { headers }) });

async function folha(id: number, tk = token): Promise<Folha> {
  const res = await api('GET', `/folha_frequencia/${id}`, tk);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Folha>();
}

/** An intern with a placement (13:00-17:00) and her March sheet. */
async function estagiaria(defensoriaId: number) {
  const de = await f.estagiario();
  const estagio = await f.estagio(de);
  const l = await api('POST', '/lotacao', token, { tipo: 4, estagio: { id: estagio.id }, defensoria: { id: defensoriaId }, data_inicial: '2025-01-01', entrada: '13:00', saida: '17:00' });
  expect(l.statusCode, l.body).toBe(201);
  const criada = await api('POST', '/folha_frequencia', token, { estagioId: estagio.id, ano: ANO, mes: MES });
  expect(criada.statusCode, criada.body).toBe(201);
  const cpf = String(de.corpo.cpf).replace(/\D/g, '');
  return { nome: String(de.corpo.nome), cpf, folhaId: criada.json<{ id: number }>().id, link: await link(cpf) };
}

const codigoDe = async (folhaId: number) =>
  (await db.select({ codigo: folhaFrequenciaVerificacao.codigo }).from(folhaFrequenciaVerificacao).where(eq(folhaFrequenciaVerificacao.folhaId, folhaId)))[0]!.codigo;
const pdf = (id: number, tk = token) => api('GET', `/folha_frequencia/${id}/pdf`, tk);

function emArquivo(nome: string, bytes: Buffer) {
  const arquivo = path.join(pasta, nome);
  fs.writeFileSync(arquivo, bytes);
  return arquivo;
}

let ana: Awaited<ReturnType<typeof estagiaria>>;
let bia: Awaited<ReturnType<typeof estagiaria>>;
let supervisor: { nome: string; link: string };
let concluida: Folha;

beforeAll(async () => {
  const defensoriaId = (await f.defensoria()).id;
  ana = await estagiaria(defensoriaId);
  bia = await estagiaria(defensoriaId);
  const p = await f.pessoa();
  supervisor = { nome: `${String(p.corpo.nome)} ${String(p.corpo.sobrenome)}`, link: await link(String(p.corpo.cpf).replace(/\D/g, '')) };
  expect((await api('PATCH', `/folha_frequencia/${ana.folhaId}/${p.id}`, token)).statusCode).toBe(200);

  // The intern fills every working day: present, except the first one, a justified absence, and one shorter day.
  const inicial = await folha(ana.folhaId);
  const uteis = inicial.dias.filter((d) => d.util).map((d) => d.dia);
  const dias = uteis.map((dia, i) =>
    i === 0
      ? { dia, status: 3, horarioEntrada: null, horarioSaida: null, justificativa: 'Consulta médica' }
      : { dia, status: 2, horarioEntrada: i === 1 ? '08:15' : '13:00', horarioSaida: i === 1 ? '12:00' : '17:00', justificativa: null },
  );
  const put = await api('PUT', `/folha_frequencia/${ana.folhaId}`, ana.link, dias, { 'if-match': String(inicial.versao) });
  expect(put.statusCode, put.body).toBe(200);
  expect((await pdf(ana.folhaId)).json()).toEqual({ message: MENSAGEM_PDF_SO_CONCLUIDA });
  for (const [tk, status] of [
    [ana.link, 2],
    [supervisor.link, 3],
    [token, 4],
  ] as const) {
    const r = await api('PATCH', `/folha_frequencia/assinar/${ana.folhaId}/true`, tk);
    expect([r.statusCode, r.json().status], r.body).toEqual([200, status]);
  }
  concluida = await folha(ana.folhaId);
});

describe('GET folha_frequencia/{id}/pdf', () => {
  it('a sheet not concluded has no PDF: 409 with the reason', async () => {
    const res = await pdf(bia.folhaId);
    expect([res.statusCode, res.json().message]).toEqual([409, MENSAGEM_PDF_SO_CONCLUIDA]);
  });

  it('the concluded sheet: A4 with the intern, month, internship, every filled day, totals, signatures and the code', async () => {
    const res = await pdf(ana.folhaId, ana.link);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="folha-frequencia-2031-03-[a-z0-9-]+\.pdf"/);
    expect(res.headers['cache-control']).toContain('no-store');
    const arquivo = emArquivo('folha.pdf', res.rawPayload);
    expect(execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
    const codigo = await codigoDe(ana.folhaId);
    expect(codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    for (const s of [
      'Defensoria Pública do Estado',
      'Folha de Frequência — Março de 2031',
      ana.nome,
      concluida.estagiario.cpf,
      concluida.estagio.local,
      concluida.estagio.comarca,
      concluida.estagio.curso,
      'desde 01/03/2025',
      supervisor.nome,
      'Situação: Concluída',
      'Consulta médica',
      'Falta Justificada',
      `Código de verificação: ${codigo}`,
      `/verificar/${codigo}`,
    ]) {
      expect(texto, s).toContain(s);
    }
    // Every day of the month, and each filled day with its times and minutes.
    for (const d of concluida.dias) {
      const data = `${String(d.dia).padStart(2, '0')}/03/2031`;
      const linha = texto.split('\n').find((l) => l.trimStart().startsWith(data));
      expect(linha, data).toBeDefined();
      if (d.status === 2) expect(linha).toMatch(new RegExp(`Presente\\s+${d.horarioEntrada}\\s+${d.horarioSaida}\\s+${d.horarioEntrada === '08:15' ? 225 : 240}`));
    }
    const presentes = concluida.dias.filter((d) => d.status === 2).length;
    const minutos = (presentes - 1) * 240 + 225;
    expect(texto).toMatch(new RegExp(`Dias presentes\\s+${presentes}`));
    expect(texto).toMatch(/Faltas justificadas\s+1/);
    expect(texto).toContain(`(${minutos} minutos)`);
    // The signatures: profile, name, date and time, IP.
    expect(concluida.assinaturas).toHaveLength(3);
    for (const [perfil, a] of [['Estagiário', concluida.assinaturas[0]!], ['Supervisor', concluida.assinaturas[1]!], ['Setor de Estágio', concluida.assinaturas[2]!]] as const) {
      expect(texto).toMatch(new RegExp(`${perfil}\\s+${a.nome}\\s+${formatDataHora(a.criadoEm)}\\s+${(a.ip ?? '—').replace(/\./g, '\\.')}`));
    }
    // Every page's footer carries the code.
    expect(texto).toContain(`Código de verificação ${codigo} · Gerado em`);
  });

  it('the code is drawn once: a second download, by staff or the supervisor, prints the same; it stays out of the history', async () => {
    const antes = await db.select().from(folhaFrequenciaVerificacao).where(eq(folhaFrequenciaVerificacao.folhaId, ana.folhaId));
    const [porStaff, porSupervisor] = await Promise.all([pdf(ana.folhaId), pdf(ana.folhaId, supervisor.link)]);
    expect([porStaff.statusCode, porSupervisor.statusCode]).toEqual([200, 200]);
    const depois = await db.select().from(folhaFrequenciaVerificacao).where(eq(folhaFrequenciaVerificacao.folhaId, ana.folhaId));
    expect(depois).toEqual(antes);
    const texto = execFileSync('pdftotext', [emArquivo('de-novo.pdf', porSupervisor.rawPayload), '-'], { encoding: 'utf8' });
    expect(texto).toContain(antes[0]!.codigo);
    const linhas = await db
      .select({ diff: historico.diff })
      .from(historico)
      .where(and(eq(historico.tabela, 'folha_frequencia_verificacao'), eq(historico.registro, String(antes[0]!.id))));
    expect(linhas).toHaveLength(1);
    expect(JSON.stringify(linhas[0]!.diff)).not.toContain(antes[0]!.codigo);
  });

  it('another intern gets 404, like the sheet itself; an unknown sheet 404', async () => {
    for (const url of [`/folha_frequencia/${ana.folhaId}/pdf`, '/folha_frequencia/99999999/pdf']) {
      const res = await api('GET', url, url.includes('9999') ? token : bia.link);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Folha de frequência não encontrada.']);
    }
  });
});

describe('GET verificar/{codigo} (public)', () => {
  it('without a session: intern name, CPF masked, month, status and signatures without IP', async () => {
    const codigo = await codigoDe(ana.folhaId);
    for (const forma of [codigo, codigo.toLowerCase().replace(/-/g, '')]) {
      const res = await api('GET', `/verificar/${forma}`);
      expect(res.statusCode, res.body).toBe(200);
      const v = res.json<VerificacaoDaFolha>();
      expect(v).toEqual({
        codigo,
        estagiario: { nome: ana.nome, cpf: `***.${ana.cpf.slice(3, 6)}.${ana.cpf.slice(6, 9)}-**` },
        ano: ANO,
        mes: MES,
        status: 4,
        assinaturas: concluida.assinaturas.map(({ perfilAssinante, nome, criadoEm }) => ({ perfilAssinante, nome, criadoEm })),
      });
      expect(res.body).not.toContain(ana.cpf.slice(0, 3) + '.');
      expect(res.body).not.toContain('"ip"');
    }
    // A browser with an expired session in its storage still sends it: the public page answers all the same.
    const comSessaoVencida = await api('GET', `/verificar/${codigo}`, randomToken());
    expect(comSessaoVencida.statusCode, comSessaoVencida.body).toBe(200);
  });

  it('a malformed code is 400; an unknown one 404; 20 unknown codes from one address, then 429', async () => {
    const mal = await api('GET', '/verificar/abc');
    expect([mal.statusCode, mal.json().message]).toEqual([400, MENSAGEM_CODIGO_INVALIDO]);
    const desconhecido = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ';
    const res = await api('GET', `/verificar/${desconhecido}`);
    expect([res.statusCode, res.json().message]).toEqual([404, MENSAGEM_CODIGO_NAO_ENCONTRADO]);
    for (let i = 1; i < 20; i++) expect((await api('GET', `/verificar/${desconhecido}`)).statusCode).toBe(404);
    expect((await api('GET', `/verificar/${desconhecido}`)).statusCode).toBe(429);
  });
});
