import { describe, expect, it } from 'vitest';
import { ANTES, DEPOIS, DIA, entrada, estrutura, l, linhas } from './tabela-lotacao-dados.test.js';
import {
  LAYOUT_TABELA_OPCOES,
  MENSAGENS_TABELA_VAZIA,
  OPCOES_TABELA_PADRAO,
  PERMISSAO_TABELA_INTERNA,
  layoutTabela,
  opcoesDoLayout,
} from './tabela-lotacao.js';
import { linhasDeEstagiarios, tabelaDefensoresPorComarca, type TabelaLotacao } from './tabela-lotacao-modelo.js';

describe('layouts and toggles', () => {
  it('lists the six layouts of §2.17 with their toggles and PDF orientation', () => {
    expect(LAYOUT_TABELA_OPCOES.map((o) => [o.value, o.label, o.orientacao])).toEqual([
      [1, 'Defensores por comarca e área de atuação', 'landscape'],
      [2, 'Defensores por atribuição', 'portrait'],
      [3, 'Defensores por núcleo', 'portrait'],
      [4, 'Estagiários por defensoria', 'landscape'],
      [5, 'Estagiários por setor', 'portrait'],
      [6, 'Estagiários por núcleo', 'portrait'],
    ]);
    expect(layoutTabela(4).opcoes).toEqual(['exibirEventos']);
    expect(PERMISSAO_TABELA_INTERNA).toBe('LOTACAO_UPDATE');
  });

  it.each([
    [1, {}, OPCOES_TABELA_PADRAO],
    [1, { agruparPorAtuacao: false, exibirEventos: true }, { ...OPCOES_TABELA_PADRAO, agruparPorAtuacao: false, exibirEventos: true }],
    [4, { exibirEventos: true, exibirTudo: true, exibirEstagiarios: true }, { ...OPCOES_TABELA_PADRAO, exibirEventos: true }],
    [2, { agruparDefensoriasEmSubstituicoes: false, agruparPorAtuacao: false }, { ...OPCOES_TABELA_PADRAO, agruparDefensoriasEmSubstituicoes: false }],
  ] as const)('layout %i with %j keeps only its own toggles', (layout, escolhidas, esperado) => {
    expect(opcoesDoLayout(layout, escolhidas)).toEqual(esperado);
  });

  it('defaults: Agrupar por atuação, pelo cadastro da comarca and Defensorias em substituições on, the rest off', () => {
    expect(Object.entries(OPCOES_TABELA_PADRAO).filter(([, v]) => v).map(([k]) => k)).toEqual([
      'agruparPorAtuacao', 'agruparPeloCadastroDaComarca', 'agruparDefensoriasEmSubstituicoes',
    ]);
  });
});

describe('linhasDeEstagiarios', () => {
  const um = [{ estagioId: 1, nome: 'Edu' }];
  const dois = [{ estagioId: 2, nome: 'Gil' }, { estagioId: 1, nome: 'Edu' }];
  it.each([
    ['pads to the maximum', um, 3, ['Edu', null, null]],
    ['one blank line for a maximum of 0', [], 0, [null]],
    ['no padding and all shown over the maximum', dois, 1, ['Edu', 'Gil']],
    ['exactly the maximum', dois, 2, ['Edu', 'Gil']],
  ] as const)('%s', (_, nomes, maximo, esperado) => {
    expect(linhasDeEstagiarios([...nomes], maximo).map((x) => x.nome)).toEqual(esperado);
  });
});

