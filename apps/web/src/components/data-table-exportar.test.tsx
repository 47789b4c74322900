import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { mockApi, renderPage, type ApiCall } from '../test/page-harness';
import { DataTable, type DataTableColumn } from './data-table';
import { buscarTodos, LOTE_EXPORTACAO } from './data-table-exportar';
import type { Pagina } from './table-state';

const salvos = vi.hoisted(() => [] as { blob: Blob; nome: string }[]);
vi.mock('../lib/download', () => ({ salvarNoNavegador: (blob: Blob, nome: string) => salvos.push({ blob, nome }) }));

interface Linha {
  id: number;
  nome: string;
}

const todas = (n: number): Linha[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, nome: `Pessoa ${String(i + 1).padStart(4, '0')}` }));
const colunas: DataTableColumn<Linha>[] = [{ accessor: 'nome', title: 'Nome' }];

/** The list's query, as a screen writes it: the filter travels with every page. */
const consulta = (p: Pagina) =>
  queryOptions({
    queryKey: ['teste', 'lista', { ...p, nome: 'Pessoa' }],
    queryFn: () => api<[Linha[], number]>('teste', { query: { ...p, nome: 'Pessoa' } }),
    meta: { erro: 'Falha ao listar testes.' },
  });

/** Serves `linhas` by skip/take, like a list endpoint ([objects, count]). */
const servir = (linhas: Linha[]) => (c: ApiCall) => {
  if (c.path !== 'teste') return undefined;
  const skip = Number(c.query.get('skip'));
  const take = Number(c.query.get('take'));
  return { body: [linhas.slice(skip, skip + take), linhas.length] };
};

function Tabela({ linhas }: { linhas: Linha[] }) {
  return (
    <DataTable
      tableKey="exportar"
      title="Pessoas"
      columns={colunas}
      records={linhas.slice(0, 12)}
      totalRecords={linhas.length}
      state={{ page: 1, pageSize: 12, sort: null, filter: 'Pessoa' }}
      onChange={() => {}}
      consulta={consulta}
    />
  );
}

/** The rows of the print page the table hands to the hidden iframe. */
async function linhasImpressas() {
  const frame = await waitFor(() => {
    const f = document.querySelector('iframe');
    expect(f).not.toBeNull();
    return f!;
  });
  const doc = new DOMParser().parseFromString(frame.srcdoc, 'text/html');
  return [...doc.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
}

describe('DataTable export of every record', () => {
  beforeEach(() => {
    localStorage.clear();
    salvos.length = 0;
    document.querySelectorAll('iframe').forEach((f) => f.remove());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prints all 43 records of the filter, fetched from the server, when the page shows 12', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(servir(todas(43)));
    renderPage(<Tabela linhas={todas(43)} />);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Todos os registros (43)' }));
    const linhas = await linhasImpressas();
    expect(linhas).toHaveLength(43);
    expect(linhas.at(-1)).toBe('Pessoa 0043');
    const pedidos = calls.filter((c) => c.path === 'teste');
    expect(pedidos.map((c) => [c.query.get('skip'), c.query.get('take'), c.query.get('nome')])).toEqual([['0', String(LOTE_EXPORTACAO), 'Pessoa']]);
  });

  it('exports all 43 records to Excel', async () => {
    const user = userEvent.setup();
    mockApi(servir(todas(43)));
    renderPage(<Tabela linhas={todas(43)} />);
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Todos os registros (43)' }));
    await waitFor(() => expect(salvos).toHaveLength(1), { timeout: 5000 });
    const { Workbook } = (await import('exceljs')).default;
    const wb = new Workbook();
    await wb.xlsx.load(await salvos[0]!.blob.arrayBuffer());
    // header + 43 rows
    expect(wb.worksheets[0]!.rowCount).toBe(44);
    expect(wb.worksheets[0]!.getRow(44).getCell(1).value).toBe('Pessoa 0043');
  });

  it('still exports only the page shown when the user chooses Página atual', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(servir(todas(43)));
    renderPage(<Tabela linhas={todas(43)} />);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Página atual (12)' }));
    expect(await linhasImpressas()).toHaveLength(12);
    expect(calls.filter((c) => c.path === 'teste')).toHaveLength(0);
  });

  it('asks nothing when the page already holds every record', async () => {
    const user = userEvent.setup();
    mockApi(servir(todas(5)));
    renderPage(<Tabela linhas={todas(5)} />);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await linhasImpressas()).toHaveLength(5);
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it('exports every record a list paged in the browser holds, without asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi();
    const linhas = todas(30);
    renderPage(
      <DataTable
        tableKey="local"
        title="Locais"
        columns={colunas}
        records={linhas.slice(0, 12)}
        totalRecords={30}
        todosRegistros={linhas}
        state={{ page: 1, pageSize: 12, sort: null, filter: '' }}
        onChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Todos os registros (30)' }));
    expect(await linhasImpressas()).toHaveLength(30);
    expect(calls).toHaveLength(0);
  });

  it('says in pt-BR that fetching failed, once, and exports nothing', async () => {
    const user = userEvent.setup();
    mockApi((c) => (c.path === 'teste' ? { status: 400, body: {} } : undefined));
    renderPage(<Tabela linhas={todas(43)} />);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Todos os registros (43)' }));
    expect(await screen.findByText('Não foi possível buscar todos os registros para exportar. Falha ao listar testes.')).toBeInTheDocument();
    // The query cache's own toast stays quiet: one message, not two.
    expect(screen.queryByText('Falha ao listar testes.')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the progress of a large set while it fetches, and can cancel', async () => {
    const user = userEvent.setup();
    const linhas = todas(1200);
    let liberar: () => void = () => {};
    const segura = new Promise<void>((r) => (liberar = r));
    const responder = servir(linhas);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const call = { method: 'GET', path: url.pathname.replace(/^\/api\//, ''), query: url.searchParams, body: undefined, headers: {} };
        if (call.query.get('skip') === '500') await segura;
        return new Response(JSON.stringify(responder(call)?.body ?? null), { status: 200 });
      }),
    );
    renderPage(<Tabela linhas={linhas} />);
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Todos os registros (1.200)' }));
    expect(await screen.findByText('Buscando registros: 500 de 1.200')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registros buscados para exportar' })).toHaveAttribute('aria-valuenow', '42');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    liberar();
    await waitFor(() => expect(screen.queryByText(/Buscando registros/)).not.toBeInTheDocument());
    expect(salvos).toHaveLength(0);
  });
});

describe('buscarTodos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads page after page until the count, reporting progress', async () => {
    const { calls } = mockApi(servir(todas(1200)));
    const progresso: string[] = [];
    const linhas = await buscarTodos(createQueryClient(), consulta, (p) => progresso.push(`${p.lidos}/${p.total}`));
    expect(linhas).toHaveLength(1200);
    expect(new Set(linhas!.map((l) => l.id)).size).toBe(1200);
    expect(calls.map((c) => c.query.get('skip'))).toEqual(['0', '500', '1000']);
    expect(progresso).toEqual(['500/1200', '1000/1200', '1200/1200']);
  });

  it('stops when the server has fewer rows than it counted', async () => {
    mockApi((c) => ({ body: [c.query.get('skip') === '0' ? todas(3) : [], 10] }));
    expect(await buscarTodos(createQueryClient(), consulta, () => {})).toHaveLength(3);
  });
});
