import { Button, Center, Checkbox, Fieldset, Group, Input, Loader, ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { incluiSemAcento, compararPtBr } from '@sgi/domain';
import type { DefensoriaOpcao } from './api';

interface Grupo {
  id: number;
  comarca: string;
  defensorias: DefensoriaOpcao[];
}

/** The defensorias matching the search (by its name or its comarca's), grouped by comarca in alphabetical order. */
export function agruparPorComarca(defensorias: readonly DefensoriaOpcao[], busca: string): Grupo[] {
  const grupos = new Map<number, Grupo>();
  for (const d of defensorias) {
    if (!incluiSemAcento(d.nome, busca) && !incluiSemAcento(d.comarca.nome, busca)) continue;
    const g = grupos.get(d.comarca.id) ?? { id: d.comarca.id, comarca: d.comarca.nome, defensorias: [] };
    g.defensorias.push(d);
    grupos.set(d.comarca.id, g);
  }
  return [...grupos.values()].sort((a, b) => compararPtBr(a.comarca, b.comarca));
}

interface Props {
  defensorias: readonly DefensoriaOpcao[];
  carregando: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The holiday's defensorias (cadastros-relatorios §2.13): grouped by comarca, with a search; Marcar Todos and
 * Desmarcar Todos act on the defensorias the search shows, so 'lagarto' + Marcar Todos marks that comarca's ones.
 */
export function DefensoriasChecklist({ defensorias, carregando, value, onChange, error, disabled }: Props) {
  const [busca, setBusca] = useState('');
  const grupos = agruparPorComarca(defensorias, busca);
  const visiveis = grupos.flatMap((g) => g.defensorias.map((d) => d.id));
  const marcadas = new Set(value);
  const alternar = (id: number, marcar: boolean) => onChange(marcar ? [...value, id] : value.filter((v) => v !== id));

  return (
    <Input.Wrapper label="Defensorias" labelElement="div" required error={error}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" align="flex-end">
          <TextInput
            aria-label="Buscar defensoria"
            placeholder="Buscar por defensoria ou comarca"
            leftSection={<IconSearch size={14} />}
            value={busca}
            onChange={(e) => setBusca(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button variant="default" disabled={disabled || visiveis.length === 0} onClick={() => onChange([...new Set([...value, ...visiveis])])}>
            Marcar Todos
          </Button>
          <Button variant="default" disabled={disabled || visiveis.length === 0} onClick={() => onChange(value.filter((id) => !visiveis.includes(id)))}>
            Desmarcar Todos
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {value.length === 1 ? '1 defensoria selecionada' : `${value.length} defensorias selecionadas`}
        </Text>
        {carregando ? (
          <Center mih={80}>
            <Loader size="sm" aria-label="Carregando defensorias" />
          </Center>
        ) : grupos.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma defensoria encontrada
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap="xs">
              {grupos.map((g) => (
                <Fieldset key={g.id} legend={g.comarca} disabled={disabled} p="xs">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
                    {g.defensorias.map((d) => (
                      <Checkbox key={d.id} label={d.nome} checked={marcadas.has(d.id)} onChange={(e) => alternar(d.id, e.currentTarget.checked)} />
                    ))}
                  </SimpleGrid>
                </Fieldset>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
