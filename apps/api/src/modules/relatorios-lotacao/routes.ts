import {
  dataIsoLocal,
  dataIsoSchema,
  isLayoutTabela,
  OPCOES_TABELA_PADRAO,
  relatorioLotacoesSchema,
  tabelaLotacaoPublicaSchema,
  textoSchema,
  type LayoutTabela,
  type OpcaoTabela,
  type TabelaLotacaoPublicaComHora,
} from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { enviarArquivo } from '../../lib/files.js';
import { contarTentativa, type Limite } from '../../lib/throttle.js';
import { cacheDeRespostas, responderGuardada, type CacheDeRespostas } from '../../lib/resposta-guardada.js';
import { exigirTabelaPermitida, pdfDeLotacoes, relatorioDeLotacoes, tabelaPublica, type PedidoValidado } from './service.js';
import { relatorioNaVez } from '../../lib/revezamento.js';

const MENSAGEM_DATA = 'Informe a data (aaaa-mm-dd).';
const MENSAGEM_LAYOUT = 'Layout inválido: escolha de 1 a 6.';
const MENSAGEM_FILTRO = 'Filtro inválido: informe ids separados por vírgula.';
const MENSAGEM_OPCAO = 'Opção inválida: use true ou false.';

const opcao = textoSchema({ error: MENSAGEM_OPCAO }).pipe(z.enum(['true', 'false'], { error: MENSAGEM_OPCAO })).transform((v) => v === 'true');
// An empty value is an empty list ("Desmarcar Todos" then Aplicar); absent, no filter (ADR 077).
const ids = textoSchema({ error: MENSAGEM_FILTRO })
  .max(20000, MENSAGEM_FILTRO)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, MENSAGEM_FILTRO)
  .transform((v) => (v === '' ? [] : [...new Set(v.split(',').map(Number))]))
  .refine((lista) => lista.every((n) => n > 0 && n <= 2147483647), MENSAGEM_FILTRO);

/** The query of the table and of its PDF: the day, the layout, the toggles by name and the layout-1 filters. */
const pedido = z.object({
  data: textoSchema({ error: MENSAGEM_DATA }).pipe(dataIsoSchema).optional(),
  layout: z.coerce.number({ error: MENSAGEM_LAYOUT }).refine(isLayoutTabela, MENSAGEM_LAYOUT).optional(),
  ...(Object.fromEntries(Object.keys(OPCOES_TABELA_PADRAO).map((k) => [k, opcao.optional()])) as Record<OpcaoTabela, z.ZodOptional<typeof opcao>>),
  comarcas: ids.optional(),
  defensorias: ids.optional(),
  defensores: ids.optional(),
});

function validado(q: z.infer<typeof pedido>): PedidoValidado {
  const opcoes = Object.fromEntries((Object.keys(OPCOES_TABELA_PADRAO) as OpcaoTabela[]).filter((k) => q[k] !== undefined).map((k) => [k, q[k]]));
  return {
    data: q.data ?? dataIsoLocal(),
    layout: (q.layout ?? 1) as LayoutTabela,
    opcoes,
    filtros: { comarcas: q.comarcas ?? null, defensorias: q.defensorias ?? null, defensores: q.defensores ?? null },
  };
}

/** How long a table is kept when no change is heard of: the bound if notices could not arrive (ADR 106). */
const VALIDADE_DA_TABELA_EM_CACHE_MS = 60_000;

/**
 * The tables as sent (ADR 106): the same for everyone the route lets in (the layouts and toggles one may ask are checked
 * before), so keyed by the day, the layout, the toggles and the filters; and the interns report (relatorios/routes.ts),
 * built from the same rows, keyed by its day. Eight of them and 8 MiB in all: the whole state's layout 1 at ten times a
 * real office is ~170 KB, the interns report ~125 KB. Forgotten on every write and on every notice of migration 0024
 * about a table they read (app.ts: esquecerComAsTabelas).
 */
