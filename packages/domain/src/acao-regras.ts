import './zod-pt-br.js';
import { z } from 'zod';
import { formatData } from './datas.js';
import {
  dataBaseDoDefensor,
  dataDeAquisicao,
  diasDaAcao,
  MENSAGEM_PERIODO_AQUISITIVO_OBRIGATORIO,
  PERIODO_AQUISITIVO,
  periodoQueComecaEm,
  TIPO_ACAO,
  tipoAcaoLabel,
  type TipoComPeriodo,
} from './acao.js';

/**
 * The validation rules of the actions (cadastros-relatorios §2.14, §3 Regra; ADR 061). The ids are stable: they are
 * the rows of the regras table the /regras screen switches on and off. A rule switched off is skipped.
 */
export const REGRA_ACAO = {
  SemSobreposicao: 1,
  DentroDoExercicio: 2,
  FeriasAdquiridas: 3,
  FeriasLimite: 4,
  LicencaPremioAdquirida: 5,
  LicencaPremioLimite: 6,
  FolgaNoMesDoAniversario: 7,
  UmaFolgaPorAno: 8,
  SubstitutoEmExercicio: 9,
  SubstitutoPresente: 10,
  SubstitutoLimite: 11,
} as const;
export type RegraAcaoId = (typeof REGRA_ACAO)[keyof typeof REGRA_ACAO];

/** How many offices one defender may stand in for at once, besides their own (ADR 061). */
export const SUBSTITUICOES_SIMULTANEAS_MAX = 2;

export interface RegraAcao {
  id: RegraAcaoId;
  codigo: string;
  nome: string;
  descricao: string;
}

const FERIAS = PERIODO_AQUISITIVO[TIPO_ACAO.Ferias];
const LICENCA = PERIODO_AQUISITIVO[TIPO_ACAO.LicencaPremio];

/** Nome and Descrição as the /regras screen shows them, in id order. */
export const REGRAS_ACAO = [
  { id: 1, codigo: 'SEM_SOBREPOSICAO', nome: 'Ações sem sobreposição', descricao: 'Duas ações do mesmo defensor não podem ter dias em comum.' },
  { id: 2, codigo: 'DENTRO_DO_EXERCICIO', nome: 'Ação dentro do exercício', descricao: 'A ação fica entre a data de admissão e a de exoneração do defensor.' },
  {
    id: 3,
    codigo: 'FERIAS_PERIODO_ADQUIRIDO',
    nome: 'Férias de período adquirido',
    descricao: 'As férias de um período aquisitivo só começam depois de completados os seus 12 meses de exercício, contados da admissão (ou da data de referência, quando informada).',
  },
  { id: 4, codigo: 'FERIAS_LIMITE_DO_PERIODO', nome: `Até ${FERIAS.dias} dias de férias por período`, descricao: `As férias de um período aquisitivo somam no máximo ${FERIAS.dias} dias.` },
  {
    id: 5,
    codigo: 'LICENCA_PREMIO_PERIODO_ADQUIRIDO',
    nome: 'Licença-prêmio de quinquênio adquirido',
    descricao: 'A licença-prêmio de um quinquênio só começa depois de completados os seus 5 anos de exercício, contados da admissão (ou da data de referência, quando informada).',
  },
  { id: 6, codigo: 'LICENCA_PREMIO_LIMITE_DO_PERIODO', nome: `Até ${LICENCA.dias} dias de licença-prêmio por quinquênio`, descricao: `As licenças-prêmio de um quinquênio somam no máximo ${LICENCA.dias} dias (3 meses).` },
  { id: 7, codigo: 'FOLGA_NATALICIA_NO_MES_DO_ANIVERSARIO', nome: 'Folga natalícia no mês do aniversário', descricao: 'A folga natalícia é um dia do mês de aniversário do defensor.' },
  { id: 8, codigo: 'FOLGA_NATALICIA_UMA_POR_ANO', nome: 'Uma folga natalícia por ano', descricao: 'O defensor tem uma folga natalícia por ano civil.' },
  { id: 9, codigo: 'SUBSTITUTO_EM_EXERCICIO', nome: 'Substituto em exercício', descricao: 'Quem substitui é um defensor ativo, já admitido e não exonerado em nenhum dia da ação.' },
  {
    id: 10,
    codigo: 'SUBSTITUTO_PRESENTE',
    nome: 'Substituto presente',
    descricao: 'Quem substitui não está de férias, folga, abono ou licença em nenhum dia da ação; e quem substitui não se afasta enquanto substitui.',
  },
  {
    id: 11,
    codigo: 'SUBSTITUTO_LIMITE_DE_DEFENSORIAS',
    nome: `Até ${SUBSTITUICOES_SIMULTANEAS_MAX} defensorias por substituto`,
    descricao: `Um defensor substitui no máximo ${SUBSTITUICOES_SIMULTANEAS_MAX} defensorias ao mesmo tempo, além da sua.`,
  },
] as const satisfies readonly RegraAcao[];

