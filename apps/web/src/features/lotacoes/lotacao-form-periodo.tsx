import { Checkbox, Group, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TIPO_PESSOA, TIPO_VINCULO_OPCOES, tiposPermitidos, type TipoPessoa } from '@sgi/domain';
import { CampoData, Cartao } from '../../components/campos';
import { CampoHora } from '../../components/campos-mascarados';
import type { LotacaoValores } from './lotacao-form';

type Form = UseFormReturnType<LotacaoValores>;

/** The types the person kind may receive (§5): interns and advisors only Designação, defenders all. */
function opcoesDeTipo(tipoPessoa: TipoPessoa, atual: string | null) {
  const permitidos = tiposPermitidos(tipoPessoa);
  // A saved type no longer allowed still shows, so the validation message makes sense next to it.
  return TIPO_VINCULO_OPCOES.filter((o) => permitidos.includes(o.value) || String(o.value) === atual).map((o) => ({
    value: String(o.value),
    label: o.label,
  }));
}

/** Período do vínculo: start, end, type, optional entry and exit times, Ativo; Pontuar and Diretor for defenders. */
export function CartaoPeriodo({ form, tipoPessoa }: { form: Form; tipoPessoa: TipoPessoa }) {
  return (
    <Cartao titulo="Período do vínculo">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <CampoData form={form} campo="data_inicial" label="Início" />
        <CampoData form={form} campo="data_final" label="Fim" />
        <Select label="Tipo" required data={opcoesDeTipo(tipoPessoa, form.values.tipo)} placeholder="Selecione" {...form.getInputProps('tipo')} />
        <CampoHora form={form} campo="entrada" label="Entrada" />
        <CampoHora form={form} campo="saida" label="Saída" />
      </SimpleGrid>
      <Group gap="xl">
        <Checkbox
          label="Ativo"
          description="Desmarcado, o vínculo fica como rascunho."
          {...form.getInputProps('ativo', { type: 'checkbox' })}
        />
        {tipoPessoa === TIPO_PESSOA.Defensor && (
          <>
            <Checkbox label="Pontuar" {...form.getInputProps('pontuar', { type: 'checkbox' })} />
            <Checkbox label="Diretor" {...form.getInputProps('diretor', { type: 'checkbox' })} />
          </>
        )}
      </Group>
    </Cartao>
  );
}
