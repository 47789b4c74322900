import { ActionIcon, Button, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
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
    colunas.push({
      accessor: 'editar',
      title: 'Editar',
      action: true,
      width: 80,
      textAlign: 'center',
      render: (p) => (
        <ActionIcon component={Link} to={`/papeis/editar/${p.id}`} variant="subtle" aria-label={`Editar o papel ${p.nome}`}>
          <IconPencil size={18} />
        </ActionIcon>
      ),
    });
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
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={
          pode('PAPEL_CREATE') && (
            <Button component={Link} to="/papeis/criar" size="xs" leftSection={<IconPlus size={16} />}>
              Cadastrar
            </Button>
          )
        }
      />
    </Stack>
  );
}
