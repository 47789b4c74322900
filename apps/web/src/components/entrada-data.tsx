import { Popover, TextInput } from '@mantine/core';
import { DatePicker, type CalendarLevel } from '@mantine/dates';
import { dataIsoLocal, erroDataBr, formatData, isValidDataIso, parseDataBr } from '@sgi/domain';
import { useState, type FocusEvent, type ReactNode } from 'react';

export interface EntradaDataProps {
  label: string;
  /** 'yyyy-MM-dd'; while the typed text is not a date, that text as typed (a form's schema then refuses it) */
  value: string | null;
  onChange: (valor: string | null) => void;
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  /** the form's error for the field; a typed text that is no date shows its own message first */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  w?: number | string;
  /** a birth date: an empty field opens the calendar on the decade of 30 years ago, to pick year, month, day */
  nascimento?: boolean;
}

/** How far back an empty birth-date calendar opens: the age of a typical adult in the registers. */
export const ANOS_NASCIMENTO = 30;

/** Where the calendar opens: the field's date, else today, else (birth date) 1 January 30 years ago, decade view. */
export function inicioDoCalendario(valor: string | null, nascimento: boolean, hoje = dataIsoLocal()): { mes: string; nivel: CalendarLevel } {
  if (valor && isValidDataIso(valor)) return { mes: valor, nivel: 'month' };
  if (!nascimento) return { mes: hoje, nivel: 'month' };
  return { mes: `${String(Number(hoje.slice(0, 4)) - ANOS_NASCIMENTO).padStart(4, '0')}-01-01`, nivel: 'decade' };
}

/** The text shown for a value: dd/MM/yyyy for a date, anything else as it was typed. */
const textoDoValor = (valor: string | null) => (valor ? (isValidDataIso(valor) ? formatData(valor) : valor) : '');
/** The value of a typed text: null when blank, 'yyyy-MM-dd' when it is a date, else the text itself. */
const valorDoTexto = (texto: string) => (texto.trim() === '' ? null : (parseDataBr(texto) ?? texto));

/**
 * The one date input of the web app: typed as dd/MM/yyyy or picked in the calendar. What was typed stays in the
 * field when it is left (a wrong date never vanishes or silently turns into the previous one) and, once the field
 * was left or the form submitted, says why it is not a date ('Formato de data inválido' / 'Entrada de data
 * inválida', acesso-sessao §5).
 */
export function EntradaData({ label, value, onChange, onFocus, onBlur, error, required, disabled, w, nascimento = false }: EntradaDataProps) {
  const [texto, setTexto] = useState(() => textoDoValor(value));
  // A value set from outside (form reset, a reloaded record) replaces the text; our own echo does not.
  const [valorAnterior, setValorAnterior] = useState(value);
  if (value !== valorAnterior) {
    setValorAnterior(value);
    if (value !== valorDoTexto(texto)) setTexto(textoDoValor(value));
  }
  const [saiu, setSaiu] = useState(false);
  const [aberto, setAberto] = useState(false);
  const [mes, setMes] = useState(dataIsoLocal);
  const [nivel, setNivel] = useState<CalendarLevel>('month');

  const digitar = (novo: string) => {
    setTexto(novo);
    setSaiu(false);
    const valor = valorDoTexto(novo);
    if (valor && isValidDataIso(valor)) setMes(valor);
    onChange(valor);
  };
  const escolher = (dia: string | null) => {
    if (!dia) return;
    setTexto(formatData(dia));
    setSaiu(false);
    setAberto(false);
    onChange(dia);
  };
  const abrir = () => {
    if (disabled || aberto) return;
    const inicio = inicioDoCalendario(valorDoTexto(texto), nascimento);
    setMes(inicio.mes);
    setNivel(inicio.nivel);
    setAberto(true);
  };

  const erroDigitado = erroDataBr(texto);
  const selecionado = value && isValidDataIso(value) ? value : null;
  return (
    <Popover opened={aberto} onDismiss={() => setAberto(false)} position="bottom-start" trapFocus={false} withRoles={false} disabled={disabled}>
      <Popover.Target>
        <TextInput
          label={label}
          required={required}
          disabled={disabled}
          w={w}
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={texto}
          error={erroDigitado && (saiu || error) ? erroDigitado : error}
          onChange={(e) => digitar(e.currentTarget.value)}
          onFocus={(e) => {
            abrir();
            onFocus?.(e);
          }}
          onClick={abrir}
          onKeyDown={(e) => e.key === 'Escape' && setAberto(false)}
          onBlur={(e) => {
            setSaiu(true);
            setAberto(false);
            onBlur?.(e);
          }}
        />
      </Popover.Target>
      {/* Clicks in the calendar keep the focus in the field, as Mantine's DateInput does. */}
      <Popover.Dropdown onMouseDown={(e) => e.preventDefault()}>
        <DatePicker __preventFocus value={selecionado} onChange={escolher} date={mes} onDateChange={setMes} level={nivel} onLevelChange={setNivel} />
      </Popover.Dropdown>
    </Popover>
  );
}
