import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { regra } from '../src/modules/acoes/table.js';
import { defensor } from '../src/modules/defensores/table.js';
import { lotacao } from '../src/modules/lotacoes/table.js';
import { pessoa } from '../src/modules/pessoas/table.js';
import { cpfDeTeste } from './cpf.js';

/**
 * The registers the actions' tests stand on, written straight into the tables (those registers have their own
 * tests): defenders with the dates the rules read, offices with their substitute offices, placements.
 */
let seq = 0;
const proximo = () => ++seq + Math.floor(Math.random() * 1000) * 1000;

export interface DefensorDeTeste {
  id: number;
  nome: string;
  email: string;
}

export async function defensorNoBanco(
  db: Db,
  over: { nome?: string; nascimento?: string | null; admissao?: string | null; referencia?: string | null; exoneracao?: string | null; ativo?: boolean; email?: string | null } = {},
): Promise<DefensorDeTeste> {
  const n = proximo();
  const nome = over.nome ?? `Defensor ${n}`;
  const email = over.email === undefined ? `defensor${n}@defensoria.exemplo` : over.email;
  const [p] = await db
    .insert(pessoa)
    .values({ nome, cpf: cpfDeTeste(500000 + n), dataNascimento: over.nascimento === undefined ? '1980-08-20' : over.nascimento, emailInstitucional: email })
    .returning({ id: pessoa.id });
  const [d] = await db
    .insert(defensor)
    .values({
      pessoaId: p!.id,
      ativo: over.ativo ?? true,
      dataAdmissao: over.admissao === undefined ? '2010-02-10' : over.admissao,
      dataReferencia: over.referencia ?? null,
      dataExoneracao: over.exoneracao ?? null,
    })
    .returning({ id: defensor.id });
  return { id: d!.id, nome, email: email ?? '' };
}

export const TITULARIDADE = 2;

/** An active placement of a defender in an office (Titularidade unless told), open-ended unless told. */
export async function lotar(db: Db, defensorId: number, defensoriaId: number, over: Partial<typeof lotacao.$inferInsert> = {}) {
  const [l] = await db
    .insert(lotacao)
    .values({ tipo: TITULARIDADE, defensorId, defensoriaId, dataInicial: '2015-01-01', ...over })
    .returning({ id: lotacao.id });
  return l!.id;
}

/** Switches every rule on again (a test that switched one off restores the rest of the file's state). */
export const ligarTodasAsRegras = (db: Db) => db.update(regra).set({ ativa: true }).where(eq(regra.ativa, false));
/** Switches one rule on or off straight in the table, for tests of something else. */
export const regraAtiva = (db: Db, id: number, ativa: boolean) => db.update(regra).set({ ativa }).where(eq(regra.id, id));

/** An action body as the form sends it, with the defaults of the schema spelled out. */
export function acao(defensorId: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tipo: 5,
    defensor: { id: defensorId },
    data_inicial: '2025-03-10',
    data_final: '2025-03-14',
    data_aquisitiva: null,
    motivo: null,
    exibiranotacao: false,
    ativorelatorio: true,
    pontuar: false,
    substituicoes: [],
    ...over,
  };
}

/** A substitution row of the body. */
export const subst = (defensoriaId: number, substitutoId: number | null, anotacao: string | null = null) => ({
  defensoria: { id: defensoriaId },
  substituto: substitutoId === null ? null : { id: substitutoId },
  anotacao,
});
