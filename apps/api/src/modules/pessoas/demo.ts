import { pessoaInputSchema } from '@sgi/domain';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { createPessoa } from './service.js';

/** A small seeded PRNG (mulberry32): the same demo data on every start, never Math.random. */
export function prng(semente: number) {
  let a = semente >>> 0;
  const proximo = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    proximo,
    inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)),
    item: <T>(lista: readonly T[]) => lista[Math.floor(proximo() * lista.length)]!,
  };
}
export type Prng = ReturnType<typeof prng>;

/** A valid CPF (modulo-11 check digits) from nine random digits; repeated-digit bases are never drawn. */
export function cpfValido(r: Prng): string {
  let base: string;
  do base = Array.from({ length: 9 }, () => r.inteiro(0, 9)).join('');
  while (/^(\d)\1{8}$/.test(base));
  const dv = (d: string, peso: number) => {
    const resto = [...d].reduce((s, c, i) => s + Number(c) * (peso - i), 0) % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = dv(base, 10);
  return `${base}${d1}${dv(`${base}${d1}`, 11)}`;
}

export const NOMES_FEMININOS = ['Ana', 'Beatriz', 'Camila', 'Daniela', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana', 'Larissa', 'Luciana', 'Mariana', 'Patrícia', 'Renata', 'Sabrina', 'Tatiana', 'Vanessa', 'Adriana', 'Cristina', 'Simone'];
export const NOMES_MASCULINOS = ['André', 'Bruno', 'Carlos', 'Diego', 'Eduardo', 'Felipe', 'Gustavo', 'Henrique', 'Igor', 'João', 'Leonardo', 'Marcelo', 'Nelson', 'Otávio', 'Paulo', 'Ricardo', 'Sérgio', 'Tiago', 'Vinícius', 'Rodrigo'];
export const SOBRENOMES = ['Almeida', 'Barbosa', 'Cardoso', 'Dantas', 'Esteves', 'Figueiredo', 'Gonçalves', 'Holanda', 'Lacerda', 'Macedo', 'Nascimento', 'Oliveira', 'Pereira', 'Queiroz', 'Resende', 'Sampaio', 'Teixeira', 'Valença', 'Xavier', 'Zanetti', 'Batista', 'Fontes', 'Menezes', 'Prado'];
export const BAIRROS = ['Centro', 'Jardins', 'Atalaia', 'Grageru', 'Luzia', 'Siqueira Campos', 'Farolândia', 'Coroa do Meio', 'São José', 'Treze de Julho'];
export const RUAS = ['Rua Laranjeiras', 'Avenida Barão de Maruim', 'Rua Itabaiana', 'Avenida Hermes Fontes', 'Rua Pacatuba', 'Avenida Beira Mar', 'Rua Santa Luzia', 'Rua Arauá'];

/** Two different surnames ('Almeida Prado', never 'Almeida Almeida'). */
export function doisSobrenomes(r: Prng): string {
  const primeiro = r.item(SOBRENOMES);
  let segundo: string;
  do segundo = r.item(SOBRENOMES);
  while (segundo === primeiro);
  return `${primeiro} ${segundo}`;
}

/** 'yyyy-MM-dd' between two years (day up to 28, so every month is valid). */
export const dataEntre = (r: Prng, de: number, ate: number) =>
  `${r.inteiro(de, ate)}-${String(r.inteiro(1, 12)).padStart(2, '0')}-${String(r.inteiro(1, 28)).padStart(2, '0')}`;

export const semAcento = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Demo pessoas without any profile (family contacts, people kept for later registers): enough, with the
 * defenders, to page through the pessoa grid. Written through the service, as a user would.
 */
export async function seedDemoPessoas(db: Db, quantidade = 18): Promise<void> {
  const r = prng(20250926);
  const ctx = contextoDoSistema();
  for (let i = 0; i < quantidade; i++) {
    const feminino = i % 2 === 0;
    const nome = r.item(feminino ? NOMES_FEMININOS : NOMES_MASCULINOS);
    const sobrenome = doisSobrenomes(r);
    const input = pessoaInputSchema.parse({
      nome,
      sobrenome,
      cpf: cpfValido(r),
      dataNascimento: dataEntre(r, 1960, 2003),
      email: `${semAcento(nome)}.${semAcento(sobrenome.split(' ')[0]!)}${i}@exemplo.com.br`,
      celular: { ddd: 79, numero: `9${r.inteiro(8100, 9999)}${r.inteiro(1000, 9999)}` },
      endereco: { cep: `49${r.inteiro(0, 99).toString().padStart(2, '0')}0${r.inteiro(0, 9)}00`, cidade: 'Aracaju', bairro: r.item(BAIRROS), logradouro: r.item(RUAS), numero: String(r.inteiro(10, 1800)) },
    });
    await createPessoa(db, ctx, input);
  }
}
