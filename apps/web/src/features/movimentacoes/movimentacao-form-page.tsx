import { Alert, Anchor, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MonthPickerInput } from '@mantine/dates';
import {
  dataIsoLocal,
  formatarReferencia,
  formatData,
  formatDataHora,
  isMesReferencia,
  MENSAGEM_MOVIMENTACAO_REMOVIDA,
  MOVIMENTACAO,
  tiposComProcessoDe,
  type MovimentacaoDetalhe,
  type MovimentacaoInput,
} from '@sgi/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { CampoData } from '../../components/campos';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { SelectOpcoes } from '../../components/select-opcoes';
import { defensoresOpcoesQuery, defensoriasOpcoesQuery, nucleosOpcoesQuery } from '../../lib/opcoes';
import { configuracoesQuery, distritosDaDefensoriaQuery, entregasQuery, movimentacaoQuery, todosOsTiposQuery, useSalvarMovimentacao } from './api';
import { errosDaMovimentacao, paraEnvio, valoresIniciais, type MovimentacaoValores } from './movimentacao-form';
import { chaveDoRascunho, descartarRascunho, guardarRascunho, lerRascunho } from './rascunho';
import { RegistrosDaMovimentacao } from './registros-da-movimentacao';

const idDe = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? v : null);
const linkDaMovimentacao = (id: number, ehnucleo: boolean) => `/movimentacoes/edit/${id}?ehnucleo=${ehnucleo}`;
/** Where Voltar and a save lead: the list of that defender and month (§2.12). */
export const listaDoDefensor = (defensorId: number, referencia: string) =>
  isMesReferencia(referencia) ? `/movimentacoes/${defensorId}/${referencia}` : '/movimentacoes';

/** How long typing pauses before the draft is written. */
const ESPERA_DO_RASCUNHO_MS = 400;

interface FormProps {
  movimentacao: MovimentacaoDetalhe | null;
  defensor: { id: number; nome: string };
  ehnucleo: boolean;
  novo: { referencia: string; defensoria: string | null; nucleo: string | null };
  recarregar: () => void;
}

/** The deliveries already saved for this defender, month and place: a warning with links, never a refusal (ADR 069). */
function OutrasEntregas({ defensor, referencia, local, ehnucleo, exceto }: { defensor: number; referencia: string; local: string | null; ehnucleo: boolean; exceto?: number | undefined }) {
  const pronto = local !== null && isMesReferencia(referencia);
  const entregas = useQuery({
    ...entregasQuery({ defensor, referencia, ...(ehnucleo ? { nucleo: Number(local) } : { defensoria: Number(local) }), exceto }),
    enabled: pronto,
  });
  if (!pronto || !entregas.data?.length) return null;
  const n = entregas.data.length;
  return (
    <Alert color="yellow" title={n === 1 ? 'Já existe uma entrega deste mês neste local' : `Já existem ${n} entregas deste mês neste local`}>
      <Stack gap={2}>
        <Text size="sm">Você pode cadastrar outra; confira antes se não é a mesma.</Text>
        {entregas.data.map((e) => (
          <Anchor key={e.id} href={linkDaMovimentacao(e.id, ehnucleo)} target="_blank" rel="noopener" size="sm">
            Nº {e.id}, recebida em {formatData(e.data_recebimento)}
          </Anchor>
        ))}
      </Stack>
    </Alert>
  );
}

