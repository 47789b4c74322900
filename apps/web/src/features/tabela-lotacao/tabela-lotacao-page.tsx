import { Badge, Button, Center, Group, Loader, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import {
  dataIsoLocal,
  entradaDosFiltros,
  filtrosCoerentes,
  formatData,
  formatDataHora,
  isLayoutTabela,
  isValidDataIso,
  LAYOUT_TABELA_OPCOES,
  layoutTabela,
  MENSAGENS_TABELA_VAZIA,
  OPCAO_TABELA_LABEL,
  opcoesDoLayout,
  PERMISSAO_TABELA_INTERNA,
  type FiltrosTabela,
  type LayoutTabela,
  type OpcaoTabela,
  type OpcoesTabela,
} from '@sgi/domain';
import { IconFilter, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EntradaData } from '../../components/entrada-data';
import { RelatorioNaoCarregado } from '../../components/relatorio-nao-carregado';
import { usePermissoes } from '../../lib/auth';
import { tabelaQuery, useImprimirTabela } from './api';
import { FiltrosModal } from './filtros-modal';
import { lerFiltros, mesmosFiltros, quantosFiltros, salvarFiltros } from './filtros-salvos';
import { TabelaView } from './tabela-view';

/** The day (?data=yyyy-MM-dd, today by default) and the layout (?layout=1..6) live in the URL. */
function useDiaELayout(interno: boolean) {
  const [params, setParams] = useSearchParams();
  const dado = params.get('data');
  const data = dado && isValidDataIso(dado) ? dado : dataIsoLocal();
  const pedido = Number(params.get('layout'));
  // Without the internal check only layout 1 (ADR 076): a link with another layout shows layout 1.
  const layout: LayoutTabela = interno && isLayoutTabela(pedido) ? pedido : 1;
  const mudar = (novo: { data?: string; layout?: LayoutTabela }) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        if (novo.data !== undefined) {
          if (novo.data === dataIsoLocal()) q.delete('data');
          else q.set('data', novo.data);
        }
        if (novo.layout !== undefined) {
          if (novo.layout === 1) q.delete('layout');
          else q.set('layout', String(novo.layout));
        }
        return q;
      },
      { replace: true },
    );
  return { data, layout, mudar };
}

/**
 * Tabelas de Lotação (cadastros-relatorios §2.17; issue 16): the placements in force on a day in one of six layouts.
 * The layout select, the toggles and the title show only to who passes the internal check (ADR 076); everyone gets the
 * date, layout 1 with its Filtros (kept in the browser) and Imprimir (the API's PDF of the table on screen).
 */
export default function TabelaLotacaoPage() {
  const { pode } = usePermissoes();
  const interno = pode(PERMISSAO_TABELA_INTERNA);
  const { data, layout, mudar } = useDiaELayout(interno);
  const [escolhidas, setEscolhidas] = useState<Partial<OpcoesTabela>>({});
  const opcoes = opcoesDoLayout(layout, escolhidas);
  const [filtros, setFiltrosState] = useState<FiltrosTabela>(lerFiltros);
  const setFiltros = (f: FiltrosTabela) => {
    setFiltrosState(f);
    salvarFiltros(f);
  };
  const [filtrando, setFiltrando] = useState(false);
  const pedido = { data, layout, opcoes: interno ? escolhidas : {}, filtros: layout === 1 ? filtros : undefined };
  const consulta = useQuery(tabelaQuery(pedido));
  const imprimir = useImprimirTabela();
  const r = consulta.data;
  const entrada = useMemo(() => (r?.filtros ? entradaDosFiltros(r.filtros) : null), [r?.filtros]);

  // Filters restored from the browser are cut to what the day still offers (filtrosCoerentes, §2.17).
  useEffect(() => {
    if (!entrada || !r || r.data !== data || layout !== 1) return;
    const coerentes = filtrosCoerentes(entrada, filtros, data);
    if (!mesmosFiltros(coerentes, filtros)) {
      setFiltrosState(coerentes);
      salvarFiltros(coerentes);
    }
  }, [entrada, r, data, layout, filtros]);

  const opcoesDoSelect = LAYOUT_TABELA_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));
  const toggles: readonly OpcaoTabela[] = layoutTabela(layout).opcoes;
  const atualizando = consulta.isFetching && !consulta.isPending;

  return (
    <Stack gap="md">
      {interno && (
        <div>
          <Title order={2}>Tabelas de Lotação</Title>
          <Text c="dimmed">{layoutTabela(layout).label}</Text>
        </div>
      )}
      <Paper withBorder p="sm" component="section" aria-label="Opções da tabela">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <EntradaData label="Data" value={data} w={150} onChange={(v) => v && isValidDataIso(v) && mudar({ data: v })} />
            {interno && (
              <Select
                label="Layout"
                data={opcoesDoSelect}
                value={String(layout)}
                allowDeselect={false}
                w={{ base: '100%', xs: 340 }}
                onChange={(v) => {
                  if (!v) return;
                  setEscolhidas({});
                  mudar({ layout: Number(v) as LayoutTabela });
                }}
              />
            )}
            <Group gap="xs">
              {layout === 1 && (
                <Button
                  variant="default"
                  leftSection={<IconFilter size={16} />}
                  disabled={!entrada}
                  onClick={() => setFiltrando(true)}
                  rightSection={quantosFiltros(filtros) > 0 ? <Badge size="xs" circle>{quantosFiltros(filtros)}</Badge> : null}
                >
                  Filtros
                </Button>
              )}
              <Button leftSection={<IconPrinter size={16} />} loading={imprimir.isPending} disabled={!r} onClick={() => imprimir.mutate(pedido)}>
                Imprimir
              </Button>
            </Group>
          </Group>
          {interno && toggles.length > 0 && (
            <Group gap="md" role="group" aria-label="Opções do layout">
              {toggles.map((k) => (
                <Switch
                  key={k}
                  size="sm"
                  label={OPCAO_TABELA_LABEL[k]}
                  checked={opcoes[k]}
                  onChange={(e) => {
                    const ligado = e.currentTarget.checked;
                    setEscolhidas((x) => ({ ...x, [k]: ligado }));
                  }}
                />
              ))}
            </Group>
          )}
        </Stack>
      </Paper>

      {consulta.isError && !r ? (
        <RelatorioNaoCarregado erro={consulta.error} onTentarDeNovo={() => void consulta.refetch()} />
      ) : !r ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">{MENSAGENS_TABELA_VAZIA.carregando}</Text>
          </Group>
        </Center>
      ) : (
        <Stack gap="sm" aria-busy={atualizando}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Data: <strong>{formatData(r.data)}</strong>
            </Text>
            <Text size="xs" c="dimmed">
              Gerado em {formatDataHora(r.geradoEm)}
              {atualizando && ' · atualizando…'}
            </Text>
          </Group>
          {consulta.isError && (
            <RelatorioNaoCarregado erro={consulta.error} onTentarDeNovo={() => void consulta.refetch()} />
          )}
          {r.vazio ? (
            <Text c="dimmed" ta="center" py="lg">
              {r.vazio}
            </Text>
          ) : (
            <TabelaView tabela={r.tabela} />
          )}
        </Stack>
      )}

      {entrada && <FiltrosModal aberto={filtrando} onFechar={() => setFiltrando(false)} entrada={entrada} data={data} filtros={filtros} onAplicar={setFiltros} />}
    </Stack>
  );
}
