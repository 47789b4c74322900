import { ActionIcon, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from './data-table';

/** The 'Editar' column every register list ends with: an icon link to the record's form. */
export function editarColumn<T>(destino: (r: T) => string, descricao: (r: T) => string): DataTableColumn<T> {
  return {
    accessor: 'editar',
    title: 'Editar',
    action: true,
    width: 80,
    textAlign: 'center',
    render: (r) => (
      <ActionIcon component={Link} to={destino(r)} variant="subtle" aria-label={`Editar ${descricao(r)}`}>
        <IconPencil size={18} />
      </ActionIcon>
    ),
  };
}

/** The 'Cadastrar' button of a list's toolbar. */
export function CadastrarButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} size="xs" leftSection={<IconPlus size={16} />}>
      Cadastrar
    </Button>
  );
}
