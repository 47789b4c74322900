import { ActionIcon, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { incluirSetor, type PredioValores, type SetorValores } from './predio-form';
import { SetorModal } from './setor-modal';

type Form = UseFormReturnType<PredioValores>;

/** The messages of one row ('setores.2.capacidade' → its text), from the schema or the server. */
const errosDaLinha = (erros: Form['errors'], i: number) =>
  Object.entries(erros)
    .filter(([campo]) => campo.startsWith(`setores.${i}.`))
    .map(([, mensagem]) => String(mensagem));

/**
 * The building's sectors (cadastros-relatorios §2.7, §4): added and edited here, saved with the building. A sigla
 * already in the list updates that row; a row removed here is deleted when the building is saved.
 */
export function SetoresTabela({ form, podeEditar }: { form: Form; podeEditar: boolean }) {
  // undefined: modal closed; null: adding; a sector: editing it.
  const [editando, setEditando] = useState<SetorValores | null | undefined>(undefined);
  const setores = form.values.setores;

  const salvar = (setor: SetorValores) => {
    form.setFieldValue('setores', incluirSetor(setores, setor).setores);
    // The row's old messages no longer apply to what was just typed.
    form.clearErrors();
    setEditando(undefined);
  };
  const remover = (i: number) => {
    form.removeListItem('setores', i);
    form.clearErrors();
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="Setores">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Setores</Title>
        {podeEditar && (
          <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setEditando(null)}>
            Adicionar setor
          </Button>
        )}
      </Group>
      {setores.length === 0 ? (
        <Text c="dimmed">Nenhum registro encontrado</Text>
      ) : (
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Setores da unidade">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sigla</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Capacidade</Table.Th>
              <Table.Th>Responsável</Table.Th>
              {podeEditar && <Table.Th w={90} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {setores.map((s, i) => {
              const erros = errosDaLinha(form.errors, i);
              return (
                <Table.Tr key={s.sigla}>
                  <Table.Td>{s.sigla}</Table.Td>
                  <Table.Td>
                    {s.nome}
                    {erros.map((m) => (
                      <Text key={m} size="xs" c="red">
                        {m}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{s.capacidade}</Table.Td>
                  <Table.Td>{s.responsavel?.nome ?? ''}</Table.Td>
                  {podeEditar && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={`Editar o setor ${s.sigla}`} onClick={() => setEditando(s)}>
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={`Remover o setor ${s.sigla}`} onClick={() => remover(i)}>
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {podeEditar && (
        <Text size="xs" c="dimmed" mt="xs">
          Os setores são gravados junto com a unidade, ao salvar.
        </Text>
      )}
      <SetorModal opened={editando !== undefined} setor={editando ?? null} setores={setores} onSalvar={salvar} onClose={() => setEditando(undefined)} />
    </Card>
  );
}
