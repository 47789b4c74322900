import { Alert, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { ConflitoDeVersaoAlerta, useVersao } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { defensoriaQuery, useSalvarDefensoria, type DefensoriaDetalhe } from './api';
import { CAMPOS_DEFENSORIA, inputDaDefensoria, validarDefensoria, valoresIniciais, type DefensoriaValores } from './defensoria-form';
import { DefensoriaCampos } from './defensoria-form-campos';

const listagem = <ListagemButton to="/defensoria" />;

function DefensoriaForm({ defensoria, recarregar }: { defensoria: DefensoriaDetalhe | null; recarregar: () => void }) {
  const navigate = useNavigate();
  const versao = useVersao(defensoria);
  const { pode } = usePermissoes();
  const { criar, atualizar, remover } = useSalvarDefensoria(defensoria?.id ?? null);
  const podeSalvar = defensoria ? pode('DEFENSORIA_UPDATE') : pode('DEFENSORIA_CREATE');
  const form = useForm<DefensoriaValores>({ initialValues: valoresIniciais(defensoria), validate: validarDefensoria });

  const salvar = form.onSubmit((v) => {
    const callbacks = {
      onSuccess: () => {
        notify.sucesso(defensoria ? 'Defensoria atualizada.' : 'Defensoria cadastrada.');
        navigate('/defensoria');
      },
      onError: versao.aoErrar(erroNosCampos(form, CAMPOS_DEFENSORIA)),
    };
    if (defensoria) atualizar.mutate({ ...inputDaDefensoria(v), versao: versao.versao }, callbacks);
    else criar.mutate(inputDaDefensoria(v), callbacks);
  });

  const excluir = (d: DefensoriaDetalhe) =>
    confirmDelete({
      message: `Excluir a defensoria "${d.nome}"?`,
      onConfirm: () =>
        remover.mutate(d.id, {
          onSuccess: () => {
            notify.sucesso('Defensoria removida.');
            navigate('/defensoria');
          },
        }),
    });

  return (
    <FormPage
      title={defensoria ? 'Editar defensoria' : 'Cadastrar defensoria'}
      audit={defensoria}
      actions={
        <>
          {/* Reaching the form takes DEFENSORIA_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {defensoria && <HistoryButton tabela="defensoria" registro={defensoria.id} />}
          {listagem}
          {defensoria && pode('DEFENSORIA_DELETE') && <ExcluirButton loading={remover.isPending} onClick={() => excluir(defensoria)} />}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          {defensoria && <ConflitoDeVersaoAlerta versao={versao} tabela="defensoria" registro={defensoria.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <DefensoriaCampos form={form} defensoria={defensoria} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={defensoria !== null} loading={criar.isPending || atualizar.isPending} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /defensoria/criar and /defensoria/editar/:id (DESIGN §9); save and delete return to the list. */
export default function DefensoriaFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(defensoriaQuery);
  if (criando) return <DefensoriaForm defensoria={null} recarregar={recarregar} />;
  if (registro) return <DefensoriaForm key={chave} defensoria={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar defensoria" actions={listagem} loading={carregando}>
      <Alert color="red">Defensoria não encontrada.</Alert>
    </FormPage>
  );
}
