import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { formatData, MENSAGEM_ESTAGIARIO_INATIVO, tipoEstagioLabel } from '@sgi/domain';
import { IconBuildingCommunity, IconFileTypeDoc, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AnexosButton } from '../../components/anexos-button';
import { confirmDelete } from '../../components/confirm-delete';
import { usePermissoes } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { estagiosQuery, useBaixarTermo, useRemoveEstagio, type Estagio } from './api';
import { EstagioModal } from './estagio-modal';

interface EstagiosProps {
  estagiario: { id: number; nome: string; ativo: boolean; email: string | null };
}

interface LinhaProps {
  e: Estagio;
  nome: string;
  /** an inactive intern receives no new placements (cadastros-relatorios §4) */
  ativo: boolean;
  podeEditar: boolean;
  onEditar: () => void;
}

function Linha({ e, nome, ativo, podeEditar, onEditar }: LinhaProps) {
  const { pode } = usePermissoes();
  const remover = useRemoveEstagio(e.estagiario.id);
  const termo = useBaixarTermo();
  const inicio = formatData(e.data_inicio_estagio);
  const excluir = () =>
    confirmDelete({
      message: `Excluir o estágio ${tipoEstagioLabel(e.tipo_estagio)} iniciado em ${inicio}, com seus anexos?`,
      onConfirm: () => remover.mutate(e.id, { onSuccess: () => notify.sucesso('Estágio removido.') }),
    });
  return (
    <Table.Tr>
      <Table.Td>{tipoEstagioLabel(e.tipo_estagio)}</Table.Td>
      <Table.Td>{e.instituicao_ensino.razao_social}</Table.Td>
      <Table.Td>{e.curso.nome}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatData(e.data_inicio_estagio)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatData(e.data_fim_estagio)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatData(e.desligamento)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {podeEditar && (
            <ActionIcon variant="subtle" aria-label={`Editar o estágio de ${inicio}`} onClick={onEditar}>
              <IconPencil size={18} />
            </ActionIcon>
          )}
          <AnexosButton dono={{ tipo: 'estagio', id: e.id }} />
          {pode('ESTAGIARIO_READ') && (
            <Button
              variant="default"
              leftSection={<IconFileTypeDoc size={16} />}
              loading={termo.isPending}
              aria-label={`Termo de compromisso do estágio de ${inicio}`}
              onClick={() => termo.mutate({ estagioId: e.id, nome })}
            >
              Termo
            </Button>
          )}
          {/* A placement for this internship (§2.3); a dismissed internship receives none, as the server says too. */}
          {pode('LOTACAO_CREATE') && ativo && !e.desligamento && (
            <Button
              component={Link}
              to={`/vinculos_estagio/criar/estagiario/${e.estagiario.id}/estagio/${e.id}`}
              variant="default"
              leftSection={<IconBuildingCommunity size={16} />}
              aria-label={`Cadastrar vínculo do estágio de ${inicio}`}
            >
              Lotar
            </Button>
          )}
          {podeEditar && (
            <ActionIcon variant="subtle" color="red" aria-label={`Excluir o estágio de ${inicio}`} loading={remover.isPending} onClick={excluir}>
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The internships of the intern form (cadastros-relatorios §2.3): table, add/edit modal, attachments, term. */
export function EstagiosTabela({ estagiario }: EstagiosProps) {
  const { pode } = usePermissoes();
  const podeEditar = pode('ESTAGIARIO_UPDATE');
  const { data: estagios = [], isPending, refetch } = useQuery(estagiosQuery(estagiario.id));
  // undefined: modal closed; null: adding; an internship: editing it.
  const [editando, setEditando] = useState<Estagio | null | undefined>(undefined);
  // A stale save: the list is read again and the modal starts over from the internship's current version.
  const recarregar = async () => {
    if (!editando) return;
    const { data, isError } = await refetch();
    if (isError) return;
    const atual = data?.find((e) => e.id === editando.id);
    if (atual) setEditando(atual);
    else {
      notify.aviso('Estágio não encontrado: foi removido por outra pessoa.');
      setEditando(undefined);
    }
  };
  const adicionar = (
    <Button size="xs" leftSection={<IconPlus size={16} />} disabled={!estagiario.ativo} onClick={() => setEditando(null)}>
      Adicionar estágio
    </Button>
  );
  return (
    <Card withBorder padding="md" component="section" aria-label="Estágios">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Estágios</Title>
        {/* An inactive intern receives no new actions (cadastros-relatorios §4): the server refuses it too. */}
        {podeEditar && (estagiario.ativo ? adicionar : <Tooltip label={MENSAGEM_ESTAGIARIO_INATIVO}>{adicionar}</Tooltip>)}
      </Group>
      <Stack gap="xs">
        {!isPending && estagios.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhum registro encontrado
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={800}>
            <Table striped withTableBorder verticalSpacing="xs" aria-label="Estágios do estagiário">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Instituição</Table.Th>
                  <Table.Th>Curso</Table.Th>
                  <Table.Th>Início</Table.Th>
                  <Table.Th>Fim</Table.Th>
                  <Table.Th>Desligamento</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {estagios.map((e) => (
                  <Linha key={e.id} e={e} nome={estagiario.nome} ativo={estagiario.ativo} podeEditar={podeEditar} onEditar={() => setEditando(e)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <EstagioModal
        opened={editando !== undefined}
        estagiarioId={estagiario.id}
        estagio={editando ?? null}
        emailPadrao={estagiario.email ?? ''}
        onClose={() => setEditando(undefined)}
        onRecarregar={() => void recarregar()}
      />
    </Card>
  );
}
