import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NUCLEO } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro, Cartao } from '../../components/campos';
import { CampoTelefone } from '../../components/campos-mascarados';
import { comarcasOpcoesQuery, comAtual, defensoresOpcoesQuery, placeholderOpcoes, prediosOpcoesQuery } from '../../lib/opcoes';
import type { NucleoDetalhe } from './api';
import type { NucleoValores } from './nucleo-form';

type Form = UseFormReturnType<NucleoValores>;

/** The two substitutes: clearable searchable selects of defenders, each without the other's choice. */
function Substitutos({ form, nucleo }: { form: Form; nucleo: NucleoDetalhe | null }) {
  const defensores = useQuery(defensoresOpcoesQuery());
  const campo = (nome: 'substituto1' | 'substituto2', outro: 'substituto1' | 'substituto2', label: string) => (
    <Select
      label={label}
      searchable
      clearable
      nothingFoundMessage="Nenhum defensor encontrado"
      placeholder={placeholderOpcoes(defensores.isPending)}
      data={comAtual(defensores.data, nucleo?.[nome]).filter((o) => o.value !== form.values[outro])}
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

/** Comarca and Unidade: the unidade list narrows to the chosen comarca's buildings. */
function Localizacao({ form, nucleo }: { form: Form; nucleo: NucleoDetalhe | null }) {
  const comarcas = useQuery(comarcasOpcoesQuery());
  const predios = useQuery(prediosOpcoesQuery());
  const comarcaId = form.values.comarca ? Number(form.values.comarca) : null;
  const daComarca = predios.data?.filter((p) => comarcaId === null || p.comarcaId === null || p.comarcaId === comarcaId);
  const comarca = form.getInputProps('comarca');
  const mudarComarca = (valor: string | null) => {
    form.setFieldValue('comarca', valor);
    // A building of another comarca no longer fits: the user picks again.
    const predio = predios.data?.find((p) => p.value === form.values.predio);
    if (valor && predio?.comarcaId && predio.comarcaId !== Number(valor)) form.setFieldValue('predio', null);
  };
  return (
    <>
      <Select
        label="Comarca"
        required
        searchable
        nothingFoundMessage="Nenhuma comarca encontrada"
        placeholder={placeholderOpcoes(comarcas.isPending)}
        data={comAtual(comarcas.data, nucleo?.comarca)}
        {...comarca}
        onChange={mudarComarca}
      />
      <Select
        label="Unidade"
        searchable
        clearable
        nothingFoundMessage="Nenhuma unidade encontrada"
        placeholder={placeholderOpcoes(predios.isPending)}
        data={comAtual(daComarca, nucleo?.predio)}
        {...form.getInputProps('predio')}
      />
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
        <Localizacao form={form} nucleo={nucleo} />
      </SimpleGrid>
      <Cartao titulo="Telefone">
        <CampoTelefone form={form} campo="telefone" label="Número do telefone" ddd={{ min: 0, max: 99 }} />
      </Cartao>
    </Stack>
  );
}
