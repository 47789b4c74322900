import { Button, Group, Menu, NavLink } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuDoUsuario } from '../lib/menus';

/** The breakpoint under which the menus leave the header for the side menu opened by the burger. */
export const BREAKPOINT_MENU = 'md';

/**
 * Wide screens: one dropdown per group in the header (cadastros-relatorios §2.19). Choosing an item makes the menus
 * anew, closed, so the one it was chosen from does not stay open over the new page under the pointer (its hover
 * opened it again as it closed). They are not made anew when the path changes: the new page shows once its chunk and
 * data arrive, and a menu opened in the meantime would shut under the person's pointer.
 */
export function MenusDoCabecalho({ menus }: { menus: MenuDoUsuario[] }) {
  const [escolhas, setEscolhas] = useState(0);
  const escolheu = () => setEscolhas((n) => n + 1);
  return (
    <Group gap={4} component="nav" aria-label="Menu principal" wrap="nowrap" visibleFrom={BREAKPOINT_MENU}>
      {menus.map((m) => (
        <Menu key={`${m.grupo} ${escolhas}`} trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start">
          <Menu.Target>
            <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={14} />}>
              {m.grupo}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {m.itens.map((i) => (
              <Menu.Item key={i.path} component={Link} to={i.path} onClick={escolheu}>
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

