import { Autocomplete, createTheme, MultiSelect, Select } from '@mantine/core';
import { WeekdaysRow } from '@mantine/dates';
import { nomeDiaSemana } from '@sgi/domain';
import { filtroSemAcento } from '../components/filtro-sem-acento';

/** The app's Mantine theme (also used by the component tests' harness, so they see the same defaults). */
export const theme = createTheme({
  primaryColor: 'green',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Typing in any lookup ignores accents and case, like every list search.
  components: {
    Select: Select.extend({ defaultProps: { filter: filtroSemAcento } }),
    MultiSelect: MultiSelect.extend({ defaultProps: { filter: filtroSemAcento } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { filter: filtroSemAcento } }),
    // Every calendar's weekday header reads Dom..Sab as the spec writes them (acesso-sessao §1), not dayjs's
    // 'Do 2ª 3ª … Sá'. WeekdaysRow is the row inside every Mantine calendar, so one default covers them all.
    WeekdaysRow: WeekdaysRow.extend({ defaultProps: { weekdayFormat: (dia) => nomeDiaSemana(dia) } }),
  },
});
