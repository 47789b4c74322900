import { Group } from '@mantine/core';
import { isValidDataIso } from '@sgi/domain';
import { EntradaData } from '../../components/entrada-data';
import type { FiltroPeriodo } from './api';

interface PeriodoFiltroProps {
  periodo: FiltroPeriodo;
  onChange: (mudancas: { de?: string | null; ate?: string | null }) => void;
}

export const periodoInvertido = (p: FiltroPeriodo) => p.data_inicial > p.data_final;

/** Data inicial and data final, typed as dd/MM/yyyy or picked in the calendar; only real days change the filter. */
export function PeriodoFiltro({ periodo, onChange }: PeriodoFiltroProps) {
  return (
    <Group gap="sm" align="flex-start">
      <EntradaData
        label="Data inicial"
        value={periodo.data_inicial}
        onChange={(v) => v && isValidDataIso(v) && onChange({ de: v })}
        w={150}
      />
      <EntradaData
        label="Data final"
        value={periodo.data_final}
        onChange={(v) => v && isValidDataIso(v) && onChange({ ate: v })}
        error={periodoInvertido(periodo) ? 'A data final deve ser igual ou posterior à inicial.' : undefined}
        w={150}
      />
    </Group>
  );
}
