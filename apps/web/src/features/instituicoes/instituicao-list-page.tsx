import { Stack, Title } from '@mantine/core';
import { formatCnpj, formatTelefoneDdd } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { instituicoesQuery, type Instituicao } from './api';

const cnpj = (i: Instituicao) => formatCnpj(i.cnpj);
const telefone = (i: Instituicao) => formatTelefoneDdd(i.telefone.ddd, i.telefone.numero);

/** Instituições de ensino (cadastros-relatorios §2.4): ordem, CNPJ, razão social, representante, telefone, Editar. */
export default function InstituicaoListPage() {
  const [tabela, setTabela] = useTableState();
  const { pode } = usePermissoes();
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => instituicoesQuery({ ...pagina, ...(tabela.filter && { razao_social: tabela.filter }) });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [instituicoes, total] = data ?? [[], 0];

  // Every staff user reads institutions (no permission on the route, §2.19): the edit link is always there.
  const colunas: DataTableColumn<Instituicao>[] = [
    { accessor: 'ordem', title: 'Ordem', textAlign: 'right', width: 90 },
    { accessor: 'cnpj', title: 'CNPJ', noWrap: true, render: cnpj, exportValue: cnpj },
    { accessor: 'razao_social', title: 'Razão social' },
    { accessor: 'representante_nome', title: 'Representante' },
    { accessor: 'telefone', title: 'Telefone', noWrap: true, render: telefone, exportValue: telefone },
    editarColumn((i) => `/instituicoes/editar/${i.id}`, (i) => `a instituição ${i.razao_social}`),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Instituições de ensino</Title>
      <DataTable
        tableKey="instituicoes"
        title="Instituições de ensino"
        columns={colunas}
        records={instituicoes}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por razão social"
        toolbar={pode('ESTAGIARIO_CREATE') && <CadastrarButton to="/instituicoes/criar" />}
      />
    </Stack>
  );
}
