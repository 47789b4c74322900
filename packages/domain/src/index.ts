import './zod-pt-br.js';

export * from './permissoes.js';
export * from './usuario.js';
export * from './cpf.js';
export * from './cnpj.js';
export * from './telefone.js';
export * from './cor.js';
export * from './datas.js';
export * from './historico.js';
export * from './curso.js';
export * from './instituicao.js';
export * from './estagiario.js';
export * from './pessoa.js';
export * from './defensor.js';
export * from './assessor.js';
export * from './anexo.js';
