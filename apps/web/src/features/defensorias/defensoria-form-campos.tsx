import { Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEFENSORIA } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro, Cartao } from '../../components/campos';
import { CampoTelefone } from '../../components/campos-mascarados';
import { comarcasOpcoesQuery, comAtual, defensoriasOpcoesQuery, placeholderOpcoes, prediosOpcoesQuery } from '../../lib/opcoes';
import { varasOpcoesQuery, type DefensoriaDetalhe } from './api';
import type { DefensoriaValores } from './defensoria-form';

type Form = UseFormReturnType<DefensoriaValores>;
type Substituta = 'defensoriasubstituta1' | 'defensoriasubstituta2';

/** Vara and the two substitutes: clearable; a substitute is never the defensoria itself nor the other choice. */
function VaraESubstitutas({ form, defensoria }: { form: Form; defensoria: DefensoriaDetalhe | null }) {
  const varas = useQuery(varasOpcoesQuery());
  const defensorias = useQuery(defensoriasOpcoesQuery());
  const propria = defensoria ? String(defensoria.id) : null;
  const substituta = (nome: Substituta, outra: Substituta, label: string) => (
    <Select
      label={label}
      searchable
      clearable
      nothingFoundMessage="Nenhuma defensoria encontrada"
      placeholder={placeholderOpcoes(defensorias.isPending)}
      data={comAtual(defensorias.data, defensoria?.[nome]).filter((o) => o.value !== propria && o.value !== form.values[outra])}
      {...form.getInputProps(nome)}
    />
  );
  return (
    <>
      <Select
        label="Vara"
        searchable
        clearable
        nothingFoundMessage="Nenhuma vara encontrada"
        placeholder={placeholderOpcoes(varas.isPending)}
        data={comAtual(varas.data, defensoria?.vara)}
        {...form.getInputProps('vara')}
      />
      {substituta('defensoriasubstituta1', 'defensoriasubstituta2', '1ª Defensoria substituta')}
      {substituta('defensoriasubstituta2', 'defensoriasubstituta1', '2ª Defensoria substituta')}
    </>
  );
}

/** Comarca and Unidade: the unidade list narrows to the chosen comarca's buildings. */
function Localizacao({ form, defensoria }: { form: Form; defensoria: DefensoriaDetalhe | null }) {
  const comarcas = useQuery(comarcasOpcoesQuery());
  const predios = useQuery(prediosOpcoesQuery());
  const comarcaId = form.values.comarca ? Number(form.values.comarca) : null;
  const daComarca = predios.data?.filter((p) => comarcaId === null || p.comarcaId === null || p.comarcaId === comarcaId);
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
        data={comAtual(comarcas.data, defensoria?.comarca)}
        {...form.getInputProps('comarca')}
        onChange={mudarComarca}
      />
      <Select
        label="Unidade"
        searchable
        clearable
        nothingFoundMessage="Nenhuma unidade encontrada"
        placeholder={placeholderOpcoes(predios.isPending)}
        data={comAtual(daComarca, defensoria?.predio)}
        {...form.getInputProps('predio')}
      />
    </>
  );
}

/** The defensoria's fields (cadastros-relatorios §2.5, §5). */
export function DefensoriaCampos({ form, defensoria }: { form: Form; defensoria: DefensoriaDetalhe | null }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={DEFENSORIA.ordemMax} />
        <TextInput label="Código" maxLength={DEFENSORIA.codigoMax} {...form.getInputProps('codigo')} />
        <TextInput label="Nome" required autoFocus maxLength={DEFENSORIA.nomeMax} {...form.getInputProps('nome')} />
        <VaraESubstitutas form={form} defensoria={defensoria} />
        <Localizacao form={form} defensoria={defensoria} />
        <CampoInteiro form={form} campo="maximo_estagiarios" label="Máx. Estagiários" min={0} max={DEFENSORIA.maximoEstagiariosMax} />
      </SimpleGrid>
      <Checkbox
        label="Relatório"
        description="Exibir a defensoria nos relatórios."
        {...form.getInputProps('exibirrelatorio', { type: 'checkbox' })}
      />
      <Textarea label="Anotação" rows={3} maxLength={DEFENSORIA.anotacaoMax} {...form.getInputProps('anotacao')} />
      <Cartao titulo="Telefone">
        <CampoTelefone form={form} campo="telefone" label="Número do telefone" ddd={{ min: 0, max: 99 }} />
      </Cartao>
    </Stack>
  );
}
