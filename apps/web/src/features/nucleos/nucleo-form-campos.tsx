import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NUCLEO } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro, Cartao } from '../../components/campos';
import { CampoTelefone } from '../../components/campos-mascarados';
import { ComarcaEUnidade, SelectOpcoes } from '../../components/select-opcoes';
import { defensoresOpcoesQuery } from '../../lib/opcoes';
import type { NucleoDetalhe } from './api';
import type { NucleoValores } from './nucleo-form';

type Form = UseFormReturnType<NucleoValores>;

/** The two substitutes: clearable searchable selects of defenders, each without the other's choice. */
function Substitutos({ form, nucleo }: { form: Form; nucleo: NucleoDetalhe | null }) {
  const defensores = useQuery(defensoresOpcoesQuery());
  const campo = (nome: 'substituto1' | 'substituto2', outro: 'substituto1' | 'substituto2', label: string) => (
    <SelectOpcoes
      label={label}
      clearable
      nothingFoundMessage="Nenhum defensor encontrado"
      consulta={defensores}
      atual={nucleo?.[nome]}
      sem={[form.values[outro]]}
      {...form.getInputProps(nome)}
    />
  );
  return (
    <>
      {campo('substituto1', 'substituto2', '1º Substituto')}
      {campo('substituto2', 'substituto1', '2º Substituto')}
    </>
  );
}

/** The núcleo's fields (cadastros-relatorios §2.6, §5). */
export function NucleoCampos({ form, nucleo }: { form: Form; nucleo: NucleoDetalhe | null }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={NUCLEO.ordemMax} />
        <TextInput label="Nome" required autoFocus maxLength={NUCLEO.nomeMax} {...form.getInputProps('nome')} />
        <CampoInteiro form={form} campo="maximoIntegrantes" label="Máx. Estagiários" min={0} max={NUCLEO.maximoIntegrantesMax} />
        <Substitutos form={form} nucleo={nucleo} />
        <ComarcaEUnidade form={form} registro={nucleo} />
      </SimpleGrid>
      <Cartao titulo="Telefone">
        <CampoTelefone form={form} campo="telefone" label="Número do telefone" ddd={{ min: 0, max: 99 }} />
      </Cartao>
    </Stack>
  );
}
