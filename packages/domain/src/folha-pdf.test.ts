import { describe, expect, it } from 'vitest';
import {
  cpfParaVerificacao,
  codigoVerificacaoSchema,
  documentoDaFolha,
  linhasDosDiasDoPdf,
  mesDaFolhaPorExtenso,
  normalizarCodigoVerificacao,
  totaisDoPdf,
  type FolhaDoPdf,
} from './folha-pdf.js';
import type { DiaDaFolhaResposta } from './folha-respostas.js';
import { paraPdfmake } from './documento-pdf.js';

const dia = (n: number, d: Partial<DiaDaFolhaResposta> = {}): DiaDaFolhaResposta => ({
  dia: n,
  status: 7,
  horarioEntrada: null,
  horarioSaida: null,
  justificativa: null,
  anexo: null,
  nomeArquivo: null,
  util: false,
  feriado: false,
  nomeFeriado: null,
  historicos: [],
  ...d,
});

// March 2031: the 1st is a Saturday, the 3rd a Monday.
const FOLHA: FolhaDoPdf = {
  ano: 2031,
  mes: 3,
  status: 4,
  estagio: {
    id: 1,
    local: '1ª Defensoria Cível',
    unidade: 'Fórum Central',
    comarca: 'Aracaju',
    curso: 'Direito',
    data_inicio_estagio: '2025-03-01',
    data_fim_estagio: null,
    fim_semana: false,
    lotacao: { entrada: '13:00', saida: '17:00' },
  },
  estagiario: { id: 1, nome: 'Ana Conceição', cpf: '529.982.247-25' },
  responsavel: { id: 2, nome: 'Bruno Araújo', cpf: '111.444.777-35' },
  dias: [
    dia(1),
    dia(2, { util: true }),
    dia(3, { util: true, status: 2, horarioEntrada: '13:00', horarioSaida: '17:00' }),
    dia(4, { util: true, status: 3, justificativa: 'Consulta médica' }),
    dia(5, { util: true, status: 4 }),
    dia(6, { util: true, status: 6 }),
    dia(10, { feriado: true, status: 5, nomeFeriado: 'Aniversário da Cidade' }),
    dia(11, { util: true, status: 2, horarioEntrada: '08:00', horarioSaida: '12:30' }),
  ],
  assinaturas: [
    { perfilAssinante: 1, nome: 'Ana Conceição', criadoEm: '2031-04-01T12:00:00.000Z', ip: '10.0.0.1' },
    { perfilAssinante: 2, nome: 'Bruno Araújo', criadoEm: '2031-04-02T12:00:00.000Z', ip: null },
    { perfilAssinante: 3, nome: 'Carla Setor', criadoEm: '2031-04-03T12:00:00.000Z', ip: '10.0.0.3' },
  ],
};

describe('linhasDosDiasDoPdf', () => {
  it.each([
    [1, ['01/03/2031', 'Sab', 'Sem expediente', '', '', '', '']],
    [2, ['02/03/2031', 'Dom', 'Não Preenchido', '', '', '', '']],
    [3, ['03/03/2031', 'Seg', 'Presente', '13:00', '17:00', '240', '']],
    [4, ['04/03/2031', 'Ter', 'Falta Justificada', '', '', '', 'Consulta médica']],
    [5, ['05/03/2031', 'Qua', 'Falta Não Justificada', '', '', '', '']],
    [6, ['06/03/2031', 'Qui', 'Recesso', '', '', '', '']],
    [10, ['10/03/2031', 'Seg', 'Feriado — Aniversário da Cidade', '', '', '', '']],
    [11, ['11/03/2031', 'Ter', 'Presente', '08:00', '12:30', '270', '']],
  ])('day %i', (n, linha) => {
    const i = FOLHA.dias.findIndex((d) => d.dia === n);
    expect(linhasDosDiasDoPdf(FOLHA)[i]).toEqual(linha);
  });
});

describe('totaisDoPdf and the month', () => {
  it('counts each status and the minutes of the present days', () => {
    expect(totaisDoPdf(FOLHA)).toEqual([
      ['Dias presentes', '2'],
      ['Faltas justificadas', '1'],
      ['Faltas não justificadas', '1'],
      ['Recesso', '1'],
      ['Feriados', '1'],
      ['Total trabalhado', '8h30 (510 minutos)'],
    ]);
  });
  it.each([
    [1, 2030, 'Janeiro de 2030'],
    [3, 2031, 'Março de 2031'],
    [12, 2025, 'Dezembro de 2025'],
  ])('month %i/%i is %s', (mes, ano, texto) => expect(mesDaFolhaPorExtenso(mes, ano)).toBe(texto));
});

describe('documentoDaFolha', () => {
  const def = documentoDaFolha(FOLHA, { codigo: 'K7QM-3XPA-0000-1111-2222', endereco: 'https://sgi.exemplo/verificar/K7QM-3XPA-0000-1111-2222' }, new Date(2031, 3, 5, 10, 0));
  const texto = JSON.stringify(def.content);
  it('is A4 portrait with the code in the footer', () => {
    expect(def).toMatchObject({ pageSize: 'A4', pageOrientation: 'portrait' });
    const rodape = (paraPdfmake(def).footer as (p: number, t: number) => unknown)(1, 1);
    expect(JSON.stringify(rodape)).toContain('Código de verificação K7QM-3XPA-0000-1111-2222');
  });
  it.each([
    'Folha de Frequência — Março de 2031',
    'Ana Conceição',
    '529.982.247-25',
    '1ª Defensoria Cível',
    'Fórum Central',
    'Aracaju',
    'Direito',
    'desde 01/03/2025',
    'Bruno Araújo',
    'Situação: Concluída',
    'Setor de Estágio',
    '10.0.0.3',
    '8h30 (510 minutos)',
    'K7QM-3XPA-0000-1111-2222',
    'https://sgi.exemplo/verificar/K7QM-3XPA-0000-1111-2222',
  ])('shows %s', (s) => expect(texto).toContain(s));
  it('one table row per day plus the header', () => {
    const tabelas = (def.content as { table?: { body: { text?: string }[][] } }[]).filter((c) => c.table?.body[0]?.[0]?.text === 'Data');
    expect(tabelas.map((t) => t.table!.body.length)).toEqual([FOLHA.dias.length + 1]);
  });
});

describe('the verification code and the CPF on the public page', () => {
  it.each([
    ['K7QM-3XPA-0000-1111-2222', 'K7QM-3XPA-0000-1111-2222'],
    ['k7qm3xpa000011112222', 'K7QM-3XPA-0000-1111-2222'],
    [' k7qm 3xpa 0000 1111 2222 ', 'K7QM-3XPA-0000-1111-2222'],
    ['K7QM-3XPA-0000-1111-222', null],
    ['K7QM-3XPA-0000-1111-222I', null],
    ['K7QM-3XPA-0000-1111-2222-3', null],
    ['', null],
  ])('%j → %j', (entrada, saida) => {
    expect(normalizarCodigoVerificacao(entrada)).toBe(saida);
    expect(codigoVerificacaoSchema.safeParse(entrada).success).toBe(saida !== null);
  });
  it.each([
    ['52998224725', '***.982.247-**'],
    ['529.982.247-25', '***.982.247-**'],
    ['123', '***.***.***-**'],
  ])('%s → %s', (cpf, mascara) => expect(cpfParaVerificacao(cpf)).toBe(mascara));
});
