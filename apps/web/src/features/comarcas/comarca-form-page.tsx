import { Alert, Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMARCA, comarcaInputSchema, ORDEM_MAX } from '@sgi/domain';
import { useNavigate } from 'react-router';
import { CampoInteiro } from '../../components/campos';
import { confirmDelete } from '../../components/confirm-delete';
import { ConflitoDeVersaoAlerta, useVersao } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
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
  const navigate = useNavigate();
  const versao = useVersao(comarca);
  const { pode } = usePermissoes();
  const { criar, atualizar, remover } = useSalvarComarca(comarca?.id ?? null);
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

  const salvar = form.onSubmit((v) => {
    const input = comarcaInputSchema.parse(paraEnvio(v));
    const callbacks = {
      onSuccess: () => {
        notify.sucesso(comarca ? 'Comarca Atualizada.' : 'Comarca Cadastrada.');
        navigate('/comarcas');
      },
      onError: versao.aoErrar(erroNosCampos(form)),
    };
    if (comarca) atualizar.mutate({ ...input, versao: versao.versao }, callbacks);
    else criar.mutate(input, callbacks);
  });

  const excluir = (c: ComarcaDetalhe) =>
    confirmDelete({
      message: `Excluir a comarca "${c.nome}"?`,
      onConfirm: () =>
        remover.mutate(c.id, {
          onSuccess: () => {
            notify.sucesso('Comarca Removida.');
            navigate('/comarcas');
          },
        }),
    });

  return (
    <FormPage
      title={comarca ? 'Editar comarca' : 'Cadastrar comarca'}
      audit={comarca}
      actions={
        <>
          {/* Reaching the form takes COMARCA_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {comarca && <HistoryButton tabela="comarca" registro={comarca.id} />}
          {listagem}
          {comarca && pode('COMARCA_DELETE') && <ExcluirButton loading={remover.isPending} onClick={() => excluir(comarca)} />}
        </>
      }
    >
      <form onSubmit={salvar} noValidate>
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
          {podeSalvar && <SalvarButton editando={comarca !== null} loading={criar.isPending || atualizar.isPending} />}
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
