// Types of servidor.mjs for the TypeScript callers (the API tests, the browser journeys' setup).
export interface PedidoRecebido {
  caminho: string;
  query: Record<string, string>;
  busca: string;
}
export interface SolarFicticio {
  url: string;
  pedidos: PedidoRecebido[];
  fechar: () => Promise<void>;
}
export const TABELAS: Record<'area' | 'defensoria' | 'defensor' | 'servidor', Array<{ id: number; nome: string; [campo: string]: unknown }>>;
export const TIPOS: Array<[number, string]>;
export const PARAMETROS: string[];
export function pdf(titulo: string, cabecalho: string[], corpo: Array<[string, string, number]>): Buffer;
export function relatorioDeAtendimentos(query: Record<string, string | undefined>): Buffer;
export function iniciarSolarFicticio(opcoes?: { port?: number; host?: string; atrasoMs?: number }): Promise<SolarFicticio>;
