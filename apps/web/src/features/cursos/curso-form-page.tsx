import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURSO_NOME_MAX, cursoInputSchema } from '@sgi/domain';
import { IconList, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { schemaErrors, serverFieldErrors } from '../../components/form-errors';
import { FormPage } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { cursoQuery, useCreateCurso, useRemoveCurso, useUpdateCurso, type CursoDetalhe } from './api';

const listagem = (
  <Button component={Link} to="/cursos" variant="default" leftSection={<IconList size={16} />}>
    Listagem
  </Button>
);

function CursoForm({ curso }: { curso: CursoDetalhe | null }) {
  const navigate = useNavigate();
  const { pode } = usePermissoes();
  const criar = useCreateCurso();
  const atualizar = useUpdateCurso(curso?.id ?? 0);
  const remover = useRemoveCurso();
  const podeSalvar = curso ? pode('CURSO_UPDATE') : pode('CURSO_CREATE');
  const form = useForm({
    initialValues: { nome: curso?.nome ?? '' },
    validate: (v) => schemaErrors(cursoInputSchema, v),
  });

  const salvar = form.onSubmit((v) => {
    const input = cursoInputSchema.parse(v);
    const callbacks = {
      onSuccess: () => {
        // The spec's catalogue gives the generic texts for this register (cadastros-relatorios §8).
        notify.sucesso(curso ? 'Registro Salvo' : 'Registro Criado');
        navigate('/cursos');
      },
      // The toast comes from the mutation cache; the field only needs its own message.
      onError: (err: unknown) => {
        const erros = serverFieldErrors(err);
        if (erros) form.setErrors(erros);
      },
    };
    if (curso) atualizar.mutate(input, callbacks);
    else criar.mutate(input, callbacks);
  });

  const excluir = (c: CursoDetalhe) =>
    confirmDelete({
      message: `Excluir o curso "${c.nome}"?`,
      onConfirm: () =>
        remover.mutate(c.id, {
          onSuccess: () => {
            notify.sucesso('Curso removido.');
            navigate('/cursos');
          },
        }),
    });

  return (
    <FormPage
      title={curso ? 'Editar curso' : 'Cadastrar curso'}
      audit={curso}
      actions={
        <>
          {curso && <HistoryButton tabela="curso" registro={curso.id} />}
          {listagem}
          {curso && pode('CURSO_DELETE') && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} loading={remover.isPending} onClick={() => excluir(curso)}>
              Excluir
            </Button>
          )}
        </>
      }
    >
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nome"
            required
            maxLength={CURSO_NOME_MAX}
            autoFocus
            disabled={!podeSalvar}
            maw={480}
            {...form.getInputProps('nome')}
          />
          {podeSalvar && (
            <Group justify="flex-end">
              <Button type="submit" loading={criar.isPending || atualizar.isPending}>
                {curso ? 'Salvar' : 'Cadastrar'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /cursos/criar and /cursos/editar/:id (DESIGN §9). */
export default function CursoFormPage() {
  const { id } = useParams();
  const cursoId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : NaN;
  const { data, isPending } = useQuery({ ...cursoQuery(cursoId ?? 0), enabled: cursoId !== null && !Number.isNaN(cursoId) });
  if (cursoId === null) return <CursoForm curso={null} />;
  if (data) return <CursoForm key={data.id} curso={data} />;
  return (
    <FormPage title="Editar curso" actions={listagem} loading={isPending && !Number.isNaN(cursoId)}>
      <Alert color="red">Curso não encontrado.</Alert>
    </FormPage>
  );
}
