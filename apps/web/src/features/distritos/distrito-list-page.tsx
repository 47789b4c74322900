import { Stack, Title } from '@mantine/core';
import { DISTRITO, DISTRITO_ORDENS } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, contagemColumn, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { podeAbrirMovimentacoes } from '../../lib/screens';
import { distritosQuery, type Distrito } from './api';

const ORDEM_PADRAO: TableSort = { column: 'ordem', direction: 'asc' };

/** Distritos (cadastros-relatorios §2.8): Ordem, Nome, Defensoria, Editar; 10 per page (§9), sorted by ordem. */
export default function DistritoListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO, pageSize: DISTRITO.paginaPadrao });
  const { pode } = usePermissoes();
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    distritosQuery({
      ...pagina,
      // A hand-edited URL must not send an orderField the API refuses.
      orderField: DISTRITO_ORDENS.find((o) => o === ordem.column) ?? 'ordem',
      orderBy: ordem.direction,
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [distritos, total] = data ?? [[], 0];

  const colunas: DataTableColumn<Distrito>[] = [
    { accessor: 'ordem', title: 'Ordem', sortable: true, textAlign: 'right', width: 90 },
    { accessor: 'nome', title: 'Nome', sortable: true },
    { accessor: 'defensoria.nome', title: 'Defensoria', sortable: true, sortKey: 'defensoria' },
    // §2.8: the count links to the distrito's movements for who may list them (there).
    contagemColumn<Distrito>('movimentacoes', 'Movimentações', {
      valor: (d) => d.movimentacoes ?? 0,
      destino: podeAbrirMovimentacoes(pode) ? (d) => `/movimentacoes?referencia=&distrito=${d.id}` : null,
      descricao: (d) => `do distrito ${d.nome}`,
    }),
    editarColumn((d) => `/distrito/editar/${d.id}`, (d) => `o distrito ${d.nome}`),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Distritos</Title>
      <DataTable
        tableKey="distritos"
        title="Distritos"
        columns={colunas}
        records={distritos}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={pode('DISTRITO_CREATE') && <CadastrarButton to="/distrito/criar" />}
      />
    </Stack>
  );
}
