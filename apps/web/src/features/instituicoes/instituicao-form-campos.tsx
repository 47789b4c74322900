import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CNPJ_MAX_LENGTH, INSTITUICAO } from '@sgi/domain';
import type { ChangeEvent } from 'react';
import { CampoInteiro, CamposEndereco, Cartao } from '../../components/campos';
import { mascaraCep, mascaraCnpj, mascaraTelefone, type InstituicaoValores } from './instituicao-form';

type Form = UseFormReturnType<InstituicaoValores>;

/** A text input whose typed value goes through `mascara` before it reaches the form. */
function mascarado(form: Form, caminho: 'cnpj' | 'endereco.cep' | 'telefone.numero', mascara: (texto: string) => string) {
  const props = form.getInputProps(caminho);
  return { ...props, onChange: (e: ChangeEvent<HTMLInputElement>) => form.setFieldValue(caminho, mascara(e.currentTarget.value)) };
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
          {...mascarado(form, 'cnpj', mascaraCnpj)}
        />
        <TextInput label="Razão social" required maxLength={INSTITUICAO.razaoSocialMax} {...form.getInputProps('razao_social')} />
        <TextInput label="Cargo do representante" maxLength={INSTITUICAO.representanteMax} {...form.getInputProps('representante_cargo')} />
        <TextInput label="Nome do representante" maxLength={INSTITUICAO.representanteMax} {...form.getInputProps('representante_nome')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Cartao titulo="Endereço">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="CEP" maxLength={9} placeholder="00000-000" {...mascarado(form, 'endereco.cep', mascaraCep)} />
            <CamposEndereco form={form} />
          </SimpleGrid>
        </Cartao>
        <Cartao titulo="Telefone">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CampoInteiro form={form} campo="telefone.ddd" label="DDD" min={0} max={99} />
            <TextInput label="Número do telefone" maxLength={15} placeholder="0000-0000" {...mascarado(form, 'telefone.numero', mascaraTelefone)} />
          </SimpleGrid>
        </Cartao>
      </SimpleGrid>
    </Stack>
  );
}
