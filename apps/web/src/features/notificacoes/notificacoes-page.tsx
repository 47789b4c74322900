import { ActionIcon, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDataHora } from '@sgi/domain';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { notify } from '../../lib/notify';
import { notificacoesQuery, useRemoverNotificacao, type Notificacao } from './api';

/** A removal's notification names an action that no longer exists (ADR 063): its title is not a link. */
const semAcao = (n: Notificacao) => n.idregistro === null || n.titulo.startsWith('Período removido');

function Titulo({ n }: { n: Notificacao }) {
  if (semAcao(n)) return <Text size="sm">{n.titulo}</Text>;
  return (
    <Anchor component={Link} to={`/acoes/edit/${n.idregistro}`} size="sm">
      {n.titulo}
    </Anchor>
  );
}

/**
 * Notificações (cadastros-relatorios §2.11, §2.19; ADR 063): the user's own notices of actions created, changed and
 * removed, newest first, with the count; Excluir removes one ('Notificação removida.') and the list reloads.
 */
export default function NotificacoesPage() {
  const [tabela, setTabela] = useTableState();
  const consulta = (pagina: Pagina) => notificacoesQuery(pagina);
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [notificacoes, total] = data ?? [[], 0];
  const remover = useRemoverNotificacao();
  const excluir = (n: Notificacao) => remover.mutate(n.id, { onSuccess: (r) => notify.sucesso(r.message) });

  const colunas: DataTableColumn<Notificacao>[] = [
    { accessor: 'criadoem', title: 'Data', noWrap: true, width: 140, render: (n) => formatDataHora(n.criadoem), exportValue: (n) => formatDataHora(n.criadoem) },
    { accessor: 'titulo', title: 'Título', width: 320, render: (n) => <Titulo n={n} /> },
    { accessor: 'detalhes', title: 'Detalhes' },
    {
      accessor: 'excluir',
      title: 'Excluir',
      action: true,
      width: 80,
      textAlign: 'center',
      render: (n) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Excluir a notificação ${n.titulo} de ${formatDataHora(n.criadoem)}`}
          loading={remover.isPending && remover.variables === n.id}
          onClick={() => excluir(n)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={2}>Notificações</Title>
        <Badge variant="light" color={total ? 'blue' : 'gray'} size="lg">
          {total === 1 ? '1 notificação' : `${total} notificações`}
        </Badge>
      </Group>
      <DataTable
        tableKey="notificacoes"
        title="Notificações"
        columns={colunas}
        records={notificacoes}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
      />
    </Stack>
  );
}
