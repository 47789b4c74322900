import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { formatCpf, formatData } from '@sgi/domain';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { CadastrarButton, editarColumn, lotacoesColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState, type TableSort } from '../../components/table-state';
import { useInativos } from '../../components/use-inativos';
import { usePermissoes } from '../../lib/auth';
import { estagiariosQuery, type EstagiarioResumo, type OrdemEstagiarios } from './api';

const ORDENS: OrdemEstagiarios[] = ['data_inicio_estagio', 'nome', 'cpf', 'data_nascimento'];
// Default sort: the first internship's start (cadastros-relatorios §2.3).
const ORDEM_PADRAO: TableSort = { column: 'data_inicio_estagio', direction: 'asc' };
const NA = 'N/A';

/** The first internship (the API sends them oldest first); the list shows its start and end. */
const primeiro = (e: EstagiarioResumo) => e.estagios?.[0];
const inicio = (e: EstagiarioResumo) => (primeiro(e) ? formatData(primeiro(e)!.data_inicio_estagio) : NA);
const fim = (e: EstagiarioResumo) => {
  const p = primeiro(e);
  if (!p) return NA;
  return p.data_fim_estagio ? formatData(p.data_fim_estagio) : '';
};
const nomeExibido = (e: EstagiarioResumo) => (e.ativo ? e.nome : `${e.nome} (inativo)`);

/** A numeric filter searches the CPF, anything else the name (as the defender list does). */
function busca(filtro: string) {
  if (!filtro) return {};
  return /^[\d.\-\s]+$/.test(filtro) ? { cpf: filtro.replace(/\D/g, '') } : { nome: filtro };
}

/** Estagiários (cadastros-relatorios §2.3): server paging and sorting, Inativos, link to the e-mail list. */
export default function EstagiarioListPage() {
  const [tabela, setTabela] = useTableState({ sort: ORDEM_PADRAO });
  const [inativos, setInativos] = useInativos();
  const { pode } = usePermissoes();
  const ordem = tabela.sort ?? ORDEM_PADRAO;
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) =>
    estagiariosQuery({
      ...pagina,
      inativos,
      // A hand-edited URL must not send an orderField the API refuses.
      orderField: ORDENS.find((o) => o === ordem.column) ?? 'data_inicio_estagio',
      orderBy: ordem.direction,
      ...busca(tabela.filter),
    });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [estagiarios, total] = data ?? [[], 0];

  const colunas: DataTableColumn<EstagiarioResumo>[] = [
    { accessor: 'cpf', title: 'CPF', sortable: true, noWrap: true, exportValue: (e) => (e.cpf ? formatCpf(e.cpf) : ''), render: (e) => (e.cpf ? formatCpf(e.cpf) : '') },
    { accessor: 'data_nascimento', title: 'Aniversário', sortable: true, noWrap: true, hiddenByDefault: true, exportValue: (e) => formatData(e.data_nascimento), render: (e) => formatData(e.data_nascimento) },
    { accessor: 'email', title: 'E-mail', hiddenByDefault: true },
    { accessor: 'email_institucional', title: 'E-mail institucional', hiddenByDefault: true },
    {
      accessor: 'nome',
      title: 'Nome',
      sortable: true,
      exportValue: nomeExibido,
      render: (e) => (e.ativo ? e.nome : <Text c="dimmed" size="sm">{nomeExibido(e)}</Text>),
    },
    { accessor: 'data_inicio_estagio', title: 'Início do Estágio', sortable: true, noWrap: true, exportValue: inicio, render: inicio },
    { accessor: 'data_fim_estagio', title: 'Fim do Estágio', noWrap: true, exportValue: fim, render: fim },
  ];
  // The intern's placements (cadastros-relatorios §2.3), for who may list them.
  if (pode('LOTACAO_ENUMERATE')) {
    colunas.push(lotacoesColumn('estagiarioid', (e) => `do estagiário ${e.nome}`));
  }
  // Whoever lists interns may open them (read-only without ESTAGIARIO_UPDATE).
  colunas.push(editarColumn((e) => `/estagiario/editar/${e.id}`, (e) => `o estagiário ${e.nome}`));

  return (
    <Stack gap="md">
      <Title order={2}>Estagiários</Title>
      <DataTable
        tableKey="estagiarios"
        title="Estagiários"
        columns={colunas}
        records={estagiarios}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome ou CPF"
        toolbar={
          <>
            <Checkbox label="Inativos" size="xs" checked={inativos} onChange={(e) => setInativos(e.currentTarget.checked)} />
            <Button component={Link} to="/estagiario/emails" variant="default" size="xs" leftSection={<IconMail size={16} />}>
              Lista de e-mails
            </Button>
            {pode('ESTAGIARIO_CREATE') && <CadastrarButton to="/estagiario/criar" />}
          </>
        }
      />
    </Stack>
  );
}
