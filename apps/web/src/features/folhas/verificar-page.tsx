import { Alert, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDataHora, perfilAssinanteLabel, statusFolhaLabel, type VerificacaoDaFolha } from '@sgi/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PublicLayout } from '../../components/public-layout';
import { ApiError } from '../../lib/api-client';
import { nomeDoMes } from './meses';
import { verificacaoQuery } from './pdf-api';

/**
 * The public verification of a concluded sheet (issue 13, ADR 052): whoever holds the printed PDF opens
 * /verificar/{codigo} without logging in and sees whose sheet it is, the month, the status and who signed when.
 */
export default function VerificarFolhaPage() {
  const codigo = useParams().codigo ?? '';
  const q = useQuery(verificacaoQuery(codigo));
  return (
    <PublicLayout subtitulo="Verificação de folha de frequência" largura={640}>
      {q.data ? (
        <Confirmacao v={q.data} />
      ) : q.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={q.error instanceof ApiError && q.error.message ? q.error.message : 'Não foi possível verificar o código.'}>
          Confira o código impresso no rodapé da folha ({codigo}) e tente de novo.
        </Alert>
      ) : (
        <Center py="md">
          <Loader aria-label="Verificando o código" />
        </Center>
      )}
    </PublicLayout>
  );
}

function Confirmacao({ v }: { v: VerificacaoDaFolha }) {
  const linhas: [string, string][] = [
    ['Estagiário', v.estagiario.nome],
    ['CPF', v.estagiario.cpf],
    ['Mês', nomeDoMes(v.mes, v.ano)],
    ['Situação', statusFolhaLabel(v.status)],
    ['Código', v.codigo],
  ];
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck size={18} />} title="Folha de frequência autêntica">
        Este código corresponde a uma folha registrada no sistema.
      </Alert>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {linhas.map(([r, valor]) => (
            <Table.Tr key={r}>
              <Table.Th w={110}>{r}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{valor}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        Assinaturas
      </Title>
      {v.assinaturas.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma assinatura.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Assinaturas">
          {v.assinaturas.map((a, i) => (
            <Paper key={i} withBorder p="xs" component="li">
              <Text size="sm" fw={600}>
                {perfilAssinanteLabel(a.perfilAssinante)}
              </Text>
              <Text size="sm">
                {a.nome}, {formatDataHora(a.criadoEm)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
