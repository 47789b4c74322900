import { Alert, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { defensoriaQuery, useSalvarDefensoria, type DefensoriaDetalhe } from './api';
import { CAMPOS_DEFENSORIA, inputDaDefensoria, validarDefensoria, valoresIniciais, type DefensoriaValores } from './defensoria-form';
import { DefensoriaCampos } from './defensoria-form-campos';
import { ResponsavelNoDiaButton } from './responsavel-no-dia';

const listagem = <ListagemButton to="/defensoria" />;

function DefensoriaForm({ defensoria, recarregar }: { defensoria: DefensoriaDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarDefensoria(defensoria?.id ?? null);
  const podeSalvar = defensoria ? pode('DEFENSORIA_UPDATE') : pode('DEFENSORIA_CREATE');
  const form = useForm<DefensoriaValores>({ initialValues: valoresIniciais(defensoria), validate: validarDefensoria });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: defensoria,
    mutacoes,
    lista: '/defensoria',
    mensagens: { criado: 'Defensoria cadastrada.', atualizado: 'Defensoria atualizada.', removido: 'Defensoria removida.' },
    confirmacao: (d) => `Excluir a defensoria "${d.nome}"?`,
    aoErrar: erroNosCampos(form, CAMPOS_DEFENSORIA),
  });
  const enviar = form.onSubmit((v) => salvar(inputDaDefensoria(v)));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={defensoria ? 'Editar defensoria' : 'Cadastrar defensoria'}
      audit={defensoria}
      actions={
        <>
          {/* Reaching the form takes DEFENSORIA_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {defensoria && <HistoryButton tabela="defensoria" registro={defensoria.id} />}
          {defensoria && <ResponsavelNoDiaButton defensoria={defensoria} />}
          {listagem}
          {defensoria && pode('DEFENSORIA_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(defensoria)} />}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {defensoria && <ConflitoDeVersaoAlerta versao={versao} tabela="defensoria" registro={defensoria.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <DefensoriaCampos form={form} defensoria={defensoria} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={defensoria !== null} loading={salvando} />}
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
