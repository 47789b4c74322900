import { Alert, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { nucleoQuery, useSalvarNucleo, type NucleoDetalhe } from './api';
import { CAMPOS_NUCLEO, inputDoNucleo, validarNucleo, valoresIniciais, type NucleoValores } from './nucleo-form';
import { NucleoCampos } from './nucleo-form-campos';

const listagem = <ListagemButton to="/nucleo" />;

function NucleoForm({ nucleo, recarregar }: { nucleo: NucleoDetalhe | null; recarregar: () => void }) {
  const { pode, podeAlguma } = usePermissoes();
  const mutacoes = useSalvarNucleo(nucleo?.id ?? null);
  const podeSalvar = nucleo ? pode('NUCLEO_UPDATE') : pode('NUCLEO_CREATE');
  const form = useForm<NucleoValores>({ initialValues: valoresIniciais(nucleo), validate: validarNucleo });

  // The spec's messages (cadastros-relatorios §8), word for word: 'Núcleo cadastrada.', 'Núcleo atualizada.'.
  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: nucleo,
    mutacoes,
    lista: '/nucleo',
    mensagens: { criado: 'Núcleo cadastrada.', atualizado: 'Núcleo atualizada.', removido: 'Núcleo removida.' },
    confirmacao: (n) => `Excluir o núcleo "${n.nome}"?`,
    aoErrar: erroNosCampos(form, CAMPOS_NUCLEO),
  });
  const enviar = form.onSubmit((v) => salvar(inputDoNucleo(v)));

  const podeHistorico = podeAlguma('NUCLEO_READ', 'NUCLEO_ENUMERATE', 'ADMIN_ACTIONS');
  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={nucleo ? 'Editar núcleo' : 'Cadastrar núcleo'}
      audit={nucleo}
      actions={
        <>
          {nucleo && podeHistorico && <HistoryButton tabela="nucleo" registro={nucleo.id} />}
          {listagem}
          {nucleo && pode('NUCLEO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(nucleo)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {nucleo && <ConflitoDeVersaoAlerta versao={versao} tabela="nucleo" registro={nucleo.id} historico={podeHistorico} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <NucleoCampos form={form} nucleo={nucleo} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={nucleo !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /nucleo/criar and /nucleo/editar/:id (cadastros-relatorios §2.6); save and delete return to the list. */
export default function NucleoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(nucleoQuery);
  if (criando) return <NucleoForm nucleo={null} recarregar={recarregar} />;
  if (registro) return <NucleoForm key={chave} nucleo={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar núcleo" actions={listagem} loading={carregando}>
      <Alert color="red">Núcleo não encontrado.</Alert>
    </FormPage>
  );
}
