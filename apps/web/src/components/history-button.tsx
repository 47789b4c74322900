import { Button, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ACAO_HISTORICO_LABEL, formatDataHora, HISTORICO_DATA_FINAL_PADRAO, HISTORICO_DATA_INICIAL_PADRAO, type RegistroHistorico } from '@sgi/domain';
import { IconHistory } from '@tabler/icons-react';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { historyDiffLines } from './history-diff';

/** A history row as the API answers it (the domain's registroHistoricoSchema). */
export type HistoryEntry = RegistroHistorico;

export const recordHistoryQuery = (tabela: string, registro: string) =>
  queryOptions({
    queryKey: ['historico', 'registro', tabela, registro],
    queryFn: () =>
      api<HistoryEntry[]>('historico', {
        query: { tabela, registro, data_inicial: HISTORICO_DATA_INICIAL_PADRAO, data_final: HISTORICO_DATA_FINAL_PADRAO },
      }),
    // Opened right after a save: always ask again rather than show the history from before it.
    staleTime: 0,
    meta: { erro: 'Falha ao buscar histórico.' },
  });

/** One record of a table; a form whose record spans two tables (usuario + pessoa) passes both. */
export interface HistorySource {
  tabela: string;
  registro: string | number;
}

/** The changes of the records, oldest first; `desde` (ISO) keeps only those made after it. */
export function HistoryTable({ fontes, desde }: { fontes: HistorySource[]; desde?: string | null }) {
  const resultados = useQueries({ queries: fontes.map((f) => recordHistoryQuery(f.tabela, String(f.registro))) });
  const isPending = resultados.some((r) => r.isPending);
  const data = resultados
    .flatMap((r) => r.data ?? [])
    .filter((h) => !desde || h.criadoEm > desde)
    .sort((a, b) => a.criadoEm.localeCompare(b.criadoEm) || a.id - b.id);
  if (isPending) {
    return (
      <Center mih={120}>
        <Loader aria-label="Carregando histórico" />
      </Center>
    );
  }
  // A failed call already showed its toast; like every list, it then shows as empty (cadastros-relatorios §8).
  if (!data.length) return <Text c="dimmed">Nenhum registro encontrado</Text>;
  return (
    <Table striped withTableBorder verticalSpacing="xs" aria-label="Histórico do registro">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ação</Table.Th>
          <Table.Th>Data</Table.Th>
          <Table.Th>Usuário</Table.Th>
          <Table.Th>Campos alterados</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((h) => (
          <Table.Tr key={h.id}>
            <Table.Td>{ACAO_HISTORICO_LABEL[h.acao] ?? h.acao}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDataHora(h.criadoEm)}</Table.Td>
            <Table.Td>{h.criadoPor?.username ?? 'Sistema'}</Table.Td>
            <Table.Td>
              <Stack gap={0}>
                {historyDiffLines(h).map((linha) => (
                  <Text key={linha} size="sm" style={{ wordBreak: 'break-word' }}>
                    {linha}
                  </Text>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The Histórico button of every form (acesso-sessao §1): the record's changes, oldest first, in a modal. */
export function HistoryButton({ tabela, registro, relacionados = [] }: HistorySource & { relacionados?: HistorySource[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={open}>
        Histórico
      </Button>
      <Modal opened={opened} onClose={close} title="Histórico" size="xl">
        {opened && <HistoryTable fontes={[{ tabela, registro }, ...relacionados]} />}
      </Modal>
    </>
  );
}
