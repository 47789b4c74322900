import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatData, formatDataHora, MENSAGENS_TABELA_VAZIA } from '@sgi/domain';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { NAO_CARREGADO, tabelaPublicaQuery } from './api';
import { TabelaPublicaView } from './tabela-view';

/**
 * The public assignment table (/relatorios/lotacoes/publico; §2.19, ADR 075): outside the main layout and without
 * login, today's layout 1 with names, offices and marks only, and when it was produced.
 */
export default function TabelaPublicaPage() {
  const consulta = useQuery(tabelaPublicaQuery());
  const t = consulta.data;
  return (
    <Container size="lg" py="md" px="sm">
      <Stack gap="md">
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            Defensoria Pública
          </Text>
          <Title order={1} size="h2" c="green.9">
            Tabela de Lotação
          </Title>
          {t && (
            <Group gap="md">
              <Text size="sm">
                Data: <strong>{formatData(t.data)}</strong>
              </Text>
              <Text size="xs" c="dimmed">
                Gerada em {formatDataHora(t.geradoEm)}
              </Text>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            [T] Titularidade · [S] Substituição · [A] Acumulação · [C] Designação
          </Text>
        </Stack>
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          {consulta.isError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title={NAO_CARREGADO}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(consulta.error)}</Text>
                <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => void consulta.refetch()}>
                  Tentar novamente
                </Button>
              </Stack>
            </Alert>
          ) : !t ? (
            <Center py="xl">
              <Group gap="sm">
                <Loader size="sm" />
                <Text c="dimmed">{MENSAGENS_TABELA_VAZIA.carregando}</Text>
              </Group>
            </Center>
          ) : t.comarcas.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {MENSAGENS_TABELA_VAZIA.semDados}
            </Text>
          ) : (
            <TabelaPublicaView tabela={t} />
          )}
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          v25.09.26
        </Text>
      </Stack>
    </Container>
  );
}
