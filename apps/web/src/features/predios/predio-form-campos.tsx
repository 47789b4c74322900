import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ORDEM_MAX, PREDIO, TIPO_PREDIO_OPCOES } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro, CamposEndereco, Cartao } from '../../components/campos';
import { CampoCep, CampoTelefone } from '../../components/campos-mascarados';
import { comarcasOpcoesQuery } from '../../lib/opcoes';
import type { PredioDetalhe } from './api';
import type { PredioValores } from './predio-form';

type Form = UseFormReturnType<PredioValores>;

const DDD = { min: PREDIO.dddMin, max: PREDIO.dddMax };
const TIPOS = TIPO_PREDIO_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));

/** The building's own fields (cadastros-relatorios §2.7, §3 Predio, §5); the sectors have their own table. */
export function PredioCampos({ form, predio }: { form: Form; predio: PredioDetalhe | null }) {
  const comarcas = useQuery(comarcasOpcoesQuery());
  // The record's own comarca is an option even before (or without) the lookup list.
  const opcoes = comarcas.data ?? [];
  const atual = predio?.comarca;
  const dataComarcas = atual && !opcoes.some((o) => o.value === String(atual.id)) ? [...opcoes, { value: String(atual.id), label: atual.nome }] : opcoes;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={ORDEM_MAX} />
        <Select
          label="Comarca"
          required
          searchable
          nothingFoundMessage="Nenhuma comarca encontrada"
          placeholder={comarcas.isPending ? 'Carregando...' : 'Selecione'}
          data={dataComarcas}
          {...form.getInputProps('comarca')}
        />
        <TextInput label="Nome" required autoFocus maxLength={PREDIO.nomeMax} {...form.getInputProps('nome')} />
        <Select label="Tipo" clearable placeholder="Selecione" data={TIPOS} {...form.getInputProps('tipo')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Cartao titulo="Endereço">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CampoCep form={form} campo="endereco.cep" />
            <CamposEndereco form={form} />
          </SimpleGrid>
        </Cartao>
        <Cartao titulo="Telefones">
          {/* DDD 0 to 999 in buildings (cadastros-relatorios §5). */}
          <CampoTelefone form={form} campo="telefoneprincipal" label="Telefone principal" ddd={{ ...DDD, ariaLabel: 'DDD principal' }} />
          <CampoTelefone form={form} campo="telefonesecundario" label="Telefone secundário" ddd={{ ...DDD, ariaLabel: 'DDD secundário' }} />
        </Cartao>
      </SimpleGrid>
    </Stack>
  );
}
