import { mensagemPessoaComPerfis, type PerfilPessoa, type PessoaInput } from '@sgi/domain';
import { and, asc, count, eq, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { alcancaTodasOuNenhuma } from '../../lib/exigir-acesso.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, conflict, findOrThrow, forbidden } from '../../lib/errors.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { hashSenha } from '../../lib/passwords.js';
import { exigirAlteracaoDeEmails } from '../../lib/privilegios.js';
import { gravarDefensor } from '../defensores/exoneracao.js';
import { defensor } from '../defensores/table.js';
import { estagiario } from '../estagiarios/table.js';
import { papel } from '../papeis/table.js';
import { gravarUsuario, inserirUsuario, validarUsuario } from '../usuarios/service.js';
import { usuario } from '../usuarios/table.js';
import {
  colunasCelular,
  colunasDefensor,
  colunasEndereco,
  colunasTelefone,
  nomeCompletoDe,
  exigirCpfLivre,
  PERFIS,
  perfilDefensorJson,
  perfisDaPessoa,
  PESSOA_NAO_ENCONTRADA,
} from './colunas.js';
import { pessoa } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

// ---- list ----

export interface ListarPessoas {
  skip: number;
  take: number;
  orderBy: 'nome' | 'cpf';
  nome?: string | undefined;
  cpf?: string | undefined;
  isDefensor: boolean;
  isEstagiario: boolean;
  isUsuario: boolean;
  inativos: boolean;
  comEstagiario: boolean;
}

const nomeCompleto = nomeCompletoDe();

function filtroPerfil(id: PgColumn, ativo: PgColumn, inativos: boolean) {
  return inativos ? isNotNull(id) : eq(ativo, true);
}

/** The shape of a list request: which prepared statement serves it (ADR 041). */
type Forma = { ordem: 'nome' | 'cpf'; nome: boolean; cpf: boolean; defensor: boolean; estagiario: boolean; usuario: boolean; inativos: boolean };
type Busca = Marcadores<'nome' | 'cpf'>;

/**
 * Without Inativos a pessoa shows when it has no profile or at least one active one; a profile tab shows that
 * profile, active only unless Inativos is on (ADR 014).
 */
function filtroLista($: Busca, f: Forma): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.nome ? contemPadrao(nomeCompleto, $.nome) : undefined,
    f.cpf ? like(pessoa.cpf, $.cpf) : undefined,
    f.defensor ? filtroPerfil(defensor.id, defensor.ativo, f.inativos) : undefined,
    f.estagiario ? filtroPerfil(estagiario.id, estagiario.ativo, f.inativos) : undefined,
    f.usuario ? filtroPerfil(usuario.id, usuario.ativo, f.inativos) : undefined,
  ];
  if (!f.inativos && !f.defensor && !f.estagiario && !f.usuario) {
    conds.push(
      or(
        and(isNull(defensor.id), isNull(estagiario.id), isNull(usuario.id)),
        eq(defensor.ativo, true),
        eq(estagiario.ativo, true),
        eq(usuario.ativo, true),
      ),
    );
  }
  return and(...conds);
}

const resumo = (id: number | null, ativo: boolean | null) => (id === null ? null : { id, ativo: ativo ?? false });

// Each profile table holds at most one row per pessoa (unique pessoa_id): the joins never multiply rows.
const comPerfis = <T extends PgSelect>(q: T) =>
  q
    .leftJoin(defensor, eq(defensor.pessoaId, pessoa.id))
    .leftJoin(estagiario, eq(estagiario.pessoaId, pessoa.id))
    .leftJoin(usuario, eq(usuario.pessoaId, pessoa.id));

/** Prepared per shape (issue 12): the four-table join with its OR was planned again on every request. */
const paginaDePessoas = preparada('pessoa.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Forma) =>
  comPerfis(
    db
      .select({
        id: pessoa.id,
        nome: pessoa.nome,
        sobrenome: pessoa.sobrenome,
        cpf: pessoa.cpf,
        dataNascimento: pessoa.dataNascimento,
        email: pessoa.email,
        defensorId: defensor.id,
        defensorAtivo: defensor.ativo,
        estagiarioId: estagiario.id,
        estagiarioAtivo: estagiario.ativo,
        usuarioId: usuario.id,
        usuarioAtivo: usuario.ativo,
        username: usuario.username,
      })
      .from(pessoa)
      .$dynamic(),
  )
    .where(filtroLista($, f))
    .orderBy(...(f.ordem === 'cpf' ? [asc(pessoa.cpf), asc(pessoa.nome)] : [asc(pessoa.nome), asc(pessoa.sobrenome)]), asc(pessoa.id))
    .offset($.skip)
    .limit($.take),
);
const totalDePessoas = totalGuardado('pessoa.total', (db, $: Busca, f: Forma) =>
  comPerfis(db.select({ count: count() }).from(pessoa).$dynamic()).where(filtroLista($, f)),
);

