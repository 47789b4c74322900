import { Group, Select, Stack } from '@mantine/core';
import { formatDataHora, TIPO_ACESSO_LABEL } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { acessosQuery, type Acesso } from './api';
import { useFiltrosUrl } from './filtros-url';
import { PeriodoFiltro, periodoInvertido } from './periodo-filtro';

const TIPOS = Object.entries(TIPO_ACESSO_LABEL).map(([value, label]) => ({ value, label }));
const data = (a: Acesso) => formatDataHora(a.criadoEm);
const tipo = (a: Acesso) => TIPO_ACESSO_LABEL[a.tipo] ?? a.tipo;

const COLUNAS: DataTableColumn<Acesso>[] = [
  { accessor: 'criadoEm', title: 'Data', noWrap: true, render: data, exportValue: data },
  { accessor: 'tipo', title: 'Tipo', width: 220, render: tipo, exportValue: tipo },
  { accessor: 'username', title: 'Usuário', width: 140 },
  { accessor: 'ip', title: 'IP', width: 130 },
  { accessor: 'rota', title: 'Rota' },
  { accessor: 'detalhe', title: 'Detalhe' },
];

/** Usage log (cadastros-relatorios §2.15): logins, failed logins and refused accesses; needs ADMIN_ACTIONS. */
export function RegistroUsoTab() {
  const filtros = useFiltrosUrl();
  // Its own paging keys: the two tabs keep their pages apart in the same URL.
  const [tabela, setTabela] = useTableState({}, 'uso.');
  const tipoFiltro = TIPOS.some((t) => t.value === filtros.get('tipo')) ? filtros.get('tipo') : '';
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    acessosQuery({ ...pagina, ...filtros.periodo, tipo: tipoFiltro || undefined, username: tabela.filter || undefined });
  const { data: resposta, isFetching } = useQuery({
    ...consulta(pageQuery(tabela)),
    enabled: !periodoInvertido(filtros.periodo),
  });
  const [linhas, total] = resposta ?? [[], 0];
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label="Tipo"
          placeholder="Todos os tipos"
          clearable
          data={TIPOS}
          value={tipoFiltro || null}
          onChange={(v) => filtros.set({ tipo: v })}
          w={280}
        />
        <PeriodoFiltro periodo={filtros.periodo} onChange={filtros.set} />
      </Group>
      <DataTable
        tableKey="historico-acessos"
        title="Registro de uso"
        columns={COLUNAS}
        records={linhas}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Login do usuário"
      />
    </Stack>
  );
}
