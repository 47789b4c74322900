import { describe, expect, it } from 'vitest';
import {
  configuracaoInputSchema,
  configuracoesSchema,
  exigeProcessos,
  lerTiposComProcesso,
  marcaTipoMovimentacao,
  mensagemQuantidadeTravada,
  mensagemTipoAtualizado,
  mensagemTipoCadastrado,
  mensagemTipoEmUso,
  MENSAGEM_DEFENSORIA_MOVIMENTACAO,
  MENSAGEM_DESCRICAO_TIPO,
  MENSAGEM_NUCLEO_MOVIMENTACAO,
  MENSAGEM_QUANTIDADE,
  MENSAGEM_QUANTIDADE_OBRIGATORIA,
  MENSAGEM_RECEBIMENTO_ANTES_DA_REFERENCIA,
  MENSAGEM_RECEBIMENTO_FUTURO,
  MENSAGEM_RECEBIMENTO_OBRIGATORIO,
  MENSAGEM_REFERENCIA_INVALIDA,
  MENSAGEM_REFERENCIA_OBRIGATORIA,
  MENSAGEM_TIPO_DE_DEFENSORIA,
  MENSAGEM_TIPO_DE_NUCLEO,
  MENSAGEM_TIPO_NAO_ENCONTRADO,
  MENSAGEM_TIPO_REPETIDO,
  movimentacaoInputSchema,
  movimentacaoNoContextoSchema,
  tipoMovimentacaoInputSchema,
  tiposComProcessoDe,
  tiposDaLinha,
  valorTiposComProcesso,
} from './movimentacao.js';
import { totaisDoPainel } from './movimentacao-api.js';
import {
  MENSAGEM_PROCESSO_CNJ_DIGITO,
  MENSAGEM_PROCESSO_NAO_NUMERO,
  MENSAGEM_PROCESSO_REPETIDO,
  MENSAGEM_PROCESSO_TAMANHO,
} from './numero-processo.js';

const CNJ = '0000001-72.2024.8.25.0001';
const CNJ_DIGITOS = '00000017220248250001';

