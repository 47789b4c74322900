import { z } from 'zod';
import { auditoriaSchema } from './respostas.js';

/**
 * The answers of the attendance-sheet calls (acesso-sessao §3, §7), written once: the API validates and strips its
 * replies with them and the web reads their types, so both sides agree on every field name. Field names follow the
 * spec's (camelCase in the sheet and its days, snake_case inside `estagio`, as §3 writes them).
 */

/** A person named on a sheet: the intern or the responsável, CPF formatted 000.000.000-00. */
export const pessoaDaFolhaSchema = z.object({ id: z.number(), nome: z.string(), cpf: z.string() });
export type PessoaDaFolha = z.infer<typeof pessoaDaFolhaSchema>;

/** One change of a day, as its history shows it (acesso-sessao §3 History record: INSERT as CRIAR, UPDATE as ATUALIZAR). */
export const historicoDoDiaSchema = z.object({
  acao: z.enum(['CRIAR', 'ATUALIZAR']),
  criadoEm: z.string(),
  /** the staff user; for the intern's own changes, the intern's name as username */
  criadoPor: z.object({ username: z.string() }).nullable(),
  /** the fields that changed, with their values before and after, as the history screen reads them */
  diff: z.record(z.string(), z.object({ de: z.unknown(), para: z.unknown() })),
});
export type HistoricoDoDia = z.infer<typeof historicoDoDiaSchema>;

/** A day of the sheet (acesso-sessao §3 Day entry). Times as HH:mm. */
export const diaDaFolhaSchema = z.object({
  dia: z.number(),
  status: z.number(),
  horarioEntrada: z.string().nullable(),
  horarioSaida: z.string().nullable(),
  justificativa: z.string().nullable(),
  /** the id of the absence's PDF proof (GET folha_frequencia/{id}/anexo/{dia} downloads it); null when none */
  anexo: z.number().nullable(),
  nomeArquivo: z.string().nullable(),
  util: z.boolean(),
  feriado: z.boolean(),
  /** the holiday's or block's name, when the day is one */
  nomeFeriado: z.string().nullable(),
  historicos: z.array(historicoDoDiaSchema),
});
export type DiaDaFolhaResposta = z.infer<typeof diaDaFolhaSchema>;

/** A signature (acesso-sessao §3): profile 1 intern, 2 supervisor, 3 internship sector; the signer's name beyond the spec. */
export const assinaturaDaFolhaSchema = z.object({ perfilAssinante: z.number(), nome: z.string(), criadoEm: z.string(), ip: z.string().nullable() });
export type AssinaturaDaFolha = z.infer<typeof assinaturaDaFolhaSchema>;

/** A notification recorded on the sheet (acesso-sessao §3): sender and recipient by name; the sender null for the system. */
export const notificacaoDaFolhaSchema = z.object({
  criadoEm: z.string(),
  remetente: z.string().nullable(),
  destinatario: z.string(),
  tipo: z.number(),
});
export type NotificacaoDaFolha = z.infer<typeof notificacaoDaFolhaSchema>;

/** A day to correct, with the supervisor's or the sector's comment (issue 13: sending back says why). */
export const correcaoDaFolhaSchema = z.object({
  dia: z.number(),
  comentario: z.string(),
  perfil: z.number(),
  nome: z.string(),
  criadoEm: z.string(),
  /** when the intern sent the sheet again; null while open */
  resolvidaEm: z.string().nullable(),
});
export type CorrecaoDaFolha = z.infer<typeof correcaoDaFolhaSchema>;

/** GET folha_frequencia/{id} (acesso-sessao §3 Folha de frequencia). */
export const folhaSchema = auditoriaSchema.extend({
  id: z.number(),
  ano: z.number(),
  mes: z.number(),
  status: z.number(),
  estagio: z.object({
    id: z.number(),
    local: z.string(),
    unidade: z.string().nullable(),
    comarca: z.string(),
    curso: z.string(),
    data_inicio_estagio: z.string(),
    data_fim_estagio: z.string().nullable(),
    fim_semana: z.boolean(),
    lotacao: z.object({ entrada: z.string().nullable(), saida: z.string().nullable() }),
  }),
  estagiario: pessoaDaFolhaSchema,
  responsavel: pessoaDaFolhaSchema.nullable(),
  dias: z.array(diaDaFolhaSchema),
  assinaturas: z.array(assinaturaDaFolhaSchema),
  notificacoes: z.array(notificacaoDaFolhaSchema),
  correcoes: z.array(correcaoDaFolhaSchema),
  /** what the caller may do now, computed by the server from the status and who asks (the screen shows these buttons) */
  acoes: z.object({
    preencher: z.boolean(),
    enviar: z.boolean(),
    assinar: z.boolean(),
    devolver: z.boolean(),
    notificar: z.boolean(),
    definirResponsavel: z.boolean(),
    pdf: z.boolean(),
  }),
});
export type Folha = z.infer<typeof folhaSchema>;

/** A row of GET folha_frequencia/listar/{ano}/{mes} and of listar/{estagioId}. */
export const folhaResumoSchema = z.object({
  id: z.number(),
  ano: z.number(),
  mes: z.number(),
  status: z.number(),
  estagioId: z.number(),
  estagiario: z.object({ id: z.number(), nome: z.string() }),
  responsavel: z.object({ id: z.number(), nome: z.string() }).nullable(),
  local: z.string(),
  unidade: z.string().nullable(),
  /** working days still unfilled (indefinido) */
  diasSemPreencher: z.number(),
  /** some week over the commitment term's 20 hours (a warning, never a refusal) */
  semanaAcimaDoLimite: z.boolean(),
  editadoEm: z.string(),
});
export type FolhaResumo = z.infer<typeof folhaResumoSchema>;

/**
 * With 'Com Folhas' off (ADR 053), the month's list also brings the internships active in the month that have no sheet
 * yet: `semFolha` marks them; `motivo` says why the generation would refuse one (null: 'Criar folha' creates it).
 */
export const estagioSemFolhaSchema = z.object({
  semFolha: z.literal(true),
  ano: z.number(),
  mes: z.number(),
  estagioId: z.number(),
  estagiario: z.object({ id: z.number(), nome: z.string() }),
  local: z.string().nullable(),
  unidade: z.string().nullable(),
  motivo: z.string().nullable(),
});
export type EstagioSemFolha = z.infer<typeof estagioSemFolhaSchema>;
export const linhaDasFolhasSchema = z.union([estagioSemFolhaSchema, folhaResumoSchema]);
export type LinhaDasFolhas = z.infer<typeof linhaDasFolhasSchema>;

/** GET folha_frequencia/contagem/{ano}/{mes}: how many sheets of the month per status, for the status filter. */
export const contagemDasFolhasSchema = z.object({
  porStatus: z.record(z.string(), z.number()),
  total: z.number(),
});
export type ContagemDasFolhas = z.infer<typeof contagemDasFolhasSchema>;

/** Bulk approval (ADR 054): at most this many sheets per request. */
export const APROVACAO_EM_LOTE_MAX = 1000;
export const MENSAGEM_NAO_AGUARDA_REVISAO = 'A folha não está aguardando revisão.';

/** The per-sheet result of the bulk approval job (its `resultado`): approved, or refused with the reason. */
export const resultadoAprovacaoSchema = z.object({
  aprovadas: z.number(),
  recusadas: z.number(),
  itens: z.array(z.object({ id: z.number(), nome: z.string().nullable(), aprovada: z.boolean(), motivo: z.string().nullable() })),
});
export type ResultadoDaAprovacao = z.infer<typeof resultadoAprovacaoSchema>;
