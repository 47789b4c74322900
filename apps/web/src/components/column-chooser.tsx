import { Button, Checkbox, Menu } from '@mantine/core';
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

/** The column chooser: a menu of checkboxes, arrow keys move, Enter or Space toggles, Esc closes. */
export function ColumnChooser({ columns, isVisible, onToggle }: ColumnChooserProps) {
  const visiveis = columns.filter(isVisible).length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
          Colunas
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Colunas visíveis</Menu.Label>
        {columns.map((c) => {
          const marcada = isVisible(c);
          // The last visible column cannot be hidden: an empty table would look like missing data.
          const ultima = marcada && visiveis === 1;
          return (
            <Menu.Item
              key={c.accessor}
              role="menuitemcheckbox"
              aria-checked={marcada}
              disabled={ultima}
              onClick={() => onToggle(c.accessor)}
              leftSection={<Checkbox size="xs" checked={marcada} readOnly tabIndex={-1} aria-hidden />}
            >
              {c.title}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
