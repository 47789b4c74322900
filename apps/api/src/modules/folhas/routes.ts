import {
  anoFeriadoSchema,
  APROVACAO_EM_LOTE_MAX,
  codigoVerificacaoSchema,
  contagemDasFolhasSchema,
  entradasDiasSchema,
  folhaResumoSchema,
  folhaSchema,
  linhaDasFolhasSchema,
  MENSAGEM_ANO_FERIADO,
  MENSAGEM_DIA_INVALIDO,
  MENSAGEM_MES_FOLHA,
  periodoFolhaSchema,
  resultadoGeracaoSchema,
  textoMultilinhaSchema,
  textoSchema,
  verificacaoDaFolhaSchema,
} from '@sgi/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { enviarArquivo, lerUpload, validarArquivo } from '../../lib/files.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { flag, idParam, jsonPronto, mensagem, paginado } from '../../lib/pagination.js';
import { mensagemComVersao, versaoDoIfMatch } from '../../lib/versao.js';
import { contagemDasFolhas, getFolha, listFolhasDoEstagio, listLinhasDoMes } from './consultas.js';
import { enfileirarAprovacao } from './aprovacao.js';
import { gerarFolhasDoMes } from './geracao.js';
import { pdfDaFolha, verificarFolha } from './pdf.js';
import { anexarComprovante, assinarFolha, criarFolha, definirResponsavel, enfileirarGeracao, lerComprovante, notificarFolha, salvarDias } from './service.js';

/** Reading sheets: staff with FOLHA_READ, and the sheet-link sessions, row by row (their own sheets, ADR 036). */
const LER: Acesso = { alguma: ['FOLHA_READ'], folha: true };
/** Filling in days: the owner's link session only (the service refuses staff, ADR 050); FOLHA_UPDATE lets staff reach the refusal. */
const PREENCHER: Acesso = { alguma: ['FOLHA_UPDATE'], folha: true };
/** A workflow step: the intern, the responsável (links), or staff who work the sheets (ADR 050). */
const ASSINAR: Acesso = { alguma: ['FOLHA_READ', 'FOLHA_CREATE'], folha: true };
/** Notifying an intern: staff who create or update sheets (ADR 050). */
const NOTIFICAR: Acesso = { alguma: ['FOLHA_CREATE', 'FOLHA_UPDATE'] };
/** Changing the responsável is changing the sheet: FOLHA_UPDATE (acesso-sessao §6 keeps FOLHA_CREATE for creating and acting on behalf). */
const DEFINIR_RESPONSAVEL: Acesso = { todas: ['FOLHA_UPDATE'] };
const CRIAR: Acesso = { todas: ['FOLHA_CREATE'] };
/** Bulk approval: the single accept's permissions, staff only (a link session never reviews, ADR 054). */
const APROVAR_EM_LOTE: Acesso = { alguma: ['FOLHA_READ', 'FOLHA_CREATE'] };

const inteiro = (mensagemDeErro: string, min = 1) =>
  z.coerce.number({ error: mensagemDeErro }).int(mensagemDeErro).min(min, mensagemDeErro).max(2147483647, mensagemDeErro);

const periodoParams = z.object({
  ano: z.coerce.number({ error: MENSAGEM_ANO_FERIADO }).pipe(anoFeriadoSchema),
  mes: z.coerce.number({ error: MENSAGEM_MES_FOLHA }).pipe(periodoFolhaSchema.shape.mes),
});

