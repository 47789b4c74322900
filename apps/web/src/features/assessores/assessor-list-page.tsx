import { Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { ASSESSOR_LISTA_TAKE, ASSESSOR_LISTA_TAKE_PAGINADO, formatCpf, onlyDigits } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn, lotacoesColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort, type TableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { assessoresQuery, type AssessorResumo } from './api';

const ORDEM_PADRAO: TableSort = { column: 'nome', direction: 'asc' };
const nomeExibido = (a: AssessorResumo) => (a.ativo ? (a.nome ?? '') : `${a.nome ?? ''} (inativo)`);

/** Digits (with the CPF's punctuation) search the CPF; anything else the name. */
function busca(filtro: string): { nome?: string; cpf?: string } {
  if (!filtro) return {};
  return /^[\d.\-\s]+$/.test(filtro) ? { cpf: onlyDigits(filtro).slice(0, 11) } : { nome: filtro };
}

/**
 * The list's checkboxes live in the URL with the table state (`paginar`, `ativos`, `inativos`); one update writes
 * them together with the table's page (`pagina`, `tamanho` of useTableState), since two updates in one event
 * would overwrite each other.
 */
function useOpcoes() {
  const [params, setParams] = useSearchParams();
  const opcoes = { paginar: params.get('paginar') === '1', ativos: params.get('ativos') !== '0', inativos: params.get('inativos') === '1' };
  const mudar = (mudancas: Partial<typeof opcoes>, tamanho?: number) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        const novo = { ...opcoes, ...mudancas };
        q.delete('pagina');
        if (novo.paginar) q.set('paginar', '1');
        else q.delete('paginar');
        if (novo.ativos) q.delete('ativos');
        else q.set('ativos', '0');
        if (novo.inativos) q.set('inativos', '1');
        else q.delete('inativos');
        if (tamanho !== undefined) {
          if (tamanho === ASSESSOR_LISTA_TAKE_PAGINADO) q.delete('tamanho');
          else q.set('tamanho', String(tamanho));
        }
        return q;
      },
      { replace: true },
    );
  return [opcoes, mudar] as const;
}

/**
 * Assessores (cadastros-relatorios §2.2, §9): up to 10000 rows in one page, or 20 per page with Paginar;
 * Ativos (on by default) and Inativos choose who is listed.
 */
export default function AssessorListPage() {
  const { pode } = usePermissoes();
  const [opcoes, mudar] = useOpcoes();
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO, pageSize: ASSESSOR_LISTA_TAKE_PAGINADO });
  // Without Paginar everything comes in one page; the table shows it as page 1 of 1.
  const estado: TableState = opcoes.paginar ? tabela : { ...tabela, page: 1, pageSize: ASSESSOR_LISTA_TAKE };
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    assessoresQuery({
      ...pagina,
      ativos: opcoes.ativos,
      inativos: opcoes.inativos,
      orderBy: ordem.column === 'cpf' ? 'cpf' : 'nome',
      orderDirection: ordem.direction,
      ...busca(tabela.filter),
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(estado)));
  const [assessores, total] = data ?? [[], 0];

  const aoMudarTabela = (next: TableState) => {
    // Choosing a page size means paging: Paginar turns on with that size.
    if (!opcoes.paginar && next.pageSize !== estado.pageSize) return mudar({ paginar: true }, next.pageSize);
    setTabela(opcoes.paginar ? next : { ...next, page: 1, pageSize: tabela.pageSize });
  };

  const colunas: DataTableColumn<AssessorResumo>[] = [
    { accessor: 'cpf', title: 'CPF', sortable: true, noWrap: true, width: 160, render: (a) => formatCpf(a.cpf), exportValue: (a) => formatCpf(a.cpf) },
    {
      accessor: 'nome',
      title: 'Nome',
      sortable: true,
      exportValue: nomeExibido,
      render: (a) => (a.ativo ? a.nome : <Text c="dimmed" size="sm">{nomeExibido(a)}</Text>),
    },
  ];
  // The advisor's placements (cadastros-relatorios §2.2), for who may list them.
  if (pode('LOTACAO_ENUMERATE')) {
    colunas.push(lotacoesColumn('assessorid', (a) => `do assessor ${a.nome ?? formatCpf(a.cpf)}`));
  }
  colunas.push(editarColumn((a) => `/assessor/editar/${a.id}`, (a) => `o assessor ${a.nome ?? formatCpf(a.cpf)}`));

  return (
    <Stack gap="md">
      <Title order={2}>Assessores</Title>
      <DataTable
        tableKey="assessores"
        title="Assessores"
        columns={colunas}
        records={assessores}
        totalRecords={total}
        consulta={consulta}
        state={estado}
        onChange={aoMudarTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome ou CPF"
        toolbar={
          <Group gap="md">
            <Checkbox size="xs" label="Paginar" checked={opcoes.paginar} onChange={(e) => mudar({ paginar: e.currentTarget.checked })} />
            <Checkbox size="xs" label="Ativos" checked={opcoes.ativos} onChange={(e) => mudar({ ativos: e.currentTarget.checked })} />
            <Checkbox size="xs" label="Inativos" checked={opcoes.inativos} onChange={(e) => mudar({ inativos: e.currentTarget.checked })} />
            {pode('ASSESSOR_CREATE') && <CadastrarButton to="/assessor/criar" />}
          </Group>
        }
      />
    </Stack>
  );
}
