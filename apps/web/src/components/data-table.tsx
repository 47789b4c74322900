import { Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { COR_FUNDO_TABELA_PADRAO, COR_LETRA_TABELA_PADRAO, corOuPadrao } from '@sgi/domain';
import { IconSearch } from '@tabler/icons-react';
import { DataTable as MantineDataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useMe } from '../lib/auth';
import { ColumnChooser, useColumnVisibility } from './column-chooser';
import { ExportButtons, type ConsultaPagina } from './data-table-exportar';
import { DataTablePager } from './data-table-pager';
import type { TableState } from './table-state';

export interface DataTableColumn<T> {
  /** property name or dot path ('papel.nome'): the default cell and export value */
  accessor: string;
  title: string;
  sortable?: boolean;
  /** what the API's orderBy expects for this column, when it differs from the accessor */
  sortKey?: string;
  /** hidden until the user shows it in the column chooser */
  hiddenByDefault?: boolean;
  render?: (record: T) => ReactNode;
  /** plain text for Excel/PDF/print when the cell renders more than its value */
  exportValue?: (record: T) => string | number | null | undefined;
  /** an action column (Editar, Ver): always shown, never exported, not in the column chooser */
  action?: boolean;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
  /** keeps the cell on one line (dates, codes) */
  noWrap?: boolean;
}

export interface DataTableProps<T> {
  /** identifies the table for the remembered column choice */
  tableKey: string;
  /** heading of the exported files and the table's accessible name */
  title: string;
  columns: DataTableColumn<T>[];
  records: T[];
  totalRecords: number;
  state: TableState;
  onChange: (next: TableState) => void;
  loading?: boolean;
  /** shows the filter box; its text reaches `state.filter` after a short pause in typing */
  filterPlaceholder?: string;
  /** the screen's own buttons (Cadastrar), placed before the export buttons */
  toolbar?: ReactNode;
  /**
   * The list's query for any page of the current filter (the same factory the screen uses for the visible page):
   * with it the export offers every record of the filter, not only the page shown.
   */
  consulta?: ConsultaPagina<T>;
  /** instead of `consulta`, for a list paged in the browser: every record of its filter */
  todosRegistros?: T[];
  idAccessor?: (record: T) => Key;
}

const NENHUM_REGISTRO = 'Nenhum registro encontrado';

/**
 * mantine-datatable names its sort icons in English, and screen readers read them with the column title ('Nome Not
 * sorted'); it has no option for them, so they are renamed after each render. The icons change only when this
 * component renders (the sort state is ours), so the renamed labels stay until the next render renames them again.
 */
const ROTULO_ORDEM: Record<string, string> = {
  'Not sorted': 'Sem ordenação',
  'Sorted ascending': 'Ordem crescente',
  'Sorted descending': 'Ordem decrescente',
};
function useRotulosDeOrdemEmPortugues() {
  const raiz = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    raiz.current?.querySelectorAll('thead [role="img"][aria-label]').forEach((icone) => {
      const pt = ROTULO_ORDEM[icone.getAttribute('aria-label')!];
      if (pt) icone.setAttribute('aria-label', pt);
    });
  });
  return raiz;
}

function valorNoCaminho(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), record);
}

export function cellText<T>(c: DataTableColumn<T>, record: T): string | number {
  const v = c.exportValue ? c.exportValue(record) : valorNoCaminho(record, c.accessor);
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  return String(v);
}

function FilterInput({ value, placeholder, onChange }: { value: string; placeholder: string; onChange: (v: string) => void }) {
  const [texto, setTexto] = useState(value);
  const [recebido, setRecebido] = useState(value);
  // The URL can change the filter too (back button): follow it, unless it is just our own trimmed text.
  if (value !== recebido) {
    setRecebido(value);
    if (value !== texto.trim()) setTexto(value);
  }
  const enviar = useDebouncedCallback((v: string) => onChange(v.trim()), 400);
  return (
    <TextInput
      size="xs"
      w={280}
      aria-label="Filtrar"
      placeholder={placeholder}
      leftSection={<IconSearch size={14} />}
      value={texto}
      maxLength={60}
      onChange={(e) => {
        setTexto(e.currentTarget.value);
        enviar(e.currentTarget.value);
      }}
      onKeyDown={(e) => e.key === 'Enter' && enviar.flush()}
    />
  );
}

