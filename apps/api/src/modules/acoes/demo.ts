import {
  dataBaseDoDefensor,
  dataDeAquisicao,
  dataIsoLocal,
  diasDaAcao,
  PERIODO_AQUISITIVO,
  periodosAquisitivosDoTipo,
  REGRAS_ACAO,
  somaDias,
  TIPO_ACAO,
  TIPO_VINCULO,
  validarAcao,
  vigente,
  type AcaoComSubstituicoes,
  type AcaoNasRegras,
  type SubstituicaoNasRegras,
  type TipoAcao,
  type TipoComPeriodo,
} from '@sgi/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { lotacao } from '../lotacoes/table.js';
import { prng, type Prng } from '../pessoas/demo.js';
import { usuario } from '../usuarios/table.js';
import { descreverAcao, detalhesDaAcao, tituloDaNotificacao } from './notificacoes.js';
import { defensoresNasRegras } from './regras.js';
import { notificacao, periodo, substituicao } from './table.js';

const TODAS = new Set<number>(REGRAS_ACAO.map((r) => r.id));
/** The days before and after `hoje` the demo's actions fall in. */
export const JANELA_DA_DEMO = { antes: 270, depois: 90 } as const;

interface Defensor {
  id: number;
  nome: string;
  ativo: boolean;
  data_nascimento: string | null;
  data_admissao: string | null;
  data_referencia: string | null;
  data_exoneracao: string | null;
}
type Planejada = AcaoComSubstituicoes & { tipo: TipoAcao; defensorId: number; motivo: string | null; substituicoes: { defensoria: { id: number }; substituto: { id: number } | null }[] };

/**
 * The year of actions the demo shows (issue 14): nine months back and three ahead of `hoje`, for every active defender
 * férias (some running this month), the folga natalícia, abonos, and here and there a licença; the offices of the
 * absent titular covered by the titular of a substitute office when that one may stand in. Every action is checked
 * with the eleven rules (validarAcao, all on) against the ones planned before it, so the demo breaks none; a
 * candidate that would is left out and an office whose candidates would is left uncovered.
 */
