import './zod-pt-br.js';
import { z } from 'zod';

/** Background jobs (ADR 029): states as the screens name them. */
export const STATUS_TAREFA = ['PENDENTE', 'EXECUTANDO', 'CONCLUIDA', 'FALHOU'] as const;
export type StatusTarefa = (typeof STATUS_TAREFA)[number];

export const STATUS_TAREFA_LABEL: Record<StatusTarefa, string> = {
  PENDENTE: 'Na fila',
  EXECUTANDO: 'Em execução',
  CONCLUIDA: 'Concluída',
  FALHOU: 'Falhou',
};

/** What each kind of job is called on the screens; a kind without a label shows its code. */
export const TAREFA_ROTULO: Record<string, string> = {
  'recuperacao-senha': 'Pedido de código de recuperação de senha',
  'link-folha': 'Pedido de link de acesso à folha',
  email: 'Envio de e-mails',
  'gerar-folhas': 'Geração das folhas de frequência do mês',
  'aprovar-folhas': 'Aprovação das folhas de frequência em lote',
  'lembretes-folhas': 'Lembretes diários das folhas de frequência',
  'lembrete-movimentacoes': 'Lembrete diário das movimentações com prazo vencido',
};

export const rotuloDaTarefa = (tipo: string) => TAREFA_ROTULO[tipo] ?? tipo;

/** A job as the API answers it: the progress component follows it, the Tarefas screen lists it. */
export const tarefaSchema = z.object({
  id: z.number(),
  tipo: z.string(),
  rotulo: z.string(),
  status: z.enum(STATUS_TAREFA),
  tentativas: z.number(),
  maxTentativas: z.number(),
  progressoAtual: z.number(),
  progressoTotal: z.number().nullable(),
  resultado: z.unknown(),
  erro: z.string().nullable(),
  criadoPor: z.object({ id: z.number(), username: z.string() }).nullable(),
  criadoEm: z.string(),
  iniciadoEm: z.string().nullable(),
  concluidoEm: z.string().nullable(),
});
export type Tarefa = z.infer<typeof tarefaSchema>;
