import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CPF_MAX_LENGTH, ESTADO_CIVIL_OPCOES, ESTAGIARIO_REGRAS, formatTelefone } from '@sgi/domain';
import { CampoData, CampoInteiro, Cartao } from '../../components/campos';
import { digitosTelefone, mascaraCpf, type EstagiarioValores } from './estagiario-form';

type Form = UseFormReturnType<EstagiarioValores>;

const ESTADOS_CIVIS = ESTADO_CIVIL_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));

/** DDD (1 to 99, default 79) and the number, reformatted as typed; the form holds the number's digits. */
function CampoTelefone({ form, campo, label }: { form: Form; campo: 'telefone' | 'celular'; label: string }) {
  const numero = form.getInputProps(`${campo}.numero`);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {/* A short visible label keeps both rows aligned; the accessible name still says which phone. */}
      <CampoInteiro form={form} campo={`${campo}.ddd`} label="DDD" aria-label={`DDD do ${label.toLowerCase()}`} w={90} min={1} max={99} hideControls />
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
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Cartao titulo="Dados Pessoais">
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
          <CampoData form={form} campo="data_nascimento" label="Data de Nascimento" required />
        </SimpleGrid>
        <TextInput label="Nome" required maxLength={ESTAGIARIO_REGRAS.nomeMax} {...form.getInputProps('nome')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label="Estado civil" data={ESTADOS_CIVIS} placeholder="Selecione" clearable {...form.getInputProps('estadocivil')} />
          <Checkbox label="Ativo" mt={{ base: 0, sm: 30 }} {...form.getInputProps('ativo', { type: 'checkbox' })} />
        </SimpleGrid>
        <Textarea label="Anotação" rows={3} maxLength={ESTAGIARIO_REGRAS.anotacaoMax} {...form.getInputProps('anotacao')} />
      </Cartao>
      <Cartao titulo="Contatos">
        <TextInput label="E-mail" type="email" required maxLength={ESTAGIARIO_REGRAS.emailMax} {...form.getInputProps('email')} />
        <CampoTelefone form={form} campo="telefone" label="Telefone" />
        <CampoTelefone form={form} campo="celular" label="Celular" />
      </Cartao>
    </SimpleGrid>
  );
}
