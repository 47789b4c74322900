import { campoLabel, valorDoHistorico, type RegistroHistorico } from '@sgi/domain';

/** One changed field as the audit trigger records it (DESIGN §4): the domain's historicoDiffSchema. */
export type HistoryDiff = RegistroHistorico['diff'];
export type HistoryAction = RegistroHistorico['acao'];

/** A history row as the API answers it: what changed, and the names of the records its ids point to. */
export interface HistoryChange {
  tabela: string;
  acao: HistoryAction;
  diff: HistoryDiff;
  nomes?: Record<string, string>;
}

const vazio = (v: unknown) => v === null || v === undefined || v === '';

/**
 * 'Campo: antigo → novo' for each changed field, as a person reads it (the field's pt-BR label; names for ids, labels
 * for codes, formatted CPF, phones, dates — domain `valorDoHistorico`). A creation has no old value and a removal no
 * new one, so those show just the value that existed, and skip the fields that were empty (the trigger lists them all).
 */
export function historyDiffLines({ tabela, acao, diff, nomes = {} }: HistoryChange): string[] {
  const valor = (campo: string, v: unknown) => valorDoHistorico(tabela, campo, v, nomes);
  const campos = Object.entries(diff);
  if (acao === 'INSERT') return campos.filter(([, d]) => !vazio(d.para)).map(([campo, d]) => `${campoLabel(campo)}: ${valor(campo, d.para)}`);
  if (acao === 'DELETE') return campos.filter(([, d]) => !vazio(d.de)).map(([campo, d]) => `${campoLabel(campo)}: ${valor(campo, d.de)}`);
  return campos.map(([campo, d]) => `${campoLabel(campo)}: ${valor(campo, d.de)} → ${valor(campo, d.para)}`);
}
