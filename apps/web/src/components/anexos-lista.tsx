import { ActionIcon, Anchor, Center, Loader, Table, Text } from '@mantine/core';
import { formatDataHora, formatTamanho, type AnexoDonoTipo } from '@sgi/domain';
import { IconTrash } from '@tabler/icons-react';
import { notify } from '../lib/notify';
import { useBaixarAnexo, useRemoverAnexo, type AnexoResumo } from './anexos-api';
import { confirmDelete } from './confirm-delete';

interface AnexosListaProps {
  tipo: AnexoDonoTipo;
  id: number;
  anexos: AnexoResumo[] | undefined;
  carregando: boolean;
  podeRemover: boolean;
}

/** The attachments of one record: name (downloads the file), size, when and by whom, and removal. */
export function AnexosLista({ tipo, id, anexos, carregando, podeRemover }: AnexosListaProps) {
  const baixar = useBaixarAnexo(tipo);
  const remover = useRemoverAnexo(tipo, id);
  if (carregando) {
    return (
      <Center mih={80}>
        <Loader aria-label="Carregando anexos" />
      </Center>
    );
  }
  // A failed list already showed its toast and then reads as empty (cadastros-relatorios §8).
  if (!anexos?.length) return <Text c="dimmed">Nenhum registro encontrado</Text>;

  const excluir = (a: AnexoResumo) =>
    confirmDelete({
      title: 'Remover anexo',
      message: `Remover o anexo "${a.filename}"? O arquivo não poderá ser recuperado.`,
      onConfirm: () => remover.mutate(a.id, { onSuccess: () => notify.sucesso('Anexo removido.') }),
    });

  return (
    <Table striped withTableBorder verticalSpacing="xs" aria-label="Anexos">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Arquivo</Table.Th>
          <Table.Th>Tamanho</Table.Th>
          <Table.Th>Anexado em</Table.Th>
          {podeRemover && <Table.Th w={60}>Remover</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {anexos.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              <Anchor component="button" type="button" size="sm" aria-label={`Baixar ${a.filename}`} onClick={() => baixar.mutate(a)}>
                {a.filename}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTamanho(a.tamanho)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDataHora(a.criadoEm)}
              {a.criadoPor && (
                <Text size="xs" c="dimmed">
                  por {a.criadoPor.username}
                </Text>
              )}
            </Table.Td>
            {podeRemover && (
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={`Remover ${a.filename}`} loading={remover.isPending && remover.variables === a.id} onClick={() => excluir(a)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
