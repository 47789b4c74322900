import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MODULOS } from '@sgi/domain';
import { Link, Navigate } from 'react-router';
import { useMe } from '../../lib/auth';
import { useMenus } from '../../lib/menus';
import { getModulo } from '../../lib/session';

/** Home: who is logged in, in which module, and the shortcuts the user's papel allows. */
export default function HomePage() {
  const { data: me } = useMe();
  const menus = useMenus();
  const modulo = getModulo();
  if (!me) return null;
  // A sheet-link session has only the sheets (acesso-sessao §2): its home is the sheet list.
  if (me.escopo === 'folha') return <Navigate to="/folha-frequencia" replace />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Olá, {me.nome ?? me.username}.</Title>
        <Text c="dimmed">
          Módulo {MODULOS.find((m) => m.valor === modulo)?.label}.{' '}
          <Anchor component={Link} to="/modulos">
            Trocar de módulo
          </Anchor>
        </Text>
      </div>
      {menus.length === 0 ? (
        <Text c="dimmed">Nenhum item de menu disponível para o seu papel neste módulo.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {menus.map((m) => (
            <Card key={m.grupo} withBorder padding="md">
              <Text fw={600} mb="xs">
                {m.grupo}
              </Text>
              <Group gap="xs">
                {m.itens.map((i) => (
                  <Anchor key={i.path} component={Link} to={i.path} size="sm">
                    {i.label}
                  </Anchor>
                ))}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
