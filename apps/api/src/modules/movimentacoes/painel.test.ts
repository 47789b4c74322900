import { painelDeMovimentacoesSchema } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defensorNoBanco, lotar } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { contextoDe, testApp } from '../../../test/helpers.js';
import { nucleoNoBanco, tipoNoBanco } from '../../../test/movimentacoes.js';
import { lerPdf } from '../../../test/pdf.js';
import { painelDeMovimentacoes } from './painel.js';
import { movimentacao, registroMovimentacao } from './table.js';

const t = await testApp();
const db = t.database.db;
// "Today" of the fixed dataset: 20 May 2025. April's deadline (10 May, a Saturday) moved to Monday the 12th and passed.
const ctx = contextoDe(1, { agora: new Date('2025-05-20T15:00:00Z') });

let ana: { id: number };
let bia: { id: number };
let d1: { id: number; nome: string };
let n1: number;
const ids: Record<string, number> = {};

async function entregar(nome: string, defensorId: number, referencia: string, dataRecebimento: string, local: { defensoriaId?: number; nucleoId?: number }, quantidades: number[] = []) {
  const [m] = await db
    .insert(movimentacao)
    .values({ defensorId, referencia, dataRecebimento, civel: true, criminal: nome.endsWith('criminal'), ...local })
    .returning({ id: movimentacao.id });
  for (const [i, q] of quantidades.entries()) {
    await db.insert(registroMovimentacao).values({ movimentacaoId: m!.id, tipoId: ids[`tipo${i}`]!, quantidade: q });
  }
  ids[nome] = m!.id;
}

beforeAll(async () => {
  ana = await defensorNoBanco(db, { nome: 'Ana Painel' });
  bia = await defensorNoBanco(db, { nome: 'Bia Painel' });
  const caio = await defensorNoBanco(db, { nome: 'Caio Inativo' });
  d1 = await defensoriaNoBanco(db, { nome: 'Defensoria do Painel' });
  n1 = await nucleoNoBanco(db, 'Núcleo do Painel');
  ids.tipo0 = await tipoNoBanco(db, 'Atendimento');
  ids.tipo1 = await tipoNoBanco(db, 'Audiência');
  await lotar(db, ana.id, d1.id, { dataInicial: '2024-01-01' });
  await lotar(db, bia.id, 0, { defensoriaId: null, nucleoId: n1, dataInicial: '2025-04-01', dataFinal: '2025-04-30' });
  await lotar(db, caio.id, d1.id, { ativo: false });
  await entregar('fev', ana.id, '2025-02', '2025-03-05', { defensoriaId: d1.id }, [12, 3]);
  await entregar('mar', ana.id, '2025-03', '2025-04-15', { defensoriaId: d1.id }, [5]);
  await entregar('mar2 criminal', ana.id, '2025-03', '2025-04-20', { defensoriaId: d1.id });
  await entregar('biaMar', bia.id, '2025-03', '2025-04-01', { defensoriaId: d1.id }, [1]);
});

