import { ActionIcon, Button, Checkbox, Group, Select, Stack, Title, Tooltip } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { FOLHA, isFolhaNotificavel, STATUS_FOLHA, STATUS_FOLHA_OPCOES, statusFolhaLabel } from '@sgi/domain';
import { IconAlertTriangle, IconBell, IconEye, IconFilePlus, IconFiles, IconLogout, IconUserCog } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { pageQuery, useTableState, type Pagina } from '../../components/table-state';
import { useMe, usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { placeholderOpcoes } from '../../lib/opcoes';
import { contagemQuery, estagiariosOpcoesQuery, folhasQuery, unidadesOpcoesQuery, useNotificar, type FolhaResumo } from './api';
import { CriarFolhaModal } from './criar-folha-modal';
import { useFiltrosDasFolhas } from './folha-filtros';
import { StatusDaFolha } from './folha-resumo';
import { GerarFolhasModal } from './gerar-folhas-modal';
import { NotificacaoEmMassa } from './notificacao-em-massa';
import { ResponsavelModal } from './responsavel-modal';

const VINCULOS = [
  { value: '1', label: 'Defensoria' },
  { value: '2', label: 'Núcleo' },
];

/** The month's sheets (acesso-sessao §2 "Attendance sheet list"): server paging by 100. */
export default function FolhaListPage() {
  const [tabela, setTabela] = useTableState({ pageSize: FOLHA.listaTake });
  const [daUrl, mudar] = useFiltrosDasFolhas();
  const { data: me } = useMe();
  const { pode, podeAlguma } = usePermissoes();
  // Staff are the users with a username (acesso-sessao §2); a link session sees only its own sheets, without the
  // staff's filters: none of them may hide one of its sheets (an intern placed in a núcleo is not in vínculo 1).
  const servidor = me?.escopo === 'usuario';
  const filtros = servidor ? daUrl : { ...daUrl, estagiario: null, unidade: 0, vinculo: null };
  // Among staff, the API lets notify FOLHA_CREATE or FOLHA_UPDATE, and change the responsável FOLHA_UPDATE: the rest never see a refusal.
  const podeNotificar = servidor && podeAlguma('FOLHA_CREATE', 'FOLHA_UPDATE');
  const podeDefinirResponsavel = servidor && pode('FOLHA_UPDATE');
  const consulta = (pagina: Pagina) => folhasQuery(filtros, pagina);
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const contagem = useQuery(contagemQuery(filtros));
  const [folhas, total] = data ?? [[], 0];
  const [modal, setModal] = useState<'gerar' | 'criar' | { responsavel: FolhaResumo } | null>(null);
  const notificar = useNotificar();

  const n = (status: number) => contagem.data?.porStatus[String(status)] ?? 0;
  const totalDoMes = contagem.data?.total ?? 0;
  const opcoesStatus = [
    { value: 'todos', label: `Todos (${totalDoMes})` },
    { value: 'exceto', label: `Exceto concluídos (${totalDoMes - n(STATUS_FOLHA.Concluida)})` },
    ...STATUS_FOLHA_OPCOES.map((o) => ({ value: String(o.value), label: `${o.label} (${n(o.value)})` })),
  ];

  const colunas: DataTableColumn<FolhaResumo>[] = [
    { accessor: 'estagiario.nome', title: 'Estagiário' },
    { accessor: 'local', title: 'Local', exportValue: (f) => (f.unidade ? `${f.local} · ${f.unidade}` : f.local), render: (f) => (f.unidade ? `${f.local} · ${f.unidade}` : f.local) },
    { accessor: 'status', title: 'Status', noWrap: true, width: 230, exportValue: (f) => statusFolhaLabel(f.status), render: (f) => <StatusDaFolha status={f.status} /> },
    { accessor: 'responsavel.nome', title: 'Responsável', exportValue: (f) => f.responsavel?.nome ?? '', render: (f) => f.responsavel?.nome ?? '—' },
    { accessor: 'diasSemPreencher', title: 'Dias sem preencher', textAlign: 'right' },
    {
      accessor: 'semanaAcimaDoLimite',
      title: 'Semana > 20h',
      textAlign: 'center',
      exportValue: (f) => (f.semanaAcimaDoLimite ? 'Sim' : 'Não'),
      render: (f) =>
        f.semanaAcimaDoLimite ? (
          <Tooltip label="Semana acima das 20 horas do termo de compromisso">
            <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-label={`Semana acima de 20 horas: ${f.estagiario.nome}`} role="img" />
          </Tooltip>
        ) : null,
    },
    {
      accessor: 'acoes',
      title: 'Ações',
      action: true,
      noWrap: true,
      render: (f) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon component={Link} to={`/folha-frequencia/${f.id}`} variant="subtle" aria-label={`Abrir a folha de ${f.estagiario.nome}`}>
            <IconEye size={18} />
          </ActionIcon>
          {podeDefinirResponsavel && (
            <ActionIcon variant="subtle" aria-label={`Definir responsável da folha de ${f.estagiario.nome}`} onClick={() => setModal({ responsavel: f })}>
              <IconUserCog size={18} />
            </ActionIcon>
          )}
          {podeNotificar && isFolhaNotificavel(f.status) && (
            <ActionIcon
              variant="subtle"
              aria-label={`Notificar ${f.estagiario.nome}`}
              onClick={() => notificar.mutate(f.id, { onSuccess: (r) => notify.sucesso(r?.message ?? '1 notificação(ões) enviada(s) com sucesso') })}
            >
              <IconBell size={18} />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Folhas de Frequência</Title>
        <Button component={Link} to="/logout" variant="subtle" color="gray" leftSection={<IconLogout size={16} />}>
          Sair
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <MonthPickerInput
          label="Período"
          valueFormat="MM/YYYY"
          w={130}
          value={`${filtros.ano}-${String(filtros.mes).padStart(2, '0')}-01`}
          onChange={(v) => v && mudar({ ano: Number(v.slice(0, 4)), mes: Number(v.slice(5, 7)) })}
        />
        <Select
          label="Status"
          w={240}
          allowDeselect={false}
          data={opcoesStatus}
          value={filtros.status === null ? 'todos' : String(filtros.status)}
          onChange={(v) => mudar({ status: v === 'todos' || v === null ? null : v === 'exceto' ? 'exceto' : Number(v) })}
        />
        {servidor && pode('ESTAGIARIO_ENUMERATE') && <FiltroEstagiario valor={filtros.estagiario} onChange={(estagiario) => mudar({ estagiario })} />}
        {servidor && pode('PREDIO_ENUMERATE') && <FiltroUnidade valor={filtros.unidade} onChange={(unidade) => mudar({ unidade })} />}
        {servidor && (
          <Select label="Vínculo" w={140} allowDeselect={false} data={VINCULOS} value={String(filtros.vinculo)} onChange={(v) => mudar({ vinculo: Number(v) })} />
        )}
        <Checkbox
          mb={8}
          label="Semana acima de 20h"
          checked={filtros.semanaAcima}
          onChange={(e) => mudar({ semanaAcima: e.currentTarget.checked })}
        />
      </Group>
      <DataTable
        tableKey="folhas"
        title="Folhas de Frequência"
        columns={colunas}
        records={folhas}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={
          servidor && (
            <>
              {podeNotificar && <NotificacaoEmMassa filtros={filtros} />}
              {pode('FOLHA_CREATE') && (
                <>
                  <Button size="xs" variant="default" leftSection={<IconFilePlus size={16} />} onClick={() => setModal('criar')}>
                    Criar folha
                  </Button>
                  <Button size="xs" leftSection={<IconFiles size={16} />} onClick={() => setModal('gerar')}>
                    Gerar folhas do mês
                  </Button>
                </>
              )}
            </>
          )
        }
      />
      {modal === 'gerar' && <GerarFolhasModal ano={filtros.ano} mes={filtros.mes} onClose={() => setModal(null)} />}
      {modal === 'criar' && <CriarFolhaModal ano={filtros.ano} mes={filtros.mes} onClose={() => setModal(null)} />}
      {modal !== null && typeof modal === 'object' && (
        <ResponsavelModal folhaId={modal.responsavel.id} atual={modal.responsavel.responsavel} onClose={() => setModal(null)} />
      )}
    </Stack>
  );
}

function FiltroEstagiario({ valor, onChange }: { valor: number | null; onChange: (v: number | null) => void }) {
  const q = useQuery(estagiariosOpcoesQuery());
  return (
    <Select
      label="Estagiário"
      w={260}
      searchable
      clearable
      nothingFoundMessage="Nenhum estagiário encontrado"
      data={q.data ?? []}
      placeholder={q.isPending ? 'Carregando...' : 'Todos'}
      value={valor === null ? null : String(valor)}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}

function FiltroUnidade({ valor, onChange }: { valor: number; onChange: (v: number) => void }) {
  const q = useQuery(unidadesOpcoesQuery());
  return (
    <Select
      label="Unidade"
      w={220}
      searchable
      allowDeselect={false}
      data={[{ value: '0', label: 'Todas' }, ...(q.data ?? [])]}
      placeholder={placeholderOpcoes(q.isPending)}
      value={String(valor)}
      onChange={(v) => onChange(Number(v ?? 0))}
    />
  );
}
