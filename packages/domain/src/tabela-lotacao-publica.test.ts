import { describe, expect, it } from 'vitest';
import { DIA, entrada, linhas } from './tabela-lotacao-dados.test.js';
import { tabelaDefensoresPorAtribuicao, tabelaDefensoresPorComarca, tabelaEstagiariosPorDefensoria } from './tabela-lotacao-modelo.js';
import { tabelaLotacaoPublica } from './tabela-lotacao-publica.js';

describe('layout 2 — defenders by assignment', () => {
  const resumo = (t: ReturnType<typeof tabelaDefensoresPorAtribuicao>) =>
    t.defensores.map((d) => [d.nome, d.atribuicoes.map((a) => `${a.defensoria} ${a.marca}`), d.substituicoes]);

  it('gathers the substitutions into one line by default and lists only defenders placed that day', () => {
    expect(resumo(tabelaDefensoresPorAtribuicao(entrada(), DIA))).toEqual([
      ['Ana Souza', ['1ª Defensoria Cível [T]'], []],
      ['Bia Lima', [], ['1ª Defensoria Cível']],
      ['Caio Reis', ['1ª Defensoria Cível [A]', 'Defensoria Itinerante [C]'], []],
      ['Dan Melo', ['1ª Defensoria de Lagarto [T]'], []],
    ]);
  });

  it('without the grouping a substitution is a placement line; Exibir Tudo adds the defenders with none', () => {
    const t = tabelaDefensoresPorAtribuicao(entrada(), DIA, { agruparDefensoriasEmSubstituicoes: false, exibirTudo: true });
    expect(resumo(t).slice(1, 2)).toEqual([['Bia Lima', ['1ª Defensoria Cível [S]'], []]]);
    expect(resumo(t).at(-1)).toEqual(['Fábio Nunes', [], []]);
  });

  it('with Exibir Eventos shows the leave and everyone who substitutes', () => {
    const ana = tabelaDefensoresPorAtribuicao(entrada(), DIA, { exibirEventos: true }).defensores[0]!;
    expect(ana.eventos.map((e) => [e.label, e.substituto])).toEqual([['Férias', 'Bia Lima']]);
  });
});

describe('layout 4 — interns by defensoria', () => {
  it('groups comarca → prédio → office with its maximum, padded interns and substitutas', () => {
    const t = tabelaEstagiariosPorDefensoria(entrada(), DIA);
    expect(t.comarcas.map((c) => [c.nome, c.grupos.map((g) => g.titulo)])).toEqual([
      ['Aracaju', ['Anexo de Lagarto', 'Fórum Central']],
      ['Lagarto', ['Fórum de Lagarto']],
    ]);
    const lagarto = t.comarcas[1]!.grupos[0]!.defensorias[0]!;
    expect(lagarto).toMatchObject({ maximoEstagiarios: 1, substituta1: '1ª Defensoria Cível', substituta2: '2ª Defensoria Criminal' });
    expect(lagarto.estagiarios!.map((x) => x.nome)).toEqual(['Gil Costa', 'Hugo Dias']);
    expect(t.comarcas[0]!.grupos[1]!.defensorias[0]!.estagiarios!.map((x) => x.nome)).toEqual(['Edu Prado', null]);
    expect(t.opcoes.exibirEstagiarios).toBe(false);
  });
});

describe('the public version (ADR 075)', () => {
  // The internal table with everything on, so the projection has every personal field to drop.
  const interna = () => tabelaDefensoresPorComarca(entrada(), DIA, { exibirEventos: true, exibirEstagiarios: true });

  it('keeps names, offices, marks and (VAGO)', () => {
    const p = tabelaLotacaoPublica(interna());
    expect(p.comarcas.map((c) => c.nome)).toEqual(['Aracaju', 'Lagarto']);
    const porOffice = Object.fromEntries(p.comarcas.flatMap((c) => c.grupos.flatMap((g) => g.defensorias)).map((d) => [d.nome, d.vago ? [d.vago] : d.defensores.map((x) => `${x.nome} ${x.marca}`)]));
    expect(porOffice).toEqual(linhas(interna()));
    expect(p.comarcas[0]!.grupos.map((g) => g.titulo)).toEqual(['Cível', 'Criminal', 'Sem área de atuação']);
  });

  it('has no personal field, note, leave or intern anywhere in its JSON', () => {
    const json = JSON.stringify(tabelaLotacaoPublica(interna()));
    // the internal table does carry notes, leave and interns, and never the input's CPF or e-mail
    const interno = JSON.stringify(interna());
    for (const presente of ['telefone particular', 'Férias', 'Edu Prado', 'substituto']) expect(interno).toContain(presente);
    for (const ausente of ['123.456', '@']) expect(interno).not.toContain(ausente);
    for (const proibido of ['cpf', '123.456', 'email', '@', 'telefone', '99999', 'anotac', 'cirurgia', 'plantão', 'motivo', 'evento', 'Férias', 'substitut', 'estagi', 'Edu Prado', 'Gil Costa', 'Id"']) {
      expect(json).not.toContain(proibido);
    }
    expect(Object.keys(JSON.parse(json) as object)).toEqual(['data', 'comarcas']);
  });
});
