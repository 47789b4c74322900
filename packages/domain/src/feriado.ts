import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, refSchema } from './respostas.js';
import { formatData } from './datas.js';
import { dataIsoSchema } from './datas-schema.js';
import { MENSAGEM_DATA_FINAL_MENOR } from './estagiario.js';
import { compararPtBr, textoSchema } from './texto.js';

/** Limits of the holiday / blocked-day form (cadastros-relatorios §2.13, §3 Feriado). */
export const FERIADO = {
  nomeMax: 100,
  // Gregorian Easter (Meeus/Jones/Butcher) holds from 1583; 9999 is the last year a 'yyyy-MM-dd' date can hold.
  anoMin: 1583,
  anoMax: 9999,
  // cadastros-relatorios §7, §9: the Calendário de Bloqueios lists 1000 rows, or 20 per page with Paginar.
  listaTake: 1000,
  listaTakePaginado: 20,
} as const;

export const ROTULO_FERIADO_GERAL = 'Aplicar para todos.';
export const MENSAGEM_NOME_FERIADO = 'Informe o nome do feriado.';
export const MENSAGEM_INICIO_FERIADO = 'Data de início é obrigatória.';
export const MENSAGEM_FIM_FERIADO = 'Data de fim é obrigatória.';
export const MENSAGEM_DEFENSORIAS_FERIADO = `Selecione ao menos uma defensoria ou marque "${ROTULO_FERIADO_GERAL}"`;
const MENSAGEM_DEFENSORIA_INVALIDA = 'Defensoria inválida.';
export const MENSAGEM_ANO_FERIADO = `Ano inválido: informe um ano entre ${FERIADO.anoMin} e ${FERIADO.anoMax}.`;

// The pipe stops at the first failure, so a blank date gets only its "required" message, not also the format
// rule's. No abort here: an explicit abort would also silence the form-wide rules below.
const dataObrigatoria = (mensagem: string) => textoSchema({ error: mensagem }).trim().min(1, mensagem).pipe(dataIsoSchema);

const defensoriaRef = z.object(
  { id: z.number({ error: MENSAGEM_DEFENSORIA_INVALIDA }).int(MENSAGEM_DEFENSORIA_INVALIDA).positive(MENSAGEM_DEFENSORIA_INVALIDA) },
  { error: MENSAGEM_DEFENSORIA_INVALIDA },
);

/**
 * Feriado form and POST/PUT body (cadastros-relatorios §2.13, §3 Feriado). A general holiday covers every
 * defensoria, so its list is stored empty; a specific one needs at least one defensoria. Repeated ids count once.
 */
export const feriadoInputSchema = z
  .object({
    nome: textoSchema({ error: MENSAGEM_NOME_FERIADO })
      .trim()
      .min(1, MENSAGEM_NOME_FERIADO)
      .max(FERIADO.nomeMax, `Nome: no máximo ${FERIADO.nomeMax} caracteres.`),
    inicio: dataObrigatoria(MENSAGEM_INICIO_FERIADO),
    fim: dataObrigatoria(MENSAGEM_FIM_FERIADO),
    geral: z.boolean({ error: `${ROTULO_FERIADO_GERAL} Marque ou desmarque.` }).nullish().transform((v) => v ?? false),
    defensorias: z
      .array(defensoriaRef, { error: 'Defensorias inválidas.' })
      .nullish()
      .transform((lista) => [...new Map((lista ?? []).map((d) => [d.id, { id: d.id }])).values()]),
  })
  .superRefine(
    (f, ctx) => {
      // Each rule reads only fields that parsed: a bad date is not also "before the start".
      const parsed = (campo: keyof typeof f) => !ctx.issues.some((i) => i.path?.[0] === campo);
      if (parsed('inicio') && parsed('fim') && f.fim < f.inicio) ctx.addIssue({ code: 'custom', path: ['fim'], message: MENSAGEM_DATA_FINAL_MENOR });
      if (parsed('geral') && parsed('defensorias') && !f.geral && f.defensorias.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['defensorias'], message: MENSAGEM_DEFENSORIAS_FERIADO });
      }
    },
    // Run beside the other fields' errors too (by default a blank date would skip it), so the form says at once
    // everything that is missing; only on an object, never on a body of another JSON type (an array is one).
    { when: (p) => typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value) },
  )
  .transform((f) => (f.geral ? { ...f, defensorias: [] } : f));
export type FeriadoInput = z.infer<typeof feriadoInputSchema>;

/** A holiday as the lookup needs it: the ids of its defensorias, ignored when it is general. */
export interface FeriadoVigencia {
  nome: string;
  inicio: string; // 'yyyy-MM-dd'
  fim: string; // 'yyyy-MM-dd', inclusive
  geral: boolean;
  defensorias: readonly number[];
}

/**
 * The first holiday or blocked day of `feriados` that covers `data` ('yyyy-MM-dd') for the defensoria, or null.
 * General holidays cover every defensoria; `defensoriaId` null (a placement in a núcleo) sees only those.
 * ISO dates compare as strings, so no timezone can move a day.
 */
