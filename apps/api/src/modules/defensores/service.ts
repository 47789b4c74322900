import { formatCpf, listaPtBr, PERFIL_PESSOA_LABEL, type DefensorInput, type DefensorOrdem } from '@sgi/domain';
import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { type Leitura, withActor } from '../../db/actor.js';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { alcancaTodasOuNenhuma, filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { conflict, emUso, findOrThrow } from '../../lib/errors.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { exigirAlteracaoDeEmails } from '../../lib/privilegios.js';
import { colunasDefensor, colunasEndereco, colunasTelefone, exigirCpfLivre, nomeCompletoDe, perfisDaPessoa } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { gravarDefensor } from './exoneracao.js';
import { defensor } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('defensor');

/** The defender's single name field is the pessoa's full name (nome + sobrenome, ADR 015). */
const nomeCompleto = nomeCompletoDe();

/**
 * Every defender as {id, nome, ativo}, by name: the selects of other registers (núcleo substitutes, placements)
 * need the names only, never the CPF or the career dates of the full list (ADR 019).
 */
export async function opcoesDefensores(db: Leitura, ctx: Contexto) {
  return db
    .select({ id: defensor.id, nome: nomeCompleto, ativo: defensor.ativo })
    .from(defensor)
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .where(filtroDeAcesso(ctx, 'defensor'))
    .orderBy(asc(pessoa.nome), asc(pessoa.sobrenome), asc(defensor.id));
}

export interface ListarDefensores {
  skip: number;
  take: number;
  orderBy: DefensorOrdem;
  orderbyasc: boolean;
  nome?: string | undefined;
  cpf?: string | undefined;
  inativos: boolean;
}

const ORDEM = {
  nome: [pessoa.nome, pessoa.sobrenome],
  data_admissao: [defensor.dataAdmissao],
  data_referencia: [defensor.dataReferencia],
  data_exoneracao: [defensor.dataExoneracao],
} as const;

type Busca = Marcadores<'nome' | 'cpf'>;
type Filtros = { inativos: boolean; nome: boolean; cpf: boolean };

const filtro = ($: Busca, f: Filtros): SQL | undefined =>
  and(
    f.inativos ? undefined : eq(defensor.ativo, true),
    f.nome ? contemPadrao(nomeCompleto, $.nome) : undefined,
    f.cpf ? like(pessoa.cpf, $.cpf) : undefined,
  );

// Prepared per shape (ADR 041).
const paginaDeDefensores = preparada(
  'defensor.lista',
  (db, $: Busca & Marcadores<'skip' | 'take'>, f: Filtros & { campo: DefensorOrdem; crescente: boolean }) =>
    db
      .select({
        id: defensor.id,
        nome: nomeCompleto,
        cpf: pessoa.cpf,
        titulo: defensor.titulo,
        ativo: defensor.ativo,
        data_admissao: defensor.dataAdmissao,
        data_referencia: defensor.dataReferencia,
        data_exoneracao: defensor.dataExoneracao,
      })
      .from(defensor)
      .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
      .where(filtro($, f))
      // Ties (same date, or none) fall back to the name, then the id, so paging is stable.
      .orderBy(...ORDEM[f.campo].map((c) => (f.crescente ? asc : desc)(c)), asc(pessoa.nome), asc(defensor.id))
      .offset($.skip)
      .limit($.take),
);
const totalDeDefensores = totalGuardado('defensor.total', (db, $: Busca, f: Filtros) =>
  db.select({ count: count() }).from(defensor).innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId)).where(filtro($, f)),
);

/** Defensores list (cadastros-relatorios §2.1): only active ones unless inativos; default sort pessoa.nome. */
export async function listDefensores(db: Leitura, ctx: Contexto, q: ListarDefensores) {
  if (!alcancaTodasOuNenhuma(ctx, 'defensor')) return paginaVazia();
  const termo = q.nome?.trim();
  const busca = { nome: termo ? padraoDeBusca(termo) : undefined, cpf: q.cpf ? `${q.cpf}%` : undefined };
  const filtros = { inativos: q.inativos, ...presentes(busca) };
  const [rows, total] = await pagina(
    paginaDeDefensores(db, { ...busca, skip: q.skip, take: q.take }, { ...filtros, campo: q.orderBy, crescente: q.orderbyasc }),
    totalDeDefensores(db, busca, filtros),
  );
  const lista = rows.map((r) => ({ ...r, cpf: r.cpf ? formatCpf(r.cpf) : '' }));
  return [lista, total] satisfies [typeof lista, number];
}

const detalhe = preparada('defensor.detalhe', (db, $: Marcadores<'id'>) =>
  db
    // The version is the pessoa's, which every form of the same person writes (ADR 022).
    .select({ d: defensor, p: pessoa, nome: nomeCompleto, ...auditoriaSelect(defensor), versao: pessoa.versao })
    .from(defensor)
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .leftJoin(criador, joinCriador(defensor))
    .leftJoin(editor, joinEditor(defensor))
    .where(eq(defensor.id, $.id)),
);

