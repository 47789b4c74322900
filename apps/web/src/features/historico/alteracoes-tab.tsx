import { ActionIcon, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { ACAO_HISTORICO_LABEL, formatDataHora, TABELA_LABEL, TABELA_RECURSO, temAlguma, type Permissao } from '@sgi/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { HistoryEntry } from '../../components/history-button';
import { historyDiffLines } from '../../components/history-diff';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { alteracoesQuery, usuariosOpcoesQuery } from './api';
import { useFiltrosUrl } from './filtros-url';
import { PeriodoFiltro, periodoInvertido } from './periodo-filtro';

/** The forms a history row can open, and the permission each needs (the route's own rule). */
const FORMULARIOS: Record<string, { rota: (id: string) => string; permissoes: Permissao[] }> = {
  usuario: { rota: (id) => `/usuario/editar/${id}`, permissoes: ['USUARIO_READ'] },
  papel: { rota: (id) => `/papeis/editar/${id}`, permissoes: ['PAPEL_READ'] },
  pessoa: { rota: (id) => `/pessoa/editar/${id}`, permissoes: ['USUARIO_READ'] },
  defensor: { rota: (id) => `/defensor/editar/${id}`, permissoes: ['DEFENSOR_READ'] },
  estagiario: { rota: (id) => `/estagiario/editar/${id}`, permissoes: ['ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'] },
  assessor: { rota: (id) => `/assessor/editar/${id}`, permissoes: ['ASSESSOR_READ', 'ASSESSOR_ENUMERATE'] },
  curso: { rota: (id) => `/cursos/editar/${id}`, permissoes: ['CURSO_READ'] },
  instituicao_ensino: { rota: (id) => `/instituicoes/editar/${id}`, permissoes: [] },
  comarca: { rota: (id) => `/comarcas/editar/${id}`, permissoes: ['COMARCA_READ', 'COMARCA_ENUMERATE'] },
  atuacao: { rota: (id) => `/atuacoes/editar/${id}`, permissoes: ['ATUACAO_READ', 'ATUACAO_ENUMERATE'] },
  vara: { rota: (id) => `/varas/editar/${id}`, permissoes: ['VARA_READ', 'VARA_ENUMERATE'] },
  distrito: { rota: (id) => `/distrito/editar/${id}`, permissoes: ['DISTRITO_READ', 'DISTRITO_ENUMERATE'] },
  predio: { rota: (id) => `/predio/editar/${id}`, permissoes: ['PREDIO_READ', 'PREDIO_ENUMERATE'] },
  defensoria: { rota: (id) => `/defensoria/editar/${id}`, permissoes: ['DEFENSORIA_READ', 'DEFENSORIA_ENUMERATE'] },
  nucleo: { rota: (id) => `/nucleo/editar/${id}`, permissoes: ['NUCLEO_READ', 'NUCLEO_ENUMERATE'] },
};

const COR_ACAO: Record<string, string> = { INSERT: 'green', UPDATE: 'blue', DELETE: 'red' };
const resumo = (h: HistoryEntry) => historyDiffLines(h).join('; ');
const quando = (h: HistoryEntry) => formatDataHora(h.criadoEm);
const nomeTabela = (h: HistoryEntry) => TABELA_LABEL[h.tabela] ?? h.tabela;
// Rows written without a signed-in user (migrations, seed) have no author.
const autor = (h: HistoryEntry) => h.criadoPor?.username ?? 'Sistema';

export function AlteracoesTab() {
  const filtros = useFiltrosUrl();
  const [tabela, setTabela] = useTableState();
  const { pode, podeAlguma, permissoes } = usePermissoes();
  const podeListarUsuarios = pode('USUARIO_ENUMERATE');
  const usuarios = useQuery({ ...usuariosOpcoesQuery(), enabled: podeListarUsuarios });
  // Only the tables whose history this user may read (the API answers 403 for the others).
  const tabelas = Object.entries(TABELA_LABEL)
    .filter(([t]) => pode('ADMIN_ACTIONS') || (TABELA_RECURSO[t] && temAlguma(permissoes, [`${TABELA_RECURSO[t]}_READ`, `${TABELA_RECURSO[t]}_ENUMERATE`])))
    .map(([value, label]) => ({ value, label }));
  const tabelaFiltro = tabelas.some((t) => t.value === filtros.get('tabela')) ? filtros.get('tabela') : '';
  const criadopor = Number(filtros.get('usuario')) || undefined;

  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => alteracoesQuery({ ...pagina, ...filtros.periodo, tabela: tabelaFiltro || undefined, criadopor });
  const { data, isFetching } = useQuery({
    ...consulta(pageQuery(tabela)),
    enabled: !periodoInvertido(filtros.periodo),
  });
  const [linhas, total] = data ?? [[], 0];

  const colunas: DataTableColumn<HistoryEntry>[] = [
    { accessor: 'criadoEm', title: 'Data', noWrap: true, exportValue: quando, render: quando },
    {
      accessor: 'acao',
      title: 'Ação',
      width: 120,
      exportValue: (h) => ACAO_HISTORICO_LABEL[h.acao] ?? h.acao,
      render: (h) => (
        <Badge variant="light" color={COR_ACAO[h.acao] ?? 'gray'}>
          {ACAO_HISTORICO_LABEL[h.acao] ?? h.acao}
        </Badge>
      ),
    },
    { accessor: 'tabela', title: 'Tabela', width: 120, exportValue: nomeTabela, render: nomeTabela },
    { accessor: 'registro', title: 'Registro', width: 90, hiddenByDefault: true },
    { accessor: 'criadoPor.username', title: 'Usuário', width: 140, exportValue: autor, render: autor },
    {
      accessor: 'resumo',
      title: 'Resumo',
      exportValue: resumo,
      render: (h) => (
        <Text size="sm" lineClamp={2} title={resumo(h)}>
          {resumo(h)}
        </Text>
      ),
    },
    {
      accessor: 'abrir',
      title: 'Abrir',
      action: true,
      width: 70,
      textAlign: 'center',
      render: (h) => {
        const f = FORMULARIOS[h.tabela];
        // A removed record has no form to open.
        if (!f || !h.registro || h.acao === 'DELETE' || (f.permissoes.length > 0 && !podeAlguma(...f.permissoes))) return null;
        return (
          <ActionIcon component={Link} to={f.rota(h.registro)} variant="subtle" aria-label={`Abrir ${nomeTabela(h)} ${h.registro}`}>
            <IconExternalLink size={18} />
          </ActionIcon>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start" wrap="wrap">
        {podeListarUsuarios && (
          <Select
            label="Usuário"
            placeholder="Todos os usuários"
            searchable
            clearable
            nothingFoundMessage="Nenhum usuário encontrado"
            data={usuarios.data ?? []}
            value={filtros.get('usuario') || null}
            onChange={(v) => filtros.set({ usuario: v })}
            w={260}
          />
        )}
        <Select
          label="Tabela"
          placeholder="Todas as tabelas"
          clearable
          data={tabelas}
          value={tabelaFiltro || null}
          onChange={(v) => filtros.set({ tabela: v })}
          w={180}
        />
        <PeriodoFiltro periodo={filtros.periodo} onChange={filtros.set} />
      </Group>
      <DataTable
        tableKey="historico-alteracoes"
        title="Log de alterações"
        columns={colunas}
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
