import type { UsuarioInput } from '@sgi/domain';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { travarVersao, type Versionado } from '../../lib/versao.js';
import { revogarSessoes } from '../../lib/access.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, conflict, findOrThrow } from '../../lib/errors.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { hashSenha } from '../../lib/passwords.js';
import { exigirAlteracaoDeAcesso, exigirAlteracaoDeEmails, exigirPapelAtribuivel, exigirRemocaoDeUsuario } from '../../lib/privilegios.js';
import { papel } from '../papeis/table.js';
import { pessoa } from '../pessoas/table.js';
import { usuario } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('usuario');

export interface ListarUsuarios {
  skip: number;
  take: number;
  orderBy: 'nome' | 'username' | 'funcao' | 'papel';
  orderDirection: 'asc' | 'desc';
  nome?: string | undefined;
}

const ORDEM = {
  nome: [pessoa.nome, pessoa.sobrenome],
  username: [usuario.username],
  funcao: [usuario.funcao],
  papel: [papel.nome],
} as const;

/** The search's text: the login, or the full name. */
const nomeDoUsuario = sql`${pessoa.nome} || ' ' || coalesce(${pessoa.sobrenome}, '')`;
type Filtros = { nome: boolean };
const filtro = ($: Marcadores<'nome'>, f: Filtros) => (f.nome ? or(contemPadrao(usuario.username, $.nome), contemPadrao(nomeDoUsuario, $.nome)) : undefined);

// Prepared per shape (ADR 041).
const paginaDeUsuarios = preparada(
  'usuario.lista',
  (db, $: Marcadores<'nome' | 'skip' | 'take'>, f: Filtros & { campo: ListarUsuarios['orderBy']; direcao: 'asc' | 'desc' }) =>
    db
      .select({
        id: usuario.id,
        username: usuario.username,
        nome: pessoa.nome,
        sobrenome: pessoa.sobrenome,
        funcao: usuario.funcao,
        ativo: usuario.ativo,
        papel: { id: papel.id, nome: papel.nome },
      })
      .from(usuario)
      .innerJoin(pessoa, eq(pessoa.id, usuario.pessoaId))
      .innerJoin(papel, eq(papel.id, usuario.papelId))
      .where(filtro($, f))
      .orderBy(...ORDEM[f.campo].map((c) => (f.direcao === 'desc' ? desc : asc)(c)), asc(usuario.id))
      .offset($.skip)
      .limit($.take),
);
const totalDeUsuarios = totalGuardado('usuario.total', (db, $: Marcadores<'nome'>, f: Filtros) =>
  db.select({ count: count() }).from(usuario).innerJoin(pessoa, eq(pessoa.id, usuario.pessoaId)).where(filtro($, f)),
);

export async function listUsuarios(db: Leitura, ctx: Contexto, q: ListarUsuarios) {
  if (!alcancaTodasOuNenhuma(ctx, 'usuario')) return paginaVazia();
  const termo = q.nome?.trim();
  const busca = { nome: termo ? padraoDeBusca(termo) : undefined };
  const filtros = presentes(busca);
  return pagina(
    paginaDeUsuarios(db, { ...busca, skip: q.skip, take: q.take }, { ...filtros, campo: q.orderBy, direcao: q.orderDirection }),
    totalDeUsuarios(db, busca, filtros),
  );
}

/** One user by id or by pessoa (the pessoa form's user profile): one prepared statement each. */
const detalhe = preparada('usuario.detalhe', (db, $: Marcadores<'chave'>, por: 'id' | 'pessoa') =>
  db
    .select({
      id: usuario.id,
      pessoaId: usuario.pessoaId,
      username: usuario.username,
      nome: pessoa.nome,
      sobrenome: pessoa.sobrenome,
      email: pessoa.email,
      funcao: usuario.funcao,
      ativo: usuario.ativo,
      recebenotificacaoes: usuario.recebenotificacaoes,
      papel: { id: papel.id, nome: papel.nome },
      corfundotabela: usuario.corfundotabela,
      corletratabela: usuario.corletratabela,
      // The version is the pessoa's: the user form writes it, and so do the other forms of the same person.
      ...auditoriaSelect(usuario),
      versao: pessoa.versao,
    })
    .from(usuario)
    .innerJoin(pessoa, eq(pessoa.id, usuario.pessoaId))
    .innerJoin(papel, eq(papel.id, usuario.papelId))
    .leftJoin(criador, joinCriador(usuario))
    .leftJoin(editor, joinEditor(usuario))
    .where(eq(por === 'id' ? usuario.id : usuario.pessoaId, $.chave)),
);

async function getBy(db: Leitura, chave: number, por: 'id' | 'pessoa') {
  const r = findOrThrow(await detalhe(db, { chave }, por), 'Usuário não encontrado.');
  const { criadoEm, editadoEm, criadoPorUsername, editadoPorUsername, versao, ...dados } = r;
  return { ...dados, ...auditoriaJson({ criadoEm, editadoEm, criadoPorUsername, editadoPorUsername, versao }) };
}

export const getUsuario = (db: Leitura, id: number) => getBy(db, id, 'id');
export const getUsuarioDaPessoa = (db: Leitura, pessoaId: number) => getBy(db, pessoaId, 'pessoa');

