import { Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { notify } from '../../lib/notify';
import { regrasQuery, useAtivarRegra, type RegraLinha } from './api';

/**
 * 'Regras de Validação de Ações' (cadastros-relatorios §2.14, ADR 061): each rule the server applies when an action is
 * saved, with its Ativo switch, which saves at once ('Regra atualizada.'). A rule switched off is skipped.
 */
export default function RegrasPage() {
  const [tabela, setTabela] = useTableState();
  const consulta = (pagina: Pagina) => regrasQuery(pagina);
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [regras, total] = data ?? [[], 0];
  const ativar = useAtivarRegra();

  const mudar = (r: RegraLinha, ativa: boolean) =>
    ativar.mutate({ id: r.id, ativa, versao: r.versao }, { onSuccess: (resposta) => notify.sucesso(resposta.message) });
  const salvando = (r: RegraLinha) => ativar.isPending && ativar.variables?.id === r.id;

  const colunas: DataTableColumn<RegraLinha>[] = [
    { accessor: 'nome', title: 'Nome', width: 280 },
    { accessor: 'descricao', title: 'Descrição' },
    {
      accessor: 'ativa',
      title: 'Ativo',
      width: 90,
      textAlign: 'center',
      exportValue: (r) => (r.ativa ? 'Sim' : 'Não'),
      render: (r) => (
        <Switch
          aria-label={`Ativo: ${r.nome}`}
          checked={salvando(r) ? ativar.variables!.ativa : r.ativa}
          disabled={salvando(r)}
          onChange={(e) => mudar(r, e.currentTarget.checked)}
          styles={{ body: { justifyContent: 'center' } }}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Regras de Validação de Ações</Title>
        <Text c="dimmed">Controle de regras para validações dos benefícios.</Text>
      </div>
      <DataTable
        tableKey="regras"
        title="Regras de Validação de Ações"
        columns={colunas}
        records={regras}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
      />
    </Stack>
  );
}
