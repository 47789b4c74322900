import { Button, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Feriado } from './api';

export const TODAS_AS_DEFENSORIAS = 'Todas as defensorias';

/** The Locais de Vigência as plain text, for the Excel/PDF/print export. */
export function locaisTexto(f: Feriado): string {
  return f.geral ? TODAS_AS_DEFENSORIAS : f.defensorias.map((d) => d.nome).join(', ');
}

/**
 * Locais de Vigência (cadastros-relatorios §2.13): 'Todas as defensorias' for a general holiday, the name of a single
 * defensoria, or 'Abrir (n)' opening a modal with the n names.
 */
export function LocaisVigencia({ feriado }: { feriado: Feriado }) {
  const [aberto, { open, close }] = useDisclosure(false);
  if (feriado.geral) return <Text size="sm">{TODAS_AS_DEFENSORIAS}</Text>;
  if (feriado.defensorias.length === 0) {
    // Every listed defensoria was removed since: nothing to name.
    return (
      <Text size="sm" c="dimmed">
        Nenhuma defensoria
      </Text>
    );
  }
  if (feriado.defensorias.length === 1) return <Text size="sm">{feriado.defensorias[0]!.nome}</Text>;
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={open} aria-label={`Abrir (${feriado.defensorias.length}) locais de vigência de ${feriado.nome}`}>
        Abrir ({feriado.defensorias.length})
      </Button>
      <Modal opened={aberto} onClose={close} title={`Locais de vigência: ${feriado.nome}`}>
        <List size="sm" spacing={4} aria-label="Defensorias">
          {feriado.defensorias.map((d) => (
            <List.Item key={d.id}>{d.nome}</List.Item>
          ))}
        </List>
      </Modal>
    </>
  );
}
