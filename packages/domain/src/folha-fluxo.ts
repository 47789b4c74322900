import {
  FOLHA,
  isDiaSemPreencher,
  mensagemDiasSemPreencher,
  minutosTrabalhados,
  PERFIL_ASSINANTE,
  STATUS_DIA,
  STATUS_FOLHA,
  TIPO_NOTIFICACAO,
  type PerfilAssinante,
  type StatusFolha,
  type TipoNotificacao,
} from './folha.js';

// ---------------------------------------------------------------------------------------------------------------
// The sheet's workflow (acesso-sessao §4, issue 13 "Workflow and signatures", ADR 047).

/** Who acts on a sheet, as the service finds out from the request context and the sheet. */
export interface AtorDaFolha {
  /** the intern the sheet belongs to (the CPF of the session matches) */
  dono: boolean;
  /** the sheet's responsável (supervisor) */
  responsavel: boolean;
  /** a staff user with FOLHA_CREATE: sends and signs on behalf */
  podeCriarFolhas: boolean;
  /** any logged-in staff user (not a sheet-link session) */
  servidor: boolean;
}

export type TransicaoDaFolha =
  | { ok: true; status: StatusFolha; perfil: PerfilAssinante | null; notificacao: TipoNotificacao | null }
  | { ok: false; mensagem: string; motivo: 'status' | 'ator' | 'dias' };

export const MENSAGEM_FOLHA_CONCLUIDA = 'A folha está concluída: nenhuma ação é possível.';
export const MENSAGEM_SO_ENVIAR = 'Uma folha em preenchimento ou a corrigir só pode ser enviada para assinatura.';
export const MENSAGEM_QUEM_ENVIA = 'Só o estagiário da folha ou quem tem permissão para criar folhas pode enviá-la para assinatura.';
export const MENSAGEM_QUEM_ASSINA = 'Só o responsável pela folha ou quem tem permissão para criar folhas pode assiná-la como supervisor.';
export const MENSAGEM_QUEM_REVISA = 'Só um servidor pode revisar a folha.';

const recusa = (mensagem: string, motivo: 'status' | 'ator' | 'dias') => ({ ok: false, mensagem, motivo }) as const;
const vai = (status: StatusFolha, perfil: PerfilAssinante | null, notificacao: TipoNotificacao | null) => ({ ok: true, status, perfil, notificacao }) as const;

/**
 * The transition table of §4 for `PATCH folha_frequencia/assinar/{id}/{aprovar}`: true signs and advances, false
 * sends back for correction. Sending needs every working day filled ('Ficaram N dia(s) sem preencher.').
 * The answer says the new status, the signature's profile (null: no signature) and the notification to record.
 */
export function transicaoDaFolha(status: StatusFolha, aprovar: boolean, ator: AtorDaFolha, diasSemPreencher = 0): TransicaoDaFolha {
  switch (status) {
    case STATUS_FOLHA.EmPreenchimento:
    case STATUS_FOLHA.EmCorrecao:
      if (!aprovar) return recusa(MENSAGEM_SO_ENVIAR, 'status');
      if (!ator.dono && !ator.podeCriarFolhas) return recusa(MENSAGEM_QUEM_ENVIA, 'ator');
      if (diasSemPreencher > 0) return recusa(mensagemDiasSemPreencher(diasSemPreencher), 'dias');
      return vai(STATUS_FOLHA.AguardandoAssinatura, PERFIL_ASSINANTE.Estagiario, TIPO_NOTIFICACAO.AssinaturaPendente);
    case STATUS_FOLHA.AguardandoAssinatura:
      if (!ator.responsavel && !ator.podeCriarFolhas) return recusa(MENSAGEM_QUEM_ASSINA, 'ator');
      return aprovar
        ? vai(STATUS_FOLHA.AguardandoRevisao, PERFIL_ASSINANTE.Supervisor, null)
        : vai(STATUS_FOLHA.EmCorrecao, null, TIPO_NOTIFICACAO.FolhaACorrigir);
    case STATUS_FOLHA.AguardandoRevisao:
      if (!ator.servidor) return recusa(MENSAGEM_QUEM_REVISA, 'ator');
      return aprovar
        ? vai(STATUS_FOLHA.Concluida, PERFIL_ASSINANTE.SetorDeEstagio, TIPO_NOTIFICACAO.FolhaConcluida)
        : vai(STATUS_FOLHA.EmCorrecao, null, TIPO_NOTIFICACAO.FolhaACorrigir);
    case STATUS_FOLHA.Concluida:
      return recusa(MENSAGEM_FOLHA_CONCLUIDA, 'status');
  }
}

