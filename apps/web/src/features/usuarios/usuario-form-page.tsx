import { Alert, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { useSalvarUsuario, usuarioQuery, type UsuarioDetalhe } from './api';
import { CAMPOS_RENOMEADOS, inputDoUsuario, validarUsuario, valoresIniciais, type UsuarioValores } from './usuario-form';
import { UsuarioCampos } from './usuario-form-campos';

const listagem = <ListagemButton to="/usuario" />;

function UsuarioForm({ usuario, recarregar }: { usuario: UsuarioDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarUsuario(usuario?.id ?? null);
  const podeSalvar = usuario ? pode('USUARIO_UPDATE') : pode('USUARIO_CREATE');
  const form = useForm<UsuarioValores>({
    initialValues: valoresIniciais(usuario),
    validate: (v) => validarUsuario(v, usuario === null),
  });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: usuario,
    mutacoes,
    lista: '/usuario',
    mensagens: { criado: 'Usuário cadastrado com sucesso.', atualizado: 'Usuário atualizado.', removido: 'Usuário removido.' },
    confirmacao: (u) => `Excluir o usuário "${u.username}"?`,
    aoErrar: erroNosCampos(form, CAMPOS_RENOMEADOS),
  });
  const enviar = form.onSubmit((v) => salvar(inputDoUsuario(v)));

  // The user's history with its pessoa's, whose version the save sends back.
  const pessoa = usuario ? [{ tabela: 'pessoa', registro: usuario.pessoaId }] : [];
  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={usuario ? 'Editar usuário' : 'Cadastrar usuário'}
      audit={usuario}
      actions={
        <>
          {usuario && <HistoryButton tabela="usuario" registro={usuario.id} relacionados={pessoa} />}
          {listagem}
          {usuario && pode('USUARIO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(usuario)} />}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {usuario && <ConflitoDeVersaoAlerta versao={versao} tabela="usuario" registro={usuario.id} relacionados={pessoa} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <UsuarioCampos form={form} criando={usuario === null} editavel={podeSalvar} usuarioId={usuario?.id ?? null} papelAtual={usuario?.papel} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={usuario !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /usuario/criar and /usuario/editar/:id (DESIGN §9). */
export default function UsuarioFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(usuarioQuery);
  if (criando) return <UsuarioForm usuario={null} recarregar={recarregar} />;
  if (registro) return <UsuarioForm key={chave} usuario={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar usuário" actions={listagem} loading={carregando}>
      <Alert color="red">Usuário não encontrado.</Alert>
    </FormPage>
  );
}
