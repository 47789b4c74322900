import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { MODULOS, type Modulo } from '@sgi/domain';
import { IconCalendarCheck, IconChartBar, IconUsersGroup } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMe, usePermissoes } from '../../lib/auth';
import { getToken, setModulo } from '../../lib/session';
import { PublicLayout } from '../../components/public-layout';

const ICONES = { 1: IconUsersGroup, 2: IconChartBar, 3: IconCalendarCheck } as const;

/** Module chooser (acesso-sessao §2): login without a token; a button only for the modules the user may enter. */
export default function ModuloPage() {
  const navigate = useNavigate();
  const me = useMe();
  const { modulos } = usePermissoes();
  if (!getToken()) return <Navigate to="/login" replace />;
  if (me.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Carregando" />
      </Center>
    );
  }
  if (me.isError) return <Navigate to="/login" replace />;

  const escolher = (m: Modulo) => {
    setModulo(m);
    navigate('/', { replace: true });
  };
  return (
    <PublicLayout subtitulo="Escolha o módulo">
      <Stack gap="sm">
        {me.data.nome && <Text size="sm">Olá, {me.data.nome}.</Text>}
        {MODULOS.filter((m) => modulos.includes(m.valor)).map((m) => {
          const Icone = ICONES[m.valor];
          return (
            <Button key={m.valor} size="md" variant="light" justify="flex-start" leftSection={<Icone size={20} />} onClick={() => escolher(m.valor)}>
              {m.label}
            </Button>
          );
        })}
        {modulos.length === 0 && (
          <Text c="dimmed" size="sm" role="status">
            Seu papel não dá acesso a nenhum módulo. Procure a administração do sistema.
          </Text>
        )}
        <Button component={Link} to="/logout" variant="subtle" color="gray">
          Sair
        </Button>
      </Stack>
    </PublicLayout>
  );
}
