import './zod-pt-br.js';
import { z } from 'zod';
import type { Recurso } from './permissoes.js';

/** History actions as stored (trigger TG_OP) and as shown (acesso-sessao §3: INSERT → CRIAR, UPDATE → ATUALIZAR). */
export const ACAO_HISTORICO_LABEL: Record<string, string> = {
  INSERT: 'CRIAR',
  UPDATE: 'ATUALIZAR',
  DELETE: 'REMOVER',
};

/**
 * Which resource guards the history of each table: reading it needs that resource's READ or ENUMERATE
 * permission (ADR 005). Tables not listed need ADMIN_ACTIONS. New registers add their tables here.
 */
export const TABELA_RECURSO: Record<string, Recurso> = {
  usuario: 'USUARIO',
  pessoa: 'USUARIO',
  papel: 'PAPEL',
  defensor: 'DEFENSOR',
  estagiario: 'ESTAGIARIO',
  estagio: 'ESTAGIARIO',
  instituicao_ensino: 'ESTAGIARIO',
  curso: 'CURSO',
  assessor: 'ASSESSOR',
  comarca: 'COMARCA',
  atuacao: 'ATUACAO',
  vara: 'VARA',
  distrito: 'DISTRITO',
  predio: 'PREDIO',
  setor: 'PREDIO',
  defensoria: 'DEFENSORIA',
  nucleo: 'NUCLEO',
  lotacao: 'LOTACAO',
  // Holidays belong to the attendance-sheet module (ADR 021).
  feriado: 'FOLHA',
  folha_frequencia: 'FOLHA',
  folha_frequencia_dia: 'FOLHA',
  folha_frequencia_anexo: 'FOLHA',
  folha_frequencia_assinatura: 'FOLHA',
  folha_frequencia_notificacao: 'FOLHA',
  folha_frequencia_correcao: 'FOLHA',
  folha_frequencia_verificacao: 'FOLHA',
};

/** pt-BR names of the tables, for the log page's filter and columns. */
export const TABELA_LABEL: Record<string, string> = {
  usuario: 'Usuário',
  pessoa: 'Pessoa',
  papel: 'Papel',
  defensor: 'Defensor',
  estagiario: 'Estagiário',
  estagio: 'Estágio',
  instituicao_ensino: 'Instituição de ensino',
  curso: 'Curso',
  assessor: 'Assessor',
  anexo: 'Anexo',
  comarca: 'Comarca',
  atuacao: 'Atuação',
  vara: 'Vara',
  distrito: 'Distrito',
  predio: 'Unidade (prédio)',
  setor: 'Setor',
  defensoria: 'Defensoria',
  nucleo: 'Núcleo',
  lotacao: 'Lotação',
  feriado: 'Feriado',
  folha_frequencia: 'Folha de frequência',
  folha_frequencia_dia: 'Dia da folha de frequência',
  folha_frequencia_anexo: 'Comprovante de falta',
  folha_frequencia_assinatura: 'Assinatura da folha',
  folha_frequencia_notificacao: 'Notificação da folha',
  folha_frequencia_correcao: 'Correção pedida na folha',
  folha_frequencia_verificacao: 'Código de verificação da folha',
  lembrete_config: 'Lembretes das folhas',
};

export const HISTORICO_DATA_INICIAL_PADRAO = '2000-01-01';
export const HISTORICO_DATA_FINAL_PADRAO = '3000-01-01';

/** Usage log kinds (cadastros-relatorios §2.15). */
export const TIPO_ACESSO_LABEL: Record<string, string> = {
  LOGIN: 'Entrada no sistema',
  LOGIN_FALHOU: 'Falha de login',
  LOGIN_BLOQUEADO: 'Login bloqueado (excesso de tentativas)',
  ACESSO_NEGADO: 'Acesso negado',
};

/**
 * How a stored column is named to people in history and log lines. Shared by every table: a column keeps one
 * meaning across the schema. Columns not listed show their name with spaces (`data_admissao` → 'data admissao').
 */