describe('layout 1 — defenders by comarca and area of action', () => {
  it('groups comarca → atuação (by its ordem) → office, with marks, titular first and (VAGO)', () => {
    const t = tabelaDefensoresPorComarca(entrada(), DIA);
    expect(estrutura(t)).toEqual([
      ['Aracaju', [['Cível', ['1ª Defensoria Cível']], ['Criminal', ['2ª Defensoria Criminal']], ['Sem área de atuação', ['Defensoria Itinerante']]]],
      ['Lagarto', [['Criminal', ['1ª Defensoria de Lagarto']]]],
    ]);
    expect(linhas(t)).toEqual({
      '1ª Defensoria Cível': ['Ana Souza [T]', 'Bia Lima [S]', 'Caio Reis [A]'],
      '2ª Defensoria Criminal': ['(VAGO)'],
      'Defensoria Itinerante': ['Caio Reis [C]'],
      '1ª Defensoria de Lagarto': ['Dan Melo [T]'],
    });
    const office1 = t.comarcas[0]!.grupos[0]!.defensorias[0]!;
    expect(office1.defensores[0]).toMatchObject({ diretor: true, eventos: [] });
    expect(office1.estagiarios).toBeNull();
    expect(office1.defensores[2]!.anotacoes).toEqual(['telefone particular 99999-0000']);
  });

  it.each([
    ['ends the day before', { data_final: ANTES }, false],
    ['ends on the day', { data_final: DIA }, true],
    ['starts on the day', { data_inicial: DIA }, true],
    ['starts the day after', { data_inicial: DEPOIS }, false],
    ['is inactive', { ativo: false }, false],
    ['has no dates', { data_inicial: null }, true],
  ] as const)('a placement that %s is shown: %s', (_, datas, mostra) => {
    const e = { ...entrada(), lotacoes: [l({ defensoria_id: 2, defensor_id: 5, ...datas })] };
    const t = tabelaDefensoresPorComarca(e, DIA);
    expect(linhas(t)['2ª Defensoria Criminal']).toEqual(mostra ? ['Fábio Nunes [T]'] : ['(VAGO)']);
  });

  it('groups by prédio when asked (prédio wins over atuação) and by no level when both are off', () => {
    expect(estrutura(tabelaDefensoresPorComarca(entrada(), DIA, { agruparPorPredio: true }))).toEqual([
      ['Aracaju', [['Anexo de Lagarto', ['Defensoria Itinerante']], ['Fórum Central', ['1ª Defensoria Cível', '2ª Defensoria Criminal']]]],
      ['Lagarto', [['Fórum de Lagarto', ['1ª Defensoria de Lagarto']]]],
    ]);
    expect(estrutura(tabelaDefensoresPorComarca(entrada(), DIA, { agruparPorAtuacao: false }))[0]).toEqual(
      ['Aracaju', [[null, ['1ª Defensoria Cível', '2ª Defensoria Criminal', 'Defensoria Itinerante']]]],
    );
  });

  it("without 'Agrupar pelo cadastro da comarca' an office goes to its prédio's comarca", () => {
    const t = tabelaDefensoresPorComarca(entrada(), DIA, { agruparPeloCadastroDaComarca: false, agruparPorAtuacao: false });
    expect(estrutura(t)).toEqual([
      ['Aracaju', [[null, ['1ª Defensoria Cível', '2ª Defensoria Criminal']]]],
      ['Lagarto', [[null, ['1ª Defensoria de Lagarto', 'Defensoria Itinerante']]]],
    ]);
  });

  it('shows the events of the day with who substitutes in that office; the leave of the day after only that day', () => {
    const hoje = tabelaDefensoresPorComarca(entrada(), DIA, { exibirEventos: true });
    const ana = hoje.comarcas[0]!.grupos[0]!.defensorias[0]!.defensores[0]!;
    expect(ana.eventos).toEqual([{ tipo: 0, tipoNoRelatorio: 1, label: 'Férias', inicio: DIA, fim: '2026-03-19', substituto: 'Bia Lima', motivo: null }]);
    const dan = (t: TabelaLotacao) => t.comarcas[1]!.grupos[0]!.defensorias[0]!.defensores[0]!.eventos;
    expect(dan(hoje)).toEqual([]);
    expect(dan(tabelaDefensoresPorComarca(entrada(), DEPOIS, { exibirEventos: true }))).toEqual([
      { tipo: 2, tipoNoRelatorio: 3, label: 'Abono por Dia Trabalhado', inicio: DEPOIS, fim: DEPOIS, substituto: 'Caio Reis', motivo: 'plantão' },
    ]);
    expect(tabelaDefensoresPorComarca(entrada(), DIA).comarcas[0]!.grupos[0]!.defensorias[0]!.defensores[0]!.eventos).toEqual([]);
  });

  it("keeps an action marked off the report ('ativorelatorio' false) out of the events", () => {
    const e = entrada();
    e.acoes = e.acoes.map((a) => ({ ...a, ativorelatorio: false }));
    const ana = tabelaDefensoresPorComarca(e, DIA, { exibirEventos: true }).comarcas[0]!.grupos[0]!.defensorias[0]!.defensores[0]!;
    expect(ana.eventos).toEqual([]);
  });

  it('with Exibir Estagiários pads each office to its maximum, at least one line, all shown over it', () => {
    const t = tabelaDefensoresPorComarca(entrada(), DIA, { exibirEstagiarios: true });
    const estagiarios = Object.fromEntries(t.comarcas.flatMap((c) => c.grupos.flatMap((g) => g.defensorias)).map((d) => [d.nome, d.estagiarios!.map((x) => x.nome)]));
    expect(estagiarios).toEqual({
      '1ª Defensoria Cível': ['Edu Prado', null],
      '2ª Defensoria Criminal': [null],
      'Defensoria Itinerante': [null],
      '1ª Defensoria de Lagarto': ['Gil Costa', 'Hugo Dias'],
    });
  });

  it('has every empty message of §2.17', () => {
    expect(Object.values(MENSAGENS_TABELA_VAZIA)).toHaveLength(7);
    expect(MENSAGENS_TABELA_VAZIA.filtros).toBe('(Nenhum registro para os filtros selecionados)');
  });
});
