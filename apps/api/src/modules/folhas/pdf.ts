import { randomBytes } from 'node:crypto';
import {
  ALFABETO_VERIFICACAO,
  cpfParaVerificacao,
  documentoDaFolha,
  MENSAGEM_CODIGO_NAO_ENCONTRADO,
  MENSAGEM_PDF_SO_CONCLUIDA,
  slugDoTexto,
  STATUS_FOLHA,
  type VerificacaoDaFolha,
} from '@sgi/domain';
import { asc, eq } from 'drizzle-orm';
import { withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { enderecoDe, type Contexto } from '../../lib/contexto.js';
import { conflict, notFound } from '../../lib/errors.js';
import { gerarPdf } from '../../lib/pdf.js';
import { exigirLivre, JANELA_15_MIN, registrarFalha, type Regra } from '../../lib/throttle.js';
import { nomeCompleto } from '../estagiarios/consultas.js';
import { estagiario } from '../estagiarios/table.js';
import { pessoa } from '../pessoas/table.js';
import { getFolha } from './consultas.js';
import { folhaFrequencia, folhaFrequenciaAssinatura, folhaFrequenciaVerificacao } from './table.js';

/** Unknown codes per address: the code's 100 bits already make guessing hopeless; this keeps a scan off the database. */
const VERIFICACAO_POR_IP: Regra = { tipo: 'verificacao-ip', limite: 20, janelaMs: JANELA_15_MIN };

/** 20 symbols of Crockford's base32 (5 random bits each: 100 bits), 'K7QM-3XPA-…' (ADR 052). */
export function novoCodigoDeVerificacao(): string {
  const simbolos = [...randomBytes(20)].map((b) => ALFABETO_VERIFICACAO[b & 31]).join('');
  return simbolos.match(/.{4}/g)!.join('-');
}

/** The sheet's code, drawn at its first PDF; parallel first downloads all get the one that was stored. */
async function codigoDaFolha(db: Db, ctx: Contexto, folhaId: number): Promise<string> {
  const ler = async () => (await db.select({ codigo: folhaFrequenciaVerificacao.codigo }).from(folhaFrequenciaVerificacao).where(eq(folhaFrequenciaVerificacao.folhaId, folhaId)))[0]?.codigo;
  const existente = await ler();
  if (existente) return existente;
  await withActor(db, ctx, (tx) =>
    tx.insert(folhaFrequenciaVerificacao).values({ folhaId, codigo: novoCodigoDeVerificacao(), criadoEm: ctx.agora }).onConflictDoNothing({ target: folhaFrequenciaVerificacao.folhaId }),
  );
  return (await ler())!;
}

/**
 * GET folha_frequencia/{id}/pdf (issue 13): only a concluded sheet has a PDF (409 otherwise); the caller's access to
 * the sheet was checked by the route (recurso 'folha'). A4, printed by the one PDF maker.
 */
export async function pdfDaFolha(db: Db, ctx: Contexto, id: number, publicUrl: string): Promise<{ filename: string; arquivo: Buffer }> {
  const folha = await getFolha(db, ctx, id);
  if (folha.status !== STATUS_FOLHA.Concluida) throw conflict(MENSAGEM_PDF_SO_CONCLUIDA);
  const codigo = await codigoDaFolha(db, ctx, id);
  const arquivo = await gerarPdf(documentoDaFolha(folha, { codigo, endereco: `${publicUrl.replace(/\/$/, '')}/verificar/${codigo}` }, ctx.agora), ctx);
  const mes = String(folha.mes).padStart(2, '0');
  return { filename: `folha-frequencia-${folha.ano}-${mes}-${slugDoTexto(folha.estagiario.nome)}.pdf`, arquivo };
}

/**
 * GET verificar/{codigo} (public, ADR 052): the intern's name, the CPF's middle digits, the month, the status and the
 * signatures (profile, name, date and time). Unknown codes count against the caller's address (429 past the limit).
 */
export async function verificarFolha(db: Db, ctx: Contexto, codigo: string): Promise<VerificacaoDaFolha> {
  const ip = enderecoDe(ctx);
  await exigirLivre(db, [[VERIFICACAO_POR_IP, ip]]);
  const [f] = await db
    .select({ id: folhaFrequencia.id, ano: folhaFrequencia.ano, mes: folhaFrequencia.mes, status: folhaFrequencia.status, nome: nomeCompleto, cpf: pessoa.cpf })
    .from(folhaFrequenciaVerificacao)
    .innerJoin(folhaFrequencia, eq(folhaFrequencia.id, folhaFrequenciaVerificacao.folhaId))
    .innerJoin(estagiario, eq(estagiario.id, folhaFrequencia.estagiarioId))
    .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
    .where(eq(folhaFrequenciaVerificacao.codigo, codigo));
  if (!f) {
    await registrarFalha(db, [[VERIFICACAO_POR_IP, ip]]);
    throw notFound(MENSAGEM_CODIGO_NAO_ENCONTRADO);
  }
  const assinaturas = await db
    .select({ perfilAssinante: folhaFrequenciaAssinatura.perfil, nome: nomeCompleto, criadoEm: folhaFrequenciaAssinatura.criadoEm })
    .from(folhaFrequenciaAssinatura)
    .innerJoin(pessoa, eq(pessoa.id, folhaFrequenciaAssinatura.pessoaId))
    .where(eq(folhaFrequenciaAssinatura.folhaId, f.id))
    .orderBy(asc(folhaFrequenciaAssinatura.criadoEm), asc(folhaFrequenciaAssinatura.id));
  return {
    codigo,
    estagiario: { nome: f.nome, cpf: cpfParaVerificacao(f.cpf ?? '') },
    ano: f.ano,
    mes: f.mes,
    status: f.status,
    assinaturas: assinaturas.map((a) => ({ ...a, criadoEm: a.criadoEm.toISOString() })),
  };
}
