import { Badge, Button, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatDataHora, STATUS_TAREFA, STATUS_TAREFA_LABEL, type StatusTarefa, type Tarefa } from '@sgi/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { textoDoProgresso } from '../../components/progresso-tarefa';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { notify } from '../../lib/notify';
import { tarefasQuery, useRepetirTarefa } from './tarefas-api';

const COR: Record<StatusTarefa, string> = { PENDENTE: 'yellow', EXECUTANDO: 'blue', CONCLUIDA: 'green', FALHOU: 'red' };
const situacao = (t: Tarefa) => STATUS_TAREFA_LABEL[t.status];
const criada = (t: Tarefa) => formatDataHora(t.criadoEm);
const concluida = (t: Tarefa) => formatDataHora(t.concluidoEm);
const progresso = (t: Tarefa) => textoDoProgresso(t);

/** Background jobs (ADR 029): what runs, what ran, what failed and why; a failed one can run again. ADMIN_ACTIONS. */
export default function TarefasPage() {
  const [params, setParams] = useSearchParams();
  const [tabela, setTabela] = useTableState();
  const status = STATUS_TAREFA.find((s) => s === params.get('situacao'));
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => tarefasQuery({ ...pagina, ...(status && { status }) });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [tarefas, total] = data ?? [[], 0];
  const repetir = useRepetirTarefa();

  const filtrar = (v: string) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        if (v) q.set('situacao', v);
        else q.delete('situacao');
        q.delete('pagina');
        return q;
      },
      { replace: true },
    );

  const colunas: DataTableColumn<Tarefa>[] = [
    { accessor: 'criadoEm', title: 'Pedida em', noWrap: true, render: criada, exportValue: criada },
    { accessor: 'rotulo', title: 'Tarefa' },
    { accessor: 'criadoPor.username', title: 'Pedida por', render: (t) => t.criadoPor?.username ?? 'Sistema', exportValue: (t) => t.criadoPor?.username ?? 'Sistema' },
    {
      accessor: 'status',
      title: 'Situação',
      width: 130,
      exportValue: situacao,
      render: (t) => (
        <Badge variant="light" color={COR[t.status]}>
          {situacao(t)}
        </Badge>
      ),
    },
    {
      accessor: 'progressoAtual',
      title: 'Progresso',
      exportValue: progresso,
      render: (t) =>
        t.progressoTotal ? (
          <Stack gap={2}>
            <Progress value={(100 * t.progressoAtual) / t.progressoTotal} size="sm" aria-label={`Progresso da tarefa ${t.id}`} />
            <Text size="xs">{progresso(t)}</Text>
          </Stack>
        ) : (
          <Text size="xs">{progresso(t)}</Text>
        ),
    },
    { accessor: 'tentativas', title: 'Tentativas', textAlign: 'right', render: (t) => `${t.tentativas} de ${t.maxTentativas}`, exportValue: (t) => `${t.tentativas} de ${t.maxTentativas}` },
    { accessor: 'erro', title: 'Erro', render: (t) => <Text size="sm" lineClamp={2} title={t.erro ?? undefined}>{t.erro}</Text> },
    { accessor: 'concluidoEm', title: 'Terminada em', noWrap: true, hiddenByDefault: true, render: concluida, exportValue: concluida },
    {
      accessor: 'repetir',
      title: 'Repetir',
      action: true,
      width: 110,
      render: (t) =>
        t.status === 'FALHOU' && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={repetir.isPending && repetir.variables === t.id}
            aria-label={`Repetir a tarefa ${t.id}`}
            onClick={() => repetir.mutate(t.id, { onSuccess: (r) => notify.sucesso(r.message) })}
          >
            Repetir
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Tarefas</Title>
      <Text size="sm" c="dimmed">
        Trabalhos feitos em segundo plano (envio de e-mails, geração de folhas, notificações em massa). Uma tarefa que falhou
        pode ser repetida depois de resolvido o motivo.
      </Text>
      <SegmentedControl
        value={status ?? ''}
        onChange={filtrar}
        data={[{ value: '', label: 'Todas' }, ...STATUS_TAREFA.map((s) => ({ value: s, label: STATUS_TAREFA_LABEL[s] }))]}
        aria-label="Situação"
      />
      <DataTable tableKey="tarefas" title="Tarefas" columns={colunas} records={tarefas} totalRecords={total} consulta={consulta} state={tabela} onChange={setTabela} loading={isFetching} />
    </Stack>
  );
}
