import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Title order={2}>Página não encontrada</Title>
        <Text c="dimmed">O endereço não existe ou você não tem acesso a ele.</Text>
        <Button component={Link} to="/">
          Voltar para o início
        </Button>
      </Stack>
    </Center>
  );
}
