import { Alert, Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMARCA, comarcaInputSchema, ORDEM_MAX } from '@sgi/domain';
import { CampoInteiro } from '../../components/campos';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { comarcaQuery, useSalvarComarca, type ComarcaDetalhe } from './api';

const listagem = <ListagemButton to="/comarcas" />;

/** The form's shape: a cleared ordem is '' (sent as null, so the server's default 0 applies). */
interface ComarcaValores {
  ordem: number | string;
  prefixo: string;
  nome: string;
  agrupar: boolean;
}

const paraEnvio = (v: ComarcaValores) => ({ ...v, ordem: typeof v.ordem === 'number' ? v.ordem : null });

function ComarcaForm({ comarca, recarregar }: { comarca: ComarcaDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarComarca(comarca?.id ?? null);
  const podeSalvar = comarca ? pode('COMARCA_UPDATE') : pode('COMARCA_CREATE');
  const form = useForm<ComarcaValores>({
    initialValues: {
      ordem: comarca?.ordem ?? COMARCA.ordemPadrao,
      prefixo: comarca?.prefixo ?? '',
      nome: comarca?.nome ?? '',
      agrupar: comarca?.agrupar ?? false,
    },
    validate: (v) => schemaErrors(comarcaInputSchema, paraEnvio(v)),
  });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: comarca,
    mutacoes,
    lista: '/comarcas',
    mensagens: { criado: 'Comarca Cadastrada.', atualizado: 'Comarca Atualizada.', removido: 'Comarca Removida.' },
    confirmacao: (c) => `Excluir a comarca "${c.nome}"?`,
    aoErrar: erroNosCampos(form),
  });
  const enviar = form.onSubmit((v) => salvar(comarcaInputSchema.parse(paraEnvio(v))));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={comarca ? 'Editar comarca' : 'Cadastrar comarca'}
      audit={comarca}
      actions={
        <>
          {/* Reaching the form takes COMARCA_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {comarca && <HistoryButton tabela="comarca" registro={comarca.id} />}
          {listagem}
          {comarca && pode('COMARCA_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(comarca)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {comarca && <ConflitoDeVersaoAlerta versao={versao} tabela="comarca" registro={comarca.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <CampoInteiro form={form} campo="ordem" label="Ordem" min={0} max={ORDEM_MAX} />
                <TextInput label="Prefixo" maxLength={COMARCA.prefixoMax} {...form.getInputProps('prefixo')} />
                <TextInput label="Nome" required autoFocus maxLength={COMARCA.nomeMax} {...form.getInputProps('nome')} />
              </SimpleGrid>
              <Checkbox label="Agrupar" {...form.getInputProps('agrupar', { type: 'checkbox' })} />
            </Stack>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={comarca !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /comarcas/criar and /comarcas/editar/:id (DESIGN §9); save and delete return to the list. */
export default function ComarcaFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(comarcaQuery);
  if (criando) return <ComarcaForm comarca={null} recarregar={recarregar} />;
  if (registro) return <ComarcaForm key={chave} comarca={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar comarca" actions={listagem} loading={carregando}>
      <Alert color="red">Comarca não encontrada.</Alert>
    </FormPage>
  );
}
