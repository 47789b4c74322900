import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatTelefone, onlyDigits, ORDEM_MAX, PREDIO, TIPO_PREDIO_OPCOES } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro, CamposEndereco, Cartao } from '../../components/campos';
import { comarcasOpcoesQuery, type PredioDetalhe } from './api';
import { formatCep, type PredioValores } from './predio-form';

type Form = UseFormReturnType<PredioValores>;

const TIPOS = TIPO_PREDIO_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));

/** DDD (0 to 999 in buildings, §5) and number, the number held as digits and shown formatted. */
function CamposTelefone({ form, campo, rotulo }: { form: Form; campo: 'telefoneprincipal' | 'telefonesecundario'; rotulo: string }) {
  const numero = form.getInputProps(`${campo}.numero`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <CampoInteiro form={form} campo={`${campo}.ddd`} label={`DDD ${rotulo}`} min={PREDIO.dddMin} max={PREDIO.dddMax} />
      <TextInput
        label={`Telefone ${rotulo}`}
        inputMode="numeric"
        placeholder="0000-0000"
        {...numero}
        value={formatTelefone(numero.value)}
        onChange={(e) => form.setFieldValue(`${campo}.numero`, onlyDigits(e.currentTarget.value).slice(0, PREDIO.telefoneMaxDigitos))}
      />
    </SimpleGrid>
  );
}

/** The building's own fields (cadastros-relatorios §2.7, §3 Predio, §5); the sectors have their own table. */
export function PredioCampos({ form, predio }: { form: Form; predio: PredioDetalhe | null }) {
  const comarcas = useQuery(comarcasOpcoesQuery());
  // The record's own comarca is an option even before (or without) the lookup list.
  const opcoes = comarcas.data ?? [];
  const atual = predio?.comarca;
  const dataComarcas = atual && !opcoes.some((o) => o.value === String(atual.id)) ? [...opcoes, { value: String(atual.id), label: atual.nome }] : opcoes;
  const cep = form.getInputProps('endereco.cep');
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
            <TextInput
              label="CEP"
              inputMode="numeric"
              placeholder="00000-000"
              {...cep}
              value={formatCep(cep.value)}
              onChange={(e) => form.setFieldValue('endereco.cep', onlyDigits(e.currentTarget.value).slice(0, PREDIO.cepMaxDigitos))}
            />
            <CamposEndereco form={form} />
          </SimpleGrid>
        </Cartao>
        <Cartao titulo="Telefones">
          <CamposTelefone form={form} campo="telefoneprincipal" rotulo="principal" />
          <CamposTelefone form={form} campo="telefonesecundario" rotulo="secundário" />
        </Cartao>
      </SimpleGrid>
    </Stack>
  );
}