/** Only the intern fills in days, and only while the sheet is em preenchimento or a corrigir (issue 13). */
export const isFolhaEditavel = (status: number) => status === STATUS_FOLHA.EmPreenchimento || status === STATUS_FOLHA.EmCorrecao;

/** Only sheets em preenchimento or em correção can be notified (§4). */
export const isFolhaNotificavel = isFolhaEditavel;

// ---------------------------------------------------------------------------------------------------------------
// Counters and the weekly hours (issue 13: the law's guardrails, Lei 11.788/2008 art. 10 and the commitment term).

export interface DiaDaFolha {
  dia: number;
  status: number | null;
  util: boolean;
  feriado: boolean;
  horarioEntrada: string | null;
  horarioSaida: string | null;
}

const minutosDoDia = (d: DiaDaFolha) => (d.status === STATUS_DIA.Presente ? Math.max(0, minutosTrabalhados(d.horarioEntrada, d.horarioSaida) ?? 0) : 0);

/** The sheet's counters: days present, absences justified and not, recess, holidays, unfilled, total minutes. */
export function contadoresDaFolha(dias: readonly DiaDaFolha[]) {
  const com = (status: number) => dias.filter((d) => d.status === status).length;
  return {
    presentes: com(STATUS_DIA.Presente),
    faltasJustificadas: com(STATUS_DIA.FaltaJustificada),
    faltasNaoJustificadas: com(STATUS_DIA.FaltaNaoJustificada),
    recesso: com(STATUS_DIA.Ferias),
    feriados: dias.filter((d) => d.feriado).length,
    semPreencher: dias.filter(isDiaSemPreencher).length,
    minutos: dias.reduce((s, d) => s + minutosDoDia(d), 0),
  };
}

export interface SemanaDaFolha {
  /** first and last day of the month in this week (Sunday to Saturday) */
  inicio: number;
  fim: number;
  minutos: number;
  /** passes the commitment term's 20 hours: a warning, never a refusal */
  excede: boolean;
}

/**
 * The month's weeks, Sunday to Saturday as the calendar shows them (Dom..Sab), each with the minutes of its present
 * days in this month; a week split between two months counts only this month's days (ADR 048).
 */
export function semanasDaFolha(ano: number, mes: number, dias: readonly DiaDaFolha[]): SemanaDaFolha[] {
  const porDia = new Map(dias.map((d) => [d.dia, minutosDoDia(d)]));
  const total = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const semanas: SemanaDaFolha[] = [];
  for (let dia = 1; dia <= total; dia++) {
    const diaSemana = new Date(Date.UTC(ano, mes - 1, dia)).getUTCDay();
    if (dia === 1 || diaSemana === 0) semanas.push({ inicio: dia, fim: dia, minutos: 0, excede: false });
    const s = semanas[semanas.length - 1]!;
    s.fim = dia;
    s.minutos += porDia.get(dia) ?? 0;
    s.excede = s.minutos > FOLHA.minutosPorSemanaMax;
  }
  return semanas;
}

/** '20h', '20h30': a total of minutes as the sheet shows it. */
export function formatMinutos(minutos: number): string {
  const [h, m] = [Math.floor(minutos / 60), minutos % 60];
  return m ? `${h}h${String(m).padStart(2, '0')}` : `${h}h`;
}

/** The warning of a week over the term's hours: 'Semana de 01/09 a 07/09: 22h30, acima das 20 horas semanais ...'. */
export function avisoDaSemana(mes: number, s: SemanaDaFolha): string {
  const dm = (dia: number) => `${String(dia).padStart(2, '0')}/${String(mes).padStart(2, '0')}`;
  return `Semana de ${dm(s.inicio)} a ${dm(s.fim)}: ${formatMinutos(s.minutos)}, acima das ${FOLHA.minutosPorSemanaMax / 60} horas semanais do termo de compromisso (Lei 11.788/2008).`;
}
