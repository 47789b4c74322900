import { Alert, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { ConflitoDeVersaoAlerta, useVersao } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { useSalvarUsuario, usuarioQuery, type UsuarioDetalhe } from './api';
import { CAMPOS_RENOMEADOS, inputDoUsuario, validarUsuario, valoresIniciais, type UsuarioValores } from './usuario-form';
import { UsuarioCampos } from './usuario-form-campos';

const listagem = <ListagemButton to="/usuario" />;

function UsuarioForm({ usuario, recarregar }: { usuario: UsuarioDetalhe | null; recarregar: () => void }) {
  const navigate = useNavigate();
  const versao = useVersao(usuario);
  const { pode } = usePermissoes();
  const { criar, atualizar, remover } = useSalvarUsuario(usuario?.id ?? null);
  const podeSalvar = usuario ? pode('USUARIO_UPDATE') : pode('USUARIO_CREATE');
  const form = useForm<UsuarioValores>({
    initialValues: valoresIniciais(usuario),
    validate: (v) => validarUsuario(v, usuario === null),
  });

  const salvar = form.onSubmit((v) => {
    const callbacks = {
      onSuccess: () => {
        notify.sucesso(usuario ? 'Usuário atualizado.' : 'Usuário cadastrado com sucesso.');
        navigate('/usuario');
      },
      onError: versao.aoErrar(erroNosCampos(form, CAMPOS_RENOMEADOS)),
    };
    if (usuario) atualizar.mutate({ ...inputDoUsuario(v), versao: versao.versao }, callbacks);
    else criar.mutate(inputDoUsuario(v), callbacks);
  });

  const excluir = (u: UsuarioDetalhe) =>
    confirmDelete({
      message: `Excluir o usuário "${u.username}"?`,
      onConfirm: () =>
        remover.mutate(u.id, {
          onSuccess: () => {
            notify.sucesso('Usuário removido.');
            navigate('/usuario');
          },
        }),
    });

  // The user's history with its pessoa's, whose version the save sends back.
  const pessoa = usuario ? [{ tabela: 'pessoa', registro: usuario.pessoaId }] : [];
  return (
    <FormPage
      title={usuario ? 'Editar usuário' : 'Cadastrar usuário'}
      audit={usuario}
      actions={
        <>
          {usuario && <HistoryButton tabela="usuario" registro={usuario.id} relacionados={pessoa} />}
          {listagem}
          {usuario && pode('USUARIO_DELETE') && <ExcluirButton loading={remover.isPending} onClick={() => excluir(usuario)} />}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          {usuario && <ConflitoDeVersaoAlerta versao={versao} tabela="usuario" registro={usuario.id} relacionados={pessoa} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <UsuarioCampos form={form} criando={usuario === null} editavel={podeSalvar} usuarioId={usuario?.id ?? null} papelAtual={usuario?.papel} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={usuario !== null} loading={criar.isPending || atualizar.isPending} />}
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