function MovimentacaoForm({ movimentacao, defensor, ehnucleo, novo, recarregar }: FormProps) {
  const { pode } = usePermissoes();
  const [, setParams] = useSearchParams();
  const mutacoes = useSalvarMovimentacao(movimentacao?.id ?? null);
  const podeSalvar = movimentacao ? pode('MOVIMENTACAO_UPDATE') : pode('MOVIMENTACAO_CREATE');
  const tipos = useQuery(todosOsTiposQuery());
  const configuracoes = useQuery(configuracoesQuery());
  const defensorias = useQuery({ ...defensoriasOpcoesQuery(), enabled: !ehnucleo });
  const nucleos = useQuery({ ...nucleosOpcoesQuery(), enabled: ehnucleo });
  const tiposComProcesso = useMemo(() => tiposComProcessoDe(configuracoes.data ?? []), [configuracoes.data]);
  const iniciais = useMemo(() => valoresIniciais(movimentacao, novo), [movimentacao, novo]);
  const form = useForm<MovimentacaoValores>({
    initialValues: iniciais,
    validate: (v) =>
      errosDaMovimentacao(v, paraEnvio(v, defensor.id, ehnucleo, movimentacao?.pontuar ?? false), {
        tipos: tipos.data ?? [],
        tiposComProcesso,
        hoje: dataIsoLocal(),
      }),
  });
  const v = form.values;
  const local = ehnucleo ? v.nucleo : v.defensoria;
  const distritos = useQuery({ ...distritosDaDefensoriaQuery(Number(v.defensoria ?? 0)), enabled: !ehnucleo && v.defensoria !== null });

  // ---- The draft (issue 15): kept while typing, restored for the same defender, month and place, cleared on save.
  const chave = movimentacao
    ? chaveDoRascunho({ id: movimentacao.id })
    : chaveDoRascunho({ defensor: defensor.id, referencia: v.referencia, ehnucleo, local });
  const [restaurado, setRestaurado] = useState<{ chave: string; salvoEm: string } | null>(null);
  const verificadas = useRef(new Set<string>());
  const salvo = useRef(false);
  useEffect(() => {
    if (!chave || verificadas.current.has(chave)) return;
    verificadas.current.add(chave);
    const intocado = JSON.stringify(form.values.registros.map((l) => [l.tipo, l.quantidade, l.processos])) === JSON.stringify(iniciais.registros.map((l) => [l.tipo, l.quantidade, l.processos]));
    const rascunho = lerRascunho(chave, movimentacao?.versao);
    if (!rascunho || !intocado) return;
    // The month and place are the key's: they stay as they are now.
    form.setValues({ ...rascunho.valores, referencia: form.values.referencia, defensoria: form.values.defensoria, nucleo: form.values.nucleo });
    setRestaurado({ chave, salvoEm: rascunho.salvoEm });
  }, [chave, form, iniciais, movimentacao?.versao]);
  const valoresEmTexto = JSON.stringify(v);
  useEffect(() => {
    if (!chave || !podeSalvar || salvo.current || !form.isDirty()) return;
    const t = setTimeout(() => guardarRascunho(chave, JSON.parse(valoresEmTexto) as MovimentacaoValores, movimentacao?.versao), ESPERA_DO_RASCUNHO_MS);
    return () => clearTimeout(t);
  }, [chave, valoresEmTexto, podeSalvar, form, movimentacao?.versao]);
  const descartar = () => {
    descartarRascunho(chave);
    setRestaurado(null);
    form.setValues({ ...iniciais, referencia: v.referencia, defensoria: v.defensoria, nucleo: v.nucleo });
    form.resetDirty({ ...iniciais, referencia: v.referencia, defensoria: v.defensoria, nucleo: v.nucleo });
  };

  // A new movement's place goes in the URL too, so a reload reopens the same draft.
  const mudarLocal = (campo: 'defensoria' | 'nucleo', valor: string | null) => {
    form.setFieldValue(campo, valor);
    if (campo === 'defensoria') form.setFieldValue('distrito', null);
    if (!movimentacao) {
      setParams(
        (q) => {
          const n = new URLSearchParams(q);
          if (valor) n.set(campo, valor);
          else n.delete(campo);
          return n;
        },
        { replace: true },
      );
    }
  };

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: movimentacao,
    mutacoes,
    lista: listaDoDefensor(defensor.id, v.referencia),
    mensagens: { criado: (r) => r.message, atualizado: (r) => r.message, removido: MENSAGEM_MOVIMENTACAO_REMOVIDA },
    confirmacao: (m) => `Excluir a movimentação nº ${m.id} (${formatarReferencia(m.referencia)})?`,
    aoErrar: erroNosCampos(form),
    depoisDeSalvar: () => {
      salvo.current = true;
      descartarRascunho(chave);
    },
  });
  const enviar = form.onSubmit((valores) => {
    // Untouched blank lines are not sent; the server's line errors then match the form's lines.
    const corpo = paraEnvio(valores, defensor.id, ehnucleo, movimentacao?.pontuar ?? false);
    form.setFieldValue('registros', valores.registros.filter((l) => l.tipo !== null || l.quantidade !== '' || l.processos.length > 0));
    salvar(corpo as MovimentacaoInput, listaDoDefensor(defensor.id, valores.referencia));
  });
  const carregandoTipos = tipos.isPending || configuracoes.isPending;

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={movimentacao ? `Movimentação nº ${movimentacao.id}` : 'Cadastrar movimentação'}
      audit={movimentacao}
      actions={
        <>
          {movimentacao && <HistoryButton tabela="movimentacao" registro={movimentacao.id} />}
          <Button component={Link} to={listaDoDefensor(defensor.id, v.referencia)} variant="default" leftSection={<IconArrowLeft size={16} />}>
            Voltar
          </Button>
          {movimentacao && pode('MOVIMENTACAO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(movimentacao)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {movimentacao && <ConflitoDeVersaoAlerta versao={versao} tabela="movimentacao" registro={movimentacao.id} onRecarregar={recarregar} />}
          {restaurado && restaurado.chave === chave && (
            <Alert color="blue" title="Rascunho restaurado">
              <Group justify="space-between" gap="sm">
                <Text size="sm">O que foi digitado em {formatDataHora(restaurado.salvoEm)} e não foi salvo voltou ao formulário.</Text>
                <Button size="xs" variant="default" onClick={descartar}>
                  Descartar
                </Button>
              </Group>
            </Alert>
          )}
          <Text>
            <Text span c="dimmed">
              Defensor:{' '}
            </Text>
            <Text span fw={600}>
              {defensor.nome}
            </Text>
            <Text span c="dimmed">
              {' '}
              · {ehnucleo ? 'Núcleo' : 'Defensoria'}
            </Text>
          </Text>
          <OutrasEntregas defensor={defensor.id} referencia={v.referencia} local={local} ehnucleo={ehnucleo} exceto={movimentacao?.id} />
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
                <MonthPickerInput
                  label="Mês de referência"
                  required
                  valueFormat="MM/YYYY"
                  value={isMesReferencia(v.referencia) ? `${v.referencia}-01` : null}
                  onChange={(d) => form.setFieldValue('referencia', d ? d.slice(0, 7) : '')}
                  error={form.errors.referencia}
                />
                {ehnucleo ? (
                  <SelectOpcoes
                    label="Núcleo"
                    required
                    nothingFoundMessage="Nenhum núcleo encontrado"
                    consulta={nucleos}
                    atual={movimentacao?.nucleo}
                    value={v.nucleo}
                    onChange={(x) => mudarLocal('nucleo', x)}
                    error={form.errors.nucleo}
                  />
                ) : (
                  <SelectOpcoes
                    label="Defensoria"
                    required
                    nothingFoundMessage="Nenhuma defensoria encontrada"
                    consulta={defensorias}
                    atual={movimentacao?.defensoria}
                    value={v.defensoria}
                    onChange={(x) => mudarLocal('defensoria', x)}
                    error={form.errors.defensoria}
                  />
                )}
                <CampoData form={form} campo="data_recebimento" label="Data de recebimento" required />
                {!ehnucleo && (
                  <SelectOpcoes
                    label="Distrito"
                    clearable
                    nothingFoundMessage="Nenhum distrito nesta defensoria"
                    consulta={distritos}
                    atual={movimentacao?.distrito}
                    {...(!v.defensoria && { placeholder: 'Escolha a defensoria' })}
                    {...form.getInputProps('distrito')}
                  />
                )}
              </SimpleGrid>
              <Group gap="xl">
                <Checkbox label="Cível" {...form.getInputProps('civel', { type: 'checkbox' })} />
                <Checkbox label="Criminal" {...form.getInputProps('criminal', { type: 'checkbox' })} />
              </Group>
              <Textarea label="Observação" minRows={2} rows={2} maxLength={MOVIMENTACAO.observacaoMax} {...form.getInputProps('observacao')} />
              {carregandoTipos ? (
                <Text c="dimmed" size="sm">
                  Carregando tipos...
                </Text>
              ) : (
                <RegistrosDaMovimentacao form={form} tipos={tipos.data ?? []} tiposComProcesso={tiposComProcesso} ehnucleo={ehnucleo} desabilitado={!podeSalvar} />
              )}
            </Stack>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={movimentacao !== null} loading={salvando || carregandoTipos} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/**
 * The movement form (§2.12): /movimentacoes/create/{defensorid}/{mes}?ehnucleo=true|false and
 * /movimentacoes/edit/{id}; a movement of a núcleo is one by its saved place, whatever the query says.
 */
export default function MovimentacaoFormPage() {
  const { defensorid, mes } = useParams();
  const [params] = useSearchParams();
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(movimentacaoQuery);
  const defensores = useQuery({ ...defensoresOpcoesQuery(), enabled: criando });
  // Read once: the place the form writes back to the URL must not remount it.
  const [novo] = useState(() => ({
    referencia: mes && isMesReferencia(mes) ? mes : dataIsoLocal().slice(0, 7),
    defensoria: idDe(params.get('defensoria')),
    nucleo: idDe(params.get('nucleo')),
  }));
  if (criando) {
    const id = Number(idDe(defensorid) ?? NaN);
    const opcao = defensores.data?.find((d) => d.value === String(id));
    if (defensores.isPending) return <FormPage title="Cadastrar movimentação" loading children={null} />;
    if (!opcao) {
      return (
        <FormPage title="Cadastrar movimentação">
          <Alert color="red">
            Defensor não encontrado.{' '}
            <Anchor component={Link} to="/movimentacoes">
              Escolher outro
            </Anchor>
          </Alert>
        </FormPage>
      );
    }
    return <MovimentacaoForm movimentacao={null} defensor={{ id, nome: opcao.label }} ehnucleo={params.get('ehnucleo') === 'true'} novo={novo} recarregar={recarregar} />;
  }
  if (registro) {
    return <MovimentacaoForm key={chave} movimentacao={registro} defensor={registro.defensor} ehnucleo={registro.nucleo !== null} novo={novo} recarregar={recarregar} />;
  }
  return (
    <FormPage title="Movimentação" loading={carregando}>
      <Alert color="red">Movimentação não encontrada.</Alert>
    </FormPage>
  );
}
