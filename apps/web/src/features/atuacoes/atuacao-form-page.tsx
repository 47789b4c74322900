import { Alert, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ATUACAO, atuacaoInputSchema, ORDEM_MAX } from '@sgi/domain';
import { CampoInteiro } from '../../components/campos';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { atuacaoQuery, useSalvarAtuacao, type AtuacaoDetalhe } from './api';

const listagem = <ListagemButton to="/atuacoes" />;

/** The form's shape: a cleared ordem is '' (sent as null, so the server's default 0 applies). */
interface AtuacaoValores {
  ordem: number | string;
  nome: string;
}

const paraEnvio = (v: AtuacaoValores) => ({ ...v, ordem: typeof v.ordem === 'number' ? v.ordem : null });
const varas = (n: number) => (n === 0 ? 'Nenhuma vara vinculada.' : n === 1 ? '1 vara vinculada.' : `${n} varas vinculadas.`);

function AtuacaoForm({ atuacao, recarregar }: { atuacao: AtuacaoDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarAtuacao(atuacao?.id ?? null);
  const podeSalvar = atuacao ? pode('ATUACAO_UPDATE') : pode('ATUACAO_CREATE');
  const form = useForm<AtuacaoValores>({
    initialValues: { ordem: atuacao?.ordem ?? ATUACAO.ordemPadrao, nome: atuacao?.nome ?? '' },
    validate: (v) => schemaErrors(atuacaoInputSchema, paraEnvio(v)),
  });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: atuacao,
    mutacoes,
    lista: '/atuacoes',
    mensagens: { criado: 'Atuação Cadastrada.', atualizado: 'Atuação Atualizada.', removido: 'Atuação Removida.' },
    confirmacao: (a) => `Excluir a atuação "${a.nome}"?`,
    aoErrar: erroNosCampos(form),
  });
  const enviar = form.onSubmit((v) => salvar(atuacaoInputSchema.parse(paraEnvio(v))));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={atuacao ? 'Editar atuação' : 'Cadastrar atuação'}
      audit={atuacao}
      actions={
        <>
          {/* Reaching the form takes ATUACAO_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {atuacao && <HistoryButton tabela="atuacao" registro={atuacao.id} />}
          {listagem}
          {atuacao && pode('ATUACAO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(atuacao)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {atuacao && <ConflitoDeVersaoAlerta versao={versao} tabela="atuacao" registro={atuacao.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={ORDEM_MAX} />
              <TextInput label="Nome" required autoFocus maxLength={ATUACAO.nomeMax} {...form.getInputProps('nome')} />
            </SimpleGrid>
          </Fieldset>
          {/* §2.8: the form shows the number of varas too; an atuação with varas cannot be deleted. */}
          {atuacao && (
            <Text size="sm" c="dimmed">
              {varas(atuacao.varas)}
            </Text>
          )}
          {podeSalvar && <SalvarButton editando={atuacao !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /atuacoes/criar and /atuacoes/editar/:id (DESIGN §9); save and delete return to the list. */
export default function AtuacaoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(atuacaoQuery);
  if (criando) return <AtuacaoForm atuacao={null} recarregar={recarregar} />;
  if (registro) return <AtuacaoForm key={chave} atuacao={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar atuação" actions={listagem} loading={carregando}>
      <Alert color="red">Atuação não encontrada.</Alert>
    </FormPage>
  );
}
