import { estagiarioInputSchema, estagioInputSchema, isValidCpf } from '@sgi/domain';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { getEstagiario } from './consultas.js';
import { createEstagio } from './estagio-service.js';
import { createEstagiario, updateEstagiario } from './service.js';

/** mulberry32: a tiny seeded PRNG, so every demo database gets the same interns. */
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

/** The valid CPF whose first nine digits are `base` (0..999999999): the check digits found with the domain's rule. */
export function cpfDaBase(base: number): string {
  const nove = String(base % 1_000_000_000).padStart(9, '0');
  const dv = [...Array(100).keys()].map((n) => String(n).padStart(2, '0')).find((d) => isValidCpf(nove + d));
  if (!dv) throw new Error(`Base de CPF sem dígitos válidos: ${nove}`);
  return nove + dv;
}

const NOMES = [
  'Ana Clara', 'Beatriz', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Isabela', 'Júlia', 'Larissa', 'Letícia',
  'Mariana', 'Natália', 'Rafaela', 'Sofia', 'Vitória', 'Arthur', 'Bruno', 'Caio', 'Davi', 'Enzo', 'Felipe', 'Gustavo',
  'Heitor', 'João Pedro', 'Lucas', 'Matheus', 'Nicolas', 'Pedro Henrique', 'Rodrigo', 'Samuel', 'Thiago', 'Vinícius',
];
const SOBRENOMES = [
  'Almeida', 'Barreto', 'Cardoso', 'Dantas', 'Fontes', 'Góis', 'Lima', 'Menezes', 'Nascimento', 'Oliveira', 'Prado',
  'Rezende', 'Santana', 'Souza', 'Teles', 'Vieira', 'Andrade', 'Bezerra', 'Carvalho', 'Figueiredo', 'Mota', 'Sampaio',
];

const sem = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, '');
const iso = (d: Date) => d.toISOString().slice(0, 10);

export interface DemoEstagiariosOpcoes {
  cursos: { id: number }[];
  instituicoes: { id: number }[];
  quantidade?: number;
}

/**
 * Fictitious interns (DESIGN §3) through the services, so validation and audit run as for any user: valid CPFs,
 * pt-BR names, about one in nine inactive, most with one or two internships. Needs the demo courses and
 * institutions (run after them).
 */
export async function seedDemoEstagiarios(db: Db, { cursos, instituicoes, quantidade = 64 }: DemoEstagiariosOpcoes): Promise<number[]> {
  const aleatorio = prng(20250927);
  const de = <T>(lista: readonly T[]) => lista[Math.floor(aleatorio() * lista.length)]!;
  const ids: number[] = [];
  for (let i = 0; i < quantidade; i++) {
    const meio = de(SOBRENOMES);
    const ultimo = de(SOBRENOMES.filter((s) => s !== meio));
    const primeiro = de(NOMES);
    const nome = `${primeiro} ${meio} ${ultimo}`;
    const login = `${sem(primeiro.split(' ')[0]!)}.${sem(ultimo)}${i}`;
    const nascimento = new Date(Date.UTC(1996 + Math.floor(aleatorio() * 10), Math.floor(aleatorio() * 12), 1 + Math.floor(aleatorio() * 28)));
    const input = estagiarioInputSchema.parse({
      cpf: cpfDaBase(Math.floor(aleatorio() * 1_000_000_000)),
      nome,
      data_nascimento: iso(nascimento),
      email: `${login}@exemplo.com.br`,
      estadocivil: aleatorio() < 0.85 ? 0 : 1,
      celular: { ddd: 79, numero: `9${String(Math.floor(aleatorio() * 1e8)).padStart(8, '0')}` },
    });
    const id = await createEstagiario(db, contextoDoSistema(), input);
    ids.push(id);
    const estagios = i % 10 === 7 ? 0 : aleatorio() < 0.25 ? 2 : 1;
    let inicio = new Date(Date.UTC(2023 + Math.floor(aleatorio() * 3), Math.floor(aleatorio() * 12), 1));
    for (let k = 0; k < estagios; k++) {
      const meses = de([6, 12, 24]);
      const fim = new Date(Date.UTC(inicio.getUTCFullYear(), inicio.getUTCMonth() + meses, 0));
      await createEstagio(
        db,
        contextoDoSistema(),
        estagioInputSchema.parse({
          estagiario: { id },
          tipo_estagio: de([5, 6, 7, 7]),
          instituicao_ensino: { id: de(instituicoes).id },
          curso: { id: de(cursos).id },
          data_inicio_estagio: iso(inicio),
          // The newest internship of some interns is still open-ended.
          data_fim_estagio: k === estagios - 1 && aleatorio() < 0.2 ? null : iso(fim),
          data_colacao_grau: `${inicio.getUTCFullYear() + 2 + Math.floor(aleatorio() * 2)}-${aleatorio() < 0.5 ? '06' : '12'}`,
          email: `${login}@estagio.exemplo.gov.br`,
          fim_semana: aleatorio() < 0.1,
        }),
      );
      inicio = new Date(Date.UTC(fim.getUTCFullYear(), fim.getUTCMonth() + 1, 1));
    }
    // Deactivated after the internships: an inactive intern receives none (cadastros-relatorios §4).
    if (i % 9 === 4) {
      const { versao } = await getEstagiario(db, id, { comEstagios: false, comAnexos: false, comTelefones: false });
      await updateEstagiario(db, contextoDoSistema(), id, { ...input, ativo: false, versao });
    }
  }
  return ids;
}
