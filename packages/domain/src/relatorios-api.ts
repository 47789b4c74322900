import { z } from 'zod';

/**
 * The answers of the reports on placements and leave (cadastros-relatorios §2.18, §2.19, §3, §7; issue 16; ADR 084):
 * written once here, validated by the API and read by the screens. Dates are 'yyyy-MM-dd'.
 */
const data = z.string();

/** GET lotacoes-estagiario (§3 "Intern report rows"): comarca → prédio → defensoria; null is a blank intern line. */
export const linhaDoRelatorioDeEstagiariosSchema = z.object({
  comarca_nome: z.string(),
  predios: z.array(
    z.object({
      predio_nome: z.string(),
      defensorias: z.array(
        z.object({
          defensoria_nome: z.string(),
          defensoria_maximo_estagiarios: z.number(),
          defensores: z.array(z.string()),
          estagiarios: z.array(z.string().nullable()),
          substituta1_nome: z.string().nullable(),
          substituta2_nome: z.string().nullable(),
          setores: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export const relatorioDeEstagiariosSchema = z.array(linhaDoRelatorioDeEstagiariosSchema);

/** GET relatorio/nucleos: each núcleo with its members of the day, its maximum and its substitutes. */
export const nucleoDoRelatorioSchema = z.object({
  nucleo_id: z.number(),
  nucleo_nome: z.string(),
  comarca_nome: z.string(),
  predio_nome: z.string().nullable(),
  maximo_integrantes: z.number(),
  substituto1_nome: z.string().nullable(),
  substituto2_nome: z.string().nullable(),
  /** '(VAGO)' when no defender is placed in it that day */
  vago: z.string().nullable(),
  /** names with the placement mark ([T], [S], [A], [C]) */
  defensores: z.array(z.string()),
  assessores: z.array(z.string()),
  /** padded with null to the maximum, at least one line (§9) */
  estagiarios: z.array(z.string().nullable()),
});
export type NucleoDoRelatorio = z.infer<typeof nucleoDoRelatorioSchema>;
export const relatorioDeNucleosSchema = z.array(nucleoDoRelatorioSchema);

/** GET relatorio/defensores/lotacoes: each defender's register dates and the placements in force on the day. */
export const lotacaoDoDefensorSchema = z.object({
  tipo: z.number(),
  marca: z.string(),
  local: z.string(),
  nucleo: z.boolean(),
  data_inicial: data.nullable(),
  data_final: data.nullable(),
});
export const defensorDoRelatorioSchema = z.object({
  id: z.number(),
  nome: z.string(),
  ativo: z.boolean(),
  data_admissao: data.nullable(),
  data_referencia: data.nullable(),
  data_exoneracao: data.nullable(),
  lotacoes: z.array(lotacaoDoDefensorSchema),
});
export type DefensorDoRelatorio = z.infer<typeof defensorDoRelatorioSchema>;
export const relatorioDeDefensoresSchema = z.array(defensorDoRelatorioSchema);

/** GET relatorio/defensores (§3 "Vacation report"): each defender's actions with their days and acquisition periods. */
export const periodoDoRelatorioSchema = z.object({
  id: z.number(),
  tipo: z.number(),
  data_inicial: data,
  data_final: data,
  data_aquisitiva: data.nullable(),
  motivo: z.string().nullable(),
  exibiranotacao: z.boolean(),
  /** end − start + 1 (§9) */
  dias: z.number(),
});
export type PeriodoDoRelatorio = z.infer<typeof periodoDoRelatorioSchema>;
export const aquisitivoDoRelatorioSchema = z.object({
  tipo: z.number(),
  inicio: data,
  /** null when the period does not start on an anniversary of the defender's base date */
  fim: data.nullable(),
  limite: z.number(),
  usados: z.number(),
  restantes: z.number(),
});
export type AquisitivoDoRelatorio = z.infer<typeof aquisitivoDoRelatorioSchema>;
export const defensorNoRelatorioDeFeriasSchema = z.object({
  id: z.number(),
  nome: z.string(),
  periodos: z.array(periodoDoRelatorioSchema),
  aquisitivos: z.array(aquisitivoDoRelatorioSchema),
});
export type DefensorNoRelatorioDeFerias = z.infer<typeof defensorNoRelatorioDeFeriasSchema>;
export const relatorioDeFeriasSchema = z.array(defensorNoRelatorioDeFeriasSchema);

/** The print menu of the leave report (§2.18): Simples, PDF em Tabela, PDF Completo. */
export const MODELOS_PDF_FERIAS = [
  { value: 'simples', label: 'Simples' },
  { value: 'tabela', label: 'PDF em Tabela' },
  { value: 'completo', label: 'PDF Completo' },
] as const;
export type ModeloPdfFerias = (typeof MODELOS_PDF_FERIAS)[number]['value'];
export const isModeloPdfFerias = (v: unknown): v is ModeloPdfFerias => MODELOS_PDF_FERIAS.some((m) => m.value === v);

/** The catalogue's texts of the reports (§8), with accents (DESIGN). */
export const MENSAGENS_RELATORIO = {
  falhaAoBuscar: 'Falha ao buscar relatório',
  erroAoMontar: 'Erro ao montar relatório.',
  naoCarregado: 'Relatório não carregado. Tente novamente.',
} as const;
