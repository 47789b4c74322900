import { Group, Radio, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOTACAO } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { Cartao } from '../../components/campos';
import { SelectOpcoes } from '../../components/select-opcoes';
import { defensoriasOpcoesQuery, prediosOpcoesQuery } from '../../lib/opcoes';
import { nucleosOpcoesQuery, setoresQuery, type LotacaoDetalhe } from './api';
import type { Local, LotacaoValores } from './lotacao-form';

type Form = UseFormReturnType<LotacaoValores>;

/** Lotação: defensoria or núcleo, never both (§4); switching clears the other choice. */
export function CartaoLotacao({ form, lotacao }: { form: Form; lotacao: LotacaoDetalhe | null }) {
  const emNucleo = form.values.local === 'nucleo';
  const defensorias = useQuery({ ...defensoriasOpcoesQuery(), enabled: !emNucleo });
  const nucleos = useQuery({ ...nucleosOpcoesQuery(), enabled: emNucleo });
  const mudarLocal = (valor: string) => {
    const local = valor as Local;
    form.setFieldValue('local', local);
    form.setFieldValue(local === 'nucleo' ? 'defensoria' : 'nucleo', null);
    form.clearFieldError('defensoria');
    form.clearFieldError('nucleo');
  };
  return (
    <Cartao titulo="Lotação">
      <Radio.Group label="Local" value={form.values.local} onChange={mudarLocal}>
        <Group gap="xl" mt={4}>
          <Radio value="defensoria" label="Defensoria" />
          <Radio value="nucleo" label="Núcleo" />
        </Group>
      </Radio.Group>
      {emNucleo ? (
        <SelectOpcoes
          key="nucleo"
          label="Núcleo"
          required
          nothingFoundMessage="Nenhum núcleo encontrado"
          consulta={nucleos}
          atual={lotacao?.nucleo}
          {...form.getInputProps('nucleo')}
        />
      ) : (
        <SelectOpcoes
          key="defensoria"
          label="Defensoria"
          required
          nothingFoundMessage="Nenhuma defensoria encontrada"
          consulta={defensorias}
          atual={lotacao?.defensoria}
          {...form.getInputProps('defensoria')}
        />
      )}
    </Cartao>
  );
}

/** Localização: the building (Unidade) narrows the sectors; only the sector is saved (§5). */
export function CartaoLocalizacao({ form, lotacao }: { form: Form; lotacao: LotacaoDetalhe | null }) {
  const predios = useQuery(prediosOpcoesQuery());
  const predioId = form.values.predio ? Number(form.values.predio) : 0;
  const setores = useQuery({ ...setoresQuery(predioId), enabled: predioId > 0 });
  const proprio = lotacao?.setor ?? null;
  const setorProprio = proprio && String(proprio.predio.id) === form.values.predio ? { id: proprio.id, nome: `${proprio.sigla} - ${proprio.nome}` } : null;
  const mudarPredio = (valor: string | null) => {
    form.setFieldValue('predio', valor);
    form.setFieldValue('setor', null);
  };
  return (
    <Cartao titulo="Localização">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SelectOpcoes
          label="Unidade"
          clearable
          nothingFoundMessage="Nenhuma unidade encontrada"
          consulta={predios}
          atual={proprio?.predio}
          value={form.values.predio}
          onChange={mudarPredio}
        />
        <SelectOpcoes
          label="Setor"
          clearable
          nothingFoundMessage="Nenhum setor encontrado"
          consulta={setores}
          atual={setorProprio}
          placeholder={form.values.predio ? undefined : 'Escolha a unidade'}
          disabled={!form.values.predio}
          {...form.getInputProps('setor')}
        />
      </SimpleGrid>
    </Cartao>
  );
}

/** Anotação 1 and 2: printed in the reports (§2.10). */
export function CartaoAnotacoes({ form }: { form: Form }) {
  return (
    <Cartao titulo="Anotações">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Textarea label="Anotação 1" description="Visível nos relatórios." rows={2} maxLength={LOTACAO.anotacaoMax} {...form.getInputProps('anotacao1')} />
        <Textarea label="Anotação 2" description="Visível nos relatórios." rows={2} maxLength={LOTACAO.anotacaoMax} {...form.getInputProps('anotacao2')} />
      </SimpleGrid>
    </Cartao>
  );
}
