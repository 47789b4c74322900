import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import {
  dataIsoLocal,
  formatarReferencia,
  formatData,
  isMesReferencia,
  situacaoEntregaLabel,
  somaMesesReferencia,
  type ReferenciaDoDefensor,
  type SituacaoEntrega,
} from '@sgi/domain';
import { IconFilter, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useTableState } from '../../components/table-state';
import { SelectOpcoes } from '../../components/select-opcoes';
import { defensoresOpcoesQuery, defensoriasOpcoesQuery, nucleosOpcoesQuery } from '../../lib/opcoes';
import { painelQuery, useImprimirPainel, type FiltroDoPainel } from './api';
import { categoriasDa } from './colunas';

/** By default the home shows the last six months, the current one included: the trend and what is still owed. */
const MESES_PADRAO = 6;

const COR: Record<SituacaoEntrega, string> = { entregue: 'teal', atrasada: 'orange', pendente: 'gray', pendente_vencida: 'red' };

/** A row of the table: one defender's month at one place. */
interface Linha extends ReferenciaDoDefensor {
  chave: string;
  defensor_id: number;
  defensor_nome: string;
}

const id = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const mes = (v: string | null) => (v && isMesReferencia(v) ? v : null);

/** The filters live in the URL (§2.12: referenciaI, referenciaF, defensoriaId, nucleoId, defensorId). */
function useFiltroDaUrl(): [FiltroDoPainel, (f: FiltroDoPainel) => void] {
  const [params, setParams] = useSearchParams();
  const atual = dataIsoLocal().slice(0, 7);
  const referenciaF = mes(params.get('referenciaF')) ?? atual;
  const filtro: FiltroDoPainel = {
    referenciaI: mes(params.get('referenciaI')) ?? somaMesesReferencia(referenciaF, -(MESES_PADRAO - 1)),
    referenciaF,
    defensorId: id(params.get('defensorId')),
    defensoriaId: id(params.get('defensoriaId')),
    nucleoId: id(params.get('nucleoId')),
  };
  const aplicar = (f: FiltroDoPainel) => {
    const q = new URLSearchParams({ referenciaI: f.referenciaI, referenciaF: f.referenciaF });
    if (f.defensorId) q.set('defensorId', String(f.defensorId));
    if (f.defensoriaId) q.set('defensoriaId', String(f.defensoriaId));
    if (f.nucleoId) q.set('nucleoId', String(f.nucleoId));
    setParams(q, { replace: true });
  };
  return [filtro, aplicar];
}

function SituacaoBadge({ situacao }: { situacao: SituacaoEntrega }) {
  return (
    <Badge color={COR[situacao]} variant={situacao === 'pendente' ? 'outline' : 'light'} style={{ whiteSpace: 'nowrap' }}>
      {situacaoEntregaLabel(situacao)}
    </Badge>
  );
}

const colunas: DataTableColumn<Linha>[] = [
  { accessor: 'defensor_nome', title: 'Defensor' },
  { accessor: 'data_referencia', title: 'Mês', noWrap: true, render: (l) => formatarReferencia(l.data_referencia), exportValue: (l) => formatarReferencia(l.data_referencia) },
  { accessor: 'local', title: 'Local' },
  { accessor: 'data_prazo', title: 'Prazo', noWrap: true, render: (l) => formatData(l.data_prazo), exportValue: (l) => formatData(l.data_prazo) },
  { accessor: 'situacao', title: 'Situação', render: (l) => <SituacaoBadge situacao={l.situacao} />, exportValue: (l) => situacaoEntregaLabel(l.situacao) },
  {
    accessor: 'entregas',
    title: 'Recebimento',
    render: (l) => (
      <Stack gap={0}>
        {l.entregas.map((e) => (
          <Anchor key={e.movimento_id} href={`/movimentacoes/edit/${e.movimento_id}?ehnucleo=${l.nucleo_id !== null}`} target="_blank" rel="noopener" size="sm">
            {formatData(e.data_recebimento)}
          </Anchor>
        ))}
      </Stack>
    ),
    exportValue: (l) => l.entregas.map((e) => formatData(e.data_recebimento)).join(', '),
  },
  {
    accessor: 'atendimentos',
    title: 'Atendimentos',
    textAlign: 'right',
    render: (l) => l.entregas.map((e) => e.atendimentos).join(' + ') || '—',
    exportValue: (l) => l.entregas.reduce((s, e) => s + e.atendimentos, 0),
  },
  { accessor: 'categorias', title: 'Cível / Criminal', render: (l) => l.entregas.map(categoriasDa).join('; ') || '—', exportValue: (l) => l.entregas.map(categoriasDa).join('; ') },
];

/**
 * The Movimentações module's home (cadastros-relatorios §2.12, §3 movement report row; ADR 069, 072): for each
 * defender and month of the period, pending or delivered with the deadline and the deliveries; late deliveries and
 * overdue months stand out; above, the period's chart of on time, late and pending per month. Filtrar applies the
 * filters (kept in the URL), Imprimir prints the same as a PDF.
 */