describe('movement types', () => {
  const erros = (v: unknown) => {
    const r = tipoMovimentacaoInputSchema.safeParse(v);
    return r.success ? r.data : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it.each([
    [{ descricao: ' Audiência ', inicial: false, nucleo: true }, { descricao: 'Audiência', inicial: false, nucleo: true }],
    [{ descricao: 'Petição inicial cível' }, { descricao: 'Petição inicial cível', inicial: false, nucleo: false }],
    [{ descricao: '   ' }, [['descricao', MENSAGEM_DESCRICAO_TIPO]]],
    [{}, [['descricao', MENSAGEM_DESCRICAO_TIPO]]],
    [{ descricao: 'x'.repeat(101) }, [['descricao', 'Descrição: no máximo 100 caracteres.']]],
    [{ descricao: 'x'.repeat(100), inicial: 'sim' }, [['inicial', 'Petição Inicial: marque ou desmarque.']]],
  ])('%j → %j', (entrada, esperado) => {
    expect(erros(entrada)).toEqual(esperado);
  });

  it('marks D or N in the printed list (§9) and names its messages (§8, ADR 039)', () => {
    expect(marcaTipoMovimentacao({ nucleo: false })).toBe('D');
    expect(marcaTipoMovimentacao({ nucleo: true })).toBe('N');
    expect(mensagemTipoCadastrado('Júri')).toBe('Tipo Júri cadastrado.');
    expect(mensagemTipoAtualizado('Júri')).toBe('Tipo Júri atualizado.');
    expect(mensagemTipoEmUso(1)).toBe('O tipo não pode ser removido: está em uso em 1 registro de movimentação.');
    expect(mensagemTipoEmUso(37)).toBe('O tipo não pode ser removido: está em uso em 37 registros de movimentação.');
  });

  const tipos = [
    { id: 1, descricao: 'Petição inicial', inicial: true, nucleo: false },
    { id: 2, descricao: 'Audiência', inicial: false, nucleo: false },
    { id: 3, descricao: 'Recurso', inicial: false, nucleo: false },
    { id: 4, descricao: 'Inicial de núcleo', inicial: true, nucleo: true },
    { id: 5, descricao: 'Atendimento', inicial: false, nucleo: true },
  ];
  it.each([
    [{ nucleo: false, inicial: true }, [1]],
    [{ nucleo: false, inicial: false }, [2, 3]],
    [{ nucleo: false, inicial: null }, [1, 2, 3]],
    [{ nucleo: true, inicial: true }, [4]],
    [{ nucleo: true, inicial: false }, [5]],
    [{ nucleo: true, inicial: null }, [4, 5]],
  ])('a line %j offers the types %j (§4)', (linha, ids) => {
    expect(tiposDaLinha(tipos, linha).map((t) => t.id)).toEqual(ids);
  });
});

describe('configuration key 1, TiposComProcesso', () => {
  it('reads the comma-separated ids of the answer', () => {
    const configuracoes = configuracoesSchema.parse([
      { chave: 2, valor: 'outra' },
      { chave: 1, valor: ' 7, 3,,7 ,x,0,12' },
    ]);
    expect(tiposComProcessoDe(configuracoes)).toEqual([7, 3, 12]);
    expect(tiposComProcessoDe([])).toEqual([]);
    expect(lerTiposComProcesso('')).toEqual([]);
    expect(lerTiposComProcesso(null)).toEqual([]);
    expect(valorTiposComProcesso([7, 3, 12, 3])).toBe('3,7,12');
    expect(exigeProcessos(3, [3, 7])).toBe(true);
    expect(exigeProcessos(4, [3, 7])).toBe(false);
  });

  it.each([
    [{ chave: 1, valor: '7, 3,7' }, { chave: 1, valor: '3,7' }],
    [{ chave: 1, valor: '' }, { chave: 1, valor: '' }],
    [{ chave: 1, valor: '3;7' }, 'Tipos com processo: informe os ids dos tipos separados por vírgula.'],
    [{ chave: 1, valor: '3,,7' }, 'Tipos com processo: informe os ids dos tipos separados por vírgula.'],
    [{ chave: 2, valor: '3' }, 'Configuração desconhecida.'],
  ])('the administrators save %j → %j', (entrada, esperado) => {
    const r = configuracaoInputSchema.safeParse(entrada);
    expect(r.success ? r.data : r.error.issues[0]!.message).toEqual(esperado);
  });
});

const base = {
  defensor: { id: 10 },
  referencia: '2025-07',
  ehnucleo: false,
  defensoria: { id: 20 },
  distrito: { id: 30 },
  data_recebimento: '2025-08-05',
  civel: true,
  criminal: false,
  observacao: '  ',
  registros: [],
};

const erros = (v: unknown, schema: { safeParse: typeof movimentacaoInputSchema.safeParse } = movimentacaoInputSchema) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('movimentacaoInputSchema', () => {
  it('takes a movement of a defensoria and stores the process numbers as digits', () => {
    const m = movimentacaoInputSchema.parse({
      ...base,
      nucleo: { id: 99 },
      registros: [{ tipo: { id: 1 }, inicial: true, quantidade: 2, processos: [CNJ, '123456789012'] }],
    });
    expect(m).toEqual({
      ...base,
      ehnucleo: false,
      nucleo: null, // the other place is dropped
      observacao: null,
      pontuar: false,
      registros: [{ tipo: { id: 1 }, inicial: true, quantidade: 2, processos: [CNJ_DIGITOS, '123456789012'] }],
    });
  });

  it('takes a movement of a núcleo without defensoria nor distrito, and the stored comma-separated text', () => {
    const m = movimentacaoInputSchema.parse({
      ...base,
      ehnucleo: true,
      nucleo: { id: 40 },
      registros: [{ tipo: { id: 5 }, quantidade: 1, processos: `${CNJ}, ` }],
    });
    expect([m.ehnucleo, m.defensoria, m.distrito, m.nucleo]).toEqual([true, null, null, { id: 40 }]);
    expect(m.registros[0]!.processos).toEqual([CNJ_DIGITOS]);
  });

  it('tells the kind of place from the body when ehnucleo is absent', () => {
    expect(movimentacaoInputSchema.parse({ ...base, ehnucleo: undefined, defensoria: null, nucleo: { id: 40 } }).ehnucleo).toBe(true);
    expect(movimentacaoInputSchema.parse({ ...base, ehnucleo: null }).ehnucleo).toBe(false);
  });

  it.each([
    [{ referencia: '' }, [['referencia', MENSAGEM_REFERENCIA_OBRIGATORIA]]],
    [{ referencia: undefined }, [['referencia', MENSAGEM_REFERENCIA_OBRIGATORIA]]],
    [{ referencia: '2025-13' }, [['referencia', MENSAGEM_REFERENCIA_INVALIDA]]],
    [{ referencia: '07/2025' }, [['referencia', MENSAGEM_REFERENCIA_INVALIDA]]],
    [{ data_recebimento: '' }, [['data_recebimento', MENSAGEM_RECEBIMENTO_OBRIGATORIO]]],
    [{ data_recebimento: null }, [['data_recebimento', MENSAGEM_RECEBIMENTO_OBRIGATORIO]]],
    [{ data_recebimento: '2025-02-30' }, [['data_recebimento', 'Formato de data inválido']]],
    [{ data_recebimento: '2025-06-30' }, [['data_recebimento', MENSAGEM_RECEBIMENTO_ANTES_DA_REFERENCIA]]],
    [{ defensoria: null }, [['defensoria', MENSAGEM_DEFENSORIA_MOVIMENTACAO]]],
    [{ ehnucleo: true }, [['nucleo', MENSAGEM_NUCLEO_MOVIMENTACAO]]],
    [{ defensor: null }, [['defensor', 'Informe o defensor.']]],
    [{ observacao: 'x'.repeat(501) }, [['observacao', 'Observação: no máximo 500 caracteres.']]],
    // Every field at once, so the form shows everything that is missing.
    [
      { referencia: '', data_recebimento: '', defensoria: null },
      [
        ['referencia', MENSAGEM_REFERENCIA_OBRIGATORIA],
        ['data_recebimento', MENSAGEM_RECEBIMENTO_OBRIGATORIO],
        ['defensoria', MENSAGEM_DEFENSORIA_MOVIMENTACAO],
      ],
    ],
  ])('%j → %j', (mudanca, esperado) => {
    expect(erros({ ...base, ...mudanca })).toEqual(esperado);
  });

  it('takes a receipt on the first day of the month', () => {
    expect(erros({ ...base, data_recebimento: '2025-07-01' })).toBeNull();
  });

  const comLinha = (linha: object) => ({ ...base, registros: [{ tipo: { id: 2 }, quantidade: 1, ...linha }] });
  it.each([
    [{ quantidade: 0 }, null],
    [{ quantidade: 9999 }, null],
    [{ quantidade: 10000 }, [['registros.0.quantidade', MENSAGEM_QUANTIDADE]]],
    [{ quantidade: -1 }, [['registros.0.quantidade', MENSAGEM_QUANTIDADE]]],
    [{ quantidade: 1.5 }, [['registros.0.quantidade', MENSAGEM_QUANTIDADE]]],
    [{ quantidade: '3' }, [['registros.0.quantidade', MENSAGEM_QUANTIDADE]]],
    [{ quantidade: null }, [['registros.0.quantidade', MENSAGEM_QUANTIDADE_OBRIGATORIA]]],
    [{ tipo: null }, [['registros.0.tipo', 'Informe o tipo da movimentação.']]],
    [{ processos: ['12345678901'] }, [['registros.0.processos.0', MENSAGEM_PROCESSO_TAMANHO]]],
    [{ processos: ['1234567890123'] }, [['registros.0.processos.0', MENSAGEM_PROCESSO_TAMANHO]]],
    [{ processos: ['0000001-73.2024.8.25.0001'] }, [['registros.0.processos.0', MENSAGEM_PROCESSO_CNJ_DIGITO]]],
    [{ processos: ['12345678901a'] }, [['registros.0.processos.0', MENSAGEM_PROCESSO_NAO_NUMERO]]],
    // The same number typed formatted and bare is one number.
    [{ processos: [CNJ, '123456789012', CNJ_DIGITOS] }, [['registros.0.processos.2', MENSAGEM_PROCESSO_REPETIDO]]],
    [{ processos: `123456789012,${CNJ},123456789012` }, [['registros.0.processos.2', MENSAGEM_PROCESSO_REPETIDO]]],
    [{ processos: 7 }, [['registros.0.processos', 'Números de processo inválidos.']]],
  ])('a line %j → %j', (linha, esperado) => {
    expect(erros(comLinha(linha))).toEqual(esperado);
  });

  it('refuses a type on two lines, and a line that is no object', () => {
    const linha = { tipo: { id: 2 }, quantidade: 1 };
    expect(erros({ ...base, registros: [linha, { tipo: { id: 3 }, quantidade: 1 }, linha] })).toEqual([
      ['registros.2.tipo', MENSAGEM_TIPO_REPETIDO],
    ]);
    expect(erros({ ...base, registros: [linha, 'x', linha] })).toEqual([
      ['registros.1', 'Registro inválido.'],
      ['registros.2.tipo', MENSAGEM_TIPO_REPETIDO],
    ]);
  });

  it('refuses a body that is not a movement', () => {
    expect(erros([])).toHaveLength(1);
    expect(erros(null)).toHaveLength(1);
  });
});

describe('movimentacaoNoContextoSchema: the rules that read the types, key 1 and today', () => {
  const contexto = {
    tipos: [
      { id: 1, inicial: true, nucleo: false },
      { id: 2, inicial: false, nucleo: false },
      { id: 5, inicial: false, nucleo: true },
    ],
    tiposComProcesso: [1, 5],
    hoje: '2025-08-20',
  };
  const schema = movimentacaoNoContextoSchema(contexto);
  const linhas = (...registros: object[]) => ({ ...base, registros });

  it('locks the quantity of a type of key 1 to the count of its numbers (§4)', () => {
    expect(erros(linhas({ tipo: { id: 1 }, quantidade: 2, processos: [CNJ, '123456789012'] }), schema)).toBeNull();
    expect(erros(linhas({ tipo: { id: 1 }, quantidade: 0, processos: [] }), schema)).toBeNull();
    expect(erros(linhas({ tipo: { id: 1 }, quantidade: 3, processos: [CNJ, '123456789012'] }), schema)).toEqual([
      ['registros.0.quantidade', mensagemQuantidadeTravada(2)],
    ]);
    expect(erros(linhas({ tipo: { id: 1 }, quantidade: 1 }), schema)).toEqual([['registros.0.quantidade', mensagemQuantidadeTravada(0)]]);
    expect(mensagemQuantidadeTravada(2)).toBe('A quantidade deve ser igual ao número de processos informados: 2.');
  });

  it('leaves free the quantity of the other types, which keep the numbers they have (ADR 068)', () => {
    expect(erros(linhas({ tipo: { id: 2 }, quantidade: 40 }), schema)).toBeNull();
    const m = schema.parse(linhas({ tipo: { id: 2 }, quantidade: 40, processos: [CNJ] }));
    expect(m.registros[0]!.processos).toEqual([CNJ_DIGITOS]);
  });

  it('does not lock while a number of the line is wrong: that message comes first', () => {
    expect(erros(linhas({ tipo: { id: 1 }, quantidade: 1, processos: [CNJ, '1'] }), schema)).toEqual([
      ['registros.0.processos.1', MENSAGEM_PROCESSO_TAMANHO],
    ]);
  });

  it('stores the line as initial or not by its type', () => {
    const m = schema.parse(linhas({ tipo: { id: 1 }, inicial: false, quantidade: 0 }, { tipo: { id: 2 }, inicial: true, quantidade: 4 }));
    expect(m.registros.map((r) => r.inicial)).toEqual([true, false]);
  });

  it.each([
    [{ registros: [{ tipo: { id: 9 }, quantidade: 1 }] }, [['registros.0.tipo', MENSAGEM_TIPO_NAO_ENCONTRADO]]],
    [{ registros: [{ tipo: { id: 5 }, quantidade: 0 }] }, [['registros.0.tipo', MENSAGEM_TIPO_DE_NUCLEO]]],
    [
      { ehnucleo: true, nucleo: { id: 40 }, registros: [{ tipo: { id: 2 }, quantidade: 1 }] },
      [['registros.0.tipo', MENSAGEM_TIPO_DE_DEFENSORIA]],
    ],
    [{ data_recebimento: '2025-08-21' }, [['data_recebimento', MENSAGEM_RECEBIMENTO_FUTURO]]],
  ])('%j → %j', (mudanca, esperado) => {
    expect(erros({ ...base, ...mudanca }, schema)).toEqual(esperado);
  });

  it('takes a receipt today, and has no "today" rule without a day', () => {
    expect(erros({ ...base, data_recebimento: '2025-08-20' }, schema)).toBeNull();
    const semHoje = movimentacaoNoContextoSchema({ ...contexto, hoje: undefined });
    expect(erros({ ...base, data_recebimento: '2099-01-01' }, semHoje)).toBeNull();
  });
});

describe('totaisDoPainel', () => {
  const ref = (data_referencia: string, situacao: 'pendente' | 'pendente_vencida' | 'entregue' | 'atrasada') => ({
    data_referencia,
    data_prazo: '2025-01-10',
    defensoria_id: 1,
    nucleo_id: null,
    local: 'Defensoria',
    situacao,
    entregas: [],
  });

  it('counts each place of each month by situation, both pending kinds as pendentes, every month of the period in order', () => {
    const linhas = [
      { defensor_id: 1, defensor_nome: 'Ana', referencias: [ref('2025-02', 'entregue'), ref('2025-03', 'atrasada'), ref('2025-03', 'pendente_vencida')] },
      { defensor_id: 2, defensor_nome: 'Bia', referencias: [ref('2025-03', 'entregue'), ref('2025-04', 'pendente')] },
    ];
    expect(totaisDoPainel(linhas, ['2025-02', '2025-03', '2025-04', '2025-05'])).toEqual([
      { referencia: '2025-02', entregues: 1, atrasadas: 0, pendentes: 0 },
      { referencia: '2025-03', entregues: 1, atrasadas: 1, pendentes: 1 },
      { referencia: '2025-04', entregues: 0, atrasadas: 0, pendentes: 1 },
      { referencia: '2025-05', entregues: 0, atrasadas: 0, pendentes: 0 },
    ]);
    expect(totaisDoPainel([], [])).toEqual([]);
  });
});