/** cadastros-relatorios §3 Regra, as GET rules lists it. */
export const regraSchema = z.object({ id: z.number(), nome: z.string(), descricao: z.string(), ativa: z.boolean() });
export type Regra = z.infer<typeof regraSchema>;
/** Body of PUT rules/{id} (§7): the Ativo switch. */
export const regraInputSchema = z.object({ ativa: z.boolean({ error: 'Ativa: marque ou desmarque.' }) }, { error: 'Ativa: marque ou desmarque.' });

export const MENSAGEM_SEM_DATA_BASE = 'O(a) defensor(a) não tem data de admissão nem de referência: não há período aquisitivo.';
export const MENSAGEM_PERIODO_AQUISITIVO_INVALIDO = 'Período aquisitivo inválido: escolha um dos períodos do(a) defensor(a).';
export const MENSAGEM_FOLGA_SEM_NASCIMENTO = 'Informe a data de nascimento do(a) defensor(a) para lançar a folga natalícia.';

/** An action as the rules read it: the one being saved (with its id when edited) or one already stored. */
export interface AcaoNasRegras {
  id?: number | null;
  tipo: number;
  data_inicial: string; // 'yyyy-MM-dd'
  data_final: string; // 'yyyy-MM-dd', inclusive
  data_aquisitiva?: string | null;
}

/** The action being saved, with its substitutions. */
export interface AcaoComSubstituicoes extends AcaoNasRegras {
  substituicoes: readonly { defensoria: { id: number }; substituto: { id: number } | null }[];
}

export interface DefensorNasRegras {
  id: number;
  data_nascimento: string | null;
  data_admissao: string | null;
  data_referencia: string | null;
  data_exoneracao: string | null;
}

/** A defender named as substitute, with their own actions. */
export interface SubstitutoNasRegras {
  id: number;
  nome: string;
  ativo: boolean;
  data_admissao: string | null;
  data_exoneracao: string | null;
  acoes: readonly AcaoNasRegras[];
}

/** A stored substitution, with the days of the action it belongs to (`periodoId`). */
export interface SubstituicaoNasRegras {
  periodoId: number;
  defensoriaId: number;
  substitutoId: number;
  data_inicial: string;
  data_final: string;
}

type Dias = { data_inicial: string; data_final: string };
// ISO dates compare as text: no timezone can move a day. Touching on one day is sharing it.
const sobrepoe = (a: Dias, b: Dias) => a.data_inicial <= b.data_final && b.data_inicial <= a.data_final;
const outra = (acao: AcaoNasRegras, b: AcaoNasRegras) => acao.id == null || b.id !== acao.id;
const quando = (a: Dias) =>
  a.data_inicial === a.data_final ? `em ${formatData(a.data_inicial)}` : `de ${formatData(a.data_inicial)} a ${formatData(a.data_final)}`;
const descricao = (a: AcaoNasRegras) => `${tipoAcaoLabel(a.tipo) || 'Ação'} ${quando(a)}`;
const dias = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);
const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** The earliest of `acoes` that shares a day with `acao`; the action being edited (same id) is not another one. */
export function acaoSobreposta<T extends AcaoNasRegras>(acao: AcaoNasRegras, acoes: readonly T[]): T | null {
  const sobrepostas = acoes.filter((b) => outra(acao, b) && sobrepoe(acao, b));
  return sobrepostas.sort((x, y) => x.data_inicial.localeCompare(y.data_inicial))[0] ?? null;
}

