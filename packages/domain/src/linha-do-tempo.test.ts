import { describe, expect, it } from 'vitest';
import type { EventoDaLinhaDoTempo } from './acao-api.js';
import { documentoDaLinhaDoTempo, filtrarEventos, linhaDoEvento, tipoDoEvento } from './linha-do-tempo.js';

const evento = (over: Partial<EventoDaLinhaDoTempo>): EventoDaLinhaDoTempo => ({
  tipo_evento: 0,
  id: 1,
  tipo: 0,
  inicio: '2025-06-01',
  termino: '2025-06-20',
  referencia: null,
  anotacoes: null,
  local: null,
  substituindo: null,
  ...over,
});

describe('filtrarEventos', () => {
  const eventos = [
    evento({ id: 1, tipo_evento: 2, inicio: null, termino: null }),
    evento({ id: 2, tipo_evento: 2, inicio: '2015-01-01', termino: '2019-12-31' }),
    evento({ id: 3, tipo_evento: 1, inicio: '2024-12-20', termino: '2025-01-05' }),
    evento({ id: 4, tipo_evento: 0, inicio: '2025-06-01', termino: '2025-06-20' }),
  ];
  it.each([
    [{}, [1, 2, 3, 4]],
    [{ tipos: [] }, [1, 2, 3, 4]],
    [{ tipos: [0] }, [4]],
    [{ tipos: [1, 2] }, [1, 2, 3]],
    [{ ano: 2024 }, [1, 3]],
    [{ ano: 2025 }, [1, 3, 4]],
    [{ ano: 2019 }, [1, 2]],
    [{ ano: 2020 }, [1]],
    [{ ano: 2025, tipos: [2] }, [1]],
  ])('%j keeps %j', (filtro, ids) => {
    expect(filtrarEventos(eventos, filtro).map((e) => e.id)).toEqual(ids);
  });
});

describe('tipoDoEvento and linhaDoEvento', () => {
  it.each([
    [{ tipo_evento: 0 as const, tipo: 0 }, 'Ação: Férias'],
    [{ tipo_evento: 0 as const, tipo: 5 }, 'Ação: Licença Outros Motivos'],
    [{ tipo_evento: 1 as const, tipo: 4 }, 'Substituição: Licença Prêmio'],
    [{ tipo_evento: 2 as const, tipo: 2 }, 'Lotação: Titularidade'],
    [{ tipo_evento: 2 as const, tipo: 8 }, 'Lotação: Designação Especial'],
  ])('%j is %s', (e, rotulo) => {
    expect(tipoDoEvento(e)).toBe(rotulo);
  });

  it('formats the dates dd/MM/yyyy in the spec column order, blanks for what is missing', () => {
    expect(linhaDoEvento(evento({ tipo_evento: 1, tipo: 2, referencia: null, anotacoes: 'Pauta', local: 'Defensoria X', substituindo: 'Ana' }))).toEqual([
      'Substituição: Abono por Dia Trabalhado',
      'Pauta',
      '01/06/2025',
      '20/06/2025',
      '',
      'Ana',
      'Defensoria X',
    ]);
    expect(linhaDoEvento(evento({ inicio: null, termino: null, referencia: '2024-02-10' })).slice(2, 5)).toEqual(['', '', '10/02/2024']);
  });

  it('lays the document out in landscape with the title and the filters', () => {
    const doc = documentoDaLinhaDoTempo('Ana Souza', [evento({})], { ano: 2025, tipos: [0] }, new Date(2025, 5, 1, 10, 30)) as { pageOrientation: string; content: { text?: string }[] };
    expect(doc.pageOrientation).toBe('landscape');
    expect(doc.content.map((c) => c.text).filter(Boolean)).toEqual(['Linha do Tempo — Ana Souza', 'Filtros: ano de 2025; eventos: Ações', 'Gerado em 01/06/2025 10:30']);
  });
});