/**
 * The generic data table (DESIGN §9): server-side paging and sorting, filter box, column chooser, page sizes,
 * export of the page or of every record of the filter (Excel, PDF, print) and zebra rows in the user's colours.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { tableKey, title, columns, records, totalRecords, state, onChange, loading, filterPlaceholder, toolbar } = props;
  const { data: me } = useMe();
  const fundo = corOuPadrao(me?.corfundotabela, COR_FUNDO_TABELA_PADRAO);
  const letra = corOuPadrao(me?.corletratabela, COR_LETRA_TABELA_PADRAO);
  const escolhiveis = columns.filter((c) => !c.action);
  const { isVisible, toggle } = useColumnVisibility(tableKey, escolhiveis);
  const visiveis = columns.filter((c) => c.action || isVisible(c));
  const exportaveis = visiveis.filter((c) => !c.action);
  const raiz = useRotulosDeOrdemEmPortugues();

  const ordenada = state.sort && columns.find((c) => (c.sortKey ?? c.accessor) === state.sort!.column);
  // Without a current sort an accessor that matches no column keeps every sortable header clickable.
  const sortStatus: DataTableSortStatus<T> = {
    columnAccessor: ordenada ? ordenada.accessor : '',
    direction: state.sort?.direction ?? 'asc',
  };
  const onSortStatusChange = (s: DataTableSortStatus<T>) => {
    const col = columns.find((c) => c.accessor === s.columnAccessor);
    onChange({ ...state, page: 1, sort: { column: col?.sortKey ?? String(s.columnAccessor), direction: s.direction } });
  };
  const vazio = records.length === 0;

  return (
    <Stack gap="xs" ref={raiz}>
      <Group justify="space-between" gap="xs">
        {filterPlaceholder !== undefined ? (
          <FilterInput value={state.filter} placeholder={filterPlaceholder} onChange={(filter) => onChange({ ...state, page: 1, filter })} />
        ) : (
          <span />
        )}
        <Group gap="xs">
          {toolbar}
          <ExportButtons
            title={title}
            header={exportaveis.map((c) => c.title)}
            linha={(r) => exportaveis.map((c) => cellText(c, r))}
            records={records}
            totalRecords={totalRecords}
            consulta={props.consulta}
            todosRegistros={props.todosRegistros}
          />
          <ColumnChooser columns={escolhiveis} isVisible={isVisible} onToggle={toggle} />
        </Group>
      </Group>
      <MantineDataTable<T>
        aria-label={title}
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        verticalAlign="center"
        // Keeps room for the loader and the empty message, so the page does not jump while loading.
        minHeight={vazio ? 180 : undefined}
        fetching={loading}
        noRecordsText={NENHUM_REGISTRO}
        records={records}
        idAccessor={props.idAccessor ?? ((r: T) => (r as { id: Key }).id)}
        columns={visiveis.map((c) => ({
          accessor: c.accessor,
          title: c.title,
          sortable: c.sortable,
          width: c.width,
          textAlign: c.textAlign,
          noWrap: c.noWrap,
          render: c.render ? (r: T) => c.render!(r) : undefined,
        }))}
        // Zebra rows in the user's colours (cadastros-relatorios §2.9): background and text of the striped rows.
        striped
        stripedColor={fundo}
        rowColor={(_, i) => (i % 2 === 0 ? letra : undefined)}
        sortStatus={sortStatus}
        onSortStatusChange={onSortStatusChange}
      />
      <DataTablePager
        page={state.page}
        pageSize={state.pageSize}
        totalRecords={totalRecords}
        recordsShown={records.length}
        onPage={(page) => onChange({ ...state, page })}
        onPageSize={(pageSize) => onChange({ ...state, page: 1, pageSize })}
      />
    </Stack>
  );
}
