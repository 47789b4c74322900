import { describe, expect, it } from 'vitest';
import { MENSAGENS_TABELA_VAZIA } from './tabela-lotacao.js';
import { DIA, entrada, estrutura, linhas } from './tabela-lotacao-dados.test.js';
import {
  aplicarFiltrosNaEntrada,
  comarcasOferecidas,
  defensoresOferecidos,
  defensoriasOferecidas,
  filtrosCoerentes,
  mensagemDaTabelaVazia,
  mensagensDosFiltros,
  type FiltrosTabela,
} from './tabela-lotacao-filtros.js';
import { tabelaDefensoresPorComarca } from './tabela-lotacao-modelo.js';

const nomes = (xs: { nome: string }[]) => xs.map((x) => x.nome);

describe('the filters cascade (§2.17)', () => {
  it('offers every comarca by name', () => {
    expect(nomes(comarcasOferecidas(entrada()))).toEqual(['Aracaju', 'Lagarto']);
  });

  it.each([
    [null, ['1ª Defensoria Cível', '1ª Defensoria de Lagarto', '2ª Defensoria Criminal', 'Defensoria Itinerante']],
    [[2], ['1ª Defensoria de Lagarto']],
    [[], []],
  ])('comarcas %j offer the defensorias %j', (comarcas, esperadas) => {
    expect(nomes(defensoriasOferecidas(entrada(), comarcas))).toEqual(esperadas);
  });

  it.each<[FiltrosTabela, string[]]>([
    [{}, ['Ana Souza', 'Bia Lima', 'Caio Reis', 'Dan Melo']],
    [{ comarcas: [1] }, ['Ana Souza', 'Bia Lima', 'Caio Reis']],
    [{ comarcas: [2] }, ['Dan Melo']],
    [{ comarcas: [1], defensorias: [4] }, ['Caio Reis']],
    // Dan's placement there ended the day before, Ana's starts the day after, Fábio's is inactive.
    [{ defensorias: [2] }, []],
    // an office outside the chosen comarcas offers nobody
    [{ comarcas: [2], defensorias: [1] }, []],
  ])('filters %j offer the defenders %j (placements valid that day)', (f, esperados) => {
    expect(nomes(defensoresOferecidos(entrada(), f, DIA))).toEqual(esperados);
  });

  it('answers the empty message of each tab', () => {
    expect(mensagensDosFiltros(entrada(), { defensorias: [2] }, DIA)).toEqual({ comarcas: null, defensorias: null, defensores: MENSAGENS_TABELA_VAZIA.semDefensores });
    expect(mensagensDosFiltros(entrada(), { comarcas: [] }, DIA)).toEqual({
      comarcas: null,
      defensorias: 'Nenhuma defensoria disponível para as comarcas selecionadas.',
      defensores: 'Nenhum defensor disponível para as comarcas e defensorias selecionadas.',
    });
    expect(mensagensDosFiltros({ ...entrada(), comarcas: [], defensorias: [] }, {}, DIA).comarcas).toBe('Nenhuma comarca disponível.');
  });

  it('cuts filters restored from the browser down to what the cascade offers', () => {
    expect(filtrosCoerentes(entrada(), { comarcas: [2, 99], defensorias: [1, 3], defensores: [1, 4] }, DIA)).toEqual({ comarcas: [2], defensorias: [3], defensores: [4] });
    expect(filtrosCoerentes(entrada(), {}, DIA)).toEqual({ comarcas: null, defensorias: null, defensores: null });
  });
});

describe('the filters applied to layout 1', () => {
  it('keeps the chosen comarcas and defensorias', () => {
    const t = tabelaDefensoresPorComarca(entrada(), DIA, {}, { comarcas: [1], defensorias: [1, 2] });
    expect(estrutura(t)).toEqual([['Aracaju', [['Cível', ['1ª Defensoria Cível']], ['Criminal', ['2ª Defensoria Criminal']]]]]);
  });

  it('keeps the offices where a chosen defender is placed that day, shown whole', () => {
    const t = tabelaDefensoresPorComarca(entrada(), DIA, {}, { defensores: [2] });
    expect(linhas(t)).toEqual({ '1ª Defensoria Cível': ['Ana Souza [T]', 'Bia Lima [S]', 'Caio Reis [A]'] });
  });

  it("still names an office's substitutas when they are filtered out", () => {
    const t = tabelaDefensoresPorComarca(entrada(), DIA, {}, { defensorias: [3] });
    expect(t.comarcas[0]!.grupos[0]!.defensorias[0]).toMatchObject({ nome: '1ª Defensoria de Lagarto', substituta1: '1ª Defensoria Cível', substituta2: '2ª Defensoria Criminal' });
  });

  it('leaves the rows untouched without filters', () => {
    const e = entrada();
    expect(aplicarFiltrosNaEntrada(e, {}, DIA)).toBe(e);
  });

  it.each<[string, FiltrosTabela, boolean, string | null]>([
    ['nothing left after the filters', { defensorias: [] }, true, MENSAGENS_TABELA_VAZIA.filtros],
    ['no comarca registered', {}, false, MENSAGENS_TABELA_VAZIA.semComarcas],
    ['a table with rows', {}, true, null],
  ])('the table says so for %s', (_, f, comComarcas, esperada) => {
    const e = comComarcas ? entrada() : { ...entrada(), comarcas: [] };
    const t = tabelaDefensoresPorComarca(e, DIA, {}, f);
    expect(mensagemDaTabelaVazia(e, f, t.comarcas.length)).toBe(esperada);
  });
});
