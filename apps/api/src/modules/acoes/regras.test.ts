import {
  MENSAGEM_FOLGA_SEM_NASCIMENTO,
  MENSAGEM_PERIODO_AQUISITIVO_INVALIDO,
  MENSAGEM_SEM_DATA_BASE,
  REGRAS_ACAO,
  type PeriodoSalvo,
  type RegraLinha,
} from '@sgi/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acao, defensorNoBanco, ligarTodasAsRegras, subst } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';

const t = await testApp();
let token: string; // every permission

beforeAll(async () => {
  token = await t.tokenWith('todas');
});
afterEach(async () => {
  await ligarTodasAsRegras(t.database.db);
});

const post = (payload: Record<string, unknown>) => t.req({ method: 'POST', url: '/api/periodo', token, payload });
async function criar(payload: Record<string, unknown>): Promise<PeriodoSalvo> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PeriodoSalvo>();
}
const regras = async () => (await t.req({ method: 'GET', url: '/api/rules?take=100', token })).json<[RegraLinha[], number]>()[0];
/** Switches a rule through its route, as the /regras screen does. */
async function chavear(id: number, ativa: boolean) {
  const { versao } = (await regras()).find((r) => r.id === id)!;
  const res = await t.req({ method: 'PUT', url: `/api/rules/${id}`, token, payload: { ativa, versao } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/rules and PUT /api/rules/{id}', () => {
  it('lists the eleven rules of ADR 061 in id order, all on, as the pair [rows, count]', async () => {
    const res = await t.req({ method: 'GET', url: '/api/rules', token });
    expect(res.statusCode, res.body).toBe(200);
    const [rows, total] = res.json<[RegraLinha[], number]>();
    expect(total).toBe(11);
    expect(rows.map(({ id, nome, descricao, ativa }) => ({ id, nome, descricao, ativa }))).toEqual(REGRAS_ACAO.map(({ id, nome, descricao }) => ({ id, nome, descricao, ativa: true })));
    const pagina = await t.req({ method: 'GET', url: '/api/rules?skip=9&take=5', token });
    expect(pagina.json<[RegraLinha[], number]>()[0].map((r) => r.id)).toEqual([10, 11]);
  });

  it('switches a rule ("Regra atualizada.") from the version read; 409 on a stale one; its history', async () => {
    const res = await t.req({ method: 'PUT', url: '/api/rules/4', token, payload: { ativa: false, versao: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Regra atualizada.', versao: 2 });
    expect((await regras()).find((r) => r.id === 4)).toMatchObject({ ativa: false, versao: 2 });
    const velha = await t.req({ method: 'PUT', url: '/api/rules/4', token, payload: { ativa: true, versao: 1 } });
    expect(velha.statusCode).toBe(409);
    expect(velha.json()).toMatchObject({ versaoAtual: 2 });
    await esperaHistorico(t, token, 'regra', 4, [{ acao: 'UPDATE', contem: { ativa: { de: true, para: false } } }]);
  });

  it('answers 404 to an unknown rule and 400 to a bad body', async () => {
    const nada = await t.req({ method: 'PUT', url: '/api/rules/12', token, payload: { ativa: true, versao: 1 } });
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ message: 'Regra não encontrada.' });
    const ruim = await t.req({ method: 'PUT', url: '/api/rules/1', token, payload: { ativa: 'sim', versao: 1 } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toMatchObject({ message: 'Ativa: marque ou desmarque.' });
    const semVersao = await t.req({ method: 'PUT', url: '/api/rules/1', token, payload: { ativa: true } });
    expect(semVersao.statusCode).toBe(400);
  });
});

const { db } = t.database;

/**
 * Each rule at work (ADR 061): the body breaks that rule only; switched on, 400 with its message and id; switched off,
 * the same body is saved. `montar` builds the scenario (its own defenders) and answers the body.
 */
const CASOS: [number, string, () => Promise<{ corpo: Record<string, unknown>; mensagem: string }>][] = [
  [
    1,
    'two actions of one defender sharing a day',
    async () => {
      const d = await defensorNoBanco(db);
      await criar(acao(d.id, { data_inicial: '2025-03-10', data_final: '2025-03-20' }));
      return {
        corpo: acao(d.id, { data_inicial: '2025-03-20', data_final: '2025-03-25' }),
        mensagem: 'Já existe ação do(a) defensor(a) nesse período: Licença Outros Motivos de 10/03/2025 a 20/03/2025.',
      };
    },
  ],
  [
    2,
    'an action before the admission',
    async () => {
      const d = await defensorNoBanco(db, { admissao: '2020-02-10' });
      return { corpo: acao(d.id, { data_inicial: '2020-02-09', data_final: '2020-02-12' }), mensagem: 'A ação começa antes da admissão do(a) defensor(a), em 10/02/2020.' };
    },
  ],
  [
    2,
    'an action after the exoneration',
    async () => {
      const d = await defensorNoBanco(db, { exoneracao: '2025-03-12' });
      return { corpo: acao(d.id), mensagem: 'A ação termina depois da exoneração do(a) defensor(a), em 12/03/2025.' };
    },
  ],
  [
    3,
    'férias before their period is acquired',
    async () => {
      const d = await defensorNoBanco(db, { admissao: '2020-02-10' });
      return {
        corpo: acao(d.id, { tipo: 0, data_aquisitiva: '2024-02-10', data_inicial: '2025-02-09', data_final: '2025-02-20' }),
        mensagem: 'As férias do período aquisitivo de 10/02/2024 a 09/02/2025 só podem começar a partir de 10/02/2025.',
      };
    },
  ],
  [
    3,
    'férias naming a day that starts no period',
    async () => {
      const d = await defensorNoBanco(db, { admissao: '2020-02-10' });
      return { corpo: acao(d.id, { tipo: 0, data_aquisitiva: '2023-03-01' }), mensagem: MENSAGEM_PERIODO_AQUISITIVO_INVALIDO };
    },
  ],
  [
    3,
    'férias of a defender with neither admission nor reference date',
    async () => {
      const d = await defensorNoBanco(db, { admissao: null });
      return { corpo: acao(d.id, { tipo: 0, data_aquisitiva: '2023-03-01' }), mensagem: MENSAGEM_SEM_DATA_BASE };
    },
  ],
  [
    3,
    'férias counted from the reference date, not the admission',
    async () => {
      const d = await defensorNoBanco(db, { admissao: '2010-01-01', referencia: '2024-06-01' });
      return {
        corpo: acao(d.id, { tipo: 0, data_aquisitiva: '2024-06-01', data_inicial: '2025-03-10', data_final: '2025-03-19' }),
        mensagem: 'As férias do período aquisitivo de 01/06/2024 a 31/05/2025 só podem começar a partir de 01/06/2025.',
      };
    },
  ],
  [
    4,
    'more than 60 days of férias in one period',
    async () => {
      const d = await defensorNoBanco(db, { admissao: '2020-02-10' });
      await criar(acao(d.id, { tipo: 0, data_aquisitiva: '2023-02-10', data_inicial: '2024-03-01', data_final: '2024-04-09' }));
      return {
        corpo: acao(d.id, { tipo: 0, data_aquisitiva: '2023-02-10', data_inicial: '2024-06-01', data_final: '2024-06-21' }),
        mensagem: 'As férias passam de 60 dias no período aquisitivo iniciado em 10/02/2023: já há 40 dias lançados e esta ação tem 21 dias.',
      };
    },
  ],
  [
    5,
    'licença-prêmio before its 5 years',
    async () => {
      const d = await defensorNoBanco(db, { admissao: '2020-02-10' });
      return {
        corpo: acao(d.id, { tipo: 4, data_aquisitiva: '2020-02-10', data_inicial: '2025-01-01', data_final: '2025-01-30' }),
        mensagem: 'A licença-prêmio do período aquisitivo de 10/02/2020 a 09/02/2025 só pode começar a partir de 10/02/2025.',
      };
    },
  ],
  [
    6,
    'more than 90 days of licença-prêmio in one 5-year period',
    async () => {
      const d = await defensorNoBanco(db, { admissao: '2010-02-10' });
      await criar(acao(d.id, { tipo: 4, data_aquisitiva: '2015-02-10', data_inicial: '2021-01-01', data_final: '2021-03-01' }));
      return {
        corpo: acao(d.id, { tipo: 4, data_aquisitiva: '2015-02-10', data_inicial: '2022-01-01', data_final: '2022-01-31' }),
        mensagem: 'A licença-prêmio passa de 90 dias no período aquisitivo iniciado em 10/02/2015: já há 60 dias lançados e esta ação tem 31 dias.',
      };
    },
  ],
  [
    7,
    'a folga natalícia outside the birthday month',
    async () => {
      const d = await defensorNoBanco(db, { nascimento: '1980-08-20' });
      return { corpo: acao(d.id, { tipo: 1, data_inicial: '2025-09-10', data_final: '2025-09-10' }), mensagem: 'A folga natalícia deve ser no mês do aniversário do(a) defensor(a): agosto.' };
    },
  ],
  [
    7,
    'a folga natalícia without a birth date',
    async () => {
      const d = await defensorNoBanco(db, { nascimento: null });
      return { corpo: acao(d.id, { tipo: 1, data_inicial: '2025-09-10', data_final: '2025-09-10' }), mensagem: MENSAGEM_FOLGA_SEM_NASCIMENTO };
    },
  ],
  [
    8,
    'a second folga natalícia in one year',
    async () => {
      const d = await defensorNoBanco(db, { nascimento: '1980-08-20' });
      await criar(acao(d.id, { tipo: 1, data_inicial: '2025-08-20', data_final: '2025-08-20' }));
      return { corpo: acao(d.id, { tipo: 1, data_inicial: '2025-08-22', data_final: '2025-08-22' }), mensagem: 'O(a) defensor(a) já tem folga natalícia em 2025: 20/08/2025.' };
    },
  ],
  [
    9,
    'an inactive substitute',
    async () => {
      const d = await defensorNoBanco(db);
      const s = await defensorNoBanco(db, { nome: 'Inácio Inativo', ativo: false });
      const o = await defensoriaNoBanco(db);
      return { corpo: acao(d.id, { substituicoes: [subst(o.id, s.id)] }), mensagem: 'Inácio Inativo não está em exercício em todos os dias da ação e não pode substituir.' };
    },
  ],
  [
    9,
    'a substitute admitted after the first day',
    async () => {
      const d = await defensorNoBanco(db);
      const s = await defensorNoBanco(db, { nome: 'Nina Novata', admissao: '2025-03-11' });
      const o = await defensoriaNoBanco(db);
      return { corpo: acao(d.id, { substituicoes: [subst(o.id, s.id)] }), mensagem: 'Nina Novata não está em exercício em todos os dias da ação e não pode substituir.' };
    },
  ],
  [
    10,
    'a substitute away on one of the days',
    async () => {
      const d = await defensorNoBanco(db);
      const s = await defensorNoBanco(db, { nome: 'Sara Ausente' });
      const o = await defensoriaNoBanco(db);
      await criar(acao(s.id, { tipo: 2, data_inicial: '2025-03-14', data_final: '2025-03-14' }));
      return {
        corpo: acao(d.id, { substituicoes: [subst(o.id, s.id)] }),
        mensagem: 'Sara Ausente está afastado(a) no período (Abono por Dia Trabalhado em 14/03/2025) e não pode substituir.',
      };
    },
  ],
  [
    10,
    'a defender going away while they substitute someone',
    async () => {
      const d = await defensorNoBanco(db);
      const outro = await defensorNoBanco(db);
      const o = await defensoriaNoBanco(db);
      await criar(acao(outro.id, { data_inicial: '2025-03-01', data_final: '2025-03-11', substituicoes: [subst(o.id, d.id)] }));
      return {
        corpo: acao(d.id),
        mensagem: 'O(a) defensor(a) é substituto(a) em outra ação nesse período (de 01/03/2025 a 11/03/2025): troque antes o substituto dela.',
      };
    },
  ],
  [
    11,
    'a substitute standing in for a third office at once',
    async () => {
      const [a, b] = [await defensorNoBanco(db), await defensorNoBanco(db)];
      const s = await defensorNoBanco(db, { nome: 'Sílvio Sobrecarregado' });
      const [o1, o2, o3] = [await defensoriaNoBanco(db), await defensoriaNoBanco(db), await defensoriaNoBanco(db)];
      await criar(acao(a.id, { data_inicial: '2025-03-01', data_final: '2025-03-12', substituicoes: [subst(o1.id, s.id), subst(o2.id, s.id)] }));
      return {
        corpo: acao(b.id, { substituicoes: [subst(o3.id, s.id)] }),
        mensagem: 'Sílvio Sobrecarregado passaria a substituir 3 defensorias em 10/03/2025: no máximo 2 ao mesmo tempo.',
      };
    },
  ],
];

describe('the eleven rules (ADR 061), each on and off', () => {
  it.each(CASOS)('rule %i: %s', async (id, _, montar) => {
    const { corpo, mensagem } = await montar();
    const recusa = await post(corpo);
    expect(recusa.statusCode, recusa.body).toBe(400);
    expect(recusa.json()).toEqual({ message: mensagem, regra: id });
    await chavear(id, false);
    const aceita = await post(corpo);
    expect(aceita.statusCode, aceita.body).toBe(201);
  });

  it('a rule switched back on refuses again; the edited action keeps being checked', async () => {
    const d = await defensorNoBanco(db);
    await criar(acao(d.id, { data_inicial: '2025-05-01', data_final: '2025-05-05' }));
    const outra = await criar(acao(d.id, { data_inicial: '2025-05-10', data_final: '2025-05-12' }));
    const res = await t.req({ method: 'PUT', url: `/api/periodo/${outra.id}`, token, payload: { ...acao(d.id, { data_inicial: '2025-05-04', data_final: '2025-05-12' }), versao: 1 } });
    expect(res.json()).toEqual({ message: 'Já existe ação do(a) defensor(a) nesse período: Licença Outros Motivos de 01/05/2025 a 05/05/2025.', regra: 1 });
    await chavear(1, false);
    await chavear(1, true);
    expect((await t.req({ method: 'PUT', url: `/api/periodo/${outra.id}`, token, payload: { ...acao(d.id, { data_inicial: '2025-05-04' }), versao: 1 } })).statusCode).toBe(400);
  });

  it('an inactive defender still gets actions (ADR 061): only the service dates limit them', async () => {
    const d = await defensorNoBanco(db, { ativo: false });
    await criar(acao(d.id));
  });

  it('counts two offices per substitute as allowed, and a substitution ending the day before as over', async () => {
    const [a, b] = [await defensorNoBanco(db), await defensorNoBanco(db)];
    const s = await defensorNoBanco(db);
    const [o1, o2, o3] = [await defensoriaNoBanco(db), await defensoriaNoBanco(db), await defensoriaNoBanco(db)];
    await criar(acao(a.id, { data_inicial: '2025-03-01', data_final: '2025-03-09', substituicoes: [subst(o1.id, s.id), subst(o2.id, s.id)] }));
    await criar(acao(b.id, { substituicoes: [subst(o3.id, s.id)] }));
  });

  it('two saves at once that would overlap: exactly one is accepted (the defender is locked while the rules run)', async () => {
    const d = await defensorNoBanco(db);
    const respostas = await Promise.all([
      post(acao(d.id, { data_inicial: '2025-10-01', data_final: '2025-10-10' })),
      post(acao(d.id, { data_inicial: '2025-10-05', data_final: '2025-10-15' })),
      post(acao(d.id, { data_inicial: '2025-10-09', data_final: '2025-10-20' })),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });
});
