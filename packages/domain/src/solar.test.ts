import { describe, expect, it } from 'vitest';
import { solarAtendimentosQuerySchema, TIPOS_DE_ATENDIMENTO_SOLAR } from './solar.js';

describe('solarAtendimentosQuerySchema', () => {
  it('fills the §9 defaults: ids 0 and start 2000-01-01', () => {
    expect(solarAtendimentosQuerySchema.parse({ p_data_final: '2026-01-31' })).toEqual({
      p_area_id: 0,
      p_defensoria_id: 0,
      p_defensor_id: 0,
      p_servidor_id: 0,
      p_tipo_atendimento: 0,
      p_data_inicial: '2000-01-01',
      p_data_final: '2026-01-31',
    });
  });

  it.each([
    [{ p_data_final: '' }, 'Informe a data final.'],
    [{ p_data_final: '2026-02-30' }, 'Formato de data inválido'],
    [{ p_data_final: '2026-01-31', p_area_id: '-1' }, 'Área inválida.'],
    [{ p_data_final: '2026-01-31', p_defensor_id: '2147483648' }, 'Defensor inválido.'],
    [{ p_data_final: '2026-01-31', p_tipo_atendimento: '15' }, 'Tipo de atendimento inválido.'],
    [{ p_data_final: '2026-01-31', p_servidor_id: 'a\u0000' }, 'Servidor inválido.'],
  ])('%j → %s', (entrada, mensagem) => {
    const r = solarAtendimentosQuerySchema.safeParse(entrada);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(mensagem);
  });

  it('accepts every §3 attendance type value', () => {
    for (const t of TIPOS_DE_ATENDIMENTO_SOLAR) {
      expect(solarAtendimentosQuerySchema.parse({ p_data_final: '2026-01-31', p_tipo_atendimento: String(t.id) }).p_tipo_atendimento).toBe(t.id);
    }
    expect(TIPOS_DE_ATENDIMENTO_SOLAR.map((t) => t.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 998, 999, 1031, 1092]);
  });
});
