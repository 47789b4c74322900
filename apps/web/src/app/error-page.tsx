import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './not-found-page';

/** Shown when a route fails to load or render (e.g. a chunk missing after a new deploy). */
export default function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detalhe = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={560}>
        <Title order={2}>Algo deu errado ao abrir esta página</Title>
        <Text c="dimmed" ta="center">
          Recarregue a página. Se o problema continuar, informe a equipe de sistemas com o detalhe abaixo.
        </Text>
        <Code block>{detalhe}</Code>
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
      </Stack>
    </Center>
  );
}