const STATUS_INVALIDO = 'Situação inválida: use 1 a 5.';
const VINCULO_INVALIDO = 'Tipo de vínculo inválido: use 1 (defensoria) ou 2 (núcleo).';
const filtros = z.object({
  status: z.coerce.number({ error: STATUS_INVALIDO }).int(STATUS_INVALIDO).min(1, STATUS_INVALIDO).max(5, STATUS_INVALIDO).optional(),
  exceto_concluidas: flag,
  estagiario: inteiro('Estagiário inválido.').optional(),
  /** 0 = every unit */
  unidade: inteiro('Unidade inválida.', 0).optional(),
  vinculo: z.coerce.number({ error: VINCULO_INVALIDO }).int(VINCULO_INVALIDO).min(1, VINCULO_INVALIDO).max(2, VINCULO_INVALIDO).optional(),
  semana_acima: flag,
});
const listaQuery = filtros.extend({
  skip: z.coerce.number({ error: 'skip inválido.' }).int('skip inválido.').min(0, 'skip deve ser maior ou igual a 0.').default(0),
  take: z.coerce.number({ error: 'take inválido.' }).int('take inválido.').min(1, 'take deve ser ao menos 1.').max(100, 'take deve ser no máximo 100.').default(100),
  /** 'Com Folhas' (acesso-sessao §2, ADR 053): on by default; false also lists the internships of the month without a sheet (staff) */
  com_folhas: z
    .enum(['true', 'false', '1', '0'], { error: 'com_folhas: use true ou false.' })
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
});

const assinarParams = idParam.extend({
  aprovar: z.enum(['true', 'false'], { error: 'Use true (assinar) ou false (devolver).' }).transform((v) => v === 'true'),
});
const correcaoSchema = z.object({
  dia: z.number({ error: MENSAGEM_DIA_INVALIDO }).int(MENSAGEM_DIA_INVALIDO).min(1, MENSAGEM_DIA_INVALIDO).max(31, MENSAGEM_DIA_INVALIDO),
  comentario: textoMultilinhaSchema({ error: 'Comentário inválido.' })
    .trim()
    .min(1, 'Diga o que corrigir no dia.')
    .max(500, 'Comentário: no máximo 500 caracteres.'),
});
const assinarBody = z
  .object({ correcoes: z.array(correcaoSchema, { error: 'Informe a lista de dias a corrigir.' }).max(31, 'No máximo 31 dias.').optional() })
  .nullish();

const ifMatchOpcional = z.object({ 'if-match': textoSchema().max(40, 'If-Match inválido.').optional() });

const diaParams = idParam.extend({
  dia: z.coerce.number({ error: MENSAGEM_DIA_INVALIDO }).int(MENSAGEM_DIA_INVALIDO).min(1, MENSAGEM_DIA_INVALIDO).max(31, MENSAGEM_DIA_INVALIDO),
});

const MENSAGEM_IDS = `Informe de 1 a ${APROVACAO_EM_LOTE_MAX} folhas.`;
const aprovacaoBody = z.object({
  ids: z
    .array(z.number({ error: 'Folha inválida.' }).int('Folha inválida.').min(1, 'Folha inválida.').max(2147483647, 'Folha inválida.'), { error: MENSAGEM_IDS })
    .min(1, MENSAGEM_IDS)
    .max(APROVACAO_EM_LOTE_MAX, MENSAGEM_IDS),
});

const criarBody = z.object({
  estagioId: inteiro('Estágio inválido.'),
  ano: anoFeriadoSchema,
  mes: periodoFolhaSchema.shape.mes,
});

