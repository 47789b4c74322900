import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { maskCpf, MODULOS } from '@sgi/domain';
import { Link } from 'react-router';
import { useMe } from '../../lib/auth';
import { useMenus } from '../../lib/menus';
import { getModulo } from '../../lib/session';

/** Home: who is logged in, in which module, and the shortcuts the user's papel allows. */
export default function HomePage() {
  const { data: me } = useMe();
  const menus = useMenus();
  const modulo = getModulo();
  if (!me) return null;
  if (me.escopo === 'folha') return <InicioDaFolha cpf={me.cpf} />;
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

/**
 * Where a sheet-link session lands (ADR 006) until the sheet screens exist (issue 13): whose access it is and that
 * the sheets are not in this version yet, instead of 'Página não encontrada'.
 */
function InicioDaFolha({ cpf }: { cpf: string | null }) {
  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>Acesso à folha de frequência</Title>
      {cpf && <Text>Você entrou pelo link de acesso do CPF {maskCpf(cpf)}.</Text>}
      <Text c="dimmed">As folhas de frequência ainda não estão disponíveis nesta versão do SGI.</Text>
      <Button component={Link} to="/logout" variant="default" w="fit-content">
        Sair
      </Button>
    </Stack>
  );
}
