import { dataIsoLocal, formatData, TIPO_VINCULO, type LotacaoInput } from '@sgi/domain';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Leitura, Tx } from '../../db/actor.js';
import { badRequest } from '../../lib/errors.js';
import { assessor } from '../assessores/table.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { setor } from '../predios/table.js';
import { sobrepoe, vigenteEm } from './consultas.js';
import { lotacao } from './table.js';

export const MENSAGEM_ESTAGIARIO_INATIVO = 'Estagiário inativo não pode receber lotações.';
export const MENSAGEM_ESTAGIO_DESLIGADO = 'Estágio com desligamento não pode receber lotações.';

type Tabela = typeof defensor | typeof assessor | typeof defensoria | typeof nucleo | typeof setor;
const existe = async (db: Leitura, t: Tabela, id: number | undefined) =>
  id === undefined || (await db.select({ id: t.id }).from(t).where(eq(t.id, id))).length > 0;

/**
 * Server rules beyond the domain schema (cadastros-relatorios §4, ADR 020): every selected record exists; an
 * inactive intern or an internship with a desligamento receives no new placement. A placement already held by that
 * internship can still be edited (to close it), but not carried past the desligamento.
 */
export async function validarLotacao(tx: Tx, i: LotacaoInput, atual: { estagioId: number | null } | null) {
  const [d, a, df, n, s] = await Promise.all([
    existe(tx, defensor, i.defensor?.id),
    existe(tx, assessor, i.assessor?.id),
    existe(tx, defensoria, i.defensoria?.id),
    existe(tx, nucleo, i.nucleo?.id),
    existe(tx, setor, i.setor?.id),
  ]);
  if (!d) throw badRequest('Defensor não encontrado.', { defensor: ['Selecione um defensor existente.'] });
  if (!a) throw badRequest('Assessor não encontrado.', { assessor: ['Selecione um assessor existente.'] });
  if (!df) throw badRequest('Defensoria não encontrada.', { defensoria: ['Selecione uma defensoria existente.'] });
  if (!n) throw badRequest('Núcleo não encontrado.', { nucleo: ['Selecione um núcleo existente.'] });
  if (!s) throw badRequest('Setor não encontrado.', { setor: ['Selecione um setor existente.'] });
  if (!i.estagio) return;

  const [e] = await tx
    .select({ ativo: estagiario.ativo, desligamento: estagio.desligamento })
    .from(estagio)
    .innerJoin(estagiario, eq(estagiario.id, estagio.estagiarioId))
    .where(eq(estagio.id, i.estagio.id));
  if (!e) throw badRequest('Estágio não encontrado.', { estagio: ['Selecione um estágio existente.'] });
  const novo = atual?.estagioId !== i.estagio.id;
  if (novo && !e.ativo) throw badRequest(MENSAGEM_ESTAGIARIO_INATIVO, { estagio: [MENSAGEM_ESTAGIARIO_INATIVO] });
  if (novo && e.desligamento) throw badRequest(MENSAGEM_ESTAGIO_DESLIGADO, { estagio: [MENSAGEM_ESTAGIO_DESLIGADO] });
  if (e.desligamento && (!i.data_final || i.data_final > e.desligamento)) {
    const message = `Estágio desligado em ${formatData(e.desligamento)}: a lotação deve terminar até essa data.`;
    throw badRequest(message, { data_final: [message] });
  }
}

/** "Titularidade" twice at once in one defensoria: the other current titulares in the period. */
async function outrosTitulares(tx: Tx, id: number, i: LotacaoInput) {
  if (i.tipo !== TIPO_VINCULO.Titularidade || !i.ativo || !i.defensoria) return null;
  const outros = await tx
    .select({ nome: nomeCompletoDe(), inicio: lotacao.dataInicial })
    .from(lotacao)
    .innerJoin(defensor, eq(defensor.id, lotacao.defensorId))
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .where(
      and(
        ne(lotacao.id, id),
        eq(lotacao.defensoriaId, i.defensoria.id),
        eq(lotacao.tipo, TIPO_VINCULO.Titularidade),
        eq(lotacao.ativo, true),
        sobrepoe(i.data_inicial, i.data_final),
      ),
    );
  if (!outros.length) return null;
  const [d] = await tx.select({ nome: defensoria.nome }).from(defensoria).where(eq(defensoria.id, i.defensoria.id));
  const quem = outros.map((o) => (o.inicio ? `${o.nome} (desde ${formatData(o.inicio)})` : o.nome)).join(', ');
  return `A defensoria ${d?.nome ?? ''} já tem titular no período: ${quem}.`;
}

/**
 * More interns than the place allows (defensoria maximo_estagiarios, núcleo maximoIntegrantes), counted on the day
 * the placement starts, or today when it has started already.
 */
async function estagiariosAcimaDoMaximo(tx: Tx, i: LotacaoInput) {
  if (!i.estagio || !i.ativo) return null;
  const hoje = dataIsoLocal();
  const dia = i.data_inicial && i.data_inicial > hoje ? i.data_inicial : hoje;
  if (i.data_final && i.data_final < dia) return null;
  const [lugar] = i.defensoria
    ? await tx.select({ nome: defensoria.nome, maximo: defensoria.maximoEstagiarios }).from(defensoria).where(eq(defensoria.id, i.defensoria.id))
    : await tx.select({ nome: nucleo.nome, maximo: nucleo.maximoIntegrantes }).from(nucleo).where(eq(nucleo.id, i.nucleo!.id));
  const noLocal = i.defensoria ? eq(lotacao.defensoriaId, i.defensoria.id) : eq(lotacao.nucleoId, i.nucleo!.id);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(distinct ${lotacao.estagioId})::int` })
    .from(lotacao)
    .where(and(noLocal, isNotNull(lotacao.estagioId), eq(lotacao.ativo, true), vigenteEm(dia)));
  if (!lugar || n <= lugar.maximo) return null;
  return `${i.defensoria ? 'A defensoria' : 'O núcleo'} ${lugar.nome} fica com ${n} ${n === 1 ? 'estagiário' : 'estagiários'} em ${formatData(dia)}, acima do máximo de ${lugar.maximo}.`;
}

/** A placement that starts before the internship or ends after it (or never ends while the internship does). */
async function foraDoEstagio(tx: Tx, i: LotacaoInput) {
  if (!i.estagio) return null;
  const [e] = await tx
    .select({ inicio: estagio.dataInicioEstagio, fim: estagio.dataFimEstagio })
    .from(estagio)
    .where(eq(estagio.id, i.estagio.id));
  if (!e) return null;
  const antes = !i.data_inicial || i.data_inicial < e.inicio;
  const depois = e.fim !== null && (!i.data_final || i.data_final > e.fim);
  if (!antes && !depois) return null;
  const periodo = e.fim ? `de ${formatData(e.inicio)} a ${formatData(e.fim)}` : `a partir de ${formatData(e.inicio)}`;
  return `O período da lotação está fora do estágio (${periodo}).`;
}

/**
 * Warnings of a saved placement (spec §7, ADR 020): shown to the user, the record stays saved. Run inside the save's
 * transaction, after the write, so the placement counts itself.
 */
export async function avisosDaLotacao(tx: Tx, id: number, i: LotacaoInput): Promise<string[]> {
  const avisos = [await outrosTitulares(tx, id, i), await estagiariosAcimaDoMaximo(tx, i), await foraDoEstagio(tx, i)];
  return avisos.filter((a): a is string => a !== null);
}
