import { describe, expect, it } from 'vitest';
import { CacheComGeracao } from './cache-com-geracao.js';

const porTamanho = (maximo: number) => ({ de: (texto: string) => texto.length, maximo });

describe('CacheComGeracao', () => {
  it('full, drops its oldest entry', () => {
    const c = new CacheComGeracao<string>(1000, 2);
    for (const k of ['a', 'b', 'c']) c.guardar(k, k, c.marco(), 0);
    expect([c.ler('a', 1), c.ler('b', 1), c.ler('c', 1)]).toEqual([undefined, 'b', 'c']);
  });

  it('keeps the total weight within its bound, dropping the oldest entries first', () => {
    const c = new CacheComGeracao<string>(1000, 10, porTamanho(10));
    c.guardar('a', 'aaaa', c.marco(), 0);
    c.guardar('b', 'bbbb', c.marco(), 0);
    c.guardar('c', 'cccccc', c.marco(), 0); // 4 + 4 + 6 > 10: 'a' goes, 4 + 6 fits
    expect([c.ler('a', 1), c.ler('b', 1), c.ler('c', 1)]).toEqual([undefined, 'bbbb', 'cccccc']);
    c.guardar('b', 'bb', c.marco(), 0); // replacing an entry counts only its new weight
    c.guardar('d', 'dd', c.marco(), 0);
    expect([c.ler('b', 1), c.ler('c', 1), c.ler('d', 1)]).toEqual(['bb', 'cccccc', 'dd']);
  });

  it('does not keep an answer heavier than the whole bound, nor drop the others for it', () => {
    const c = new CacheComGeracao<string>(1000, 10, porTamanho(10));
    c.guardar('a', 'aaaa', c.marco(), 0);
    c.guardar('grande', 'x'.repeat(11), c.marco(), 0);
    expect([c.ler('a', 1), c.ler('grande', 1)]).toEqual(['aaaa', undefined]);
  });

  it('counts nothing of what it forgot or what expired', () => {
    const c = new CacheComGeracao<string>(1000, 10, porTamanho(10));
    c.guardar('a', 'aaaaaaaa', c.marco(), 0);
    c.esquecer();
    c.guardar('b', 'bbbbbbbb', c.marco(), 0);
    expect(c.ler('b', 1000)).toBeUndefined(); // expired
    c.guardar('c', 'cccccccccc', c.marco(), 0);
    expect(c.ler('c', 1)).toBe('cccccccccc');
    expect(c.tamanho).toBe(1);
  });

  describe('obter', () => {
    /** A read that answers when told to, counting how many were started. */
    function leitura() {
      const pendentes: { responder: (v: string) => void; falhar: (e: Error) => void }[] = [];
      const calcular = () =>
        new Promise<string>((responder, falhar) => {
          pendentes.push({ responder, falhar });
        });
      return { calcular, pendentes };
    }

    it('reads once for callers that miss the same key together, and keeps the answer', async () => {
      const c = new CacheComGeracao<string>(1000, 10);
      const { calcular, pendentes } = leitura();
      const juntos = [c.obter('k', calcular), c.obter('k', calcular), c.obter('outra', calcular)];
      expect(pendentes).toHaveLength(2); // one for 'k', one for 'outra'
      pendentes[0]!.responder('valor de k');
      pendentes[1]!.responder('valor da outra');
      expect(await Promise.all(juntos)).toEqual(['valor de k', 'valor de k', 'valor da outra']);
      expect(await c.obter('k', calcular)).toBe('valor de k');
      expect(pendentes).toHaveLength(2);
    });

    it('does not share a read begun before a change, nor keep its answer', async () => {
      const c = new CacheComGeracao<string>(1000, 10);
      const { calcular, pendentes } = leitura();
      const antes = c.obter('k', calcular);
      c.esquecer();
      const depois = c.obter('k', calcular);
      expect(pendentes).toHaveLength(2);
      pendentes[0]!.responder('lido antes da mudança');
      pendentes[1]!.responder('lido depois');
      expect([await antes, await depois]).toEqual(['lido antes da mudança', 'lido depois']);
      expect(c.ler('k', 1)).toBe('lido depois');
    });

    it('does not share a failure: each caller that waited on the read reads on its own', async () => {
      const c = new CacheComGeracao<string>(1000, 10);
      const { calcular, pendentes } = leitura();
      const primeiro = c.obter('k', calcular);
      const segundo = c.obter('k', calcular);
      pendentes[0]!.falhar(new Error('quem pediu foi embora'));
      await expect(primeiro).rejects.toThrow('quem pediu foi embora');
      await new Promise((r) => setImmediate(r));
      expect(pendentes).toHaveLength(2); // the second read again, on its own
      pendentes[1]!.responder('lido pelo segundo');
      expect(await segundo).toBe('lido pelo segundo');
      expect(c.ler('k', 1)).toBe('lido pelo segundo');
    });

    it('with novo, reads past the kept answer and the reads under way, and a later caller shares its read', async () => {
      const c = new CacheComGeracao<string>(1000, 10);
      c.guardar('k', 'guardado', c.marco(), 0);
      const { calcular, pendentes } = leitura();
      const porCima = c.obter('k', calcular, { novo: true, agora: () => 1 });
      expect(pendentes).toHaveLength(1);
      pendentes[0]!.responder('lido de novo');
      expect(await porCima).toBe('lido de novo');
      expect(c.ler('k', 2)).toBe('lido de novo');

      c.esquecer();
      const comum = c.obter('k', calcular, { agora: () => 2 });
      const outraNova = c.obter('k', calcular, { novo: true, agora: () => 2 }); // past the common read under way
      const depois = c.obter('k', calcular, { agora: () => 2 }); // shares the newest read
      expect(pendentes).toHaveLength(3);
      pendentes[1]!.responder('comum');
      pendentes[2]!.responder('a mais nova');
      expect([await comum, await outraNova, await depois]).toEqual(['comum', 'a mais nova', 'a mais nova']);
    });
  });
});
