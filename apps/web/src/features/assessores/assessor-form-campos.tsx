import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ASSESSOR_REGRAS, formatTelefone } from '@sgi/domain';
import { CampoCpf, CampoData } from '../../components/campos';
import type { AssessorValores } from './assessor-form';

type Form = UseFormReturnType<AssessorValores>;

/** The advisor's fields (cadastros-relatorios §2.2, §3 Assessor). */
export function AssessorCampos({ form }: { form: Form }) {
  const telefone = form.getInputProps('telefone');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <CampoCpf form={form} campo="cpf" autoFocus />
        <CampoData form={form} campo="data_entrada" label="Data de entrada" />
        <CampoData form={form} campo="data_sessao" label="Data de sessão" />
      </SimpleGrid>
      <TextInput label="Nome" maxLength={ASSESSOR_REGRAS.nomeMax} {...form.getInputProps('nome')} />
      <Checkbox label="Ativo" {...form.getInputProps('ativo', { type: 'checkbox' })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="E-mail pessoal" type="email" maxLength={ASSESSOR_REGRAS.emailMax} {...form.getInputProps('email')} />
        <TextInput label="E-mail institucional" type="email" maxLength={ASSESSOR_REGRAS.emailMax} {...form.getInputProps('email_institucional')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Telefone"
          inputMode="tel"
          maxLength={15}
          placeholder="(79) 99999-9999"
          {...telefone}
          // Reformatted when the field is left (cadastros-relatorios §5: phone formatting for 8 to 11 digits).
          onBlur={(e) => {
            form.setFieldValue('telefone', formatTelefone(e.currentTarget.value.trim()));
            telefone.onBlur?.(e);
          }}
        />
        <CampoData form={form} campo="data_saida" label="Data de saída" />
      </SimpleGrid>
    </Stack>
  );
}
