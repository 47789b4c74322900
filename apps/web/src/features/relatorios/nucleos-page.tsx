import { Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { nucleosQuery, useBaixarRelatorio } from './api';
import { useDiaDoRelatorio } from './filtro-do-dia';
import { EstagiariosComVagas, Linhas, Nenhum, RelatorioPagina, Substitutas } from './relatorio-pagina';

/**
 * '/relatorios/nucleos' (issue 16; GET relatorio/nucleos): each núcleo with its members of the day (defenders with
 * marks or '(VAGO)', advisors, interns padded to the maximum), the maximum and the substitutes; PDF and Excel.
 */
export default function NucleosPage() {
  const { dia, campo, aviso } = useDiaDoRelatorio();
  const resultado = useQuery({ ...nucleosQuery(dia ?? ''), enabled: dia !== null });
  const baixar = useBaixarRelatorio();
  const arquivo = (formato: 'pdf' | 'xlsx') => baixar.mutate({ caminho: `relatorio/nucleos/${formato}`, query: { data: dia ?? undefined }, nome: `relatorio-nucleos-${dia}.${formato}` });
  return (
    <RelatorioPagina
      titulo="Relatório de Núcleos"
      resultado={resultado}
      aviso={aviso}
      filtros={campo}
      acoes={(carregado) => (
        <>
          <Button onClick={() => arquivo('pdf')} disabled={!carregado}>
            Imprimir
          </Button>
          <Button variant="default" onClick={() => arquivo('xlsx')} disabled={!carregado}>
            Exportar Excel
          </Button>
        </>
      )}
    >
      {(nucleos) =>
        nucleos.length ? (
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Núcleo</Table.Th>
                  <Table.Th ta="right">Máx.</Table.Th>
                  <Table.Th>Defensores</Table.Th>
                  <Table.Th>Assessores</Table.Th>
                  <Table.Th>Estagiários</Table.Th>
                  <Table.Th>Substitutos</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {nucleos.map((n) => (
                  <Table.Tr key={n.nucleo_id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>{n.nucleo_nome}</Text>
                      <Text size="xs" c="dimmed">{[n.comarca_nome, n.predio_nome].filter(Boolean).join(' · ')}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{n.maximo_integrantes}</Table.Td>
                    <Table.Td>{n.vago ? <Text size="sm" fw={600}>{n.vago}</Text> : <Linhas nomes={n.defensores} />}</Table.Td>
                    <Table.Td><Linhas nomes={n.assessores} /></Table.Td>
                    <Table.Td><EstagiariosComVagas nomes={n.estagiarios} /></Table.Td>
                    <Table.Td><Substitutas primeira={n.substituto1_nome} segunda={n.substituto2_nome} /></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Nenhum />
        )
      }
    </RelatorioPagina>
  );
}
