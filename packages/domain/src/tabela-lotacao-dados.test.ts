import { describe, expect, it } from 'vitest';
import { TIPO_ACAO } from './acao.js';
import { TIPO_VINCULO } from './lotacao.js';
import type { EntradaTabelaLotacao, LotacaoDaEntrada } from './tabela-lotacao-entrada.js';
import type { TabelaLotacao } from './tabela-lotacao-modelo.js';

/** The assignment tables' dataset, shared by their test files (a .test.ts so it is never built into dist). */
export const DIA = '2026-03-10';
export const ANTES = '2026-03-09';
export const DEPOIS = '2026-03-11';

export const l = (p: Partial<LotacaoDaEntrada>): LotacaoDaEntrada => ({
  defensoria_id: null, defensor_id: null, estagio_id: null, tipo: TIPO_VINCULO.Titularidade, data_inicial: '2020-01-01', data_final: null, ativo: true, ...p,
});

// Personal fields the input may carry; none of them may reach any table, least of all the public one.
const pessoal = { cpf: '123.456.789-09', email: 'ana@dp.gov.br', telefone: '(79) 99999-0000' };

/**
 * Aracaju: office 1 with titular, substitute and accumulation and one intern (maximum 2); office 2 vacant (a
 * placement ended the day before, one starts the day after, one inactive; maximum 0); office 4 registered in
 * Aracaju but in a Lagarto building. Lagarto: office 3 with two interns over its maximum of 1.
 */
export function entrada(): EntradaTabelaLotacao & Required<Pick<EntradaTabelaLotacao, 'setores'>> {
  return {
    comarcas: [{ id: 2, nome: 'Lagarto' }, { id: 1, nome: 'Aracaju' }],
    predios: [{ id: 10, nome: 'Fórum Central', comarca_id: 1 }, { id: 11, nome: 'Fórum de Lagarto', comarca_id: 2 }, { id: 12, nome: 'Anexo de Lagarto', comarca_id: 2 }],
    atuacoes: [{ id: 100, nome: 'Criminal', ordem: 2 }, { id: 101, nome: 'Cível', ordem: 1 }],
    defensorias: [
      { id: 1, nome: '1ª Defensoria Cível', comarca_id: 1, predio_id: 10, atuacao_id: 101, vara_id: null, substituta1_id: 2, substituta2_id: null, maximo_estagiarios: 2 },
      { id: 2, nome: '2ª Defensoria Criminal', comarca_id: 1, predio_id: 10, atuacao_id: 100, vara_id: null, substituta1_id: null, substituta2_id: null, maximo_estagiarios: 0 },
      { id: 3, nome: '1ª Defensoria de Lagarto', comarca_id: 2, predio_id: 11, atuacao_id: 100, vara_id: null, substituta1_id: 1, substituta2_id: 2, maximo_estagiarios: 1 },
      { id: 4, nome: 'Defensoria Itinerante', comarca_id: 1, predio_id: 12, atuacao_id: null, vara_id: null, substituta1_id: null, substituta2_id: null, maximo_estagiarios: 0 },
    ],
    nucleos: [{ id: 2, nome: 'Núcleo da Infância', maximo_estagiarios: 0 }, { id: 1, nome: 'Núcleo de Direitos Humanos', maximo_estagiarios: 2 }],
    setores: [{ id: 1, sigla: 'PROT', nome: 'Protocolo', predio_id: 10 }, { id: 2, sigla: 'ATD', nome: 'Atendimento', predio_id: 10 }],
    defensores: [
      { id: 1, nome: 'Ana Souza', ...pessoal },
      { id: 2, nome: 'Bia Lima', ...pessoal },
      { id: 3, nome: 'Caio Reis', ...pessoal },
      { id: 4, nome: 'Dan Melo', ...pessoal },
      { id: 5, nome: 'Fábio Nunes', ...pessoal },
    ],
    estagios: [{ id: 1, nome: 'Edu Prado' }, { id: 2, nome: 'Gil Costa' }, { id: 3, nome: 'Hugo Dias' }],
    lotacoes: [
      l({ defensoria_id: 1, defensor_id: 3, tipo: TIPO_VINCULO.Acumulacao, anotacao1: 'telefone particular 99999-0000' }),
      l({ defensoria_id: 1, defensor_id: 2, tipo: TIPO_VINCULO.Substituicao, data_inicial: DIA, data_final: DIA }),
      l({ defensoria_id: 1, defensor_id: 1, diretor: true }),
      l({ defensoria_id: 1, estagio_id: 1, tipo: TIPO_VINCULO.Designacao, setor_id: 1 }),
      l({ defensoria_id: 2, defensor_id: 4, data_final: ANTES }),
      l({ defensoria_id: 2, defensor_id: 1, tipo: TIPO_VINCULO.Acumulacao, data_inicial: DEPOIS }),
      l({ defensoria_id: 2, defensor_id: 5, ativo: false }),
      l({ defensoria_id: 3, defensor_id: 4, data_inicial: ANTES }),
      l({ defensoria_id: 3, estagio_id: 2, tipo: TIPO_VINCULO.Designacao }),
      l({ defensoria_id: 3, estagio_id: 3, tipo: TIPO_VINCULO.Designacao }),
      l({ defensoria_id: 4, defensor_id: 3, tipo: TIPO_VINCULO.Designacao }),
      l({ nucleo_id: 1, defensor_id: 5, tipo: TIPO_VINCULO.Designacao }),
      l({ nucleo_id: 1, defensor_id: 2, tipo: TIPO_VINCULO.Designacao, data_final: ANTES }),
      l({ nucleo_id: 1, estagio_id: 3, tipo: TIPO_VINCULO.Designacao }),
    ],
    acoes: [
      { defensor_id: 1, tipo: TIPO_ACAO.Ferias, data_inicial: DIA, data_final: '2026-03-19', motivo: 'cirurgia', exibiranotacao: false, substituicoes: [{ defensoria_id: 1, substituto_id: 2 }] },
      { defensor_id: 4, tipo: TIPO_ACAO.AbonoTrabalhado, data_inicial: DEPOIS, data_final: DEPOIS, motivo: 'plantão', exibiranotacao: true, substituicoes: [{ defensoria_id: 3, substituto_id: 3 }] },
    ],
  };
}

