import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ESTADO_CIVIL_OPCOES, ESTAGIARIO_REGRAS } from '@sgi/domain';
import { CampoData, Cartao } from '../../components/campos';
import { CampoCpf, CampoTelefone } from '../../components/campos-mascarados';
import type { EstagiarioValores } from './estagiario-form';

type Form = UseFormReturnType<EstagiarioValores>;

const DDD = { min: 1, max: 99 };
const ESTADOS_CIVIS = ESTADO_CIVIL_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));

/** Dados Pessoais and Contatos of the intern form (cadastros-relatorios §2.3, §3 Estagiario, §5). */
export function EstagiarioCampos({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Cartao titulo="Dados Pessoais">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CampoCpf form={form} campo="cpf" autoFocus />
          <CampoData form={form} campo="data_nascimento" label="Data de Nascimento" required nascimento />
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
        {/* DDD 1 to 99 (cadastros-relatorios §5); a short visible label, the accessible name says which phone. */}
        <CampoTelefone form={form} campo="telefone" label="Telefone" ddd={{ ...DDD, ariaLabel: 'DDD do telefone' }} />
        <CampoTelefone form={form} campo="celular" label="Celular" ddd={{ ...DDD, ariaLabel: 'DDD do celular' }} />
      </Cartao>
    </SimpleGrid>
  );
}