/** Rule 1: `acoes` are the defender's stored actions. */
export function regraSemSobreposicao(acao: AcaoNasRegras, acoes: readonly AcaoNasRegras[]): string | null {
  const b = acaoSobreposta(acao, acoes);
  return b && `Já existe ação do(a) defensor(a) nesse período: ${descricao(b)}.`;
}

/** Rule 2: from the admission to the exoneration, both days included; a date not filled limits nothing. */
export function regraDentroDoExercicio(acao: AcaoNasRegras, defensor: DefensorNasRegras): string | null {
  const { data_admissao: admissao, data_exoneracao: exoneracao } = defensor;
  if (admissao && acao.data_inicial < admissao) return `A ação começa antes da admissão do(a) defensor(a), em ${formatData(admissao)}.`;
  if (exoneracao && acao.data_final > exoneracao) return `A ação termina depois da exoneração do(a) defensor(a), em ${formatData(exoneracao)}.`;
  return null;
}

function periodoAdquirido(tipo: TipoComPeriodo, acao: AcaoNasRegras, defensor: DefensorNasRegras): string | null {
  if (acao.tipo !== tipo) return null;
  const base = dataBaseDoDefensor(defensor);
  if (!base) return MENSAGEM_SEM_DATA_BASE;
  if (!acao.data_aquisitiva) return MENSAGEM_PERIODO_AQUISITIVO_OBRIGATORIO;
  const periodo = periodoQueComecaEm(tipo, base, acao.data_aquisitiva);
  if (!periodo) return MENSAGEM_PERIODO_AQUISITIVO_INVALIDO;
  const aquisicao = dataDeAquisicao(periodo);
  if (acao.data_inicial >= aquisicao) return null;
  const texto = `do período aquisitivo ${quando({ data_inicial: periodo.inicio, data_final: periodo.fim })}`;
  return tipo === TIPO_ACAO.Ferias
    ? `As férias ${texto} só podem começar a partir de ${formatData(aquisicao)}.`
    : `A licença-prêmio ${texto} só pode começar a partir de ${formatData(aquisicao)}.`;
}

/** Rule 3: the period named by data_aquisitiva is one of the defender's and is acquired by the first day. */
export const regraFeriasAdquiridas = (acao: AcaoNasRegras, defensor: DefensorNasRegras) => periodoAdquirido(TIPO_ACAO.Ferias, acao, defensor);
/** Rule 5: as rule 3, for the 5-year periods of licença-prêmio. */
export const regraLicencaPremioAdquirida = (acao: AcaoNasRegras, defensor: DefensorNasRegras) =>
  periodoAdquirido(TIPO_ACAO.LicencaPremio, acao, defensor);

function limiteDoPeriodo(tipo: TipoComPeriodo, acao: AcaoNasRegras, acoes: readonly AcaoNasRegras[]): string | null {
  if (acao.tipo !== tipo || !acao.data_aquisitiva) return null;
  const { dias: limite } = PERIODO_AQUISITIVO[tipo];
  const usados = acoes
    .filter((b) => outra(acao, b) && b.tipo === tipo && b.data_aquisitiva === acao.data_aquisitiva)
    .reduce((soma, b) => soma + diasDaAcao(b.data_inicial, b.data_final), 0);
  const estes = diasDaAcao(acao.data_inicial, acao.data_final);
  if (usados + estes <= limite) return null;
  const quem = tipo === TIPO_ACAO.Ferias ? 'As férias passam' : 'A licença-prêmio passa';
  const lancados = usados === 1 ? '1 dia lançado' : `${usados} dias lançados`;
  return `${quem} de ${limite} dias no período aquisitivo iniciado em ${formatData(acao.data_aquisitiva)}: já há ${lancados} e esta ação tem ${dias(estes)}.`;
}

