import { Accordion, Alert, Badge, Button, Center, Grid, Group, Loader, NavLink, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TABELAS_SOLAR, type TabelaSolar } from '@sgi/domain';
import { IconDownload, IconFileTypePdf, IconFilter, IconListCheck } from '@tabler/icons-react';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EntradaData } from '../../components/entrada-data';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/auth';
import { relatorioSolar, tabelaSolarQuery } from './api';
import { FavoritosPainel } from './favoritos-painel';
import {
  ajustarLados,
  errosDosFiltros,
  filtrosIniciais,
  LADOS,
  opcoesDoLado,
  opcoesDosSeletores,
  parametrosDoSolar,
  ROTULO_DO_LADO,
  ROTULO_DO_SELETOR,
  SELETORES,
  type FiltrosSolar,
  type Seletor,
  type Tabelas,
} from './filtros';
import { SeletorModal } from './seletor-modal';

/** The viewer's height (§2.18). */
export const ALTURA_DO_VISUALIZADOR = 770;

/** The four lookup tables of the case system; `indisponivel` is the first failure's message (503: not configured). */
function useTabelas() {
  const consultas = useQueries({ queries: TABELAS_SOLAR.map((t) => tabelaSolarQuery(t)) });
  const tabelas = Object.fromEntries(TABELAS_SOLAR.map((t, i) => [t, consultas[i]!.data ?? []])) as Record<TabelaSolar, Tabelas[keyof Tabelas]>;
  const falha = consultas.find((c) => c.error)?.error;
  return {
    tabelas: tabelas as Tabelas,
    carregando: consultas.some((c) => c.isPending),
    naoConfigurado: falha instanceof ApiError && falha.status === 503,
    falha: falha ? errorMessage(falha, 'Erro ao carregar dados.') : null,
  };
}

/** The PDF shown in the viewer, as a blob: URL of this page (the browser never loads Solar itself, ADR 090). */
function usePdf() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return [url, (blob: Blob | null) => setUrl(blob ? URL.createObjectURL(blob) : null)] as const;
}

/**
 * 'Atendimentos Solar' (§2.18, route /relatorios/solar/atendimentos): accordions Favoritos, Menu and Filtros; the
 * side selects carry the one id of each kind the case system takes (ADR 092); Gerar shows its PDF in a 770 px
 * viewer, and nothing shows before.
 */
