import { cursoInputSchema } from '@sgi/domain';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { createCurso } from './service.js';

/** Courses that interns of a public defender's office usually take (fictitious demo data, DESIGN §3). */
const CURSOS = [
  'Direito',
  'Administração',
  'Ciências Contábeis',
  'Serviço Social',
  'Psicologia',
  'Sistemas de Informação',
  'Ciência da Computação',
  'Pedagogia',
  'Comunicação Social - Jornalismo',
  'Letras - Português',
  'Economia',
  'Gestão Pública',
];

/** Seeds the courses through the service (validation and audit as any user's save); returns them by name. */
export async function seedDemoCursos(db: Db): Promise<{ id: number; nome: string }[]> {
  const criados: { id: number; nome: string }[] = [];
  for (const nome of CURSOS) {
    const c = await createCurso(db, contextoDoSistema(), cursoInputSchema.parse({ nome }));
    criados.push({ id: c.id, nome: c.nome });
  }
  return criados;
}
