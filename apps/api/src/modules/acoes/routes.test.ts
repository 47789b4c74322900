import {
  MENSAGEM_DATA_FINAL_MENOR,
  MENSAGEM_DEFENSORIA_REPETIDA,
  MENSAGEM_FIM_ACAO,
  MENSAGEM_FOLGA_UM_DIA,
  MENSAGEM_INICIO_ACAO,
  MENSAGEM_PERIODO_AQUISITIVO_OBRIGATORIO,
  MENSAGEM_SUBSTITUI_A_SI_MESMO,
  MENSAGEM_TIPO_ACAO_INVALIDO,
  MENSAGEM_TIPO_ACAO_OBRIGATORIO,
  periodoDetalheSchema,
  periodoLinhaSchema,
  type PeriodoDetalhe,
  type PeriodoLinha,
  type PeriodoSalvo,
  type SubstituicaoLinha,
  type SugestaoDeSubstituicoes,
} from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acao, defensorNoBanco, lotar, subst } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { substituicao } from './table.js';

const t = await testApp();
let token: string; // every permission

beforeAll(async () => {
  token = await t.tokenWith('todas');
});

const post = (payload: Record<string, unknown>, tk = token) => t.req({ method: 'POST', url: '/api/periodo', token: tk, payload });
const put = (id: number, payload: Record<string, unknown>, tk = token) => t.req({ method: 'PUT', url: `/api/periodo/${id}`, token: tk, payload });
async function criar(payload: Record<string, unknown>, tk = token): Promise<PeriodoSalvo> {
  const res = await post(payload, tk);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PeriodoSalvo>();
}
const detalhe = async (id: number) => {
  const res = await t.req({ method: 'GET', url: `/api/periodo/${id}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PeriodoDetalhe>();
};
const erro = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...(res.json() as { message: string; fieldErrors?: Record<string, string[]> }) });

describe('POST /api/periodo', () => {
  it('creates (201) with the message, id and version; the detail answers the spec shape with the names', async () => {
    const d = await defensorNoBanco(t.database.db, { nome: 'Helena Prado' });
    const s = await defensorNoBanco(t.database.db, { nome: 'Caio Vasconcelos' });
    const [a, b] = [await defensoriaNoBanco(t.database.db, { ordem: 1 }), await defensoriaNoBanco(t.database.db, { ordem: 2 })];
    const res = await post(
      acao(d.id, {
        tipo: 0,
        data_inicial: '2025-07-01',
        data_final: '2025-07-30',
        data_aquisitiva: '2024-02-10',
        motivo: 'Férias regulamentares',
        exibiranotacao: true,
        substituicoes: [subst(b.id, null, 'Sem substituto: pauta suspensa'), subst(a.id, s.id, 'Portaria 10/2025')],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const salvo = res.json<PeriodoSalvo>();
    expect(salvo).toEqual({ message: 'Período cadastrado com sucesso.', id: expect.any(Number), versao: 1 });
    expect(res.headers.location).toBe(`/api/periodo/${salvo.id}`);
    const p = await detalhe(salvo.id);
    expect(periodoDetalheSchema.parse(p)).toEqual(p);
    expect(p).toMatchObject({
      id: salvo.id,
      tipo: 0,
      defensor: { id: d.id, nome: 'Helena Prado' },
      data_inicial: '2025-07-01',
      data_final: '2025-07-30',
      data_aquisitiva: '2024-02-10',
      motivo: 'Férias regulamentares',
      exibiranotacao: true,
      ativorelatorio: true,
      pontuar: false,
      dias: 30,
      versao: 1,
      criadoPor: { username: expect.any(String) },
    });
    // By the offices' order, each with its substitute's name (none: the office is left uncovered).
    expect(p.substituicoes).toEqual([
      { id: expect.any(Number), defensoria: a, substituto: { id: s.id, nome: 'Caio Vasconcelos', ativo: true }, anotacao: 'Portaria 10/2025' },
      { id: expect.any(Number), defensoria: b, substituto: null, anotacao: 'Sem substituto: pauta suspensa' },
    ]);
    await esperaHistorico(t, token, 'periodo', salvo.id, [{ acao: 'INSERT', contem: { tipo: { de: null, para: 0 }, data_aquisitiva: { de: null, para: '2024-02-10' } } }]);
    await esperaHistorico(t, token, 'substituicao', p.substituicoes[0]!.id!, [{ acao: 'INSERT', contem: { substituto_id: { de: null, para: s.id } } }]);
  });

  it('keeps no acquisition period on the types without one, and the checkboxes default as ADR 060 says', async () => {
    const d = await defensorNoBanco(t.database.db);
    const { id } = await criar({ tipo: 3, defensor: { id: d.id }, data_inicial: '2025-05-05', data_final: '2025-05-05', data_aquisitiva: '2024-01-01' });
    expect(await detalhe(id)).toMatchObject({ tipo: 3, data_aquisitiva: null, exibiranotacao: false, ativorelatorio: true, pontuar: false, dias: 1, substituicoes: [], motivo: null });
  });

  it.each([
    ['no dates', { data_inicial: '', data_final: null }, 'data_inicial', MENSAGEM_INICIO_ACAO],
    ['no end', { data_final: undefined }, 'data_final', MENSAGEM_FIM_ACAO],
    ['an end before the start', { data_inicial: '2025-03-10', data_final: '2025-03-09' }, 'data_final', MENSAGEM_DATA_FINAL_MENOR],
    ['an impossible date', { data_inicial: '2025-02-30' }, 'data_inicial', 'Formato de data inválido'],
    ['no type', { tipo: null }, 'tipo', MENSAGEM_TIPO_ACAO_OBRIGATORIO],
    ['Afastamento (6)', { tipo: 6 }, 'tipo', MENSAGEM_TIPO_ACAO_INVALIDO],
    ['a folga of two days', { tipo: 1, data_inicial: '2025-08-20', data_final: '2025-08-21' }, 'data_final', MENSAGEM_FOLGA_UM_DIA],
    ['férias without acquisition period', { tipo: 0, data_aquisitiva: null }, 'data_aquisitiva', MENSAGEM_PERIODO_AQUISITIVO_OBRIGATORIO],
    ['licença-prêmio without acquisition period', { tipo: 4, data_aquisitiva: '' }, 'data_aquisitiva', MENSAGEM_PERIODO_AQUISITIVO_OBRIGATORIO],
    ['a 501-character note', { motivo: 'x'.repeat(501) }, 'motivo', 'Anotações: no máximo 500 caracteres.'],
    ['no defender', { defensor: null }, 'defensor', 'Informe o defensor.'],
  ])('refuses %s (400 with the field message)', async (_, over, campo, mensagem) => {
    const d = await defensorNoBanco(t.database.db);
    const corpo = acao(d.id, over);
    for (const [k, v] of Object.entries(over)) if (v === undefined) delete corpo[k];
    const res = await post(corpo);
    expect(res.statusCode, res.body).toBe(400);
    const e = erro(res);
    expect(e.fieldErrors?.[campo]).toContain(mensagem);
  });

  it('refuses a repeated office, a defender substituting themselves and more than 50 substitutions', async () => {
    const d = await defensorNoBanco(t.database.db);
    const o = await defensoriaNoBanco(t.database.db);
    const s = await defensorNoBanco(t.database.db);
    let res = await post(acao(d.id, { substituicoes: [subst(o.id, s.id), subst(o.id, null)] }));
    expect(erro(res)).toMatchObject({ status: 400, fieldErrors: { 'substituicoes.1.defensoria': [MENSAGEM_DEFENSORIA_REPETIDA] } });
    res = await post(acao(d.id, { substituicoes: [subst(o.id, d.id)] }));
    expect(erro(res)).toMatchObject({ status: 400, fieldErrors: { 'substituicoes.0.substituto': [MENSAGEM_SUBSTITUI_A_SI_MESMO] } });
    res = await post(acao(d.id, { substituicoes: Array.from({ length: 51 }, (_, i) => subst(i + 1, null)) }));
    expect(erro(res)).toMatchObject({ status: 400, message: 'No máximo 50 substituições.' });
  });

  it('refuses records that do not exist (400 naming the field), writing nothing', async () => {
    const d = await defensorNoBanco(t.database.db);
    const o = await defensoriaNoBanco(t.database.db);
    expect(erro(await post(acao(999999)))).toEqual({ status: 400, message: 'Defensor não encontrado.', fieldErrors: { defensor: ['Selecione um defensor existente.'] } });
    expect(erro(await post(acao(d.id, { substituicoes: [subst(o.id, 999999)] })))).toEqual({
      status: 400,
      message: 'Substituto não encontrado.',
      fieldErrors: { 'substituicoes.0.substituto': ['Selecione um defensor existente.'] },
    });
    expect(erro(await post(acao(d.id, { substituicoes: [subst(o.id, null), subst(999999, null)] })))).toEqual({
      status: 400,
      message: 'Defensoria não encontrada.',
      fieldErrors: { 'substituicoes.1.defensoria': ['Selecione uma defensoria existente.'] },
    });
    const lista = await t.req({ method: 'GET', url: `/api/periodo?defensor=${d.id}`, token });
    expect(lista.json()).toEqual([[], 0]);
  });
});

describe('PUT /api/periodo/{id}', () => {
  it('updates from the version read, adds, changes and removes substitutions, and moves the version on', async () => {
    const d = await defensorNoBanco(t.database.db);
    const [s1, s2] = [await defensorNoBanco(t.database.db), await defensorNoBanco(t.database.db)];
    const [a, b, c] = [await defensoriaNoBanco(t.database.db), await defensoriaNoBanco(t.database.db), await defensoriaNoBanco(t.database.db)];
    const corpo = acao(d.id, { substituicoes: [subst(a.id, s1.id), subst(b.id, s1.id)] });
    const { id } = await criar(corpo);
    const sa = (await detalhe(id)).substituicoes.find((s) => s.defensoria.id === a.id);
    const res = await put(id, { ...corpo, data_final: '2025-03-12', motivo: 'Encurtada', substituicoes: [subst(a.id, s2.id, 'Troca'), subst(c.id, null)], versao: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Período atualizado.', id, versao: 2 });
    const p = await detalhe(id);
    expect(p).toMatchObject({ data_final: '2025-03-12', motivo: 'Encurtada', dias: 3, versao: 2 });
    const porDefensoria = (x: SubstituicaoLinha[]) => x.map((s) => [s.defensoria.id, s.substituto?.id ?? null, s.anotacao]).sort((u, v) => Number(u[0]) - Number(v[0]));
    expect(porDefensoria(p.substituicoes)).toEqual(
      [
        [a.id, s2.id, 'Troca'],
        [c.id, null, null],
      ].sort((u, v) => Number(u[0]) - Number(v[0])),
    );
    // The office kept its row (changed in place); the one dropped is gone; the new one is new.
    expect(p.substituicoes.find((s) => s.defensoria.id === a.id)!.id).toBe(sa!.id);
    await esperaHistorico(t, token, 'substituicao', sa!.id!, ['INSERT', { acao: 'UPDATE', contem: { substituto_id: { de: s1.id, para: s2.id }, anotacao: { de: null, para: 'Troca' } } }]);
    await esperaHistorico(t, token, 'periodo', id, ['INSERT', { acao: 'UPDATE', contem: { data_final: { de: '2025-03-14', para: '2025-03-12' } } }]);
  });

  it('moves the version on when only the substitutions change', async () => {
    const d = await defensorNoBanco(t.database.db);
    const o = await defensoriaNoBanco(t.database.db);
    const corpo = acao(d.id);
    const { id } = await criar(corpo);
    const res = await put(id, { ...corpo, substituicoes: [subst(o.id, null)], versao: 1 });
    expect(res.json()).toMatchObject({ versao: 2 });
  });

  it('answers 409 to a stale version, 404 to an unknown id and 400 without a version', async () => {
    const d = await defensorNoBanco(t.database.db);
    const corpo = acao(d.id);
    const { id } = await criar(corpo);
    expect((await put(id, { ...corpo, versao: 1 })).statusCode).toBe(200);
    const velha = await put(id, { ...corpo, motivo: 'outra', versao: 1 });
    expect(velha.statusCode).toBe(409);
    expect(velha.json()).toMatchObject({ message: expect.stringMatching(/^Este registro foi alterado por .* Recarregue para ver a versão atual\.$/), versaoAtual: 2 });
    const nada = await put(999999, { ...corpo, versao: 1 });
    expect(erro(nada)).toEqual({ status: 404, message: 'Período não encontrado.' });
    const sem = await put(id, corpo);
    expect(sem.statusCode).toBe(400);
  });

  it('lets the edited action keep its own days (it does not overlap itself)', async () => {
    const d = await defensorNoBanco(t.database.db);
    const corpo = acao(d.id, { data_inicial: '2025-04-01', data_final: '2025-04-10' });
    const { id } = await criar(corpo);
    expect((await put(id, { ...corpo, data_inicial: '2025-04-02', versao: 1 })).statusCode).toBe(200);
  });
});

describe('DELETE /api/periodo/{id}', () => {
  it('removes the action with its substitutions; then 404', async () => {
    const d = await defensorNoBanco(t.database.db);
    const o = await defensoriaNoBanco(t.database.db);
    const { id } = await criar(acao(d.id, { substituicoes: [subst(o.id, null)] }));
    const res = await t.req({ method: 'DELETE', url: `/api/periodo/${id}`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Período removido.' });
    expect(await t.database.db.select().from(substituicao).where(eq(substituicao.periodoId, id))).toEqual([]);
    expect(erro(await t.req({ method: 'DELETE', url: `/api/periodo/${id}`, token }))).toEqual({ status: 404, message: 'Período não encontrado.' });
    expect(erro(await t.req({ method: 'GET', url: `/api/periodo/${id}`, token }))).toEqual({ status: 404, message: 'Período não encontrado.' });
    await esperaHistorico(t, token, 'periodo', id, ['INSERT', 'DELETE']);
  });

  it('keeps a defender with actions from being removed (409 naming the actions)', async () => {
    const d = await defensorNoBanco(t.database.db);
    await criar(acao(d.id));
    const res = await t.req({ method: 'DELETE', url: `/api/defensor/${d.id}`, token });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: 'O defensor não pode ser excluído: ainda há registros de Ação (período) vinculados.' });
  });
});

describe('GET /api/periodo', () => {
  it('lists by defender and type, newest first, as the pair [rows, count] with skip and take', async () => {
    const d = await defensorNoBanco(t.database.db, { nome: 'Lúcia Andrade' });
    const o = await defensoriaNoBanco(t.database.db);
    const s = await defensorNoBanco(t.database.db);
    const a1 = await criar(acao(d.id, { tipo: 5, data_inicial: '2025-01-10', data_final: '2025-01-12' }));
    const a2 = await criar(acao(d.id, { tipo: 2, data_inicial: '2025-02-03', data_final: '2025-02-03', substituicoes: [subst(o.id, s.id)] }));
    const a3 = await criar(acao(d.id, { tipo: 5, data_inicial: '2025-06-01', data_final: '2025-06-05' }));
    const res = await t.req({ method: 'GET', url: `/api/periodo?defensor=${d.id}`, token });
    expect(res.statusCode, res.body).toBe(200);
    const [rows, total] = res.json<[PeriodoLinha[], number]>();
    expect(total).toBe(3);
    expect(rows.map((r) => r.id)).toEqual([a3.id, a2.id, a1.id]);
    // Both ends count: 1 to 5 June is 5 days, 10 to 12 January 3.
    expect(rows.map((r) => r.dias)).toEqual([5, 1, 3]);
    // The whole row, no field more or less than the spec's shape.
    expect(periodoLinhaSchema.strict().parse(rows[1])).toEqual({
      id: a2.id,
      tipo: 2,
      defensor: { id: d.id, nome: 'Lúcia Andrade' },
      data_inicial: '2025-02-03',
      data_final: '2025-02-03',
      data_aquisitiva: null,
      motivo: null,
      exibiranotacao: false,
      ativorelatorio: true,
      pontuar: false,
      dias: 1,
      substituicoes: 1,
      versao: 1,
    });
    const doTipo = await t.req({ method: 'GET', url: `/api/periodo?defensor=${d.id}&tipo=5&skip=1&take=1`, token });
    expect(doTipo.json()).toEqual([[expect.objectContaining({ id: a1.id })], 2]);
  });

  it.each([
    ['tipo=7', MENSAGEM_TIPO_ACAO_INVALIDO],
    ['tipo=abc', MENSAGEM_TIPO_ACAO_INVALIDO],
    ['defensor=0', 'Defensor inválido.'],
    ['take=0', 'take deve ser ao menos 1.'],
  ])('refuses %s (400)', async (q, mensagem) => {
    const res = await t.req({ method: 'GET', url: `/api/periodo?${q}`, token });
    expect(erro(res)).toMatchObject({ status: 400, message: mensagem });
  });
});

describe('substitutions have their own permissions (ADR 062)', () => {
  it('needs SUBSTITUICAO_CREATE to add, _UPDATE to change and _DELETE to remove one; none when they stay as they are', async () => {
    const d = await defensorNoBanco(t.database.db);
    const [o1, o2] = [await defensoriaNoBanco(t.database.db), await defensoriaNoBanco(t.database.db)];
    const s = await defensorNoBanco(t.database.db);
    const soPeriodo = await t.tokenWith(['PERIODO_CREATE', 'PERIODO_UPDATE', 'PERIODO_READ']);
    const comCriar = await t.tokenWith(['PERIODO_CREATE', 'PERIODO_UPDATE', 'SUBSTITUICAO_CREATE']);
    const corpo = acao(d.id, { substituicoes: [subst(o1.id, s.id)] });
    expect(erro(await post(corpo, soPeriodo))).toEqual({ status: 403, message: 'Acesso Negado!' });
    expect(await t.req({ method: 'GET', url: `/api/periodo?defensor=${d.id}`, token }).then((r) => r.json<[unknown[], number]>()[1])).toBe(0);
    const { id } = await criar(corpo, comCriar);
    // The same list again: nothing to add, change or remove.
    expect((await put(id, { ...corpo, motivo: 'só a anotação', versao: 1 }, soPeriodo)).statusCode).toBe(200);
    expect(erro(await put(id, { ...corpo, substituicoes: [subst(o1.id, null)], versao: 2 }, comCriar))).toMatchObject({ status: 403 });
    expect(erro(await put(id, { ...corpo, substituicoes: [], versao: 2 }, comCriar))).toMatchObject({ status: 403 });
    const comTudo = await t.tokenWith(['PERIODO_UPDATE', 'SUBSTITUICAO_CREATE', 'SUBSTITUICAO_UPDATE', 'SUBSTITUICAO_DELETE']);
    const res = await put(id, { ...corpo, substituicoes: [subst(o2.id, s.id)], versao: 2 }, comTudo);
    expect(res.statusCode, res.body).toBe(200);
    // Removing the action takes its substitutions with it: PERIODO_DELETE is enough.
    const remover = await t.tokenWith(['PERIODO_DELETE']);
    expect((await t.req({ method: 'DELETE', url: `/api/periodo/${id}`, token: remover })).statusCode).toBe(200);
  });
});

describe('GET /api/periodo/datasaquisitivas...', () => {
  it('answers the 12-month periods from the base date up to the end of next year (29 February rolls to 1 March)', async () => {
    const res = await t.req({ method: 'GET', url: '/api/periodo/datasaquisitivasferias/2024-02-29', token });
    expect(res.statusCode, res.body).toBe(200);
    const periodos = res.json<{ inicio: string; fim: string }[]>();
    expect(periodos.slice(0, 3)).toEqual([
      { inicio: '2024-02-29', fim: '2025-02-28' },
      { inicio: '2025-03-01', fim: '2026-02-28' },
      { inicio: '2026-03-01', fim: '2027-02-28' },
    ]);
    const fimDoAnoSeguinte = `${new Date().getFullYear() + 1}-12-31`;
    expect(periodos.at(-1)!.inicio <= fimDoAnoSeguinte).toBe(true);
    expect(periodos.every((p, i) => i === 0 || p.inicio > periodos[i - 1]!.fim)).toBe(true);
  });

  it('answers the 5-year periods of licença-prêmio', async () => {
    const res = await t.req({ method: 'GET', url: '/api/periodo/datasaquisitivaslicencapremio/2010-02-10', token });
    expect(res.json<unknown[]>().slice(0, 2)).toEqual([
      { inicio: '2010-02-10', fim: '2015-02-09' },
      { inicio: '2015-02-10', fim: '2020-02-09' },
    ]);
  });

  it('answers no period for a base date after the end of next year, and 400 for an impossible date', async () => {
    expect((await t.req({ method: 'GET', url: '/api/periodo/datasaquisitivasferias/2999-01-01', token })).json()).toEqual([]);
    const res = await t.req({ method: 'GET', url: '/api/periodo/datasaquisitivasferias/2024-02-30', token });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/periodo/defensores', () => {
  it('lists every defender with the dates the actions screen shows and counts from', async () => {
    const d = await defensorNoBanco(t.database.db, { nome: 'Zacarias Teles', nascimento: '1975-01-31', admissao: '2001-03-01', referencia: '2003-03-01', ativo: false });
    const res = await t.req({ method: 'GET', url: '/api/periodo/defensores', token: await t.tokenWith(['PERIODO_CREATE']) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<unknown[]>()).toContainEqual({
      id: d.id,
      nome: 'Zacarias Teles',
      ativo: false,
      data_nascimento: '1975-01-31',
      data_admissao: '2001-03-01',
      data_referencia: '2003-03-01',
      data_exoneracao: null,
    });
  });
});

describe('GET /api/substituicao/sugestao and doperiodo', () => {
  it("suggests one row per office of the defender's placements in the days, with the substitute office's titular", async () => {
    const { db } = t.database;
    const ausente = await defensorNoBanco(db, { nome: 'Ana Ausente' });
    const vizinho = await defensorNoBanco(db, { nome: 'Bruno Vizinho' });
    const afastado = await defensorNoBanco(db, { nome: 'Carla Afastada' });
    const [s1, s2] = [await defensoriaNoBanco(db, { nome: 'Substituta 1' }), await defensoriaNoBanco(db, { nome: 'Substituta 2' })];
    const principal = await defensoriaNoBanco(db, { nome: 'Principal', ordem: 1, substituta1Id: s1.id, substituta2Id: s2.id });
    const outra = await defensoriaNoBanco(db, { nome: 'Outra', ordem: 2, substituta1Id: s2.id });
    const semSubstituta = await defensoriaNoBanco(db, { nome: 'Isolada', ordem: 3 });
    await lotar(db, ausente.id, principal.id);
    await lotar(db, ausente.id, outra.id, { tipo: 1 });
    await lotar(db, ausente.id, semSubstituta.id, { dataInicial: '2025-05-01' });
    // A placement that ended before the days and an inactive one do not count.
    await lotar(db, ausente.id, (await defensoriaNoBanco(db)).id, { dataFinal: '2024-12-31' });
    await lotar(db, ausente.id, (await defensoriaNoBanco(db)).id, { ativo: false });
    await lotar(db, afastado.id, s1.id);
    await lotar(db, vizinho.id, s2.id);
    await criar(acao(afastado.id, { data_inicial: '2025-04-20', data_final: '2025-05-20' }));
    const res = await t.req({ method: 'GET', url: `/api/substituicao/sugestao?defensor=${ausente.id}&data_inicial=2025-05-05&data_final=2025-05-09`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SugestaoDeSubstituicoes>()).toEqual({
      aviso: null,
      substituicoes: [
        // Substituta 1's titular is away: the second substitute office's.
        { id: null, defensoria: principal, substituto: { id: vizinho.id, nome: 'Bruno Vizinho', ativo: true }, anotacao: null },
        { id: null, defensoria: outra, substituto: { id: vizinho.id, nome: 'Bruno Vizinho', ativo: true }, anotacao: null },
        { id: null, defensoria: semSubstituta, substituto: null, anotacao: null },
      ],
    });
  });

  it("warns that there is nothing to substitute when the defender has no placement in the days (§8)", async () => {
    const d = await defensorNoBanco(t.database.db);
    const res = await t.req({ method: 'GET', url: `/api/substituicao/sugestao?defensor=${d.id}&data_inicial=2025-05-05&data_final=2025-05-09`, token });
    expect(res.json()).toEqual({ substituicoes: [], aviso: 'O(a) defensor(a) não possui lotações, não há o que substituir.' });
  });

  it('refuses an end before the start and missing dates (400)', async () => {
    const d = await defensorNoBanco(t.database.db);
    const res = await t.req({ method: 'GET', url: `/api/substituicao/sugestao?defensor=${d.id}&data_inicial=2025-05-05&data_final=2025-05-04`, token });
    expect(erro(res)).toMatchObject({ status: 400, message: MENSAGEM_DATA_FINAL_MENOR });
    const sem = await t.req({ method: 'GET', url: `/api/substituicao/sugestao?defensor=${d.id}`, token });
    expect(sem.statusCode).toBe(400);
  });

  it('doperiodo answers the stored substitutions; with exibirtudo, the offices still without one too', async () => {
    const { db } = t.database;
    const d = await defensorNoBanco(db);
    const s = await defensorNoBanco(db, { nome: 'Elisa Substituta' });
    const [o1, o2] = [await defensoriaNoBanco(db, { ordem: 1 }), await defensoriaNoBanco(db, { ordem: 2 })];
    await lotar(db, d.id, o1.id);
    await lotar(db, d.id, o2.id);
    const { id } = await criar(acao(d.id, { substituicoes: [subst(o1.id, s.id, 'Portaria')] }));
    const gravadas = await t.req({ method: 'GET', url: `/api/substituicao/doperiodo/${id}`, token: await t.tokenWith(['SUBSTITUICAO_READ']) });
    expect(gravadas.statusCode, gravadas.body).toBe(200);
    expect(gravadas.json<SubstituicaoLinha[]>()).toEqual([{ id: expect.any(Number), defensoria: o1, substituto: { id: s.id, nome: 'Elisa Substituta', ativo: true }, anotacao: 'Portaria' }]);
    const tudo = await t.req({ method: 'GET', url: `/api/substituicao/doperiodo/${id}?exibirtudo=true`, token });
    expect(tudo.json<SubstituicaoLinha[]>().map((s) => [s.id === null, s.defensoria.id])).toEqual([
      [false, o1.id],
      [true, o2.id],
    ]);
    expect(erro(await t.req({ method: 'GET', url: '/api/substituicao/doperiodo/999999', token }))).toEqual({ status: 404, message: 'Período não encontrado.' });
  });
});
