export const MENSAGEM_DATA_INVALIDA = 'Entrada de data inválida';
export const MENSAGEM_FORMATO_DATA_INVALIDO = 'Formato de data inválido';

export const DIAS_SEMANA = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sab'] as const;
export type DiaSemana = (typeof DIAS_SEMANA)[number];

const ISO_DATA = /^(\d{4})-(\d{2})-(\d{2})$/;
// Date-time as produced by JSON/Postgres; without offset it is local time (ECMAScript rule).
const ISO_DATA_HORA =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;
const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DIA_MS = 86_400_000;

interface DiaCivil {
  ano: number;
  mes: number; // 1..12
  dia: number;
}

function isBissexto(ano: number): boolean {
  return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
}

function diasNoMes(ano: number, mes: number): number {
  if (mes === 2) return isBissexto(ano) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

// Checked by hand because Date silently rolls 2024-02-31 over to March 2.
function isDiaReal(ano: number, mes: number, dia: number): boolean {
  return ano >= 1 && mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes);
}

function pad(n: number, tamanho = 2): string {
  return String(n).padStart(tamanho, '0');
}

/** True for 'yyyy-MM-dd' naming a real calendar day (year 0001..9999). */
export function isValidDataIso(s: string): boolean {
  const m = ISO_DATA.exec(s);
  return m !== null && isDiaReal(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Local midnight; setFullYear avoids the Date(y, ...) quirk that maps years 0..99 to 19xx. */
function meiaNoiteLocal(ano: number, mes: number, dia: number): Date {
  const d = new Date(0);
  d.setFullYear(ano, mes - 1, dia);
  d.setHours(0, 0, 0, 0);
  return d;
}

/** Date, 'yyyy-MM-dd' (local midnight) or ISO timestamp -> Date; null when invalid. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const d = ISO_DATA.exec(s);
  if (d) {
    const [ano, mes, dia] = [Number(d[1]), Number(d[2]), Number(d[3])];
    return isDiaReal(ano, mes, dia) ? meiaNoiteLocal(ano, mes, dia) : null;
  }
  const t = ISO_DATA_HORA.exec(s);
  if (!t || !isDiaReal(Number(t[1]), Number(t[2]), Number(t[3]))) return null;
  if (Number(t[4]) > 23 || Number(t[5]) > 59) return null;
  const data = new Date(s.replace(' ', 'T'));
  return Number.isNaN(data.getTime()) ? null : data;
}

function diaCivilLocal(d: Date): DiaCivil {
  return { ano: d.getFullYear(), mes: d.getMonth() + 1, dia: d.getDate() };
}

/** The civil day of `d` in the process's timezone as 'yyyy-MM-dd' (today, by default): what "vigente" compares with. */
export function dataIsoLocal(d: Date = new Date()): string {
  const { ano, mes, dia } = diaCivilLocal(d);
  return `${pad(ano, 4)}-${pad(mes)}-${pad(dia)}`;
}

/** A month as the sheets and their e-mails name it: 'MM/yyyy'. */
export const formatMesAno = (ano: number, mes: number): string => `${pad(mes)}/${ano}`;

/** 'dd/MM/yyyy'. Date-only strings are formatted from their parts, never shifted by the timezone. */
export function formatData(value: string | Date | null | undefined): string {
  if (typeof value === 'string') {
    const m = ISO_DATA.exec(value.trim());
    if (m) return isValidDataIso(m[0]) ? `${m[3]}/${m[2]}/${m[1]}` : '';
  }
  const d = toDate(value);
  if (!d) return '';
  const { ano, mes, dia } = diaCivilLocal(d);
  return `${pad(dia)}/${pad(mes)}/${pad(ano, 4)}`;
}

/** 'dd/MM/yyyy HH:mm' in local time; a date-only string counts as local midnight. */
export function formatDataHora(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return `${formatData(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'dd/MM/yyyy' -> 'yyyy-MM-dd'; null for other formats or impossible days. */
export function parseDataBr(s: string): string | null {
  const m = DATA_BR.exec(s.trim());
  if (!m || !isDiaReal(Number(m[3]), Number(m[2]), Number(m[1]))) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/**
 * Why a date typed in a form is not one (acesso-sessao §5, 'Invalid date input'): 'Formato de data inválido'
 * when the text is not dd/MM/yyyy (5/1/20), 'Entrada de data inválida' when it is but names no day
 * (31/02/2020, 99/99/9999); null for a blank field or a real day.
 */
export function erroDataBr(s: string): string | null {
  const texto = s.trim();
  if (texto === '' || parseDataBr(texto) !== null) return null;
  return DATA_BR.test(texto) ? MENSAGEM_DATA_INVALIDA : MENSAGEM_FORMATO_DATA_INVALIDO;
}

/** Days since 1970-01-01 of a calendar day; UTC arithmetic so DST never adds or loses an hour. */
function numeroDoDia({ ano, mes, dia }: DiaCivil): number {
  const d = new Date(0);
  d.setUTCFullYear(ano, mes - 1, dia);
  return Math.round(d.getTime() / DIA_MS);
}

/** Same day-of-month `meses` later, clamped to the month's end (Jan 31 + 1 -> Feb 28/29). */
function somaMeses({ ano, mes, dia }: DiaCivil, meses: number): DiaCivil {
  const total = ano * 12 + (mes - 1) + meses;
  const novoAno = Math.floor(total / 12);
  const novoMes = (total % 12) + 1;
  return { ano: novoAno, mes: novoMes, dia: Math.min(dia, diasNoMes(novoAno, novoMes)) };
}

/**
 * Age of `desde` at `agora`, in pt-BR. Counted on local calendar days, ignoring time of day:
 * - 0 days, or a date in the future -> 'hoje';
 * - 1..31 days -> '1 dia' / 'N dias';
 * - from 32 days, whole months, each anchored on `desde`'s day and clamped to the month's end
 *   (Jan 31 -> Feb 29 is 1 month); 1..11 -> '1 mês' / 'N meses'. 32 days is always >= 1 month;
 * - 12+ whole months -> floor(months / 12) -> '1 ano' / 'N anos' (Feb 29 turns 1 on Feb 28).
 * Invalid input -> ''.
 */
export function idadeRelativa(desde: Date | string, agora: Date = new Date()): string {
  const inicio = toDate(desde);
  const fim = toDate(agora);
  if (!inicio || !fim) return '';
  const a = diaCivilLocal(inicio);
  const b = diaCivilLocal(fim);
  const dias = numeroDoDia(b) - numeroDoDia(a);
  if (dias <= 0) return 'hoje';
  if (dias <= 31) return dias === 1 ? '1 dia' : `${dias} dias`;
  let meses = (b.ano - a.ano) * 12 + (b.mes - a.mes);
  if (numeroDoDia(somaMeses(a, meses)) > numeroDoDia(b)) meses--;
  if (meses < 12) return meses === 1 ? '1 mês' : `${meses} meses`;
  const anos = Math.floor(meses / 12);
  return anos === 1 ? '1 ano' : `${anos} anos`;
}

/** 'Dom'..'Sab' for a Date (local) or a 'yyyy-MM-dd' string; '' when invalid. */
export function nomeDiaSemana(date: Date | string): DiaSemana | '' {
  const d = toDate(date);
  return d ? (DIAS_SEMANA[d.getDay()] ?? '') : '';
}
