import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, refSchema } from './respostas.js';
import { COR_FUNDO_TABELA_PADRAO, COR_LETRA_TABELA_PADRAO, corOuPadrao } from './cor.js';
import { textoOpcionalSchema } from './campos.js';
import { textoSchema } from './texto.js';
import { MENSAGEM_PREENCHA_CAMPOS, MENSAGEM_SENHA_TAMANHO, SENHA_MAX, SENHA_MIN } from './acesso.js';

export const senhaSchema = textoSchema({ error: MENSAGEM_SENHA_TAMANHO }).min(SENHA_MIN, MENSAGEM_SENHA_TAMANHO).max(SENHA_MAX, MENSAGEM_SENHA_TAMANHO);

// Absent fields (and an absent body) get the same message as empty ones (acesso-sessao §5).
export const loginSchema = z.object(
  {
    username: textoSchema({ error: MENSAGEM_PREENCHA_CAMPOS }).trim().min(1, MENSAGEM_PREENCHA_CAMPOS).max(60, 'Usuário ou senha inválidos.'),
    password: textoSchema({ error: MENSAGEM_PREENCHA_CAMPOS }).min(1, MENSAGEM_PREENCHA_CAMPOS).max(SENHA_MAX, 'Usuário ou senha inválidos.'),
  },
  { error: MENSAGEM_PREENCHA_CAMPOS },
);

export const recuperarSchema = z.object({
  input: textoSchema({ error: 'Informe o e-mail.' }).trim().min(1, 'Informe o e-mail.').max(254, 'E-mail inválido.').pipe(z.email('E-mail inválido.')),
});

export const trocarSenhaSchema = z.object({
  senha: senhaSchema,
  codigorecuperacao: textoSchema({ error: 'Informe o código de recuperação.' }).trim().min(1, 'Informe o código de recuperação.').max(64, 'Código de recuperação inválido ou expirado.'),
});

export const alterarSenhaSchema = z.object({
  senhaAtual: textoSchema({ error: 'Informe a senha atual.' }).min(1, 'Informe a senha atual.').max(SENHA_MAX, 'Senha atual incorreta.'),
  novaSenha: senhaSchema,
});

const texto = (max: number, campo: string) =>
  textoSchema({ error: `${campo} é obrigatório.` }).trim().max(max, `${campo}: no máximo ${max} caracteres.`);

const opcional = (max: number, campo: string) => textoOpcionalSchema(max, campo, { error: `${campo} é obrigatório.` });

const cor = (padrao: string) =>
  textoSchema()
    .nullish()
    .transform((v) => corOuPadrao(v ?? '', padrao));

export const USERNAME_REGEX = /^[A-Za-z0-9._-]+$/;

/** Usuário form and PUT/POST body (cadastros-relatorios §2.9, §3). senha: required on create, optional on edit. */
export const usuarioInputSchema = z.object({
  username: texto(60, 'Login')
    .min(3, 'O login deve ter ao menos 3 caracteres.')
    .regex(USERNAME_REGEX, 'O login aceita apenas letras sem acento, números, ponto, hífen e sublinhado.'),
  senha: textoSchema()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(senhaSchema.nullable()),
  nome: texto(100, 'Nome').min(1, 'Nome é obrigatório.'),
  sobrenome: opcional(100, 'Sobrenome'),
  email: textoSchema()
    .trim()
    .max(50, 'E-mail: no máximo 50 caracteres.')
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email('E-mail inválido.').nullable()),
  funcao: opcional(100, 'Função'),
  ativo: z.boolean().default(true),
  recebenotificacaoes: z.boolean().default(false),
  papel: z.object({ id: z.number({ error: 'Selecione o papel.' }).int().positive('Selecione o papel.') }, { error: 'Selecione o papel.' }),
  corfundotabela: cor(COR_FUNDO_TABELA_PADRAO),
  corletratabela: cor(COR_LETRA_TABELA_PADRAO),
});
export type UsuarioInput = z.infer<typeof usuarioInputSchema>;

export const papelInputSchema = z.object({
  nome: texto(100, 'Nome').min(1, 'Informe o nome do papel.'),
  permissoes: z.array(z.object({ id: z.number().int().positive() })).max(200).default([]),
});
export type PapelInput = z.infer<typeof papelInputSchema>;

/** A papel as the list answers it: permissions and users only when asked for. */
export const papelResumoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  totalUsuarios: z.number(),
  permissoes: z.array(refSchema).optional(),
  usuarios: z.array(z.object({ id: z.number(), username: z.string() })).optional(),
});
export type PapelResumo = z.infer<typeof papelResumoSchema>;
export const papelDetalheSchema = papelResumoSchema.omit({ usuarios: true }).extend({ permissoes: z.array(refSchema) }).extend(auditoriaSchema.shape);
export type PapelDetalhe = z.infer<typeof papelDetalheSchema>;

// The answers strip what must not leave: there is no senha field in any of them.

/** A usuário as the list answers it. */
export const usuarioResumoSchema = z.object({
  id: z.number(),
  username: z.string(),
  nome: z.string(),
  sobrenome: z.string().nullable(),
  funcao: z.string().nullable(),
  ativo: z.boolean(),
  papel: refSchema,
});
export type UsuarioResumo = z.infer<typeof usuarioResumoSchema>;
/** The detail: the versao is the pessoa's, which every form that writes the pessoa sends back (ADR 022). */
export const usuarioDetalheSchema = usuarioResumoSchema
  .extend({
    pessoaId: z.number(),
    email: z.string().nullable(),
    recebenotificacaoes: z.boolean(),
    corfundotabela: z.string(),
    corletratabela: z.string(),
  })
  .extend(auditoriaSchema.shape);
export type UsuarioDetalhe = z.infer<typeof usuarioDetalheSchema>;

/** The signed-in session's configuration (GET auth/me, acesso-sessao §3): staff user or sheet-link CPF. */
export const configuracaoUsuarioSchema = z.object({
  id: z.number().nullable(),
  escopo: z.enum(['usuario', 'folha']),
  username: z.string().nullable(),
  nome: z.string().nullable(),
  cpf: z.string().nullable(),
  permissoes: z.array(z.string()),
  navbar: z.boolean(),
  corfundotabela: z.string(),
  corletratabela: z.string(),
});
export type ConfiguracaoUsuario = z.infer<typeof configuracaoUsuarioSchema>;
