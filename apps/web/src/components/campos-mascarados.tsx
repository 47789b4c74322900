import { Group, TextInput, type TextInputProps } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { CPF_MAX_LENGTH, formatCpf, mascaraCep, mascaraHora, mascaraNumeroTelefone, mascaraTelefone, onlyDigits } from '@sgi/domain';
import { CampoInteiro } from './campos';

/**
 * The masked inputs, one per kind, used by every form: CPF, CEP, phone and time. The form holds what the API takes
 * (the CPF as typed and formatted once valid, the CEP's and the phone's digits, the time as 'HH:mm'); the field
 * shows the mask.
 */

interface CampoProps<V> {
  form: UseFormReturnType<V>;
  campo: LooseKeys<V>;
}

/** Digits, dots, dashes and spaces as typed, at most '000.000.000-00': letters are dropped, not sent. */
const cpfDigitado = (texto: string) => texto.replace(/[^\d.\-\s]/g, '').slice(0, CPF_MAX_LENGTH);

type EntradaCpfProps = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (cpf: string) => void };

/** A CPF field on its own state (the sheet's token page): formatted as soon as the digits make a valid CPF. */
export function EntradaCpf({ value, onChange, ...props }: EntradaCpfProps) {
  return (
    <TextInput
      label="CPF"
      inputMode="numeric"
      autoComplete="off"
      maxLength={CPF_MAX_LENGTH}
      placeholder="000.000.000-00"
      {...props}
      value={value}
      onChange={(e) => onChange(formatCpf(cpfDigitado(e.currentTarget.value)))}
    />
  );
}

/** The CPF, required; formatted as soon as the typed digits make a valid CPF (acesso-sessao §5, cadastros §5). */
export function CampoCpf<V>({ form, campo, autoFocus }: CampoProps<V> & { autoFocus?: boolean }) {
  const { value, error, onFocus, onBlur } = form.getInputProps(campo);
  return (
    <EntradaCpf
      required
      autoFocus={autoFocus}
      value={value}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(cpf) => form.setFieldValue(campo, cpf as never)}
    />
  );
}

/** A text field showing `mascara` of the digits the form holds at `campo`. */
function CampoDigitos<V>({ form, campo, mascara, max, ...props }: CampoProps<V> & Omit<TextInputProps, 'form'> & { mascara: (d: string) => string; max: number }) {
  const { value, error, onFocus, onBlur } = form.getInputProps(campo);
  return (
    <TextInput
      autoComplete="off"
      {...props}
      value={mascara(String(value ?? ''))}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(e) => form.setFieldValue(campo, onlyDigits(e.currentTarget.value).slice(0, max) as never)}
    />
  );
}

/** The CEP: the form holds up to 8 digits, the field shows '49000-000'. */
export function CampoCep<V>({ form, campo }: CampoProps<V>) {
  return <CampoDigitos form={form} campo={campo} mascara={mascaraCep} max={8} label="CEP" inputMode="numeric" placeholder="00000-000" />;
}

interface Ddd {
  min: number;
  max: number;
  /** the DDD's visible label, 'DDD' by default */
  rotulo?: string;
  /** its accessible name when two phones sit side by side ('DDD do celular') */
  ariaLabel?: string;
}

/**
 * A phone. With `ddd`, `campo` holds `{ ddd, numero }`: a DDD field and the number, never drawn with a DDD inside
 * ('3211-4567', '99194-6600'; at most 10 digits). Without it, `campo` holds one phone with its DDD (the advisor's):
 * '(79) 99123-4567'.
 */
export function CampoTelefone<V>({ form, campo, label, ddd }: CampoProps<V> & { label: string; ddd?: Ddd }) {
  if (!ddd) {
    return <CampoDigitos form={form} campo={campo} mascara={mascaraTelefone} max={11} label={label} inputMode="tel" placeholder="(79) 99999-9999" />;
  }
  const numero = `${String(campo)}.numero` as LooseKeys<V>;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <CampoInteiro
        form={form}
        campo={`${String(campo)}.ddd` as LooseKeys<V>}
        label={ddd.rotulo ?? 'DDD'}
        aria-label={ddd.ariaLabel}
        w={90}
        min={ddd.min}
        max={ddd.max}
        hideControls
      />
      <CampoDigitos form={form} campo={numero} mascara={mascaraNumeroTelefone} max={10} label={label} inputMode="tel" placeholder="99999-9999" style={{ flex: 1 }} />
    </Group>
  );
}

/**
 * A time of day typed as 'HH:mm' in 24 hours (not the browser's time control, which shows AM/PM in an English
 * browser). The form holds the text; leaving the field runs the form's rule ('Entrada: informe o horário no
 * formato HH:mm.').
 */
export function CampoHora<V>({ form, campo, label }: CampoProps<V> & { label: string }) {
  const { value, error, onFocus, onBlur } = form.getInputProps(campo);
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:mm"
      maxLength={5}
      value={String(value ?? '')}
      error={error}
      onFocus={onFocus}
      onBlur={(e) => {
        onBlur?.(e);
        if (e.currentTarget.value.trim() !== '') form.validateField(campo);
      }}
      onChange={(e) => form.setFieldValue(campo, mascaraHora(e.currentTarget.value) as never)}
    />
  );
}