export async function listPessoas(db: Leitura, ctx: Contexto, q: ListarPessoas) {
  if (!alcancaTodasOuNenhuma(ctx, 'pessoa')) return paginaVazia();
  const termo = q.nome?.trim();
  const busca = { nome: termo ? padraoDeBusca(termo) : undefined, cpf: q.cpf ? `${q.cpf}%` : undefined };
  const forma: Forma = {
    ordem: q.orderBy,
    ...presentes(busca),
    defensor: q.isDefensor,
    estagiario: q.isEstagiario,
    usuario: q.isUsuario,
    inativos: q.inativos,
  };
  const [rows, total] = await pagina(paginaDePessoas(db, { ...busca, skip: q.skip, take: q.take }, forma), totalDePessoas(db, busca, forma));
  const lista = rows.map(({ defensorId, defensorAtivo, estagiarioId, estagiarioAtivo, usuarioId, usuarioAtivo, username, ...p }) => ({
    ...p,
    defensor: resumo(defensorId, defensorAtivo),
    usuario: usuarioId === null ? null : { ...resumo(usuarioId, usuarioAtivo)!, username: username ?? '' },
    // The intern profile comes only when asked (comEstagiario), as in the original call.
    ...(q.comEstagiario && { estagiario: resumo(estagiarioId, estagiarioAtivo) }),
  }));
  return [lista, total] satisfies [typeof lista, number];
}

// ---- detail ----

export interface DetalhePessoa {
  comTelefone: boolean;
  comEndereco: boolean;
  comUsuario: boolean;
  comDefensor: boolean;
  comEstagiario: boolean;
}

export async function getPessoa(db: Leitura, id: number, com: DetalhePessoa) {
  const [r] = await db
    .select({
      p: pessoa,
      d: defensor,
      e: { id: estagiario.id, ativo: estagiario.ativo, anotacao: estagiario.anotacao },
      u: {
        id: usuario.id,
        ativo: usuario.ativo,
        username: usuario.username,
        funcao: usuario.funcao,
        recebenotificacaoes: usuario.recebenotificacaoes,
        corfundotabela: usuario.corfundotabela,
        corletratabela: usuario.corletratabela,
        papelId: papel.id,
        papelNome: papel.nome,
      },
      ...auditoriaSelect(pessoa),
    })
    .from(pessoa)
    .leftJoin(defensor, eq(defensor.pessoaId, pessoa.id))
    .leftJoin(estagiario, eq(estagiario.pessoaId, pessoa.id))
    .leftJoin(usuario, eq(usuario.pessoaId, pessoa.id))
    .leftJoin(papel, eq(papel.id, usuario.papelId))
    .leftJoin(criador, joinCriador(pessoa))
    .leftJoin(editor, joinEditor(pessoa))
    .where(eq(pessoa.id, id));
  const { p, d, e, u, ...audit } = findOrThrow(r, PESSOA_NAO_ENCONTRADA);
  return {
    id: p.id,
    nome: p.nome,
    sobrenome: p.sobrenome,
    cpf: p.cpf,
    dataNascimento: p.dataNascimento,
    estadocivil: p.estadocivil,
    email: p.email,
    emailInstitucional: p.emailInstitucional,
    ...(com.comTelefone && {
      telefone: { ddd: p.telefoneDdd, numero: p.telefoneNumero },
      celular: { ddd: p.celularDdd, numero: p.celularNumero },
    }),
    ...(com.comEndereco && {
      endereco: { cep: p.cep, cidade: p.cidade, bairro: p.bairro, logradouro: p.logradouro, complemento: p.complemento, numero: p.numero },
    }),
    ...(com.comDefensor && { defensor: d && perfilDefensorJson(d) }),
    ...(com.comEstagiario && { estagiario: e && { id: e.id, ativo: e.ativo, anotacao: e.anotacao } }),
    ...(com.comUsuario && {
      usuario:
        u?.id == null
          ? null
          : {
              id: u.id,
              ativo: u.ativo!,
              username: u.username!,
              papel: { id: u.papelId!, nome: u.papelNome! },
              funcao: u.funcao,
              recebenotificacaoes: u.recebenotificacaoes!,
              corfundotabela: u.corfundotabela!,
              corletratabela: u.corletratabela!,
            },
    }),
    ...auditoriaJson(audit),
  };
}

// ---- writes ----

const RECURSO: Record<PerfilPessoa, string> = { defensor: 'DEFENSOR', estagiario: 'ESTAGIARIO', usuario: 'USUARIO' };

