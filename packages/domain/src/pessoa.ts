import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, enderecoJsonSchema, refSchema, telefoneJsonSchema } from './respostas.js';
import { cpfSchema } from './cpf.js';
import { MENSAGEM_DATA_INVALIDA } from './datas.js';
import { dataIsoSchema } from './datas-schema.js';
import { anotacaoSchema, digitosOpcionaisSchema, textoOpcionalSchema } from './campos.js';
import { textoSchema } from './texto.js';
import { usuarioInputSchema } from './usuario.js';

/**
 * Limits of the pessoa form and list (cadastros-relatorios §5, §9): DDD 1 to 99, e-mails 50, phones 10 digits,
 * CEP 8; list search by name up to 60 characters and by CPF up to 11 digits.
 */
export const PESSOA = {
  buscaNomeMax: 60,
  buscaCpfMax: 11,
  emailMax: 50,
  telefoneMaxDigitos: 10,
  cepMaxDigitos: 8,
  dddMin: 1,
  dddMax: 99,
} as const;

const MENSAGEM_CPF_OBRIGATORIO = 'CPF é obrigatório.';
const MENSAGEM_NOME_OBRIGATORIO = 'Nome é obrigatório.';
const MENSAGEM_DATA_NASCIMENTO_OBRIGATORIA = 'Data de Nascimento é obrigatória.';

/** Required CPF: blank is "missing", anything else goes to the check-digit rule; out: the 11 digits. */
export const cpfObrigatorioSchema = textoSchema({ error: MENSAGEM_CPF_OBRIGATORIO })
  .trim()
  .min(1, MENSAGEM_CPF_OBRIGATORIO)
  .pipe(cpfSchema);

/** Required name; the defender form holds the full name in it. */
export const nomePessoaSchema = textoSchema({ error: MENSAGEM_NOME_OBRIGATORIO }).trim().min(1, MENSAGEM_NOME_OBRIGATORIO).max(100, 'Nome: no máximo 100 caracteres.');

export const dataNascimentoSchema = textoSchema({ error: MENSAGEM_DATA_NASCIMENTO_OBRIGATORIA })
  .trim()
  .min(1, MENSAGEM_DATA_NASCIMENTO_OBRIGATORIA)
  .pipe(dataIsoSchema);

/** Optional 'yyyy-MM-dd': absent, null and '' all mean "no date". */
export const dataOpcionalSchema = textoSchema({ error: MENSAGEM_DATA_INVALIDA })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(dataIsoSchema.nullable());

export const emailOpcionalSchema = (campo = 'E-mail') =>
  textoSchema()
    .trim()
    .max(PESSOA.emailMax, `${campo}: no máximo ${PESSOA.emailMax} caracteres.`)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email(`${campo} inválido.`).nullable());

export const enderecoPessoaSchema = z.object({
  cep: digitosOpcionaisSchema(PESSOA.cepMaxDigitos, 'CEP'),
  cidade: textoOpcionalSchema(100, 'Cidade'),
  bairro: textoOpcionalSchema(100, 'Bairro'),
  logradouro: textoOpcionalSchema(150, 'Logradouro'),
  complemento: textoOpcionalSchema(100, 'Complemento'),
  numero: textoOpcionalSchema(20, 'Número'),
});
export type EnderecoPessoa = z.infer<typeof enderecoPessoaSchema>;

/** A phone as DDD + number (digits only, masked in the form); `ddd` limits and default vary by register. */
export function telefonePessoaSchema(dddMin: number, dddMax: number, dddPadrao: number | null, campo = 'Telefone') {
  const mensagem = `O DDD deve estar entre ${dddMin} e ${dddMax}.`;
  return z.object({
    ddd: z
      .number({ error: mensagem })
      .int(mensagem)
      .min(dddMin, mensagem)
      .max(dddMax, mensagem)
      .nullish()
      .transform((v) => v ?? dddPadrao),
    numero: digitosOpcionaisSchema(PESSOA.telefoneMaxDigitos, campo),
  });
}
export interface TelefonePessoa {
  ddd: number | null;
  numero: string | null;
}

/** The defender profile (cadastros-relatorios §3): the same fields in Pessoa.defensor and in Defensor. */
export const defensorPerfilShape = {
  ativo: z.boolean().default(true),
  titulo: textoOpcionalSchema(20, 'Título'),
  numero_oab: textoOpcionalSchema(20, 'Número da OAB'),
  matricula_defensoria: textoOpcionalSchema(20, 'Matrícula'),
  anotacao: anotacaoSchema(2000, 'Anotação'),
  data_admissao: dataOpcionalSchema,
  data_referencia: dataOpcionalSchema,
  data_exoneracao: dataOpcionalSchema,
};

export const MENSAGEM_EXONERACAO_ANTES_ADMISSAO = 'A data de exoneração não pode ser anterior à data de admissão.';

/** Exoneration before admission is a typing error, never a real career (ADR 015). */
export function exoneracaoAntesDaAdmissao(d: { data_admissao: string | null; data_exoneracao: string | null }): boolean {
  return !!d.data_admissao && !!d.data_exoneracao && d.data_exoneracao < d.data_admissao;
}

export const defensorPerfilSchema = z.object(defensorPerfilShape).refine((d) => !exoneracaoAntesDaAdmissao(d), {
  error: MENSAGEM_EXONERACAO_ANTES_ADMISSAO,
  path: ['data_exoneracao'],
});

export const estagiarioPerfilSchema = z.object({
  ativo: z.boolean().default(true),
  anotacao: anotacaoSchema(2000, 'Anotação'),
});

