import { describe, expect, it } from 'vitest';
import { consultaDaTabela, entradaDosFiltros, tabelaLotacaoPublicaSchema } from './tabela-lotacao-api.js';
import { defensoresOferecidos, filtrosCoerentes } from './tabela-lotacao-filtros.js';

describe('consultaDaTabela', () => {
  it('writes the day, the layout, the toggles the layout shows that differ from the default, and the layout-1 filters', () => {
    expect(consultaDaTabela({ data: '2026-03-10', layout: 1 })).toBe('data=2026-03-10&layout=1');
    expect(consultaDaTabela({ data: '2026-03-10', layout: 1, opcoes: { exibirEventos: true, agruparPorAtuacao: true, exibirTudo: true } })).toBe(
      'data=2026-03-10&layout=1&exibirEventos=true',
    );
    expect(consultaDaTabela({ data: '2026-03-10', layout: 2, opcoes: { agruparDefensoriasEmSubstituicoes: false }, filtros: { comarcas: [1] } })).toBe(
      'data=2026-03-10&layout=2&agruparDefensoriasEmSubstituicoes=false',
    );
  });

  it('an empty list travels as an empty value and an absent one not at all', () => {
    expect(consultaDaTabela({ data: '2026-03-10', layout: 1, filtros: { comarcas: [], defensorias: null, defensores: [3, 4] } })).toBe(
      'data=2026-03-10&layout=1&comarcas=&defensores=3%2C4',
    );
  });
});

describe('entradaDosFiltros', () => {
  const f = {
    comarcas: [{ id: 1, nome: 'Aracaju' }, { id: 2, nome: 'Lagarto' }],
    defensorias: [{ id: 10, nome: 'Cível', comarca_id: 1 }, { id: 30, nome: 'Lagarto', comarca_id: 2 }],
    defensores: [{ id: 5, nome: 'Ana' }, { id: 6, nome: 'Dan' }],
    lotacoes: [{ defensoria_id: 10, defensor_id: 5 }, { defensoria_id: 30, defensor_id: 6 }],
  };

  it('gives the cascade the rows it reads: defenders placed on any day in the chosen offices', () => {
    const e = entradaDosFiltros(f);
    expect(defensoresOferecidos(e, { comarcas: [2] }, '2000-01-01').map((d) => d.nome)).toEqual(['Dan']);
    expect(filtrosCoerentes(e, { comarcas: [1, 99], defensorias: [30], defensores: [6] }, '2026-03-10')).toEqual({ comarcas: [1], defensorias: [], defensores: [] });
  });
});

describe('tabelaLotacaoPublicaSchema', () => {
  it('refuses any field beyond the public ones (ADR 075)', () => {
    const base = { data: '2026-03-10', geradoEm: '2026-03-10T12:00:00.000Z', comarcas: [{ nome: 'A', grupos: [{ titulo: null, defensorias: [{ nome: 'D', vago: null, defensores: [{ nome: 'Ana', marca: '[T]', diretor: false }] }] }] }] };
    expect(tabelaLotacaoPublicaSchema.safeParse(base).success).toBe(true);
    const comCpf = structuredClone(base) as { comarcas: { grupos: { defensorias: { defensores: Record<string, unknown>[] }[] }[] }[] };
    comCpf.comarcas[0]!.grupos[0]!.defensorias[0]!.defensores[0]!.cpf = '12345678909';
    expect(tabelaLotacaoPublicaSchema.safeParse(comCpf).success).toBe(false);
  });
});
