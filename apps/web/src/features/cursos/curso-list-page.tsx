import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { cursosQuery, type Curso } from './api';

/** Curso list (issue 3): nome, sorted by name on the server, filter by name, Editar, Cadastrar. */
export default function CursoListPage() {
  const [tabela, setTabela] = useTableState();
  const { pode } = usePermissoes();
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => cursosQuery({ ...pagina, ...(tabela.filter && { nome: tabela.filter }) });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [cursos, total] = data ?? [[], 0];

  const colunas: DataTableColumn<Curso>[] = [{ accessor: 'nome', title: 'Nome' }];
  if (pode('CURSO_READ')) {
    colunas.push(editarColumn((c) => `/cursos/editar/${c.id}`, (c) => `o curso ${c.nome}`));
  }

  return (
    <Stack gap="md">
      <Title order={2}>Cursos</Title>
      <DataTable
        tableKey="cursos"
        title="Cursos"
        columns={colunas}
        records={cursos}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome"
        toolbar={pode('CURSO_CREATE') && <CadastrarButton to="/cursos/criar" />}
      />
    </Stack>
  );
}
