import { Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateInput } from '@mantine/dates';
import { estadoCivilLabel, formatCpf, formatTelefone, parseDataBr, PESSOA } from '@sgi/domain';
import { cpfDigitado, somenteDigitos, type PessoaValores } from './pessoa-form';

type Form = UseFormReturnType<PessoaValores>;

/** A date typed as dd/MM/yyyy or picked; the form holds 'yyyy-MM-dd' or null. */
export function CampoData({ form, campo, label, required }: { form: Form; campo: string; label: string; required?: boolean }) {
  const props = form.getInputProps(campo);
  return (
    <DateInput
      label={label}
      required={required}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={parseDataBr}
      clearable
      value={props.value}
      onChange={(v) => form.setFieldValue(campo as never, (v ?? null) as never)}
      error={props.error}
    />
  );
}

/** DDD (1 to 99) and the number, masked as typed; the form holds the number's digits (at most 10). */
function CampoTelefone({ form, campo, label }: { form: Form; campo: 'telefone' | 'celular'; label: string }) {
  const numero = form.getInputProps(`${campo}.numero`);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={`DDD do ${label.toLowerCase()}`}
        w={110}
        min={PESSOA.dddMin}
        max={PESSOA.dddMax}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        {...form.getInputProps(`${campo}.ddd`)}
      />
      <TextInput
        label={label}
        inputMode="tel"
        style={{ flex: 1 }}
        value={formatTelefone(numero.value)}
        onChange={(e) => form.setFieldValue(`${campo}.numero`, somenteDigitos(e.currentTarget.value, PESSOA.telefoneMaxDigitos))}
        error={numero.error}
      />
    </Group>
  );
}

export function AbaDadosPessoais({ form, estadocivil }: { form: Form; estadocivil: number | null }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput label="Nome" required autoFocus maxLength={100} {...form.getInputProps('nome')} />
      <TextInput label="Sobrenome" maxLength={100} {...form.getInputProps('sobrenome')} />
      <TextInput
        label="CPF"
        required
        inputMode="numeric"
        maxLength={14}
        placeholder="000.000.000-00"
        {...form.getInputProps('cpf')}
        onChange={(e) => form.setFieldValue('cpf', formatCpf(cpfDigitado(e.currentTarget.value)))}
      />
      <CampoData form={form} campo="dataNascimento" label="Data de nascimento" required />
      {/* Shown as stored; it is kept by the intern register (cadastros-relatorios §3: disabled in this form). */}
      <TextInput label="Estado civil" disabled value={estadoCivilLabel(estadocivil)} readOnly />
    </SimpleGrid>
  );
}

export function AbaEndereco({ form }: { form: Form }) {
  const cep = form.getInputProps('endereco.cep');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label="CEP"
        inputMode="numeric"
        {...cep}
        onChange={(e) => form.setFieldValue('endereco.cep', somenteDigitos(e.currentTarget.value, PESSOA.cepMaxDigitos))}
      />
      <TextInput label="Cidade" maxLength={100} {...form.getInputProps('endereco.cidade')} />
      <TextInput label="Bairro" maxLength={100} {...form.getInputProps('endereco.bairro')} />
      <TextInput label="Logradouro" maxLength={150} {...form.getInputProps('endereco.logradouro')} />
      <TextInput label="Complemento" maxLength={100} {...form.getInputProps('endereco.complemento')} />
      <TextInput label="Número" maxLength={20} {...form.getInputProps('endereco.numero')} />
    </SimpleGrid>
  );
}

export function AbaContatos({ form }: { form: Form }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput label="E-mail" type="email" maxLength={PESSOA.emailMax} {...form.getInputProps('email')} />
        <TextInput label="E-mail institucional" type="email" maxLength={PESSOA.emailMax} {...form.getInputProps('emailInstitucional')} />
        <CampoTelefone form={form} campo="telefone" label="Telefone" />
        <CampoTelefone form={form} campo="celular" label="Celular" />
      </SimpleGrid>
    </Stack>
  );
}
