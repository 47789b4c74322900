/**
 * The month a movement reports on and the deadline of its delivery (cadastros-relatorios §3 movement report row
 * data_prazo, §4 pending/delivered; ADR 069). Pure calendar arithmetic on 'yyyy-MM' and 'yyyy-MM-dd' texts, so no
 * timezone can move a day.
 */

/**
 * Limits of the mês de referência. The deadline falls in the following month, possibly the following year, which must
 * still be a 4-digit year: hence 9998.
 */
export const REFERENCIA = { anoMin: 1900, anoMax: 9998, diaDoPrazo: 10 } as const;

const MES_REFERENCIA = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'yyyy-MM' naming a month from January 1900 to December 9998. */
export function isMesReferencia(texto: string): boolean {
  const m = MES_REFERENCIA.exec(texto);
  return m !== null && Number(m[1]) >= REFERENCIA.anoMin && Number(m[1]) <= REFERENCIA.anoMax;
}

function partes(referencia: string): [number, number] {
  if (!isMesReferencia(referencia)) throw new RangeError(`Mês de referência inválido: ${referencia}`);
  const [ano, mes] = referencia.split('-').map(Number);
  return [ano!, mes!];
}

const pad = (n: number, tamanho = 2) => String(n).padStart(tamanho, '0');

/** The first day of the month, 'yyyy-MM-01': a receipt date before it is refused (ADR 069). */
export function primeiroDiaDaReferencia(referencia: string): string {
  const [ano, mes] = partes(referencia);
  return `${pad(ano, 4)}-${pad(mes)}-01`;
}

/** 'MM/yyyy', as the screens and PDFs name the month. */
export function formatarReferencia(referencia: string): string {
  const [ano, mes] = partes(referencia);
  return `${pad(mes)}/${pad(ano, 4)}`;
}

/** The month `meses` after (or before) `referencia`. */
export function somaMesesReferencia(referencia: string, meses: number): string {
  const [ano, mes] = partes(referencia);
  const total = ano * 12 + (mes - 1) + meses;
  return `${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1)}`;
}

/** The months from `inicio` to `fim`, both included, oldest first (the home's rows); empty when `fim` is earlier. */
export function mesesDoPeriodo(inicio: string, fim: string): string[] {
  const [a1, m1] = partes(inicio);
  const [a2, m2] = partes(fim);
  const quantos = (a2 * 12 + m2) - (a1 * 12 + m1) + 1;
  return Array.from({ length: Math.max(0, quantos) }, (_, i) => somaMesesReferencia(inicio, i));
}

/**
 * data_prazo (ADR 069): the 10th of the month after the reference; a Saturday moves it to Monday the 12th, a Sunday to
 * Monday the 11th, as a deadline falling on a day without office hours runs to the next working day. Holidays do not
 * move it: the deadline is one day for every defender of the month, whatever the blocked days of their office.
 */
export function dataPrazo(referencia: string): string {
  const [ano, mes] = partes(somaMesesReferencia(referencia, 1));
  const diaDaSemana = new Date(Date.UTC(ano, mes - 1, REFERENCIA.diaDoPrazo)).getUTCDay();
  const adiamento = diaDaSemana === 6 ? 2 : diaDaSemana === 0 ? 1 : 0;
  return `${pad(ano, 4)}-${pad(mes)}-${pad(REFERENCIA.diaDoPrazo + adiamento)}`;
}

/**
 * Where a defender's month stands for one office (ADR 069):
 * - 'pendente': nothing delivered and the deadline not passed yet (today is the deadline or before);
 * - 'pendente_vencida': nothing delivered and the deadline passed;
 * - 'entregue': received on or before the deadline;
 * - 'atrasada': received after the deadline.
 */
export const SITUACAO_ENTREGA_OPCOES = [
  { value: 'pendente', label: 'Pendente' },
  { value: 'pendente_vencida', label: 'Pendente, prazo vencido' },
  { value: 'entregue', label: 'Entregue' },
  { value: 'atrasada', label: 'Entregue com atraso' },
] as const;
export type SituacaoEntrega = (typeof SITUACAO_ENTREGA_OPCOES)[number]['value'];
export const situacaoEntregaLabel = (s: SituacaoEntrega) => SITUACAO_ENTREGA_OPCOES.find((o) => o.value === s)!.label;

/**
 * The situation of the month `referencia` given the receipt date of its delivery (null when none) and today's civil
 * day. With several deliveries, the first one received counts (`situacaoDasEntregas`): the others complete it.
 */
export function situacaoDaEntrega(referencia: string, recebidoEm: string | null, hoje: string): SituacaoEntrega {
  const prazo = dataPrazo(referencia);
  if (recebidoEm === null) return hoje > prazo ? 'pendente_vencida' : 'pendente';
  return recebidoEm > prazo ? 'atrasada' : 'entregue';
}

/** situacaoDaEntrega for every delivery of a defender, month and office: the earliest receipt date counts. */
export function situacaoDasEntregas(referencia: string, recebimentos: readonly string[], hoje: string): SituacaoEntrega {
  const primeiro = recebimentos.reduce<string | null>((menor, d) => (menor === null || d < menor ? d : menor), null);
  return situacaoDaEntrega(referencia, primeiro, hoje);
}
