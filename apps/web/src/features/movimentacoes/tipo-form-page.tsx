import { Alert, Checkbox, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGEM_TIPO_REMOVIDO, MOVIMENTACAO, mensagemTipoAtualizado, mensagemTipoCadastrado, tipoMovimentacaoInputSchema, type TipoMovimentacaoInput } from '@sgi/domain';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { tipoQuery, useSalvarTipo, type TipoMovimentacaoDetalhe } from './api';

const LISTA = '/movimentacoes/tipos';
const listagem = <ListagemButton to={LISTA} />;

function TipoForm({ tipo, recarregar }: { tipo: TipoMovimentacaoDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarTipo(tipo?.id ?? null);
  const podeSalvar = tipo ? pode('MOVIMENTACAO_UPDATE') : pode('MOVIMENTACAO_CREATE');
  const form = useForm<TipoMovimentacaoInput>({
    initialValues: { descricao: tipo?.descricao ?? '', inicial: tipo?.inicial ?? false, nucleo: tipo?.nucleo ?? false },
    validate: (v) => schemaErrors(tipoMovimentacaoInputSchema, v),
  });
  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: tipo,
    mutacoes,
    lista: LISTA,
    // §8: 'Tipo {descrição} cadastrado.' / '... atualizado.', 'Tipo removido.'
    mensagens: { criado: (_, v) => mensagemTipoCadastrado(v.descricao), atualizado: (_, v) => mensagemTipoAtualizado(v.descricao), removido: MENSAGEM_TIPO_REMOVIDO },
    confirmacao: (t) => `Excluir o tipo "${t.descricao}"?`,
    aoErrar: erroNosCampos(form),
  });

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={tipo ? 'Editar tipo de movimentação' : 'Cadastrar tipo de movimentação'}
      audit={tipo}
      actions={
        <>
          {tipo && <HistoryButton tabela="tipo_movimentacao" registro={tipo.id} />}
          {listagem}
          {tipo && pode('MOVIMENTACAO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(tipo)} />}
        </>
      }
    >
      <form onSubmit={form.onSubmit((v) => salvar(tipoMovimentacaoInputSchema.parse(v)))} noValidate>
        <Stack gap="md">
          {tipo && <ConflitoDeVersaoAlerta versao={versao} tabela="tipo_movimentacao" registro={tipo.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Stack gap="md">
              <TextInput label="Descrição" required autoFocus maxLength={MOVIMENTACAO.descricaoMax} {...form.getInputProps('descricao')} />
              <Group gap="xl">
                <Checkbox label="Petição Inicial" {...form.getInputProps('inicial', { type: 'checkbox' })} />
                <Checkbox label="Núcleo" {...form.getInputProps('nucleo', { type: 'checkbox' })} />
              </Group>
            </Stack>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={tipo !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** The movement type's form (§2.12): descrição, Petição Inicial, Núcleo; a type in use is not removed (409). */
export default function TipoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(tipoQuery);
  if (criando) return <TipoForm tipo={null} recarregar={recarregar} />;
  if (registro) return <TipoForm key={chave} tipo={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar tipo de movimentação" actions={listagem} loading={carregando}>
      <Alert color="red">Tipo de movimentação não encontrado.</Alert>
    </FormPage>
  );
}
