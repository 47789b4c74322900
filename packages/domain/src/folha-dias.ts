import { z } from 'zod';
import { acaoDoStatus, diaGravadoNoCalendario, FOLHA, preencherDia, type ValoresDoDia } from './folha.js';
import { textoMultilinhaSchema, textoSchema } from './texto.js';

/**
 * The body of `PUT folha_frequencia/{id}` (acesso-sessao §3 Day entry, §7): the day entries the screen sends, the whole
 * month or only the days it changed. The attachment goes by its own upload.
 */
export const MENSAGEM_DIA_INVALIDO = 'Dia inválido.';
export const MENSAGEM_STATUS_DIA_INVALIDO = 'Situação do dia inválida.';
export const mensagemDiaRepetido = (dia: number) => `Dia ${dia} informado mais de uma vez.`;

const horario = textoSchema({ error: 'Horário inválido: use HH:mm.' }).trim().max(8, 'Horário inválido: use HH:mm.').nullish();

export const entradaDiaSchema = z.object({
  dia: z.number({ error: MENSAGEM_DIA_INVALIDO }).int(MENSAGEM_DIA_INVALIDO).min(1, MENSAGEM_DIA_INVALIDO).max(31, MENSAGEM_DIA_INVALIDO),
  status: z.number({ error: MENSAGEM_STATUS_DIA_INVALIDO }).int(MENSAGEM_STATUS_DIA_INVALIDO).min(1, MENSAGEM_STATUS_DIA_INVALIDO).max(7, MENSAGEM_STATUS_DIA_INVALIDO).nullable(),
  horarioEntrada: horario,
  horarioSaida: horario,
  justificativa: textoMultilinhaSchema({ error: 'Justificativa inválida.' })
    .max(FOLHA.justificativaMax, `Justificativa: no máximo ${FOLHA.justificativaMax} caracteres.`)
    .nullish(),
});
export type EntradaDia = z.infer<typeof entradaDiaSchema>;

export const entradasDiasSchema = z
  .array(entradaDiaSchema, { error: 'Informe a lista de dias.' })
  .max(31, 'No máximo 31 dias.')
  .superRefine((dias, ctx) => {
    const vistos = new Set<number>();
    for (const d of dias) {
      if (vistos.has(d.dia)) ctx.addIssue({ code: 'custom', message: mensagemDiaRepetido(d.dia) });
      vistos.add(d.dia);
    }
  });

/** A stored day of the sheet, as the service reads it for a PUT. */
export interface DiaGravado {
  dia: number;
  status: number;
  util: boolean;
  feriado: boolean;
  nomeFeriado: string | null;
  horarioEntrada: string | null;
  horarioSaida: string | null;
  justificativa: string | null;
}

export interface FolhaDosDias {
  ano: number;
  mes: number;
  dataInicioEstagio: string;
  dataFimEstagio: string | null;
  fimSemana: boolean;
}

export type ResultadoDasEntradas = { ok: true; alteracoes: { dia: number; valores: ValoresDoDia }[] } | { ok: false; dia: number; mensagem: string };

const curto = (h: string | null | undefined) => (h ? h.trim().slice(0, 5) : null);
const mesmoDia = (d: DiaGravado, e: EntradaDia) =>
  d.status === e.status &&
  curto(d.horarioEntrada) === curto(e.horarioEntrada) &&
  curto(d.horarioSaida) === curto(e.horarioSaida) &&
  (d.justificativa ?? null) === (e.justificativa?.trim() || null);

/**
 * The day rules (acesso-sessao §4, §5; ADR 044) over a PUT: an entry equal to the stored day is no change (the screen
 * may send the whole month, holidays included); any other goes through `preencherDia`. The first refusal answers with
 * its day; otherwise the days whose values change, with what to store (`comAnexo` false: the proof goes away).
 */
export function aplicarEntradas(folha: FolhaDosDias, gravados: readonly DiaGravado[], entradas: readonly EntradaDia[]): ResultadoDasEntradas {
  const porDia = new Map(gravados.map((d) => [d.dia, d]));
  const alteracoes: { dia: number; valores: ValoresDoDia }[] = [];
  for (const e of entradas) {
    const gravado = porDia.get(e.dia);
    if (!gravado) return { ok: false, dia: e.dia, mensagem: MENSAGEM_DIA_INVALIDO };
    if (mesmoDia(gravado, e)) continue;
    const acao = acaoDoStatus(e.status);
    if (!acao) return { ok: false, dia: e.dia, mensagem: MENSAGEM_STATUS_DIA_INVALIDO };
    const r = preencherDia(diaGravadoNoCalendario(folha, gravado), folha.fimSemana, { acao, ...e });
    if (!r.ok) return { ok: false, dia: e.dia, mensagem: r.mensagem };
    // What the rules make of it may still be what is stored (an absence sent with times it drops); only an absence
    // keeps a proof, so a day whose values stay has nothing else to change.
    const v = r.valores;
    const igual = v.status === gravado.status && v.horarioEntrada === curto(gravado.horarioEntrada) && v.horarioSaida === curto(gravado.horarioSaida) && v.justificativa === gravado.justificativa;
    if (!igual) alteracoes.push({ dia: e.dia, valores: v });
  }
  return { ok: true, alteracoes };
}
