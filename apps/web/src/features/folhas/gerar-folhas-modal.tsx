import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { resultadoGeracaoSchema, type ResultadoDaGeracao, type Tarefa } from '@sgi/domain';
import { useCallback, useState } from 'react';
import { ProgressoDaTarefa } from '../../components/progresso-tarefa';
import { notify } from '../../lib/notify';
import { useGerarFolhas, useRecarregarFolhas, useSimularGeracao } from './api';
import { nomeDoMes } from './meses';

type Simulacao = Pick<ResultadoDaGeracao, 'criadas' | 'existentes' | 'recusadas'>;

/**
 * Create-all (issue 13 "Generation"): 'Simular' first lists what would be created, skipped and refused, nothing
 * written; 'Gerar' then queues the job, followed by its progress, and ends with 'N folhas de frequência geradas.'.
 */
export function GerarFolhasModal({ ano, mes, onClose }: { ano: number; mes: number; onClose: () => void }) {
  const simular = useSimularGeracao();
  const gerar = useGerarFolhas();
  const recarregar = useRecarregarFolhas();
  const [tarefa, setTarefa] = useState<number | null>(null);
  const aoTerminar = useCallback(
    (t: Tarefa) => {
      void recarregar();
      const r = resultadoGeracaoSchema.safeParse(t.resultado);
      if (t.status === 'CONCLUIDA' && r.success) notify.sucesso(`${r.data.criadas.length} folhas de frequência geradas.`);
    },
    [recarregar],
  );
  const sim: Simulacao | undefined = simular.data;

  return (
    <Modal opened onClose={onClose} title={`Gerar as folhas de ${nomeDoMes(mes, ano)}`} size="lg">
      <Stack gap="sm">
        <Text size="sm">Uma folha para cada estágio ativo no mês com lotação vigente. Folhas que já existem não são recriadas.</Text>
        {sim && (
          <Stack gap={4} aria-label="Resultado da simulação">
            <Text size="sm">Serão criadas: {sim.criadas.length}</Text>
            <Text size="sm">Já existentes: {sim.existentes.length}</Text>
            <Text size="sm">Recusadas: {sim.recusadas.length}</Text>
            {sim.recusadas.length > 0 && (
              <List size="xs" spacing={2} mah={200} style={{ overflowY: 'auto' }}>
                {sim.recusadas.map((r) => (
                  <List.Item key={r.estagioId}>
                    {r.nome}: {r.motivo}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
        {tarefa !== null && <ProgressoDaTarefa id={tarefa} titulo="Geração das folhas" aoTerminar={aoTerminar} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tarefa === null ? 'Cancelar' : 'Fechar'}
          </Button>
          <Button variant="light" loading={simular.isPending} disabled={tarefa !== null} onClick={() => simular.mutate({ ano, mes })}>
            Simular
          </Button>
          <Button
            loading={gerar.isPending}
            disabled={!sim || tarefa !== null}
            onClick={() => gerar.mutate({ ano, mes }, { onSuccess: (r) => setTarefa(r.tarefa) })}
          >
            Gerar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