/** office name → its lines as printed: '(VAGO)' or 'Nome [T]' */
export const linhas = (t: TabelaLotacao) =>
  Object.fromEntries(t.comarcas.flatMap((c) => c.grupos.flatMap((g) => g.defensorias)).map((d) => [d.nome, d.vago ? [d.vago] : d.defensores.map((p) => `${p.nome} ${p.marca}`.trim())]));
export const estrutura = (t: TabelaLotacao) => t.comarcas.map((c) => [c.nome, c.grupos.map((g) => [g.titulo, g.defensorias.map((d) => d.nome)])]);

describe('the dataset', () => {
  it('references only rows it has', () => {
    const e = entrada();
    const tem = (lista: { id: number }[], id: number | null | undefined) => id == null || lista.some((x) => x.id === id);
    expect(e.lotacoes.every((x) => tem(e.defensorias, x.defensoria_id) && tem(e.defensores, x.defensor_id) && tem(e.estagios, x.estagio_id) && tem(e.nucleos, x.nucleo_id) && tem(e.setores, x.setor_id))).toBe(true);
    expect(e.defensorias.every((d) => tem(e.comarcas, d.comarca_id) && tem(e.predios, d.predio_id) && tem(e.atuacoes, d.atuacao_id))).toBe(true);
    expect(e.acoes.every((a) => tem(e.defensores, a.defensor_id) && a.substituicoes.every((s) => tem(e.defensorias, s.defensoria_id) && tem(e.defensores, s.substituto_id)))).toBe(true);
  });
});
