import {
  cobrePermissoes,
  MENSAGEM_EMAIL_DE_USUARIO_ACIMA,
  MENSAGEM_PROPRIO_PAPEL,
  MENSAGEM_USUARIO_ACIMA,
  papeisAtribuiveis,
} from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useMe } from './auth';
import { opcoesQuery } from './opcoes';

export interface PapelComPermissoes {
  id: number;
  nome: string;
  permissoes: { id: number; nome: string }[];
}

/** Every papel with its permissions (lookup lists load up to 1000 items, cadastros-relatorios §9). */
export const papeisComPermissoesQuery = () =>
  opcoesQuery('papel', { erro: 'Falha ao buscar papéis.', query: { comPermissoes: true }, select: (papeis: PapelComPermissoes[]) => papeis });

export interface PapelDoUsuario {
  /** the select's options: the roles the signed-in user may grant, and the record's own papel so its name shows */
  opcoes: { value: string; label: string }[];
  carregando: boolean;
  /** why the papel cannot be changed here (own account, or a user with more permissions), else null */
  papelBloqueado: string | null;
  /** why the password cannot be changed here (a user with more permissions), else null */
  senhaBloqueada: string | null;
  /** why the e-mail cannot be changed here: it receives the recovery code of a user with more permissions */
  emailBloqueado: string | null;
}

/**
 * The papel select and the password of the user forms (the user form, the pessoa form's Usuário tab), hiding what
 * the server would refuse (ADR 026): only grantable roles are offered; one's own papel and the access of a user with
 * more permissions are read-only, with the reason. The server checks again: this is never the control.
 */
export function usePapelDoUsuario({ editavel, usuarioId, papelAtual }: { editavel: boolean; usuarioId: number | null; papelAtual?: { id: number; nome: string } | undefined }): PapelDoUsuario {
  const me = useMe().data;
  // The list needs USUARIO_CREATE/UPDATE (or PAPEL_ENUMERATE): only asked for when the form can be edited.
  const papeis = useQuery({ ...papeisComPermissoesQuery(), enabled: editavel });
  const possui = me?.permissoes ?? [];
  const opcoes = papeisAtribuiveis(possui, papeis.data ?? []).map((p) => ({ value: String(p.id), label: p.nome }));
  if (papelAtual && !opcoes.some((o) => o.value === String(papelAtual.id))) opcoes.push({ value: String(papelAtual.id), label: papelAtual.nome });

  const proprio = usuarioId !== null && me?.id === usuarioId;
  const doAlvo = papelAtual && papeis.data?.find((p) => p.id === papelAtual.id);
  const acima = !proprio && !!doAlvo && !cobrePermissoes(possui, doAlvo.permissoes.map((p) => p.nome));
  return {
    opcoes,
    carregando: editavel && papeis.isPending,
    papelBloqueado: proprio ? MENSAGEM_PROPRIO_PAPEL : acima ? MENSAGEM_USUARIO_ACIMA : null,
    senhaBloqueada: acima ? MENSAGEM_USUARIO_ACIMA : null,
    emailBloqueado: acima ? MENSAGEM_EMAIL_DE_USUARIO_ACIMA : null,
  };
}
