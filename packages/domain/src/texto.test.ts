import { describe, expect, it } from 'vitest';
import { dobrarTexto, incluiSemAcento } from './texto.js';

describe('text search folding', () => {
  it('folds accents and case, including ç and ñ', () => {
    expect(dobrarTexto('Ação Cível ÑANDU Conceição')).toBe('acao civel nandu conceicao');
  });
  it('finds either way round and ignores surrounding spaces of the term', () => {
    expect(incluiSemAcento('1ª Defensoria Cível', ' CIVEL ')).toBe(true);
    expect(incluiSemAcento('Joao', 'João')).toBe(true);
    expect(incluiSemAcento('Criminal', 'civel')).toBe(false);
    expect(incluiSemAcento('Qualquer', '')).toBe(true);
  });
});
