import { MENSAGEM_NAO_AGUARDA_REVISAO, type ResultadoDaAprovacao } from '@sgi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fabricas, idDaResposta } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { sessao } from '../auth/table.js';
import { tarefa } from '../tarefas/table.js';
import { executarProxima } from '../tarefas/trabalhador.js';
import { APROVACAO_EM_LOTE, aprovarFolhas } from './aprovacao.js';
import { folhaFrequencia, folhaFrequenciaAssinatura } from './table.js';

/** Bulk approval (issue 13, ADR 054): a job that accepts each sheet at review as the single 'Aprovar' does. */
const t = await testApp();
const db = t.database.db;
const admin = await t.user('todas');
const token = await t.login(admin.username, admin.senha);
const f = fabricas(t, () => token);
const ANO = 2033;
const MES = 6;

const aprovar = (ids: unknown, tk = token) => t.req({ method: 'POST', url: '/api/folha_frequencia/aprovacao', token: tk, payload: { ids } });
const statusDe = async (id: number) => (await db.select({ s: folhaFrequencia.status }).from(folhaFrequencia).where(eq(folhaFrequencia.id, id)))[0]!.s;
const porStatus = (id: number, status: number) => db.update(folhaFrequencia).set({ status }).where(eq(folhaFrequencia.id, id));

async function rodar(id: number): Promise<ResultadoDaAprovacao> {
  expect(await executarProxima(db, [APROVACAO_EM_LOTE])).toBe(id);
  const [job] = await db.select().from(tarefa).where(eq(tarefa.id, id));
  expect(job!.status, job!.erro ?? '').toBe('CONCLUIDA');
  return job!.resultado as ResultadoDaAprovacao;
}

const folhas: number[] = [];
let cpfDaPrimeira: string;

beforeAll(async () => {
  const defensoria = (await f.defensoria()).id;
  for (let i = 0; i < 4; i += 1) {
    const de = await f.estagiario();
    if (i === 0) cpfDaPrimeira = String(de.corpo.cpf).replace(/\D/g, '');
    const e = (await f.estagio(de)).id;
    idDaResposta(await t.req({ method: 'POST', url: '/api/lotacao', token, payload: { tipo: 4, estagio: { id: e }, defensoria: { id: defensoria }, data_inicial: '2025-01-01', entrada: '13:00', saida: '17:00' } }));
    folhas.push(idDaResposta(await t.req({ method: 'POST', url: '/api/folha_frequencia', token, payload: { estagioId: e, ano: ANO, mes: MES } })));
  }
  // Three awaiting review (3), one still being filled in (1).
  for (const id of folhas.slice(0, 3)) await porStatus(id, 3);
});

describe('POST folha_frequencia/aprovacao', () => {
  it('queues a job that approves the sheets at review and reports, per sheet, the ones it refuses and why', async () => {
    const [a, b, , emPreenchimento] = folhas as [number, number, number, number];
    const res = await aprovar([a, b, emPreenchimento, 987654, a]);
    expect(res.statusCode, res.body).toBe(202);
    const r = await rodar(res.json<{ tarefa: number }>().tarefa);
    expect([r.aprovadas, r.recusadas]).toEqual([2, 2]);
    expect(r.itens.map((i) => [i.id, i.aprovada])).toEqual([[a, true], [b, true], [emPreenchimento, false], [987654, false]]);
    expect(r.itens[2]!.motivo).toBe(`${MENSAGEM_NAO_AGUARDA_REVISAO} (está Em Preenchimento)`);
    expect(r.itens[2]!.nome).toMatch(/Estagiária/);
    expect(r.itens[3]!.motivo).toBe('Folha de frequência não encontrada.');
    expect([await statusDe(a), await statusDe(b), await statusDe(emPreenchimento)]).toEqual([4, 4, 1]);
    // The same signature as the single accept: perfil 3, the staff user's pessoa, the request's time.
    const assinaturas = await db.select().from(folhaFrequenciaAssinatura).where(and(inArray(folhaFrequenciaAssinatura.folhaId, [a, b]), eq(folhaFrequenciaAssinatura.perfil, 3)));
    expect(assinaturas).toHaveLength(2);
    const [job] = await db.select().from(tarefa).where(eq(tarefa.id, res.json<{ tarefa: number }>().tarefa));
    expect([job!.progressoAtual, job!.progressoTotal]).toEqual([4, 4]);
  });

  it('a sheet approved meanwhile (or by a rerun) is reported as already concluded, never approved twice', async () => {
    const c = folhas[2]!;
    const primeira = await aprovarFolhas(db, admin.id, { ids: [c], ip: '10.0.0.1', url: 'http://sgi.test' });
    expect(primeira.itens[0]).toMatchObject({ aprovada: true });
    const segunda = await aprovarFolhas(db, admin.id, { ids: [c], ip: '10.0.0.1', url: 'http://sgi.test' });
    expect(segunda.itens[0]).toMatchObject({ aprovada: false, motivo: `${MENSAGEM_NAO_AGUARDA_REVISAO} (já está concluída)` });
    expect(await db.select().from(folhaFrequenciaAssinatura).where(and(eq(folhaFrequenciaAssinatura.folhaId, c), eq(folhaFrequenciaAssinatura.perfil, 3)))).toHaveLength(1);
  });

  it('validates the list: 1 to 1000 sheet ids', async () => {
    for (const ids of [[], Array.from({ length: 1001 }, (_, i) => i + 1), ['a'], [0], 'x', null]) {
      const res = await aprovar(ids);
      expect(res.statusCode, JSON.stringify(ids).slice(0, 30)).toBe(400);
    }
    expect((await aprovar([])).json().message).toBe('Informe de 1 a 1000 folhas.');
    expect((await aprovar(Array.from({ length: 1000 }, (_, i) => i + 1))).statusCode).toBe(202);
  });

  it('needs what accepting needs: staff with FOLHA_READ pass; without it 403; an intern’s link session is refused', async () => {
    expect((await aprovar([folhas[3]!], await t.tokenWith(['FOLHA_READ']))).statusCode).toBe(202);
    expect((await aprovar([folhas[3]!], await t.tokenWith(['ESTAGIARIO_READ']))).statusCode).toBe(403);
    const tk = randomToken();
    const agora = new Date();
    await db.insert(sessao).values({ tokenHash: sha256(tk), escopo: 'folha', cpf: cpfDaPrimeira, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
    expect([403, 404]).toContain((await aprovar([folhas[0]!], tk)).statusCode);
    expect((await aprovar([folhas[0]!], '')).statusCode).toBe(401);
  });
});
