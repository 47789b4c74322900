import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cfb, docx, JPEG, multipart, PDF, PNG, xlsx, zip, type Parte } from '../../../test/arquivos.js';
import { fabricas } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { withActor } from '../../db/actor.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { cursoTable } from '../cursos/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { pessoa } from '../pessoas/table.js';
import { anexo } from './table.js';

const t = await testApp();
const db = t.database.db;
const TIPO_NAO_PERMITIDO = { message: 'Tipo de arquivo não permitido. Envie PDF, imagem (JPG, PNG), Word ou Excel.' };
let token: string; // every permission (history of anexo needs ADMIN_ACTIONS)
let leitor: string; // ASSESSOR_ENUMERATE only
let rhEstagio: string; // ESTAGIARIO_READ + ESTAGIARIO_UPDATE only
let seq = 0;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const f = fabricas(t, () => token);
const novoAssessor = async () => (await f.assessor()).id;

/** An intern with one internship, written straight to the tables: this file tests attachments, not interns. */
async function novoEstagio() {
  seq += 1;
  return withActor(db, contextoDoSistema(), async (tx) => {
    const [p] = await tx.insert(pessoa).values({ nome: `Estagiária ${seq}` }).returning({ id: pessoa.id });
    const [e] = await tx.insert(estagiario).values({ pessoaId: p!.id }).returning({ id: estagiario.id });
    const [i] = await tx.insert(instituicaoEnsino).values({ cnpj: String(seq).padStart(14, '7'), razaoSocial: `Faculdade ${seq}` }).returning({ id: instituicaoEnsino.id });
    const [c] = await tx.insert(cursoTable).values({ nome: `Direito ${seq}` }).returning({ id: cursoTable.id });
    const [g] = await tx
      .insert(estagio)
      .values({ estagiarioId: e!.id, tipoEstagio: 6, instituicaoEnsinoId: i!.id, cursoId: c!.id, dataInicioEstagio: '2025-03-01', dataColacaoGrau: '2027-12', email: `e${seq}@exemplo.com` })
      .returning({ id: estagio.id });
    return { estagiarioId: e!.id, estagioId: g!.id };
  });
}

const enviar = (url: string, partes: Parte[], tk: string | undefined = token) => {
  const { payload, headers } = multipart(partes);
  return t.req({ method: 'POST', url, token: tk, payload, headers });
};
const dados = (filename: string | undefined, dono: Record<string, { id: number }>) => ({ name: 'data', content: JSON.stringify({ filename, ...dono }) });
const arquivo = (content: Buffer, filename = 'arquivo.bin') => ({ name: 'file', filename, content });
/** Upload to an advisor, as the web sends it. */
const anexarAoAssessor = (id: number, content: Buffer, filename: string, tk?: string) =>
  enviar(`/api/assessor_anexos/${id}`, [dados(filename, { assessor: { id } }), arquivo(content, filename)], tk);

beforeAll(async () => {
  token = await t.tokenWith('todas');
  leitor = await t.tokenWith(['ASSESSOR_ENUMERATE']);
  rhEstagio = await t.tokenWith(['ESTAGIARIO_READ', 'ESTAGIARIO_UPDATE']);
});

