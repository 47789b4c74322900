import { ActionIcon, Anchor, Button } from '@mantine/core';
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

/**
 * The 'Lotações' column of the people and place lists (cadastros-relatorios §2.1–§2.6): a link to the placements
 * list filtered by this row, e.g. `/vinculos?defensorid=7`.
 */
export function lotacoesColumn<T extends { id: number }>(parametro: string, descricao: (r: T) => string): DataTableColumn<T> {
  return {
    accessor: 'lotacoes',
    title: 'Lotações',
    action: true,
    textAlign: 'center',
    render: (r) => (
      <Anchor component={Link} to={`/vinculos?${parametro}=${r.id}`} size="sm" aria-label={`Lotações ${descricao(r)}`}>
        Lotações
      </Anchor>
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

/**
 * A count column of a place list (cadastros-relatorios §2.5, §2.8: Lotações, Movimentações): the number, linked to the
 * list filtered by the row for who may open it.
 */
export function contagemColumn<T extends { nome: string }>(
  accessor: string,
  title: string,
  o: { valor: (r: T) => number; destino: ((r: T) => string) | null; descricao: (r: T) => string },
): DataTableColumn<T> {
  return {
    accessor,
    title,
    textAlign: 'right',
    width: 130,
    exportValue: o.valor,
    render: (r) =>
      o.destino ? (
        <Anchor component={Link} to={o.destino(r)} size="sm" aria-label={`${title} ${o.descricao(r)}: ${o.valor(r)}`}>
          {o.valor(r)}
        </Anchor>
      ) : (
        o.valor(r)
      ),
  };
}
