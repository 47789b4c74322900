import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { usuariosQuery, type ListarUsuarios, type UsuarioResumo } from './api';

const ORDENS: ListarUsuarios['orderBy'][] = ['nome', 'username', 'funcao', 'papel'];
const ORDEM_PADRAO: TableSort = { column: 'nome', direction: 'asc' };

const nomeCompleto = (u: UsuarioResumo) => [u.nome, u.sobrenome].filter(Boolean).join(' ');
const nomeExibido = (u: UsuarioResumo) => (u.ativo ? nomeCompleto(u) : `${nomeCompleto(u)} (inativo)`);

/** Usuário list (cadastros-relatorios §2.9): server paging, sort key nome, inactive users greyed. */
export default function UsuarioListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const { pode } = usePermissoes();
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    usuariosQuery({
      ...pagina,
      // A hand-edited URL must not send an orderBy the API refuses.
      orderBy: ORDENS.find((o) => o === ordem.column) ?? 'nome',
      orderDirection: ordem.direction,
      ...(tabela.filter && { nome: tabela.filter }),
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [usuarios, total] = data ?? [[], 0];

  const colunas: DataTableColumn<UsuarioResumo>[] = [
    { accessor: 'username', title: 'Login', sortable: true },
    {
      accessor: 'nome',
      title: 'Nome',
      sortable: true,
      exportValue: nomeExibido,
      render: (u) => (u.ativo ? nomeCompleto(u) : <Text c="dimmed" size="sm">{nomeExibido(u)}</Text>),
    },
    { accessor: 'funcao', title: 'Função', sortable: true },
    { accessor: 'papel.nome', title: 'Papel', sortable: true, sortKey: 'papel' },
  ];
  if (pode('USUARIO_READ')) {
    colunas.push(editarColumn((u) => `/usuario/editar/${u.id}`, (u) => `o usuário ${u.username}`));
  }

  return (
    <Stack gap="md">
      <Title order={2}>Usuários</Title>
      <DataTable
        tableKey="usuarios"
        title="Usuários"
        columns={colunas}
        records={usuarios}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome ou login"
        toolbar={
          pode('USUARIO_CREATE') && (
            <CadastrarButton to="/usuario/criar" />
          )
        }
      />
    </Stack>
  );
}
