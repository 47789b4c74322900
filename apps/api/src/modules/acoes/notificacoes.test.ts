import { notificacoesSchema, type Notificacao, type PeriodoSalvo } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acao, defensorNoBanco, subst } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { servidorSmtp, type RecebidaPorSmtp } from '../../../test/correio.js';
import { testApp } from '../../../test/helpers.js';
import { usuario } from '../usuarios/table.js';

/**
 * Notifications of the actions (ADR 063): each user with recebenotificacaoes gets a copy in the list and the same by
 * e-mail; each substitute gets a message naming the office, the dates and whom they replace. The e-mails go through
 * the outbox and the sender to a real SMTP server.
 */
const t = await testApp();
const smtp = await servidorSmtp();
afterAll(() => smtp.fechar());
const { db } = t.database;

let token: string; // every permission, no notifications
let avisado: { id: number; token: string; email: string };
let outroAvisado: { id: number; token: string };

beforeAll(async () => {
  token = await t.tokenWith('todas');
  const u = await t.user([], 'rh.ferias');
  const o = await t.user([], 'rh.plantao');
  const inativo = await t.user([], 'rh.antigo');
  await db.update(usuario).set({ recebenotificacaoes: true }).where(eq(usuario.id, u.id));
  await db.update(usuario).set({ recebenotificacaoes: true }).where(eq(usuario.id, o.id));
  await db.update(usuario).set({ recebenotificacaoes: true, ativo: false }).where(eq(usuario.id, inativo.id));
  avisado = { id: u.id, token: await t.login(u.username, u.senha), email: 'rh.ferias@teste.gov.br' };
  outroAvisado = { id: o.id, token: await t.login(o.username, o.senha) };
});