/** Attendance sheets (acesso-sessao §2-§7, issue 13): the sheet, the month's list and counts, the days, the workflow. */
export const folhaRoutes = (db: Db, config: Pick<Config, 'publicUrl'>, avisarTarefas: () => void): FastifyPluginAsyncZod => async (app) => {
  app.get('/folha_frequencia/listar/:ano/:mes', {
    schema: {
      tags: ['folha'],
      summary: 'Folhas do mês, por nome do estagiário, de 100 em 100 (só as que a sessão alcança); com_folhas=false traz antes os estágios do mês ainda sem folha (equipe)',
      params: periodoParams,
      querystring: listaQuery,
      response: { 200: paginado(linhaDasFolhasSchema) },
    },
    config: { acesso: LER },
    // The page comes written by PostgreSQL (ADR 059).
    handler: async (req, reply) =>
      jsonPronto(reply as FastifyReply, await listLinhasDoMes(db, req.contexto, req.params.ano, req.params.mes, { ...req.query, vinculo: req.query.vinculo as 1 | 2 | undefined })),
  });

  app.get('/folha_frequencia/contagem/:ano/:mes', {
    schema: { tags: ['folha'], summary: 'Quantas folhas do mês em cada situação (com os demais filtros da lista)', params: periodoParams, querystring: filtros, response: { 200: contagemDasFolhasSchema } },
    config: { acesso: LER },
    handler: async (req) => contagemDasFolhas(db, req.contexto, req.params.ano, req.params.mes, { ...req.query, vinculo: req.query.vinculo as 1 | 2 | undefined }),
  });

  app.get('/folha_frequencia/listar/:id', {
    schema: { tags: ['folha'], summary: 'Folhas de um estágio (id do estágio), o mês mais recente primeiro', params: idParam, response: { 200: z.array(folhaResumoSchema) } },
    config: { acesso: LER, recurso: 'estagio' },
    handler: async (req) => listFolhasDoEstagio(db, req.contexto, req.params.id),
  });

  app.get('/folha_frequencia/:id', {
    schema: { tags: ['folha'], params: idParam, response: { 200: folhaSchema } },
    config: { acesso: LER, recurso: 'folha' },
    handler: async (req) => getFolha(db, req.contexto, req.params.id),
  });

  app.put('/folha_frequencia/:id', {
    schema: {
      tags: ['folha'],
      summary: 'Preenche dias da folha (só o estagiário dono, em preenchimento ou a corrigir); versão lida no If-Match',
      params: idParam,
      headers: ifMatchOpcional,
      body: entradasDiasSchema,
      response: { 200: mensagemComVersao },
    },
    // The intern's most frequent write touches the days, their proofs and the sheet only, never a session, user, role or
    // person: the session cache stays (ADR 038), so the next save does not look the link session up again.
    config: { acesso: PREENCHER, recurso: 'folha', preservaSessoes: true },
    handler: async (req) => {
      const versao = versaoDoIfMatch(req.headers);
      return { message: 'Registro Salvo', versao: await salvarDias(db, req.contexto, req.params.id, versao, req.body) };
    },
  });

  app.patch('/folha_frequencia/assinar/:id/:aprovar', {
    schema: {
      tags: ['folha'],
      summary: 'true envia/assina/aceita; false devolve para correção (com os dias a corrigir e um comentário cada); If-Match opcional: a versão mostrada',
      params: assinarParams,
      headers: ifMatchOpcional,
      body: assinarBody,
      response: { 200: registroOuResumo(z.object({ id: z.number(), message: z.string(), status: z.number(), versao: z.number() })) },
    },
    // The new status is part of the sheet: whoever may not read the sheet (FOLHA_CREATE alone) gets its id and version.
    config: { acesso: ASSINAR, leitura: LER, recurso: 'folha' },
    handler: async (req) => {
      const versaoLida = req.headers['if-match'] === undefined ? null : versaoDoIfMatch(req.headers);
      const r = await assinarFolha(db, req.contexto, req.params.id, req.params.aprovar, req.body?.correcoes ?? [], config.publicUrl, versaoLida);
      return { id: req.params.id, ...r };
    },
  });

  app.patch('/folha_frequencia/:id/:responsavelId', {
    schema: {
      tags: ['folha'],
      summary: 'Define o responsável (id da pessoa) ou o retira (0)',
      params: idParam.extend({ responsavelId: inteiro('Responsável inválido.', 0) }),
      response: { 200: mensagemComVersao },
    },
    config: { acesso: DEFINIR_RESPONSAVEL, recurso: 'folha' },
    handler: async (req) => {
      const versao = await definirResponsavel(db, req.contexto, req.params.id, req.params.responsavelId);
      return { message: req.params.responsavelId === 0 ? 'Responsável retirado.' : 'Responsável definido.', versao };
    },
  });

  app.post('/folha_frequencia', {
    schema: { tags: ['folha'], summary: 'Cria a folha de um estágio num mês', body: criarBody, response: { 201: mensagem.extend({ id: z.number() }) } },
    config: { acesso: CRIAR },
    handler: async (req, reply) => {
      const id = await criarFolha(db, req.contexto, req.body);
      return reply.status(201).send({ message: 'Folha Criada', id });
    },
  });

  app.post('/folha_frequencia/:ano/:mes', {
    schema: {
      tags: ['folha'],
      summary: 'Gera as folhas do mês em segundo plano (202, a tarefa); com simular=true responde o que seria feito, sem gravar',
      params: periodoParams,
      querystring: z.object({ simular: flag }),
      response: { 200: registroOuResumo(resultadoGeracaoSchema), 202: registroOuResumo(z.object({ tarefa: z.number() })) },
    },
    config: { acesso: CRIAR, leitura: CRIAR },
    handler: async (req, reply) => {
      const { ano, mes } = req.params;
      if (req.query.simular) return gerarFolhasDoMes(db, req.contexto, ano, mes, { simulacao: true });
      const tarefa = await enfileirarGeracao(db, req.contexto, ano, mes);
      avisarTarefas();
      return reply.status(202).send({ tarefa });
    },
  });

  app.post('/folha_frequencia/aprovacao', {
    schema: {
      tags: ['folha'],
      summary: `Aprova em lote as folhas aguardando revisão (até ${APROVACAO_EM_LOTE_MAX}), em segundo plano (202, a tarefa); o resultado diz, folha a folha, aprovada ou recusada e o motivo`,
      body: aprovacaoBody,
      response: { 202: registroOuResumo(z.object({ tarefa: z.number() })) },
    },
    config: { acesso: APROVAR_EM_LOTE, leitura: APROVAR_EM_LOTE },
    handler: async (req, reply) => {
      const tarefa = await enfileirarAprovacao(db, req.contexto, req.body.ids, config.publicUrl);
      avisarTarefas();
      return reply.status(202).send({ tarefa });
    },
  });

  app.post('/folha_frequencia/:id', {
    schema: { tags: ['folha'], summary: 'Notifica o estagiário (folha em preenchimento ou a corrigir), com um link de acesso', params: idParam, response: { 200: mensagem } },
    config: { acesso: NOTIFICAR, recurso: 'folha' },
    handler: async (req) => {
      await notificarFolha(db, req.contexto, req.params.id, config.publicUrl);
      return { message: 'Notificação enviada.' };
    },
  });

  app.post('/folha_frequencia/:id/anexo/:dia', {
    schema: {
      tags: ['folha'],
      summary: 'Anexa o comprovante (PDF, até 10 MB) da falta do dia (multipart: file); substitui o anterior',
      consumes: ['multipart/form-data'],
      params: diaParams,
      response: { 201: mensagemComVersao },
    },
    config: { acesso: PREENCHER, recurso: 'folha' },
    handler: async (req, reply) => {
      const upload = await lerUpload(req);
      const arquivo = validarArquivo(upload.conteudo, upload.nomeDoArquivo);
      const versao = await anexarComprovante(db, req.contexto, req.params.id, req.params.dia, arquivo);
      return reply.status(201).send({ message: 'Registro Salvo', versao });
    },
  });

  app.get('/folha_frequencia/:id/anexo/:dia', {
    schema: { tags: ['folha'], summary: 'Baixa o comprovante da falta do dia (sempre como download)', params: diaParams },
    config: { acesso: LER, recurso: 'folha' },
    handler: async (req, reply) => enviarArquivo(reply, await lerComprovante(db, req.params.id, req.params.dia)),
  });

  app.get('/folha_frequencia/:id/pdf', {
    schema: { tags: ['folha'], summary: 'PDF (A4) da folha concluída, com o código de verificação; outras situações: 409', params: idParam },
    config: { acesso: LER, recurso: 'folha' },
    handler: async (req, reply) => enviarArquivo(reply, { ...(await pdfDaFolha(db, req.contexto, req.params.id, config.publicUrl)), contentType: 'application/pdf' }),
  });

  app.get('/verificar/:codigo', {
    schema: {
      tags: ['folha'],
      summary: 'Página pública de verificação da folha concluída: estagiário (CPF mascarado), mês, situação e assinaturas',
      params: z.object({ codigo: codigoVerificacaoSchema }),
      response: { 200: verificacaoDaFolhaSchema },
    },
    // Public (ADR 052): whoever holds the printed sheet confirms it; unknown codes are throttled per address.
    config: { acesso: 'publico' },
    handler: async (req) => verificarFolha(db, req.contexto, req.params.codigo),
  });
};
