import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { dataDeAquisicao, dataIsoLocal, formatData, tipoAcaoLabel } from '@sgi/domain';
import { IconPencil } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { gruposVisiveis, type GrupoDeAcoes } from './acoes-agrupadas';

const dias = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

function tituloDoGrupo(g: GrupoDeAcoes): string {
  if (g.periodo) return `Período aquisitivo ${formatData(g.periodo.inicio)} a ${formatData(g.periodo.fim)}`;
  if (g.ano !== null) return String(g.ano);
  return 'Fora dos períodos aquisitivos do(a) defensor(a)';
}

/** A period still running (its leave may not begin yet, rules 3 and 5 of ADR 061) or not begun. */
function estadoDoPeriodo(g: GrupoDeAcoes, hoje: string): string | null {
  if (!g.periodo) return null;
  if (g.periodo.inicio > hoje) return 'a iniciar';
  return dataDeAquisicao(g.periodo) > hoje ? 'em aquisição' : null;
}

function SaldoDoGrupo({ g }: { g: GrupoDeAcoes }) {
  const estado = estadoDoPeriodo(g, dataIsoLocal());
  if (g.restantes === null) return <Badge variant="light" color="gray">{`${dias(g.usados)} ${g.usados === 1 ? 'lançado' : 'lançados'}`}</Badge>;
  return (
    <Group gap={6}>
      {estado && (
        <Badge variant="outline" color="gray">
          {estado}
        </Badge>
      )}
      <Badge variant="light" color="blue">{`${dias(g.usados)} ${g.usados === 1 ? 'usado' : 'usados'}`}</Badge>
      <Badge variant="light" color={g.restantes > 0 ? 'green' : 'gray'}>{`${dias(g.restantes)} ${g.restantes === 1 ? 'restante' : 'restantes'}`}</Badge>
    </Group>
  );
}

const rotuloEditar = (a: GrupoDeAcoes['acoes'][number]) => `Editar ${tipoAcaoLabel(a.tipo)} de ${formatData(a.data_inicial)} a ${formatData(a.data_final)}`;

function EditarAcao({ a }: { a: GrupoDeAcoes['acoes'][number] }) {
  return (
    <ActionIcon component={Link} to={`/acoes/edit/${a.id}`} variant="subtle" aria-label={rotuloEditar(a)}>
      <IconPencil size={18} />
    </ActionIcon>
  );
}

/** On a phone each action is two lines (dates and days, then the note) instead of a table wider than the screen. */
function ListaCompacta({ g }: { g: GrupoDeAcoes }) {
  return (
    <Stack gap={6}>
      {g.acoes.map((a) => (
        <Group key={a.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div>
            <Text size="sm">
              {formatData(a.data_inicial)} a {formatData(a.data_final)} · {dias(a.dias)}
            </Text>
            {a.motivo && (
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                {a.motivo}
              </Text>
            )}
          </div>
          <EditarAcao a={a} />
        </Group>
      ))}
    </Stack>
  );
}

/** One group's actions: início, fim, dias, anotação and Editar (§2.11; the form opens read-only without PERIODO_UPDATE). */
function TabelaDoGrupo({ g }: { g: GrupoDeAcoes }) {
  const titulo = tituloDoGrupo(g);
  const celular = useMediaQuery('(max-width: 36em)');
  return (
    <Paper withBorder p="sm" component="section" aria-label={titulo}>
      <Group justify="space-between" gap="xs" mb={g.acoes.length ? 'xs' : 0}>
        <Text fw={600} size="sm">
          {titulo}
        </Text>
        <SaldoDoGrupo g={g} />
      </Group>
      {g.acoes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma ação neste período.
        </Text>
      ) : celular ? (
        <ListaCompacta g={g} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing={4} aria-label={`Ações: ${titulo}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>Início</Table.Th>
                <Table.Th w={110}>Fim</Table.Th>
                <Table.Th w={60} ta="right">
                  Dias
                </Table.Th>
                <Table.Th>Anotação</Table.Th>
                <Table.Th w={70} ta="center">
                  Editar
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {g.acoes.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{formatData(a.data_inicial)}</Table.Td>
                  <Table.Td>{formatData(a.data_final)}</Table.Td>
                  <Table.Td ta="right">{a.dias}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{a.motivo}</Table.Td>
                  <Table.Td ta="center">
                    <EditarAcao a={a} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** The content of a type's accordion: its groups, the older empty periods behind 'Mostrar todos os períodos'. */
export function AcoesDoTipo({ grupos }: { grupos: GrupoDeAcoes[] }) {
  const [todos, setTodos] = useState(false);
  if (grupos.length === 0) return <Text c="dimmed">Nenhum registro encontrado</Text>;
  const recentes = gruposVisiveis(grupos, false, dataIsoLocal());
  const ocultos = grupos.length - recentes.length;
  return (
    <Stack gap="sm">
      {(todos ? grupos : recentes).map((g) => (
        <TabelaDoGrupo key={g.chave} g={g} />
      ))}
      {ocultos > 0 && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setTodos((t) => !t)}>
            {todos ? 'Mostrar só os períodos recentes e os com ações' : `Mostrar todos os períodos (mais ${ocultos})`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
