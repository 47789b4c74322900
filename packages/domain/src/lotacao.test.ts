import { describe, expect, it } from 'vitest';
import {
  lotacaoInputSchema,
  marcaTipoVinculo,
  TIPO_PESSOA,
  TIPO_VINCULO,
  TIPO_VINCULO_OPCOES,
  tipoPessoaDoVinculo,
  tipoPessoaLabel,
  tiposPermitidos,
  tipoVinculoLabel,
  vigente,
} from './lotacao.js';

describe('placement types and person kinds', () => {
  it('numbers and labels the nine placement types as the spec lists them', () => {
    expect(TIPO_VINCULO_OPCOES.map((o) => `${o.value} ${o.label}`)).toEqual([
      '0 Substituição',
      '1 Acumulação',
      '2 Titularidade',
      '3 Lotação',
      '4 Designação',
      '5 Estágio Voluntário',
      '6 Estágio Obrigatório',
      '7 Estágio Não Obrigatório',
      '8 Designação Especial',
    ]);
    expect(tipoVinculoLabel(TIPO_VINCULO.DesignacaoEspecial)).toBe('Designação Especial');
    expect(tipoVinculoLabel(9)).toBe('');
    expect(tipoVinculoLabel(null)).toBe('');
  });

  it.each([
    [TIPO_VINCULO.Titularidade, '[T]'],
    [TIPO_VINCULO.Substituicao, '[S]'],
    [TIPO_VINCULO.Acumulacao, '[A]'],
    [TIPO_VINCULO.Designacao, '[C]'],
    [TIPO_VINCULO.DesignacaoEspecial, '[C]'],
    [TIPO_VINCULO.Lotacao, ''],
    [TIPO_VINCULO.EstagioObrigatorio, ''],
    [42, ''],
  ])('short PDF mark of type %i is %j', (tipo, marca) => {
    expect(marcaTipoVinculo(tipo)).toBe(marca);
  });

  it('labels the person kinds 1..3', () => {
    expect([1, 2, 3, 4].map(tipoPessoaLabel)).toEqual(['Defensor', 'Assessor', 'Estagiário', '']);
  });

  it('defenders may receive every type; advisors and interns only Designação', () => {
    expect(tiposPermitidos(TIPO_PESSOA.Defensor)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tiposPermitidos(TIPO_PESSOA.Assessor)).toEqual([TIPO_VINCULO.Designacao]);
    expect(tiposPermitidos(TIPO_PESSOA.Estagiario)).toEqual([TIPO_VINCULO.Designacao]);
  });

  it('tells the person kind only when exactly one person is set', () => {
    expect(tipoPessoaDoVinculo({ defensor: { id: 1 }, assessor: null })).toBe(TIPO_PESSOA.Defensor);
    expect(tipoPessoaDoVinculo({ estagio: { id: 1 } })).toBe(TIPO_PESSOA.Estagiario);
    expect(tipoPessoaDoVinculo({ assessor: { id: 1 }, estagio: { id: 2 } })).toBeNull();
    expect(tipoPessoaDoVinculo({})).toBeNull();
  });
});

const estagiario = { tipo: TIPO_VINCULO.Designacao, estagio: { id: 7 }, defensoria: { id: 3 } };
const defensor = { tipo: TIPO_VINCULO.Titularidade, defensor: { id: 5 }, defensoria: { id: 3 } };