export async function getDefensor(db: Leitura, id: number, com: { telefone: boolean; endereco: boolean }) {
  const [r] = await detalhe(db, { id });
  const { d, p, nome, ...audit } = findOrThrow(r, NAO_ENCONTRADO);
  return {
    id: d.id,
    pessoaId: p.id,
    cpf: p.cpf ? formatCpf(p.cpf) : '',
    titulo: d.titulo,
    nome,
    ativo: d.ativo,
    data_nascimento: p.dataNascimento,
    email_pessoal: p.email,
    email: p.emailInstitucional,
    ...(com.endereco && {
      endereco: { cep: p.cep, cidade: p.cidade, bairro: p.bairro, logradouro: p.logradouro, complemento: p.complemento, numero: p.numero },
    }),
    ...(com.telefone && { telefone: { ddd: p.telefoneDdd, numero: p.telefoneNumero } }),
    numero_oab: d.numeroOab,
    matricula_defensoria: d.matriculaDefensoria,
    data_admissao: d.dataAdmissao,
    data_referencia: d.dataReferencia,
    anotacao: d.anotacao,
    data_exoneracao: d.dataExoneracao,
    ...auditoriaJson(audit),
  };
}

/**
 * The pessoa's columns written by the defender form. A name equal to the current full name keeps nome and
 * sobrenome as they are; a changed one is stored whole in nome (ADR 015). Absent address or phone stay as they are.
 */
function colunasPessoa(i: DefensorInput, atual?: { nome: string; sobrenome: string | null }) {
  const inalterado = atual && [atual.nome, atual.sobrenome].filter(Boolean).join(' ') === i.nome;
  return {
    ...(!inalterado && { nome: i.nome, sobrenome: null }),
    cpf: i.cpf,
    dataNascimento: i.data_nascimento,
    email: i.email_pessoal,
    emailInstitucional: i.email,
    ...(i.endereco && colunasEndereco(i.endereco)),
    ...(i.telefone && colunasTelefone(i.telefone)),
  };
}

const emailsDoDefensor = (i: DefensorInput) => ({ email: i.email_pessoal, emailInstitucional: i.email });

/**
 * A CPF already registered as a pessoa (a user, an intern) gets the defender profile attached to that pessoa;
 * a pessoa that already is a defender is a 409.
 */
export async function createDefensor(db: Leitura, ctx: Contexto, input: DefensorInput): Promise<number> {
  return withActor(db, ctx, async (tx) => {
    const [existente] = await tx
      .select({ id: pessoa.id, nome: pessoa.nome, sobrenome: pessoa.sobrenome, defensorId: defensor.id })
      .from(pessoa)
      .leftJoin(defensor, eq(defensor.pessoaId, pessoa.id))
      .where(eq(pessoa.cpf, input.cpf));
    if (existente?.defensorId) throw conflict(`Já existe um defensor com o CPF ${formatCpf(input.cpf)}.`);
    let pessoaId = existente?.id;
    // The pessoa may be a user: its e-mails receive the password-recovery code (ADR 026).
    if (pessoaId) await exigirAlteracaoDeEmails(tx, ctx, pessoaId, emailsDoDefensor(input));
    if (pessoaId) await tx.update(pessoa).set(colunasPessoa(input, existente)).where(eq(pessoa.id, pessoaId));
    else pessoaId = (await tx.insert(pessoa).values({ ...colunasPessoa(input), nome: input.nome }).returning({ id: pessoa.id }))[0]!.id;
    const [d] = await tx.insert(defensor).values({ ...colunasDefensor(input), pessoaId }).returning({ id: defensor.id });
    return d!.id;
  });
}

async function pessoaDoDefensor(db: Leitura, id: number) {
  const [r] = await db
    .select({ pessoaId: pessoa.id, nome: pessoa.nome, sobrenome: pessoa.sobrenome })
    .from(defensor)
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .where(eq(defensor.id, id));
  return findOrThrow(r, NAO_ENCONTRADO);
}

/**
 * Saves the defender and its pessoa. An exoneration date set on a defender who had none ends, in the same
 * transaction, the placements that went past it (cadastros-relatorios §4, ADR 020); the form asked first.
 */
export async function updateDefensor(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<DefensorInput>): Promise<number> {
  const atual = await pessoaDoDefensor(db, id);
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, pessoa, atual.pessoaId, versao, NAO_ENCONTRADO);
    await exigirCpfLivre(tx, input.cpf, atual.pessoaId);
    await exigirAlteracaoDeEmails(tx, ctx, atual.pessoaId, emailsDoDefensor(input));
    const [p] = await tx.update(pessoa).set(colunasPessoa(input, atual)).where(eq(pessoa.id, atual.pessoaId)).returning({ versao: pessoa.versao });
    await gravarDefensor(tx, id, colunasDefensor(input));
    return p!.versao;
  });
}

/**
 * Removes the defender profile, and the pessoa with it unless another profile (user, intern) still holds it.
 * Returns the success message, which says when the pessoa stays.
 */
export async function removeDefensor(db: Leitura, ctx: Contexto, id: number): Promise<string> {
  const outros = await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, defensor, id, NAO_ENCONTRADO);
    const { pessoaId } = await pessoaDoDefensor(tx, id);
    const perfis = await perfisDaPessoa(tx, pessoaId);
    const outros = (['estagiario', 'usuario'] as const).filter((p) => perfis[p] !== null);
    try {
      await tx.delete(defensor).where(eq(defensor.id, id));
    } catch (err) {
      // Placements, actions and substitutions keep the defender (restrict): 409 naming what still uses them.
      throw emUso(err, 'O defensor não pode ser excluído');
    }
    if (!outros.length) await tx.delete(pessoa).where(eq(pessoa.id, pessoaId));
    return outros;
  });
  if (!outros.length) return 'Defensor removido.';
  return `Defensor removido. A pessoa continua cadastrada por ter cadastro de ${listaPtBr(outros.map((p) => PERFIL_PESSOA_LABEL[p]))}.`;
}