const notificacoes = async (tk: string, flag = 'true', query = '') => {
  const res = await t.req({ method: 'GET', url: `/api/periodo/notificacoes/${flag}${query}`, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return notificacoesSchema.parse(res.json());
};
async function criar(payload: Record<string, unknown>): Promise<PeriodoSalvo> {
  const res = await t.req({ method: 'POST', url: '/api/periodo', token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PeriodoSalvo>();
}
const para = (recebidas: RecebidaPorSmtp[], email: string) => recebidas.filter((m) => m.para.includes(email));

describe('notifications of an action', () => {
  let id: number;
  let corpo: Record<string, unknown>;
  let helena: Awaited<ReturnType<typeof defensorNoBanco>>;
  let caio: Awaited<ReturnType<typeof defensorNoBanco>>;
  let dora: Awaited<ReturnType<typeof defensorNoBanco>>;
  let civel: { id: number; nome: string };
  let criminal: { id: number; nome: string };

  it('creating one records it for each user who receives notifications and e-mails them and the substitute', async () => {
    helena = await defensorNoBanco(db, { nome: 'Helena Prado', admissao: '2020-02-10' });
    caio = await defensorNoBanco(db, { nome: 'Caio Vasconcelos', email: 'caio@defensoria.exemplo' });
    dora = await defensorNoBanco(db, { nome: 'Dora Lima', email: 'dora@defensoria.exemplo' });
    civel = await defensoriaNoBanco(db, { nome: '1ª Defensoria Cível', ordem: 1 });
    criminal = await defensoriaNoBanco(db, { nome: '2ª Defensoria Criminal', ordem: 2 });
    const [, antes] = await notificacoes(avisado.token, 'false');
    corpo = acao(helena.id, {
      tipo: 0,
      data_aquisitiva: '2024-02-10',
      data_inicial: '2025-07-01',
      data_final: '2025-07-30',
      substituicoes: [subst(civel.id, caio.id), subst(criminal.id, caio.id)],
    });
    ({ id } = await criar(corpo));

    const [lista, total] = await notificacoes(avisado.token);
    expect(total).toBe(antes + 1);
    expect(lista[0]).toEqual({
      id: expect.any(Number),
      criadoem: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      titulo: 'Período cadastrado: Férias de Helena Prado',
      detalhes:
        'Férias de 01/07/2025 a 30/07/2025 (30 dias). Período aquisitivo iniciado em 10/02/2024. ' +
        'Substituições: 1ª Defensoria Cível — Caio Vasconcelos; 2ª Defensoria Criminal — Caio Vasconcelos.',
      idregistro: id,
    });
    // Only the count, for the navbar.
    expect(await notificacoes(avisado.token, 'false')).toEqual([[], antes + 1]);
    expect((await notificacoes(outroAvisado.token))[0][0]).toMatchObject({ titulo: 'Período cadastrado: Férias de Helena Prado', idregistro: id });
    // A user without recebenotificacaoes has none; an inactive one gets neither the copy nor the e-mail.
    expect(await notificacoes(token)).toEqual([[], 0]);

    const recebidas = await smtp.entregar(db);
    const [doRh] = para(recebidas, avisado.email);
    expect(doRh).toMatchObject({ assunto: 'SGI — Período cadastrado: Férias de Helena Prado' });
    expect(doRh!.corpo).toContain('Olá, Pessoa.');
    expect(doRh!.corpo).toContain('Férias de 01/07/2025 a 30/07/2025 (30 dias).');
    expect(doRh!.corpo).toContain(`Abrir o período: http://sgi.test/acoes/editar/${id}`);
    expect(para(recebidas, 'rh.antigo@teste.gov.br')).toEqual([]);
    const doCaio = para(recebidas, 'caio@defensoria.exemplo');
    expect(doCaio).toHaveLength(1);
    expect(doCaio[0]!.assunto).toBe('SGI — Substituição de 01/07/2025 a 30/07/2025');
    expect(doCaio[0]!.corpo).toContain(
      'Olá, Caio Vasconcelos.\n\nVocê responderá nas defensorias 1ª Defensoria Cível e 2ª Defensoria Criminal de 01/07/2025 a 30/07/2025 (30 dias), substituindo Helena Prado (Férias).',
    );
    expect(recebidas).toHaveLength(3);
  });

  it('changing the substitute tells the new one and cancels with the old one; the users get "Período atualizado"', async () => {
    const res = await t.req({
      method: 'PUT',
      url: `/api/periodo/${id}`,
      token,
      payload: { ...corpo, substituicoes: [subst(civel.id, dora.id), subst(criminal.id, caio.id)], versao: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await notificacoes(avisado.token))[0][0]).toMatchObject({
      titulo: 'Período atualizado: Férias de Helena Prado',
      detalhes: expect.stringContaining('1ª Defensoria Cível — Dora Lima; 2ª Defensoria Criminal — Caio Vasconcelos'),
    });
    const recebidas = await smtp.entregar(db);
    expect(para(recebidas, avisado.email).map((m) => m.assunto)).toEqual(['SGI — Período atualizado: Férias de Helena Prado']);
    expect(para(recebidas, 'dora@defensoria.exemplo').map((m) => m.corpo)).toEqual([
      expect.stringContaining('Você responderá na defensoria 1ª Defensoria Cível de 01/07/2025 a 30/07/2025 (30 dias), substituindo Helena Prado (Férias).'),
    ]);
    // Caio still answers for the criminal office: the change of his offices is news to him.
    expect(para(recebidas, 'caio@defensoria.exemplo').map((m) => m.corpo)).toEqual([expect.stringContaining('Você responderá na defensoria 2ª Defensoria Criminal')]);
  });

  it('a change that leaves the substitutes as they were e-mails only the users', async () => {
    const res = await t.req({ method: 'PUT', url: `/api/periodo/${id}`, token, payload: { ...corpo, motivo: 'Remarcadas a pedido', substituicoes: [subst(civel.id, dora.id), subst(criminal.id, caio.id)], versao: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    const recebidas = await smtp.entregar(db);
    expect(recebidas.flatMap((m) => m.para).sort()).toEqual([avisado.email, 'rh.plantao@teste.gov.br'].sort());
  });

  it('removing it tells the users and cancels with every substitute; the notification keeps the id', async () => {
    const res = await t.req({ method: 'DELETE', url: `/api/periodo/${id}`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await notificacoes(avisado.token))[0][0]).toMatchObject({ titulo: 'Período removido: Férias de Helena Prado', idregistro: id });
    const recebidas = await smtp.entregar(db);
    const doRh = para(recebidas, avisado.email)[0]!;
    expect(doRh.assunto).toBe('SGI — Período removido: Férias de Helena Prado');
    expect(doRh.corpo).not.toContain('Abrir o período');
    for (const [email, texto] of [
      ['dora@defensoria.exemplo', 'Foi cancelada a sua substituição na defensoria 1ª Defensoria Cível de 01/07/2025 a 30/07/2025, no lugar de Helena Prado (Férias).'],
      ['caio@defensoria.exemplo', 'Foi cancelada a sua substituição na defensoria 2ª Defensoria Criminal de 01/07/2025 a 30/07/2025, no lugar de Helena Prado (Férias).'],
    ] as const) {
      const [m] = para(recebidas, email);
      expect(m?.assunto).toBe('SGI — Substituição cancelada (01/07/2025 a 30/07/2025)');
      expect(m?.corpo).toContain(texto);
    }
  });

  it('a substitute without an e-mail gets no message, and the action is saved all the same', async () => {
    const semEmail = await defensorNoBanco(db, { email: null });
    const d = await defensorNoBanco(db, { nome: 'Ivo Sem Aviso' });
    await criar(acao(d.id, { data_inicial: '2025-09-01', data_final: '2025-09-01', substituicoes: [subst(civel.id, semEmail.id)] }));
    const recebidas = await smtp.entregar(db);
    expect(recebidas.flatMap((m) => m.para).sort()).toEqual([avisado.email, 'rh.plantao@teste.gov.br'].sort());
  });
});

describe('GET /api/periodo/notificacoes/{flag} and DELETE /api/periodo/notificacoes/{id}', () => {
  it('lists newest first with skip and take', async () => {
    const [todas, total] = await notificacoes(avisado.token);
    expect(total).toBeGreaterThanOrEqual(5);
    const [pagina] = await notificacoes(avisado.token, 'true', '?skip=1&take=2');
    expect(pagina.map((n: Notificacao) => n.id)).toEqual(todas.slice(1, 3).map((n) => n.id));
    expect(todas.map((n) => n.criadoem)).toEqual([...todas.map((n) => n.criadoem)].sort().reverse());
  });

  it('removes only the caller\'s own ("Notificação removida."); another\'s or a missing one is 404', async () => {
    const [[minha], total] = await notificacoes(avisado.token);
    const [[dele]] = await notificacoes(outroAvisado.token);
    const alheia = await t.req({ method: 'DELETE', url: `/api/periodo/notificacoes/${dele!.id}`, token: avisado.token });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toEqual({ message: 'Notificação não encontrada.' });
    const res = await t.req({ method: 'DELETE', url: `/api/periodo/notificacoes/${minha!.id}`, token: avisado.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Notificação removida.' });
    expect((await notificacoes(avisado.token, 'false'))[1]).toBe(total - 1);
    expect((await t.req({ method: 'DELETE', url: `/api/periodo/notificacoes/${minha!.id}`, token: avisado.token })).statusCode).toBe(404);
    // The other user's copy of the same change is still there.
    expect((await notificacoes(outroAvisado.token))[0].map((n) => n.id)).toContain(dele!.id);
  });

  it('refuses a flag other than true or false (400)', async () => {
    const res = await t.req({ method: 'GET', url: '/api/periodo/notificacoes/talvez', token: avisado.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Use true (a lista) ou false (só a contagem).' });
  });
});
