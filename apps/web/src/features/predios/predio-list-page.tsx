import { Stack, Text, Title } from '@mantine/core';
import { formatTelefoneDdd, mascaraCep } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { prediosQuery, type Predio } from './api';

const locais = (p: Predio) => `${p.defensorias} / ${p.nucleos}`;
const cep = (p: Predio) => (p.endereco.cep ? mascaraCep(p.endereco.cep) : '');
const telefone = (p: Predio) => formatTelefoneDdd(p.telefoneprincipal.ddd, p.telefoneprincipal.numero);

/**
 * 'Unidades' (cadastros-relatorios §2.7): comarca, nome, defensorias / núcleos, bairro, CEP, main phone, Editar;
 * paged on the server by name.
 */
export default function PredioListPage() {
  const [tabela, setTabela] = useTableState();
  const { pode } = usePermissoes();
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => prediosQuery({ ...pagina, ...(tabela.filter && { nome: tabela.filter }) });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [predios, total] = data ?? [[], 0];

  const colunas: DataTableColumn<Predio>[] = [
    { accessor: 'comarca.nome', title: 'Comarca' },
    { accessor: 'nome', title: 'Nome' },
    { accessor: 'locais', title: 'Defensorias / Núcleos', textAlign: 'center', render: locais, exportValue: locais },
    { accessor: 'endereco.bairro', title: 'Bairro' },
    { accessor: 'endereco.cep', title: 'CEP', noWrap: true, render: cep, exportValue: cep },
    { accessor: 'telefoneprincipal', title: 'Telefone', noWrap: true, render: telefone, exportValue: telefone },
    editarColumn((p) => `/predio/editar/${p.id}`, (p) => `a unidade ${p.nome}`),
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Unidades</Title>
        <Text c="dimmed">Prédios ou fóruns.</Text>
      </div>
      <DataTable
        tableKey="predios"
        title="Unidades"
        columns={colunas}
        records={predios}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome"
        toolbar={pode('PREDIO_CREATE') && <CadastrarButton to="/predio/criar" />}
      />
    </Stack>
  );
}
