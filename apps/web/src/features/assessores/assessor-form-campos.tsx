import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ASSESSOR_REGRAS } from '@sgi/domain';
import { CampoData } from '../../components/campos';
import { CampoCpf, CampoTelefone } from '../../components/campos-mascarados';
import type { AssessorValores } from './assessor-form';

type Form = UseFormReturnType<AssessorValores>;

/** The advisor's fields (cadastros-relatorios §2.2, §3 Assessor). */
export function AssessorCampos({ form }: { form: Form }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <CampoCpf form={form} campo="cpf" autoFocus />
        <CampoData form={form} campo="data_entrada" label="Data de entrada" />
        <CampoData form={form} campo="data_sessao" label="Data de cessão" />
      </SimpleGrid>
      <TextInput label="Nome" maxLength={ASSESSOR_REGRAS.nomeMax} {...form.getInputProps('nome')} />
      <Checkbox label="Ativo" {...form.getInputProps('ativo', { type: 'checkbox' })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="E-mail pessoal" type="email" maxLength={ASSESSOR_REGRAS.emailMax} {...form.getInputProps('email')} />
        <TextInput label="E-mail institucional" type="email" maxLength={ASSESSOR_REGRAS.emailMax} {...form.getInputProps('email_institucional')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CampoTelefone form={form} campo="telefone" label="Telefone" />
        <CampoData form={form} campo="data_saida" label="Data de saída" />
      </SimpleGrid>
    </Stack>
  );
}
