import { describe, expect, it } from 'vitest';
import { DIA, entrada } from './tabela-lotacao-dados.test.js';
import { tabelaEstagiariosPorSetor, tabelaPorNucleo } from './tabela-lotacao-nucleo-setor.js';

describe('layouts 3 and 6 — by núcleo', () => {
  it('3: each núcleo with its defenders of the day, (VAGO) when none', () => {
    const t = tabelaPorNucleo(entrada(), DIA, 3);
    expect(t.nucleos.map((n) => [n.nome, n.vago ?? n.defensores.map((d) => `${d.nome} ${d.marca}`)])).toEqual([
      ['Núcleo da Infância', '(VAGO)'],
      // Bia's placement there ended the day before
      ['Núcleo de Direitos Humanos', ['Fábio Nunes [C]']],
    ]);
    expect(t.nucleos.every((n) => n.estagiarios === null)).toBe(true);
  });

  it("6: each núcleo's interns padded to its maximum, at least one line, never (VAGO)", () => {
    const t = tabelaPorNucleo(entrada(), DIA, 6);
    expect(t.nucleos.map((n) => [n.nome, n.vago, n.estagiarios!.map((x) => x.nome)])).toEqual([
      ['Núcleo da Infância', null, [null]],
      ['Núcleo de Direitos Humanos', null, ['Hugo Dias', null]],
    ]);
  });
});

describe('layout 5 — interns by sector', () => {
  it('groups comarca → prédio → sector with the interns placed there that day, unpadded', () => {
    const t = tabelaEstagiariosPorSetor(entrada(), DIA);
    expect(t.comarcas.map((c) => [c.nome, c.predios.map((p) => [p.nome, p.setores.map((s) => [s.sigla, s.estagiarios.map((x) => x.nome)])])])).toEqual([
      ['Aracaju', [['Fórum Central', [['ATD', []], ['PROT', ['Edu Prado']]]]]],
    ]);
  });

  it('is empty without sectors', () => {
    expect(tabelaEstagiariosPorSetor({ ...entrada(), setores: [] }, DIA).comarcas).toEqual([]);
  });
});
