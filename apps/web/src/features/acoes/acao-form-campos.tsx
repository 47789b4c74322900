import { Alert, Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ACAO,
  dataBaseDoDefensor,
  dataDeAquisicao,
  dataIsoLocal,
  diasDaAcao,
  formatData,
  MENSAGEM_SEM_DATA_BASE,
  TIPO_ACAO,
  TIPO_ACAO_OPCOES,
  temPeriodoAquisitivo,
  type DefensorDaAcao,
  type PeriodoAquisitivo,
  type TipoComPeriodo,
} from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoData, Cartao } from '../../components/campos';
import { EntradaData } from '../../components/entrada-data';
import { datasCompletas, type AcaoValores } from './acao-form';
import { periodosAquisitivosQuery } from './api';

type Form = UseFormReturnType<AcaoValores>;

const TIPOS = TIPO_ACAO_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));

/** '01/03/2024 a 28/02/2025', and '(em aquisição)' for a period not acquired yet (rules 3 and 5 of ADR 061). */
export function rotuloDoPeriodo(p: PeriodoAquisitivo, hoje = dataIsoLocal()): string {
  const texto = `${formatData(p.inicio)} a ${formatData(p.fim)}`;
  return dataDeAquisicao(p) > hoje ? `${texto} (em aquisição)` : texto;
}

/** The acquisition period of férias and licença-prêmio, from the defender's base date (admission or data_referencia). */
function CampoPeriodoAquisitivo({ form, tipo, defensor }: { form: Form; tipo: TipoComPeriodo; defensor: DefensorDaAcao }) {
  const base = dataBaseDoDefensor(defensor);
  const periodos = useQuery({ ...periodosAquisitivosQuery(tipo, base ?? ''), enabled: base !== null });
  if (base === null) return <Alert color="yellow">{MENSAGEM_SEM_DATA_BASE}</Alert>;
  const atual = form.values.data_aquisitiva;
  const opcoes = [...(periodos.data ?? [])].reverse().map((p) => ({ value: p.inicio, label: rotuloDoPeriodo(p) }));
  // A saved period no longer in the list (the base date changed) still shows, beside the refusal it would get.
  if (atual && !opcoes.some((o) => o.value === atual)) opcoes.push({ value: atual, label: `Iniciado em ${formatData(atual)}` });
  return (
    <Select
      label="Período aquisitivo"
      required
      placeholder={periodos.isPending ? 'Carregando...' : 'Selecione'}
      data={opcoes}
      nothingFoundMessage="Nenhum período aquisitivo"
      {...form.getInputProps('data_aquisitiva')}
    />
  );
}

/** §9: the days of the action, end − start + 1, once both dates are typed and in order. */
const diasDoFormulario = (v: AcaoValores) => (datasCompletas(v.data_inicial, v.data_final) ? String(diasDaAcao(v.data_inicial, v.data_final!)) : '');

/** Tipo, vigência, período aquisitivo, anotações and the three marks (§2.11); a folga natalícia's end is its start (§4). */
export function CartaoAcao({ form, defensor }: { form: Form; defensor: DefensorDaAcao }) {
  const tipo = form.values.tipo === null ? null : Number(form.values.tipo);
  const folga = tipo === TIPO_ACAO.FolgaNatalicia;
  const mudarTipo = (valor: string | null) => {
    form.setFieldValue('tipo', valor);
    // Férias and licença-prêmio count different periods: the choice of the other type does not carry over.
    form.setFieldValue('data_aquisitiva', null);
    const { data_inicial } = form.getValues();
    if (Number(valor) === TIPO_ACAO.FolgaNatalicia && data_inicial) form.setFieldValue('data_final', data_inicial);
  };
  return (
    <Cartao titulo="Ação">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select label="Tipo" required allowDeselect={false} data={TIPOS} {...form.getInputProps('tipo')} onChange={mudarTipo} />
        <CampoData form={form} campo="data_inicial" label="Vigência início" required />
        {folga ? (
          <EntradaData label="Vigência fim" required disabled value={form.values.data_final} onChange={() => undefined} error={form.errors.data_final} />
        ) : (
          <CampoData form={form} campo="data_final" label="Vigência fim" required />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {tipo !== null && temPeriodoAquisitivo(tipo) && <CampoPeriodoAquisitivo form={form} tipo={tipo} defensor={defensor} />}
        <TextInput label="Dias" readOnly variant="filled" value={diasDoFormulario(form.values)} description="Do início ao fim, os dois incluídos." />
      </SimpleGrid>
      <Textarea label="Anotações" description="O motivo da ação." rows={3} maxLength={ACAO.motivoMax} {...form.getInputProps('motivo')} />
      <Group gap="xl">
        <Checkbox label="Exibir anotação" {...form.getInputProps('exibiranotacao', { type: 'checkbox' })} />
        <Checkbox label="Ativo no relatório" {...form.getInputProps('ativorelatorio', { type: 'checkbox' })} />
        <Checkbox label="Pontuar" {...form.getInputProps('pontuar', { type: 'checkbox' })} />
      </Group>
    </Cartao>
  );
}
