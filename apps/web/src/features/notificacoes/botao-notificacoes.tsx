import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contagemDeNotificacoesQuery } from './api';

/** The navbar's bell (§2.11: the notifications show their count): how many of the user's notifications there are (ADR 063). */
export function BotaoNotificacoes() {
  const { data: total = 0 } = useQuery(contagemDeNotificacoesQuery());
  const rotulo = total === 0 ? 'Notificações: nenhuma' : total === 1 ? 'Notificações: 1' : `Notificações: ${total}`;
  return (
    <Indicator label={total > 99 ? '99+' : total} size={16} disabled={total === 0} color="red" offset={4}>
      <ActionIcon component={Link} to="/notificacoes" variant="subtle" color="dark" size="lg" aria-label={rotulo}>
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
