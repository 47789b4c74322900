import { incluiSemAcento } from '@sgi/domain';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/**
 * The option filter of every Select, MultiSelect and Autocomplete (set as their default in the theme): the typed text
 * matches the option's label ignoring accents and case, like every list search (issue 11).
 */
export const filtroSemAcento: OptionsFilter = ({ options, search, limit }) => {
  const resultado: ComboboxParsedItem[] = [];
  let restantes = limit ?? Infinity;
  for (const o of options) {
    if (restantes <= 0) break;
    if ('group' in o) {
      const items = o.items.filter((i: ComboboxItem) => incluiSemAcento(i.label, search)).slice(0, restantes);
      if (items.length) resultado.push({ ...o, items });
      restantes -= items.length;
    } else if (incluiSemAcento(o.label, search)) {
      resultado.push(o);
      restantes -= 1;
    }
  }
  return resultado;
};
