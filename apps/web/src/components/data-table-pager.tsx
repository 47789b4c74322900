import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from './table-state';

/** The page numbers the pager shows: at most `size` (5 in the spec), sliding so the current one stays inside. */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const inicio = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const fim = Math.min(totalPages, inicio + size - 1);
  return Array.from({ length: Math.max(0, fim - inicio + 1) }, (_, i) => inicio + i);
}

/** The page-size choices: the standard ones plus the list's own size (10 for varas, 22 for pessoas), in order. */
export function pageSizeOptions(pageSize: number): string[] {
  return [...new Set<number>([...PAGE_SIZES, pageSize])].sort((a, b) => a - b).map(String);
}

interface DataTablePagerProps {
  page: number;
  pageSize: number;
  totalRecords: number;
  recordsShown: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function DataTablePager({ page, pageSize, totalRecords, recordsShown, onPage, onPageSize }: DataTablePagerProps) {
  const totalPages = Math.max(1, Math.ceil(totalRecords / pageSize));
  const de = totalRecords ? (page - 1) * pageSize + 1 : 0;
  const ate = totalRecords ? de + recordsShown - 1 : 0;
  const controle = (label: string, alvo: number, icon: ReactNode) => (
    <Button
      variant="default"
      size="xs"
      px={6}
      aria-label={label}
      disabled={alvo < 1 || alvo > totalPages || alvo === page}
      onClick={() => onPage(alvo)}
    >
      {icon}
    </Button>
  );
  return (
    <Group justify="space-between" gap="sm" mt="xs" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {totalRecords ? `${de}–${ate} de ${totalRecords}` : ''}
      </Text>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          size="xs"
          label="Registros por página"
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 400 } }}
          data={pageSizeOptions(pageSize)}
          value={String(pageSize)}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        />
        <Group gap={4} component="nav" aria-label="Paginação">
          {controle('Primeira página', 1, <IconChevronsLeft size={14} />)}
          {controle('Página anterior', page - 1, <IconChevronLeft size={14} />)}
          {pageWindow(page, totalPages).map((n) => (
            <Button
              key={n}
              size="xs"
              px={8}
              variant={n === page ? 'filled' : 'default'}
              aria-label={`Página ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => n !== page && onPage(n)}
            >
              {n}
            </Button>
          ))}
          {controle('Próxima página', page + 1, <IconChevronRight size={14} />)}
          {controle('Última página', totalPages, <IconChevronsRight size={14} />)}
        </Group>
      </Group>
    </Group>
  );
}
