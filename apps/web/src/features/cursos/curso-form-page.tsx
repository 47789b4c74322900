import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURSO_NOME_MAX, cursoInputSchema } from '@sgi/domain';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { ConflitoDeVersaoAlerta, useVersao } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { cursoQuery, useSalvarCurso, type CursoDetalhe } from './api';

const listagem = <ListagemButton to="/cursos" />;

function CursoForm({ curso, recarregar }: { curso: CursoDetalhe | null; recarregar: () => void }) {
  const navigate = useNavigate();
  const versao = useVersao(curso);
  const { pode } = usePermissoes();
  const { criar, atualizar, remover } = useSalvarCurso(curso?.id ?? null);
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
      onError: versao.aoErrar(erroNosCampos(form)),
    };
    if (curso) atualizar.mutate({ ...input, versao: versao.versao }, callbacks);
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
          {curso && pode('CURSO_DELETE') && <ExcluirButton loading={remover.isPending} onClick={() => excluir(curso)} />}
        </>
      }
    >
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          {curso && <ConflitoDeVersaoAlerta versao={versao} tabela="curso" registro={curso.id} onRecarregar={recarregar} />}
          <TextInput
            label="Nome"
            required
            maxLength={CURSO_NOME_MAX}
            autoFocus
            disabled={!podeSalvar}
            maw={480}
            {...form.getInputProps('nome')}
          />
          {podeSalvar && <SalvarButton editando={curso !== null} loading={criar.isPending || atualizar.isPending} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /cursos/criar and /cursos/editar/:id (DESIGN §9). */
export default function CursoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(cursoQuery);
  if (criando) return <CursoForm curso={null} recarregar={recarregar} />;
  if (registro) return <CursoForm key={chave} curso={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar curso" actions={listagem} loading={carregando}>
      <Alert color="red">Curso não encontrado.</Alert>
    </FormPage>
  );
}
