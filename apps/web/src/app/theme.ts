import { Autocomplete, createTheme, MultiSelect, Select } from '@mantine/core';
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
  },
});
