import { describe, expect, it } from 'vitest';
import { anosDaLinhaDoTempo } from './anos';

describe('anosDaLinhaDoTempo', () => {
  it.each([
    [[{ inicio: '2024-12-20', termino: '2025-01-10' }, { inicio: '2025-07-01', termino: '2025-07-30' }], 2030, [2025, 2024]],
    [[{ inicio: '2023-05-01', termino: null }], 2025, [2025, 2024, 2023]],
    [[{ inicio: null, termino: '2019-05-01' }], 2025, [2019]],
    [[{ inicio: null, termino: null }], 2025, [2025]],
    [[], 2025, []],
  ])('%o until %i gives %o', (eventos, atual, anos) => expect(anosDaLinhaDoTempo(eventos, atual)).toEqual(anos));
});
