import { Stack, Title } from '@mantine/core';
import { ATUACAO_ORDENS } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { atuacoesQuery, type Atuacao } from './api';

const ORDEM_PADRAO: TableSort = { column: 'ordem', direction: 'asc' };

/** Atuações (cadastros-relatorios §2.8): ordem, nome, number of varas, Editar; sorted on the server, by ordem first. */
export default function AtuacaoListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const { pode } = usePermissoes();
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    atuacoesQuery({
      ...pagina,
      // A hand-edited URL must not send an orderField the API refuses.
      orderField: ATUACAO_ORDENS.find((o) => o === ordem.column) ?? 'ordem',
      orderBy: ordem.direction,
      ...(tabela.filter && { nome: tabela.filter }),
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [atuacoes, total] = data ?? [[], 0];

  // Reaching this screen takes ATUACAO_ENUMERATE or _READ, which is what the form's route asks.
  const colunas: DataTableColumn<Atuacao>[] = [
    { accessor: 'ordem', title: 'Ordem', sortable: true, textAlign: 'right', width: 90 },
    { accessor: 'nome', title: 'Nome', sortable: true },
    { accessor: 'varas', title: 'Varas', textAlign: 'right', width: 100 },
    editarColumn((a) => `/atuacoes/editar/${a.id}`, (a) => `a atuação ${a.nome}`),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Atuações</Title>
      <DataTable
        tableKey="atuacoes"
        title="Atuações"
        columns={colunas}
        records={atuacoes}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome"
        toolbar={pode('ATUACAO_CREATE') && <CadastrarButton to="/atuacoes/criar" />}
      />
    </Stack>
  );
}
