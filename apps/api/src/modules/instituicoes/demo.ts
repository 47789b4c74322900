import { instituicaoInputSchema, isValidCnpj } from '@sgi/domain';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { createInstituicao } from './service.js';

/** mulberry32: a tiny seeded PRNG, so every demo database gets the same CNPJs. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A head office CNPJ (branch 0001) with a random root; `alfanumerico` draws the root from 0-9 and A-Z. */
function cnpjDemo(aleatorio: () => number, alfanumerico: boolean): string {
  const simbolos = alfanumerico ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789';
  let raiz = '';
  for (let i = 0; i < 8; i++) raiz += simbolos[Math.floor(aleatorio() * simbolos.length)];
  const base = `${raiz}0001`;
  // Exactly one pair of check digits fits a base: find it with the domain's own rule rather than a second copy.
  const dv = [...Array(100).keys()].map((n) => String(n).padStart(2, '0')).find((d) => isValidCnpj(base + d));
  if (!dv) throw new Error(`Base de CNPJ sem dígitos válidos: ${base}`);
  return base + dv;
}

type Endereco = [cep: string, cidade: string, bairro: string, logradouro: string, numero: string];

/** Fictitious institutions in Sergipe (DDD 79); cities, neighbourhoods and CEP ranges are real, the rest invented. */
const INSTITUICOES: [razao: string, cargo: string, representante: string, endereco: Endereco, telefone: string][] = [
  ['Universidade Federal do Vale do Cotinguiba', 'Pró-Reitora de Graduação', 'Helena Prado Vasconcelos', ['49170000', 'Laranjeiras', 'Centro', 'Rua Dr. Francisco Bragança', '120'], '32817400'],
  ['Universidade Estadual do Baixo São Francisco', 'Reitor', 'Augusto Menezes Barreto', ['49900000', 'Propriá', 'Centro', 'Avenida Coronel Olímpio Teles', '455'], '33221180'],
  ['Faculdade de Ciências Jurídicas do Atalaia', 'Diretora Acadêmica', 'Fernanda Lins Cardoso', ['49037000', 'Aracaju', 'Atalaia', 'Avenida Santos Dumont', '2100'], '30258800'],
  ['Centro Universitário Costa dos Coqueirais', 'Coordenador de Estágios', 'Rodrigo Sampaio Teixeira', ['49025040', 'Aracaju', 'Jardins', 'Rua Pacatuba', '310'], '30437700'],
  ['Faculdade Integrada do Sertão Sergipano', 'Diretor Geral', 'Valdemir Souza Feitosa', ['49680000', 'Nossa Senhora da Glória', 'Centro', 'Rua Manoel Francisco de Souza', '87'], '34111290'],
  ['Instituto de Ensino Superior de Itabaiana', 'Coordenadora de Estágios', 'Patrícia Andrade Mota', ['49500000', 'Itabaiana', 'Porto', 'Avenida Ivo de Carvalho', '1500'], '34313020'],
  ['Faculdade de Administração e Negócios de Lagarto', 'Diretora', 'Luciana Fontes Rezende', ['49400000', 'Lagarto', 'Centro', 'Praça Filomeno Hora', '36'], '36312540'],
  ['Escola Superior de Serviço Social de Estância', 'Coordenador de Curso', 'Marcelo Dantas Figueiredo', ['49200000', 'Estância', 'Cidade Nova', 'Rua Capitão Salomão', '211'], '35222060'],
];

/** Seeds the institutions through the service (validation and audit as any user's save); the last CNPJ is alphanumeric. */
export async function seedDemoInstituicoes(db: Db): Promise<{ id: number; razao_social: string }[]> {
  const aleatorio = prng(20250926);
  const criadas: { id: number; razao_social: string }[] = [];
  for (const [i, [razao, cargo, representante, [cep, cidade, bairro, logradouro, numero], telefone]] of INSTITUICOES.entries()) {
    const input = instituicaoInputSchema.parse({
      // Two in the first report position, the rest after them in alphabetical order (ordem then razão social).
      ordem: i < 2 ? 0 : 1,
      cnpj: cnpjDemo(aleatorio, i === INSTITUICOES.length - 1),
      razao_social: razao,
      representante_cargo: cargo,
      representante_nome: representante,
      endereco: { cep, cidade, bairro, logradouro, complemento: null, numero },
      telefone: { ddd: 79, numero: telefone },
    });
    const criada = await createInstituicao(db, contextoDoSistema(), input);
    criadas.push({ id: criada.id, razao_social: criada.razao_social });
  }
  return criadas;
}
