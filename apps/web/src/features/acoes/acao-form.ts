import { acaoInputSchema, isValidDataIso, TIPO_ACAO, temPeriodoAquisitivo, type PeriodoDetalhe, type SubstituicaoLinha } from '@sgi/domain';
import { schemaErrors, serverFieldErrors } from '../../components/form-errors';

/**
 * A row of the substitutions table: selects hold ids as text. `id` is the stored substitution's (null for a new row);
 * `sugerida` marks a row the suggestion filled and the user did not touch, which a new suggestion may replace;
 * `fixa`, a row whose office came from the server (stored, or a placement of the defender): it is shown, not chosen.
 */
export interface LinhaSubstituicao {
  chave: string;
  id: number | null;
  defensoria: string | null;
  substituto: string | null;
  anotacao: string;
  sugerida: boolean;
  fixa: boolean;
  /** the office's name as the server gave it (a fixed row shows it before the lookup list loads) */
  nomeDefensoria: string | null;
}

/** The form's shape: selects as text, dates 'yyyy-MM-dd' or null while empty (or the text typed while it is no date). */
export interface AcaoValores {
  tipo: string | null;
  data_inicial: string | null;
  data_final: string | null;
  data_aquisitiva: string | null;
  motivo: string;
  exibiranotacao: boolean;
  ativorelatorio: boolean;
  pontuar: boolean;
  substituicoes: LinhaSubstituicao[];
}

let proximaChave = 0;
export const novaChave = () => `linha-${++proximaChave}`;

/** A row of the table from a substitution as the API answers it (stored, or suggested: `sugerida`). */
export const linhaDe = (s: SubstituicaoLinha, sugerida: boolean): LinhaSubstituicao => ({
  chave: novaChave(),
  id: s.id,
  defensoria: String(s.defensoria.id),
  substituto: s.substituto ? String(s.substituto.id) : null,
  anotacao: s.anotacao ?? '',
  sugerida,
  fixa: true,
  nomeDefensoria: s.defensoria.nome,
});

/** Marks of a new action as ADR 060 sets them: ativorelatorio on, exibiranotacao and pontuar off. */
export function valoresIniciais(acao: PeriodoDetalhe | null): AcaoValores {
  return {
    tipo: acao ? String(acao.tipo) : String(TIPO_ACAO.Ferias),
    data_inicial: acao?.data_inicial ?? null,
    data_final: acao?.data_final ?? null,
    data_aquisitiva: acao?.data_aquisitiva ?? null,
    motivo: acao?.motivo ?? '',
    exibiranotacao: acao?.exibiranotacao ?? false,
    ativorelatorio: acao?.ativorelatorio ?? true,
    pontuar: acao?.pontuar ?? false,
    substituicoes: (acao?.substituicoes ?? []).map((s) => linhaDe(s, false)),
  };
}

const ref = (v: string | null) => (v ? { id: Number(v) } : null);

/** The POST/PUT periodo body (domain acaoInputSchema) of the form's values. */
export function paraEnvio(v: AcaoValores, defensorId: number) {
  const tipo = v.tipo === null ? null : Number(v.tipo);
  return {
    tipo,
    defensor: { id: defensorId },
    data_inicial: v.data_inicial ?? '',
    data_final: v.data_final ?? '',
    data_aquisitiva: tipo !== null && temPeriodoAquisitivo(tipo) ? v.data_aquisitiva : null,
    motivo: v.motivo,
    exibiranotacao: v.exibiranotacao,
    ativorelatorio: v.ativorelatorio,
    pontuar: v.pontuar,
    substituicoes: v.substituicoes.map((s) => ({ defensoria: ref(s.defensoria), substituto: ref(s.substituto), anotacao: s.anotacao })),
  };
}

/** 'substituicoes.0.substituto.id' is the row's Substituto select. */
export const campoDoErro = (campo: string) => campo.replace(/\.id$/, '');

const nosCampos = (erros: Record<string, string>) => Object.fromEntries(Object.entries(erros).map(([campo, m]) => [campoDoErro(campo), m]));

/** The domain schema's messages on the form's fields. */
export const validarAcao = (defensorId: number) => (v: AcaoValores) => nosCampos(schemaErrors(acaoInputSchema, paraEnvio(v, defensorId)));

/** A save's onError: the server's field errors on the form's fields (the toast comes from the mutation cache). */
export function errosDoServidorNoFormulario(form: { setErrors: (erros: Record<string, string>) => void }) {
  return (err: unknown) => {
    const erros = serverFieldErrors(err);
    if (erros) form.setErrors(nosCampos(erros));
  };
}

/** Both dates typed and in order: the days a suggestion of substitutes can be asked for. */
export const datasCompletas = (inicio: string | null, fim: string | null): inicio is string =>
  !!inicio && !!fim && isValidDataIso(inicio) && isValidDataIso(fim) && fim >= inicio;

/**
 * A new suggestion into the table: the rows the user chose or that were stored stay; the untouched suggested ones give
 * way to the new suggestion, except for offices already in a kept row.
 */
export function mesclarSugestao(atuais: readonly LinhaSubstituicao[], sugestao: readonly SubstituicaoLinha[]): LinhaSubstituicao[] {
  const mantidas = atuais.filter((l) => !l.sugerida);
  const ocupadas = new Set(mantidas.map((l) => l.defensoria));
  return [...mantidas, ...sugestao.filter((s) => !ocupadas.has(String(s.defensoria.id))).map((s) => linhaDe(s, true))];
}
