import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { STATUS_TAREFA_LABEL, type Tarefa } from '@sgi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { api } from '../lib/api-client';

/** While a job runs, its state is asked again every second (ADR 029). */
const INTERVALO_MS = 1000;

export const tarefaQuery = (id: number) =>
  queryOptions({
    queryKey: ['tarefa', id],
    queryFn: () => api<Tarefa>(`tarefa/${id}`),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'CONCLUIDA' || q.state.data.status === 'FALHOU') ? false : INTERVALO_MS),
    staleTime: 0,
    meta: { erro: 'Falha ao acompanhar a tarefa.' },
  });

const emAndamento = (t: Tarefa) => t.status === 'PENDENTE' || t.status === 'EXECUTANDO';

/** '120 de 3.000 (4%)' — or just what is done when the total is not known yet. */
export function textoDoProgresso(t: Pick<Tarefa, 'progressoAtual' | 'progressoTotal'>): string {
  const feito = t.progressoAtual.toLocaleString('pt-BR');
  if (!t.progressoTotal) return t.progressoAtual ? `${feito} feito(s)` : '';
  const pct = Math.floor((100 * t.progressoAtual) / t.progressoTotal);
  return `${feito} de ${t.progressoTotal.toLocaleString('pt-BR')} (${pct}%)`;
}

interface Props {
  id: number;
  titulo: string;
  /** what the screen says of the job's result once it is done (counts, per-item results) */
  resultado?: (t: Tarefa) => ReactNode;
  /** called once when the job ends, either way (e.g. to refresh the list it changed) */
  aoTerminar?: (t: Tarefa) => void;
}

/**
 * Follows a background job for whoever asked for it: a bar with the counts while it runs, then what it did, or why it
 * failed. Used by every bulk action (month generation, mass notification, batch PDFs, imports).
 */
export function ProgressoDaTarefa({ id, titulo, resultado, aoTerminar }: Props) {
  const { data: t } = useQuery(tarefaQuery(id));
  const avisado = useRef(false);
  useEffect(() => {
    if (t && !emAndamento(t) && !avisado.current) {
      avisado.current = true;
      aoTerminar?.(t);
    }
  }, [t, aoTerminar]);
  if (!t) {
    return (
      <Stack gap={4} aria-busy="true">
        <Text size="sm">{titulo}</Text>
        <Progress value={0} animated aria-label={titulo} />
      </Stack>
    );
  }
  if (t.status === 'FALHOU') {
    return (
      <Alert color="red" title={`${titulo}: falhou`}>
        <Text size="sm">{t.erro ?? 'A tarefa não terminou.'}</Text>
        <Text size="xs" c="dimmed">
          {textoDoProgresso(t)} {t.tentativas > 1 && `· ${t.tentativas} tentativas`}
        </Text>
      </Alert>
    );
  }
  const pct = t.progressoTotal ? Math.min(100, (100 * t.progressoAtual) / t.progressoTotal) : t.status === 'CONCLUIDA' ? 100 : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{titulo}</Text>
        <Text size="xs" c="dimmed">
          {STATUS_TAREFA_LABEL[t.status]} {textoDoProgresso(t) && `· ${textoDoProgresso(t)}`}
        </Text>
      </Group>
      <Progress
        value={pct}
        animated={emAndamento(t)}
        color={t.status === 'CONCLUIDA' ? 'green' : 'blue'}
        aria-label={titulo}
        aria-valuetext={`${STATUS_TAREFA_LABEL[t.status]} ${textoDoProgresso(t)}`}
      />
      {t.status === 'CONCLUIDA' && resultado?.(t)}
    </Stack>
  );
}
