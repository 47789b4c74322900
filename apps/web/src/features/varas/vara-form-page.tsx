import { Alert, Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ORDEM_MAX, VARA, varaInputSchema } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoInteiro } from '../../components/campos';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { atuacoesOpcoesQuery, useSalvarVara, varaQuery, type VaraDetalhe } from './api';

const listagem = <ListagemButton to="/varas" />;

/** The form's shape: the atuação select holds the id as a string; a cleared ordem is ''. */
interface VaraValores {
  ordem: number | string;
  atuacao: string | null;
  nome: string;
}

const paraEnvio = (v: VaraValores) => ({
  ordem: typeof v.ordem === 'number' ? v.ordem : null,
  nome: v.nome,
  atuacao: v.atuacao ? { id: Number(v.atuacao) } : null,
});
// 'atuacao.id' errors belong to the select.
const CAMPOS = { atuacao: 'atuacao' };

function VaraForm({ vara, recarregar }: { vara: VaraDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarVara(vara?.id ?? null);
  const atuacoes = useQuery(atuacoesOpcoesQuery());
  const podeSalvar = vara ? pode('VARA_UPDATE') : pode('VARA_CREATE');
  const form = useForm<VaraValores>({
    initialValues: { ordem: vara?.ordem ?? VARA.ordemPadrao, atuacao: vara ? String(vara.atuacao.id) : null, nome: vara?.nome ?? '' },
    validate: (v) => schemaErrors(varaInputSchema, paraEnvio(v), CAMPOS),
  });
  const opcoes = [...(atuacoes.data ?? [])];
  // The saved atuação shows by name even before (or without) the list.
  if (vara && !opcoes.some((o) => o.value === String(vara.atuacao.id))) {
    opcoes.push({ value: String(vara.atuacao.id), label: vara.atuacao.nome });
  }

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: vara,
    mutacoes,
    lista: '/varas',
    // The spec's catalogue shows this one in warning style (cadastros-relatorios §8).
    mensagens: { criado: 'Vara Cadastrada.', atualizado: 'Vara Atualizada.', removido: { aviso: 'Vara Removida.' } },
    confirmacao: (v) => `Excluir a vara "${v.nome}"?`,
    aoErrar: erroNosCampos(form, CAMPOS),
  });
  const enviar = form.onSubmit((v) => salvar(varaInputSchema.parse(paraEnvio(v))));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={vara ? 'Editar vara' : 'Cadastrar vara'}
      actions={
        <>
          {/* Reaching the form takes VARA_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {vara && <HistoryButton tabela="vara" registro={vara.id} />}
          {listagem}
          {vara && pode('VARA_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(vara)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {vara && <ConflitoDeVersaoAlerta versao={versao} tabela="vara" registro={vara.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={ORDEM_MAX} />
              <Select
                label="Atuação"
                required
                searchable
                nothingFoundMessage="Nenhuma atuação encontrada"
                placeholder={atuacoes.isPending ? 'Carregando...' : 'Selecione'}
                data={opcoes}
                {...form.getInputProps('atuacao')}
              />
              <TextInput label="Nome" required autoFocus maxLength={VARA.nomeMax} {...form.getInputProps('nome')} />
            </SimpleGrid>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={vara !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /varas/criar and /varas/editar/:id (DESIGN §9); save and delete return to the list. */
export default function VaraFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(varaQuery);
  if (criando) return <VaraForm vara={null} recarregar={recarregar} />;
  if (registro) return <VaraForm key={chave} vara={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar vara" actions={listagem} loading={carregando}>
      <Alert color="red">Vara não encontrada.</Alert>
    </FormPage>
  );
}