describe('POST /api/assessor_anexos/:id', () => {
  it('stores a PDF with its name, detected type, size and sha256 (201), and lists it', async () => {
    const id = await novoAssessor();
    const res = await anexarAoAssessor(id, PDF, 'Portaria de nomeação.pdf');
    expect(res.statusCode).toBe(201);
    const criado = res.json();
    expect(criado).toEqual({
      id: expect.any(Number),
      filename: 'Portaria de nomeação.pdf',
      content_type: 'application/pdf',
      tamanho: PDF.length,
      sha256: sha(PDF),
      criadoEm: expect.any(String),
      criadoPor: { username: expect.any(String) },
    });
    const [row] = await db.select().from(anexo).where(eq(anexo.id, criado.id));
    expect(row).toMatchObject({ assessorId: id, estagiarioId: null, estagioId: null, sha256: sha(PDF) });
    expect(Buffer.compare(row!.arquivo, PDF)).toBe(0);
    const lista = await t.req({ method: 'GET', url: `/api/assessor_anexos/assessor/anexos/${id}`, token: leitor });
    expect(lista.json()).toEqual([criado]);
    expect(lista.body).not.toContain('arquivo');
    expect((await t.req({ method: 'GET', url: `/api/assessor/${id}`, token })).json().anexos).toBe(1);
  });

  it('accepts every allowed kind whose content matches the extension', async () => {
    const id = await novoAssessor();
    const casos: [Buffer, string, string][] = [
      [await docx(), 'Currículo.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [await xlsx(), 'Frequência.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [cfb(['WordDocument', '1Table']), 'Ofício.doc', 'application/msword'],
      [cfb(['Workbook']), 'Escala.xls', 'application/vnd.ms-excel'],
      [PNG, 'assinatura.png', 'image/png'],
      [JPEG, 'foto.jpg', 'image/jpeg'],
      [JPEG, 'foto.jpeg', 'image/jpeg'],
    ];
    for (const [conteudo, nome, tipo] of casos) {
      const res = await anexarAoAssessor(id, conteudo, nome);
      expect(res.statusCode, nome).toBe(201);
      expect(res.json()).toMatchObject({ filename: nome, content_type: tipo, tamanho: conteudo.length });
    }
  });

  it.each<[string, Buffer | (() => Promise<Buffer>), string]>([
    ['a PNG renamed .pdf', PNG, 'documento.pdf'],
    ['a zip that is not a document named .docx', zip({ 'foto.jpg': 'x' }), 'contrato.docx'],
    ['a workbook named .docx', xlsx, 'contrato.docx'],
    ['a Word file named .xls', cfb(['WordDocument']), 'planilha.xls'],
    ['an executable named .jpg', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'foto.jpg'],
    ['a PDF with an extension outside the list', PDF, 'pagina.html'],
  ])('refuses %s with 415 and stores nothing', async (_caso, conteudo, nome) => {
    const id = await novoAssessor();
    const bytes = typeof conteudo === 'function' ? await conteudo() : conteudo;
    const res = await anexarAoAssessor(id, bytes, nome);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(TIPO_NAO_PERMITIDO);
    expect(await db.select({ id: anexo.id }).from(anexo).where(eq(anexo.assessorId, id))).toHaveLength(0);
  });

  it.each([
    ['a script run on opening', '1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n'],
    ['a hex-escaped launch action', '4 0 obj\n<< /S /L#61unch /F (cmd.exe) >>\nendobj\n'],
    ['an embedded file', '4 0 obj\n<< /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream\nendobj\n'],
  ])('refuses a PDF with %s (415, ADR 027) and stores nothing', async (_caso, objeto) => {
    const id = await novoAssessor();
    const res = await anexarAoAssessor(id, Buffer.concat([PDF, Buffer.from(objeto, 'latin1')]), 'declaracao.pdf');
    expect([res.statusCode, res.json().message]).toEqual([415, 'O PDF contém conteúdo ativo (scripts ou arquivos embutidos) e não pode ser anexado.']);
    expect(await db.select({ id: anexo.id }).from(anexo).where(eq(anexo.assessorId, id))).toHaveLength(0);
  });

  it('refuses a PDF whose compressed objects it cannot check (415), with what to do', async () => {
    const id = await novoAssessor();
    const cifrado = '9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length 8 /Filter /FlateDecode >>\nstream\nxxxxxxxx\nendstream\nendobj\n';
    const res = await anexarAoAssessor(id, Buffer.concat([PDF, Buffer.from(cifrado, 'latin1')]), 'protegido.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Não foi possível verificar o conteúdo do PDF .* "Imprimir como PDF"/);
  });

  it('refuses an 11 MB file with 413 and accepts exactly 10 MB', async () => {
    const id = await novoAssessor();
    const grande = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024 - PDF.length, 0x20)]);
    const res = await anexarAoAssessor(id, grande, 'grande.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'O arquivo enviado é grande demais (máximo de 10 MB).' });
    const limite = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x20)]);
    const ok = await anexarAoAssessor(id, limite, 'limite.pdf');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().tamanho).toBe(10 * 1024 * 1024);
  });

  it('neutralises a path in the file name, in data and in the file part', async () => {
    const id = await novoAssessor();
    const res = await anexarAoAssessor(id, PDF, '../../etc/passwd.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().filename).toBe('passwd.pdf');
    // without a filename in data, the file part's own name is used (and cleaned the same way)
    const semNome = await enviar(`/api/assessor_anexos/${id}`, [dados(undefined, { assessor: { id } }), arquivo(PDF, '..\\..\\boot.ini.pdf')]);
    expect(semNome.json().filename).toBe('boot.ini.pdf');
  });

  it('400 for an empty file, no file, missing or invalid data, or data naming another record', async () => {
    const id = await novoAssessor();
    const url = `/api/assessor_anexos/${id}`;
    const casos: [Parte[], string][] = [
      [[dados('vazio.pdf', { assessor: { id } }), arquivo(Buffer.alloc(0), 'vazio.pdf')], 'O arquivo enviado está vazio.'],
      [[dados('nada.pdf', { assessor: { id } })], 'Nenhum arquivo selecionado'],
      [[arquivo(PDF, 'a.pdf')], 'Informe os dados do anexo (data).'],
      [[{ name: 'data', content: '{filename:' }, arquivo(PDF, 'a.pdf')], 'Os dados do anexo (data) não são um JSON válido.'],
      [[dados('a.pdf', { assessor: { id: id + 1000 } }), arquivo(PDF, 'a.pdf')], 'Os dados do anexo (data) não indicam o mesmo registro do endereço.'],
      [[dados('a.pdf', { estagiario: { id } }), arquivo(PDF, 'a.pdf')], 'Os dados do anexo (data) não indicam o mesmo registro do endereço.'],
      [[dados('a.pdf', { assessor: { id }, estagio: { id } }), arquivo(PDF, 'a.pdf')], 'Os dados do anexo (data) não indicam o mesmo registro do endereço.'],
      [[dados('a.pdf', { assessor: { id } }), arquivo(PDF, 'a.pdf'), arquivo(PDF, 'b.pdf')], 'Envie um arquivo por vez.'],
      [[dados('a.pdf', { assessor: { id } }), { name: 'documento', filename: 'a.pdf', content: PDF }], 'Envie o arquivo no campo "file".'],
    ];
    for (const [partes, message] of casos) {
      const res = await enviar(url, partes);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const json = await t.req({ method: 'POST', url, token, payload: { filename: 'a.pdf' } });
    expect([json.statusCode, json.json()]).toEqual([415, { message: 'O envio deve ser multipart/form-data.' }]);
    expect(await db.select({ id: anexo.id }).from(anexo).where(eq(anexo.assessorId, id))).toHaveLength(0);
  });

  it('404 for an advisor that does not exist (attachments only after save)', async () => {
    const res = await anexarAoAssessor(999999, PDF, 'a.pdf');
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Assessor não encontrado.' }]);
    const id = await novoAssessor();
    expect((await anexarAoAssessor(id, PDF, 'a.pdf', await t.tokenWith(['ASSESSOR_UPDATE']))).statusCode).toBe(201);
  });
});

