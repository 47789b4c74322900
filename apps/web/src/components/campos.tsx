import { Card, NumberInput, Stack, TextInput, Title, type NumberInputProps } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { EntradaData } from './entrada-data';

/** A titled card grouping a form's fields (Dados Pessoais, Contatos, Endereço...); its name is the title. */
export function Cartao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={titulo}>
      <Title order={4} mb="sm">
        {titulo}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

interface CampoProps<V> {
  form: UseFormReturnType<V>;
  campo: LooseKeys<V>;
}

/** A form's date: the form holds 'yyyy-MM-dd', null, or the text typed while it is no date (see EntradaData). */
export function CampoData<V>({ form, campo, label, required, nascimento }: CampoProps<V> & { label: string; required?: boolean; nascimento?: boolean }) {
  const { value, error, onFocus, onBlur } = form.getInputProps(campo);
  return (
    <EntradaData
      label={label}
      required={required}
      nascimento={nascimento}
      value={value}
      // The caller points `campo` at a 'yyyy-MM-dd' | null field; the path's value type is not known here.
      onChange={(v) => form.setFieldValue(campo, v as never)}
      onFocus={onFocus}
      onBlur={onBlur}
      error={error}
    />
  );
}

/**
 * A whole number as typed: never clamped nor stripped of its sign when the field is left (150 stays 150, -3 stays
 * -3, not 99 and 3); leaving the field runs the form's rule, which says what is allowed. `min`/`max` only bound
 * the arrows.
 */
export function CampoInteiro<V>({ form, campo, ...props }: CampoProps<V> & Omit<NumberInputProps, 'form' | 'value' | 'onChange'>) {
  const input = form.getInputProps(campo);
  return (
    <NumberInput
      allowDecimal={false}
      clampBehavior="none"
      thousandSeparator={false}
      {...props}
      {...input}
      onBlur={(e) => {
        input.onBlur?.(e);
        if (e.currentTarget.value.trim() !== '') form.validateField(campo);
      }}
    />
  );
}

type CampoEndereco = 'endereco.cidade' | 'endereco.bairro' | 'endereco.logradouro' | 'endereco.complemento' | 'endereco.numero';

/** Cidade to Número of an `endereco` with their limits; the CEP before them is a CampoCep. */
export function CamposEndereco({ form }: { form: { getInputProps: (campo: CampoEndereco) => object } }) {
  return (
    <>
      <TextInput label="Cidade" maxLength={100} {...form.getInputProps('endereco.cidade')} />
      <TextInput label="Bairro" maxLength={100} {...form.getInputProps('endereco.bairro')} />
      <TextInput label="Logradouro" maxLength={150} {...form.getInputProps('endereco.logradouro')} />
      <TextInput label="Complemento" maxLength={100} {...form.getInputProps('endereco.complemento')} />
      <TextInput label="Número" maxLength={20} {...form.getInputProps('endereco.numero')} />
    </>
  );
}
