import { Button, Checkbox, Table, Text } from '@mantine/core';
import { formatData } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defensoresQuery, useBaixarRelatorio } from './api';
import { useDiaDoRelatorio } from './filtro-do-dia';
import { Nenhum, RelatorioPagina } from './relatorio-pagina';

/**
 * '/relatorios/defensores' (issue 16, ADR 086; GET relatorio/defensores/lotacoes): each defender with admission,
 * reference and exoneration dates and the placements in force on the day; inactive ones with the checkbox; PDF.
 */
export default function DefensoresPage() {
  const { dia, campo, aviso } = useDiaDoRelatorio();
  const [inativos, setInativos] = useState(false);
  const resultado = useQuery({ ...defensoresQuery(dia ?? '', inativos), enabled: dia !== null });
  const baixar = useBaixarRelatorio();
  return (
    <RelatorioPagina
      titulo="Relatório de Defensores"
      resultado={resultado}
      aviso={aviso}
      filtros={
        <>
          {campo}
          <Checkbox mb={8} label="Inativos" checked={inativos} onChange={(e) => setInativos(e.currentTarget.checked)} />
        </>
      }
      acoes={(carregado) => (
        <Button
          disabled={!carregado}
          loading={baixar.isPending}
          onClick={() => baixar.mutate({ caminho: 'relatorio/defensores/lotacoes/pdf', query: { data: dia ?? undefined, inativos }, nome: `relatorio-defensores-${dia}.pdf` })}
        >
          Imprimir
        </Button>
      )}
    >
      {(defensores) =>
        defensores.length ? (
          <Table.ScrollContainer minWidth={800}>
            <Table striped withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Defensor</Table.Th>
                  <Table.Th>Admissão</Table.Th>
                  <Table.Th>Referência</Table.Th>
                  <Table.Th>Exoneração</Table.Th>
                  <Table.Th>Lotações atuais</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {defensores.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.ativo ? d.nome : <Text size="sm" c="dimmed">{d.nome} (inativo)</Text>}</Table.Td>
                    <Table.Td>{formatData(d.data_admissao)}</Table.Td>
                    <Table.Td>{formatData(d.data_referencia)}</Table.Td>
                    <Table.Td>{formatData(d.data_exoneracao)}</Table.Td>
                    <Table.Td>
                      {d.lotacoes.length
                        ? d.lotacoes.map((l, i) => (
                            <div key={i}>
                              {l.local} {l.marca}
                              {l.data_inicial && <Text span size="xs" c="dimmed"> desde {formatData(l.data_inicial)}</Text>}
                            </div>
                          ))
                        : '—'}
                    </Table.Td>
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
