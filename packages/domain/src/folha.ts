import { z } from 'zod';
import { DIAS_SEMANA } from './datas.js';
import { TERMO_ESTAGIO } from './estagiario.js';
import { anoFeriadoSchema, feriadoEm, type FeriadoVigencia } from './feriado.js';

/** Sheet status (acesso-sessao §4); 5 is shown 'A Corrigir'. */
export const STATUS_FOLHA = { EmPreenchimento: 1, AguardandoAssinatura: 2, AguardandoRevisao: 3, Concluida: 4, EmCorrecao: 5 } as const;
export type StatusFolha = (typeof STATUS_FOLHA)[keyof typeof STATUS_FOLHA];
export const STATUS_FOLHA_OPCOES = [
  { value: 1, label: 'Em Preenchimento' },
  { value: 2, label: 'Aguardando Assinatura' },
  { value: 3, label: 'Aguardando Revisão' },
  { value: 4, label: 'Concluída' },
  { value: 5, label: 'A Corrigir' },
] as const satisfies readonly { value: StatusFolha; label: string }[];

/** Day status (acesso-sessao §3); 6 (férias) is shown 'Recesso'. */
export const STATUS_DIA = { Indefinido: 1, Presente: 2, FaltaJustificada: 3, FaltaNaoJustificada: 4, Feriado: 5, Ferias: 6, NaoPreenchido: 7 } as const;
export type StatusDia = (typeof STATUS_DIA)[keyof typeof STATUS_DIA];
export const STATUS_DIA_OPCOES = [
  { value: 1, label: 'Indefinido' },
  { value: 2, label: 'Presente' },
  { value: 3, label: 'Falta Justificada' },
  { value: 4, label: 'Falta Não Justificada' },
  { value: 5, label: 'Feriado' },
  { value: 6, label: 'Recesso' },
  { value: 7, label: 'Não Preenchido' },
] as const satisfies readonly { value: StatusDia; label: string }[];

/** Who signs (acesso-sessao §3): 1 the intern, 2 the supervisor, 3 the internship sector. */
export const PERFIL_ASSINANTE = { Estagiario: 1, Supervisor: 2, SetorDeEstagio: 3 } as const;
export type PerfilAssinante = (typeof PERFIL_ASSINANTE)[keyof typeof PERFIL_ASSINANTE];
export const PERFIL_ASSINANTE_OPCOES = [
  { value: 1, label: 'Estagiário' },
  { value: 2, label: 'Supervisor' },
  { value: 3, label: 'Setor de Estágio' },
] as const satisfies readonly { value: PerfilAssinante; label: string }[];

/** Notification types (acesso-sessao §3). */
export const TIPO_NOTIFICACAO = { FolhaCriada: 1, AssinaturaPendente: 2, FolhaACorrigir: 3, FolhaConcluida: 4 } as const;
export type TipoNotificacao = (typeof TIPO_NOTIFICACAO)[keyof typeof TIPO_NOTIFICACAO];
export const TIPO_NOTIFICACAO_OPCOES = [
  { value: 1, label: 'Folha criada' },
  { value: 2, label: 'Assinatura pendente' },
  { value: 3, label: 'Folha a corrigir' },
  { value: 4, label: 'Folha concluída' },
] as const satisfies readonly { value: TipoNotificacao; label: string }[];

const rotulo = (lista: readonly { value: number; label: string }[]) => (v: number | null | undefined) => lista.find((o) => o.value === v)?.label ?? '';
export const statusFolhaLabel = rotulo(STATUS_FOLHA_OPCOES);
export const statusDiaLabel = rotulo(STATUS_DIA_OPCOES);
export const perfilAssinanteLabel = rotulo(PERFIL_ASSINANTE_OPCOES);
export const tipoNotificacaoLabel = rotulo(TIPO_NOTIFICACAO_OPCOES);

/** Limits of the attendance sheets (acesso-sessao §9; the week from the commitment term, Lei 11.788/2008 art. 10). */
export const FOLHA = {
  minutosPorDiaMax: 300,
  minutosPorSemanaMax: TERMO_ESTAGIO.horasPorSemana * 60,
  listaTake: 100,
  consultaTake: 1000,
  notificacoesPorLote: 20,
  pausaEntreLotesMs: 1000,
  justificativaMax: 500,
} as const;

