import { COR_FUNDO_TABELA_PADRAO, COR_LETRA_TABELA_PADRAO, corOuPadrao, usuarioInputSchema, type UsuarioInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { UsuarioDetalhe } from './api';

/** The form's own shape: text inputs hold strings, the role select holds the id as a string. */
export interface UsuarioValores {
  username: string;
  senha: string;
  ativo: boolean;
  funcao: string;
  papelId: string | null;
  nome: string;
  sobrenome: string;
  email: string;
  corfundotabela: string;
  corletratabela: string;
  recebenotificacaoes: boolean;
}

/** Schema paths that the form holds under another name. */
export const CAMPOS_RENOMEADOS = { papel: 'papelId' };

export function valoresIniciais(u: UsuarioDetalhe | null): UsuarioValores {
  return {
    username: u?.username ?? '',
    // A password never comes back from the server: on edit the field starts empty and empty keeps it.
    senha: '',
    ativo: u?.ativo ?? true,
    funcao: u?.funcao ?? '',
    papelId: u ? String(u.papel.id) : null,
    nome: u?.nome ?? '',
    sobrenome: u?.sobrenome ?? '',
    email: u?.email ?? '',
    corfundotabela: u?.corfundotabela ?? COR_FUNDO_TABELA_PADRAO,
    corletratabela: u?.corletratabela ?? COR_LETRA_TABELA_PADRAO,
    recebenotificacaoes: u?.recebenotificacaoes ?? false,
  };
}

/** The POST/PUT body before validation. An invalid colour becomes the default (cadastros-relatorios §2.9). */
export function paraEnvio(v: UsuarioValores) {
  return {
    username: v.username,
    senha: v.senha || null,
    nome: v.nome,
    sobrenome: v.sobrenome,
    email: v.email,
    funcao: v.funcao,
    ativo: v.ativo,
    recebenotificacaoes: v.recebenotificacaoes,
    papel: v.papelId ? { id: Number(v.papelId) } : undefined,
    corfundotabela: corOuPadrao(v.corfundotabela.trim(), COR_FUNDO_TABELA_PADRAO),
    corletratabela: corOuPadrao(v.corletratabela.trim(), COR_LETRA_TABELA_PADRAO),
  };
}

/** The same zod schema the server uses, plus the two rules it states only per operation. */
export function validarUsuario(v: UsuarioValores, criando: boolean): Record<string, string> {
  const erros = schemaErrors(usuarioInputSchema, paraEnvio(v), CAMPOS_RENOMEADOS);
  if (!v.username.trim()) erros.username = 'Informe o login.';
  // A new account needs a password; on edit an empty field keeps the current one.
  if (criando && !v.senha) erros.senha = 'Informe a senha.';
  return erros;
}

export function inputDoUsuario(v: UsuarioValores): UsuarioInput {
  return usuarioInputSchema.parse(paraEnvio(v));
}
