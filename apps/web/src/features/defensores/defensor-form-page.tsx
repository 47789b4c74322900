import { Alert, Button, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { defensorQuery, useSalvarDefensor, type DefensorDetalhe } from './api';
import { inputDoDefensor, validarDefensor, valoresIniciais, type DefensorValores } from './defensor-form';
import { DefensorCampos } from './defensor-form-campos';
import { mensagemExoneracao, pedeConfirmacaoExoneracao } from './defensor-regras';

const voltar = (
  <Button component={Link} to="/defensor" variant="default" leftSection={<IconArrowLeft size={16} />}>
    Voltar
  </Button>
);

function DefensorForm({ defensor, recarregar }: { defensor: DefensorDetalhe | null; recarregar: () => void }) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarDefensor(defensor?.id ?? null);
  const podeSalvar = defensor ? pode('DEFENSOR_UPDATE') : pode('DEFENSOR_CREATE');
  const form = useForm<DefensorValores>({ initialValues: valoresIniciais(defensor), validate: validarDefensor });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: defensor,
    mutacoes,
    lista: '/defensor',
    // The server's text says when the pessoa stays (another profile holds it).
    mensagens: { criado: 'Defensor cadastrado.', atualizado: 'Defensor atualizado.', removido: (r) => r.message },
    confirmacao: (d) => `Excluir o defensor "${d.nome}"?`,
    aoErrar: erroNosCampos(form),
  });
  const enviar = (v: DefensorValores) => salvar(inputDoDefensor(v));

  // Setting an exoneration date on a defender who had none asks first (cadastros-relatorios §4).
  const confirmarESalvar = form.onSubmit((v) => {
    if (!pedeConfirmacaoExoneracao(defensor, v.data_exoneracao)) return enviar(v);
    modals.openConfirmModal({
      title: 'Confirmar exoneração',
      children: mensagemExoneracao(v.data_exoneracao!),
      labels: { confirm: 'Confirmar', cancel: 'Cancelar' },
      cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
      onConfirm: () => enviar(v),
    });
  });

  // The defender's history with its pessoa's, whose version the save sends back.
  const pessoa = defensor ? [{ tabela: 'pessoa', registro: defensor.pessoaId }] : [];
  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={defensor ? 'Editar defensor' : 'Cadastrar defensor'}
      audit={defensor}
      actions={
        <>
          {defensor && <HistoryButton tabela="defensor" registro={defensor.id} relacionados={pessoa} />}
          {voltar}
          {defensor && pode('DEFENSOR_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(defensor)} />}
        </>
      }
    >
      <form onSubmit={confirmarESalvar} noValidate>
        <Stack gap="md">
          {defensor && <ConflitoDeVersaoAlerta versao={versao} tabela="defensor" registro={defensor.id} relacionados={pessoa} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <DefensorCampos form={form} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={defensor !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /defensor/criar and /defensor/editar/:id (DESIGN §9). */
export default function DefensorFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(defensorQuery);
  if (criando) return <DefensorForm defensor={null} recarregar={recarregar} />;
  if (registro) return <DefensorForm key={chave} defensor={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar defensor" actions={voltar} loading={carregando}>
      <Alert color="red">Defensor não encontrado.</Alert>
    </FormPage>
  );
}
