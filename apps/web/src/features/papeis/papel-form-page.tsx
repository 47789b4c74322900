import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { papelInputSchema } from '@sgi/domain';
import { IconList, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { schemaErrors, serverFieldErrors } from '../../components/form-errors';
import { FormPage } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { papelQuery, useCreatePapel, useRemovePapel, useUpdatePapel, type PapelDetalhe } from './api';
import { PermissoesGrid } from './permissoes-grid';

interface Valores {
  nome: string;
  permissoes: number[];
}

const paraEnvio = (v: Valores) => ({ nome: v.nome, permissoes: v.permissoes.map((id) => ({ id })) });

const listagem = (
  <Button component={Link} to="/papeis" variant="default" leftSection={<IconList size={16} />}>
    Listagem
  </Button>
);

function PapelForm({ papel }: { papel: PapelDetalhe | null }) {
  const navigate = useNavigate();
  const { pode } = usePermissoes();
  const criar = useCreatePapel();
  const atualizar = useUpdatePapel(papel?.id ?? 0);
  const remover = useRemovePapel();
  const podeSalvar = papel ? pode('PAPEL_UPDATE') : pode('PAPEL_CREATE');
  const form = useForm<Valores>({
    initialValues: { nome: papel?.nome ?? '', permissoes: papel?.permissoes.map((p) => p.id) ?? [] },
    validate: (v) => schemaErrors(papelInputSchema, paraEnvio(v)),
  });

  const salvar = form.onSubmit((v) => {
    const input = papelInputSchema.parse(paraEnvio(v));
    const callbacks = {
      onSuccess: () => {
        notify.sucesso(papel ? 'Papel atualizado.' : 'Papel cadastrado.');
        navigate('/papeis');
      },
      // The toast comes from the mutation cache; the fields only need their own messages.
      onError: (err: unknown) => {
        const erros = serverFieldErrors(err);
        if (erros) form.setErrors(erros);
      },
    };
    if (papel) atualizar.mutate(input, callbacks);
    else criar.mutate(input, callbacks);
  });

  const excluir = (p: PapelDetalhe) =>
    confirmDelete({
      message: `Excluir o papel "${p.nome}"?`,
      onConfirm: () =>
        remover.mutate(p.id, {
          onSuccess: () => {
            notify.sucesso('Papel removido.');
            navigate('/papeis');
          },
        }),
    });

  return (
    <FormPage
      title={papel ? 'Editar papel' : 'Cadastrar papel'}
      audit={papel}
      actions={
        <>
          {papel && <HistoryButton tabela="papel" registro={papel.id} />}
          {listagem}
          {papel && pode('PAPEL_DELETE') && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} loading={remover.isPending} onClick={() => excluir(papel)}>
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
            maxLength={100}
            autoFocus
            disabled={!podeSalvar}
            maw={480}
            {...form.getInputProps('nome')}
          />
          <PermissoesGrid
            value={form.values.permissoes}
            onChange={(ids) => form.setFieldValue('permissoes', ids)}
            disabled={!podeSalvar}
            error={typeof form.errors.permissoes === 'string' ? form.errors.permissoes : undefined}
          />
          {podeSalvar && (
            <Group justify="flex-end">
              <Button type="submit" loading={criar.isPending || atualizar.isPending}>
                {papel ? 'Salvar' : 'Cadastrar'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /papeis/criar and /papeis/editar/:id (DESIGN §9). */
export default function PapelFormPage() {
  const { id } = useParams();
  const papelId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : NaN;
  const { data, isPending } = useQuery({ ...papelQuery(papelId ?? 0), enabled: papelId !== null && !Number.isNaN(papelId) });
  if (papelId === null) return <PapelForm papel={null} />;
  if (data) return <PapelForm key={data.id} papel={data} />;
  const carregando = isPending && !Number.isNaN(papelId);
  return (
    <FormPage title="Editar papel" actions={listagem} loading={carregando}>
      <Alert color="red">Papel não encontrado.</Alert>
    </FormPage>
  );
}
