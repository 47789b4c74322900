// The access screens' limits and texts, apart from the schemas (usuario.ts): the login route reads them without
// loading zod (issue 12).
export const SENHA_MIN = 8;
export const SENHA_MAX = 128;
export const MENSAGEM_SENHA_TAMANHO = `A senha deve ter entre ${SENHA_MIN} e ${SENHA_MAX} caracteres.`;
export const MENSAGEM_PREENCHA_CAMPOS = 'Preencha todos os campos.';
