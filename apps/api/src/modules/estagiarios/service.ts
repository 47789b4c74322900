import { formatCpf, MENSAGEM_ESTAGIARIO_INATIVO, type EstagiarioInput } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { type Leitura, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { AppError, conflict, emUso, findOrThrow, notFound, tabelaQueReferencia } from '../../lib/errors.js';
import { exigirAlteracaoDeEmails } from '../../lib/privilegios.js';
import { pessoa } from '../pessoas/table.js';
import { ESTAGIARIO_NAO_ENCONTRADO, nomeCompleto } from './consultas.js';
import { estagiario } from './table.js';

/**
 * An inactive intern cannot receive placements or other actions (cadastros-relatorios §4): the services that
 * create them call this first (404 unknown intern, 409 inactive).
 */
export async function exigirEstagiarioAtivo(db: Leitura, estagiarioId: number): Promise<void> {
  const [e] = await db.select({ ativo: estagiario.ativo }).from(estagiario).where(eq(estagiario.id, estagiarioId));
  if (!e) throw notFound(ESTAGIARIO_NAO_ENCONTRADO);
  if (!e.ativo) throw conflict(MENSAGEM_ESTAGIARIO_INATIVO);
}

const dadosPessoa = (i: EstagiarioInput) => ({
  cpf: i.cpf,
  dataNascimento: i.data_nascimento,
  email: i.email,
  estadocivil: i.estadocivil,
  telefoneDdd: i.telefone.ddd,
  telefoneNumero: i.telefone.numero,
  celularDdd: i.celular.ddd,
  celularNumero: i.celular.numero,
});

const jaEstagiario = (cpf: string) => conflict(`Já existe um estagiário com o CPF ${formatCpf(cpf)}.`);

/**
 * Creates the intern: a new pessoa, or the existing pessoa with that CPF (a defender, a user) gets the intern
 * profile and the form's personal data. A CPF that is already an intern is a 409.
 */
export async function createEstagiario(db: Leitura, ctx: Contexto, input: EstagiarioInput): Promise<number> {
  return withActor(db, ctx, async (tx) => {
    const [existente] = await tx
      .select({ id: pessoa.id, estagiarioId: estagiario.id })
      .from(pessoa)
      .leftJoin(estagiario, eq(estagiario.pessoaId, pessoa.id))
      .where(eq(pessoa.cpf, input.cpf));
    if (existente?.estagiarioId) throw jaEstagiario(input.cpf);
    let pessoaId = existente?.id;
    if (pessoaId) {
      // The pessoa may be a user: its e-mail receives the password-recovery code (ADR 026).
      await exigirAlteracaoDeEmails(tx, ctx, pessoaId, { email: input.email });
      await tx.update(pessoa).set({ ...dadosPessoa(input), nome: input.nome, sobrenome: null }).where(eq(pessoa.id, pessoaId));
    } else {
      const [p] = await tx.insert(pessoa).values({ ...dadosPessoa(input), nome: input.nome }).returning({ id: pessoa.id });
      pessoaId = p!.id;
    }
    const [e] = await tx
      .insert(estagiario)
      .values({ pessoaId, ativo: input.ativo, anotacao: input.anotacao })
      .returning({ id: estagiario.id });
    return e!.id;
  });
}

async function atual(db: Leitura, id: number) {
  return findOrThrow(
    await db
      .select({ pessoaId: estagiario.pessoaId, nome: nomeCompleto })
      .from(estagiario)
      .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
      .where(eq(estagiario.id, id)),
    ESTAGIARIO_NAO_ENCONTRADO,
  );
}

export async function updateEstagiario(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<EstagiarioInput>): Promise<number> {
  const { pessoaId } = await atual(db, id);
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, pessoa, pessoaId, versao, ESTAGIARIO_NAO_ENCONTRADO);
    const { nome } = await atual(tx, id);
    const [outra] = await tx
      .select({ id: pessoa.id, estagiarioId: estagiario.id })
      .from(pessoa)
      .leftJoin(estagiario, eq(estagiario.pessoaId, pessoa.id))
      .where(eq(pessoa.cpf, input.cpf));
    if (outra && outra.id !== pessoaId) {
      throw outra.estagiarioId ? jaEstagiario(input.cpf) : conflict(`O CPF ${formatCpf(input.cpf)} já pertence a outra pessoa cadastrada.`);
    }
    await exigirAlteracaoDeEmails(tx, ctx, pessoaId, { email: input.email });
    // The name is rewritten only when it changed, so a name split in nome + sobrenome elsewhere stays split.
    const nomes = input.nome === nome ? {} : { nome: input.nome, sobrenome: null };
    const [p] = await tx.update(pessoa).set({ ...dadosPessoa(input), ...nomes }).where(eq(pessoa.id, pessoaId)).returning({ versao: pessoa.versao });
    await tx.update(estagiario).set({ ativo: input.ativo, anotacao: input.anotacao }).where(eq(estagiario.id, id));
    return p!.versao;
  });
}

/**
 * Deletes the complete register: internships and attachments go with it (cascade); the pessoa too when nothing
 * else refers to it (a user account, a defender profile). A record elsewhere that still uses the intern or one of
 * its internships (a placement) refuses the deletion with 409.
 */
export async function removeEstagiario(db: Leitura, ctx: Contexto, id: number): Promise<void> {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, estagiario, id, ESTAGIARIO_NAO_ENCONTRADO);
    const { pessoaId } = await atual(tx, id);
    try {
      await tx.delete(estagiario).where(eq(estagiario.id, id));
    } catch (err) {
      throw emUso(err, 'O estagiário não pode ser excluído');
    }
    try {
      // A savepoint: when the pessoa is still referenced, only this step is undone.
      await tx.transaction((sp) => sp.delete(pessoa).where(eq(pessoa.id, pessoaId)));
    } catch (err) {
      if (tabelaQueReferencia(err) === null || err instanceof AppError) throw err;
    }
  });
}
