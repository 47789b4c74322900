import { Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatData, formatDataHora, MENSAGENS_TABELA_VAZIA } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { RelatorioNaoCarregado } from '../../components/relatorio-nao-carregado';
import { tabelaPublicaQuery } from './api';
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
            <RelatorioNaoCarregado erro={consulta.error} onTentarDeNovo={() => void consulta.refetch()} />
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