export async function permissoesDoUsuario(db: Leitura, id: number): Promise<string[]> {
  const [r] = await db
    .select({ permissoes: papel.permissoes })
    .from(usuario)
    .innerJoin(papel, eq(papel.id, usuario.papelId))
    .where(eq(usuario.id, id));
  return findOrThrow(r, NAO_ENCONTRADO).permissoes;
}

/** Login unique in any case (409) and an existing papel (400); shared with the pessoa form's user profile. */
export async function validarUsuario(tx: Tx, input: Pick<UsuarioInput, 'username' | 'papel'>, excetoId?: number) {
  const [outro] = await tx.select({ id: usuario.id }).from(usuario).where(sql`lower(${usuario.username}) = lower(${input.username})`);
  if (outro && outro.id !== excetoId) {
    throw conflict(`O login "${input.username}" já está em uso por outro usuário.`);
  }
  const [p] = await tx.select({ id: papel.id }).from(papel).where(eq(papel.id, input.papel.id));
  if (!p) throw badRequest('Papel não encontrado.', { papel: ['Selecione um papel existente.'] });
}

const dadosPessoa = (i: UsuarioInput) => ({ nome: i.nome, sobrenome: i.sobrenome, email: i.email });
/** The access fields of a user: what the user form and the pessoa form's user profile both write. */
export type DadosUsuario = Pick<UsuarioInput, 'username' | 'ativo' | 'funcao' | 'papel' | 'recebenotificacaoes' | 'corfundotabela' | 'corletratabela'>;

const dadosUsuario = (i: DadosUsuario) => ({
  username: i.username,
  ativo: i.ativo,
  funcao: i.funcao,
  papelId: i.papel.id,
  recebenotificacaoes: i.recebenotificacaoes,
  corfundotabela: i.corfundotabela,
  corletratabela: i.corletratabela,
});

/** ctx null: the system (first start, demo data). */
export async function createUsuario(db: Leitura, ctx: Contexto, input: UsuarioInput): Promise<number> {
  if (!input.senha) throw badRequest('Informe a senha.', { senha: ['Informe a senha.'] });
  const senhaHash = await hashSenha(input.senha);
  return withActor(db, ctx, async (tx) => {
    await validarUsuario(tx, input);
    const [p] = await tx.insert(pessoa).values(dadosPessoa(input)).returning({ id: pessoa.id });
    return inserirUsuario(tx, ctx, p!.id, input, senhaHash);
  });
}

/** Inserts the usuario row of a pessoa, inside the caller's transaction: only with a papel the actor may grant. */
export async function inserirUsuario(tx: Tx, ctx: Contexto, pessoaId: number, input: DadosUsuario, senhaHash: string): Promise<number> {
  await exigirPapelAtribuivel(tx, ctx, input.papel.id);
  const [u] = await tx
    .insert(usuario)
    .values({ ...dadosUsuario(input), pessoaId, senhaHash })
    .returning({ id: usuario.id });
  return u!.id;
}

/**
 * Updates the usuario row inside the caller's transaction. Nobody deactivates themself (ADR 008); the papel and the
 * password change only as the privilege rules allow (ADR 026); a new password or a deactivation ends every open
 * session of that user (DESIGN §6).
 */
export async function gravarUsuario(tx: Tx, ctx: Contexto, id: number, input: DadosUsuario, senhaHash: string | null) {
  if (ctx && id === ctx.usuarioId && !input.ativo) throw conflict('Você não pode desativar o próprio usuário.');
  await exigirAlteracaoDeAcesso(tx, ctx, id, { papelId: input.papel.id, senha: senhaHash !== null, ativo: input.ativo });
  await tx
    .update(usuario)
    .set({ ...dadosUsuario(input), ...(senhaHash && { senhaHash }) })
    .where(eq(usuario.id, id));
  if (senhaHash || !input.ativo) await revogarSessoes(tx, id);
}

export async function updateUsuario(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<UsuarioInput>): Promise<number> {
  const atual = await getUsuario(db, id);
  // Also checked in gravarUsuario; here it answers before the slow password hash.
  if (id === ctx.usuarioId && !input.ativo) throw conflict('Você não pode desativar o próprio usuário.');
  const senhaHash = input.senha ? await hashSenha(input.senha) : null;
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, pessoa, atual.pessoaId, versao, NAO_ENCONTRADO);
    await validarUsuario(tx, input, id);
    // The papel and password first: their refusal is the one to show when the e-mail changes too.
    await gravarUsuario(tx, ctx, id, input, senhaHash);
    await exigirAlteracaoDeEmails(tx, ctx, atual.pessoaId, { email: input.email });
    const [p] = await tx.update(pessoa).set(dadosPessoa(input)).where(eq(pessoa.id, atual.pessoaId)).returning({ versao: pessoa.versao });
    return p!.versao;
  });
}

export async function removeUsuario(db: Leitura, ctx: Contexto, id: number): Promise<void> {
  if (id === ctx.usuarioId) throw conflict('Você não pode remover o próprio usuário.');
  const atual = await getUsuario(db, id);
  await withActor(db, ctx, async (tx) => {
    await exigirRemocaoDeUsuario(tx, ctx, id);
    await tx.delete(usuario).where(eq(usuario.id, id));
    // The pessoa goes too when nothing else holds it (a person without CPF exists only for the account).
    await tx.delete(pessoa).where(and(eq(pessoa.id, atual.pessoaId), sql`${pessoa.cpf} is null`));
  });
}
