import { Alert, Button, Fieldset, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AnexosButton } from '../../components/anexos-button';
import { Cartao } from '../../components/campos';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton, type HistorySource } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { estagiarioQuery, estagiosQuery, useSalvarEstagiario, type EstagiarioDetalhe } from './api';
import { inputDoEstagiario, validarEstagiario, valoresIniciais, type EstagiarioValores } from './estagiario-form';
import { EstagiarioCampos } from './estagiario-form-campos';
import { EstagiosTabela } from './estagios-tabela';

export const MENSAGEM_EXCLUIR_ESTAGIARIO = 'Tem certeza que deseja excluir o cadastro completo do estagiário? Essa ação é irreversível!';

const listagem = <ListagemButton to="/estagiario" />;

/** The history's other records: its pessoa (name, CPF, birth date: readable with the intern's permission, ADR 016) and each internship. */
function useRelacionados(estagiario: EstagiarioDetalhe | null): HistorySource[] {
  const { data: estagios = [] } = useQuery({ ...estagiosQuery(estagiario?.id ?? 0), enabled: estagiario !== null });
  if (!estagiario) return [];
  return [{ tabela: 'pessoa', registro: estagiario.pessoaId }, ...estagios.map((e) => ({ tabela: 'estagio', registro: e.id }))];
}

function EstagiarioForm({ estagiario, recarregar }: { estagiario: EstagiarioDetalhe | null; recarregar: () => void }) {
  const relacionados = useRelacionados(estagiario);
  // The form edits the record as read; what shows the record as it is now (the audit line, the internships, which
  // follow `ativo`) takes it from the same query, refreshed after every save.
  const { data: atual } = useQuery({ ...estagiarioQuery(estagiario?.id ?? 0), enabled: estagiario !== null });
  const vigente = estagiario && atual?.id === estagiario.id ? atual : estagiario;
  const { pode } = usePermissoes();
  const mutacoes = useSalvarEstagiario(estagiario?.id ?? null);
  const podeSalvar = estagiario ? pode('ESTAGIARIO_UPDATE') : pode('ESTAGIARIO_CREATE');
  const form = useForm<EstagiarioValores>({ initialValues: valoresIniciais(estagiario), validate: validarEstagiario });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: estagiario,
    mutacoes,
    lista: '/estagiario',
    mensagens: { criado: 'Estagiário Criado.', atualizado: 'Estagiário Atualizado.', removido: 'Estagiário removido.' },
    confirmacao: () => MENSAGEM_EXCLUIR_ESTAGIARIO,
    aoErrar: erroNosCampos(form),
    // A new intern opens in edit mode: internships and attachments need the saved record. A saved one stays open:
    // the next save sends the version this one made.
    depoisDeCriar: 'editar',
    depoisDeAtualizar: 'ficar',
  });
  const enviar = form.onSubmit((v) => salvar(inputDoEstagiario(v)));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={estagiario ? 'Editar estagiário' : 'Cadastrar estagiário'}
      audit={vigente}
      actions={
        <>
          {estagiario && <HistoryButton tabela="estagiario" registro={estagiario.id} relacionados={relacionados} />}
          <AnexosButton dono={{ tipo: 'estagiario', id: estagiario?.id ?? null }} />
          {estagiario && pode('ESTAGIARIO_CREATE') && (
            <Button component={Link} to="/estagiario/criar" variant="default" leftSection={<IconPlus size={16} />}>
              Cadastrar Novo
            </Button>
          )}
          {listagem}
          {estagiario && pode('ESTAGIARIO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(estagiario)} />}
        </>
      }
    >
      <Stack gap="md">
        {/* A real form: Enter submits; the native fieldset disables every field for read-only users. */}
        <form onSubmit={enviar} noValidate>
          <Stack gap="md">
            {estagiario && (
              <ConflitoDeVersaoAlerta versao={versao} tabela="estagiario" registro={estagiario.id} relacionados={relacionados} onRecarregar={recarregar} />
            )}
            <Fieldset variant="unstyled" disabled={!podeSalvar}>
              <EstagiarioCampos form={form} />
            </Fieldset>
            {podeSalvar && <SalvarButton editando={estagiario !== null} loading={salvando} />}
          </Stack>
        </form>
        {/* Outside the form: the internship modal's own submit must not bubble into this one. */}
        {vigente ? (
          <EstagiosTabela estagiario={vigente} />
        ) : (
          <Cartao titulo="Estágios">
            <Text c="dimmed" size="sm">
              Salve o registro antes de cadastrar estágios.
            </Text>
          </Cartao>
        )}
      </Stack>
    </FormPage>
  );
}

/** One form for /estagiario/criar and /estagiario/editar/:id (DESIGN §9). */
export default function EstagiarioFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(estagiarioQuery);
  if (criando) return <EstagiarioForm key="novo" estagiario={null} recarregar={recarregar} />;
  if (registro) return <EstagiarioForm key={chave} estagiario={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar estagiário" actions={listagem} loading={carregando}>
      <Alert color="red">Estagiário não encontrado.</Alert>
    </FormPage>
  );
}
