import { Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { dataIsoLocal, formatData, isValidDataIso, tipoAcaoLabel, tipoVinculoLabel, type LotadoNoDia, type ResponsavelDoDia } from '@sgi/domain';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EntradaData } from '../../components/entrada-data';
import { responsavelNoDiaQuery } from './api';

const quando = (inicio: string, fim: string) => (inicio === fim ? `em ${formatData(inicio)}` : `de ${formatData(inicio)} a ${formatData(fim)}`);

/** 'Em exercício', or the action that kept the defender away: 'Férias de 01/07/2025 a 30/07/2025'. */
export const situacaoNoDia = (l: LotadoNoDia) => (l.afastamento ? `${tipoAcaoLabel(l.afastamento.tipo)} ${quando(l.afastamento.data_inicial, l.afastamento.data_final)}` : 'Em exercício');

const nomes = (lista: { nome: string }[]) => (lista.length <= 1 ? (lista[0]?.nome ?? '') : `${lista.slice(0, -1).map((r) => r.nome).join(', ')} e ${lista.at(-1)!.nome}`);

function Resposta({ r }: { r: ResponsavelDoDia }) {
  return (
    <Stack gap="sm">
      {r.responsaveis.length ? (
        <Alert color="green" title={`Respondeu pela defensoria em ${formatData(r.data)}`}>
          {nomes(r.responsaveis)}
        </Alert>
      ) : (
        <Alert color="yellow" title={`Ninguém respondeu pela defensoria em ${formatData(r.data)}`}>
          {r.lotados.length ? 'Os lotados estavam afastados sem substituto.' : 'Não há defensor lotado na defensoria nesse dia.'}
        </Alert>
      )}
      {r.lotados.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder verticalSpacing={4} aria-label="Lotados no dia">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Defensor</Table.Th>
                <Table.Th>Vínculo</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Substituto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.lotados.map((l) => (
                <Table.Tr key={`${l.defensor.id}-${l.lotacao_id ?? 'acao'}`}>
                  <Table.Td>{l.defensor.nome}</Table.Td>
                  <Table.Td>{l.tipo === null ? 'Sem lotação no dia' : tipoVinculoLabel(l.tipo)}</Table.Td>
                  <Table.Td>
                    {situacaoNoDia(l)}
                    {l.afastamento?.motivo && (
                      <Text size="xs" c="dimmed">
                        {l.afastamento.motivo}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {l.afastamento ? (l.substituto?.nome ?? <Text c="orange.8" size="sm">Sem substituto</Text>) : '—'}
                    {l.anotacao && (
                      <Text size="xs" c="dimmed">
                        {l.anotacao}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The modal's content: a date (today by default; past or future) and the answer for it. */
function ConsultaDoDia({ defensoriaId }: { defensoriaId: number }) {
  const [dia, setDia] = useState<string | null>(dataIsoLocal());
  const valido = dia !== null && isValidDataIso(dia);
  const resposta = useQuery({ ...responsavelNoDiaQuery(defensoriaId, valido ? dia : ''), enabled: valido });
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <EntradaData label="Data" value={dia} onChange={setDia} w={180} />
        <Button variant="subtle" size="xs" mb={4} onClick={() => setDia(dataIsoLocal())}>
          Hoje
        </Button>
      </Group>
      {!valido ? (
        <Text c="dimmed" size="sm">
          Informe a data (dd/mm/aaaa).
        </Text>
      ) : resposta.isPending ? (
        <Center mih={80}>
          <Loader size="sm" aria-label="Carregando" />
        </Center>
      ) : resposta.data ? (
        <Resposta r={resposta.data} />
      ) : null}
    </Stack>
  );
}

/**
 * "Quem respondeu" (issue 14, beyond the spec): for any past or future date, the titular and the others placed in the
 * office, who was away and who stood in, from placements and actions together.
 */
export function ResponsavelNoDiaButton({ defensoria }: { defensoria: { id: number; nome: string } }) {
  const [aberto, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconUserSearch size={16} />} onClick={open}>
        Quem respondeu
      </Button>
      <Modal opened={aberto} onClose={close} title={`Quem respondeu pela ${defensoria.nome}`} size="xl">
        {aberto && <ConsultaDoDia defensoriaId={defensoria.id} />}
      </Modal>
    </>
  );
}
