import { Button, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FOLHA, isFolhaNotificavel } from '@sgi/domain';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { notificarFolha, todasAsFolhas, useRecarregarFolhas, type FiltrosDasFolhas } from './api';

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Mass notification (acesso-sessao §8, §9; issue 13): every sheet of the filter still em preenchimento or a corrigir,
 * in batches of 20 with a 1 s pause, a progress bar while it runs, then how many went and how many failed.
 */
export function NotificacaoEmMassa({ filtros }: { filtros: FiltrosDasFolhas }) {
  const [progresso, setProgresso] = useState<{ feitas: number; total: number } | null>(null);
  const recarregar = useRecarregarFolhas();

  async function enviar(ids: number[]) {
    let enviadas = 0;
    let falhas = 0;
    setProgresso({ feitas: 0, total: ids.length });
    try {
      for (let i = 0; i < ids.length; i += FOLHA.notificacoesPorLote) {
        if (i > 0) await pausa(FOLHA.pausaEntreLotesMs);
        const lote = await Promise.allSettled(ids.slice(i, i + FOLHA.notificacoesPorLote).map(notificarFolha));
        enviadas += lote.filter((r) => r.status === 'fulfilled').length;
        falhas += lote.filter((r) => r.status === 'rejected').length;
        setProgresso({ feitas: enviadas + falhas, total: ids.length });
      }
      if (enviadas) notify.sucesso(`${enviadas} notificação(ões) enviada(s) com sucesso`);
      if (falhas) notify.erro(`${falhas} notificação(ões) falharam`);
    } catch {
      notify.erro('Erro ao processar notificações em massa');
    } finally {
      setProgresso(null);
      void recarregar();
    }
  }

  async function preparar() {
    let ids: number[];
    try {
      ids = (await todasAsFolhas(filtros)).filter((f) => isFolhaNotificavel(f.status)).map((f) => f.id);
    } catch {
      return notify.erro('Erro ao carregar notificações');
    }
    if (ids.length === 0) return notify.info('Nenhuma folha em preenchimento ou a corrigir para notificar.');
    modals.openConfirmModal({
      title: 'Notificar em massa',
      children: <Text size="sm">Notificar os estagiários de {ids.length} folha(s) em preenchimento ou a corrigir?</Text>,
      labels: { confirm: 'Confirmar', cancel: 'Cancelar' },
      onConfirm: () => void enviar(ids),
    });
  }

  // While it runs the bar takes the button's place, at the button's height: the toolbar does not jump.
  if (progresso) {
    return (
      <Stack gap={2} w={180} h={30} justify="center">
        <Text size="xs">
          Notificando {progresso.feitas} de {progresso.total}
        </Text>
        <Progress value={(100 * progresso.feitas) / progresso.total} animated aria-label="Notificações enviadas" aria-valuetext={`${progresso.feitas} de ${progresso.total}`} />
      </Stack>
    );
  }
  return (
    <Button size="xs" variant="default" leftSection={<IconBellRinging size={16} />} onClick={preparar}>
      Notificar em massa
    </Button>
  );
}
