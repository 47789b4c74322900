import { describe, expect, it } from 'vitest';
import { relatorioDeEstagiarios } from './relatorio-estagiarios.js';
import { DIA, entrada } from './tabela-lotacao-dados.test.js';

describe('relatorioDeEstagiarios (§3 intern report rows)', () => {
  it('answers comarca → prédio → defensoria with maximum, defenders, padded interns, substitutas and sectors', () => {
    const [aracaju, lagarto] = relatorioDeEstagiarios(entrada(), DIA);
    expect(aracaju!.predios.map((p) => p.predio_nome)).toEqual(['Anexo de Lagarto', 'Fórum Central']);
    expect(aracaju!.predios[1]!.defensorias[0]).toEqual({
      defensoria_nome: '1ª Defensoria Cível',
      defensoria_maximo_estagiarios: 2,
      defensores: ['Ana Souza [T]', 'Bia Lima [S]', 'Caio Reis [A]'],
      estagiarios: ['Edu Prado', null],
      substituta1_nome: '2ª Defensoria Criminal',
      substituta2_nome: null,
      setores: ['PROT'],
    });
    expect(lagarto!.predios[0]!.defensorias[0]).toMatchObject({ defensores: ['Dan Melo [T]'], estagiarios: ['Gil Costa', 'Hugo Dias'], setores: [] });
  });

  it('an office with maximum 0 and no intern still has one line', () => {
    const criminal = relatorioDeEstagiarios(entrada(), DIA)[0]!.predios[1]!.defensorias[1]!;
    expect(criminal).toMatchObject({ defensoria_nome: '2ª Defensoria Criminal', defensores: [], estagiarios: [null] });
  });
});
