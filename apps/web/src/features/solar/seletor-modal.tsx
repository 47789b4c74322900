import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { incluiSemAcento } from '@sgi/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { Opcao } from './filtros';

interface SeletorModalProps {
  titulo: string;
  opcoes: Opcao[];
  marcados: string[];
  onAplicar: (marcados: string[]) => void;
  onFechar: () => void;
}

/**
 * A picker (§2.18): search box, Marcar Todos / Desmarcar Todos, a checkbox list, Fechar / Aplicar. The checks are
 * a draft until Aplicar, so Fechar leaves the filters as they were.
 */
export function SeletorModal({ titulo, opcoes, marcados, onAplicar, onFechar }: SeletorModalProps) {
  const [rascunho, setRascunho] = useState(() => new Set(marcados));
  const [busca, setBusca] = useState('');
  const visiveis = opcoes.filter((o) => incluiSemAcento(o.label, busca));
  const alternar = (valor: string, marcado: boolean) =>
    setRascunho((r) => {
      const novo = new Set(r);
      if (marcado) novo.add(valor);
      else novo.delete(valor);
      return novo;
    });
  const marcarVisiveis = (marcado: boolean) =>
    setRascunho((r) => {
      const novo = new Set(r);
      for (const o of visiveis) {
        if (marcado) novo.add(o.value);
        else novo.delete(o.value);
      }
      return novo;
    });
  return (
    <Modal opened onClose={onFechar} title={titulo} size="md">
      <Stack gap="sm">
        <TextInput label="Pesquisar" leftSection={<IconSearch size={16} />} value={busca} onChange={(e) => setBusca(e.currentTarget.value)} data-autofocus />
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => marcarVisiveis(true)}>
            Marcar Todos
          </Button>
          <Button size="xs" variant="light" color="gray" onClick={() => marcarVisiveis(false)}>
            Desmarcar Todos
          </Button>
          <Text size="sm" c="dimmed" ml="auto">
            {rascunho.size} marcado(s)
          </Text>
        </Group>
        <ScrollArea.Autosize mah={320}>
          <Stack gap={6} role="group" aria-label={titulo}>
            {visiveis.length === 0 && <Text c="dimmed">Nenhum registro encontrado</Text>}
            {visiveis.map((o) => (
              <Checkbox key={o.value} label={o.label} checked={rascunho.has(o.value)} onChange={(e) => alternar(o.value, e.currentTarget.checked)} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onFechar}>
            Fechar
          </Button>
          <Button onClick={() => onAplicar(opcoes.filter((o) => rascunho.has(o.value)).map((o) => o.value))}>Aplicar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
