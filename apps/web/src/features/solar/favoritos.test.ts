import { beforeEach, describe, expect, it } from 'vitest';
import { chaveDosFavoritos, lerFavoritos, removerFavorito, salvarFavorito } from './favoritos';
import { filtrosIniciais } from './filtros';

describe('Favoritos of the Solar report (localStorage per user)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each user\'s sets apart, sorted by name; the same name (any case) replaces', () => {
    const f = filtrosIniciais('2026-02-10');
    salvarFavorito('ana', 'Trimestre', f);
    salvarFavorito('ana', 'Área cível', { ...f, lados: { ...f.lados, area: '1' } });
    salvarFavorito('bruno', 'Só do Bruno', f);
    expect(lerFavoritos('ana').map((x) => x.nome)).toEqual(['Área cível', 'Trimestre']);
    expect(lerFavoritos('bruno').map((x) => x.nome)).toEqual(['Só do Bruno']);
    salvarFavorito('ana', '  trimestre ', { ...f, inicio: '2026-01-01' });
    expect(lerFavoritos('ana').map((x) => [x.nome, x.filtros.inicio])).toEqual([['Área cível', '2026-02-01'], ['trimestre', '2026-01-01']]);
    expect(removerFavorito('ana', 'Área cível').map((x) => x.nome)).toEqual(['trimestre']);
  });

  it('ignores what is not a set this screen wrote (broken JSON, other shapes)', () => {
    localStorage.setItem(chaveDosFavoritos('ana'), '{quebrado');
    expect(lerFavoritos('ana')).toEqual([]);
    const bom = { nome: 'Bom', filtros: filtrosIniciais('2026-02-10') };
    localStorage.setItem(chaveDosFavoritos('ana'), JSON.stringify([bom, { nome: 'Sem filtros' }, { nome: '', filtros: bom.filtros }, { nome: 'Lados errados', filtros: { ...bom.filtros, lados: { area: 3 } } }, 7]));
    expect(lerFavoritos('ana')).toEqual([bom]);
  });

  it('starts on the current month', () => {
    expect(filtrosIniciais('2024-02-10')).toEqual(expect.objectContaining({ inicio: '2024-02-01', fim: '2024-02-29' }));
    expect(filtrosIniciais('2026-12-31')).toEqual(expect.objectContaining({ inicio: '2026-12-01', fim: '2026-12-31' }));
  });
});
