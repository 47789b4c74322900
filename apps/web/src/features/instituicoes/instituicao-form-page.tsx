import { Alert, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { instituicaoQuery, useSalvarInstituicao, type InstituicaoDetalhe } from './api';
import { inputDaInstituicao, validarInstituicao, valoresIniciais, type InstituicaoValores } from './instituicao-form';
import { InstituicaoCampos } from './instituicao-form-campos';

const listagem = <ListagemButton to="/instituicoes" />;

function InstituicaoForm({ instituicao, recarregar }: { instituicao: InstituicaoDetalhe | null; recarregar: () => void }) {
  const { pode, podeAlguma } = usePermissoes();
  const mutacoes = useSalvarInstituicao(instituicao?.id ?? null);
  // Institutions have no permission of their own: writing follows the intern permissions (ADR in the report).
  const podeSalvar = instituicao ? pode('ESTAGIARIO_UPDATE') : pode('ESTAGIARIO_CREATE');
  const form = useForm<InstituicaoValores>({
    initialValues: valoresIniciais(instituicao),
    validate: validarInstituicao,
    // 'CNPJ inválido.' as soon as the field is left, not only on save.
    validateInputOnBlur: ['cnpj'],
  });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: instituicao,
    mutacoes,
    lista: '/instituicoes',
    mensagens: { criado: 'Instituição criada com sucesso.', atualizado: 'Instituição atualizada com sucesso.', removido: 'Instituição removida.' },
    confirmacao: (i) => `Excluir a instituição "${i.razao_social}"?`,
    aoErrar: erroNosCampos(form),
  });
  const enviar = form.onSubmit((v) => salvar(inputDaInstituicao(v)));

  // The history of this table follows the intern permissions (TABELA_RECURSO).
  const podeHistorico = podeAlguma('ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE', 'ADMIN_ACTIONS');
  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={instituicao ? 'Editar instituição de ensino' : 'Cadastrar instituição de ensino'}
      audit={instituicao}
      actions={
        <>
          {instituicao && podeHistorico && (
            <HistoryButton tabela="instituicao_ensino" registro={instituicao.id} />
          )}
          {listagem}
          {instituicao && pode('ESTAGIARIO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(instituicao)} />}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {instituicao && (
            <ConflitoDeVersaoAlerta versao={versao} tabela="instituicao_ensino" registro={instituicao.id} historico={podeHistorico} onRecarregar={recarregar} />
          )}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <InstituicaoCampos form={form} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={instituicao !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /instituicoes/criar and /instituicoes/editar/:id (DESIGN §9); save and delete return to the list. */
export default function InstituicaoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(instituicaoQuery);
  if (criando) return <InstituicaoForm instituicao={null} recarregar={recarregar} />;
  if (registro) return <InstituicaoForm key={chave} instituicao={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar instituição de ensino" actions={listagem} loading={carregando}>
      <Alert color="red">Instituição não encontrada.</Alert>
    </FormPage>
  );
}
