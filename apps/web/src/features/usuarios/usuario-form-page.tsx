import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconList, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { serverFieldErrors } from '../../components/form-errors';
import { FormPage } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { useCreateUsuario, useRemoveUsuario, usuarioQuery, useUpdateUsuario, type UsuarioDetalhe } from './api';
import { CAMPOS_RENOMEADOS, inputDoUsuario, validarUsuario, valoresIniciais, type UsuarioValores } from './usuario-form';
import { UsuarioCampos } from './usuario-form-campos';

const listagem = (
  <Button component={Link} to="/usuario" variant="default" leftSection={<IconList size={16} />}>
    Listagem
  </Button>
);

function UsuarioForm({ usuario }: { usuario: UsuarioDetalhe | null }) {
  const navigate = useNavigate();
  const { pode } = usePermissoes();
  const criar = useCreateUsuario();
  const atualizar = useUpdateUsuario(usuario?.id ?? 0);
  const remover = useRemoveUsuario();
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
      // The toast comes from the mutation cache; the fields only need their own messages.
      onError: (err: unknown) => {
        const erros = serverFieldErrors(err, CAMPOS_RENOMEADOS);
        if (erros) form.setErrors(erros);
      },
    };
    if (usuario) atualizar.mutate(inputDoUsuario(v), callbacks);
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

  return (
    <FormPage
      title={usuario ? 'Editar usuário' : 'Cadastrar usuário'}
      audit={usuario}
      actions={
        <>
          {usuario && <HistoryButton tabela="usuario" registro={usuario.id} relacionados={[{ tabela: 'pessoa', registro: usuario.pessoaId }]} />}
          {listagem}
          {usuario && pode('USUARIO_DELETE') && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} loading={remover.isPending} onClick={() => excluir(usuario)}>
              Excluir
            </Button>
          )}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <UsuarioCampos form={form} criando={usuario === null} editavel={podeSalvar} papelAtual={usuario?.papel} />
          </Fieldset>
          {podeSalvar && (
            <Group justify="flex-end">
              <Button type="submit" loading={criar.isPending || atualizar.isPending}>
                {usuario ? 'Salvar' : 'Cadastrar'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /usuario/criar and /usuario/editar/:id (DESIGN §9). */
export default function UsuarioFormPage() {
  const { id } = useParams();
  const usuarioId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : NaN;
  const { data, isPending } = useQuery({ ...usuarioQuery(usuarioId ?? 0), enabled: usuarioId !== null && !Number.isNaN(usuarioId) });
  if (usuarioId === null) return <UsuarioForm usuario={null} />;
  if (data) return <UsuarioForm key={data.id} usuario={data} />;
  return (
    <FormPage title="Editar usuário" actions={listagem} loading={isPending && !Number.isNaN(usuarioId)}>
      <Alert color="red">Usuário não encontrado.</Alert>
    </FormPage>
  );
}
