import { Button, Group, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconSwitchHorizontal, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Me } from '../lib/auth';
import type { MenuDoUsuario } from '../lib/menus';

/** The breakpoint under which the menus leave the header for the side menu opened by the burger. */
export const BREAKPOINT_MENU = 'md';

/** Wide screens: one dropdown per group in the header (cadastros-relatorios §2.19). */
export function MenusDoCabecalho({ menus }: { menus: MenuDoUsuario[] }) {
  return (
    <Group gap={4} component="nav" aria-label="Menu principal" wrap="nowrap" visibleFrom={BREAKPOINT_MENU}>
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
  );
}

/** A group of the side menu: a button that shows or hides its items (the group of the current page starts open). */
function GrupoLateral({ menu, pathname, onEscolher }: { menu: MenuDoUsuario; pathname: string; onEscolher: () => void }) {
  const [aberto, setAberto] = useState(() => menu.itens.some((i) => i.path === pathname));
  return (
    <NavLink component="button" type="button" label={menu.grupo} opened={aberto} onChange={setAberto} aria-expanded={aberto} childrenOffset="md">
      {menu.itens.map((i) => (
        <NavLink key={i.path} component={Link} to={i.path} label={i.label} active={i.path === pathname} onClick={onEscolher} />
      ))}
    </NavLink>
  );
}

/** Narrow screens (phones from 360 px): the same groups as a list in the side menu; choosing an item closes it. */
export function MenuLateral({ menus, onEscolher }: { menus: MenuDoUsuario[]; onEscolher: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menu principal">
      {menus.map((m) => (
        <GrupoLateral key={m.grupo} menu={m} pathname={pathname} onEscolher={onEscolher} />
      ))}
    </nav>
  );
}

/** The user's menu, top right: the name on wide screens, only the icon on phones. */
export function MenuDoUsuarioLogado({ me }: { me: Me }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <UnstyledButton aria-label="Menu do usuário">
          <Group gap={6} wrap="nowrap">
            <IconUserCircle size={22} />
            <Text size="sm" visibleFrom="sm">
              {me.nome ?? me.username}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {me.escopo === 'usuario' && (
          <>
            <Menu.Item component={Link} to="/modulos" leftSection={<IconSwitchHorizontal size={16} />}>
              Trocar de módulo
            </Menu.Item>
            <Menu.Item component={Link} to="/alterar-senha" leftSection={<IconKey size={16} />}>
              Alterar senha
            </Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />} color="red">
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
