import { permissaoPorNome } from './permissoes.js';

/**
 * Who may grant what (issue 10, items 1 and 2; ADR 026). Pure rules shared by the API, which enforces them, and the
 * web, which only hides what the user may not do:
 * - nobody grants a role holding a permission they do not hold themselves;
 * - changing another user's password, role or e-mail (where the recovery code goes) requires holding every
 *   permission of that user;
 * - nobody changes their own role;
 * - nobody adds a permission to a role, or takes one away, without holding it.
 */
export const MENSAGEM_PAPEL_ACIMA = 'Você não pode atribuir um papel com permissões que você não possui.';
export const MENSAGEM_PROPRIO_PAPEL = 'Você não pode alterar o próprio papel.';
export const MENSAGEM_USUARIO_ACIMA = 'Você não pode alterar a senha ou o papel de um usuário com permissões que você não possui.';
export const MENSAGEM_DESATIVAR_USUARIO_ACIMA = 'Você não pode desativar nem remover um usuário com permissões que você não possui.';
export const MENSAGEM_EMAIL_DE_USUARIO_ACIMA =
  'Você não pode alterar o e-mail de um usuário com permissões que você não possui: é para ele que vai o código de troca de senha.';

/** The permissions of `exigidas` that `possui` lacks, in the order given, without repeats. */
export function permissoesQueFaltam(possui: readonly string[], exigidas: readonly string[]): string[] {
  const tem = new Set(possui);
  return [...new Set(exigidas)].filter((p) => !tem.has(p));
}

/** True when the holder has every permission of `alvo` (a role to grant, or a user to manage). */
export const cobrePermissoes = (possui: readonly string[], alvo: readonly string[]): boolean =>
  permissoesQueFaltam(possui, alvo).length === 0;

/** The roles a user may grant: those whose permissions they all hold. */
export function papeisAtribuiveis<P extends { permissoes: readonly { nome: string }[] }>(possui: readonly string[], papeis: readonly P[]): P[] {
  return papeis.filter((p) => cobrePermissoes(possui, p.permissoes.map((x) => x.nome)));
}

/** The permissions a role edit adds or removes that the editor does not hold (empty: the edit is allowed). */
export function alteracoesProibidasNoPapel(possui: readonly string[], antes: readonly string[], depois: readonly string[]): string[] {
  const a = new Set(antes);
  const d = new Set(depois);
  const mudam = [...depois.filter((p) => !a.has(p)), ...antes.filter((p) => !d.has(p))];
  return permissoesQueFaltam(possui, mudam);
}

const MAXIMO_NOMEADAS = 5;

/**
 * 'Você não pode incluir nem retirar de um papel permissões que você não possui: Papéis: Excluir, ...' — in the
 * catalogue's order, the first five by name and the rest counted.
 */
export function mensagemPermissoesDoPapel(proibidas: readonly string[]): string {
  const ordem = (p: string) => permissaoPorNome(p)?.id ?? Number.MAX_SAFE_INTEGER;
  const nomes = [...proibidas].sort((a, b) => ordem(a) - ordem(b)).map((p) => permissaoPorNome(p)?.label ?? p);
  const resto = nomes.length - MAXIMO_NOMEADAS;
  const lista = resto > 0 ? `${nomes.slice(0, MAXIMO_NOMEADAS).join(', ')} e mais ${resto} ${resto === 1 ? 'permissão' : 'permissões'}` : nomes.join(', ');
  return `Você não pode incluir nem retirar de um papel permissões que você não possui: ${lista}.`;
}