/** Rule 4: the férias of one acquisition period (same data_aquisitiva) add up to at most 60 days. */
export const regraFeriasLimite = (acao: AcaoNasRegras, acoes: readonly AcaoNasRegras[]) => limiteDoPeriodo(TIPO_ACAO.Ferias, acao, acoes);
/** Rule 6: the licenças-prêmio of one 5-year period add up to at most 90 days. */
export const regraLicencaPremioLimite = (acao: AcaoNasRegras, acoes: readonly AcaoNasRegras[]) =>
  limiteDoPeriodo(TIPO_ACAO.LicencaPremio, acao, acoes);

/** Rule 7: the folga natalícia lies in the birthday's month. */
export function regraFolgaNoMesDoAniversario(acao: AcaoNasRegras, defensor: DefensorNasRegras): string | null {
  if (acao.tipo !== TIPO_ACAO.FolgaNatalicia) return null;
  if (!defensor.data_nascimento) return MENSAGEM_FOLGA_SEM_NASCIMENTO;
  const mes = defensor.data_nascimento.slice(5, 7);
  if (acao.data_inicial.slice(0, 7) === acao.data_final.slice(0, 7) && acao.data_inicial.slice(5, 7) === mes) return null;
  return `A folga natalícia deve ser no mês do aniversário do(a) defensor(a): ${MESES[Number(mes) - 1]}.`;
}

/** Rule 8: one folga natalícia per calendar year. */
export function regraUmaFolgaPorAno(acao: AcaoNasRegras, acoes: readonly AcaoNasRegras[]): string | null {
  if (acao.tipo !== TIPO_ACAO.FolgaNatalicia) return null;
  const ano = acao.data_inicial.slice(0, 4);
  const folga = acoes.find((b) => outra(acao, b) && b.tipo === TIPO_ACAO.FolgaNatalicia && b.data_inicial.slice(0, 4) === ano);
  return folga ? `O(a) defensor(a) já tem folga natalícia em ${ano}: ${formatData(folga.data_inicial)}.` : null;
}

/** The distinct substitutes the action names, as records; an id not among `substitutos` is the server's 400. */
function substitutosDaAcao(acao: AcaoComSubstituicoes, substitutos: readonly SubstitutoNasRegras[]): SubstitutoNasRegras[] {
  const ids = [...new Set(acao.substituicoes.flatMap((s) => (s.substituto ? [s.substituto.id] : [])))];
  return ids.flatMap((id) => substitutos.filter((s) => s.id === id).slice(0, 1));
}

/** Rule 9: each substitute is active, admitted by the first day and not exonerated before the last. */
export function regraSubstitutoEmExercicio(acao: AcaoComSubstituicoes, substitutos: readonly SubstitutoNasRegras[]): string | null {
  const fora = substitutosDaAcao(acao, substitutos).find(
    (s) => !s.ativo || (s.data_admissao && s.data_admissao > acao.data_inicial) || (s.data_exoneracao && s.data_exoneracao < acao.data_final),
  );
  return fora ? `${fora.nome} não está em exercício em todos os dias da ação e não pode substituir.` : null;
}

/**
 * Rule 10: no substitute is away on a day of the action; and the defender, when they are a substitute in another
 * action on those days (`substituicoes` with their id), cannot go away without that action changing substitute.
 */
export function regraSubstitutoPresente(
  acao: AcaoComSubstituicoes,
  defensor: DefensorNasRegras,
  substitutos: readonly SubstitutoNasRegras[],
  substituicoes: readonly SubstituicaoNasRegras[],
): string | null {
  for (const s of substitutosDaAcao(acao, substitutos)) {
    const ausencia = acaoSobreposta(acao, s.acoes);
    if (ausencia) return `${s.nome} está afastado(a) no período (${descricao(ausencia)}) e não pode substituir.`;
  }
  const substituindo = substituicoes
    .filter((e) => e.substitutoId === defensor.id && (acao.id == null || e.periodoId !== acao.id) && sobrepoe(acao, e))
    .sort((x, y) => x.data_inicial.localeCompare(y.data_inicial))[0];
  return substituindo
    ? `O(a) defensor(a) é substituto(a) em outra ação nesse período (${quando(substituindo)}): troque antes o substituto dela.`
    : null;
}

