import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotAuthorizedPage() {
  return (
    <Center mih="80vh">
      <Stack align="center" gap="sm">
        <Title order={2}>Acesso não autorizado</Title>
        <Text c="dimmed">Esta página não pertence ao módulo escolhido.</Text>
        <Group>
          <Button component={Link} to="/modulos" variant="default">
            Trocar de módulo
          </Button>
          <Button component={Link} to="/">
            Voltar para o início
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
