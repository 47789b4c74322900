import {
  ABAS_RELATORIO_MOVIMENTACOES,
  documentoCompleto,
  documentoDaAba,
  periodoDoRelatorioDeMovimentacoesSchema,
  relatorioDeMovimentacoesSchema,
  tabelaPlana,
  textoSchema,
  type AbaRelatorioMovimentacoes,
  type RelatorioDeMovimentacoes,
} from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { enviarArquivo } from '../../lib/files.js';
import { gerarPdf } from '../../lib/pdf.js';
import { diaDaPlanilha, horaDaPlanilha, planilha } from '../../lib/planilha.js';
import { jsonPronto } from '../../lib/pagination.js';
import { relatorioDeMovimentacoes, relatorioEmJson, type FiltroDoRelatorio } from './service.js';
import { relatorioNaVez } from '../../lib/revezamento.js';

const id = (m: string) => z.coerce.number({ error: m }).int(m).positive(m).max(2147483647, m);
const marcado = (campo: string) =>
  z
    .enum(['true', 'false'], { error: `${campo}: use true ou false.` })
    .default('true')
    .transform((v) => v === 'true');
const MENSAGEM_TIPOS = 'Tipos de Movimentos: informe ids de tipos.';
/** `tipos` repeated (§7: tipos=1&tipos=2), or one. */
const tipos = z
  .union([textoSchema(), z.array(textoSchema())], { error: MENSAGEM_TIPOS })
  .transform((v): unknown[] => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(id(MENSAGEM_TIPOS)).max(1000, MENSAGEM_TIPOS))
  .optional();

const filtros = z.object({
  defensor: id('Defensor inválido.').optional(),
  defensoria: id('Defensoria inválida.').optional(),
  nucleo: id('Núcleo inválido.').optional(),
  civel: marcado('Cível'),
  criminal: marcado('Criminal'),
  tipos,
});
const ABAS = ABAS_RELATORIO_MOVIMENTACOES.map((a) => a.value) as [AbaRelatorioMovimentacoes, ...AbaRelatorioMovimentacoes[]];
const MENSAGEM_ABA = `Aba: use ${ABAS.join(', ')}.`;
const documento = filtros.extend({
  aba: z.enum(ABAS, { error: MENSAGEM_ABA }).optional(),
  modo: z.enum(['automatico', 'simples', 'completo'], { error: 'Modo: use automatico, simples ou completo.' }).default('automatico'),
  porValor: z.enum(['true', 'false'], { error: 'Ordenar por valor: use true ou false.' }).default('false').transform((v) => v === 'true'),
});

/** The menu gate of the movements (§6: MOVIMENTACAO_ENUMERATE for the movements and their report). */
const RELATORIO: Acesso = { todas: ['MOVIMENTACAO_ENUMERATE'] };
const nomeDoArquivo = (r: RelatorioDeMovimentacoes, sufixo: string) => `relatorio-movimentacoes-${r.inicio}-${r.fim}${sufixo}`;

/** The movement report (cadastros-relatorios §2.18, §7 RELATORIO/movimentacoes; issue 17, ADR 080). */
export const relatorioDeMovimentacoesRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  const ler = (params: { inicio: string; fim: string; ref: boolean }, q: z.infer<typeof filtros>, ctx: Parameters<typeof relatorioDeMovimentacoes>[1]) =>
    relatorioDeMovimentacoes(db, ctx, { ...params, ...q } satisfies FiltroDoRelatorio);

  app.get('/relatorio/movimentacoes/:inicio/:fim/:ref', {
    schema: {
      tags: ['relatorio'],
      summary: 'Quantidades por defensor, local, tipo, categoria e mês do período (por mês de referência ou data de recebimento)',
      params: periodoDoRelatorioDeMovimentacoesSchema,
      querystring: filtros,
      response: { 200: relatorioDeMovimentacoesSchema },
    },
    config: { acesso: RELATORIO },
    handler: async (req, reply) => relatorioNaVez(async () => jsonPronto(reply, await relatorioEmJson(db, req.contexto, { ...req.params, ...req.query })), req.contexto),
  });

  app.get('/relatorio/movimentacoes/:inicio/:fim/:ref/pdf', {
    schema: {
      tags: ['relatorio'],
      summary: 'PDF Automático ou Simples de uma aba, ou PDF Completo (todas as abas)',
      params: periodoDoRelatorioDeMovimentacoesSchema,
      querystring: documento,
    },
    config: { acesso: RELATORIO },
    handler: async (req, reply) => {
      const { aba = 'defensor', modo, porValor, ...q } = req.query;
      const r = await relatorioNaVez(() => ler(req.params, q, req.contexto), req.contexto);
      const definicao = modo === 'completo' ? documentoCompleto(r, { porValor }, {}, req.contexto.agora) : documentoDaAba(r, aba, modo, { porValor }, {}, req.contexto.agora);
      return enviarArquivo(reply, { filename: nomeDoArquivo(r, modo === 'completo' ? '-completo.pdf' : `-${aba}.pdf`), contentType: 'application/pdf', arquivo: await gerarPdf(definicao, req.contexto) });
    },
  });

  app.get('/relatorio/movimentacoes/:inicio/:fim/:ref/xlsx', {
    schema: {
      tags: ['relatorio'],
      summary: 'Excel do relatório inteiro: uma planilha por aba, números como números e totais em fórmulas',
      params: periodoDoRelatorioDeMovimentacoesSchema,
      querystring: documento.pick({ defensor: true, defensoria: true, nucleo: true, civel: true, criminal: true, tipos: true, porValor: true }),
    },
    config: { acesso: RELATORIO },
    handler: async (req, reply) => {
      const { porValor, ...q } = req.query;
      const r = await relatorioNaVez(() => ler(req.params, q, req.contexto), req.contexto);
      const abas = ABAS_RELATORIO_MOVIMENTACOES.map((a) => {
        const t = tabelaPlana(r, a.value, { porValor });
        const texto = t.cabecalho.length - t.numericas;
        return {
          nome: a.label.replace(/[()]/g, '').slice(0, 31),
          titulo: `Relatório de Movimentações — ${a.label}`,
          fatos: [
            ['Início', diaDaPlanilha(r.inicio), 'dd/mm/yyyy'],
            ['Fim', diaDaPlanilha(r.fim), 'dd/mm/yyyy'],
            ['Período por', r.porReferencia ? 'mês de referência' : 'data de recebimento'],
            ['Gerado em', horaDaPlanilha(req.contexto.agora), 'dd/mm/yyyy hh:mm'],
          ] as [string, string | Date, string?][],
          colunas: t.cabecalho.map((titulo, i) => ({ titulo, largura: i < texto ? 34 : 11, numero: i >= texto })),
          linhas: t.linhas,
          somar: t.cabecalho.map((_, i) => i + 1).filter((n) => n > texto),
        };
      });
      const arquivo = await planilha(abas, req.contexto.agora);
      return enviarArquivo(reply, { filename: nomeDoArquivo(r, '.xlsx'), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', arquivo });
    },
  });
};


