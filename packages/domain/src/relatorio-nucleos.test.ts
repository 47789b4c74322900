import { describe, expect, it } from 'vitest';
import { relatorioDeNucleos, type NucleoDoCadastro } from './relatorio-nucleos.js';
import { DIA, entrada } from './tabela-lotacao-dados.test.js';

const nucleo = (p: Partial<NucleoDoCadastro> & Pick<NucleoDoCadastro, 'id' | 'nome'>): NucleoDoCadastro => ({
  comarca_nome: 'Aracaju', predio_nome: null, maximoIntegrantes: 0, substituto1_nome: null, substituto2_nome: null, ...p,
});

describe('relatorioDeNucleos', () => {
  it('by comarca and name: defenders with marks or (VAGO), advisors, interns padded to the maximum, substitutes', () => {
    const { nucleos: _, ...e } = entrada();
    const r = relatorioDeNucleos(
      e,
      [
        nucleo({ id: 2, nome: 'Núcleo da Infância' }),
        nucleo({ id: 1, nome: 'Núcleo de Direitos Humanos', maximoIntegrantes: 2, predio_nome: 'Fórum Central', substituto1_nome: 'Ana Souza' }),
        nucleo({ id: 3, nome: 'Núcleo Agrário', comarca_nome: 'Lagarto', maximoIntegrantes: 1 }),
      ],
      [{ nucleo_id: 1, nome: 'Zeca Assessor' }, { nucleo_id: 1, nome: 'Ari Assessor' }],
      DIA,
    );
    expect(r.map((n) => [n.comarca_nome, n.nucleo_nome])).toEqual([['Aracaju', 'Núcleo da Infância'], ['Aracaju', 'Núcleo de Direitos Humanos'], ['Lagarto', 'Núcleo Agrário']]);
    expect(r[1]).toEqual({
      nucleo_id: 1,
      nucleo_nome: 'Núcleo de Direitos Humanos',
      comarca_nome: 'Aracaju',
      predio_nome: 'Fórum Central',
      maximo_integrantes: 2,
      substituto1_nome: 'Ana Souza',
      substituto2_nome: null,
      vago: null,
      // Bia's placement ended the day before.
      defensores: ['Fábio Nunes [C]'],
      assessores: ['Ari Assessor', 'Zeca Assessor'],
      estagiarios: ['Hugo Dias', null],
    });
    expect(r[0]).toMatchObject({ vago: '(VAGO)', defensores: [], assessores: [], estagiarios: [null] });
  });
});
