import { Alert, Anchor, Fieldset, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acaoInputSchema, formatData, REGRAS_ACAO, TIPO_ACAO, tipoAcaoLabel, type DefensorDaAcao, type PeriodoDetalhe } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { ApiError } from '../../lib/api-client';
import { usePermissoes } from '../../lib/auth';
import { errosDoServidorNoFormulario, paraEnvio, validarAcao, valoresIniciais, type AcaoValores } from './acao-form';
import { CartaoAcao } from './acao-form-campos';
import { CartaoSubstituicoes } from './acao-substituicoes';
import { defensoresDaAcaoQuery, periodoQuery, useSalvarPeriodo } from './api';
import { ResumoDoDefensor } from './defensor-da-acao';
import { useSugestaoDeSubstituicoes } from './use-sugestao';

const quando = (a: { data_inicial: string; data_final: string }) =>
  a.data_inicial === a.data_final ? `em ${formatData(a.data_inicial)}` : `de ${formatData(a.data_inicial)} a ${formatData(a.data_final)}`;

interface Recusa {
  mensagem: string;
  /** the rule that refused (ADR 062: 400 {message, regra}) */
  regra: string | null;
}

/** A refusal without field errors is a rule of ADR 061: it stays above the button, worded as the server words it. */
function recusaDaRegra(err: unknown): Recusa | null {
  if (!(err instanceof ApiError) || err.status !== 400 || err.fieldErrors || !err.message) return null;
  const id = (err.corpo as { regra?: unknown } | null)?.regra;
  return { mensagem: err.message, regra: REGRAS_ACAO.find((r) => r.id === id)?.nome ?? null };
}

function AcaoForm({ acao, defensor, recarregar }: { acao: PeriodoDetalhe | null; defensor: DefensorDaAcao; recarregar: () => void }) {
  const { pode, podeAlguma } = usePermissoes();
  const mutacoes = useSalvarPeriodo(acao?.id ?? null);
  const podeSalvar = acao ? pode('PERIODO_UPDATE') : pode('PERIODO_CREATE');
  const form = useForm<AcaoValores>({ initialValues: valoresIniciais(acao), validate: validarAcao(defensor.id) });
  // The substitutions have their own permissions (§6, ADR 062); the server refuses a save that needs a missing one.
  const permissoes = {
    incluir: podeSalvar && pode('SUBSTITUICAO_CREATE'),
    alterar: podeSalvar && pode('SUBSTITUICAO_UPDATE'),
    remover: podeSalvar && pode('SUBSTITUICAO_DELETE'),
  };
  const sugestao = useSugestaoDeSubstituicoes(form, defensor.id, permissoes.incluir);
  form.watch('data_inicial', ({ value }) => {
    const v = form.getValues();
    if (Number(v.tipo) === TIPO_ACAO.FolgaNatalicia && value !== v.data_final) form.setFieldValue('data_final', value);
    else sugestao.sugerir(value, v.data_final);
  });
  form.watch('data_final', ({ value }) => sugestao.sugerir(form.getValues().data_inicial, value));

  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const mostrarErroNosCampos = errosDoServidorNoFormulario(form);
  const lista = `/acoes/${defensor.id}`;
  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: acao,
    mutacoes,
    lista,
    // §8: create and update show the server's message ('Período cadastrado com sucesso.', 'Período atualizado.').
    mensagens: { criado: (r) => r.message, atualizado: (r) => r.message, removido: (r) => r.message },
    confirmacao: (a) => `Excluir ${tipoAcaoLabel(a.tipo)} de ${a.defensor.nome} ${quando(a)}? As substituições vão junto.`,
    aoErrar: (err) => {
      setRecusa(recusaDaRegra(err));
      mostrarErroNosCampos(err);
    },
  });
  const enviar = form.onSubmit((v) => {
    setRecusa(null);
    salvar(acaoInputSchema.parse(paraEnvio(v, defensor.id)));
  });

  const podeHistoricoSubstituicoes = pode('ADMIN_ACTIONS') || podeAlguma('SUBSTITUICAO_READ', 'SUBSTITUICAO_ENUMERATE');
  const relacionados = podeHistoricoSubstituicoes ? (acao?.substituicoes ?? []).flatMap((s) => (s.id ? [{ tabela: 'substituicao', registro: s.id }] : [])) : [];
  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={acao ? 'Editar ação' : 'Cadastrar ação'}
      audit={acao}
      actions={
        <>
          {/* Reaching the form takes PERIODO_READ or _ENUMERATE, which is what the history asks (TABELA_RECURSO). */}
          {acao && <HistoryButton tabela="periodo" registro={acao.id} relacionados={relacionados} />}
          <ListagemButton to={lista} />
          {acao && pode('PERIODO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(acao)} />}
        </>
      }
    >
      <Stack gap={2}>
        <Text fw={600}>{defensor.ativo ? defensor.nome : `${defensor.nome} (inativo)`}</Text>
        <ResumoDoDefensor defensor={defensor} />
      </Stack>
      {/* A real form: Enter submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {acao && <ConflitoDeVersaoAlerta versao={versao} tabela="periodo" registro={acao.id} relacionados={relacionados} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Stack gap="md">
              <CartaoAcao form={form} defensor={defensor} />
              <CartaoSubstituicoes form={form} defensorId={defensor.id} permissoes={permissoes} aviso={sugestao.aviso} sugerindo={sugestao.sugerindo} />
            </Stack>
          </Fieldset>
          {recusa && (
            <Alert color="red" title="A ação não foi salva">
              <Text size="sm">{recusa.mensagem}</Text>
              {recusa.regra && (
                <Text size="xs" c="dimmed" mt={4}>
                  Regra: {recusa.regra}
                  {pode('GERENCIAR_REGRAS') && (
                    <>
                      {' · '}
                      <Anchor component={Link} to="/regras" size="xs">
                        Regras de Validação de Ações
                      </Anchor>
                    </>
                  )}
                </Text>
              )}
            </Alert>
          )}
          {podeSalvar && <SalvarButton editando={acao !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

const idDaRota = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * One form for /acoes/create/{defensorid} and /acoes/edit/{id} (§2.11, §2.19): the defender comes from the route or
 * from the action; save and delete return to the defender's actions.
 */
export default function AcaoFormPage() {
  const { defensorid } = useParams();
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(periodoQuery);
  const defensores = useQuery(defensoresDaAcaoQuery());
  const defensorId = criando ? idDaRota(defensorid) : (registro?.defensor.id ?? null);
  const defensor = defensores.data?.find((d) => d.id === defensorId) ?? null;
  const titulo = criando ? 'Cadastrar ação' : 'Editar ação';
  const voltar = <ListagemButton to={defensorId ? `/acoes/${defensorId}` : '/acoes'} />;
  if (defensor && criando) return <AcaoForm acao={null} defensor={defensor} recarregar={recarregar} />;
  if (defensor && registro) return <AcaoForm key={chave} acao={registro} defensor={defensor} recarregar={recarregar} />;
  const esperando = carregando || (defensorId !== null && defensores.isPending);
  return (
    <FormPage title={titulo} actions={voltar} loading={esperando}>
      <Alert color="red">{!criando && !registro ? 'Ação não encontrada.' : 'Defensor não encontrado.'}</Alert>
    </FormPage>
  );
}
