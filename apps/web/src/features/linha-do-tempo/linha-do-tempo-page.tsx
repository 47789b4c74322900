import { Alert, Button, Center, Checkbox, Grid, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  COLUNAS_DA_LINHA_DO_TEMPO,
  filtrarEventos,
  linhaDoEvento,
  TIPO_EVENTO,
  TIPO_EVENTO_OPCOES,
  type TipoEvento,
} from '@sgi/domain';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { printTable } from '../../components/data-table-export';
import { defensoresOpcoesQuery, placeholderOpcoes } from '../../lib/opcoes';
import { anosDaLinhaDoTempo } from './anos';
import { linhaDoTempoQuery, useGerarPdfDaLinhaDoTempo } from './api';
import { ColunaDeEventos } from './evento';

const TODOS_OS_TIPOS = TIPO_EVENTO_OPCOES.map((o) => o.value);
const inteiro = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The defender (?id=, §2.1), the kinds shown (?tipos=0,2; all by default) and the year (?ano=) live in the URL. */
function useFiltros() {
  const [params, setParams] = useSearchParams();
  const id = inteiro(params.get('id'));
  const dados = params.get('tipos');
  const tipos: TipoEvento[] = dados === null ? TODOS_OS_TIPOS : TODOS_OS_TIPOS.filter((t) => dados.split(',').includes(String(t)));
  const ano = inteiro(params.get('ano'));
  const mudar = (novo: { id?: number | null; tipos?: TipoEvento[]; ano?: number | null }) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        const put = (nome: string, valor: string | null) => (valor === null ? q.delete(nome) : q.set(nome, valor));
        if (novo.id !== undefined) put('id', novo.id === null ? null : String(novo.id));
        if (novo.tipos !== undefined) put('tipos', novo.tipos.length === TODOS_OS_TIPOS.length ? null : novo.tipos.join(','));
        if (novo.ano !== undefined) put('ano', novo.ano === null ? null : String(novo.ano));
        return q;
      },
      { replace: true },
    );
  return { id, tipos, ano, mudar };
}

/**
 * Linha do Tempo of a defender (cadastros-relatorios §2.1, DEFENSOR_READ; /defensor/timeline?id=): Ação events on the
 * left, Lotação and Substituição on the right, filtered by kind and year; Gerar PDF (the API's landscape document with
 * the same filters) and Imprimir.
 */
export default function LinhaDoTempoPage() {
  const { id, tipos, ano, mudar } = useFiltros();
  const defensores = useQuery(defensoresOpcoesQuery());
  const eventos = useQuery({ ...linhaDoTempoQuery(id ?? 0), enabled: id !== null });
  const gerarPdf = useGerarPdfDaLinhaDoTempo();
  const nome = defensores.data?.find((d) => d.value === String(id))?.label ?? '';
  const todos = eventos.data ?? [];
  const filtro = { tipos, ano: ano ?? undefined };
  // No kind ticked shows nothing (the domain's empty filter means every kind, for the API's query).
  const filtrados = tipos.length ? filtrarEventos(todos, filtro) : [];
  const anos = anosDaLinhaDoTempo(todos, new Date().getFullYear());
  if (ano !== null && !anos.includes(ano)) anos.push(ano);
  const imprimir = () => printTable({ title: `Linha do Tempo — ${nome}`, header: [...COLUNAS_DA_LINHA_DO_TEMPO], rows: filtrados.map(linhaDoEvento) });

  return (
    <Stack gap="md">
      <Title order={2}>Linha do Tempo</Title>
      <Paper withBorder p="sm">
        <Group gap="md" align="flex-end">
          <Select
            label="Defensor"
            searchable
            w={{ base: '100%', sm: 380 }}
            placeholder={placeholderOpcoes(defensores.isPending)}
            nothingFoundMessage="Nenhum defensor encontrado"
            data={defensores.data ?? []}
            value={id === null ? null : String(id)}
            onChange={(v) => mudar({ id: v ? Number(v) : null })}
          />
          <Select
            label="Ano"
            w={150}
            clearable
            placeholder="Todos os anos"
            data={anos.sort((a, b) => b - a).map(String)}
            value={ano === null ? null : String(ano)}
            onChange={(v) => mudar({ ano: v ? Number(v) : null })}
          />
          <Checkbox.Group label="Eventos" value={tipos.map(String)} onChange={(v) => mudar({ tipos: TODOS_OS_TIPOS.filter((t) => v.includes(String(t))) })}>
            <Group gap="md" mt={6} mb={6}>
              {TIPO_EVENTO_OPCOES.map((o) => (
                <Checkbox key={o.value} value={String(o.value)} label={o.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group gap="xs" ml={{ sm: 'auto' }}>
            <Button
              leftSection={<IconFileTypePdf size={16} />}
              disabled={id === null || tipos.length === 0}
              loading={gerarPdf.isPending}
              onClick={() => id !== null && gerarPdf.mutate({ id, nome, filtro })}
            >
              Gerar PDF
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={16} />} disabled={id === null || eventos.isPending} onClick={imprimir}>
              Imprimir
            </Button>
          </Group>
        </Group>
      </Paper>
      {id === null ? (
        <Text c="dimmed">Escolha um defensor para ver as suas ações, lotações e substituições.</Text>
      ) : eventos.isPending ? (
        <Center mih={160}>
          <Loader aria-label="Carregando" />
        </Center>
      ) : eventos.isError ? (
        <Alert color="red">Não foi possível carregar a linha do tempo.</Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ColunaDeEventos titulo="Ações" eventos={filtrados.filter((e) => e.tipo_evento === TIPO_EVENTO.Acao)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ColunaDeEventos titulo="Lotações e substituições" eventos={filtrados.filter((e) => e.tipo_evento !== TIPO_EVENTO.Acao)} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