/** Every issue as [path, message], so a repeated or second message is not hidden. */
const erros = (v: unknown) => {
  const r = lotacaoInputSchema.safeParse(v);
  return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('lotacaoInputSchema', () => {
  it("an intern's placement: defaults active, no dates, pontuar and diretor off", () => {
    expect(lotacaoInputSchema.parse({ ...estagiario, entrada: '13:00', saida: '17:00', id: 9 })).toEqual({
      tipo: 4,
      defensor: null,
      assessor: null,
      estagio: { id: 7 },
      defensoria: { id: 3 },
      nucleo: null,
      setor: null,
      data_inicial: null,
      data_final: null,
      entrada: '13:00',
      saida: '17:00',
      ativo: true,
      pontuar: false,
      diretor: false,
      anotacao1: null,
      anotacao2: null,
    });
  });

  it("a defender's placement keeps pontuar, diretor, an unticked ativo (draft), the dates and notes", () => {
    const r = lotacaoInputSchema.parse({
      ...defensor,
      defensoria: null,
      nucleo: { id: 2 },
      setor: { id: 4 },
      data_inicial: '2025-02-01',
      data_final: '2025-02-01',
      entrada: '',
      saida: null,
      ativo: false,
      pontuar: true,
      diretor: true,
      anotacao1: '  Portaria 12/2025 ',
      anotacao2: '',
    });
    expect(r).toMatchObject({
      nucleo: { id: 2 },
      defensoria: null,
      setor: { id: 4 },
      data_inicial: '2025-02-01',
      data_final: '2025-02-01',
      entrada: null,
      saida: null,
      ativo: false,
      pontuar: true,
      diretor: true,
      anotacao1: 'Portaria 12/2025',
      anotacao2: null,
    });
  });

  it('stores pontuar and diretor false for advisors and interns whatever the form sent', () => {
    const r = lotacaoInputSchema.parse({ ...estagiario, estagio: null, assessor: { id: 1 }, pontuar: true, diretor: true });
    expect(r).toMatchObject({ pontuar: false, diretor: false });
  });

  it("cuts a database time 'HH:mm:ss' to minutes", () => {
    expect(lotacaoInputSchema.parse({ ...estagiario, entrada: '07:30:00', saida: '13:30:00' })).toMatchObject({ entrada: '07:30', saida: '13:30' });
  });

  it.each([
    TIPO_VINCULO.Substituicao,
    TIPO_VINCULO.Acumulacao,
    TIPO_VINCULO.Lotacao,
    TIPO_VINCULO.Designacao,
    TIPO_VINCULO.EstagioVoluntario,
    TIPO_VINCULO.DesignacaoEspecial,
  ])('a defender may be placed with type %i', (tipo) => {
    expect(erros({ ...defensor, tipo })).toBeNull();
  });

  const mais = 'Deve ser especificado apenas um defensor, assessor ou estágio no mesmo registro.';
  const nenhum = 'Informe um defensor, assessor ou estagiário.';
  const dois = 'Não é possível lotar em defensoria e núcleo no mesmo registro.';
  const semLocal = 'Informe uma defensoria ou núcleo.';

  it.each([
    ['defensor and estágio', { ...estagiario, defensor: { id: 5 } }, [['defensor', mais], ['estagio', mais]]],
    ['all three people', { ...estagiario, defensor: { id: 5 }, assessor: { id: 1 } }, [['defensor', mais], ['assessor', mais], ['estagio', mais]]],
    ['no person', { ...estagiario, estagio: null }, [['defensor', nenhum], ['assessor', nenhum], ['estagio', nenhum]]],
    ['defensoria and núcleo', { ...estagiario, nucleo: { id: 2 } }, [['defensoria', dois], ['nucleo', dois]]],
    ['no place', { ...estagiario, defensoria: undefined }, [['defensoria', semLocal], ['nucleo', semLocal]]],
    ['end before start', { ...estagiario, data_inicial: '2025-03-10', data_final: '2025-03-09' }, [['data_final', 'A data final não pode ser menor que a inicial.']]],
    ['impossible date', { ...estagiario, data_inicial: '2025-02-30', data_final: '2025-01-01' }, [['data_inicial', 'Formato de data inválido']]],
    ['exit equal to entry', { ...estagiario, entrada: '13:00', saida: '13:00' }, [['saida', 'O horário de saída deve ser depois do de entrada.']]],
    ['exit before entry', { ...estagiario, entrada: '13:00', saida: '08:00' }, [['saida', 'O horário de saída deve ser depois do de entrada.']]],
    ['hour 24', { ...estagiario, entrada: '24:00', saida: '08:00' }, [['entrada', 'Entrada: informe o horário no formato HH:mm.']]],
    ['time without colon', { ...estagiario, saida: '1700' }, [['saida', 'Saída: informe o horário no formato HH:mm.']]],
    ['no tipo', { ...estagiario, tipo: null }, [['tipo', 'Tipo é obrigatório.']]],
    ['no tipo, no person, no place', { tipo: undefined }, [['tipo', 'Tipo é obrigatório.'], ['defensor', nenhum], ['assessor', nenhum], ['estagio', nenhum], ['defensoria', semLocal], ['nucleo', semLocal]]],
    ['unknown tipo', { ...estagiario, tipo: 9 }, [['tipo', 'Tipo inválido.']]],
    ['intern as Titularidade', { ...estagiario, tipo: TIPO_VINCULO.Titularidade }, [['tipo', 'Tipo não permitido para estagiário: use Designação.']]],
    ['intern with an internship type', { ...estagiario, tipo: TIPO_VINCULO.EstagioObrigatorio }, [['tipo', 'Tipo não permitido para estagiário: use Designação.']]],
    ['advisor as Lotação', { tipo: TIPO_VINCULO.Lotacao, assessor: { id: 1 }, nucleo: { id: 2 } }, [['tipo', 'Tipo não permitido para assessor: use Designação.']]],
    ['advisor as Designação Especial', { tipo: TIPO_VINCULO.DesignacaoEspecial, assessor: { id: 1 }, nucleo: { id: 2 } }, [['tipo', 'Tipo não permitido para assessor: use Designação.']]],
    ['bad reference', { ...estagiario, setor: { id: 0 } }, [['setor.id', 'Setor inválido.']]],
    ['long note', { ...estagiario, anotacao2: 'a'.repeat(501) }, [['anotacao2', 'Anotação 2: no máximo 500 caracteres.']]],
    ['ativo not a boolean', { ...estagiario, ativo: 'sim' }, [['ativo', 'Ativo: marque ou desmarque.']]],
  ])('%s', (_caso, entrada, esperado) => {
    expect(erros(entrada)).toEqual(esperado);
  });

  it('accepts the longest note and keeps the messages of independent rules together', () => {
    expect(erros({ ...estagiario, anotacao1: 'a'.repeat(500) })).toBeNull();
    expect(erros({ tipo: TIPO_VINCULO.Titularidade, estagio: { id: 7 }, data_inicial: '2025-03-10', data_final: '2025-03-01' })).toEqual([
      ['defensoria', semLocal],
      ['nucleo', semLocal],
      ['tipo', 'Tipo não permitido para estagiário: use Designação.'],
      ['data_final', 'A data final não pode ser menor que a inicial.'],
    ]);
  });
});

describe('vigente', () => {
  const hoje = '2025-06-15';
  it.each([
    ['both dates empty', {}, true],
    ['both dates null', { data_inicial: null, data_final: null }, true],
    ['starts today', { data_inicial: '2025-06-15', data_final: '2025-12-31' }, true],
    ['ends today', { data_inicial: '2025-01-01', data_final: '2025-06-15' }, true],
    ['starts and ends today', { data_inicial: '2025-06-15', data_final: '2025-06-15' }, true],
    ['ended yesterday', { data_inicial: '2025-01-01', data_final: '2025-06-14' }, false],
    ['starts tomorrow', { data_inicial: '2025-06-16', data_final: null }, false],
    ['open start, ends next year', { data_final: '2026-01-01' }, true],
    ['started last year, no end', { data_inicial: '2024-12-31' }, true],
    ['ended yesterday, no start', { data_final: '2025-06-14' }, false],
  ])('%s → %s', (_caso, lotacao, esperado) => {
    expect(vigente(lotacao, hoje)).toBe(esperado);
  });
});
