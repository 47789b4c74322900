import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmDeleteOptions {
  /** what is about to go, e.g. 'Excluir o papel "Gestor"?' */
  message: ReactNode;
  title?: string;
  onConfirm: () => void;
}

/** Asks before deleting (cadastros-relatorios §2.9): red 'Excluir', 'Cancelar' focused so Enter does no harm. */
export function confirmDelete({ message, title = 'Confirmar exclusão', onConfirm }: ConfirmDeleteOptions) {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm: 'Excluir', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
    onConfirm,
  });
}
