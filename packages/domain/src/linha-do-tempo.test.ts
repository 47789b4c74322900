import { describe, expect, it } from 'vitest';
import type { EventoDaLinhaDoTempo } from './acao-api.js';
import {
  anosDaLinhaDoTempo,
  descricaoDoFiltro,
  documentoDaLinhaDoTempo,
  eventoNoAno,
  filtrarLinhaDoTempo,
  linhaDoEvento,
  tipoDoEvento,
} from './linha-do-tempo.js';

const evento = (e: Partial<EventoDaLinhaDoTempo>): EventoDaLinhaDoTempo => ({
  tipo_evento: 0,
  id: 1,
  tipo: 0,
  inicio: '2025-07-01',
  termino: '2025-07-30',
  referencia: null,
  anotacoes: null,
  local: null,
  substituindo: null,
  ...e,
});

const FERIAS = evento({ id: 1, referencia: '2024-03-01', anotacoes: 'Férias de julho' });
const SUBSTITUICAO = evento({ tipo_evento: 1, id: 2, tipo: 4, inicio: '2024-12-20', termino: '2025-01-10', local: '1ª Defensoria Cível', substituindo: 'Bruno Souza' });
const LOTACAO = evento({ tipo_evento: 2, id: 3, tipo: 2, inicio: '2019-02-01', termino: null, local: '2ª Defensoria Criminal', anotacoes: 'Portaria 12/2019' });
const EVENTOS = [LOTACAO, SUBSTITUICAO, FERIAS];

describe('linha do tempo', () => {
  it.each([
    [FERIAS, 'Férias'],
    [SUBSTITUICAO, 'Substituição (Licença Prêmio)'],
    [LOTACAO, 'Lotação (Titularidade)'],
  ])('names the event by kind and type: %#', (e, nome) => expect(tipoDoEvento(e)).toBe(nome));

  it.each([
    [{ inicio: '2024-12-20', termino: '2025-01-10' }, 2024, true],
    [{ inicio: '2024-12-20', termino: '2025-01-10' }, 2025, true],
    [{ inicio: '2024-12-20', termino: '2025-01-10' }, 2026, false],
    [{ inicio: '2025-01-01', termino: '2025-01-01' }, 2024, false],
    [{ inicio: '2024-12-31', termino: '2024-12-31' }, 2024, true],
    [{ inicio: '2019-02-01', termino: null }, 2030, true],
    [{ inicio: null, termino: '2018-05-01' }, 1990, true],
    [{ inicio: null, termino: '2018-05-01' }, 2019, false],
  ])('%o touches %i: %s', (e, ano, sim) => expect(eventoNoAno(e, ano)).toBe(sim));

  it('filters by kinds and year together; nothing chosen keeps everything', () => {
    expect(filtrarLinhaDoTempo(EVENTOS, {})).toEqual(EVENTOS);
    expect(filtrarLinhaDoTempo(EVENTOS, { tipos: [1, 2] })).toEqual([LOTACAO, SUBSTITUICAO]);
    expect(filtrarLinhaDoTempo(EVENTOS, { ano: 2024 })).toEqual([LOTACAO, SUBSTITUICAO]);
    expect(filtrarLinhaDoTempo(EVENTOS, { tipos: [0], ano: 2024 })).toEqual([]);
  });

  it('offers the years the events touch, an open placement up to this year', () => {
    expect(anosDaLinhaDoTempo([FERIAS, SUBSTITUICAO], 2030)).toEqual([2025, 2024]);
    expect(anosDaLinhaDoTempo([evento({ inicio: '2023-05-01', termino: null })], 2025)).toEqual([2025, 2024, 2023]);
    expect(anosDaLinhaDoTempo([], 2025)).toEqual([]);
  });

  it('writes a row in the columns Tipo, Anotações, Início, Fim, Referência, Substituindo, Local', () => {
    expect(linhaDoEvento(FERIAS)).toEqual(['Férias', 'Férias de julho', '01/07/2025', '30/07/2025', '01/03/2024', '', '']);
    expect(linhaDoEvento(SUBSTITUICAO)).toEqual(['Substituição (Licença Prêmio)', '', '20/12/2024', '10/01/2025', '', 'Bruno Souza', '1ª Defensoria Cível']);
    expect(linhaDoEvento(LOTACAO)).toEqual(['Lotação (Titularidade)', 'Portaria 12/2019', '01/02/2019', '', '', '', '2ª Defensoria Criminal']);
  });

  it.each([
    [{}, 'Ações, substituições e lotações, todos os anos'],
    [{ tipos: [2, 0] as const, ano: 2025 }, 'Ações e lotações de 2025'],
    [{ tipos: [1] as const }, 'Substituições, todos os anos'],
  ])('describes the filter %o', (f, texto) => expect(descricaoDoFiltro(f)).toBe(texto));

  it('builds a landscape A4 document with the filtered rows and the generated-at footer', () => {
    const doc = documentoDaLinhaDoTempo({ nome: 'Ana Lima' }, EVENTOS, { tipos: [0, 1] }, new Date(2025, 5, 2, 14, 30)) as {
      pageSize: string;
      pageOrientation: string;
      content: { text?: string; table?: { body: unknown[][] } }[];
      footer: (p: number, t: number) => { columns: { text: string }[] };
    };
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('landscape');
    expect(doc.content[0]!.text).toBe('Linha do Tempo — Ana Lima');
    expect(doc.content[1]!.text).toBe('Ações e substituições, todos os anos');
    const tabela = doc.content.find((c) => c.table)!.table!;
    expect((tabela.body[0] as { text: string }[]).map((c) => c.text)).toEqual(['Tipo', 'Anotações', 'Início', 'Fim', 'Referência', 'Substituindo', 'Local']);
    expect(tabela.body.slice(1).map((r) => r[0])).toEqual(['Substituição (Licença Prêmio)', 'Férias']);
    expect(doc.footer(1, 2).columns[0]!.text).toBe('Gerado em 02/06/2025 14:30');
    const vazio = documentoDaLinhaDoTempo({ nome: 'Ana Lima' }, EVENTOS, { ano: 1990 }, new Date()) as { content: { text?: string }[] };
    expect(vazio.content.at(-1)!.text).toBe('Nenhum registro encontrado');
  });
});
