import { campoLabel, formatData, formatDataHora } from '@sgi/domain';

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

const vazio = (v: unknown) => v === null || v === undefined || v === '';

/**
 * 'Campo: antigo → novo' for each changed field (the field's pt-BR label). A creation has no old value and a removal no new one, so
 * those show just the value that existed, and skip the fields that were empty (the trigger lists them all).
 */
export function historyDiffLines(diff: HistoryDiff, acao: HistoryAction): string[] {
  const campos = Object.entries(diff);
  if (acao === 'INSERT') return campos.filter(([, d]) => !vazio(d.para)).map(([campo, d]) => `${campoLabel(campo)}: ${formatHistoryValue(d.para)}`);
  if (acao === 'DELETE') return campos.filter(([, d]) => !vazio(d.de)).map(([campo, d]) => `${campoLabel(campo)}: ${formatHistoryValue(d.de)}`);
  return campos.map(([campo, d]) => `${campoLabel(campo)}: ${formatHistoryValue(d.de)} → ${formatHistoryValue(d.para)}`);
}
