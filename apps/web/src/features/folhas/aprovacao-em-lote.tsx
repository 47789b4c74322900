import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { APROVACAO_EM_LOTE_MAX, resultadoAprovacaoSchema, STATUS_FOLHA, type Tarefa } from '@sgi/domain';
import { IconChecks } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { DataTableColumn } from '../../components/data-table';
import { ProgressoDaTarefa } from '../../components/progresso-tarefa';
import { notify } from '../../lib/notify';
import { isSemFolha, useAprovarEmLote, useRecarregarFolhas, type LinhaDasFolhas } from './api';

const aguardaRevisao = (l: LinhaDasFolhas) => !isSemFolha(l) && l.status === STATUS_FOLHA.AguardandoRevisao;

/** The selection of the sheets awaiting review on the list (issue 13 "Bulk approval"), kept across pages. */
export function useSelecaoParaAprovar() {
  const [ids, setIds] = useState<number[]>([]);
  const alternar = (id: number, marcar: boolean) => setIds((atual) => (marcar ? [...new Set([...atual, id])] : atual.filter((x) => x !== id)));
  const coluna: DataTableColumn<LinhaDasFolhas> = {
    accessor: 'selecionar',
    title: 'Aprovar',
    action: true,
    width: 70,
    textAlign: 'center',
    render: (l) =>
      aguardaRevisao(l) && !isSemFolha(l) ? (
        <Checkbox
          aria-label={`Selecionar a folha de ${l.estagiario.nome} para aprovar`}
          checked={ids.includes(l.id)}
          onChange={(e) => alternar(l.id, e.currentTarget.checked)}
        />
      ) : null,
  };
  /** marks every sheet awaiting review among these rows (the page shown) */
  const marcarPagina = (linhas: LinhaDasFolhas[]) => setIds((atual) => [...new Set([...atual, ...linhas.filter(aguardaRevisao).map((l) => (l as { id: number }).id)])]);
  return { ids, coluna, marcarPagina, limpar: () => setIds([]) };
}

interface Props {
  ids: number[];
  /** the sheets awaiting review on the page shown, for 'Selecionar a página' */
  naPagina: number;
  onMarcarPagina: () => void;
  onLimpar: () => void;
}

/** The toolbar action and its modal: confirm, follow the job, then each refused sheet with the reason. */
export function AprovacaoEmLote({ ids, naPagina, onMarcarPagina, onLimpar }: Props) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      {naPagina > 0 && (
        <Button size="xs" variant="default" onClick={onMarcarPagina}>
          Selecionar as aguardando revisão da página
        </Button>
      )}
      {ids.length > 0 && (
        <Button size="xs" color="green" leftSection={<IconChecks size={16} />} onClick={() => setAberto(true)}>
          Aprovar selecionadas ({ids.length})
        </Button>
      )}
      {aberto && (
        <AprovacaoModal
          ids={ids}
          onClose={(terminou) => {
            setAberto(false);
            if (terminou) onLimpar();
          }}
        />
      )}
    </>
  );
}

function AprovacaoModal({ ids, onClose }: { ids: number[]; onClose: (terminou: boolean) => void }) {
  const aprovar = useAprovarEmLote();
  const recarregar = useRecarregarFolhas();
  const [tarefa, setTarefa] = useState<number | null>(null);
  const demais = ids.length > APROVACAO_EM_LOTE_MAX;
  const aoTerminar = useCallback(
    (t: Tarefa) => {
      void recarregar();
      const r = resultadoAprovacaoSchema.safeParse(t.resultado);
      if (t.status === 'CONCLUIDA' && r.success) notify.sucesso(`${r.data.aprovadas} folha(s) aprovada(s).`);
    },
    [recarregar],
  );
  return (
    <Modal opened onClose={() => onClose(tarefa !== null)} title="Aprovar folhas em lote" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {ids.length} folha(s) selecionada(s). Cada uma é aprovada e concluída como no botão Aprovar da folha; uma que não estiver mais aguardando
          revisão é recusada, com o motivo.
        </Text>
        {demais && (
          <Text size="sm" c="red" role="alert">
            Selecione no máximo {APROVACAO_EM_LOTE_MAX} folhas por vez.
          </Text>
        )}
        {tarefa !== null && <ProgressoDaTarefa id={tarefa} titulo="Aprovação das folhas" aoTerminar={aoTerminar} resultado={ResultadoDaAprovacao} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(tarefa !== null)}>
            {tarefa === null ? 'Cancelar' : 'Fechar'}
          </Button>
          <Button color="green" loading={aprovar.isPending} disabled={tarefa !== null || demais} onClick={() => aprovar.mutate(ids, { onSuccess: (r) => setTarefa(r.tarefa) })}>
            Aprovar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ResultadoDaAprovacao(t: Tarefa) {
  const r = resultadoAprovacaoSchema.safeParse(t.resultado);
  if (!r.success) return null;
  const recusadas = r.data.itens.filter((i) => !i.aprovada);
  return (
    <Stack gap={4} aria-label="Resultado da aprovação">
      <Text size="sm">Aprovadas: {r.data.aprovadas}</Text>
      <Text size="sm">Recusadas: {r.data.recusadas}</Text>
      {recusadas.length > 0 && (
        <List size="xs" spacing={2} mah={200} style={{ overflowY: 'auto' }}>
          {recusadas.map((i) => (
            <List.Item key={i.id}>
              {i.nome ?? `Folha ${i.id}`}: {i.motivo}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
