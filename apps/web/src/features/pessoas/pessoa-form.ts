import { COR_FUNDO_TABELA_PADRAO, COR_LETRA_TABELA_PADRAO, corOuPadrao, formatCpf, pessoaInputSchema, type PerfilPessoa, type PessoaInput, type TelefoneJson } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { PessoaDetalhe } from './api';

export interface TelefoneValores {
  ddd: number | string;
  numero: string;
}

/** The form's own shape: inputs hold strings; each profile keeps its id (null = not saved yet). */
export interface PessoaValores {
  nome: string;
  sobrenome: string;
  cpf: string;
  dataNascimento: string | null;
  email: string;
  emailInstitucional: string;
  telefone: TelefoneValores;
  celular: TelefoneValores;
  endereco: { cep: string; cidade: string; bairro: string; logradouro: string; complemento: string; numero: string };
  defensor: {
    id: number | null;
    ativo: boolean;
    titulo: string;
    numero_oab: string;
    matricula_defensoria: string;
    anotacao: string;
    data_admissao: string | null;
    data_referencia: string | null;
    data_exoneracao: string | null;
  };
  estagiario: { id: number | null; ativo: boolean; anotacao: string };
  usuario: {
    id: number | null;
    ativo: boolean;
    username: string;
    senha: string;
    papelId: string | null;
    funcao: string;
    corfundotabela: string;
    corletratabela: string;
    recebenotificacaoes: boolean;
  };
}

/** Which profiles this user may write: UPDATE for a saved one, CREATE for a new one (the server checks too). */
export type PerfisEditaveis = Record<PerfilPessoa, boolean>;

export const CAMPOS_RENOMEADOS = { 'usuario.papel': 'usuario.papelId', 'usuario.papel.id': 'usuario.papelId' };

const tel = (t: TelefoneJson | undefined): TelefoneValores => ({ ddd: t?.ddd ?? '', numero: t?.numero ?? '' });

export function valoresIniciais(p: PessoaDetalhe | null): PessoaValores {
  const d = p?.defensor;
  const u = p?.usuario;
  const e = p?.endereco;
  return {
    nome: p?.nome ?? '',
    sobrenome: p?.sobrenome ?? '',
    cpf: p?.cpf ? formatCpf(p.cpf) : '',
    dataNascimento: p?.dataNascimento ?? null,
    email: p?.email ?? '',
    emailInstitucional: p?.emailInstitucional ?? '',
    telefone: tel(p?.telefone),
    celular: tel(p?.celular),
    endereco: { cep: e?.cep ?? '', cidade: e?.cidade ?? '', bairro: e?.bairro ?? '', logradouro: e?.logradouro ?? '', complemento: e?.complemento ?? '', numero: e?.numero ?? '' },
    // A pessoa without a profile shows it unticked: ticking 'Ativo' enables (and creates) it.
    defensor: {
      id: d?.id ?? null,
      ativo: d?.ativo ?? false,
      titulo: d?.titulo ?? '',
      numero_oab: d?.numero_oab ?? '',
      matricula_defensoria: d?.matricula_defensoria ?? '',
      anotacao: d?.anotacao ?? '',
      data_admissao: d?.data_admissao ?? null,
      data_referencia: d?.data_referencia ?? null,
      data_exoneracao: d?.data_exoneracao ?? null,
    },
    estagiario: { id: p?.estagiario?.id ?? null, ativo: p?.estagiario?.ativo ?? false, anotacao: p?.estagiario?.anotacao ?? '' },
    usuario: {
      id: u?.id ?? null,
      ativo: u?.ativo ?? false,
      username: u?.username ?? '',
      // A password never comes back: empty keeps the current one.
      senha: '',
      papelId: u ? String(u.papel.id) : null,
      funcao: u?.funcao ?? '',
      corfundotabela: u?.corfundotabela ?? COR_FUNDO_TABELA_PADRAO,
      corletratabela: u?.corletratabela ?? COR_LETRA_TABELA_PADRAO,
      recebenotificacaoes: u?.recebenotificacaoes ?? false,
    },
  };
}

const telefoneEnvio = (t: TelefoneValores) => ({ ddd: t.ddd === '' ? null : Number(t.ddd), numero: t.numero });

/**
 * A profile goes in the body when the user may write it and it is enabled or already saved. A disabled profile
 * without an id is dropped (cadastros-relatorios §4); a saved one goes with ativo false, deactivating it.
 */
function perfil<T extends { id: number | null; ativo: boolean }, R>(p: T, editavel: boolean, corpo: (p: T) => R): R | undefined {
  if (!editavel || (!p.ativo && p.id === null)) return undefined;
  return corpo(p);
}

/** The POST/PUT body before validation. */
export function paraEnvio(v: PessoaValores, editaveis: PerfisEditaveis) {
  return {
    nome: v.nome,
    sobrenome: v.sobrenome,
    cpf: v.cpf,
    dataNascimento: v.dataNascimento ?? '',
    email: v.email,
    emailInstitucional: v.emailInstitucional,
    telefone: telefoneEnvio(v.telefone),
    celular: telefoneEnvio(v.celular),
    endereco: v.endereco,
    defensor: perfil(v.defensor, editaveis.defensor, ({ id, ...d }) => ({ ...d, id: id ?? undefined })),
    estagiario: perfil(v.estagiario, editaveis.estagiario, ({ id, ...e }) => ({ ...e, id: id ?? undefined })),
    usuario: perfil(v.usuario, editaveis.usuario, ({ id, papelId, senha, ...u }) => ({
      ...u,
      id: id ?? undefined,
      senha: senha || null,
      papel: papelId ? { id: Number(papelId) } : undefined,
      corfundotabela: corOuPadrao(u.corfundotabela.trim(), COR_FUNDO_TABELA_PADRAO),
      corletratabela: corOuPadrao(u.corletratabela.trim(), COR_LETRA_TABELA_PADRAO),
    })),
  };
}

/** The server's schema, plus the one rule it states per operation: a new user profile needs a password. */
export function validarPessoa(v: PessoaValores, editaveis: PerfisEditaveis): Record<string, string> {
  const corpo = paraEnvio(v, editaveis);
  const erros = schemaErrors(pessoaInputSchema, corpo, CAMPOS_RENOMEADOS);
  if (corpo.usuario && v.usuario.id === null && !v.usuario.senha) erros['usuario.senha'] = 'Informe a senha.';
  return erros;
}

export function inputDaPessoa(v: PessoaValores, editaveis: PerfisEditaveis): PessoaInput {
  return pessoaInputSchema.parse(paraEnvio(v, editaveis));
}

/** The tab holding a field, so a failed save shows where the first error is. */
export function abaDoCampo(campo: string): string {
  const raiz = campo.split('.')[0]!;
  if (raiz === 'endereco') return 'endereco';
  if (['email', 'emailInstitucional', 'telefone', 'celular'].includes(raiz)) return 'contatos';
  if (['defensor', 'estagiario', 'usuario'].includes(raiz)) return raiz;
  return 'dados';
}