export const MENSAGEM_HORARIOS_OBRIGATORIOS = 'Por favor, preencha ambos os horários';
export const MENSAGEM_SAIDA_APOS_ENTRADA = 'O horário de saída deve ser após o horário de entrada';
export const MENSAGEM_CARGA_DIARIA = 'Carga horária diária ultrapassada!';
export const MENSAGEM_HORARIO_INVALIDO = 'Horário inválido: use HH:mm.';
export const mensagemDiasSemPreencher = (n: number) => `Ficaram ${n} dia(s) sem preencher.`;
export const MENSAGEM_MES_FOLHA = 'Mês inválido: informe um mês de 1 a 12.';

/** The month of a sheet (`folha_frequencia/{ano}/{mes}`): a year the holiday calendar knows, a month 1 to 12. */
export const periodoFolhaSchema = z.object({
  ano: anoFeriadoSchema,
  mes: z.number({ error: MENSAGEM_MES_FOLHA }).int(MENSAGEM_MES_FOLHA).min(1, MENSAGEM_MES_FOLHA).max(12, MENSAGEM_MES_FOLHA),
});
export type PeriodoFolha = z.infer<typeof periodoFolhaSchema>;

/** Why the month's generation refuses an internship (ADR 046). */
export const MOTIVO_SEM_LOTACAO = 'Sem lotação vigente no mês.';
export const MOTIVO_ESTAGIARIO_INATIVO = 'Estagiário inativo.';

const itemDaGeracaoSchema = z.object({ estagioId: z.number(), estagiarioId: z.number(), nome: z.string() });
export type ItemDaGeracao = z.infer<typeof itemDaGeracaoSchema>;

/**
 * The month's generation as it answers (the result of the `gerar-folhas` job, and of the dry run 'Simular'): what was
 * (or would be) created, what was skipped because its sheet exists, and what was refused with the reason.
 */
export const resultadoGeracaoSchema = z.object({
  ano: z.number(),
  mes: z.number(),
  simulacao: z.boolean(),
  criadas: z.array(itemDaGeracaoSchema),
  existentes: z.array(itemDaGeracaoSchema),
  recusadas: z.array(itemDaGeracaoSchema.extend({ motivo: z.string() })),
});
export type ResultadoDaGeracao = z.infer<typeof resultadoGeracaoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The month's calendar: which days the intern works (issue 13 "Generation", ADR 044).

const pad = (n: number) => String(n).padStart(2, '0');

