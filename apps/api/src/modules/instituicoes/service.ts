import { formatCnpj, type InstituicaoInput } from '@sgi/domain';
import { asc, count, eq } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { conflict, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { estagio } from '../estagiarios/table.js';
import { instituicaoEnsino as ie } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADA = naoEncontrado('instituicao');

const colunas = {
  id: ie.id,
  ordem: ie.ordem,
  cnpj: ie.cnpj,
  razaoSocial: ie.razaoSocial,
  representanteCargo: ie.representanteCargo,
  representanteNome: ie.representanteNome,
  cep: ie.cep,
  cidade: ie.cidade,
  bairro: ie.bairro,
  logradouro: ie.logradouro,
  complemento: ie.complemento,
  numero: ie.numero,
  telefoneDdd: ie.telefoneDdd,
  telefoneNumero: ie.telefoneNumero,
};
interface Linha {
  id: number;
  ordem: number;
  cnpj: string;
  razaoSocial: string;
  representanteCargo: string | null;
  representanteNome: string | null;
  cep: string | null;
  cidade: string | null;
  bairro: string | null;
  logradouro: string | null;
  complemento: string | null;
  numero: string | null;
  telefoneDdd: number | null;
  telefoneNumero: string | null;
}

/** The JSON shape of the spec (§3): snake_case fields, address and phone as nested objects. */
const json = (r: Linha) => ({
  id: r.id,
  ordem: r.ordem,
  cnpj: r.cnpj,
  razao_social: r.razaoSocial,
  representante_cargo: r.representanteCargo,
  representante_nome: r.representanteNome,
  endereco: { cep: r.cep, cidade: r.cidade, bairro: r.bairro, logradouro: r.logradouro, complemento: r.complemento, numero: r.numero },
  telefone: { ddd: r.telefoneDdd, numero: r.telefoneNumero },
});

const valores = (i: InstituicaoInput) => ({
  ordem: i.ordem,
  cnpj: i.cnpj,
  razaoSocial: i.razao_social,
  representanteCargo: i.representante_cargo,
  representanteNome: i.representante_nome,
  ...i.endereco,
  telefoneDdd: i.telefone.ddd,
  telefoneNumero: i.telefone.numero,
});

export interface ListarInstituicoes {
  skip: number;
  take: number;
  razao_social?: string | undefined;
}

type Filtros = { razao: boolean };
const filtro = ($: Marcadores<'razao'>, f: Filtros) => (f.razao ? contemPadrao(ie.razaoSocial, $.razao) : undefined);

// Prepared per shape (ADR 041).
const paginaDeInstituicoes = preparada('instituicao.lista', (db, $: Marcadores<'razao' | 'skip' | 'take'>, f: Filtros) =>
  db.select(colunas).from(ie).where(filtro($, f)).orderBy(asc(ie.ordem), asc(ie.razaoSocial), asc(ie.id)).offset($.skip).limit($.take),
);
const totalDeInstituicoes = totalGuardado('instituicao.total', (db, $: Marcadores<'razao'>, f: Filtros) => db.select({ count: count() }).from(ie).where(filtro($, f)));

/** Institutions in report order (ordem, then razão social), one page plus the total. */
export async function listInstituicoes(db: Leitura, ctx: Contexto, q: ListarInstituicoes) {
  if (!alcancaTodasOuNenhuma(ctx, 'instituicao')) return paginaVazia();
  const busca = { razao: q.razao_social ? padraoDeBusca(q.razao_social) : undefined };
  const filtros = presentes(busca);
  const [rows, total] = await pagina(paginaDeInstituicoes(db, { ...busca, skip: q.skip, take: q.take }, filtros), totalDeInstituicoes(db, busca, filtros));
  return [rows.map(json), total] as [ReturnType<typeof json>[], number];
}

const detalhe = preparada('instituicao.detalhe', (db, $: Marcadores<'id'>) =>
  db.select({ ...colunas, ...auditoriaSelect(ie) }).from(ie).leftJoin(criador, joinCriador(ie)).leftJoin(editor, joinEditor(ie)).where(eq(ie.id, $.id)),
);

export async function getInstituicao(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), NAO_ENCONTRADA);
  return { ...json(r), ...auditoriaJson(r) };
}

// The unique index on cnpj is the real guard; this check gives the message naming the CNPJ first.
async function exigirCnpjLivre(tx: Tx, cnpj: string, excetoId?: number) {
  const [outra] = await tx.select({ id: ie.id }).from(ie).where(eq(ie.cnpj, cnpj));
  if (outra && outra.id !== excetoId) throw conflict(`Já existe uma instituição com o CNPJ ${formatCnpj(cnpj)}.`);
}

export async function createInstituicao(db: Leitura, ctx: Contexto, input: InstituicaoInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await exigirCnpjLivre(tx, input.cnpj);
    return tx.insert(ie).values(valores(input)).returning({ id: ie.id });
  });
  return getInstituicao(db, row!.id);
}

export async function updateInstituicao(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<InstituicaoInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, ie, id, versao, NAO_ENCONTRADA);
    await exigirCnpjLivre(tx, input.cnpj, id);
    await tx.update(ie).set(valores(input)).where(eq(ie.id, id));
  });
  return getInstituicao(db, id);
}

/** Internships keep their institution (FK restrict): one in use cannot go, and the message says by how many. */
export async function removeInstituicao(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, ie, id, NAO_ENCONTRADA);
    const [uso] = await tx.select({ total: count() }).from(estagio).where(eq(estagio.instituicaoEnsinoId, id));
    const total = Number(uso?.total ?? 0);
    if (total > 0) throw conflict(`A instituição é usada por ${total} estágio(s) e não pode ser removida.`);
    await tx.delete(ie).where(eq(ie.id, id));
  });
}
