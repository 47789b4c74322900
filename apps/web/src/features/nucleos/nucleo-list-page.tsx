import { Button, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn, lotacoesColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { comarcasOpcoesQuery } from '../../lib/opcoes';
import { nucleosQuery, type Nucleo } from './api';
import { MaxEstagiariosModal } from './max-estagiarios-modal';

/** The comarca filter, kept in the URL with the table's state (all comarcas when absent). */
function useFiltroComarca(): [string | null, (v: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const valor = params.get('comarca');
  const atual = valor && /^\d+$/.test(valor) ? valor : null;
  const mudar = (v: string | null) =>
    setParams(
      (q) => {
        const novo = new URLSearchParams(q);
        if (v) novo.set('comarca', v);
        else novo.delete('comarca');
        // Another comarca is another list: back to its first page.
        novo.delete('pagina');
        return novo;
      },
      { replace: true },
    );
  return [atual, mudar];
}

/** Núcleos (cadastros-relatorios §2.6): comarca filter; ordem, nome, comarca, unidade, max estagiários, Editar. */
export default function NucleoListPage() {
  const [tabela, setTabela] = useTableState();
  const [comarca, setComarca] = useFiltroComarca();
  const [editando, setEditando] = useState<Nucleo | null>(null);
  const { pode } = usePermissoes();
  const comarcas = useQuery(comarcasOpcoesQuery());
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    nucleosQuery({ ...pagina, ...(comarca && { comarca: Number(comarca) }), ...(tabela.filter && { nome: tabela.filter }) });
  const { data, isFetching, refetch } = useQuery(consulta(pageQuery(tabela)));
  const [nucleos, total] = data ?? [[], 0];
  // The quick edit keeps the row as it was read; after a stale save it takes the row the list reads now.
  const recarregar = async () => {
    if (!editando) return;
    const { data: atual, isError } = await refetch();
    if (!isError) setEditando(atual?.[0].find((n) => n.id === editando.id) ?? null);
  };

  const colunas: DataTableColumn<Nucleo>[] = [
    { accessor: 'ordem', title: 'Ordem', textAlign: 'right', width: 90 },
    { accessor: 'nome', title: 'Nome' },
    { accessor: 'comarca.nome', title: 'Comarca' },
    { accessor: 'predio.nome', title: 'Unidade' },
    // The núcleo's placements (cadastros-relatorios §2.6), for who may list them.
    ...(pode('LOTACAO_ENUMERATE') ? [lotacoesColumn<Nucleo>('nucleoid', (n) => `do núcleo ${n.nome}`)] : []),
    {
      accessor: 'maximoIntegrantes',
      title: 'Máx. Estagiários',
      textAlign: 'center',
      width: 150,
      // Clicking the number opens the quick edit, for who may change the núcleo.
      render: (n) =>
        pode('NUCLEO_UPDATE') ? (
          <Button variant="subtle" size="compact-sm" aria-label={`Máximo de estagiários de ${n.nome}: ${n.maximoIntegrantes}`} onClick={() => setEditando(n)}>
            {n.maximoIntegrantes}
          </Button>
        ) : (
          n.maximoIntegrantes
        ),
    },
    editarColumn((n) => `/nucleo/editar/${n.id}`, (n) => `o núcleo ${n.nome}`),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Núcleos</Title>
      <DataTable
        tableKey="nucleos"
        title="Núcleos"
        columns={colunas}
        records={nucleos}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome"
        toolbar={
          <>
            <Select
              size="xs"
              w={240}
              aria-label="Comarca"
              placeholder="(todas as comarcas)"
              searchable
              clearable
              nothingFoundMessage="Nenhuma comarca encontrada"
              data={comarcas.data ?? []}
              value={comarca}
              onChange={setComarca}
            />
            {pode('NUCLEO_CREATE') && <CadastrarButton to="/nucleo/criar" />}
          </>
        }
      />
      <MaxEstagiariosModal nucleo={editando} onClose={() => setEditando(null)} onRecarregar={() => void recarregar()} />
    </Stack>
  );
}
