import { documentoDaLinhaDoTempo, slugDoTexto, type FiltroDaLinhaDoTempo } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { findOrThrow } from '../../lib/errors.js';
import { naoEncontrado } from '../../lib/exigir-acesso.js';
import { gerarPdf } from '../../lib/pdf.js';
import { defensor } from '../defensores/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { linhaDoTempo } from './linha-do-tempo.js';

/**
 * GET defensor/timeline/{id}/pdf (§2.1 Gerar PDF): the events of GET defensor/timeline/{id} kept by the screen's
 * filters (kinds, year), as the domain's landscape document, printed by the one PDF maker.
 */
export async function pdfDaLinhaDoTempo(db: Leitura, ctx: Contexto, defensorId: number, filtro: FiltroDaLinhaDoTempo) {
  const [d] = await db
    .select({ nome: nomeCompletoDe() })
    .from(defensor)
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .where(eq(defensor.id, defensorId));
  const { nome } = findOrThrow(d, naoEncontrado('defensor'));
  const arquivo = await gerarPdf(documentoDaLinhaDoTempo({ nome }, await linhaDoTempo(db, defensorId), filtro, ctx.agora));
  const ano = filtro.ano == null ? '' : `-${filtro.ano}`;
  return { filename: `linha-do-tempo-${slugDoTexto(nome)}${ano}.pdf`, arquivo, contentType: 'application/pdf' };
}
