import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import { DataTable, type DataTableColumn } from './data-table';
import { pageSizeOptions, pageWindow } from './data-table-pager';
import { DEFAULT_PAGE_SIZE, type TableState } from './table-state';

interface Linha {
  id: number;
  nome: string;
  funcao: string | null;
  papel: { nome: string };
}

const linhas: Linha[] = [
  { id: 1, nome: 'Ana Souza', funcao: 'Analista', papel: { nome: 'Gestor' } },
  { id: 2, nome: 'Bruno Lima', funcao: null, papel: { nome: 'Leitor' } },
];

const colunas: DataTableColumn<Linha>[] = [
  { accessor: 'nome', title: 'Nome', sortable: true },
  { accessor: 'funcao', title: 'Função', sortable: true },
  { accessor: 'papel.nome', title: 'Papel', sortable: true, sortKey: 'papel' },
  { accessor: 'id', title: 'Código', hiddenByDefault: true },
];

function Harness(props: { records?: Linha[]; total?: number; onChange?: (s: TableState) => void; filter?: boolean }) {
  const [state, setState] = useState<TableState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: { column: 'nome', direction: 'asc' }, filter: '' });
  return (
    <DataTable
      tableKey="teste"
      title="Pessoas de teste"
      columns={colunas}
      records={props.records ?? linhas}
      totalRecords={props.total ?? (props.records ?? linhas).length}
      state={state}
      filterPlaceholder={props.filter ? 'Filtrar por nome' : undefined}
      onChange={(s) => {
        props.onChange?.(s);
        setState(s);
      }}
    />
  );
}

// Sortable headers are role=button (mantine-datatable), so the header cells are read from the DOM.
const cabecalhos = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());

describe('DataTable', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders the rows and the default visible columns', () => {
    renderPage(<Harness />);
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Leitor')).toBeInTheDocument();
    expect(cabecalhos()).toEqual(['Nome', 'Função', 'Papel']);
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });

  it("shows 'Nenhum registro encontrado' when there are no rows, and disables export", () => {
    renderPage(<Harness records={[]} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  });

  it('offers page sizes 7, 12, 20, 50, 100, 500 and 1000 with 12 selected, and a new size returns to page 1', () => {
    const onChange = vi.fn();
    renderPage(<Harness onChange={onChange} total={300} />);
    const select = screen.getByLabelText('Registros por página') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['7', '12', '20', '50', '100', '500', '1000']);
    expect(select.value).toBe('12');
    fireEvent.change(select, { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 50 }));
  });

  it("adds a list's own page size (10 for varas) to the choices, in order, so the select shows the real size", () => {
    expect(pageSizeOptions(10)).toEqual(['7', '10', '12', '20', '50', '100', '500', '1000']);
    expect(pageSizeOptions(12)).toEqual(['7', '12', '20', '50', '100', '500', '1000']);
    expect(pageSizeOptions(10000).at(-1)).toBe('10000');
  });

  it('hides a column chosen in the column chooser and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Função' }));
    expect(cabecalhos()).toEqual(['Nome', 'Papel']);
    expect(screen.queryByText('Analista')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Código' }));
    expect(cabecalhos()).toEqual(['Nome', 'Papel', 'Código']);
    unmount();
    renderPage(<Harness />);
    expect(cabecalhos()).toEqual(['Nome', 'Papel', 'Código']);
  });

  it('calls onChange with the sort key and direction when a header is clicked, back on page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Papel/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, sort: { column: 'papel', direction: 'asc' } }));
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { column: 'nome', direction: 'asc' } }));
  });

  it('names the sort state of each sortable header in pt-BR, following the sort', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<Harness />);
    expect(screen.getByRole('button', { name: 'Nome Ordem crescente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Papel Sem ordenação' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Papel/ }));
    expect(screen.getByRole('button', { name: 'Papel Ordem crescente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nome Sem ordenação' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Papel/ }));
    expect(screen.getByRole('button', { name: 'Papel Ordem decrescente' })).toBeInTheDocument();
    expect(container.querySelector('[aria-label="Not sorted"], [aria-label^="Sorted"]')).toBeNull();
  });

  it('sorts from the keyboard too', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Harness onChange={onChange} />);
    screen.getByRole('button', { name: /Função/ }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { column: 'funcao', direction: 'asc' } }));
  });

  it('pages with five page numbers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Harness onChange={onChange} total={120} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Última página' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 10 }));
    expect(within(nav).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual(['6', '7', '8', '9', '10']);
  });

  it('sends the filter text after a pause in typing, back on page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(<Harness onChange={onChange} filter />);
    await user.type(screen.getByLabelText('Filtrar'), 'ana ');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filter: 'ana' }));
    // The trailing space the user typed stays in the box.
    expect(screen.getByLabelText('Filtrar')).toHaveValue('ana ');
  });

  it("paints the striped rows with the user's colours", async () => {
    mockApi(loginAs([], { corfundotabela: '#112233', corletratabela: '#fafafa' }));
    renderPage(<Harness />);
    const primeira = (await screen.findByText('Ana Souza')).closest('tr')!;
    await waitFor(() => expect(primeira.getAttribute('style')).toContain('#fafafa'));
    expect(screen.getByText('Bruno Lima').closest('tr')!.getAttribute('style') ?? '').not.toContain('#fafafa');
    expect(document.querySelector('[style*="--mantine-datatable-striped-color-light: #112233"]')).not.toBeNull();
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
  ])('page %i of %i shows %j', (page, total, esperado) => {
    expect(pageWindow(page, total)).toEqual(esperado);
  });
});