/** A profile in the body needs its own register's permission: CREATE for a new one, UPDATE for an existing one. */
function exigirPermissoesDosPerfis(ctx: Contexto, input: PessoaInput, existentes: Record<PerfilPessoa, number | null>) {
  for (const p of PERFIS) {
    if (input[p] && !ctx.permissoes.includes(`${RECURSO[p]}_${existentes[p] ? 'UPDATE' : 'CREATE'}`)) throw forbidden();
  }
}

const colunasPessoa = (i: PessoaInput) => ({
  nome: i.nome,
  sobrenome: i.sobrenome,
  cpf: i.cpf,
  dataNascimento: i.dataNascimento,
  email: i.email,
  emailInstitucional: i.emailInstitucional,
  // An absent phone or address leaves the stored one as it is.
  ...(i.telefone && colunasTelefone(i.telefone)),
  ...(i.celular && colunasCelular(i.celular)),
  ...(i.endereco && colunasEndereco(i.endereco)),
});

/** The user profile's password, hashed (slow) before the transaction opens. */
const hashDoUsuario = (input: PessoaInput): Promise<string | null> =>
  input.usuario?.senha ? hashSenha(input.usuario.senha, 'usuario.senha') : Promise.resolve(null);

/** The user profile's rules, inside the write's transaction: a new user needs a password; login and papel. */
async function validarPerfilUsuario(tx: Tx, input: PessoaInput, usuarioId: number | null): Promise<void> {
  const u = input.usuario;
  if (!u) return;
  if (!usuarioId && !u.senha) throw badRequest('Informe a senha.', { 'usuario.senha': ['Informe a senha.'] });
  await validarUsuario(tx, u, usuarioId ?? undefined);
}

async function gravarPerfis(tx: Tx, ctx: Contexto, pessoaId: number, input: PessoaInput, existentes: Record<PerfilPessoa, number | null>, senhaHash: string | null) {
  if (input.defensor) {
    const dados = colunasDefensor(input.defensor);
    if (existentes.defensor) await gravarDefensor(tx, existentes.defensor, dados);
    else await tx.insert(defensor).values({ ...dados, pessoaId });
  }
  if (input.estagiario) {
    const dados = { ativo: input.estagiario.ativo, anotacao: input.estagiario.anotacao };
    if (existentes.estagiario) await tx.update(estagiario).set(dados).where(eq(estagiario.id, existentes.estagiario));
    else await tx.insert(estagiario).values({ ...dados, pessoaId });
  }
  if (input.usuario) {
    if (existentes.usuario) await gravarUsuario(tx, ctx, existentes.usuario, input.usuario, senhaHash);
    else await inserirUsuario(tx, ctx, pessoaId, input.usuario, senhaHash!);
  }
}

export async function createPessoa(db: Leitura, ctx: Contexto, input: PessoaInput): Promise<number> {
  const nenhum = { defensor: null, estagiario: null, usuario: null };
  exigirPermissoesDosPerfis(ctx, input, nenhum);
  const senhaHash = await hashDoUsuario(input);
  return withActor(db, ctx, async (tx) => {
    await exigirCpfLivre(tx, input.cpf);
    await validarPerfilUsuario(tx, input, null);
    const [p] = await tx.insert(pessoa).values(colunasPessoa(input)).returning({ id: pessoa.id });
    await gravarPerfis(tx, ctx, p!.id, input, nenhum, senhaHash);
    return p!.id;
  });
}

export async function updatePessoa(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<PessoaInput>): Promise<number> {
  const senhaHash = await hashDoUsuario(input);
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, pessoa, id, versao, PESSOA_NAO_ENCONTRADA);
    const existentes = await perfisDaPessoa(tx, id);
    exigirPermissoesDosPerfis(ctx, input, existentes);
    await exigirCpfLivre(tx, input.cpf, id);
    await validarPerfilUsuario(tx, input, existentes.usuario);
    await exigirAlteracaoDeEmails(tx, ctx, id, { email: input.email, emailInstitucional: input.emailInstitucional });
    const [p] = await tx.update(pessoa).set(colunasPessoa(input)).where(eq(pessoa.id, id)).returning({ versao: pessoa.versao });
    await gravarPerfis(tx, ctx, id, input, existentes, senhaHash);
    return p!.versao;
  });
}

/** A pessoa goes only without profiles: each has its own register and rules (409 naming them). */
export async function removePessoa(db: Leitura, ctx: Contexto, id: number): Promise<void> {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, pessoa, id, PESSOA_NAO_ENCONTRADA);
    const existentes = await perfisDaPessoa(tx, id);
    const perfis = PERFIS.filter((p) => existentes[p] !== null);
    if (perfis.length) throw conflict(mensagemPessoaComPerfis(perfis));
    await tx.delete(pessoa).where(eq(pessoa.id, id));
  });
}
