import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { estadoCivilLabel, formatTelefone, PESSOA } from '@sgi/domain';
import { CampoCpf, CampoData, CampoInteiro, CamposEndereco } from '../../components/campos';
import { somenteDigitos, type PessoaValores } from './pessoa-form';

type Form = UseFormReturnType<PessoaValores>;

/** DDD (1 to 99) and the number, masked as typed; the form holds the number's digits (at most 10). */
function CampoTelefone({ form, campo, label }: { form: Form; campo: 'telefone' | 'celular'; label: string }) {
  const numero = form.getInputProps(`${campo}.numero`);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <CampoInteiro form={form} campo={`${campo}.ddd`} label={`DDD do ${label.toLowerCase()}`} w={110} min={PESSOA.dddMin} max={PESSOA.dddMax} hideControls />
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
      <CampoCpf form={form} campo="cpf" />
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
      <CamposEndereco form={form} />
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
