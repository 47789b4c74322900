import { Anchor, AppShell, Badge, Box, Button, Center, Group, Loader, Menu, Text } from '@mantine/core';
import { MODULOS } from '@sgi/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { useMe } from '../lib/auth';
import { MenusContext } from '../lib/menus';
import { getModulo } from '../lib/session';
import { MenuDoUsuario } from './menu-do-usuario';
import { menusPara } from './screens';

export const VERSAO = 'v25.09.26';

/** Main layout (cadastros-relatorios §2.19): header with the navbar menus, content, footer with the version. */
export function Shell() {
  const { data: me } = useMe();
  const navigation = useNavigation();
  const modulo = getModulo();
  const moduloLabel = MODULOS.find((m) => m.valor === modulo)?.label;
  const menus = me ? menusPara(me.permissoes, modulo) : [];
  const mostrarNavbar = me?.navbar !== false;
  return (
    <AppShell header={{ height: 56 }} footer={{ height: 32 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit">
              <Group gap={6} wrap="nowrap">
                <Text fw={800} c="green.8" size="lg">
                  SGI
                </Text>
                {moduloLabel && (
                  <Badge variant="light" color="green">
                    {moduloLabel}
                  </Badge>
                )}
              </Group>
            </Anchor>
            {mostrarNavbar && (
              <Group gap={4} component="nav" aria-label="Menu principal" wrap="nowrap">
                {menus.map((m) => (
                  <Menu key={m.grupo} trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start">
                    <Menu.Target>
                      <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={14} />}>
                        {m.grupo}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {m.itens.map((i) => (
                        <Menu.Item key={i.path} component={Link} to={i.path}>
                          {i.label}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                ))}
              </Group>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {navigation.state === 'loading' && <Loader size="xs" aria-label="Carregando página" />}
            {me && <MenuDoUsuario me={me} />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center h="40vh">
              <Loader />
            </Center>
          }
        >
          <Box maw={1400} mx="auto">
            <MenusContext.Provider value={menus}>
              <Outlet />
            </MenusContext.Provider>
          </Box>
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer>
        <Group h="100%" px="md" justify="space-between">
          <Text size="xs" c="dimmed">
            Sistema de Gestão Interna — Defensoria Pública
          </Text>
          <Anchor component={Link} to="/changelog" size="xs">
            {VERSAO}
          </Anchor>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
