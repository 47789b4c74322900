import { Center, Checkbox, Stack, Table, Text } from '@mantine/core';
import { ACAO_LABEL, ACOES, PERMISSOES, RECURSO_LABEL, RECURSOS } from '@sgi/domain';

const POR_RECURSO = RECURSOS.map((recurso) => ({
  recurso,
  permissoes: ACOES.map((acao) => PERMISSOES.find((p) => p.recurso === recurso && p.acao === acao)!),
}));
const AVULSAS = PERMISSOES.filter((p) => p.recurso === null);

interface PermissoesGridProps {
  /** ids of the checked permissions */
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  /**
   * The permissions the signed-in user holds: the others are locked, as only who holds a permission may put it in a
   * papel or take it out (ADR 026). Absent: nothing locked.
   */
  possui?: readonly string[] | undefined;
  error?: string;
}

/** The permission checklist of a papel: one row per register, one column per action, then the single ones. */
export function PermissoesGrid({ value, onChange, disabled, possui, error }: PermissoesGridProps) {
  const marcadas = new Set(value);
  const travadas = new Set(possui ? PERMISSOES.filter((p) => !possui.includes(p.nome)).map((p) => p.id) : []);
  const alternar = (ids: number[], marcar: boolean) => {
    const s = new Set(value);
    for (const id of ids.filter((i) => !travadas.has(i))) {
      if (marcar) s.add(id);
      else s.delete(id);
    }
    onChange([...s].sort((a, b) => a - b));
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Para ver os itens de menu, o papel precisa das permissões de leitura (Visualizar) e de listagem (Listar) do cadastro.
      </Text>
      {!disabled && travadas.size > 0 && (
        <Text size="sm" c="dimmed">
          As permissões que você não possui aparecem travadas: só quem as possui pode incluí-las em um papel ou retirá-las.
        </Text>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder withColumnBorders striped highlightOnHover verticalSpacing={4} aria-label="Permissões por cadastro">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Cadastro</Table.Th>
              {ACOES.map((a) => (
                <Table.Th key={a} ta="center">
                  {ACAO_LABEL[a]}
                </Table.Th>
              ))}
              <Table.Th ta="center">Marcar todas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {POR_RECURSO.map(({ recurso, permissoes }) => {
              const ids = permissoes.map((p) => p.id);
              const n = ids.filter((id) => marcadas.has(id)).length;
              // 'Marcar todas' changes only what the user may change; with nothing changeable it is locked too.
              const livres = ids.filter((id) => !travadas.has(id));
              const nLivres = livres.filter((id) => marcadas.has(id)).length;
              return (
                <Table.Tr key={recurso}>
                  <Table.Td>{RECURSO_LABEL[recurso]}</Table.Td>
                  {permissoes.map((p) => (
                    <Table.Td key={p.id}>
                      <Center>
                        <Checkbox
                          aria-label={p.label}
                          checked={marcadas.has(p.id)}
                          disabled={disabled || travadas.has(p.id)}
                          onChange={(e) => alternar([p.id], e.currentTarget.checked)}
                        />
                      </Center>
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Center>
                      <Checkbox
                        aria-label={`Marcar todas: ${RECURSO_LABEL[recurso]}`}
                        checked={n === ids.length}
                        indeterminate={n > 0 && n < ids.length}
                        disabled={disabled || livres.length === 0}
                        // A partly checked row becomes fully checked; a full row is cleared.
                        onChange={() => alternar(livres, nLivres < livres.length)}
                      />
                    </Center>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={6} role="group" aria-label="Permissões especiais">
        <Text fw={500} size="sm">
          Permissões especiais
        </Text>
        {AVULSAS.map((p) => (
          <Checkbox
            key={p.id}
            label={p.label}
            checked={marcadas.has(p.id)}
            disabled={disabled || travadas.has(p.id)}
            onChange={(e) => alternar([p.id], e.currentTarget.checked)}
          />
        ))}
      </Stack>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