export function diasNoMesDaFolha(ano: number, mes: number): number {
  return new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

/** The internship as the calendar needs it: its period (desligamento ends it early) and the weekend flag. */
export interface EstagioDoCalendario {
  inicio: string;
  fim: string | null;
  desligamento?: string | null;
  fimSemana: boolean;
}

export interface DiaDoCalendario {
  dia: number;
  data: string; // 'yyyy-MM-dd'
  diaSemana: number; // 0 Sunday .. 6 Saturday
  /** the intern is expected to work (and fill in) this day */
  util: boolean;
  /** a holiday or blocked day of the placement's defensoria (or a general one) covers it */
  feriado: boolean;
  nomeFeriado: string | null;
  /** inside the internship's period */
  noEstagio: boolean;
}

/**
 * Every day of the month with util and feriado (acesso-sessao §5, issue 13): a regular intern works Monday to
 * Friday except holidays and blocked days; a weekend intern works only on weekend days or holidays; no one works
 * outside the internship. `defensoriaId` null (a placement in a núcleo) sees only the general holidays.
 */
export function calendarioDaFolha(
  ano: number,
  mes: number,
  estagio: EstagioDoCalendario,
  feriados: readonly FeriadoVigencia[],
  defensoriaId: number | null,
): DiaDoCalendario[] {
  const fins = [estagio.fim, estagio.desligamento].filter((d): d is string => !!d).sort();
  const fim = fins[0] ?? null;
  return Array.from({ length: diasNoMesDaFolha(ano, mes) }, (_, i) => {
    const dia = i + 1;
    const data = `${String(ano).padStart(4, '0')}-${pad(mes)}-${pad(dia)}`;
    const diaSemana = new Date(Date.UTC(ano, mes - 1, dia)).getUTCDay();
    const achado = feriadoEm(feriados, defensoriaId, data);
    const noEstagio = estagio.inicio <= data && (fim === null || data <= fim);
    const fds = diaSemana === 0 || diaSemana === 6;
    const feriado = achado !== null;
    const util = noEstagio && (estagio.fimSemana ? fds || feriado : !fds && !feriado);
    return { dia, data, diaSemana, util, feriado, nomeFeriado: achado?.nome ?? null, noEstagio };
  });
}

/**
 * A stored day of a sheet as the day rules read it: util, feriado and the holiday's name as the generation fixed them,
 * the weekday and "inside the internship" from the sheet's copy of the internship's dates.
 */
export function diaGravadoNoCalendario(
  folha: { ano: number; mes: number; dataInicioEstagio: string; dataFimEstagio: string | null },
  d: { dia: number; util: boolean; feriado: boolean; nomeFeriado: string | null },
): DiaDoCalendario {
  const data = `${String(folha.ano).padStart(4, '0')}-${pad(folha.mes)}-${pad(d.dia)}`;
  const diaSemana = new Date(Date.UTC(folha.ano, folha.mes - 1, d.dia)).getUTCDay();
  const noEstagio = folha.dataInicioEstagio <= data && (folha.dataFimEstagio === null || data <= folha.dataFimEstagio);
  return { dia: d.dia, data, diaSemana, util: d.util, feriado: d.feriado, nomeFeriado: d.nomeFeriado, noEstagio };
}

/**
 * Why an entry on a day is refused (acesso-sessao §5), or null on a working day. Outside the internship is not in
 * the spec (ADR 044).
 */
export function motivoDiaSemTrabalho(d: DiaDoCalendario, fimSemana: boolean): string | null {
  if (d.util) return null;
  const quando = `O dia ${d.dia}, ${DIAS_SEMANA[d.diaSemana]},`;
  if (!d.noEstagio) return `${quando} está fora do período do estágio.`;
  if (d.feriado) return `${d.nomeFeriado} não é dia de trabalho.`;
  return fimSemana ? `${quando} não é dia de trabalho (final de semana).` : `${quando} não é dia útil.`;
}

/** The status a day starts with when the sheet is generated, and returns to when cleared (ADR 044). */
export function statusInicialDoDia(d: Pick<DiaDoCalendario, 'util' | 'feriado'>): StatusDia {
  if (d.util) return STATUS_DIA.Indefinido;
  return d.feriado ? STATUS_DIA.Feriado : STATUS_DIA.NaoPreenchido;
}

// ---------------------------------------------------------------------------------------------------------------
// Day entries (acesso-sessao §4 "Day rules", §5 "Day modal").

const HORARIO = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** 'HH:mm' or 'HH:mm:ss' (as PostgreSQL answers a time) → minutes since midnight; null when invalid. */
export function minutosDoHorario(h: string | null | undefined): number | null {
  const m = typeof h === 'string' ? HORARIO.exec(h.trim()) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const horarioCurto = (h: string) => h.trim().slice(0, 5);

/** Minutes worked between entry and exit, or null when either is missing or invalid. */
export function minutosTrabalhados(entrada: string | null | undefined, saida: string | null | undefined): number | null {
  const [e, s] = [minutosDoHorario(entrada), minutosDoHorario(saida)];
  return e === null || s === null ? null : s - e;
}

/** The presence's times (§5): both filled, exit after entry, at most 300 minutes. Null when they pass. */
export function validarHorarios(entrada: string | null | undefined, saida: string | null | undefined): string | null {
  if (!entrada?.trim() || !saida?.trim()) return MENSAGEM_HORARIOS_OBRIGATORIOS;
  const minutos = minutosTrabalhados(entrada, saida);
  if (minutos === null) return MENSAGEM_HORARIO_INVALIDO;
  if (minutos <= 0) return MENSAGEM_SAIDA_APOS_ENTRADA;
  if (minutos > FOLHA.minutosPorDiaMax) return MENSAGEM_CARGA_DIARIA;
  return null;
}

/** What the intern picks in the day modal: Presente, Ausente, Recesso, or clearing the day. */
export type AcaoDia = 'presente' | 'ausente' | 'recesso' | 'limpar';

/** The action a day entry's status asks for; null for a status the intern never sets (5 feriado, unknown). */
export function acaoDoStatus(status: number | null | undefined): AcaoDia | null {
  if (status === null || status === undefined || status === STATUS_DIA.Indefinido || status === STATUS_DIA.NaoPreenchido) return 'limpar';
  if (status === STATUS_DIA.Presente) return 'presente';
  if (status === STATUS_DIA.FaltaJustificada || status === STATUS_DIA.FaltaNaoJustificada) return 'ausente';
  if (status === STATUS_DIA.Ferias) return 'recesso';
  return null;
}

export interface EntradaDoDia {
  acao: AcaoDia;
  horarioEntrada?: string | null;
  horarioSaida?: string | null;
  justificativa?: string | null;
}

/** A day as stored after an entry; `comAnexo` false means the absence's attachment goes away. */
export interface ValoresDoDia {
  status: StatusDia;
  horarioEntrada: string | null;
  horarioSaida: string | null;
  justificativa: string | null;
  comAnexo: boolean;
}

export type ResultadoDoDia = { ok: true; valores: ValoresDoDia } | { ok: false; mensagem: string };

const vazio = (status: StatusDia, comAnexo = false): ValoresDoDia => ({ status, horarioEntrada: null, horarioSaida: null, justificativa: null, comAnexo });

/**
 * One day entry (§4, §5): clearing removes everything; any other entry needs a working day; presence needs valid
 * times and clears the justification; absence clears the times and is justified when its text is not blank.
 */
export function preencherDia(d: DiaDoCalendario, fimSemana: boolean, entrada: EntradaDoDia): ResultadoDoDia {
  if (entrada.acao === 'limpar') return { ok: true, valores: vazio(statusInicialDoDia(d)) };
  const motivo = motivoDiaSemTrabalho(d, fimSemana);
  if (motivo) return { ok: false, mensagem: motivo };
  if (entrada.acao === 'recesso') return { ok: true, valores: vazio(STATUS_DIA.Ferias) };
  if (entrada.acao === 'ausente') {
    const justificativa = entrada.justificativa?.trim() || null;
    const status = justificativa ? STATUS_DIA.FaltaJustificada : STATUS_DIA.FaltaNaoJustificada;
    return { ok: true, valores: { ...vazio(status, true), justificativa } };
  }
  const erro = validarHorarios(entrada.horarioEntrada, entrada.horarioSaida);
  if (erro) return { ok: false, mensagem: erro };
  const valores = { ...vazio(STATUS_DIA.Presente), horarioEntrada: horarioCurto(entrada.horarioEntrada!), horarioSaida: horarioCurto(entrada.horarioSaida!) };
  return { ok: true, valores };
}

/** A working day still to fill in (§4: status indefinido or empty; 7 counts too, ADR 044). */
export const isDiaSemPreencher = (d: { util: boolean; status: number | null }) =>
  d.util && (d.status === null || d.status === STATUS_DIA.Indefinido || d.status === STATUS_DIA.NaoPreenchido);

/**
 * One click on a day (§4): the owner clicking an unfilled working day marks it present with the placement's default
 * times. Null when the click opens the modal instead (not the owner, not a working day, already filled, no default times).
 */
export function cliqueNoDia(
  d: DiaDoCalendario,
  fimSemana: boolean,
  atual: { status: number | null; dono: boolean },
  padrao: { entrada: string | null; saida: string | null },
): ResultadoDoDia | null {
  if (!atual.dono || !isDiaSemPreencher({ util: d.util, status: atual.status }) || !padrao.entrada || !padrao.saida) return null;
  return preencherDia(d, fimSemana, { acao: 'presente', horarioEntrada: padrao.entrada, horarioSaida: padrao.saida });
}
