import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { papelInputSchema } from '@sgi/domain';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { papelQuery, useSalvarPapel, type PapelDetalhe } from './api';
import { PermissoesGrid } from './permissoes-grid';

interface Valores {
  nome: string;
  permissoes: number[];
}

const paraEnvio = (v: Valores) => ({ nome: v.nome, permissoes: v.permissoes.map((id) => ({ id })) });

const listagem = <ListagemButton to="/papeis" />;

function PapelForm({ papel, recarregar }: { papel: PapelDetalhe | null; recarregar: () => void }) {
  const { pode, permissoes } = usePermissoes();
  const mutacoes = useSalvarPapel(papel?.id ?? null);
  const podeSalvar = papel ? pode('PAPEL_UPDATE') : pode('PAPEL_CREATE');
  const form = useForm<Valores>({
    initialValues: { nome: papel?.nome ?? '', permissoes: papel?.permissoes.map((p) => p.id) ?? [] },
    validate: (v) => schemaErrors(papelInputSchema, paraEnvio(v)),
  });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: papel,
    mutacoes,
    lista: '/papeis',
    mensagens: { criado: 'Papel cadastrado.', atualizado: 'Papel atualizado.', removido: 'Papel removido.' },
    confirmacao: (p) => `Excluir o papel "${p.nome}"?`,
    aoErrar: erroNosCampos(form),
  });
  const enviar = form.onSubmit((v) => salvar(papelInputSchema.parse(paraEnvio(v))));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={papel ? 'Editar papel' : 'Cadastrar papel'}
      audit={papel}
      actions={
        <>
          {papel && <HistoryButton tabela="papel" registro={papel.id} />}
          {listagem}
          {papel && pode('PAPEL_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(papel)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {papel && <ConflitoDeVersaoAlerta versao={versao} tabela="papel" registro={papel.id} onRecarregar={recarregar} />}
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
            possui={permissoes}
            error={typeof form.errors.permissoes === 'string' ? form.errors.permissoes : undefined}
          />
          {podeSalvar && <SalvarButton editando={papel !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /papeis/criar and /papeis/editar/:id (DESIGN §9). */
export default function PapelFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(papelQuery);
  if (criando) return <PapelForm papel={null} recarregar={recarregar} />;
  if (registro) return <PapelForm key={chave} papel={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar papel" actions={listagem} loading={carregando}>
      <Alert color="red">Papel não encontrado.</Alert>
    </FormPage>
  );
}
