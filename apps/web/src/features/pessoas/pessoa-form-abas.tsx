import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { estadoCivilLabel, PESSOA } from '@sgi/domain';
import { CampoData, CamposEndereco } from '../../components/campos';
import { CampoCep, CampoCpf, CampoTelefone } from '../../components/campos-mascarados';
import type { PessoaValores } from './pessoa-form';

type Form = UseFormReturnType<PessoaValores>;

const DDD = { min: PESSOA.dddMin, max: PESSOA.dddMax };

export function AbaDadosPessoais({ form, estadocivil }: { form: Form; estadocivil: number | null }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput label="Nome" required autoFocus maxLength={100} {...form.getInputProps('nome')} />
      <TextInput label="Sobrenome" maxLength={100} {...form.getInputProps('sobrenome')} />
      <CampoCpf form={form} campo="cpf" />
      <CampoData form={form} campo="dataNascimento" label="Data de nascimento" required nascimento />
      {/* Shown as stored; it is kept by the intern register (cadastros-relatorios §3: disabled in this form). */}
      <TextInput label="Estado civil" disabled value={estadoCivilLabel(estadocivil)} readOnly />
    </SimpleGrid>
  );
}

export function AbaEndereco({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <CampoCep form={form} campo="endereco.cep" />
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
        <CampoTelefone form={form} campo="telefone" label="Telefone" ddd={{ ...DDD, ariaLabel: 'DDD do telefone' }} />
        <CampoTelefone form={form} campo="celular" label="Celular" ddd={{ ...DDD, ariaLabel: 'DDD do celular' }} />
      </SimpleGrid>
    </Stack>
  );
}
