import { Stack, Title } from '@mantine/core';
import { COMARCA_ORDENS } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { comarcasQuery, type Comarca } from './api';

const ORDEM_PADRAO: TableSort = { column: 'ordem', direction: 'asc' };
const agrupar = (c: Comarca) => (c.agrupar ? 'Sim' : 'Não');

/** Comarcas (cadastros-relatorios §2.8): ordem, prefixo, nome, agrupar, Editar; sorted on the server, by ordem first. */
export default function ComarcaListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const { pode } = usePermissoes();
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    comarcasQuery({
      ...pagina,
      // A hand-edited URL must not send an orderField the API refuses.
      orderField: COMARCA_ORDENS.find((o) => o === ordem.column) ?? 'ordem',
      orderBy: ordem.direction,
      ...(tabela.filter && { nome: tabela.filter }),
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [comarcas, total] = data ?? [[], 0];

  // Reaching this screen takes COMARCA_ENUMERATE or _READ, which is what the form's route asks.
  const colunas: DataTableColumn<Comarca>[] = [
    { accessor: 'ordem', title: 'Ordem', sortable: true, textAlign: 'right', width: 90 },
    { accessor: 'prefixo', title: 'Prefixo', sortable: true, noWrap: true },
    { accessor: 'nome', title: 'Nome', sortable: true },
    { accessor: 'agrupar', title: 'Agrupar', textAlign: 'center', width: 100, render: agrupar, exportValue: agrupar },
    editarColumn((c) => `/comarcas/editar/${c.id}`, (c) => `a comarca ${c.nome}`),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Comarcas</Title>
      <DataTable
        tableKey="comarcas"
        title="Comarcas"
        columns={colunas}
        records={comarcas}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome"
        toolbar={pode('COMARCA_CREATE') && <CadastrarButton to="/comarcas/criar" />}
      />
    </Stack>
  );
}
