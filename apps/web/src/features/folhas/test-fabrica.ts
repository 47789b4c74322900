import type { Folha, FolhaResumo } from './api';

type Dia = Folha['dias'][number];

/** September 2025 (the 1st is a Monday): working days Monday to Friday, unfilled; the 7th of September a holiday. */
export function umaFolha(extra: Partial<Folha> = {}, dias: Partial<Dia>[] = []): Folha {
  const base: Dia[] = Array.from({ length: 30 }, (_, i) => {
    const dia = i + 1;
    const ds = new Date(Date.UTC(2025, 8, dia)).getUTCDay();
    const util = ds !== 0 && ds !== 6;
    return {
      dia, status: util ? 1 : 7, horarioEntrada: null, horarioSaida: null, justificativa: null, anexo: null, nomeArquivo: null,
      util, feriado: false, nomeFeriado: null, historicos: [],
    };
  });
  for (const d of dias) Object.assign(base[d.dia! - 1]!, d);
  return {
    id: 42, ano: 2025, mes: 9, status: 1, versao: 3,
    criadoEm: '2025-09-01T03:00:00.000Z', editadoEm: '2025-09-02T12:00:00.000Z', criadoPor: { username: 'admin' }, editadoPor: null,
    estagio: {
      id: 7, local: '1ª Defensoria Cível', unidade: 'Fórum Central', comarca: 'Capital', curso: 'Direito',
      data_inicio_estagio: '2025-01-01', data_fim_estagio: null, fim_semana: false, lotacao: { entrada: '08:00', saida: '13:00' },
    },
    estagiario: { id: 5, nome: 'Maria da Silva', cpf: '529.982.247-25' },
    responsavel: { id: 9, nome: 'Dr. João Souza', cpf: '111.444.777-35' },
    dias: base, assinaturas: [], notificacoes: [], correcoes: [],
    acoes: { preencher: true, enviar: true, assinar: false, devolver: false, notificar: false, definirResponsavel: false, pdf: false },
    ...extra,
  };
}

export const umResumo = (extra: Partial<FolhaResumo> = {}): FolhaResumo => ({
  id: 42, ano: 2025, mes: 9, status: 1, estagioId: 7, estagiario: { id: 5, nome: 'Maria da Silva' }, responsavel: { id: 9, nome: 'Dr. João Souza' },
  local: '1ª Defensoria Cível', unidade: 'Fórum Central', diasSemPreencher: 21, semanaAcimaDoLimite: false, editadoEm: '2025-09-02T12:00:00.000Z',
  ...extra,
});
