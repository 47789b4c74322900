import { Button, Group, Stack, Title } from '@mantine/core';
import { CAMPOS_DE_ORDEM_MOVIMENTACAO } from '@sgi/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { SelectOpcoes } from '../../components/select-opcoes';
import { editoresQuery, movimentacoesQuery } from './api';
import { COLUNAS_DA_PESQUISA } from './colunas';

const ORDEM_PADRAO: TableSort = { column: 'editadoEm', direction: 'desc' };

/**
 * Pesquisa de Movimentações (cadastros-relatorios §2.12): server-sorted and -paged, newest edit first; 'Editado Por'
 * is applied by Pesquisar (kept in the URL), which shows 'Buscando...' while the answer comes.
 */
export default function PesquisaPage() {
  const [params, setParams] = useSearchParams();
  const aplicado = params.get('editadoPor');
  const [escolhido, setEscolhido] = useState<string | null>(aplicado);
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const editores = useQuery(editoresQuery());
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  const consulta = (pagina: Pagina) =>
    movimentacoesQuery({
      ...pagina,
      ...(aplicado && { editadoPor: Number(aplicado) }),
      orderField: CAMPOS_DE_ORDEM_MOVIMENTACAO.find((o) => o === ordem.column) ?? 'editadoEm',
      orderDirection: ordem.direction === 'asc' ? 'ASC' : 'DESC',
    });
  const { data, isFetching, refetch } = useQuery(consulta(pageQuery(tabela)));
  const [linhas, total] = data ?? [[], 0];
  const pesquisar = () => {
    if (escolhido === aplicado) return void refetch();
    setParams(
      (q) => {
        const n = new URLSearchParams(q);
        if (escolhido) n.set('editadoPor', escolhido);
        else n.delete('editadoPor');
        n.delete('pagina');
        return n;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2}>Pesquisa de Movimentações</Title>
      <Group align="flex-end" gap="sm">
        <SelectOpcoes label="Editado Por" w={{ base: '100%', sm: 360 }} clearable nothingFoundMessage="Nenhum usuário encontrado" consulta={editores} value={escolhido} onChange={setEscolhido} />
        <Button leftSection={<IconSearch size={16} />} onClick={pesquisar} disabled={isFetching}>
          {isFetching ? 'Buscando...' : 'Pesquisar'}
        </Button>
      </Group>
      <DataTable
        tableKey="movimentacoes-pesquisa"
        title="Pesquisa de Movimentações"
        columns={COLUNAS_DA_PESQUISA}
        records={linhas}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
      />
    </Stack>
  );
}
