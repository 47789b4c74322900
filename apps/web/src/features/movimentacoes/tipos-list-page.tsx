import { Button, Checkbox, Stack, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { baixarPdfDosTipos, tiposQuery, type TipoMovimentacaoLinha } from './api';

const colunas: DataTableColumn<TipoMovimentacaoLinha>[] = [
  { accessor: 'inicial', title: 'Inicial', width: 90, textAlign: 'center', render: (t) => (t.inicial ? 'Sim' : 'Não'), exportValue: (t) => (t.inicial ? 'Sim' : 'Não') },
  { accessor: 'descricao', title: 'Descrição' },
  editarColumn((t) => `/movimentacoes/tipos/edit/${t.id}`, (t) => `o tipo ${t.descricao}`),
];

/**
 * Tipos de Movimentação (cadastros-relatorios §2.12): the 'Núcleos' checkbox shows the núcleo types instead of the
 * defensoria ones (kept in the URL); columns Inicial and Descrição; Imprimir prints every type marked D or N.
 */
export default function TiposListPage() {
  const [params, setParams] = useSearchParams();
  const nucleo = params.get('nucleos') === 'true';
  const [tabela, setTabela] = useTableState();
  const { pode } = usePermissoes();
  const consulta = (pagina: Pagina) => tiposQuery({ ...pagina, nucleo });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const imprimir = useMutation({ mutationFn: baixarPdfDosTipos });
  const [tipos, total] = data ?? [[], 0];

  return (
    <Stack gap="md">
      <Title order={2}>Tipos de Movimentação</Title>
      <Checkbox
        label="Núcleos"
        checked={nucleo}
        onChange={(e) => {
          const marcado = e.currentTarget.checked;
          setParams((q) => {
            const n = new URLSearchParams(q);
            if (marcado) n.set('nucleos', 'true');
            else n.delete('nucleos');
            n.delete('pagina');
            return n;
          });
        }}
      />
      <DataTable
        tableKey="tipos-movimentacao"
        title="Tipos de Movimentação"
        columns={colunas}
        records={tipos}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={
          <>
            <Button size="xs" variant="default" leftSection={<IconPrinter size={16} />} loading={imprimir.isPending} onClick={() => imprimir.mutate()}>
              Imprimir
            </Button>
            {pode('MOVIMENTACAO_CREATE') && <CadastrarButton to="/movimentacoes/tipos/create" />}
          </>
        }
      />
    </Stack>
  );
}
