import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { estagiariosQuery, useBaixarRelatorio, type LinhaDoRelatorioDeEstagiarios } from './api';
import { useDiaDoRelatorio } from './filtro-do-dia';
import { EstagiariosComVagas, Linhas, Nenhum, RelatorioPagina, Substitutas } from './relatorio-pagina';

function Comarca({ c }: { c: LinhaDoRelatorioDeEstagiarios }) {
  return (
    <Stack gap="xs" component="section" aria-label={c.comarca_nome}>
      <Title order={3}>{c.comarca_nome}</Title>
      {c.predios.map((p) => (
        <Stack key={p.predio_nome} gap={4}>
          <Title order={4}>{p.predio_nome}</Title>
          <Table.ScrollContainer minWidth={800}>
            <Table striped withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Defensoria</Table.Th>
                  <Table.Th>Defensores</Table.Th>
                  <Table.Th>Estagiários</Table.Th>
                  <Table.Th>Substitutas</Table.Th>
                  <Table.Th>Setores</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.defensorias.map((d) => (
                  <Table.Tr key={d.defensoria_nome}>
                    <Table.Td>
                      <Text size="sm" fw={600}>{d.defensoria_nome}</Text>
                      <Text size="xs" c="dimmed">Máx. {d.defensoria_maximo_estagiarios} estagiário(s)</Text>
                    </Table.Td>
                    <Table.Td><Linhas nomes={d.defensores} /></Table.Td>
                    <Table.Td><EstagiariosComVagas nomes={d.estagiarios} /></Table.Td>
                    <Table.Td><Substitutas primeira={d.substituta1_nome} segunda={d.substituta2_nome} /></Table.Td>
                    <Table.Td>{d.setores.join(', ') || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * '/relatorios/estagiarios' (issue 16; GET lotacoes-estagiario): comarca → prédio → defensoria with its maximum,
 * defenders, interns padded to the maximum, substitutas 1 and 2 and sectors, for a day; PDF and Excel from the API.
 */
export default function EstagiariosPage() {
  const { dia, campo, aviso } = useDiaDoRelatorio();
  const resultado = useQuery({ ...estagiariosQuery(dia ?? ''), enabled: dia !== null });
  const baixar = useBaixarRelatorio();
  const arquivo = (formato: 'pdf' | 'xlsx') => baixar.mutate({ caminho: `lotacoes-estagiario/${formato}`, query: { data: dia ?? undefined }, nome: `relatorio-estagiarios-${dia}.${formato}` });
  return (
    <RelatorioPagina
      titulo="Relatório de Estagiários"
      resultado={resultado}
      aviso={aviso}
      filtros={campo}
      acoes={(carregado) => (
        <>
          <Button onClick={() => arquivo('pdf')} disabled={!carregado} loading={baixar.isPending && baixar.variables?.nome.endsWith('.pdf')}>
            Imprimir
          </Button>
          <Button variant="default" onClick={() => arquivo('xlsx')} disabled={!carregado} loading={baixar.isPending && baixar.variables?.nome.endsWith('.xlsx')}>
            Exportar Excel
          </Button>
        </>
      )}
    >
      {(comarcas) => (comarcas.length ? <Stack gap="lg">{comarcas.map((c) => <Comarca key={c.comarca_nome} c={c} />)}</Stack> : <Nenhum />)}
    </RelatorioPagina>
  );
}
