import { describe, expect, it } from 'vitest';
import { DIA, entrada } from './tabela-lotacao-dados.test.js';
import { subtituloDaTabela, textoDoDefensor, textoDoEvento, tituloDaTabela } from './tabela-lotacao-texto.js';

const evento = { tipo: 0 as const, tipoNoRelatorio: 1, label: 'Férias', inicio: '2026-03-10', fim: '2026-03-19', substituto: 'Bia Lima', motivo: null };

describe('the printed texts', () => {
  it.each([
    [{ nome: 'Ana', marca: '[T]' }, 'Ana [T]'],
    [{ nome: 'Ana', marca: '' }, 'Ana'],
  ])('%j prints %s', (l, texto) => expect(textoDoDefensor(l)).toBe(texto));

  it.each([
    [evento, 'Férias de 10/03/2026 a 19/03/2026 — substituto(a): Bia Lima'],
    [{ ...evento, fim: evento.inicio, substituto: null }, 'Férias em 10/03/2026 — sem substituto(a)'],
    [{ ...evento, motivo: 'plantão' }, 'Férias de 10/03/2026 a 19/03/2026 — substituto(a): Bia Lima (plantão)'],
  ])('an event prints %#', (e, texto) => expect(textoDoEvento(e)).toBe(texto));

  it('titles and subtitles the PDF with the date and the filters applied', () => {
    expect(tituloDaTabela(2)).toBe('Tabela de Lotação — Defensores por atribuição');
    expect(subtituloDaTabela(entrada(), DIA)).toBe('Data: 10/03/2026');
    expect(subtituloDaTabela(entrada(), DIA, { comarcas: [1], defensores: [] })).toBe(
      'Data: 10/03/2026 · Comarcas: Aracaju · Defensorias: todas · Defensores: nenhuma seleção',
    );
  });
});