export const CAMPO_LABEL: Record<string, string> = {
  dias_assinatura: 'Dias aguardando assinatura',
  id: 'Código',
  nome: 'Nome',
  sobrenome: 'Sobrenome',
  cpf: 'CPF',
  data_nascimento: 'Data de nascimento',
  estadocivil: 'Estado civil',
  email: 'E-mail',
  email_institucional: 'E-mail institucional',
  telefone_ddd: 'DDD do telefone',
  telefone_numero: 'Telefone',
  celular_ddd: 'DDD do celular',
  celular_numero: 'Celular',
  cep: 'CEP',
  cidade: 'Cidade',
  bairro: 'Bairro',
  logradouro: 'Logradouro',
  complemento: 'Complemento',
  numero: 'Número',
  username: 'Login',
  ativo: 'Ativo',
  funcao: 'Função',
  papel_id: 'Papel',
  pessoa_id: 'Pessoa',
  recebenotificacaoes: 'Recebe notificações',
  corfundotabela: 'Cor de fundo da tabela',
  corletratabela: 'Cor da letra da tabela',
  permissoes: 'Permissões',
  ordem: 'Ordem',
  cnpj: 'CNPJ',
  razao_social: 'Razão social',
  representante_cargo: 'Cargo do representante',
  representante_nome: 'Nome do representante',
  telefone: 'Telefone',
  data_entrada: 'Data de entrada',
  // The spec writes 'data de sessao'; an advisor is ceded (cedido) by another body: 'cessão' (ADR 033).
  data_sessao: 'Data de cessão',
  data_saida: 'Data de saída',
  assessor_id: 'Assessor',
  estagiario_id: 'Estagiário',
  estagio_id: 'Estágio',
  filename: 'Nome do arquivo',
  content_type: 'Tipo do arquivo',
  tamanho: 'Tamanho (bytes)',
  sha256: 'SHA-256',
  titulo: 'Título',
  numero_oab: 'Número da OAB',
  matricula_defensoria: 'Matrícula',
  data_admissao: 'Data de admissão',
  data_referencia: 'Data de referência',
  data_exoneracao: 'Data de exoneração',
  anotacao: 'Anotação',
  tipo_estagio: 'Tipo de estágio',
  instituicao_ensino_id: 'Instituição de ensino',
  curso_id: 'Curso',
  data_inicio_estagio: 'Início do estágio',
  data_fim_estagio: 'Fim do estágio',
  desligamento: 'Desligamento',
  data_colacao_grau: 'Colação de grau',
  fim_semana: 'Fim de semana',
  prefixo: 'Prefixo',
  agrupar: 'Agrupar',
  atuacao_id: 'Atuação',
  comarca_id: 'Comarca',
  predio_id: 'Unidade',
  vara_id: 'Vara',
  defensoria_id: 'Defensoria',
  tipo: 'Tipo',
  telefone_principal_ddd: 'DDD do telefone principal',
  telefone_principal_numero: 'Telefone principal',
  telefone_secundario_ddd: 'DDD do telefone secundário',
  telefone_secundario_numero: 'Telefone secundário',
  sigla: 'Sigla',
  capacidade: 'Capacidade',
  responsavel_id: 'Responsável',
  codigo: 'Código da defensoria',
  defensoria_substituta1_id: '1ª defensoria substituta',
  defensoria_substituta2_id: '2ª defensoria substituta',
  exibirrelatorio: 'Exibir no relatório',
  maximo_estagiarios: 'Máximo de estagiários',
  substituto1_id: '1º substituto',
  substituto2_id: '2º substituto',
  maximo_integrantes: 'Máximo de estagiários',
  defensor_id: 'Defensor',
  nucleo_id: 'Núcleo',
  setor_id: 'Setor',
  data_inicial: 'Início',
  data_final: 'Fim',
  entrada: 'Entrada',
  saida: 'Saída',
  pontuar: 'Pontuar',
  diretor: 'Diretor',
  anotacao1: 'Anotação 1',
  anotacao2: 'Anotação 2',
  inicio: 'Início',
  fim: 'Fim',
  geral: 'Aplicar para todos',
  defensorias: 'Defensorias',
  ano: 'Ano',
  mes: 'Mês',
  status: 'Situação',
  local: 'Local',
  unidade: 'Unidade',
  comarca: 'Comarca',
  curso: 'Curso',
  folha_id: 'Folha',
  dia: 'Dia',
  horario_entrada: 'Horário de entrada',
  horario_saida: 'Horário de saída',
  justificativa: 'Justificativa',
  anexo_id: 'Comprovante',
  util: 'Dia útil',
  feriado: 'Feriado',
  nome_feriado: 'Nome do feriado',
  perfil: 'Perfil do assinante',
  ip: 'Endereço IP',
  remetente_id: 'Remetente',
  destinatario_id: 'Destinatário',
  comentario: 'Comentário',
  resolvida_em: 'Resolvida em',
};

export const campoLabel = (campo: string) => CAMPO_LABEL[campo] ?? campo.replaceAll('_', ' ');

/** One changed field as the audit trigger records it (DESIGN §4). */
export const historicoDiffSchema = z.record(z.string(), z.object({ de: z.unknown(), para: z.unknown() }));

/** A history row as GET historico answers it. */
export const registroHistoricoSchema = z.object({
  id: z.number(),
  tabela: z.string(),
  registro: z.string().nullable(),
  acao: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  criadoEm: z.string(),
  criadoPor: z.object({ id: z.number(), username: z.string() }).nullable(),
  diff: historicoDiffSchema,
  /** names of the records the diff's ids point to ('defensoria:43' → its name), for reading the diff */
  nomes: z.record(z.string(), z.string()),
});
export type RegistroHistorico = z.infer<typeof registroHistoricoSchema>;

/** An entry of the Registro de uso (GET historico/acessos): logins, failed logins and denied accesses. */
export const acessoSchema = z.object({
  id: z.number(),
  criadoEm: z.string(),
  tipo: z.string(),
  usuarioId: z.number().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  rota: z.string().nullable(),
  detalhe: z.string().nullable(),
});
export type Acesso = z.infer<typeof acessoSchema>;
