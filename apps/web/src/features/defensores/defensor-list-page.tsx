import { Anchor, Checkbox, Stack, Text, Title } from '@mantine/core';
import { DEFENSOR_ORDENS, formatData } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn, lotacoesColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { useInativos } from '../../components/use-inativos';
import { usePermissoes } from '../../lib/auth';
import { defensoresQuery, type DefensorResumo } from './api';
import { filtroDefensor } from './defensor-regras';

const ORDEM_PADRAO: TableSort = { column: 'nome', direction: 'asc' };

const nomeExibido = (d: DefensorResumo) => (d.ativo ? d.nome : `${d.nome} (inativo)`);
const data = (campo: 'data_admissao' | 'data_referencia' | 'data_exoneracao', title: string): DataTableColumn<DefensorResumo> => ({
  accessor: campo,
  title,
  sortable: true,
  noWrap: true,
  render: (d) => formatData(d[campo]),
  exportValue: (d) => formatData(d[campo]),
});

/** Defensores list (cadastros-relatorios §2.1): server paging and sorting, default pessoa.nome; Inativos. */
export default function DefensorListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const [inativos, mudarInativos] = useInativos();
  const { pode } = usePermissoes();
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    defensoresQuery({
      ...pagina,
      // A hand-edited URL must not send an orderBy the API refuses.
      orderBy: DEFENSOR_ORDENS.find((o) => o === ordem.column) ?? 'nome',
      orderbyasc: ordem.direction === 'asc',
      inativos,
      ...filtroDefensor(tabela.filter),
    });
  const { data: resposta, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [defensores, total] = resposta ?? [[], 0];

  const colunas: DataTableColumn<DefensorResumo>[] = [
    {
      accessor: 'nome',
      title: 'Nome',
      sortable: true,
      exportValue: nomeExibido,
      render: (d) => (d.ativo ? d.nome : <Text c="dimmed" size="sm">{nomeExibido(d)}</Text>),
    },
    data('data_admissao', 'Admissão'),
    data('data_referencia', 'Referência'),
    data('data_exoneracao', 'Exoneração'),
  ];
  // The defender's placements (cadastros-relatorios §2.1), for who may list them.
  if (pode('LOTACAO_ENUMERATE')) {
    colunas.push(lotacoesColumn('defensorid', (d) => `do defensor ${d.nome}`));
  }
  if (pode('DEFENSOR_READ')) {
    // The defender's timeline (§2.1: 'Linha do Tempo', a link with the query id), which needs DEFENSOR_READ.
    colunas.push({
      accessor: 'linhaDoTempo',
      title: 'Linha do Tempo',
      action: true,
      textAlign: 'center',
      render: (d) => (
        <Anchor component={Link} to={`/defensor/timeline?id=${d.id}`} size="sm" aria-label={`Linha do Tempo do defensor ${d.nome}`}>
          Linha do Tempo
        </Anchor>
      ),
    });
    colunas.push({ ...editarColumn((d) => `/defensor/editar/${d.id}`, (d) => `o defensor ${d.nome}`), title: 'Ações' });
  }

  return (
    <Stack gap="md">
      <Title order={2}>Defensores</Title>
      <DataTable
        tableKey="defensores"
        title="Defensores"
        columns={colunas}
        records={defensores}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome ou CPF"
        toolbar={
          <>
            <Checkbox label="Inativos" checked={inativos} onChange={(e) => mudarInativos(e.currentTarget.checked)} />
            {pode('DEFENSOR_CREATE') && <CadastrarButton to="/defensor/criar" />}
          </>
        }
      />
    </Stack>
  );
}
