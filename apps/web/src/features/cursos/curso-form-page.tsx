import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURSO_NOME_MAX, cursoInputSchema } from '@sgi/domain';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { cursoQuery, useSalvarCurso, type CursoDetalhe } from './api';

const listagem = <ListagemButton to="/cursos" />;

function CursoForm({ curso, recarregar }: { curso: CursoDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarCurso(curso?.id ?? null);
  const podeSalvar = curso ? pode('CURSO_UPDATE') : pode('CURSO_CREATE');
  const form = useForm({
    initialValues: { nome: curso?.nome ?? '' },
    validate: (v) => schemaErrors(cursoInputSchema, v),
  });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: curso,
    mutacoes,
    lista: '/cursos',
    // The spec's catalogue gives the generic texts for this register (cadastros-relatorios §8).
    mensagens: { criado: 'Registro Criado', atualizado: 'Registro Salvo', removido: 'Curso removido.' },
    confirmacao: (c) => `Excluir o curso "${c.nome}"?`,
    aoErrar: erroNosCampos(form),
  });
  const enviar = form.onSubmit((v) => salvar(cursoInputSchema.parse(v)));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={curso ? 'Editar curso' : 'Cadastrar curso'}
      audit={curso}
      actions={
        <>
          {curso && <HistoryButton tabela="curso" registro={curso.id} />}
          {listagem}
          {curso && pode('CURSO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(curso)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
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
          {podeSalvar && <SalvarButton editando={curso !== null} loading={salvando} />}
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