export const cacheDasTabelas = () => cacheDeRespostas(VALIDADE_DA_TABELA_EM_CACHE_MS, 8, 8 * 1024 * 1024);

const chaveDaTabela = (p: PedidoValidado) => JSON.stringify([p.data, p.layout, p.opcoes, p.filtros]);

/** Who sees the tables: whoever lists placements (§6: LOTACAO_ENUMERATE opens the Férias module and its links; ADR 078). */
const TABELAS: Acesso = { todas: ['LOTACAO_ENUMERATE'] };

/** The public table is asked at most this often per address (ADR 078); the answer itself is cached for a minute. */
export const TABELA_PUBLICA_POR_ENDERECO: Limite = { tipo: 'tabela-publica-ip', livres: 30, janelaMs: 60 * 1000 };
export const MENSAGEM_TABELA_PUBLICA_LIMITE = 'Muitas consultas à tabela de lotação. Aguarde um minuto e tente novamente.';
export const CACHE_DA_TABELA_PUBLICA_MS = 60 * 1000;

/** The assignment tables (issue 16; cadastros-relatorios §2.17, §7 relatorio lotacoes; ADR 075–078). */
export const relatorioLotacaoRoutes = (db: Db, guardadas: CacheDeRespostas): FastifyPluginAsyncZod => async (app) => {
  app.get('/relatorio/lotacoes', {
    schema: {
      tags: ['relatorio'],
      summary: 'Tabela de lotação do dia no layout pedido (1 a 6), com as opções e, no layout 1, os filtros e suas listas',
      querystring: pedido,
      response: { 200: relatorioLotacoesSchema },
    },
    config: { acesso: TABELAS },
    handler: async (req, reply) => {
      const p = validado(req.query);
      // Refused before the kept answers: what one user was allowed to see, another may not be.
      exigirTabelaPermitida(req.contexto, p);
      return responderGuardada(req, reply, guardadas, chaveDaTabela(p), () => relatorioDeLotacoes(db, req.contexto, p));
    },
  });

  app.get('/relatorio/lotacoes/pdf', {
    schema: {
      tags: ['relatorio'],
      summary: 'PDF (A4) da tabela de lotação: paisagem nos layouts 1 e 4, cada comarca numa página, com a data e os filtros',
      querystring: pedido,
    },
    config: { acesso: TABELAS },
    handler: async (req, reply) => relatorioNaVez(async () => enviarArquivo(reply, await pdfDeLotacoes(db, req.contexto, validado(req.query))), req.contexto),
  });

  // One answer per instance for everyone, rebuilt at most once a minute (ADR 075, 078): the public page cannot make
  // the whole state's query run once per visitor.
  let cache: { dia: string; ate: number; resposta: TabelaLotacaoPublicaComHora } | null = null;
  let emConstrucao: Promise<TabelaLotacaoPublicaComHora> | null = null;

  app.get('/publico/relatorio/lotacoes', {
    schema: {
      tags: ['relatorio'],
      summary: 'Tabela de lotação pública de hoje (sem login): comarcas, defensorias, nomes e marcas; guardada por um minuto',
      response: { 200: tabelaLotacaoPublicaSchema },
    },
    config: { acesso: 'publico' },
    handler: async (req) => {
      try {
        await contarTentativa(db, [[TABELA_PUBLICA_POR_ENDERECO, req.ip]], req.contexto.agora);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 429) throw tooManyRequests(MENSAGEM_TABELA_PUBLICA_LIMITE);
        throw err;
      }
      const agora = req.contexto.agora;
      const dia = dataIsoLocal(agora);
      if (cache && cache.dia === dia && cache.ate > agora.getTime()) return cache.resposta;
      // Visitors arriving while it is built wait for the same build.
      emConstrucao ??= tabelaPublica(db, dia, agora)
        .then((resposta) => {
          cache = { dia, ate: agora.getTime() + CACHE_DA_TABELA_PUBLICA_MS, resposta };
          return resposta;
        })
        .finally(() => {
          emConstrucao = null;
        });
      return emConstrucao;
    },
  });
};
