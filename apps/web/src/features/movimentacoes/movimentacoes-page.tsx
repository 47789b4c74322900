import { Badge, Button, CloseButton, Collapse, Group, Menu, SimpleGrid, Stack, Title, Tooltip } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { CAMPOS_DE_ORDEM_MOVIMENTACAO, dataIsoLocal, isMesReferencia, marcaTipoMovimentacao } from '@sgi/domain';
import { IconChevronDown, IconFilter, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { api } from '../../lib/api-client';
import { usePermissoes } from '../../lib/auth';
import { SelectOpcoes } from '../../components/select-opcoes';
import { defensoresOpcoesQuery, defensoriasOpcoesQuery, nucleosOpcoesQuery } from '../../lib/opcoes';
import { editoresQuery, movimentacoesQuery, todosOsTiposQuery, type FiltroDeMovimentacoes } from './api';
import { COLUNAS_DA_LISTA } from './colunas';
import { lembrarMes, mesLembrado } from './rascunho';

const ORDEM_PADRAO: TableSort = { column: 'editadoEm', direction: 'desc' };
const FILTROS_DA_URL = ['defensoria', 'nucleo', 'distrito', 'tipo', 'editadoPor'] as const;
type FiltroDaUrl = (typeof FILTROS_DA_URL)[number];

interface Filtros {
  defensor: string | null;
  referencia: string | null;
  defensoria: string | null;
  nucleo: string | null;
  distrito: string | null;
  tipo: string | null;
  editadoPor: string | null;
}

const id = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? v : null);
const mes = (v: string | null | undefined) => (v && isMesReferencia(v) ? v : null);

/**
 * The list's filters: defender and month in the path (/movimentacoes/{defensorid}/{mes}, §2.19) when both are chosen,
 * in the query otherwise, with the place, type and editor; the month, when the URL has none, is the one remembered.
 */
function useFiltros(): [Filtros, (f: Partial<Filtros>) => void, boolean, (v: boolean) => void] {
  const { defensorid, mes: mesDaRota } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const naUrl = mes(mesDaRota) ?? mes(params.get('referencia'));
  const semMes = params.get('referencia') === '';
  const filtros: Filtros = {
    defensor: id(defensorid) ?? id(params.get('defensor')),
    referencia: naUrl ?? (semMes ? null : mes(mesLembrado())),
    ...(Object.fromEntries(FILTROS_DA_URL.map((k) => [k, id(params.get(k))])) as Record<FiltroDaUrl, string | null>),
  };
  const visiveis = params.get('filtros') !== 'ocultos';
  const ir = (f: Filtros, mostrar = visiveis) => {
    // The table's own state (size, sort) stays; a new filter starts at its first page.
    const q = new URLSearchParams(params);
    for (const k of ['defensor', 'referencia', 'filtros', 'pagina', ...FILTROS_DA_URL]) q.delete(k);
    const noCaminho = f.defensor !== null && f.referencia !== null;
    if (!noCaminho && f.defensor) q.set('defensor', f.defensor);
    // An empty referencia says "every month" and survives the remembered one.
    if (!noCaminho) q.set('referencia', f.referencia ?? '');
    for (const k of FILTROS_DA_URL) if (f[k]) q.set(k, f[k]);
    if (!mostrar) q.set('filtros', 'ocultos');
    const s = q.toString();
    navigate(`${noCaminho ? `/movimentacoes/${f.defensor}/${f.referencia}` : '/movimentacoes'}${s ? `?${s}` : ''}`, { replace: true });
  };
  const mudar = (parte: Partial<Filtros>) => {
    if ('referencia' in parte) lembrarMes(parte.referencia ?? null);
    ir({ ...filtros, ...parte });
  };
  return [filtros, mudar, visiveis, (v) => ir(filtros, v)];
}

/** The distrito a count link filtered by (§2.8), shown by name with a way out. */
function FiltroDeDistrito({ distrito, onRemover }: { distrito: string; onRemover: () => void }) {
  const { data } = useQuery({ queryKey: ['distrito', 'detalhe', Number(distrito)], queryFn: () => api<{ nome: string }>(`distrito/${distrito}`) });
  return (
    <Badge variant="light" size="lg" rightSection={<CloseButton size="xs" aria-label="Remover o filtro de distrito" onClick={onRemover} />}>
      Distrito: {data?.nome ?? `nº ${distrito}`}
    </Badge>
  );
}