export default function PainelMovimentacoesPage() {
  const [filtro, aplicar] = useFiltroDaUrl();
  const [rascunho, setRascunho] = useState(filtro);
  const [aplicado, setAplicado] = useState(filtro);
  // A link or the back button changes the URL: the fields follow it.
  if (JSON.stringify(aplicado) !== JSON.stringify(filtro)) {
    setAplicado(filtro);
    setRascunho(filtro);
  }
  const painel = useQuery(painelQuery(filtro));
  const imprimir = useImprimirPainel();
  const defensores = useQuery(defensoresOpcoesQuery());
  const defensorias = useQuery(defensoriasOpcoesQuery());
  const nucleos = useQuery(nucleosOpcoesQuery());
  const [tabela, setTabela] = useTableState();
  const linhas: Linha[] = (painel.data?.linhas ?? []).flatMap((d) =>
    d.referencias.map((r) => ({ ...r, chave: `${d.defensor_id}|${r.data_referencia}|${r.defensoria_id ?? `n${r.nucleo_id}`}`, defensor_id: d.defensor_id, defensor_nome: d.defensor_nome })),
  );
  const inicio = (tabela.page - 1) * tabela.pageSize;
  const totais = (painel.data?.totais ?? []).map((t) => ({ mes: formatarReferencia(t.referencia), 'No prazo': t.entregues, 'Com atraso': t.atrasadas, Pendentes: t.pendentes }));
  const soma = (campo: 'entregues' | 'atrasadas' | 'pendentes') => (painel.data?.totais ?? []).reduce((s, t) => s + t[campo], 0);
  const texto = (v: number | undefined) => (v === undefined ? null : String(v));
  const mesInput = (label: string, campo: 'referenciaI' | 'referenciaF') => (
    <MonthPickerInput
      label={label}
      valueFormat="MM/YYYY"
      value={`${rascunho[campo]}-01`}
      onChange={(d) => d && setRascunho({ ...rascunho, [campo]: d.slice(0, 7) })}
    />
  );

  return (
    <Stack gap="md">
      <Title order={2}>Movimentações — entregas</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {mesInput('Referência inicial', 'referenciaI')}
        {mesInput('Referência final', 'referenciaF')}
        <SelectOpcoes label="Defensor" clearable consulta={defensores} value={texto(rascunho.defensorId)} onChange={(v) => setRascunho({ ...rascunho, defensorId: id(v) })} />
        <SelectOpcoes label="Defensoria" clearable consulta={defensorias} value={texto(rascunho.defensoriaId)} onChange={(v) => setRascunho({ ...rascunho, defensoriaId: id(v) })} />
        <SelectOpcoes label="Núcleo" clearable consulta={nucleos} value={texto(rascunho.nucleoId)} onChange={(v) => setRascunho({ ...rascunho, nucleoId: id(v) })} />
      </SimpleGrid>
      <Group gap="sm">
        <Button leftSection={<IconFilter size={16} />} onClick={() => aplicar(rascunho)} loading={painel.isFetching}>
          Filtrar
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => imprimir.mutate(filtro)} loading={imprimir.isPending}>
          Imprimir
        </Button>
      </Group>
      <Card withBorder padding="sm" component="section" aria-label="Entregas por mês">
        <Group justify="space-between" mb="xs" gap="xs">
          <Text fw={600}>Entregas por mês</Text>
          <Group gap="xs">
            <Badge color="teal" variant="light">No prazo: {soma('entregues')}</Badge>
            <Badge color="orange" variant="light">Com atraso: {soma('atrasadas')}</Badge>
            <Badge color="red" variant="light">Pendentes: {soma('pendentes')}</Badge>
          </Group>
        </Group>
        {totais.length === 0 ? (
          <Text c="dimmed" size="sm">
            {painel.isPending ? 'Carregando...' : 'Nenhum mês devido no período.'}
          </Text>
        ) : (
          <BarChart
            h={220}
            data={totais}
            dataKey="mes"
            type="stacked"
            maxBarWidth={56}
            yAxisProps={{ allowDecimals: false }}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={[
              { name: 'No prazo', color: 'teal.6' },
              { name: 'Com atraso', color: 'orange.6' },
              { name: 'Pendentes', color: 'red.6' },
            ]}
          />
        )}
      </Card>
      <DataTable
        tableKey="painel-movimentacoes"
        title="Entregas por defensor"
        columns={colunas}
        records={linhas.slice(inicio, inicio + tabela.pageSize)}
        totalRecords={linhas.length}
        todosRegistros={linhas}
        state={tabela}
        onChange={setTabela}
        loading={painel.isFetching}
        idAccessor={(l) => l.chave}
      />
    </Stack>
  );
}