export function planejarAcoes(
  defensores: readonly Defensor[],
  lotacoes: readonly { defensorId: number; defensoriaId: number; tipo: number; dataInicial: string | null; dataFinal: string | null }[],
  defensorias: readonly { id: number; substituta1Id: number | null; substituta2Id: number | null }[],
  hoje: string,
  r: Prng = prng(2014),
): Planejada[] {
  const planejadas: Planejada[] = [];
  const substituicoes: SubstituicaoNasRegras[] = [];
  const porId = new Map(defensores.map((d) => [d.id, d]));
  const acoesDe = (id: number): AcaoNasRegras[] => planejadas.filter((a) => a.defensorId === id);
  const contexto = (d: Defensor, ids: number[]) => ({
    defensor: d,
    acoes: acoesDe(d.id),
    substitutos: ids.map((id) => ({ ...porId.get(id)!, acoes: acoesDe(id) })),
    substituicoes,
  });
  const titularesEm = (defensoriaId: number, dia: string) =>
    lotacoes.filter((l) => l.defensoriaId === defensoriaId && l.tipo === TIPO_VINCULO.Titularidade && vigente({ data_inicial: l.dataInicial, data_final: l.dataFinal }, dia)).map((l) => l.defensorId);

  /** Plans the action when it breaks no rule; answers whether it did. */
  function tentar(d: Defensor, tipo: TipoAcao, inicio: string, fim: string, motivo: string | null, dataAquisitiva: string | null = null): boolean {
    const acao: Planejada = { tipo, defensorId: d.id, data_inicial: inicio, data_final: fim, data_aquisitiva: dataAquisitiva, motivo, substituicoes: [] };
    if (validarAcao(acao, contexto(d, []), TODAS)) return false;
    const escritorios = [...new Set(lotacoes.filter((l) => l.defensorId === d.id && (!l.dataFinal || l.dataFinal >= inicio) && (!l.dataInicial || l.dataInicial <= fim)).map((l) => l.defensoriaId))];
    for (const o of escritorios) {
      const local = defensorias.find((x) => x.id === o);
      const candidatos = [local?.substituta1Id, local?.substituta2Id].flatMap((s) => (s ? titularesEm(s, inicio) : [])).filter((c) => c !== d.id);
      const escolhido = candidatos.find((c) => {
        const com = { ...acao, substituicoes: [...acao.substituicoes, { defensoria: { id: o }, substituto: { id: c } }] };
        const ids = [...new Set(com.substituicoes.flatMap((s) => (s.substituto ? [s.substituto.id] : [])))];
        return validarAcao(com, contexto(d, ids), TODAS) === null;
      });
      acao.substituicoes.push({ defensoria: { id: o }, substituto: escolhido === undefined ? null : { id: escolhido } });
    }
    const id = -(planejadas.length + 1);
    planejadas.push({ ...acao, id });
    for (const s of acao.substituicoes) {
      if (s.substituto) substituicoes.push({ periodoId: id, defensoriaId: s.defensoria.id, substitutoId: s.substituto.id, data_inicial: inicio, data_final: fim });
    }
    return true;
  }
  /** A few tries at different days, for the longer leaves that the rest of the plan may leave no room for. */
  const emAlgumDia = (tentativa: () => boolean) => {
    for (let n = 0; n < 6 && !tentativa(); n++);
  };

  /** The oldest acquired period of the type with room for `dias` more by `inicio`. */
  function periodoCom(d: Defensor, tipo: TipoComPeriodo, inicio: string, dias: number): string | null {
    const base = dataBaseDoDefensor(d);
    if (!base) return null;
    const usados = (p: string) => acoesDe(d.id).filter((a) => a.tipo === tipo && a.data_aquisitiva === p).reduce((s, a) => s + diasDaAcao(a.data_inicial, a.data_final), 0);
    const livre = periodosAquisitivosDoTipo(tipo, base, inicio).filter((p) => dataDeAquisicao(p) <= inicio && usados(p.inicio) + dias <= PERIODO_AQUISITIVO[tipo].dias);
    return livre.at(-1)?.inicio ?? null;
  }

  const comeco = somaDias(hoje, -JANELA_DA_DEMO.antes);
  const ultimo = somaDias(hoje, JANELA_DA_DEMO.depois);
  const dia = (deslocamento: number) => somaDias(comeco, deslocamento);
  defensores.forEach((d, i) => {
    if (!d.ativo || d.data_exoneracao) return;
    // Férias: one block early in the year, one later; every third defender's second block is running now.
    const ferias = (inicio: string, dias: number, motivo: string | null) => {
      const fim = somaDias(inicio, dias - 1);
      const aquisitiva = periodoCom(d, TIPO_ACAO.Ferias, inicio, dias);
      if (aquisitiva) tentar(d, TIPO_ACAO.Ferias, inicio, fim, motivo, aquisitiva);
    };
    ferias(dia(r.inteiro(0, 110)), r.item([15, 20, 30]), null);
    ferias(i % 3 === 0 ? somaDias(hoje, -r.inteiro(0, 12)) : dia(r.inteiro(150, 330)), r.item([15, 30]), i % 4 === 0 ? 'Férias regulamentares' : null);
    // The folga natalícia on the birthday (or the month's last day for 29 February), this year and the last.
    if (d.data_nascimento) {
      for (const ano of [Number(hoje.slice(0, 4)) - 1, Number(hoje.slice(0, 4))]) {
        const mes = d.data_nascimento.slice(5, 7);
        const diaDoMes = d.data_nascimento.slice(8) === '29' && mes === '02' && !(ano % 4 === 0 && (ano % 100 !== 0 || ano % 400 === 0)) ? '28' : d.data_nascimento.slice(8);
        const data = `${ano}-${mes}-${diaDoMes}`;
        if (data >= comeco && data <= ultimo) tentar(d, TIPO_ACAO.FolgaNatalicia, data, data, null);
      }
    }
    // Abonos: a worked day or two, sometimes a special one.
    for (let n = r.inteiro(1, 2); n > 0; n--) {
      const data = dia(r.inteiro(0, 360));
      tentar(d, r.proximo() < 0.7 ? TIPO_ACAO.AbonoTrabalhado : TIPO_ACAO.AbonoEspecial, data, data, r.proximo() < 0.5 ? 'Plantão de fim de semana' : null);
    }
    if (i % 6 === 3) {
      emAlgumDia(() => {
        const inicio = dia(r.inteiro(0, 330));
        const aquisitiva = periodoCom(d, TIPO_ACAO.LicencaPremio, inicio, 30);
        return aquisitiva !== null && tentar(d, TIPO_ACAO.LicencaPremio, inicio, somaDias(inicio, 29), 'Licença-prêmio por assiduidade', aquisitiva);
      });
    }
    if (i % 6 === 1) {
      const motivo = r.item(['Licença para tratamento de saúde', 'Licença por motivo de doença em pessoa da família', 'Licença para capacitação']);
      emAlgumDia(() => {
        const inicio = i % 12 === 1 ? somaDias(hoje, -r.inteiro(0, 3)) : dia(r.inteiro(0, 340));
        return tentar(d, TIPO_ACAO.LicencaOutros, inicio, somaDias(inicio, r.inteiro(3, 14)), motivo);
      });
    }
  });
  return planejadas;
}

