import { Button, Card, Checkbox, List, Menu, Stack, Table, Text } from '@mantine/core';
import { anotacaoVisivel, formatData, MODELOS_PDF_FERIAS, textoDoAquisitivo, tipoAcaoLabel } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { feriasQuery, useBaixarRelatorio, type DefensorNoRelatorioDeFerias } from './api';
import { Nenhum, RelatorioPagina } from './relatorio-pagina';

function Defensor({ d }: { d: DefensorNoRelatorioDeFerias }) {
  const total = d.periodos.reduce((s, p) => s + p.dias, 0);
  return (
    <Card withBorder padding="sm" component="section" aria-label={d.nome}>
      <Text fw={600}>
        {d.nome}{' '}
        <Text span size="sm" c="dimmed">
          — {d.periodos.length} {d.periodos.length === 1 ? 'ação' : 'ações'}, {total} {total === 1 ? 'dia' : 'dias'}
        </Text>
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Início</Table.Th>
              <Table.Th>Fim</Table.Th>
              <Table.Th ta="right">Dias</Table.Th>
              <Table.Th>Período aquisitivo</Table.Th>
              <Table.Th>Anotações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.periodos.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{tipoAcaoLabel(p.tipo)}</Table.Td>
                <Table.Td>{formatData(p.data_inicial)}</Table.Td>
                <Table.Td>{formatData(p.data_final)}</Table.Td>
                <Table.Td ta="right">{p.dias}</Table.Td>
                <Table.Td>{formatData(p.data_aquisitiva)}</Table.Td>
                <Table.Td>{anotacaoVisivel(p)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {d.aquisitivos.length > 0 && (
        <List size="sm" mt="xs">
          {d.aquisitivos.map((a) => (
            <List.Item key={`${a.tipo}-${a.inicio}`}>{textoDoAquisitivo(a)}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/**
 * '/relatorios/ferias', the leave 'Relatório' of §2.18 (GET relatorio/defensores?todoperiodo&somenteferias; ADR 087):
 * 'Histórico Completo' (default on) and 'Somente de Férias'; the print menu Simples, PDF em Tabela, PDF Completo; the
 * days of each action and of each acquisition period.
 */
export default function FeriasPage() {
  const [todoperiodo, setTodoperiodo] = useState(true);
  const [somenteferias, setSomenteferias] = useState(false);
  const resultado = useQuery(feriasQuery(todoperiodo, somenteferias));
  const baixar = useBaixarRelatorio();
  return (
    <RelatorioPagina
      titulo="Relatório de Férias e Afastamentos"
      resultado={resultado}
      filtros={
        <>
          <Checkbox label="Histórico Completo" checked={todoperiodo} onChange={(e) => setTodoperiodo(e.currentTarget.checked)} />
          <Checkbox label="Somente de Férias" checked={somenteferias} onChange={(e) => setSomenteferias(e.currentTarget.checked)} />
        </>
      }
      acoes={(carregado) => (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button disabled={!carregado} loading={baixar.isPending}>
              Imprimir
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {MODELOS_PDF_FERIAS.map((m) => (
              <Menu.Item
                key={m.value}
                onClick={() =>
                  baixar.mutate({ caminho: 'relatorio/defensores/pdf', query: { todoperiodo, somenteferias, modelo: m.value }, nome: `relatorio-ferias-${m.value}.pdf` })
                }
              >
                {m.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    >
      {(defensores) => (defensores.length ? <Stack gap="sm">{defensores.map((d) => <Defensor key={d.id} d={d} />)}</Stack> : <Nenhum />)}
    </RelatorioPagina>
  );
}
