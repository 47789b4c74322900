import { Checkbox, Group, Stack, Title } from '@mantine/core';
import { FERIADO, periodoFeriado } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, useTableState, type TableState } from '../../components/table-state';
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

const colunas: DataTableColumn<Feriado>[] = [
  { accessor: 'periodo', title: 'Período', noWrap: true, width: 230, render: (f) => periodoFeriado(f.inicio, f.fim), exportValue: (f) => periodoFeriado(f.inicio, f.fim) },
  { accessor: 'nome', title: 'Título' },
  { accessor: 'locais', title: 'Locais de Vigência', render: (f) => <LocaisVigencia feriado={f} />, exportValue: locaisTexto },
  editarColumn((f) => `/feriados/editar/${f.id}`, (f) => `o feriado ${f.nome}`),
];

/**
 * Calendário de Bloqueios (cadastros-relatorios §2.13, §9): the most recent first, 1000 rows in one page or 20 per
 * page with Paginar; 'Feriados nacionais' loads a year's national holidays (ADR 021).
 */
export default function FeriadoListPage() {
  const { pode } = usePermissoes();
  const [paginar, mudarPaginar] = usePaginar();
  const [tabela, setTabela] = useTableState({ pageSize: FERIADO.listaTakePaginado });
  // Without Paginar everything comes in one page; the table shows it as page 1 of 1.
  const estado: TableState = paginar ? tabela : { ...tabela, page: 1, pageSize: FERIADO.listaTake };
  const { data, isFetching } = useQuery(feriadosQuery(pageQuery(estado)));
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
        consulta={feriadosQuery}
        state={estado}
        onChange={aoMudarTabela}
        loading={isFetching}
        toolbar={
          <Group gap="md">
            <Checkbox size="xs" label="Paginar" checked={paginar} onChange={(e) => mudarPaginar(e.currentTarget.checked)} />
            {pode('FOLHA_CREATE') && <FeriadosNacionaisButton />}
            {pode('FOLHA_CREATE') && <CadastrarButton to="/feriados/criar" />}
          </Group>
        }
      />
    </Stack>
  );
}
