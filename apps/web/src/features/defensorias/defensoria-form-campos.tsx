import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEFENSORIA } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro, Cartao } from '../../components/campos';
import { CampoTelefone } from '../../components/campos-mascarados';
import { ComarcaEUnidade, SelectOpcoes } from '../../components/select-opcoes';
import { defensoriasOpcoesQuery } from '../../lib/opcoes';
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
    <SelectOpcoes
      label={label}
      clearable
      nothingFoundMessage="Nenhuma defensoria encontrada"
      consulta={defensorias}
      atual={defensoria?.[nome]}
      sem={[propria, form.values[outra]]}
      {...form.getInputProps(nome)}
    />
  );
  return (
    <>
      <SelectOpcoes label="Vara" clearable nothingFoundMessage="Nenhuma vara encontrada" consulta={varas} atual={defensoria?.vara} {...form.getInputProps('vara')} />
      {substituta('defensoriasubstituta1', 'defensoriasubstituta2', '1ª Defensoria substituta')}
      {substituta('defensoriasubstituta2', 'defensoriasubstituta1', '2ª Defensoria substituta')}
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
        <ComarcaEUnidade form={form} registro={defensoria} />
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