/**
 * Rule 11: on no day of the action does a substitute answer for more than SUBSTITUICOES_SIMULTANEAS_MAX distinct
 * offices, counting this action's and the stored substitutions (`substituicoes`; the edited action's own are
 * replaced). The count only grows where a substitution begins, so those days are the ones to check.
 */
export function regraLimiteDeSubstituicoes(
  acao: AcaoComSubstituicoes,
  substitutos: readonly SubstitutoNasRegras[],
  substituicoes: readonly SubstituicaoNasRegras[],
): string | null {
  const destaAcao = new Map<number, Set<number>>();
  for (const s of acao.substituicoes) {
    if (s.substituto) destaAcao.set(s.substituto.id, (destaAcao.get(s.substituto.id) ?? new Set()).add(s.defensoria.id));
  }
  for (const [id, defensorias] of destaAcao) {
    const outras = substituicoes.filter((e) => e.substitutoId === id && (acao.id == null || e.periodoId !== acao.id) && sobrepoe(acao, e));
    const inicios = [acao.data_inicial, ...outras.map((e) => e.data_inicial).filter((d) => d > acao.data_inicial)].sort();
    for (const dia of inicios) {
      const total = new Set([...defensorias, ...outras.filter((e) => e.data_inicial <= dia && dia <= e.data_final).map((e) => e.defensoriaId)]);
      if (total.size <= SUBSTITUICOES_SIMULTANEAS_MAX) continue;
      const nome = substitutos.find((s) => s.id === id)?.nome ?? 'O(a) substituto(a)';
      return `${nome} passaria a substituir ${total.size} defensorias em ${formatData(dia)}: no máximo ${SUBSTITUICOES_SIMULTANEAS_MAX} ao mesmo tempo.`;
    }
  }
  return null;
}

/**
 * What the server reads before saving an action (ADR 061), in the transaction that writes it: the defender; their
 * stored actions; each substitute named, with their actions; the stored substitutions of those substitutes and of
 * the defender.
 */
export interface ContextoDasRegras {
  defensor: DefensorNasRegras;
  acoes: readonly AcaoNasRegras[];
  substitutos: readonly SubstitutoNasRegras[];
  substituicoes: readonly SubstituicaoNasRegras[];
}

const VERIFICACOES: Record<RegraAcaoId, (a: AcaoComSubstituicoes, c: ContextoDasRegras) => string | null> = {
  1: (a, c) => regraSemSobreposicao(a, c.acoes),
  2: (a, c) => regraDentroDoExercicio(a, c.defensor),
  3: (a, c) => regraFeriasAdquiridas(a, c.defensor),
  4: (a, c) => regraFeriasLimite(a, c.acoes),
  5: (a, c) => regraLicencaPremioAdquirida(a, c.defensor),
  6: (a, c) => regraLicencaPremioLimite(a, c.acoes),
  7: (a, c) => regraFolgaNoMesDoAniversario(a, c.defensor),
  8: (a, c) => regraUmaFolgaPorAno(a, c.acoes),
  9: (a, c) => regraSubstitutoEmExercicio(a, c.substitutos),
  10: (a, c) => regraSubstitutoPresente(a, c.defensor, c.substitutos, c.substituicoes),
  11: (a, c) => regraLimiteDeSubstituicoes(a, c.substitutos, c.substituicoes),
};

/** The first active rule (in id order) the action breaks, with its message; null when it breaks none. */
export function validarAcao(
  acao: AcaoComSubstituicoes,
  contexto: ContextoDasRegras,
  ativas: ReadonlySet<number>,
): { regra: RegraAcao; mensagem: string } | null {
  for (const regra of REGRAS_ACAO) {
    if (!ativas.has(regra.id)) continue;
    const mensagem = VERIFICACOES[regra.id](acao, contexto);
    if (mensagem) return { regra, mensagem };
  }
  return null;
}
