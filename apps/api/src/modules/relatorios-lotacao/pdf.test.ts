import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { opcoesDoLayout, type DefensoriaNaTabela, type TabelaLotacao } from '@sgi/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { gerarPdf } from '../../lib/pdf.js';
import { documentoDaTabela } from './pdf.js';

const defensoria = (i: number): DefensoriaNaTabela => ({
  defensoriaId: i,
  nome: `${i}ª Defensoria Cível`,
  vaga: false,
  vago: null,
  defensores: [{ defensorId: i, nome: `Defensor Número ${i}`, tipo: 1, marca: '[T]', diretor: false, anotacoes: [], eventos: [] }],
  maximoEstagiarios: 2,
  estagiarios: null,
  substituta1: null,
  substituta2: null,
});

describe('the printed assignment table', () => {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-tabela-pdf-'));
  afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

  it('names the comarca and the group over the table on every page a long comarca runs onto', async () => {
    const tabela: TabelaLotacao = {
      layout: 1,
      data: '2026-03-10',
      opcoes: opcoesDoLayout(1),
      comarcas: [
        { id: 1, nome: 'Aracaju', grupos: [{ id: 1, titulo: 'Área Cível', defensorias: Array.from({ length: 60 }, (_, i) => defensoria(i + 1)) }] },
        { id: 2, nome: 'Lagarto', grupos: [{ id: null, titulo: null, defensorias: [defensoria(61)] }] },
      ],
    };
    const arquivo = path.join(pasta, 'longa.pdf');
    const moldura = { titulo: 'Tabela de Lotação', subtitulo: 'Data: 10/03/2026', geradoEm: new Date('2026-03-10T12:00:00Z'), vazio: null };
    fs.writeFileSync(arquivo, await gerarPdf(documentoDaTabela(tabela, moldura)));
    const paginas = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' }).split('\f').filter((p) => p.trim());

    expect(paginas.length).toBeGreaterThanOrEqual(3);
    const [primeira, ...resto] = paginas;
    const ultima = resto.pop()!;
    expect(primeira).toContain('Comarca: Aracaju');
    expect(primeira).toContain('Aracaju · Área Cível');
    // The pages that continue Aracaju: no heading of their own, the band and the column titles repeated.
    for (const continuacao of resto) {
      expect(continuacao).not.toContain('Comarca: Aracaju');
      expect(continuacao).toContain('Aracaju · Área Cível');
      expect(continuacao).toMatch(/Defensoria\s+Defensores/);
    }
    expect(resto.join('')).toContain('Defensor Número 60');
    // A comarca whose layout does not group is named alone.
    expect(ultima).toContain('Comarca: Lagarto');
    expect(ultima).toMatch(/^\s*Lagarto\s*$/m);
  });
});
