import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Frame of the public screens (login, recovery, token, the sheet's verification): centred card under the system's
 * title; `largura` for a card that shows a record (the verification) rather than a short form.
 */
export function PublicLayout({ subtitulo, largura = 420, children }: { subtitulo?: string; largura?: number; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w="100%" maw={largura} gap="md">
        <Stack gap={2} align="center">
          <Title order={1} size="h2" ta="center" c="green.9">
            Sistema de Gestão Interna
          </Title>
          <Text c="dimmed" size="sm">
            Defensoria Pública
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          {subtitulo && (
            <Title order={2} size="h4" mb="md">
              {subtitulo}
            </Title>
          )}
          {children}
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          v25.09.26
        </Text>
      </Stack>
    </Center>
  );
}
