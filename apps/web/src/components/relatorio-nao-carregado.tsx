import { Alert, Button, Stack, Text } from '@mantine/core';
import { MENSAGENS_RELATORIO } from '@sgi/domain';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';

/**
 * A report that could not be read (cadastros-relatorios §8): 'Relatório não carregado. Tente novamente.', why (the
 * server's message, or 'Falha ao buscar relatório'), and Tentar novamente. Every report screen shows the same.
 */
export function RelatorioNaoCarregado({ erro, onTentarDeNovo }: { erro: unknown; onTentarDeNovo: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={MENSAGENS_RELATORIO.naoCarregado} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(erro, MENSAGENS_RELATORIO.falhaAoBuscar)}</Text>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onTentarDeNovo}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}
