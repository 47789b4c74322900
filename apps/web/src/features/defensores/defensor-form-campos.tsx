import { Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateInput } from '@mantine/dates';
import { DEFENSOR, formatCpf, formatTelefone, onlyDigits, parseDataBr, PESSOA } from '@sgi/domain';
import type { ReactNode } from 'react';
import type { DefensorValores } from './defensor-form';

type Form = UseFormReturnType<DefensorValores>;

function Cartao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={titulo}>
      <Title order={4} mb="sm">
        {titulo}
      </Title>
      {children}
    </Card>
  );
}

type CampoDataNome = 'data_nascimento' | 'data_admissao' | 'data_referencia' | 'data_exoneracao';

/** A date typed as dd/MM/yyyy or picked; the form holds 'yyyy-MM-dd' or null. */
function CampoData({ form, campo, label, required }: { form: Form; campo: CampoDataNome; label: string; required?: boolean }) {
  return (
    <DateInput
      label={label}
      required={required}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={parseDataBr}
      clearable
      value={form.values[campo]}
      onChange={(v) => form.setFieldValue(campo, v ?? null)}
      error={form.errors[campo]}
    />
  );
}

/** Dados Pessoais, Contatos, Endereço and Dados Funcionais of the defender form (cadastros-relatorios §3). */
export function DefensorCampos({ form }: { form: Form }) {
  const telefone = form.getInputProps('telefone.numero');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Cartao titulo="Dados Pessoais">
          <Stack gap="sm">
            <TextInput
              label="CPF"
              required
              autoFocus
              inputMode="numeric"
              maxLength={14}
              placeholder="000.000.000-00"
              {...form.getInputProps('cpf')}
              // Formatted as soon as the typed digits make a valid CPF (cadastros-relatorios §5).
              onChange={(e) => form.setFieldValue('cpf', formatCpf(e.currentTarget.value.replace(/[^\d.\-\s]/g, '')))}
            />
            <Group grow align="flex-start">
              <TextInput label="Título" maxLength={20} {...form.getInputProps('titulo')} />
              <CampoData form={form} campo="data_nascimento" label="Data de nascimento" required />
            </Group>
            <TextInput label="Nome" required maxLength={100} {...form.getInputProps('nome')} />
            <Checkbox label="Ativo" {...form.getInputProps('ativo', { type: 'checkbox' })} />
          </Stack>
        </Cartao>
        <Cartao titulo="Contatos">
          <Stack gap="sm">
            <TextInput label="E-mail pessoal" type="email" maxLength={PESSOA.emailMax} {...form.getInputProps('email_pessoal')} />
            <TextInput label="E-mail institucional" type="email" maxLength={PESSOA.emailMax} {...form.getInputProps('email')} />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <NumberInput label="DDD" w={90} min={DEFENSOR.dddMin} max={DEFENSOR.dddMax} allowDecimal={false} allowNegative={false} hideControls {...form.getInputProps('telefone.ddd')} />
              <TextInput
                label="Telefone"
                inputMode="tel"
                style={{ flex: 1 }}
                value={formatTelefone(telefone.value)}
                onChange={(e) => form.setFieldValue('telefone.numero', onlyDigits(e.currentTarget.value).slice(0, PESSOA.telefoneMaxDigitos))}
                error={telefone.error}
              />
            </Group>
          </Stack>
        </Cartao>
        <Cartao titulo="Endereço">
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="CEP"
              inputMode="numeric"
              {...form.getInputProps('endereco.cep')}
              onChange={(e) => form.setFieldValue('endereco.cep', onlyDigits(e.currentTarget.value).slice(0, PESSOA.cepMaxDigitos))}
            />
            <TextInput label="Cidade" maxLength={100} {...form.getInputProps('endereco.cidade')} />
            <TextInput label="Bairro" maxLength={100} {...form.getInputProps('endereco.bairro')} />
            <TextInput label="Logradouro" maxLength={150} {...form.getInputProps('endereco.logradouro')} />
            <TextInput label="Complemento" maxLength={100} {...form.getInputProps('endereco.complemento')} />
            <TextInput label="Número" maxLength={20} {...form.getInputProps('endereco.numero')} />
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
