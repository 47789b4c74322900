import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Card, Center, Group, Loader, Menu, SimpleGrid, Stack, Switch, Table, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  ABAS_RELATORIO_MOVIMENTACOES,
  CORES_CATEGORIAS,
  descricaoDoPeriodo,
  dividirAoMeio,
  formatDataHora,
  gruposDaAba,
  isValidDataIso,
  resumoDaAba,
  rotuloDoMes,
  tendenciaMensal,
  totaisDe,
  type AbaRelatorioMovimentacoes,
  type GrupoDoRelatorio,
  type ResumoDoRelatorio,
  type Totais,
} from '@sgi/domain';
import { IconChevronDown, IconDownload, IconFileTypePdf, IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RelatorioNaoCarregado } from '../../components/relatorio-nao-carregado';
import { relatorioQuery, useExportar, type FiltroDoRelatorio, type RelatorioDeMovimentacoes } from './api';
import { filtroPadrao, FiltrosModal } from './filtros-modal';

type Resumo = 'tipo' | 'porDefensor' | 'porDefensoria';

/** The filters live in the URL, so a reload or a shared link shows the same report; absent, the current month. */
function useFiltroDaUrl(): [FiltroDoRelatorio, (f: FiltroDoRelatorio) => void] {
  const [params, setParams] = useSearchParams();
  const padrao = filtroPadrao();
  const id = (k: string) => (/^\d+$/.test(params.get(k) ?? '') ? Number(params.get(k)) : null);
  const data = (k: string, p: string) => (isValidDataIso(params.get(k) ?? '') ? params.get(k)! : p);
  const tipos = params.getAll('tipos').filter((t) => /^\d+$/.test(t)).map(Number);
  const filtro: FiltroDoRelatorio = {
    inicio: data('inicio', padrao.inicio),
    fim: data('fim', padrao.fim),
    ref: params.get('ref') !== 'false',
    defensor: id('defensor'),
    defensoria: id('defensoria'),
    nucleo: id('nucleo'),
    civel: params.get('civel') !== 'false',
    criminal: params.get('criminal') !== 'false',
    tipos: params.has('tipos') ? tipos : null,
  };
  const aplicar = (f: FiltroDoRelatorio) => {
    const q = new URLSearchParams({ inicio: f.inicio, fim: f.fim });
    if (!f.ref) q.set('ref', 'false');
    if (f.defensor) q.set('defensor', String(f.defensor));
    if (f.defensoria) q.set('defensoria', String(f.defensoria));
    if (f.nucleo) q.set('nucleo', String(f.nucleo));
    if (!f.civel) q.set('civel', 'false');
    if (!f.criminal) q.set('criminal', 'false');
    for (const t of f.tipos ?? []) q.append('tipos', String(t));
    setParams(q, { replace: true });
  };
  return [filtro, aplicar];
}

const numeros = (t: Totais) => [t.civel, t.criminal, t.outro, t.total];