/**
 * Demo actions (after the placements): the plan of planejarAcoes written in one transaction, and a few notifications
 * of the recent ones for the demo users who receive them (their e-mails are not queued: the demo has no SMTP).
 */
export async function seedDemoAcoes(db: Db, hoje = dataIsoLocal()): Promise<number> {
  const [defensores, lotacoes, defensorias, avisados] = await Promise.all([
    defensoresNasRegras(db).orderBy(asc(defensor.id)),
    db
      .select({ defensorId: lotacao.defensorId, defensoriaId: lotacao.defensoriaId, tipo: lotacao.tipo, dataInicial: lotacao.dataInicial, dataFinal: lotacao.dataFinal })
      .from(lotacao)
      .where(and(isNotNull(lotacao.defensorId), isNotNull(lotacao.defensoriaId), eq(lotacao.ativo, true))),
    db.select({ id: defensoria.id, substituta1Id: defensoria.substituta1Id, substituta2Id: defensoria.substituta2Id }).from(defensoria),
    db.select({ id: usuario.id }).from(usuario).where(and(eq(usuario.ativo, true), eq(usuario.recebenotificacaoes, true))),
  ]);
  const plano = planejarAcoes(
    defensores,
    lotacoes.map((l) => ({ ...l, defensorId: l.defensorId!, defensoriaId: l.defensoriaId! })),
    defensorias,
    hoje,
  );
  if (!plano.length) return 0;
  await withActor(db, contextoDoSistema(), async (tx) => {
    const ids = await tx
      .insert(periodo)
      .values(plano.map((a) => ({ tipo: a.tipo, defensorId: a.defensorId, dataInicial: a.data_inicial, dataFinal: a.data_final, dataAquisitiva: a.data_aquisitiva ?? null, motivo: a.motivo })))
      .returning({ id: periodo.id });
    const linhas = plano.flatMap((a, i) => a.substituicoes.map((s) => ({ periodoId: ids[i]!.id, defensoriaId: s.defensoria.id, substitutoId: s.substituto?.id ?? null })));
    if (linhas.length) await tx.insert(substituicao).values(linhas);
    // The notifications screen is not empty: the actions of the last two weeks, as their creation would have left them.
    const recentes = plano.flatMap((a, i) => (a.data_inicial >= somaDias(hoje, -14) && a.data_inicial <= hoje ? [ids[i]!.id] : [])).slice(0, 8);
    for (const id of recentes) {
      const a = (await descreverAcao(tx, id))!;
      if (avisados.length) {
        await tx.insert(notificacao).values(avisados.map((u) => ({ usuarioId: u.id, titulo: tituloDaNotificacao('cadastrado', a), detalhes: detalhesDaAcao(a), idregistro: id })));
      }
    }
  });
  return plano.length;
}
