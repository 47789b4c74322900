import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CNPJ_MAX_LENGTH, INSTITUICAO } from '@sgi/domain';
import type { ChangeEvent } from 'react';
import { CampoInteiro, CamposEndereco, Cartao } from '../../components/campos';
import { CampoCep, CampoTelefone } from '../../components/campos-mascarados';
import { mascaraCnpj, type InstituicaoValores } from './instituicao-form';

type Form = UseFormReturnType<InstituicaoValores>;

/** The CNPJ as typed through its mask ('XX.XXX.XXX/XXXX-XX'). */
function cnpjMascarado(form: Form) {
  const props = form.getInputProps('cnpj');
  return { ...props, onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue('cnpj', mascaraCnpj(e.currentTarget.value)) };
}

/** The institution's fields (cadastros-relatorios §2.4, §5): identification, then the Endereço and Telefone cards. */
export function InstituicaoCampos({ form }: { form: Form }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={99999} />
        <TextInput
          label="CNPJ"
          required
          autoFocus
          maxLength={CNPJ_MAX_LENGTH}
          placeholder="00.000.000/0000-00"
          autoComplete="off"
          {...cnpjMascarado(form)}
        />
        <TextInput label="Razão social" required maxLength={INSTITUICAO.razaoSocialMax} {...form.getInputProps('razao_social')} />
        <TextInput label="Cargo do representante" maxLength={INSTITUICAO.representanteMax} {...form.getInputProps('representante_cargo')} />
        <TextInput label="Nome do representante" maxLength={INSTITUICAO.representanteMax} {...form.getInputProps('representante_nome')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Cartao titulo="Endereço">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CampoCep form={form} campo="endereco.cep" />
            <CamposEndereco form={form} />
          </SimpleGrid>
        </Cartao>
        <Cartao titulo="Telefone">
          <CampoTelefone form={form} campo="telefone" label="Número do telefone" ddd={{ min: 0, max: 99 }} />
        </Cartao>
      </SimpleGrid>
    </Stack>
  );
}