/** 'Cadastrar Registro' (§2.12): Defensoria or Núcleo, only once a defender is chosen; the month is the filter's. */
function CadastrarRegistro({ filtros }: { filtros: Filtros }) {
  const referencia = filtros.referencia ?? dataIsoLocal().slice(0, 7);
  const destino = (ehnucleo: boolean) => {
    const local = ehnucleo ? (filtros.nucleo ? `&nucleo=${filtros.nucleo}` : '') : filtros.defensoria ? `&defensoria=${filtros.defensoria}` : '';
    return `/movimentacoes/create/${filtros.defensor}/${referencia}?ehnucleo=${ehnucleo}${local}`;
  };
  const botao = (
    <Button size="xs" leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />} disabled={!filtros.defensor}>
      Cadastrar Registro
    </Button>
  );
  if (!filtros.defensor) {
    return (
      <Tooltip label="Escolha um defensor primeiro">
        <span>{botao}</span>
      </Tooltip>
    );
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>{botao}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={destino(false)}>
          Defensoria
        </Menu.Item>
        <Menu.Item component={Link} to={destino(true)}>
          Núcleo
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Movimentações (cadastros-relatorios §2.12; /movimentacoes[/{defensorid}/{mes}]): filters month, defensor, tipo,
 * defensoria, núcleo and editadoPor, a show/hide toggle, a server-paged and -sorted table; Editar opens a new tab.
 */
export default function MovimentacoesPage() {
  const [filtros, mudar, visiveis, mostrar] = useFiltros();
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const { pode } = usePermissoes();
  const defensores = useQuery(defensoresOpcoesQuery());
  const tipos = useQuery(todosOsTiposQuery());
  const defensorias = useQuery(defensoriasOpcoesQuery());
  const nucleos = useQuery(nucleosOpcoesQuery());
  const editores = useQuery(editoresQuery());
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  const n = (v: string | null) => (v === null ? undefined : Number(v));
  const filtro: FiltroDeMovimentacoes = {
    referencia: filtros.referencia ?? undefined,
    defensor: n(filtros.defensor),
    defensoria: n(filtros.defensoria),
    nucleo: n(filtros.nucleo),
    distrito: n(filtros.distrito),
    tipo: n(filtros.tipo),
    editadoPor: n(filtros.editadoPor),
    orderField: CAMPOS_DE_ORDEM_MOVIMENTACAO.find((o) => o === ordem.column) ?? 'editadoEm',
    orderDirection: ordem.direction === 'asc' ? 'ASC' : 'DESC',
  };
  const consulta = (pagina: Pagina) => movimentacoesQuery({ ...filtro, ...pagina });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [linhas, total] = data ?? [[], 0];
  const opcoesDosTipos = (tipos.data ?? []).map((t) => ({ value: String(t.id), label: `${marcaTipoMovimentacao(t)} — ${t.descricao}` }));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Movimentações</Title>
        <Button
          size="xs"
          variant="default"
          leftSection={visiveis ? <IconFilterOff size={16} /> : <IconFilter size={16} />}
          onClick={() => mostrar(!visiveis)}
          aria-expanded={visiveis}
        >
          {visiveis ? 'Ocultar filtros' : 'Mostrar filtros'}
        </Button>
      </Group>
      <Collapse expanded={visiveis}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <MonthPickerInput
            label="Mês"
            valueFormat="MM/YYYY"
            clearable
            placeholder="Todos os meses"
            value={filtros.referencia ? `${filtros.referencia}-01` : null}
            onChange={(d) => mudar({ referencia: d ? d.slice(0, 7) : null })}
          />
          <SelectOpcoes label="Defensor" clearable nothingFoundMessage="Nenhum defensor encontrado" consulta={defensores} value={filtros.defensor} onChange={(v) => mudar({ defensor: v })} />
          <SelectOpcoes label="Tipo" clearable consulta={{ data: opcoesDosTipos, isPending: tipos.isPending }} value={filtros.tipo} onChange={(v) => mudar({ tipo: v })} />
          <SelectOpcoes label="Defensoria" clearable consulta={defensorias} value={filtros.defensoria} onChange={(v) => mudar({ defensoria: v, ...(v && { nucleo: null }) })} />
          <SelectOpcoes label="Núcleo" clearable consulta={nucleos} value={filtros.nucleo} onChange={(v) => mudar({ nucleo: v, ...(v && { defensoria: null, distrito: null }) })} />
          <SelectOpcoes label="Editado por" clearable consulta={editores} value={filtros.editadoPor} onChange={(v) => mudar({ editadoPor: v })} />
        </SimpleGrid>
        {filtros.distrito && (
          <Group mt="sm">
            <FiltroDeDistrito distrito={filtros.distrito} onRemover={() => mudar({ distrito: null })} />
          </Group>
        )}
      </Collapse>
      <DataTable
        tableKey="movimentacoes"
        title="Movimentações"
        columns={COLUNAS_DA_LISTA}
        records={linhas}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={pode('MOVIMENTACAO_CREATE') && <CadastrarRegistro filtros={filtros} />}
      />
    </Stack>
  );
}
