import { describe, expect, it } from 'vitest';
import { RELATORIOS_SIMULTANEOS, relatorioNaVez } from '../src/lib/revezamento.js';
import { testApp } from './helpers.js';

// Whole-office reports are read and built a few at a time (ADR 095): with every turn taken, a report waits; as turns
// come back, every one of them answers. Each route of the reports is listed, JSON and files alike.
const DIA = '2026-06-15';
const RELATORIOS = [
  `/api/relatorio/lotacoes?data=${DIA}&layout=1`,
  `/api/relatorio/lotacoes/pdf?data=${DIA}&layout=1`,
  `/api/lotacoes-estagiario?data=${DIA}`,
  `/api/lotacoes-estagiario/pdf?data=${DIA}`,
  `/api/lotacoes-estagiario/xlsx?data=${DIA}`,
  `/api/relatorio/nucleos?data=${DIA}`,
  `/api/relatorio/nucleos/pdf?data=${DIA}`,
  `/api/relatorio/nucleos/xlsx?data=${DIA}`,
  `/api/relatorio/defensores/lotacoes?data=${DIA}`,
  `/api/relatorio/defensores/lotacoes/pdf?data=${DIA}`,
  '/api/relatorio/defensores?todoperiodo=true',
  '/api/relatorio/defensores/pdf?todoperiodo=true',
  '/api/relatorio/movimentacoes/2026-01-01/2026-06-30/true',
  '/api/relatorio/movimentacoes/2026-01-01/2026-06-30/true/pdf',
  '/api/relatorio/movimentacoes/2026-01-01/2026-06-30/true/xlsx',
  '/api/dashboard/movimentacoes/2026-01?referenciaf=2026-06',
  '/api/dashboard/movimentacoes/2026-01/pdf?referenciaf=2026-06',
];

describe('whole-office reports wait for their turn', async () => {
  const t = await testApp();
  const token = await t.tokenWith('todas');

  it('none answers while every turn is taken; all answer once the turns come back', async () => {
    let devolver!: () => void;
    const ocupadas = new Promise<void>((r) => (devolver = r));
    const turnos = Array.from({ length: RELATORIOS_SIMULTANEOS }, () => relatorioNaVez(() => ocupadas));
    const respondidos = new Set<string>();
    const pedidos = RELATORIOS.map((url) =>
      t.req({ method: 'GET', url, token }).then((res) => {
        respondidos.add(url);
        return [url, res.statusCode, res.body.slice(0, 200)] as const;
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect([...respondidos]).toEqual([]);
    devolver();
    await Promise.all(turnos);
    for (const [url, status, corpo] of await Promise.all(pedidos)) expect(status, `${url}: ${corpo}`).toBe(200);
  });
});