export function feriadoEm<T extends FeriadoVigencia>(feriados: readonly T[], defensoriaId: number | null, data: string): T | null {
  return (
    feriados.find(
      (f) =>
        f.inicio <= data &&
        data <= f.fim &&
        (f.geral || (defensoriaId !== null && f.defensorias.includes(defensoriaId))),
    ) ?? null
  );
}

function validarAno(ano: number) {
  if (!Number.isInteger(ano) || ano < FERIADO.anoMin || ano > FERIADO.anoMax) throw new RangeError(MENSAGEM_ANO_FERIADO);
}

/** A year the holiday calendar can compute (Easter from 1583): the national-holiday load and the list's filter. */
export const anoFeriadoSchema = z
  .number({ error: MENSAGEM_ANO_FERIADO })
  .int(MENSAGEM_ANO_FERIADO)
  .min(FERIADO.anoMin, MENSAGEM_ANO_FERIADO)
  .max(FERIADO.anoMax, MENSAGEM_ANO_FERIADO);

/** Body of the national-holiday load (ADR 021): the year whose national holidays become general holidays. */
export const feriadosNacionaisInputSchema = z.object({ ano: anoFeriadoSchema }, { error: MENSAGEM_ANO_FERIADO });

/** The list's Período column: 'dd/MM/yyyy' for one day, 'dd/MM/yyyy a dd/MM/yyyy' for a longer block. */
export function periodoFeriado(inicio: string, fim: string): string {
  return inicio === fim ? formatData(inicio) : `${formatData(inicio)} a ${formatData(fim)}`;
}

const iso = (d: Date) =>
  `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;

/** UTC day arithmetic: no daylight-saving change can add or lose a day. */
function somaDias(dataIso: string, dias: number): string {
  const [a, m, d] = dataIso.split('-').map(Number);
  return iso(new Date(Date.UTC(a!, m! - 1, d! + dias)));
}

/** Easter Sunday of the Gregorian calendar as 'yyyy-MM-dd' (the Meeus/Jones/Butcher algorithm). */
export function pascoa(ano: number): string {
  validarAno(ano);
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

export interface FeriadoNacional {
  nome: string;
  inicio: string;
  fim: string;
}

// Lei 662/1949 (with Lei 6.802/1980, Lei 10.607/2002) and, from 2024, Lei 14.759/2023.
const FIXOS: readonly { nome: string; mesDia: string; desde?: number }[] = [
  { nome: 'Confraternização Universal', mesDia: '01-01' },
  { nome: 'Tiradentes', mesDia: '04-21' },
  { nome: 'Dia do Trabalho', mesDia: '05-01' },
  { nome: 'Independência do Brasil', mesDia: '09-07' },
  { nome: 'Nossa Senhora Aparecida', mesDia: '10-12' },
  { nome: 'Finados', mesDia: '11-02' },
  { nome: 'Proclamação da República', mesDia: '11-15' },
  { nome: 'Dia Nacional de Zumbi e da Consciência Negra', mesDia: '11-20', desde: 2024 },
  { nome: 'Natal', mesDia: '12-25' },
];

/**
 * The national holidays of a year, by date (then name: in 2000 Sexta-feira Santa fell on Tiradentes): the fixed
 * ones and those moved by Easter. Carnaval (Monday and Tuesday, 48 and 47 days before Easter) is only a
 * "ponto facultativo" by law, but the office closes, so it is one blocked entry spanning both days.
 */
export function feriadosNacionais(ano: number): FeriadoNacional[] {
  const domingo = pascoa(ano);
  const dia = (mesDia: string) => `${domingo.slice(0, 4)}-${mesDia}`;
  const fixos = FIXOS.filter((f) => !f.desde || ano >= f.desde).map((f) => ({ nome: f.nome, inicio: dia(f.mesDia), fim: dia(f.mesDia) }));
  const umDia = (nome: string, dias: number) => ({ nome, inicio: somaDias(domingo, dias), fim: somaDias(domingo, dias) });
  const moveis = [
    { nome: 'Carnaval', inicio: somaDias(domingo, -48), fim: somaDias(domingo, -47) },
    umDia('Sexta-feira Santa', -2),
    umDia('Corpus Christi', 60),
  ];
  return [...fixos, ...moveis].sort((x, y) => x.inicio.localeCompare(y.inicio) || compararPtBr(x.nome, y.nome));
}

/** cadastros-relatorios §3 Feriado as answered; each defensoria with its name (none for a general holiday). */
export const feriadoSchema = z.object({ id: z.number(), nome: z.string(), inicio: z.string(), fim: z.string(), geral: z.boolean(), defensorias: z.array(refSchema) });
export type Feriado = z.infer<typeof feriadoSchema>;
export const feriadoDetalheSchema = feriadoSchema.extend(auditoriaSchema.shape);
export type FeriadoDetalhe = z.infer<typeof feriadoDetalheSchema>;
