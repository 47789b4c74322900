import { Alert, Fieldset, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FERIADO, feriadoInputSchema, isValidDataIso, ROTULO_FERIADO_GERAL, TABELA_RECURSO, temAlguma } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoData } from '../../components/campos';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { defensoriasOpcoesQuery, feriadoQuery, useSalvarFeriado, type FeriadoDetalhe } from './api';
import { DefensoriasChecklist } from './defensorias-checklist';

const listagem = <ListagemButton to="/feriados" />;

/** The form's shape: dates 'yyyy-MM-dd' or null while empty, the checklist as ids. */
interface FeriadoValores {
  nome: string;
  inicio: string | null;
  fim: string | null;
  geral: boolean;
  defensorias: number[];
}

const paraEnvio = (v: FeriadoValores) => ({
  nome: v.nome,
  inicio: v.inicio ?? '',
  fim: v.fim ?? '',
  geral: v.geral,
  defensorias: v.defensorias.map((id) => ({ id })),
});
// 'defensorias.0.id' errors belong to the checklist.
const CAMPOS = { defensorias: 'defensorias' };

function FeriadoForm({ feriado, recarregar }: { feriado: FeriadoDetalhe | null; recarregar: () => void }) {
  const { pode, permissoes } = usePermissoes();
  const mutacoes = useSalvarFeriado(feriado?.id ?? null);
  const podeSalvar = feriado ? pode('FOLHA_UPDATE') : pode('FOLHA_CREATE');
  const form = useForm<FeriadoValores>({
    initialValues: {
      nome: feriado?.nome ?? '',
      inicio: feriado?.inicio ?? null,
      fim: feriado?.fim ?? null,
      geral: feriado?.geral ?? false,
      defensorias: feriado?.defensorias.map((d) => d.id) ?? [],
    },
    validate: (v) => schemaErrors(feriadoInputSchema, paraEnvio(v), CAMPOS),
  });
  // Most blocks are one day: a start typed while the end is empty fills the end too (once it is a date).
  form.watch('inicio', ({ value }) => {
    if (value && isValidDataIso(value) && !form.getValues().fim) form.setFieldValue('fim', value);
  });
  // The checklist is needed only while the holiday is not general.
  const defensorias = useQuery({ ...defensoriasOpcoesQuery(), enabled: !form.values.geral });
  // The history follows the permissions of its table (TABELA_RECURSO; ADR 005), as the log page does.
  const recurso = TABELA_RECURSO.feriado;
  const podeHistorico = pode('ADMIN_ACTIONS') || (recurso !== undefined && temAlguma(permissoes, [`${recurso}_READ`, `${recurso}_ENUMERATE`]));

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: feriado,
    mutacoes,
    lista: '/feriados',
    mensagens: { criado: 'Feriado cadastrado.', atualizado: 'Feriado atualizado.', removido: 'Feriado removido.' },
    confirmacao: (f) => `Excluir o feriado "${f.nome}"?`,
    aoErrar: erroNosCampos(form, CAMPOS),
  });
  const enviar = form.onSubmit((v) => salvar(feriadoInputSchema.parse(paraEnvio(v))));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={feriado ? 'Editar feriado' : 'Cadastrar feriado'}
      audit={feriado}
      actions={
        <>
          {feriado && podeHistorico && <HistoryButton tabela="feriado" registro={feriado.id} />}
          {listagem}
          {feriado && pode('FOLHA_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(feriado)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {feriado && <ConflitoDeVersaoAlerta versao={versao} tabela="feriado" registro={feriado.id} historico={podeHistorico} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <TextInput label="Nome" required autoFocus maxLength={FERIADO.nomeMax} {...form.getInputProps('nome')} />
                <CampoData form={form} campo="inicio" label="Início" required />
                <CampoData form={form} campo="fim" label="Fim" required />
              </SimpleGrid>
              <Switch label={ROTULO_FERIADO_GERAL} {...form.getInputProps('geral', { type: 'checkbox' })} />
              {!form.values.geral && (
                <DefensoriasChecklist
                  defensorias={defensorias.data ?? []}
                  carregando={defensorias.isPending}
                  value={form.values.defensorias}
                  onChange={(ids) => form.setFieldValue('defensorias', ids)}
                  error={form.errors.defensorias as string | undefined}
                  disabled={!podeSalvar}
                />
              )}
            </Stack>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={feriado !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /feriados/criar and /feriados/editar/:id (DESIGN §9); save and delete return to the list. */
export default function FeriadoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(feriadoQuery);
  if (criando) return <FeriadoForm feriado={null} recarregar={recarregar} />;
  if (registro) return <FeriadoForm key={chave} feriado={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar feriado" actions={listagem} loading={carregando}>
      <Alert color="red">Feriado não encontrado.</Alert>
    </FormPage>
  );
}
