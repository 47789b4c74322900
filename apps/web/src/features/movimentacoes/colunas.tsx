import { ActionIcon } from '@mantine/core';
import { formatarReferencia, formatData, formatDataHora, type MovimentacaoLinha } from '@sgi/domain';
import { IconExternalLink } from '@tabler/icons-react';
import type { DataTableColumn } from '../../components/data-table';

/** 'Cível', 'Criminal', both or '—' (§2.12: the type column of the search page). */
export const categoriasDa = (m: { civel: boolean; criminal: boolean }) => [m.civel && 'Cível', m.criminal && 'Criminal'].filter(Boolean).join(', ') || '—';

/** The movement's place: the defensoria (with its distrito) or the núcleo. */
export const localDa = (m: MovimentacaoLinha) =>
  m.nucleo ? m.nucleo.nome : m.defensoria ? `${m.defensoria.nome}${m.distrito ? ` — ${m.distrito.nome}` : ''}` : '—';

/** Editar opens the form in a new tab, with ehnucleo (§2.12), so the list and its filters stay where they were. */
const editarNovaAba: DataTableColumn<MovimentacaoLinha> = {
  accessor: 'editar',
  title: 'Editar',
  action: true,
  width: 80,
  textAlign: 'center',
  render: (m) => (
    <ActionIcon
      component="a"
      href={`/movimentacoes/edit/${m.id}?ehnucleo=${m.nucleo !== null}`}
      target="_blank"
      rel="noopener"
      variant="subtle"
      aria-label={`Editar a movimentação nº ${m.id} (abre em nova aba)`}
    >
      <IconExternalLink size={18} />
    </ActionIcon>
  ),
};

type Coluna = DataTableColumn<MovimentacaoLinha>;
const c = {
  numero: { accessor: 'numero_lancamento', title: 'Nº', sortable: true, sortKey: 'id', width: 80, textAlign: 'right' } satisfies Coluna,
  referencia: { accessor: 'referencia', title: 'Referência', sortable: true, noWrap: true, render: (m) => formatarReferencia(m.referencia), exportValue: (m) => formatarReferencia(m.referencia) } satisfies Coluna,
  recebimento: { accessor: 'data_recebimento', title: 'Recebimento', sortable: true, noWrap: true, render: (m) => formatData(m.data_recebimento), exportValue: (m) => formatData(m.data_recebimento) } satisfies Coluna,
  defensor: { accessor: 'defensor.nome', title: 'Defensor', sortable: true, sortKey: 'defensor' } satisfies Coluna,
  local: { accessor: 'local', title: 'Local', render: localDa, exportValue: localDa } satisfies Coluna,
  tipo: { accessor: 'tipo', title: 'Tipo', render: categoriasDa, exportValue: categoriasDa } satisfies Coluna,
  observacao: { accessor: 'observacao', title: 'Observação' } satisfies Coluna,
  editadoEm: { accessor: 'editadoEm', title: 'Editado em', sortable: true, noWrap: true, render: (m) => formatDataHora(m.editadoEm), exportValue: (m) => formatDataHora(m.editadoEm) } satisfies Coluna,
  editadoPor: { accessor: 'editadoPor.username', title: 'Editado por' } satisfies Coluna,
};

/** The movement list's columns (§2.12). */
export const COLUNAS_DA_LISTA: Coluna[] = [c.numero, c.referencia, c.defensor, c.local, c.recebimento, c.tipo, c.editadoEm, { ...c.editadoPor, hiddenByDefault: true }, editarNovaAba];

/** The search page's columns (§2.12): referencia, data_recebimento and observacao hidden until chosen. */
export const COLUNAS_DA_PESQUISA: Coluna[] = [
  c.editadoEm,
  { ...c.referencia, hiddenByDefault: true },
  { ...c.recebimento, hiddenByDefault: true },
  c.defensor,
  c.local,
  { ...c.observacao, hiddenByDefault: true },
  c.tipo,
  { ...c.editadoPor, hiddenByDefault: true },
  editarNovaAba,
];
