import { Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { CPF_MAX_LENGTH, ESTADO_CIVIL_OPCOES, ESTAGIARIO_REGRAS, formatTelefone, parseDataBr } from '@sgi/domain';
import type { ReactNode } from 'react';
import { digitosTelefone, mascaraCpf, type EstagiarioValores } from './estagiario-form';

type Form = UseFormReturnType<EstagiarioValores>;

const ESTADOS_CIVIS = ESTADO_CIVIL_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));

export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={titulo}>
      <Title order={4} mb="sm">
        {titulo}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** DDD (1 to 99, default 79) and the number, reformatted as typed; the form holds the number's digits. */
function CampoTelefone({ form, campo, label }: { form: Form; campo: 'telefone' | 'celular'; label: string }) {
  const numero = form.getInputProps(`${campo}.numero`);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {/* A short visible label keeps both rows aligned; the accessible name still says which phone. */}
      <NumberInput
        label="DDD"
        aria-label={`DDD do ${label.toLowerCase()}`}
        w={90}
        min={1}
        max={99}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        {...form.getInputProps(`${campo}.ddd`)}
      />
      <TextInput
        label={label}
        inputMode="tel"
        placeholder={campo === 'celular' ? '99999-9999' : '9999-9999'}
        style={{ flex: 1 }}
        value={formatTelefone(numero.value)}
        onChange={(e) => form.setFieldValue(`${campo}.numero`, digitosTelefone(e.currentTarget.value))}
        error={numero.error}
      />
    </Group>
  );
}

/** Dados Pessoais and Contatos of the intern form (cadastros-relatorios §2.3, §3 Estagiario, §5). */
export function EstagiarioCampos({ form }: { form: Form }) {
  const nascimento = form.getInputProps('data_nascimento');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Secao titulo="Dados Pessoais">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="CPF"
            required
            autoFocus
            inputMode="numeric"
            maxLength={CPF_MAX_LENGTH}
            placeholder="000.000.000-00"
            autoComplete="off"
            {...form.getInputProps('cpf')}
            onChange={(e) => form.setFieldValue('cpf', mascaraCpf(e.currentTarget.value))}
          />
          <DateInput
            label="Data de Nascimento"
            required
            valueFormat="DD/MM/YYYY"
            placeholder="dd/mm/aaaa"
            dateParser={parseDataBr}
            clearable
            value={form.values.data_nascimento}
            onChange={(v) => form.setFieldValue('data_nascimento', v || null)}
            error={nascimento.error}
          />
        </SimpleGrid>
        <TextInput label="Nome" required maxLength={ESTAGIARIO_REGRAS.nomeMax} {...form.getInputProps('nome')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label="Estado civil" data={ESTADOS_CIVIS} placeholder="Selecione" clearable {...form.getInputProps('estadocivil')} />
          <Checkbox label="Ativo" mt={{ base: 0, sm: 30 }} {...form.getInputProps('ativo', { type: 'checkbox' })} />
        </SimpleGrid>
        <Textarea label="Anotação" rows={3} maxLength={ESTAGIARIO_REGRAS.anotacaoMax} {...form.getInputProps('anotacao')} />
      </Secao>
      <Secao titulo="Contatos">
        <TextInput label="E-mail" type="email" required maxLength={ESTAGIARIO_REGRAS.emailMax} {...form.getInputProps('email')} />
        <CampoTelefone form={form} campo="telefone" label="Telefone" />
        <CampoTelefone form={form} campo="celular" label="Celular" />
      </Secao>
    </SimpleGrid>
  );
}
