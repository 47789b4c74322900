import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDataHora } from '@sgi/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RelatorioNaoCarregado } from '../../components/relatorio-nao-carregado';

interface Props<T> {
  titulo: string;
  resultado: UseQueryResult<T>;
  /** the report's filters (date, checkboxes) */
  filtros?: ReactNode;
  /** shown instead of the report while the filters cannot be asked for (a date being typed) */
  aviso?: string | null;
  /** Imprimir / Exportar, enabled only with a report on screen */
  acoes: (carregado: boolean) => ReactNode;
  children: (dados: T) => ReactNode;
}

/**
 * The frame every report screen shares (issue 16, §8): the title, the filters and actions, the loading state, the
 * failure with 'Relatório não carregado. Tente novamente.' and Tentar novamente, and when it was generated.
 */
export function RelatorioPagina<T>({ titulo, resultado, filtros, aviso, acoes, children }: Props<T>) {
  const carregado = !aviso && resultado.isSuccess && !resultado.isFetching;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{titulo}</Title>
          {resultado.isSuccess && (
            <Text size="sm" c="dimmed">
              Gerado em {formatDataHora(new Date(resultado.dataUpdatedAt))}
            </Text>
          )}
        </div>
        <Group gap="xs">{acoes(carregado)}</Group>
      </Group>
      {filtros && <Group align="flex-end" gap="md">{filtros}</Group>}
      {aviso ? (
        <Text c="dimmed" size="sm">
          {aviso}
        </Text>
      ) : resultado.isError ? (
        <RelatorioNaoCarregado erro={resultado.error} onTentarDeNovo={() => void resultado.refetch()} />
      ) : resultado.isPending || (resultado.isFetching && !resultado.isSuccess) ? (
        <Center mih={120}>
          <Loader aria-label="Carregando relatório" />
        </Center>
      ) : (
        <div aria-busy={resultado.isFetching}>{children(resultado.data as T)}</div>
      )}
    </Stack>
  );
}

/** An intern's blank line (padding to the maximum) as the screen shows it. */
const Vaga = () => (
  <Text span size="sm" c="dimmed" fs="italic">
    (vaga)
  </Text>
);

/** Names one under the other, '—' when there is none. */
export const Linhas = ({ nomes }: { nomes: readonly string[] }) => (nomes.length ? nomes.map((n) => <div key={n}>{n}</div>) : '—');

/** Interns padded to the maximum: a blank line is a '(vaga)'. */
export const EstagiariosComVagas = ({ nomes }: { nomes: readonly (string | null)[] }) => nomes.map((e, i) => <div key={i}>{e ?? <Vaga />}</div>);

/** The first and second substitutes ('1ª …', '2ª …'). */
export const Substitutas = ({ primeira, segunda }: { primeira: string | null; segunda: string | null }) => (
  <Linhas nomes={[primeira && `1ª ${primeira}`, segunda && `2ª ${segunda}`].filter((x): x is string => !!x)} />
);

export const Nenhum = () => (
  <Text c="dimmed" size="sm">
    Nenhum registro encontrado
  </Text>
);
