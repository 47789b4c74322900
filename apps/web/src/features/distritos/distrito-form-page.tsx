import { Alert, Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DISTRITO, distritoInputSchema } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro } from '../../components/campos';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { defensoriasOpcoesQuery } from '../../lib/opcoes';
import { distritoQuery, useSalvarDistrito, type DistritoDetalhe } from './api';

const listagem = <ListagemButton to="/distrito" />;

/** The form's shape: the defensoria select holds the id as a string; a cleared ordem is ''. */
interface DistritoValores {
  ordem: number | string;
  nome: string;
  defensoria: string | null;
}

const paraEnvio = (v: DistritoValores) => ({
  ordem: typeof v.ordem === 'number' ? v.ordem : null,
  nome: v.nome,
  defensoria: v.defensoria ? { id: Number(v.defensoria) } : null,
});
// 'defensoria.id' errors belong to the select.
const CAMPOS = { defensoria: 'defensoria' };

/** Creating and updating say the same (cadastros-relatorios §8). */
const salvo = (_: unknown, input: { nome: string }) => `Distrito ${input.nome} salvo com sucesso.`;

function DistritoForm({ distrito, recarregar }: { distrito: DistritoDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarDistrito(distrito?.id ?? null);
  const defensorias = useQuery(defensoriasOpcoesQuery());
  const podeSalvar = distrito ? pode('DISTRITO_UPDATE') : pode('DISTRITO_CREATE');
  const form = useForm<DistritoValores>({
    initialValues: { ordem: distrito?.ordem ?? DISTRITO.ordemPadrao, nome: distrito?.nome ?? '', defensoria: distrito ? String(distrito.defensoria.id) : null },
    validate: (v) => schemaErrors(distritoInputSchema, paraEnvio(v), CAMPOS),
  });
  const opcoes = [...(defensorias.data ?? [])];
  // The saved defensoria shows by name even before (or without) the list.
  if (distrito && !opcoes.some((o) => o.value === String(distrito.defensoria.id))) {
    opcoes.push({ value: String(distrito.defensoria.id), label: distrito.defensoria.nome });
  }

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: distrito,
    mutacoes,
    lista: '/distrito',
    mensagens: { criado: salvo, atualizado: salvo, removido: 'Distrito removido.' },
    confirmacao: (d) => `Excluir o distrito "${d.nome}"?`,
    aoErrar: erroNosCampos(form, CAMPOS),
  });
  const enviar = form.onSubmit((v) => salvar(distritoInputSchema.parse(paraEnvio(v))));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={distrito ? 'Editar distrito' : 'Cadastrar distrito'}
      audit={distrito}
      actions={
        <>
          {/* Reaching the form takes DISTRITO_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {distrito && <HistoryButton tabela="distrito" registro={distrito.id} />}
          {listagem}
          {distrito && pode('DISTRITO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(distrito)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {distrito && <ConflitoDeVersaoAlerta versao={versao} tabela="distrito" registro={distrito.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={DISTRITO.ordemMax} />
              <TextInput label="Nome" required autoFocus maxLength={DISTRITO.nomeMax} {...form.getInputProps('nome')} />
              <Select
                label="Defensoria"
                required
                searchable
                nothingFoundMessage="Nenhuma defensoria encontrada"
                placeholder={defensorias.isPending ? 'Carregando...' : 'Selecione'}
                data={opcoes}
                {...form.getInputProps('defensoria')}
              />
            </SimpleGrid>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={distrito !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /distrito/criar and /distrito/editar/:id (DESIGN §9); save and delete return to the list. */
export default function DistritoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(distritoQuery);
  if (criando) return <DistritoForm distrito={null} recarregar={recarregar} />;
  if (registro) return <DistritoForm key={chave} distrito={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar distrito" actions={listagem} loading={carregando}>
      <Alert color="red">Distrito não encontrado.</Alert>
    </FormPage>
  );
}
