import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';

export interface ChoosableColumn {
  accessor: string;
  title: string;
  hiddenByDefault?: boolean;
}

const storageKey = (tableKey: string) => `sgi.colunas.${tableKey}`;

function lerEscolhas(tableKey: string): Record<string, boolean> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(storageKey(tableKey)) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, boolean>) : {};
  } catch {
    // A hand-edited or corrupted entry must not break the screen: fall back to the defaults.
    return {};
  }
}

/**
 * Which columns the user shows, remembered per table in this browser. Only the user's explicit choices are
 * stored, so a column added later still follows its own default.
 */
export function useColumnVisibility(tableKey: string, columns: readonly ChoosableColumn[]) {
  const [escolhas, setEscolhas] = useState(() => lerEscolhas(tableKey));
  const isVisible = (c: ChoosableColumn) => escolhas[c.accessor] ?? !c.hiddenByDefault;
  const toggle = (accessor: string) => {
    const col = columns.find((c) => c.accessor === accessor);
    if (!col) return;
    const next = { ...escolhas, [accessor]: !isVisible(col) };
    setEscolhas(next);
    localStorage.setItem(storageKey(tableKey), JSON.stringify(next));
  };
  return { isVisible, toggle };
}

interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  isVisible: (c: ChoosableColumn) => boolean;
  onToggle: (accessor: string) => void;
}

/**
 * The column chooser: a pop-over of real checkboxes (Tab moves, Space toggles, Esc closes), so screen readers
 * announce each column's state.
 */
export function ColumnChooser({ columns, isVisible, onToggle }: ColumnChooserProps) {
  const visiveis = columns.filter(isVisible).length;
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
          Colunas
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8} role="group" aria-label="Colunas visíveis">
          <Text size="xs" c="dimmed">
            Colunas visíveis
          </Text>
          {columns.map((c) => {
            const marcada = isVisible(c);
            return (
              <Checkbox
                key={c.accessor}
                size="xs"
                label={c.title}
                checked={marcada}
                // The last visible column cannot be hidden: an empty table would look like missing data.
                disabled={marcada && visiveis === 1}
                onChange={() => onToggle(c.accessor)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