export default function AtendimentosSolarPage() {
  const me = useMe().data;
  const { tabelas, carregando, naoConfigurado, falha } = useTabelas();
  const [filtros, setFiltros] = useState<FiltrosSolar>(() => filtrosIniciais());
  const [aberto, setAberto] = useState<Seletor | null>(null);
  const [tentou, setTentou] = useState(false);
  const [pdf, mostrarPdf] = usePdf();
  const visualizador = useRef<HTMLDivElement>(null);
  // A new report scrolls into view: on a phone the viewer sits below the filters and the selects.
  useEffect(() => {
    if (pdf) visualizador.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [pdf]);
  const todas = opcoesDosSeletores(tabelas, filtros.marcados);
  const erros = tentou ? errosDosFiltros(filtros, todas) : {};
  const gerar = useMutation({
    mutationFn: (f: FiltrosSolar) => relatorioSolar(parametrosDoSolar(f)),
    onMutate: () => mostrarPdf(null),
    onSuccess: (blob) => mostrarPdf(blob),
    meta: { erro: 'Falha ao buscar relatório' },
  });

  const mudar = (novo: FiltrosSolar) => setFiltros({ ...novo, lados: ajustarLados(novo, opcoesDosSeletores(tabelas, novo.marcados)) });
  const aoGerar = () => {
    setTentou(true);
    if (Object.keys(errosDosFiltros(filtros, todas)).length === 0) gerar.mutate(filtros);
  };

  return (
    <Stack gap="md">
      <Title order={2}>Atendimentos Solar</Title>
      {naoConfigurado && (
        <Alert color="yellow" title="Integração não configurada">
          {falha}
        </Alert>
      )}
      {!naoConfigurado && falha && (
        <Alert color="red" title="Falha ao carregar as listas do Solar">
          {falha}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Accordion multiple variant="separated" defaultValue={['menu', 'filtros']}>
            <Accordion.Item value="favoritos">
              <Accordion.Control>Favoritos</Accordion.Control>
              <Accordion.Panel>
                {me?.username && <FavoritosPainel username={me.username} filtros={filtros} onAplicar={(f) => mudar(f)} />}
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="menu">
              <Accordion.Control>Menu</Accordion.Control>
              <Accordion.Panel>
                <NavLink component={Link} to="/relatorios/solar/atendimentos" active label="Atendimentos Solar" leftSection={<IconListCheck size={16} />} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="filtros">
              <Accordion.Control icon={<IconFilter size={16} />}>Filtros</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <EntradaData label="Início" required value={filtros.inicio} onChange={(v) => setFiltros({ ...filtros, inicio: v })} error={erros.inicio} />
                  <EntradaData label="Fim" required value={filtros.fim} onChange={(v) => setFiltros({ ...filtros, fim: v })} error={erros.fim} />
                  {SELETORES.map((s) => (
                    <Button key={s} variant="default" justify="space-between" onClick={() => setAberto(s)} disabled={carregando && s !== 'tipos'} rightSection={<Badge variant="light" color={filtros.marcados[s].length ? 'green' : 'gray'} size="sm" aria-label={contagem(filtros.marcados[s].length)}>{filtros.marcados[s].length || 'todos'}</Badge>}>
                      {ROTULO_DO_SELETOR[s]}
                    </Button>
                  ))}
                  <Button leftSection={<IconFileTypePdf size={16} />} onClick={aoGerar} loading={gerar.isPending} disabled={naoConfigurado}>
                    Gerar
                  </Button>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            <Paper withBorder p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
                {LADOS.map((lado) => (
                  <Select
                    key={lado}
                    label={ROTULO_DO_LADO[lado]}
                    placeholder="Todos"
                    searchable
                    clearable
                    data={opcoesDoLado(lado, todas, filtros.marcados)}
                    value={filtros.lados[lado]}
                    error={erros[lado]}
                    onChange={(v) => setFiltros({ ...filtros, lados: { ...filtros.lados, [lado]: v } })}
                  />
                ))}
              </SimpleGrid>
            </Paper>
            {gerar.isPending && (
              <Center mih={120}>
                <Loader aria-label="Gerando o relatório" />
              </Center>
            )}
            {gerar.isError && (
              <Alert color="red" title="O relatório não foi gerado">
                {errorMessage(gerar.error, 'Falha ao buscar relatório')}
              </Alert>
            )}
            {!pdf && !gerar.isPending && !gerar.isError && !naoConfigurado && (
              <Text c="dimmed" size="sm">
                Escolha o período e os filtros e clique em Gerar: o relatório do Solar aparece aqui.
              </Text>
            )}
            {pdf && (
              <Stack ref={visualizador} gap="xs">
                {/* Phones' browsers show no PDF inside a page: the file itself is always at hand. */}
                <Group justify="flex-end">
                  <Button component="a" href={pdf} download="atendimentos-solar.pdf" variant="light" size="xs" leftSection={<IconDownload size={14} />}>
                    Baixar PDF
                  </Button>
                </Group>
                <iframe title="Relatório de atendimentos do Solar" src={pdf} width="100%" height={ALTURA_DO_VISUALIZADOR} style={{ border: '1px solid var(--mantine-color-gray-4)', display: 'block' }} />
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {aberto && (
        <SeletorModal
          titulo={ROTULO_DO_SELETOR[aberto]}
          opcoes={todas[aberto]}
          marcados={filtros.marcados[aberto]}
          onFechar={() => setAberto(null)}
          onAplicar={(marcados) => {
            mudar({ ...filtros, marcados: { ...filtros.marcados, [aberto]: marcados } });
            setAberto(null);
          }}
        />
      )}
    </Stack>
  );
}

const contagem = (n: number) => (n === 0 ? 'todos' : `${n} marcado(s)`);
