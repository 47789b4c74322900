import { formatData, formatDataHora } from '@sgi/domain';

/** One changed field as the audit trigger records it (DESIGN §4). */
export type HistoryDiff = Record<string, { de: unknown; para: unknown }>;
export type HistoryAction = 'INSERT' | 'UPDATE' | 'DELETE';

const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATA = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as people read it: dates dd/MM/yyyy, booleans Sim/Não, empty as '(vazio)'. */
export function formatHistoryValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '(vazio)';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (Array.isArray(v)) return v.length ? v.map(formatHistoryValue).join(', ') : '(vazio)';
  if (typeof v === 'string') {
    if (DATA_HORA.test(v)) return formatDataHora(v) || v;
    if (DATA.test(v)) return formatData(v) || v;
    return v;
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * 'campo: antigo → novo' for each changed field. A creation has no old value and a removal no new one,
 * so those show just the value that existed.
 */
export function historyDiffLines(diff: HistoryDiff, acao: HistoryAction): string[] {
  return Object.entries(diff).map(([campo, { de, para }]) => {
    if (acao === 'INSERT') return `${campo}: ${formatHistoryValue(para)}`;
    if (acao === 'DELETE') return `${campo}: ${formatHistoryValue(de)}`;
    return `${campo}: ${formatHistoryValue(de)} → ${formatHistoryValue(para)}`;
  });
}