/** The user profile of a pessoa: the user form's access fields; the person's own data live in the pessoa. */
export const usuarioPerfilSchema = usuarioInputSchema.pick({
  ativo: true,
  username: true,
  senha: true,
  papel: true,
  funcao: true,
  corfundotabela: true,
  corletratabela: true,
  recebenotificacaoes: true,
});

const dddPessoa = telefonePessoaSchema(PESSOA.dddMin, PESSOA.dddMax, null);

/**
 * Pessoa form and POST/PUT body (cadastros-relatorios §2.9, §3, §5). estadocivil is shown disabled in the form and
 * is not written here. A profile that is absent or null leaves the stored one as it is (ADR 014).
 */
export const pessoaInputSchema = z.object({
  nome: nomePessoaSchema,
  sobrenome: textoOpcionalSchema(100, 'Sobrenome'),
  cpf: cpfObrigatorioSchema,
  dataNascimento: dataNascimentoSchema,
  email: emailOpcionalSchema(),
  emailInstitucional: emailOpcionalSchema('E-mail institucional'),
  telefone: dddPessoa.nullish(),
  celular: telefonePessoaSchema(PESSOA.dddMin, PESSOA.dddMax, null, 'Celular').nullish(),
  endereco: enderecoPessoaSchema.nullish(),
  usuario: usuarioPerfilSchema.nullish(),
  defensor: defensorPerfilSchema.nullish(),
  estagiario: estagiarioPerfilSchema.nullish(),
});
export type PessoaInput = z.infer<typeof pessoaInputSchema>;
export type UsuarioPerfilInput = z.infer<typeof usuarioPerfilSchema>;
export type DefensorPerfilInput = z.infer<typeof defensorPerfilSchema>;
export type EstagiarioPerfilInput = z.infer<typeof estagiarioPerfilSchema>;

const MENSAGEM_BUSCA_CPF = `A busca por CPF aceita até ${PESSOA.buscaCpfMax} números.`;

/** The list's search by name (60) and CPF (11 digits) (cadastros-relatorios §5). */
export const buscaPessoaSchema = z.object({
  nome: textoSchema().trim().max(PESSOA.buscaNomeMax, `A busca aceita no máximo ${PESSOA.buscaNomeMax} caracteres.`).optional(),
  cpf: textoSchema().trim().regex(/^\d*$/, MENSAGEM_BUSCA_CPF).max(PESSOA.buscaCpfMax, MENSAGEM_BUSCA_CPF).optional(),
});

export type PerfilPessoa = 'defensor' | 'estagiario' | 'usuario';
export const PERFIL_PESSOA_LABEL: Record<PerfilPessoa, string> = { defensor: 'defensor', estagiario: 'estagiário', usuario: 'usuário' };

/** 'a, b e c' */
export function listaPtBr(itens: string[]): string {
  return itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} e ${itens.at(-1)}`;
}

/** The 409 text for deleting a pessoa that still has profiles: 'A pessoa tem cadastro de defensor e usuário; remova-os antes.' */
export function mensagemPessoaComPerfis(perfis: PerfilPessoa[]): string {
  const nomes = listaPtBr(perfis.map((p) => PERFIL_PESSOA_LABEL[p]));
  return `A pessoa tem cadastro de ${nomes}; remova-${perfis.length > 1 ? 'os' : 'o'} antes.`;
}

const perfilResumoSchema = z.object({ id: z.number(), ativo: z.boolean() });

/** A pessoa as the list answers it, with the profiles it holds (estagiario only with comEstagiario). */
export const pessoaResumoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  sobrenome: z.string().nullable(),
  cpf: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  email: z.string().nullable(),
  defensor: perfilResumoSchema.nullable(),
  usuario: perfilResumoSchema.extend({ username: z.string() }).nullable(),
  estagiario: perfilResumoSchema.nullable().optional(),
});
export type PessoaResumo = z.infer<typeof pessoaResumoSchema>;

const texto = z.string().nullable();

/**
 * A pessoa as its form reads it, with phones, address and profiles (GET pessoa/{id} sends each when asked: comTelefone,
 * comEndereco, comUsuario, comDefensor, comEstagiario). No senha in any answer.
 */
export const pessoaDetalheSchema = z
  .object({
    id: z.number(),
    nome: z.string(),
    sobrenome: texto,
    cpf: texto,
    dataNascimento: texto,
    estadocivil: z.number().nullable(),
    email: texto,
    emailInstitucional: texto,
    telefone: telefoneJsonSchema,
    celular: telefoneJsonSchema,
    endereco: enderecoJsonSchema,
    usuario: z
      .object({
        id: z.number(),
        ativo: z.boolean(),
        username: z.string(),
        papel: refSchema,
        funcao: texto,
        recebenotificacaoes: z.boolean(),
        corfundotabela: z.string(),
        corletratabela: z.string(),
      })
      .nullable(),
    defensor: z
      .object({
        id: z.number(),
        ativo: z.boolean(),
        titulo: texto,
        numero_oab: texto,
        matricula_defensoria: texto,
        anotacao: texto,
        data_admissao: texto,
        data_referencia: texto,
        data_exoneracao: texto,
      })
      .nullable(),
    estagiario: z.object({ id: z.number(), ativo: z.boolean(), anotacao: texto }).nullable(),
  })
  .extend(auditoriaSchema.shape);
export type PessoaDetalhe = z.infer<typeof pessoaDetalheSchema>;
