import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acao, defensoriaDeTeste, defensorNoBanco, lotar, subst } from '../../../test/acoes.js';
import { testApp } from '../../../test/helpers.js';

/**
 * The timeline's PDF (§2.1 Gerar PDF; issue 14) through HTTP: a defender with an action, a substitution of another
 * defender and a placement, the document read back with pdfinfo and pdftotext, with and without the screen's filters.
 */
const t = await testApp();
const db = t.database.db;
let token: string;
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-linha-do-tempo-pdf-'));
afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

let ana: { id: number; nome: string };

beforeAll(async () => {
  token = await t.tokenWith('todas');
  ana = await defensorNoBanco(db, { nome: 'Ana Timóteo Lima', admissao: '2015-02-01' });
  const bruno = await defensorNoBanco(db, { nome: 'Bruno Quaresma' });
  const civel = await defensoriaDeTeste(db, { nome: '1ª Defensoria Cível de Estância' });
  const criminal = await defensoriaDeTeste(db, { nome: '2ª Defensoria Criminal de Estância' });
  await lotar(db, ana.id, civel.id, { dataInicial: '2016-03-01', anotacao1: 'Portaria 7/2016' });
  await lotar(db, bruno.id, criminal.id);
  const criar = async (corpo: Record<string, unknown>) => {
    const res = await t.req({ method: 'POST', url: '/api/periodo', token, payload: corpo });
    expect(res.statusCode, res.body).toBe(201);
  };
  await criar(acao(ana.id, { tipo: 0, data_inicial: '2024-07-01', data_final: '2024-07-30', data_aquisitiva: '2023-02-01', motivo: 'Férias de julho' }));
  await criar(acao(bruno.id, { tipo: 5, data_inicial: '2025-03-10', data_final: '2025-03-14', substituicoes: [subst(criminal.id, ana.id, 'Pauta do júri')] }));
});

const pdf = (id: number, query = '') => t.req({ method: 'GET', url: `/api/defensor/timeline/${id}/pdf${query}`, token });

function texto(nome: string, bytes: Buffer) {
  const arquivo = path.join(pasta, nome);
  fs.writeFileSync(arquivo, bytes);
  return { info: execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' }), texto: execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' }) };
}

describe('GET /api/defensor/timeline/{id}/pdf', () => {
  it('answers an A4 landscape PDF with the columns, every event in date order and the generated-at footer', async () => {
    const res = await pdf(ana.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="linha-do-tempo-ana-timoteo-lima\.pdf"/);
    const { info, texto: t1 } = texto('tudo.pdf', res.rawPayload);
    expect(info).toMatch(/Page size:\s+841\.8\d* x 595\.2\d* pts \(A4\)/);
    expect(t1).toContain('Linha do Tempo — Ana Timóteo Lima');
    expect(t1).toContain('Ações, substituições e lotações, todos os anos');
    expect(t1).toMatch(/Tipo\s+Anotações\s+Início\s+Fim\s+Referência\s+Substituindo\s+Local/);
    const lotacao = t1.indexOf('Lotação (Titularidade)');
    const ferias = t1.search(/Férias\s+Férias de julho\s+01\/07\/2024\s+30\/07\/2024\s+01\/02\/2023/);
    const substituicao = t1.search(/Substituição \(Licença[^\n]*Pauta do júri\s+10\/03\/2025\s+14\/03\/2025\s+Bruno Quaresma\s+2ª Defensoria Criminal/);
    expect([lotacao, ferias, substituicao].every((i) => i >= 0)).toBe(true);
    expect(lotacao < ferias && ferias < substituicao).toBe(true);
    expect(t1).toMatch(/Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s+Página 1 de 1/);
  });

  it('keeps only the kinds and the year of the screen', async () => {
    const res = await pdf(ana.id, '?tipos=1,2&ano=2025');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="linha-do-tempo-ana-timoteo-lima-2025\.pdf"/);
    const { texto: t2 } = texto('filtro.pdf', res.rawPayload);
    expect(t2).toContain('Substituições e lotações de 2025');
    expect(t2).toContain('Lotação (Titularidade)');
    expect(t2).toContain('Pauta do júri');
    expect(t2).not.toContain('Férias de julho');
    const vazio = texto('vazio.pdf', (await pdf(ana.id, '?ano=1990')).rawPayload).texto;
    expect(vazio).toContain('Nenhum registro encontrado');
  });

  it('refuses bad filters (400) and an unknown defender (404)', async () => {
    for (const q of ['?tipos=3', '?tipos=0;1', '?ano=abc', '?ano=20250']) {
      const res = await pdf(ana.id, q);
      expect([q, res.statusCode]).toEqual([q, 400]);
    }
    expect((await pdf(ana.id, '?tipos=9')).json()).toMatchObject({ message: expect.stringContaining('Tipos de evento inválidos') });
    const res = await pdf(99999999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Defensor não encontrado.' });
  });
});
