import { Button, Checkbox, Group, Select, Stack, Switch, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { FOLHA, STATUS_FOLHA, STATUS_FOLHA_OPCOES } from '@sgi/domain';
import { IconFilePlus, IconFiles, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { pageQuery, useTableState, type Pagina } from '../../components/table-state';
import { useMe, usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { placeholderOpcoes } from '../../lib/opcoes';
import { contagemQuery, estagiariosOpcoesQuery, folhasQuery, isSemFolha, unidadesOpcoesQuery, useCriarFolha, useNotificar, type FolhaResumo } from './api';
import { AprovacaoEmLote, useSelecaoParaAprovar } from './aprovacao-em-lote';
import { colunasDasFolhas } from './folha-colunas';
import { CriarFolhaModal } from './criar-folha-modal';
import { useFiltrosDasFolhas } from './folha-filtros';
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
  const filtros = servidor ? daUrl : { ...daUrl, estagiario: null, unidade: 0, vinculo: null, comFolhas: true };
  // Among staff, the API lets notify FOLHA_CREATE or FOLHA_UPDATE, and change the responsável FOLHA_UPDATE: the rest never see a refusal.
  const podeNotificar = servidor && podeAlguma('FOLHA_CREATE', 'FOLHA_UPDATE');
  const podeDefinirResponsavel = servidor && pode('FOLHA_UPDATE');
  const consulta = (pagina: Pagina) => folhasQuery(filtros, pagina);
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const contagem = useQuery(contagemQuery(filtros));
  const [folhas, total] = data ?? [[], 0];
  const [modal, setModal] = useState<'gerar' | 'criar' | { responsavel: FolhaResumo } | null>(null);
  const notificar = useNotificar();
  const criar = useCriarFolha();
  // Bulk approval (ADR 054): staff who may accept (FOLHA_READ or FOLHA_CREATE, as the single accept).
  const podeAprovar = servidor && podeAlguma('FOLHA_READ', 'FOLHA_CREATE');
  const selecao = useSelecaoParaAprovar();

  const n = (status: number) => contagem.data?.porStatus[String(status)] ?? 0;
  const totalDoMes = contagem.data?.total ?? 0;
  const opcoesStatus = [
    { value: 'todos', label: `Todos (${totalDoMes})` },
    { value: 'exceto', label: `Exceto concluídos (${totalDoMes - n(STATUS_FOLHA.Concluida)})` },
    ...STATUS_FOLHA_OPCOES.map((o) => ({ value: String(o.value), label: `${o.label} (${n(o.value)})` })),
  ];

  const aRevisarNaPagina = folhas.filter((l) => !isSemFolha(l) && l.status === STATUS_FOLHA.AguardandoRevisao).length;
  const colunas = colunasDasFolhas({
    // The selection column only where there is something to select (or something selected on another page).
    ...(podeAprovar && (aRevisarNaPagina > 0 || selecao.ids.length > 0) && { selecao: selecao.coluna }),
    podeDefinirResponsavel,
    podeNotificar,
    podeCriar: pode('FOLHA_CREATE'),
    criando: criar.isPending ? (criar.variables?.estagioId ?? null) : null,
    onResponsavel: (f) => setModal({ responsavel: f }),
    onNotificar: (f) => notificar.mutate(f.id, { onSuccess: (r) => notify.sucesso(r?.message ?? '1 notificação(ões) enviada(s) com sucesso') }),
    onCriar: (e) => criar.mutate({ estagioId: e.estagioId, ano: e.ano, mes: e.mes }, { onSuccess: (r) => notify.sucesso(r.message) }),
  });

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
        {servidor && (
          <Switch
            mb={8}
            label="Com Folhas"
            checked={filtros.comFolhas}
            onChange={(e) => mudar({ comFolhas: e.currentTarget.checked })}
          />
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
        idAccessor={(l) => (isSemFolha(l) ? `estagio-${l.estagioId}` : l.id)}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={
          servidor && (
            <>
              {podeAprovar && (
                <AprovacaoEmLote
                  ids={selecao.ids}
                  naPagina={aRevisarNaPagina}
                  onMarcarPagina={() => selecao.marcarPagina(folhas)}
                  onLimpar={selecao.limpar}
                />
              )}
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
