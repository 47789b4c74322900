import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconHelp, IconKey, IconLogout, IconLogout2, IconSwitchHorizontal, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { PedidoDeSaida } from '../features/auth/logout-page';
import type { Me } from '../lib/auth';
import { useAjudaUrl } from '../lib/sistema-info';

/**
 * The user menu of the header: module switch and own password for staff, Ajuda (the wiki of HELP_URL, in a new tab,
 * only when set: ADR 034), and the two ways out (ADR 001): "Sair" ends this session, "Sair de todas as sessões"
 * (after a confirmation) every session of the user.
 */
export function MenuDoUsuario({ me }: { me: Me }) {
  const navigate = useNavigate();
  const ajuda = useAjudaUrl();
  const sairDeTodas = () =>
    modals.openConfirmModal({
      title: 'Sair de todas as sessões',
      children: (
        <Text size="sm">
          Todas as sessões abertas com o seu usuário serão encerradas, neste e em outros computadores e navegadores. Será
          preciso entrar de novo em cada um deles.
        </Text>
      ),
      labels: { confirm: 'Sair de todas', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
      onConfirm: () => navigate('/logout', { state: { todas: true } satisfies PedidoDeSaida }),
    });
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
        {ajuda && (
          <Menu.Item component="a" href={ajuda} target="_blank" rel="noopener noreferrer" leftSection={<IconHelp size={16} />}>
            Ajuda
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />} color="red">
          Sair
        </Menu.Item>
        {me.escopo === 'usuario' && (
          <Menu.Item leftSection={<IconLogout2 size={16} />} color="red" onClick={sairDeTodas}>
            Sair de todas as sessões
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
