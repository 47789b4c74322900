import { Checkbox, Group, Select, Stack, Title } from '@mantine/core';
import { FERIADO, periodoFeriado } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { feriadosQuery, type Feriado } from './api';
import { FeriadosNacionaisButton } from './feriados-nacionais-button';
import { LocaisVigencia, locaisTexto } from './locais-vigencia';

/**
 * Paginar lives in the URL with the table's page and size; one update writes them together (two updates in one
 * event would overwrite each other). A page size chosen while not paging turns Paginar on with that size.
 */
function usePaginar() {
  const [params, setParams] = useSearchParams();
  const paginar = params.get('paginar') === '1';
  const mudar = (novo: boolean, tamanho?: number) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        q.delete('pagina');
        if (novo) q.set('paginar', '1');
        else q.delete('paginar');
        if (tamanho === FERIADO.listaTakePaginado) q.delete('tamanho');
        else if (tamanho !== undefined) q.set('tamanho', String(tamanho));
        return q;
      },
      { replace: true },
    );
  return [paginar, mudar] as const;
}

/** The year filter in the URL ('ano'); another year is another list, back to its first page. */
function useAno() {
  const [params, setParams] = useSearchParams();
  const v = params.get('ano');
  const ano = v && /^\d{4}$/.test(v) && Number(v) >= FERIADO.anoMin ? v : null;
  const mudar = (novo: string | null) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        q.delete('pagina');
        if (novo) q.set('ano', novo);
        else q.delete('ano');
        return q;
      },
      { replace: true },
    );
  return [ano, mudar] as const;
}

/** Next year down to fifteen years ago, newest first, plus a year typed in the URL outside that range. */
export function anosDoFiltro(atual: number, escolhido: string | null): string[] {
  const anos = Array.from({ length: 17 }, (_, i) => String(atual + 1 - i));
  return escolhido && !anos.includes(escolhido) ? [...anos, escolhido].sort((a, b) => Number(b) - Number(a)) : anos;
}

const colunas: DataTableColumn<Feriado>[] = [
  { accessor: 'periodo', title: 'Período', noWrap: true, width: 230, render: (f) => periodoFeriado(f.inicio, f.fim), exportValue: (f) => periodoFeriado(f.inicio, f.fim) },
  { accessor: 'nome', title: 'Título' },
  { accessor: 'locais', title: 'Locais de Vigência', render: (f) => <LocaisVigencia feriado={f} />, exportValue: locaisTexto },
  editarColumn((f) => `/feriados/editar/${f.id}`, (f) => `o feriado ${f.nome}`),
];

/**
 * Calendário de Bloqueios (cadastros-relatorios §2.13, §9): the most recent first, 1000 rows in one page or 20 per
 * page with Paginar, searched by title and filtered by year on the server (ADR 032); 'Feriados nacionais' loads a
 * year's national holidays (ADR 021).
 */
export default function FeriadoListPage() {
  const { pode } = usePermissoes();
  const [paginar, mudarPaginar] = usePaginar();
  const [tabela, setTabela] = useTableState({ pageSize: FERIADO.listaTakePaginado });
  // Without Paginar everything comes in one page; the table shows it as page 1 of 1.
  const estado: TableState = paginar ? tabela : { ...tabela, page: 1, pageSize: FERIADO.listaTake };
  const [ano, mudarAno] = useAno();
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => feriadosQuery({ ...pagina, ...(ano && { ano: Number(ano) }), ...(tabela.filter && { nome: tabela.filter }) });
  const { data, isFetching } = useQuery(consulta(pageQuery(estado)));
  const [feriados, total] = data ?? [[], 0];

  const aoMudarTabela = (next: TableState) => {
    if (!paginar && next.pageSize !== estado.pageSize) return mudarPaginar(true, next.pageSize);
    setTabela(paginar ? next : { ...next, page: 1, pageSize: tabela.pageSize });
  };

  return (
    <Stack gap="md">
      <Title order={2}>Calendário de Bloqueios</Title>
      <DataTable
        tableKey="feriados"
        title="Calendário de Bloqueios"
        columns={colunas}
        records={feriados}
        totalRecords={total}
        consulta={consulta}
        state={estado}
        onChange={aoMudarTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por título"
        toolbar={
          <Group gap="md">
            <Select
              size="xs"
              w={150}
              aria-label="Ano"
              placeholder="(todos os anos)"
              clearable
              data={anosDoFiltro(new Date().getFullYear(), ano)}
              value={ano}
              onChange={mudarAno}
            />
            <Checkbox size="xs" label="Paginar" checked={paginar} onChange={(e) => mudarPaginar(e.currentTarget.checked)} />
            {pode('FOLHA_CREATE') && <FeriadosNacionaisButton />}
            {pode('FOLHA_CREATE') && <CadastrarButton to="/feriados/criar" />}
          </Group>
        }
      />
    </Stack>
  );
}
