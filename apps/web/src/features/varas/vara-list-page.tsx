import { Stack, Title } from '@mantine/core';
import { VARA, VARA_ORDENS } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { varasQuery, type Vara } from './api';

const ORDEM_PADRAO: TableSort = { column: 'ordem', direction: 'asc' };

/** Varas (cadastros-relatorios §2.8): ordem, nome, atuação, defensorias, Editar; by ordem ascending, 10 per page (§9). */
export default function VaraListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO, pageSize: VARA.paginaPadrao });
  const { pode } = usePermissoes();
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    varasQuery({
      ...pagina,
      // A hand-edited URL must not send an orderField the API refuses.
      orderField: VARA_ORDENS.find((o) => o === ordem.column) ?? 'ordem',
      orderBy: ordem.direction,
      ...(tabela.filter && { nome: tabela.filter }),
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [varas, total] = data ?? [[], 0];

  // Reaching this screen takes VARA_ENUMERATE or _READ, which is what the form's route asks.
  const colunas: DataTableColumn<Vara>[] = [
    { accessor: 'ordem', title: 'Ordem', sortable: true, textAlign: 'right', width: 90 },
    { accessor: 'nome', title: 'Nome', sortable: true },
    { accessor: 'atuacao.nome', title: 'Atuação', sortable: true, sortKey: 'atuacao' },
    { accessor: 'defensorias', title: 'Defensorias', textAlign: 'right', width: 120 },
    editarColumn((v) => `/varas/editar/${v.id}`, (v) => `a vara ${v.nome}`),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Varas</Title>
      <DataTable
        tableKey="varas"
        title="Varas"
        columns={colunas}
        records={varas}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome"
        toolbar={pode('VARA_CREATE') && <CadastrarButton to="/varas/criar" />}
      />
    </Stack>
  );
}
