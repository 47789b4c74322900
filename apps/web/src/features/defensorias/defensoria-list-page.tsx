import { Select, Stack, Title } from '@mantine/core';
import { DEFENSORIA_ORDENS } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, contagemColumn, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { podeAbrirMovimentacoes } from '../../lib/screens';
import { comarcasOpcoesQuery, type Opcao } from '../../lib/opcoes';
import { defensoriasQuery, varasOpcoesQuery, type DefensoriaLinha } from './api';

const ORDEM_PADRAO: TableSort = { column: 'ordem', direction: 'asc' };

/** The vara and comarca filters, kept in the URL with the table's state (all when absent). */
function useFiltros() {
  const [params, setParams] = useSearchParams();
  const id = (nome: string) => {
    const v = params.get(nome);
    return v && /^\d+$/.test(v) ? v : null;
  };
  const mudar = (nome: 'vara' | 'comarca', valor: string | null) =>
    setParams(
      (q) => {
        const novo = new URLSearchParams(q);
        if (valor) novo.set(nome, valor);
        else novo.delete(nome);
        // Another filter is another list: back to its first page.
        novo.delete('pagina');
        return novo;
      },
      { replace: true },
    );
  return { vara: id('vara'), comarca: id('comarca'), mudar };
}

function Filtro({ rotulo, todas, opcoes, valor, onChange }: { rotulo: string; todas: string; opcoes: Opcao[]; valor: string | null; onChange: (v: string | null) => void }) {
  return (
    <Select
      size="xs"
      w={220}
      aria-label={rotulo}
      placeholder={todas}
      searchable
      clearable
      nothingFoundMessage="Nenhum registro encontrado"
      data={opcoes}
      value={valor}
      onChange={onChange}
    />
  );
}

const coluna = (accessor: string, title: string, sortKey: string): DataTableColumn<DefensoriaLinha> => ({ accessor, title, sortable: true, sortKey });

/** Defensorias (cadastros-relatorios §2.5): vara, comarca and name filters, server paging and sorting by ordem. */
export default function DefensoriaListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const filtros = useFiltros();
  const { pode } = usePermissoes();
  const varas = useQuery(varasOpcoesQuery());
  const comarcas = useQuery(comarcasOpcoesQuery());
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    defensoriasQuery({
      ...pagina,
      // A hand-edited URL must not send an orderField the API refuses.
      orderField: DEFENSORIA_ORDENS.find((o) => o === ordem.column) ?? 'ordem',
      orderBy: ordem.direction,
      ...(filtros.vara && { vara: Number(filtros.vara) }),
      ...(filtros.comarca && { comarca: Number(filtros.comarca) }),
      ...(tabela.filter && { nome: tabela.filter }),
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [defensorias, total] = data ?? [[], 0];

  const colunas: DataTableColumn<DefensoriaLinha>[] = [
    { ...coluna('ordem', 'Ordem', 'ordem'), textAlign: 'right', width: 90 },
    coluna('nome', 'Nome', 'nome'),
    coluna('vara.nome', 'Vara', 'vara'),
    coluna('comarca.nome', 'Comarca', 'comarca'),
    coluna('predio.nome', 'Unidade', 'predio'),
    // The counts link to the defensoria's placements and movements for who may list them (there).
    contagemColumn<DefensoriaLinha>('lotacoes', 'Lotações', {
      valor: (d) => d.lotacoes,
      destino: pode('LOTACAO_ENUMERATE') ? (d) => `/vinculos?defensoriaid=${d.id}` : null,
      descricao: (d) => `da defensoria ${d.nome}`,
    }),
    contagemColumn<DefensoriaLinha>('movimentacoes', 'Movimentações', {
      valor: (d) => d.movimentacoes,
      destino: podeAbrirMovimentacoes(pode) ? (d) => `/movimentacoes?referencia=&defensoria=${d.id}` : null,
      descricao: (d) => `da defensoria ${d.nome}`,
    }),
    editarColumn((d) => `/defensoria/editar/${d.id}`, (d) => `a defensoria ${d.nome}`),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Defensorias</Title>
      <DataTable
        tableKey="defensorias"
        title="Defensorias"
        columns={colunas}
        records={defensorias}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome"
        toolbar={
          <>
            <Filtro rotulo="Vara" todas="(todas as varas)" opcoes={varas.data ?? []} valor={filtros.vara} onChange={(v) => filtros.mudar('vara', v)} />
            <Filtro
              rotulo="Comarca"
              todas="(todas as comarcas)"
              opcoes={comarcas.data ?? []}
              valor={filtros.comarca}
              onChange={(v) => filtros.mudar('comarca', v)}
            />
            {pode('DEFENSORIA_CREATE') && <CadastrarButton to="/defensoria/criar" />}
          </>
        }
      />
    </Stack>
  );
}
