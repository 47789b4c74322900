import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseDataBr } from '@sgi/domain';
import type { FiltroPeriodo } from './api';

interface PeriodoFiltroProps {
  periodo: FiltroPeriodo;
  onChange: (mudancas: { de?: string | null; ate?: string | null }) => void;
}

export const periodoInvertido = (p: FiltroPeriodo) => p.data_inicial > p.data_final;

/** Data inicial and data final, typed as dd/MM/yyyy or picked in the calendar. */
export function PeriodoFiltro({ periodo, onChange }: PeriodoFiltroProps) {
  return (
    <Group gap="sm" align="flex-start">
      <DateInput
        label="Data inicial"
        valueFormat="DD/MM/YYYY"
        placeholder="dd/mm/aaaa"
        dateParser={parseDataBr}
        value={periodo.data_inicial}
        onChange={(v) => v && onChange({ de: v })}
        w={150}
      />
      <DateInput
        label="Data final"
        valueFormat="DD/MM/YYYY"
        placeholder="dd/mm/aaaa"
        dateParser={parseDataBr}
        value={periodo.data_final}
        onChange={(v) => v && onChange({ ate: v })}
        error={periodoInvertido(periodo) ? 'A data final deve ser igual ou posterior à inicial.' : undefined}
        w={150}
      />
    </Group>
  );
}
