import { formatCpf, type DefensorPerfilInput, type EnderecoPessoa, type PerfilPessoa, type TelefonePessoa } from '@sgi/domain';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Leitura, Tx } from '../../db/actor.js';
import { conflict, findOrThrow } from '../../lib/errors.js';
import { naoEncontrado } from '../../lib/exigir-acesso.js';
import { defensor } from '../defensores/table.js';
import { estagiario } from '../estagiarios/table.js';
import { usuario } from '../usuarios/table.js';
import { pessoa } from './table.js';

/**
 * Pieces of the pessoa shared by the registers that write one (pessoa, defensor): one pessoa stands behind
 * every profile, so its columns and its CPF rule are written the same way everywhere.
 */

export const PESSOA_NAO_ENCONTRADA = naoEncontrado('pessoa');

/**
 * The full name every register shows for a pessoa (nome + sobrenome, ADR 015), of `pessoa` or of an alias of it.
 */
export const nomeCompletoDe = (p: { nome: AnyPgColumn; sobrenome: AnyPgColumn } = pessoa): SQL<string> =>
  sql`${p.nome} || coalesce(' ' || ${p.sobrenome}, '')`;
/** The same full name in hand-written SQL, of the pessoa under the alias `a` (`p` in `join pessoa p`). */
export const nomeCompletoNoAlias = (a: string): SQL<string> => sql<string>`${sql.raw(a)}.nome || coalesce(' ' || ${sql.raw(a)}.sobrenome, '')`;

/** The CPF belongs to one pessoa only (409 with the formatted number). */
export async function exigirCpfLivre(tx: Tx, cpf: string, excetoPessoaId?: number) {
  const [outra] = await tx
    .select({ id: pessoa.id })
    .from(pessoa)
    .where(and(eq(pessoa.cpf, cpf), excetoPessoaId ? ne(pessoa.id, excetoPessoaId) : undefined));
  if (outra) throw conflict(`Já existe uma pessoa com o CPF ${formatCpf(cpf)}.`);
}

export const colunasEndereco = (e: EnderecoPessoa) => ({
  cep: e.cep,
  cidade: e.cidade,
  bairro: e.bairro,
  logradouro: e.logradouro,
  complemento: e.complemento,
  numero: e.numero,
});
export const colunasTelefone = (t: TelefonePessoa) => ({ telefoneDdd: t.ddd, telefoneNumero: t.numero });
export const colunasCelular = (t: TelefonePessoa) => ({ celularDdd: t.ddd, celularNumero: t.numero });

export const colunasDefensor = (d: DefensorPerfilInput) => ({
  ativo: d.ativo,
  titulo: d.titulo,
  numeroOab: d.numero_oab,
  matriculaDefensoria: d.matricula_defensoria,
  anotacao: d.anotacao,
  dataAdmissao: d.data_admissao,
  dataReferencia: d.data_referencia,
  dataExoneracao: d.data_exoneracao,
});

/** The profiles a pessoa holds, for the delete rules of both registers. */
export async function perfisDaPessoa(db: Leitura, pessoaId: number) {
  const [r] = await db
    .select({ id: pessoa.id, defensor: defensor.id, estagiario: estagiario.id, usuario: usuario.id })
    .from(pessoa)
    .leftJoin(defensor, eq(defensor.pessoaId, pessoa.id))
    .leftJoin(estagiario, eq(estagiario.pessoaId, pessoa.id))
    .leftJoin(usuario, eq(usuario.pessoaId, pessoa.id))
    .where(eq(pessoa.id, pessoaId));
  const row = findOrThrow(r, PESSOA_NAO_ENCONTRADA);
  return { defensor: row.defensor, estagiario: row.estagiario, usuario: row.usuario };
}

export const PERFIS: PerfilPessoa[] = ['defensor', 'estagiario', 'usuario'];

export const perfilDefensorJson = (d: typeof defensor.$inferSelect) => ({
  id: d.id,
  ativo: d.ativo,
  titulo: d.titulo,
  numero_oab: d.numeroOab,
  matricula_defensoria: d.matriculaDefensoria,
  anotacao: d.anotacao,
  data_admissao: d.dataAdmissao,
  data_referencia: d.dataReferencia,
  data_exoneracao: d.dataExoneracao,
});