describe('the Movimentações home', () => {
  it('lists, per defender and month, what each owes or delivered, with the deadline, the deliveries and the situation', async () => {
    const painel = await painelDeMovimentacoes(db, ctx, { referenciaI: '2025-02', referenciaf: '2025-06' });
    expect(painel.linhas.map((l) => l.defensor_nome)).toEqual(['Ana Painel', 'Bia Painel']);
    const [a, b] = painel.linhas;
    expect(a!.referencias.map((r) => [r.data_referencia, r.data_prazo, r.situacao, r.entregas.map((e) => e.movimento_id)])).toEqual([
      ['2025-02', '2025-03-10', 'entregue', [ids.fev]],
      ['2025-03', '2025-04-10', 'atrasada', [ids.mar, ids['mar2 criminal']]],
      ['2025-04', '2025-05-12', 'pendente_vencida', []],
      ['2025-05', '2025-06-10', 'pendente', []],
    ]);
    expect(a!.referencias[0]).toMatchObject({ defensoria_id: d1.id, nucleo_id: null, local: 'Defensoria do Painel' });
    expect(a!.referencias[0]!.entregas[0]).toEqual({ movimento_id: ids.fev, data_recebimento: '2025-03-05', atendimentos: 15, civel: true, criminal: false });
    expect(a!.referencias[1]!.entregas[1]).toMatchObject({ atendimentos: 0, criminal: true });
    // Bia delivered March without a placement there, and owes April at the núcleo where she was placed that month.
    expect(b!.referencias.map((r) => [r.data_referencia, r.local, r.situacao])).toEqual([
      ['2025-03', 'Defensoria do Painel', 'entregue'],
      ['2025-04', 'Núcleo do Painel', 'pendente_vencida'],
    ]);
    // June is not owed yet: no column in the chart.
    expect(painel.totais).toEqual([
      { referencia: '2025-02', entregues: 1, atrasadas: 0, pendentes: 0 },
      { referencia: '2025-03', entregues: 1, atrasadas: 1, pendentes: 0 },
      { referencia: '2025-04', entregues: 0, atrasadas: 0, pendentes: 2 },
      { referencia: '2025-05', entregues: 0, atrasadas: 0, pendentes: 1 },
    ]);
  });

  it('narrows to a defender, a defensoria or a núcleo, and to one month without referenciaf', async () => {
    const soBia = await painelDeMovimentacoes(db, ctx, { referenciaI: '2025-02', referenciaf: '2025-05', defensorId: bia.id });
    expect(soBia.linhas.map((l) => l.defensor_nome)).toEqual(['Bia Painel']);
    const doNucleo = await painelDeMovimentacoes(db, ctx, { referenciaI: '2025-02', referenciaf: '2025-05', nucleoId: n1 });
    expect(doNucleo.linhas.flatMap((l) => l.referencias.map((r) => r.local))).toEqual(['Núcleo do Painel']);
    const daDefensoria = await painelDeMovimentacoes(db, ctx, { referenciaI: '2025-03', defensoriaId: d1.id });
    expect(daDefensoria.linhas.map((l) => [l.defensor_nome, l.referencias.length])).toEqual([['Ana Painel', 1], ['Bia Painel', 1]]);
    expect((await painelDeMovimentacoes(db, ctx, { referenciaI: '2025-07' })).linhas).toEqual([]);
    if (t.database.kind === 'pglite') {
      // Prepared per filter shape (planning was 3 of its 11 ms on the embedded database): one session, named there.
      const nomeadas = await db.execute(sql`select name from pg_prepared_statements where name like 'movimentacao.painel%'`);
      expect((nomeadas as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).sort()).toEqual(
        expect.arrayContaining(['movimentacao.painel:0.0.1', 'movimentacao.painel:0.1.0', 'movimentacao.painel:1.0.0']),
      );
    }
  });

  it('answers through the route, validating the months and gated by MOVIMENTACAO_ENUMERATE', async () => {
    const token = await t.tokenWith(['MOVIMENTACAO_ENUMERATE']);
    const ok = await t.req({ method: 'GET', url: `/api/dashboard/movimentacoes/2025-02?referenciaf=2025-03&defensorId=${ana.id}`, token });
    expect(ok.statusCode, ok.body).toBe(200);
    // Written by PostgreSQL, past the serializer: still exactly the route's schema.
    expect(painelDeMovimentacoesSchema.parse(ok.json())).toEqual(ok.json());
    expect(ok.json().linhas[0].referencias).toHaveLength(2);
    const invertido = await t.req({ method: 'GET', url: '/api/dashboard/movimentacoes/2025-03?referenciaf=2025-02', token });
    expect(invertido.json().message).toBe('A referência final não pode ser anterior à inicial.');
    const longo = await t.req({ method: 'GET', url: '/api/dashboard/movimentacoes/2020-01?referenciaf=2025-01', token });
    expect(longo.json().message).toBe('O período tem no máximo 24 meses.');
    expect((await t.req({ method: 'GET', url: '/api/dashboard/movimentacoes/2025-13', token })).json().message).toBe('Mês de referência inválido.');
    expect((await t.req({ method: 'GET', url: '/api/dashboard/movimentacoes/2025-02', token: await t.tokenWith(['MOVIMENTACAO_READ']) })).statusCode).toBe(403);
  });

  it('Imprimir: the PDF of the same answer, landscape, with the period, the filters by name, the totals and each delivery', async () => {
    const token = await t.tokenWith(['MOVIMENTACAO_ENUMERATE']);
    const res = await t.req({ method: 'GET', url: `/api/dashboard/movimentacoes/2025-02/pdf?referenciaf=2025-04&defensoriaId=${d1.id}`, token });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="movimentacoes-2025-02-2025-04\.pdf"/);
    const { texto } = lerPdf(res.rawPayload, 'painel-movimentacoes.pdf');
    expect(texto).toContain('Movimentações — entregas por defensor');
    expect(texto).toContain('Referências 02/2025 a 04/2025 · Defensoria: Defensoria do Painel');
    expect(texto).toMatch(/03\/2025\s+1\s+1\s+0/);
    expect(texto).toMatch(/Ana Painel\s+02\/2025\s+Defensoria do Painel\s+10\/03\/2025\s+Entregue\s+05\/03\/2025\s+15\s+Cível/);
    expect(texto).toMatch(/Ana Painel\s+04\/2025\s+Defensoria do Painel\s+12\/05\/2025\s+Pendente, prazo vencido/);
    const vazio = await t.req({ method: 'GET', url: '/api/dashboard/movimentacoes/2030-01/pdf', token });
    expect(lerPdf(vazio.rawPayload, 'painel-vazio.pdf').texto).toContain('Nenhum registro encontrado');
    expect((await t.req({ method: 'GET', url: '/api/dashboard/movimentacoes/2025-02/pdf', token: await t.tokenWith(['MOVIMENTACAO_READ']) })).statusCode).toBe(403);
  });
});
