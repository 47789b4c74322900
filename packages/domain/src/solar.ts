import { z } from 'zod';
import { dataIsoSchema } from './datas-schema.js';
import { textoSchema } from './texto.js';

/** Attendance types of the case system, Solar (spec §3), in the order the spec lists them. */
export const TIPOS_DE_ATENDIMENTO_SOLAR = [
  { id: 0, nome: 'Ligação' },
  { id: 1, nome: 'Inicial' },
  { id: 2, nome: 'Retorno' },
  { id: 3, nome: 'Recepção' },
  { id: 4, nome: 'Núcleo' },
  { id: 5, nome: 'Anotação' },
  { id: 6, nome: 'Processo' },
  { id: 7, nome: 'Visita' },
  { id: 8, nome: 'Interessado' },
  { id: 9, nome: 'Encaminhamento' },
  { id: 10, nome: 'Atividade' },
  { id: 11, nome: 'Reclamação' },
  { id: 12, nome: 'Informação' },
  { id: 13, nome: 'Ofício' },
  { id: 14, nome: 'Ofício finalizado' },
  { id: 998, nome: 'Desarquivamento' },
  { id: 999, nome: 'Arquivamento' },
  { id: 1031, nome: 'Pedido de núcleo' },
  { id: 1092, nome: 'Notificação' },
] as const;

/** The lookup tables the case system answers at {SOLAR_URL}/tabelas/{tabela} (spec §7). */
export const TABELAS_SOLAR = ['defensoria', 'defensor', 'servidor', 'area'] as const;
export type TabelaSolar = (typeof TABELAS_SOLAR)[number];

/** Spec §9: the attendance report's defaults — every id 0 (all) and the start date 2000-01-01. */
export const SOLAR_ID_PADRAO = 0;
export const SOLAR_DATA_INICIAL_PADRAO = '2000-01-01';

export const MENSAGEM_SOLAR_DATA_FINAL_OBRIGATORIA = 'Informe a data final.';
export const MENSAGEM_SOLAR_PERIODO_INVERTIDO = 'A data final não pode ser menor que a inicial.';
export const MENSAGEM_SOLAR_TIPO_INVALIDO = 'Tipo de atendimento inválido.';

/** An id of the case system: a whole number from 0 (0 = all, §9) up to PostgreSQL's integer. */
const idSolar = (mensagem: string) =>
  z.coerce.number({ error: mensagem }).int(mensagem).min(0, mensagem).max(2147483647, mensagem).default(SOLAR_ID_PADRAO);

const TIPOS_VALIDOS = new Set<number>(TIPOS_DE_ATENDIMENTO_SOLAR.map((t) => t.id));

/**
 * The query of GET /api/solar/atendimentos: the case system's own parameter names (§7), passed through unchanged
 * after the §9 defaults (ADR 090). The period's order is checked by the service (a refine here would hide the
 * fields from the OpenAPI document).
 */
export const solarAtendimentosQuerySchema = z.object({
  p_area_id: idSolar('Área inválida.'),
  p_defensoria_id: idSolar('Defensoria inválida.'),
  p_defensor_id: idSolar('Defensor inválido.'),
  p_servidor_id: idSolar('Servidor inválido.'),
  p_tipo_atendimento: z.coerce
    .number({ error: MENSAGEM_SOLAR_TIPO_INVALIDO })
    .int(MENSAGEM_SOLAR_TIPO_INVALIDO)
    .refine((v) => TIPOS_VALIDOS.has(v), MENSAGEM_SOLAR_TIPO_INVALIDO)
    .default(SOLAR_ID_PADRAO),
  p_data_inicial: dataIsoSchema.default(SOLAR_DATA_INICIAL_PADRAO),
  p_data_final: textoSchema({ error: MENSAGEM_SOLAR_DATA_FINAL_OBRIGATORIA }).trim().min(1, MENSAGEM_SOLAR_DATA_FINAL_OBRIGATORIA).pipe(dataIsoSchema),
});
export type SolarAtendimentosQuery = z.infer<typeof solarAtendimentosQuerySchema>;

/**
 * One row of a case-system lookup table. The contract fixes id and nome; the other fields are read when the case
 * system sends them and let the screen's pickers narrow the lists (ADR 092): the defensoria's comarca and
 * diretoria, the defender's defensoria, the servant's qualificação.
 */
export const itemTabelaSolarSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  comarca: z.string().nullish(),
  diretoria: z.string().nullish(),
  qualificacao: z.string().nullish(),
  defensoria_id: z.number().int().nullish(),
});
export type ItemTabelaSolar = z.infer<typeof itemTabelaSolarSchema>;
export const tabelaSolarSchema = z.array(itemTabelaSolarSchema);

/** What the API answers when SOLAR_URL is not set (503); the screen shows it in place of the filters' result. */
export const MENSAGEM_SOLAR_NAO_CONFIGURADO = 'A integração com o Solar não está configurada neste servidor (SOLAR_URL). Procure o administrador do sistema.';
