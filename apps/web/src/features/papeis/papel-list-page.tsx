import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { papeisQuery, type PapelResumo } from './api';

/** Papel list (cadastros-relatorios §2.9): papel and number of associated users, server paging. */
export default function PapelListPage() {
  const [tabela, setTabela] = useTableState();
  const { pode } = usePermissoes();
  const { data, isFetching } = useQuery(papeisQuery(pageQuery(tabela)));
  const [papeis, total] = data ?? [[], 0];

  const colunas: DataTableColumn<PapelResumo>[] = [
    { accessor: 'nome', title: 'Papel' },
    { accessor: 'totalUsuarios', title: 'Usuários', textAlign: 'right', width: 120 },
  ];
  if (pode('PAPEL_READ')) {
    colunas.push(editarColumn((p) => `/papeis/editar/${p.id}`, (p) => `o papel ${p.nome}`));
  }

  return (
    <Stack gap="md">
      <Title order={2}>Papéis</Title>
      <DataTable
        tableKey="papeis"
        title="Papéis"
        columns={colunas}
        records={papeis}
        totalRecords={total}
        consulta={papeisQuery}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={
          pode('PAPEL_CREATE') && (
            <CadastrarButton to="/papeis/criar" />
          )
        }
      />
    </Stack>
  );
}
