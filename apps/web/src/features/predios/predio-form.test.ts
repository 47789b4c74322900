import { describe, expect, it } from 'vitest';
import { incluirSetor, paraEnvio, valoresIniciais, type SetorValores } from './predio-form';

const ger: SetorValores = { id: 22, sigla: 'GER', nome: 'Gerência', capacidade: 5, responsavel: { id: 7, nome: 'Ana' } };
const arq: SetorValores = { id: 21, sigla: 'ARQ', nome: 'Arquivo', capacidade: 2, responsavel: null };

describe('incluirSetor (cadastros-relatorios §4)', () => {
  it('updates the row of a sigla already in the list, in place and keeping its id, whatever the case typed', () => {
    const r = incluirSetor([ger, arq], { sigla: ' ger', nome: ' Gerência Geral ', capacidade: 9, responsavel: null });
    expect(r.atualizado).toBe(true);
    expect(r.setores).toEqual([{ id: 22, sigla: 'GER', nome: 'Gerência Geral', capacidade: 9, responsavel: null }, arq]);
  });

  it('appends a new sigla, upper-cased', () => {
    const r = incluirSetor([ger], { sigla: 'rec', nome: 'Recepção', capacidade: 3, responsavel: null });
    expect(r.atualizado).toBe(false);
    expect(r.setores.map((s) => s.sigla)).toEqual(['GER', 'REC']);
  });
});

describe('the building form values', () => {
  it('starts a new building with ordem 0 and DDD 79 on both phones', () => {
    const v = valoresIniciais(null);
    expect(v).toMatchObject({ ordem: 0, comarca: null, tipo: null, setores: [] });
    expect(v.telefoneprincipal).toEqual({ ddd: 79, numero: '' });
    expect(v.telefonesecundario).toEqual({ ddd: 79, numero: '' });
  });

  it('sends {id} references, numbers and only the responsável id of each sector; a cleared number as null', () => {
    const v = { ...valoresIniciais(null), ordem: '', comarca: '3', tipo: '2', setores: [ger, { ...arq, capacidade: '' }] };
    expect(paraEnvio(v)).toMatchObject({
      ordem: null,
      comarca: { id: 3 },
      tipo: 2,
      setores: [
        { sigla: 'GER', nome: 'Gerência', capacidade: 5, responsavel: { id: 7 } },
        { sigla: 'ARQ', nome: 'Arquivo', capacidade: null, responsavel: null },
      ],
    });
  });
});