describe('GET /api/assessor_anexos/:id (download)', () => {
  it('sends the bytes as a download with a safe Content-Disposition, nosniff and no caching', async () => {
    const id = await novoAssessor();
    const criado = (await anexarAoAssessor(id, PDF, 'Declaração "final".pdf')).json();
    const res = await t.req({ method: 'GET', url: `/api/assessor_anexos/${criado.id}`, token: leitor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Declaracao _final_.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o%20_final_.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(res.rawPayload, PDF)).toBe(0);
  });

  it("404 unknown, 404 for an intern's attachment on the advisor path", async () => {
    expect((await t.req({ method: 'GET', url: '/api/assessor_anexos/999999', token })).json()).toEqual({ message: 'Anexo não encontrado.' });
    const { estagiarioId } = await novoEstagio();
    const doEstagiario = (await enviar(`/api/attachment/${estagiarioId}`, [dados('t.pdf', { estagiario: { id: estagiarioId } }), arquivo(PDF, 't.pdf')])).json();
    expect((await t.req({ method: 'GET', url: `/api/assessor_anexos/${doEstagiario.id}`, token })).statusCode).toBe(404);
  });
});

describe('GET /api/assessor_anexos/assessor/anexos/:id', () => {
  it('lists oldest first; 404 for an unknown advisor', async () => {
    const id = await novoAssessor();
    await anexarAoAssessor(id, PDF, 'primeiro.pdf');
    await anexarAoAssessor(id, PNG, 'segundo.png');
    const lista = await t.req({ method: 'GET', url: `/api/assessor_anexos/assessor/anexos/${id}`, token });
    expect(lista.json().map((a: { filename: string }) => a.filename)).toEqual(['primeiro.pdf', 'segundo.png']);
    expect((await t.req({ method: 'GET', url: '/api/assessor_anexos/assessor/anexos/999999', token })).json()).toEqual({ message: 'Assessor não encontrado.' });
  });
});

describe('DELETE /api/assessor_anexos/:id', () => {
  it('removes (200), then 404; history keeps name, size and sha256, never the content', async () => {
    const id = await novoAssessor();
    const conteudo = Buffer.concat([PDF, Buffer.from('conteúdo-sigiloso-do-anexo')]);
    const criado = (await anexarAoAssessor(id, conteudo, 'Laudo.pdf')).json();
    const res = await t.req({ method: 'DELETE', url: `/api/assessor_anexos/${criado.id}`, token });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Anexo removido.' }]);
    expect((await t.req({ method: 'DELETE', url: `/api/assessor_anexos/${criado.id}`, token })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/api/assessor_anexos/assessor/anexos/${id}`, token })).json()).toEqual([]);

    const historico = await t.req({ method: 'GET', url: `/api/historico?tabela=anexo&registro=${criado.id}`, token });
    const [insert, remocao] = historico.json();
    expect(insert).toMatchObject({ acao: 'INSERT', criadoPor: { username: expect.any(String) } });
    expect(insert.diff).toMatchObject({
      assessor_id: { de: null, para: id },
      filename: { de: null, para: 'Laudo.pdf' },
      content_type: { de: null, para: 'application/pdf' },
      tamanho: { de: null, para: conteudo.length },
      sha256: { de: null, para: sha(conteudo) },
    });
    expect(insert.diff).not.toHaveProperty('arquivo');
    expect(remocao).toMatchObject({ acao: 'DELETE', diff: { filename: { de: 'Laudo.pdf', para: null } } });
    expect(historico.body).not.toContain('sigiloso');
    expect(historico.body).not.toContain(conteudo.toString('hex').slice(0, 40));
  });
});

describe('intern and internship attachments (/api/attachment)', () => {
  it('upload, list, download and delete for an intern and for an internship, each on its own paths', async () => {
    const { estagiarioId, estagioId } = await novoEstagio();
    const doc = await docx();
    const e = await enviar(`/api/attachment/${estagiarioId}`, [dados('RG.pdf', { estagiario: { id: estagiarioId } }), arquivo(PDF, 'RG.pdf')], rhEstagio);
    expect(e.statusCode).toBe(201);
    const g = await enviar(`/api/attachment/estagio/${estagioId}`, [dados('Termo assinado.docx', { estagio: { id: estagioId } }), arquivo(doc, 'x.docx')], rhEstagio);
    expect(g.statusCode).toBe(201);
    const [anexoE, anexoG] = [e.json(), g.json()];

    expect((await t.req({ method: 'GET', url: `/api/attachment/estagiario/anexos/${estagiarioId}`, token: rhEstagio })).json()).toEqual([anexoE]);
    expect((await t.req({ method: 'GET', url: `/api/attachment/estagio/anexos/anexos/${estagioId}`, token: rhEstagio })).json()).toEqual([anexoG]);

    const baixado = await t.req({ method: 'GET', url: `/api/attachment/estagio/${anexoG.id}`, token: rhEstagio });
    expect(baixado.headers['content-disposition']).toBe(`attachment; filename="Termo assinado.docx"; filename*=UTF-8''Termo%20assinado.docx`);
    expect(Buffer.compare(baixado.rawPayload, doc)).toBe(0);
    expect(Buffer.compare((await t.req({ method: 'GET', url: `/api/attachment/${anexoE.id}`, token: rhEstagio })).rawPayload, PDF)).toBe(0);

    // each attachment only on its owner's paths
    expect((await t.req({ method: 'GET', url: `/api/attachment/${anexoG.id}`, token: rhEstagio })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/api/attachment/estagio/${anexoE.id}`, token: rhEstagio })).statusCode).toBe(404);

    expect((await t.req({ method: 'DELETE', url: `/api/attachment/estagio/${anexoG.id}`, token: rhEstagio })).json()).toEqual({ message: 'Anexo removido.' });
    expect((await t.req({ method: 'DELETE', url: `/api/attachment/${anexoE.id}`, token: rhEstagio })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: `/api/attachment/estagiario/anexos/${estagiarioId}`, token })).json()).toEqual([]);
  });

  it('404 for a missing intern or internship, 415 by content', async () => {
    const { estagioId } = await novoEstagio();
    const sem = await enviar('/api/attachment/999999', [dados('a.pdf', { estagiario: { id: 999999 } }), arquivo(PDF, 'a.pdf')]);
    expect([sem.statusCode, sem.json()]).toEqual([404, { message: 'Estagiário não encontrado.' }]);
    const semEstagio = await enviar('/api/attachment/estagio/999999', [dados('a.pdf', { estagio: { id: 999999 } }), arquivo(PDF, 'a.pdf')]);
    expect(semEstagio.json()).toEqual({ message: 'Estágio não encontrado.' });
    expect((await t.req({ method: 'GET', url: '/api/attachment/estagio/anexos/anexos/999999', token })).statusCode).toBe(404);
    const disfarcado = await enviar(`/api/attachment/estagio/${estagioId}`, [dados('termo.pdf', { estagio: { id: estagioId } }), arquivo(PNG, 'termo.pdf')]);
    expect([disfarcado.statusCode, disfarcado.json()]).toEqual([415, TIPO_NAO_PERMITIDO]);
  });
});
