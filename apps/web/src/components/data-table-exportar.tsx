import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useQueryClient, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { erroAoGerarPdf } from '../lib/download';
import { notify } from '../lib/notify';
import { exportExcel, exportPdf, printTable, type ExportTable } from './data-table-export';
import type { Pagina } from './table-state';

/**
 * The list's own query for any page of the current filter and sort: the table calls it with other skip/take to
 * export every row (DESIGN §8). A screen passes the same factory it uses for the visible page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list has its own query key shape
export type ConsultaPagina<T> = (pagina: Pagina) => FetchQueryOptions<[T[], number], Error, [T[], number], any>;

/** Rows per request while exporting everything: half the API's largest page, a few requests for thousands of rows. */
export const LOTE_EXPORTACAO = 500;

type Formato = 'excel' | 'pdf' | 'imprimir';

export interface Progresso {
  lidos: number;
  total: number;
}

/**
 * Every row of the current filter, page after page. Not cached (gcTime 0) and not toasted by the query cache
 * (meta.silencioso): the table says itself what failed. `continuar` stops between pages when the user cancels.
 */
export async function buscarTodos<T>(
  qc: QueryClient,
  consulta: ConsultaPagina<T>,
  aoProgredir: (p: Progresso) => void,
  continuar: () => boolean = () => true,
): Promise<T[] | null> {
  const linhas: T[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (linhas.length < total) {
    if (!continuar()) return null;
    const opcoes = consulta({ skip: linhas.length, take: LOTE_EXPORTACAO });
    const [lote, n] = await qc.fetchQuery({ ...opcoes, staleTime: 0, gcTime: 0, meta: { ...opcoes.meta, silencioso: true } });
    total = n;
    linhas.push(...lote);
    aoProgredir({ lidos: linhas.length, total });
    // A shorter list than counted (rows removed meanwhile) must not loop forever.
    if (lote.length === 0) break;
  }
  return continuar() ? linhas : null;
}

const ROTULO: Record<Formato, string> = { excel: 'Excel', pdf: 'PDF', imprimir: 'Imprimir' };
const ICONE: Record<Formato, ReactNode> = {
  excel: <IconFileSpreadsheet size={16} />,
  pdf: <IconFileTypePdf size={16} />,
  imprimir: <IconPrinter size={16} />,
};
const numero = (n: number) => n.toLocaleString('pt-BR');

interface ExportButtonsProps<T> {
  title: string;
  header: string[];
  linha: (record: T) => (string | number)[];
  records: T[];
  totalRecords: number;
  consulta?: ConsultaPagina<T>;
  /** every record of the filter when the screen already holds them (a list paged in the browser) */
  todosRegistros?: T[];
}

/**
 * Excel, PDF and Imprimir of the generic table. When the filter holds more rows than the page shows, each button
 * asks: every record of the filter (fetched from the server, with progress) or the current page.
 */
export function ExportButtons<T>({ title, header, linha, records, totalRecords, consulta, todosRegistros }: ExportButtonsProps<T>) {
  const qc = useQueryClient();
  const [ocupado, setOcupado] = useState<Formato | null>(null);
  const [progresso, setProgresso] = useState<Progresso | null>(null);
  const cancelado = useRef(false);
  const vazio = records.length === 0;
  const perguntar = (consulta !== undefined || todosRegistros !== undefined) && totalRecords > records.length;

  const tabela = (linhas: T[]): ExportTable => ({ title, header, rows: linhas.map(linha) });

  async function gerar(formato: Formato, linhas: T[]) {
    try {
      if (formato === 'excel') await exportExcel(tabela(linhas));
      else if (formato === 'pdf') await exportPdf(tabela(linhas));
      else printTable(tabela(linhas));
    } catch (err) {
      // Not an API call: the central toast would only say 'Erro desconhecido'; the spec's text names the cause.
      const motivo = err instanceof Error ? err.message : String(err);
      notify.erro(formato === 'pdf' ? erroAoGerarPdf(motivo) : `Erro ao gerar planilha: ${motivo}`);
    }
  }

  async function exportar(formato: Formato, todos: boolean) {
    setOcupado(formato);
    try {
      let linhas: T[] | null = todos && todosRegistros ? todosRegistros : records;
      if (todos && !todosRegistros && consulta) {
        cancelado.current = false;
        setProgresso({ lidos: 0, total: totalRecords });
        try {
          linhas = await buscarTodos(qc, consulta, setProgresso, () => !cancelado.current);
        } catch (err) {
          const fallback = consulta({ skip: 0, take: LOTE_EXPORTACAO }).meta?.erro;
          notify.erro(`Não foi possível buscar todos os registros para exportar. ${errorMessage(err, fallback)}`);
          return;
        }
        if (linhas === null) return;
      }
      await gerar(formato, linhas);
    } finally {
      setOcupado(null);
      setProgresso(null);
    }
  }

  const botao = (formato: Formato, onClick?: () => void) => (
    <Button variant="default" size="xs" leftSection={ICONE[formato]} disabled={vazio || (ocupado !== null && ocupado !== formato)} loading={ocupado === formato} onClick={onClick}>
      {ROTULO[formato]}
    </Button>
  );

  const acao = (formato: Formato) =>
    perguntar ? (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>{botao(formato)}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{formato === 'imprimir' ? 'Imprimir' : `Exportar para ${ROTULO[formato]}`}</Menu.Label>
          <Menu.Item onClick={() => exportar(formato, true)}>Todos os registros ({numero(totalRecords)})</Menu.Item>
          <Menu.Item onClick={() => exportar(formato, false)}>Página atual ({numero(records.length)})</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    ) : (
      botao(formato, () => exportar(formato, false))
    );

  return (
    <>
      {acao('excel')}
      {acao('pdf')}
      {acao('imprimir')}
      {progresso && (
        <Group gap="xs" wrap="nowrap" role="status">
          <Progress
            w={140}
            value={progresso.total ? Math.round((100 * progresso.lidos) / progresso.total) : 0}
            aria-label="Registros buscados para exportar"
          />
          <Text size="xs" c="dimmed">
            Buscando registros: {numero(progresso.lidos)} de {numero(progresso.total)}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => (cancelado.current = true)}>
            Cancelar
          </Button>
        </Group>
      )}
    </>
  );
}
