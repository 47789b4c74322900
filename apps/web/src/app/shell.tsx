import { Anchor, AppShell, Badge, Box, Burger, Center, Group, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MODULOS } from '@sgi/domain';
import { Suspense } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { useMe } from '../lib/auth';
import { MenusContext } from '../lib/menus';
import { getModulo } from '../lib/session';
import { BotaoNotificacoes } from '../features/notificacoes/botao-notificacoes';
import { MenuDoUsuario } from './menu-do-usuario';
import { BREAKPOINT_MENU, MenuLateral, MenusDoCabecalho } from './menus-do-shell';
import { menusPara } from './screens';

export const VERSAO = 'v25.09.26';

/**
 * Main layout (cadastros-relatorios §2.19): header with the navbar menus, content, footer with the version. Under
 * the `md` breakpoint the menus move to a side menu opened by the burger, so a phone from 360 px reaches every
 * group and the user's menu stays in the header.
 */
export function Shell() {
  const { data: me } = useMe();
  const navigation = useNavigation();
  const [aberto, { toggle, close }] = useDisclosure(false);
  const modulo = getModulo();
  const moduloLabel = MODULOS.find((m) => m.valor === modulo)?.label;
  const menus = me ? menusPara(me.permissoes, modulo) : [];
  const comMenus = me?.navbar !== false && menus.length > 0;
  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 32 }}
      navbar={comMenus ? { width: 280, breakpoint: BREAKPOINT_MENU, collapsed: { mobile: !aberto, desktop: true } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {comMenus && <Burger opened={aberto} onClick={toggle} hiddenFrom={BREAKPOINT_MENU} size="sm" aria-expanded={aberto} aria-label={aberto ? 'Fechar o menu' : 'Abrir o menu'} />}
            <Anchor component={Link} to="/" underline="never" c="inherit" miw={0}>
              <Group gap={6} wrap="nowrap">
                <Text fw={800} c="green.8" size="lg">
                  SGI
                </Text>
                {moduloLabel && (
                  <Badge variant="light" color="green" maw={{ base: 150, xs: 'none' }} title={moduloLabel}>
                    {moduloLabel}
                  </Badge>
                )}
              </Group>
            </Anchor>
            {comMenus && <MenusDoCabecalho menus={menus} />}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {navigation.state === 'loading' && <Loader size="xs" aria-label="Carregando página" />}
            {/* Notifications are a staff user's own (ADR 063); a sheet-link session has none. */}
            {me?.escopo === 'usuario' && <BotaoNotificacoes />}
            {me && <MenuDoUsuario me={me} />}
          </Group>
        </Group>
      </AppShell.Header>
      {comMenus && (
        // Hidden on wide screens (the header has the menus); empty while closed, so nothing in it takes the focus.
        <AppShell.Navbar p="xs" hiddenFrom={BREAKPOINT_MENU} style={{ overflowY: 'auto' }}>
          {aberto && <MenuLateral menus={menus} onEscolher={close} />}
        </AppShell.Navbar>
      )}
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
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
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
