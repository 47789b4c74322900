import { Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEFENSOR, PESSOA } from '@sgi/domain';
import { CampoData, CamposEndereco, Cartao } from '../../components/campos';
import { CampoCep, CampoCpf, CampoTelefone } from '../../components/campos-mascarados';
import type { DefensorValores } from './defensor-form';

type Form = UseFormReturnType<DefensorValores>;

/** Dados Pessoais, Contatos, Endereço and Dados Funcionais of the defender form (cadastros-relatorios §3). */
export function DefensorCampos({ form }: { form: Form }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Cartao titulo="Dados Pessoais">
          <CampoCpf form={form} campo="cpf" autoFocus />
          <Group grow align="flex-start">
            <TextInput label="Título" maxLength={20} {...form.getInputProps('titulo')} />
            <CampoData form={form} campo="data_nascimento" label="Data de nascimento" required nascimento />
          </Group>
          <TextInput label="Nome" required maxLength={100} {...form.getInputProps('nome')} />
          <Checkbox label="Ativo" {...form.getInputProps('ativo', { type: 'checkbox' })} />
        </Cartao>
        <Cartao titulo="Contatos">
          <TextInput label="E-mail pessoal" type="email" maxLength={PESSOA.emailMax} {...form.getInputProps('email_pessoal')} />
          <TextInput label="E-mail institucional" type="email" maxLength={PESSOA.emailMax} {...form.getInputProps('email')} />
          <CampoTelefone form={form} campo="telefone" label="Telefone" ddd={{ min: DEFENSOR.dddMin, max: DEFENSOR.dddMax }} />
        </Cartao>
        <Cartao titulo="Endereço">
          <SimpleGrid cols={2} spacing="sm">
            <CampoCep form={form} campo="endereco.cep" />
            <CamposEndereco form={form} />
          </SimpleGrid>
        </Cartao>
        <Cartao titulo="Dados Funcionais">
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Número da OAB" maxLength={20} {...form.getInputProps('numero_oab')} />
            <TextInput label="Matrícula" maxLength={20} {...form.getInputProps('matricula_defensoria')} />
            <CampoData form={form} campo="data_admissao" label="Data de admissão" />
            <CampoData form={form} campo="data_referencia" label="Data de referência" />
            <CampoData form={form} campo="data_exoneracao" label="Data de exoneração" />
          </SimpleGrid>
        </Cartao>
      </SimpleGrid>
      <Textarea label="Anotação" rows={3} maxLength={2000} {...form.getInputProps('anotacao')} />
    </Stack>
  );
}