function TabelaDeTotais({ titulo, linhas, total, rotulo }: { titulo: string; linhas: { chave: string; nome: string; t: Totais }[]; total?: Totais; rotulo: string }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label={titulo} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{rotulo}</Table.Th>
            {['Cível', 'Criminal', 'Outro', 'Total'].map((c) => (
              <Table.Th key={c} ta="right" w={80}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((l) => (
            <Table.Tr key={l.chave}>
              <Table.Td>{l.nome}</Table.Td>
              {numeros(l.t).map((n, i) => (
                <Table.Td key={i} ta="right" fw={i === 3 ? 600 : undefined}>
                  {n}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              {numeros(total).map((n, i) => (
                <Table.Th key={i} ta="right">
                  {n}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

const SERIES = [
  { name: 'Cível', color: CORES_CATEGORIAS.civel },
  { name: 'Criminal', color: CORES_CATEGORIAS.criminal },
  { name: 'Outro', color: CORES_CATEGORIAS.outro },
];

/** A summary tab (§2.18): 'Ordenar por valor', 'Dividir ao meio', the bar chart stacked by category and the table. */
function AbaResumo({ r, aba, porValor, setPorValor }: { r: RelatorioDeMovimentacoes; aba: Resumo; porValor: boolean; setPorValor: (v: boolean) => void }) {
  const [meio, setMeio] = useState(false);
  const linhas = resumoDaAba(r, aba, { porValor });
  const rotulo = aba === 'tipo' ? 'Tipo' : aba === 'porDefensor' ? 'Defensor' : 'Defensoria / Núcleo';
  const comoLinhas = (xs: ResumoDoRelatorio[]) => xs.map((l) => ({ chave: l.chave, nome: l.nome, t: l }));
  const grafico = linhas.slice(0, 25).map((l) => ({ nome: l.nome, Cível: l.civel, Criminal: l.criminal, Outro: l.outro }));
  const [esquerda, direita] = dividirAoMeio(linhas);
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Switch label="Ordenar por valor" checked={porValor} onChange={(e) => setPorValor(e.currentTarget.checked)} />
        <Switch label="Dividir ao meio" checked={meio} onChange={(e) => setMeio(e.currentTarget.checked)} />
      </Group>
      {linhas.length > 0 && (
        <Card withBorder padding="sm" component="section" aria-label={`Gráfico: ${rotulo}`}>
          <BarChart
            h={Math.max(160, grafico.length * 28 + 40)}
            data={grafico}
            dataKey="nome"
            type="stacked"
            orientation="vertical"
            yAxisProps={{ width: 180 }}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={SERIES}
          />
          {linhas.length > 25 && (
            <Text size="xs" c="dimmed">
              O gráfico mostra os 25 primeiros; a tabela mostra todos.
            </Text>
          )}
        </Card>
      )}
      {meio ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <TabelaDeTotais titulo={`${rotulo} (1ª metade)`} rotulo={rotulo} linhas={comoLinhas(esquerda)} />
          <TabelaDeTotais titulo={`${rotulo} (2ª metade)`} rotulo={rotulo} linhas={comoLinhas(direita)} total={totaisDe(r.linhas)} />
        </SimpleGrid>
      ) : (
        <TabelaDeTotais titulo={rotulo} rotulo={rotulo} linhas={comoLinhas(linhas)} total={totaisDe(r.linhas)} />
      )}
    </Stack>
  );
}

/** A detail tab: each defender (or place) with its places (or defenders) and its types by category. */
function AbaDetalhe({ r, aba }: { r: RelatorioDeMovimentacoes; aba: 'defensor' | 'defensoria' }) {
  const grupos: GrupoDoRelatorio[] = gruposDaAba(r, aba);
  const tendencia = tendenciaMensal(r.porMes, r.meses).map((p) => ({ mes: rotuloDoMes(p.mes), Total: p.total }));
  return (
    <Stack gap="md">
      {aba === 'defensor' && r.meses.length > 1 && (
        <Card withBorder padding="sm" component="section" aria-label="Total por mês">
          <Text fw={600} size="sm" mb={4}>
            Total por mês
          </Text>
          <LineChart h={180} data={tendencia} dataKey="mes" series={[{ name: 'Total', color: 'blue.6' }]} curveType="linear" yAxisProps={{ allowDecimals: false }} />
        </Card>
      )}
      {grupos.map((g) => (
        <Stack key={g.chave} gap={4}>
          <div>
            <Text fw={600}>{g.nome}</Text>
            <Text size="xs" c="dimmed">
              {aba === 'defensor' ? 'Locais' : 'Defensores'}: {g.outros.join('; ')}
            </Text>
          </div>
          <TabelaDeTotais titulo={g.nome} rotulo="Tipo" linhas={g.linhas.map((l) => ({ chave: l.tipo, nome: l.tipo, t: l }))} total={g.totais} />
        </Stack>
      ))}
    </Stack>
  );
}

function Exportar({ onExcel, onPdf }: { onExcel: () => void; onPdf: (modo: 'automatico' | 'simples') => void }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
          Exportar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onExcel}>Excel</Menu.Item>
        <Menu.Item onClick={() => onPdf('automatico')}>PDF Automático</Menu.Item>
        <Menu.Item onClick={() => onPdf('simples')}>PDF Simples</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Relatório de Movimentações (cadastros-relatorios §2.18; issue 17, ADR 080): Gerar Relatório opens the filters, PDF
 * Completo asks first; five tabs with the same figures (the server groups them in SQL; the domain builds each view),
 * each with its Exportar menu; the summary tabs with their chart, the Defensor tab with the monthly trend.
 */
export default function RelatorioMovimentacoesPage() {
  const [filtro, aplicar] = useFiltroDaUrl();
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const [aba, setAba] = useState<AbaRelatorioMovimentacoes>('defensor');
  const [porValor, setPorValor] = useState(false);
  const relatorio = useQuery(relatorioQuery(filtro));
  const exportar = useExportar();
  const r = relatorio.data;
  const pdfCompleto = () =>
    modals.openConfirmModal({
      title: 'PDF Completo',
      children: 'Criar um documento PDF para essas informações?',
      labels: { confirm: 'Criar', cancel: 'Cancelar' },
      onConfirm: () => exportar.mutate({ f: filtro, formato: 'pdf', modo: 'completo', porValor }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Relatório de Movimentações</Title>
        <Group gap="xs">
          <Button leftSection={<IconFilter size={16} />} onClick={() => setFiltrosAbertos(true)}>
            Gerar Relatório
          </Button>
          <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={pdfCompleto} loading={exportar.isPending && exportar.variables?.modo === 'completo'} disabled={!r}>
            PDF Completo
          </Button>
        </Group>
      </Group>
      {r && (
        <Text size="sm" c="dimmed">
          {descricaoDoPeriodo(r)} · gerado em {formatDataHora(r.geradoEm)}
        </Text>
      )}
      {relatorio.isError && !r ? (
        <RelatorioNaoCarregado erro={relatorio.error} onTentarDeNovo={() => void relatorio.refetch()} />
      ) : !r ? (
        <Center mih={200}>
          <Loader aria-label="Carregando relatório" />
        </Center>
      ) : (
        <Tabs value={aba} onChange={(v) => v && setAba(v as AbaRelatorioMovimentacoes)} keepMounted={false}>
          <Group justify="space-between" align="flex-end" gap="xs">
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {ABAS_RELATORIO_MOVIMENTACOES.map((a) => (
                <Tabs.Tab key={a.value} value={a.value}>
                  {a.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Exportar
              onExcel={() => exportar.mutate({ f: filtro, formato: 'xlsx', porValor })}
              onPdf={(modo) => exportar.mutate({ f: filtro, formato: 'pdf', aba, modo, porValor })}
            />
          </Group>
          {r.linhas.length === 0 ? (
            <Text c="dimmed" mt="md">
              Nenhuma movimentação para os filtros escolhidos.
            </Text>
          ) : (
            ABAS_RELATORIO_MOVIMENTACOES.map((a) => (
              <Tabs.Panel key={a.value} value={a.value} pt="md">
                {a.value === 'defensor' || a.value === 'defensoria' ? (
                  <AbaDetalhe r={r} aba={a.value} />
                ) : (
                  <AbaResumo r={r} aba={a.value} porValor={porValor} setPorValor={setPorValor} />
                )}
              </Tabs.Panel>
            ))
          )}
        </Tabs>
      )}
      <FiltrosModal
        aberto={filtrosAbertos}
        atual={filtro}
        onFechar={() => setFiltrosAbertos(false)}
        onGerar={(f) => {
          setFiltrosAbertos(false);
          aplicar(f);
        }}
      />
    </Stack>
  );
}
