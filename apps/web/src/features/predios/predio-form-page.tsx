import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { predioQuery, useSalvarPredio, type PredioDetalhe } from './api';
import { inputDoPredio, validarPredio, valoresIniciais, type PredioValores } from './predio-form';
import { PredioCampos } from './predio-form-campos';
import { SetoresTabela } from './setores-tabela';

const LISTA = '/predio';
const listagem = <ListagemButton to={LISTA} />;

/** Cadastrar/Salvar, reading 'Cadastrando...'/'Salvando...' while the call runs (cadastros-relatorios §2.7). */
function BotaoSalvar({ editando, ocupado }: { editando: boolean; ocupado: boolean }) {
  const rotulo = editando ? (ocupado ? 'Salvando...' : 'Salvar') : ocupado ? 'Cadastrando...' : 'Cadastrar';
  return (
    <Group justify="flex-end">
      <Button type="submit" disabled={ocupado}>
        {rotulo}
      </Button>
    </Group>
  );
}

function PredioForm({ predio, recarregar }: { predio: PredioDetalhe | null; recarregar: () => void }) {
  const { pode, podeAlguma } = usePermissoes();
  const mutacoes = useSalvarPredio(predio?.id ?? null);
  const podeSalvar = predio ? pode('PREDIO_UPDATE') : pode('PREDIO_CREATE');
  const form = useForm<PredioValores>({ initialValues: valoresIniciais(predio), validate: validarPredio });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: predio,
    mutacoes,
    lista: LISTA,
    mensagens: { criado: 'Unidade cadastrada.', atualizado: (r) => r.message, removido: 'Unidade removida.' },
    confirmacao: (p) => `Excluir a unidade "${p.nome}" e os seus setores?`,
    aoErrar: erroNosCampos(form, { comarca: 'comarca' }),
  });
  const enviar = form.onSubmit((v) => salvar(inputDoPredio(v)));

  // The building's history with its sectors' (setor belongs to PREDIO); removed sectors stay in the log page.
  const setores = (predio?.setores ?? []).map((s) => ({ tabela: 'setor', registro: s.id }));
  const podeHistorico = podeAlguma('PREDIO_READ', 'PREDIO_ENUMERATE', 'ADMIN_ACTIONS');

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title="Unidade"
      audit={predio}
      actions={
        <>
          {predio && podeHistorico && (
            <HistoryButton tabela="predio" registro={predio.id} relacionados={setores} />
          )}
          {listagem}
          {predio && pode('PREDIO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(predio)} />}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {predio && (
            <ConflitoDeVersaoAlerta versao={versao} tabela="predio" registro={predio.id} relacionados={setores} historico={podeHistorico} onRecarregar={recarregar} />
          )}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Stack gap="md">
              <PredioCampos form={form} predio={predio} />
              <SetoresTabela form={form} podeEditar={podeSalvar} />
            </Stack>
          </Fieldset>
          {podeSalvar && <BotaoSalvar editando={predio !== null} ocupado={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /predio/criar and /predio/editar/:id (DESIGN §9); save and delete return to the list. */
export default function PredioFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(predioQuery);
  if (criando) return <PredioForm predio={null} recarregar={recarregar} />;
  if (registro) return <PredioForm key={chave} predio={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Unidade" actions={listagem} loading={carregando}>
      <Alert color="red">Unidade não encontrada.</Alert>
    </FormPage>
  );
}
