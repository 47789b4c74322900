import { Alert, Autocomplete, CloseButton, createTheme, MultiSelect, PasswordInput, Select, type CloseButtonProps } from '@mantine/core';
import { nomeDiaSemana } from '@sgi/domain';
import { filtroSemAcento } from '../components/filtro-sem-acento';

const ROTULOS_CALENDARIO = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};

/** The app's Mantine theme (also used by the component tests' harness, so they see the same defaults). */
export const theme = createTheme({
  primaryColor: 'green',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // The focus ring shows for keyboard users (:focus-visible), not on mouse clicks; foco.css gives it a darker colour
  // and extends it to elements outside Mantine (links, the table's sortable headers).
  focusRing: 'auto',
  // Typing in any lookup ignores accents and case, like every list search.
  components: {
    Select: Select.extend({ defaultProps: { filter: filtroSemAcento } }),
    MultiSelect: MultiSelect.extend({ defaultProps: { filter: filtroSemAcento } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { filter: filtroSemAcento } }),
    // Every calendar's weekday header reads Dom..Sab as the spec writes them (acesso-sessao §1), not dayjs's
    // 'Do 2ª 3ª … Sá'. WeekdaysRow is the row inside every Mantine calendar, so one default covers them all.
    // Written as plain theme entries, not WeekdaysRow.extend / Calendar.extend: importing the components here put
    // @mantine/dates's calendar into the entry chunk, past the login route's 200 KiB (issue 12).
    WeekdaysRow: { defaultProps: { weekdayFormat: (dia: Date | string) => nomeDiaSemana(dia) } },
    // pt-BR names for controls Mantine leaves unnamed or names in English (issue 11): the close button of every
    // modal, drawer, toast and alert, the password's show/hide toggle, the calendar's arrows and level buttons.
    // CloseButtonProps does not list the HTML attributes it passes on, aria-label among them.
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Fechar' } as Partial<CloseButtonProps> }),
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: 'Fechar' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' } } }),
    Calendar: { defaultProps: { ariaLabels: ROTULOS_CALENDARIO } },
  },
});
