import { Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { nucleosQuery, useBaixarRelatorio } from './api';
import { useDiaDoRelatorio } from './filtro-do-dia';
import { Nenhum, RelatorioPagina, Vaga } from './relatorio-pagina';

const linhas = (nomes: readonly string[]) => (nomes.length ? nomes.map((n) => <div key={n}>{n}</div>) : '—');

/**
 * '/relatorios/nucleos' (issue 16; GET relatorio/nucleos): each núcleo with its members of the day (defenders with
 * marks or '(VAGO)', advisors, interns padded to the maximum), the maximum and the substitutes; PDF and Excel.
 */
export default function NucleosPage() {
  const { dia, campo } = useDiaDoRelatorio();
  const resultado = useQuery({ ...nucleosQuery(dia ?? ''), enabled: dia !== null });
  const baixar = useBaixarRelatorio();
  const arquivo = (formato: 'pdf' | 'xlsx') => baixar.mutate({ caminho: `relatorio/nucleos/${formato}`, query: { data: dia ?? undefined }, nome: `relatorio-nucleos-${dia}.${formato}` });
  return (
    <RelatorioPagina
      titulo="Relatório de Núcleos"
      resultado={resultado}
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
                    <Table.Td>{n.vago ? <Text size="sm" fw={600}>{n.vago}</Text> : linhas(n.defensores)}</Table.Td>
                    <Table.Td>{linhas(n.assessores)}</Table.Td>
                    <Table.Td>{n.estagiarios.map((e, i) => <div key={i}>{e ?? <Vaga />}</div>)}</Table.Td>
                    <Table.Td>{linhas([n.substituto1_nome && `1ª ${n.substituto1_nome}`, n.substituto2_nome && `2ª ${n.substituto2_nome}`].filter((x): x is string => !!x))}</Table.Td>
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
