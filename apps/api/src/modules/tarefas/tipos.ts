import { PEDIDO_DE_LINK } from '../auth/folha-token.js';
import { PEDIDO_DE_CODIGO } from '../auth/recuperacao.js';
import { APROVACAO_EM_LOTE } from '../folhas/aprovacao.js';
import { GERACAO_DO_MES } from '../folhas/tarefa.js';
import { LEMBRETES_DO_DIA } from '../lembretes/tarefa.js';
import { LEMBRETE_DE_MOVIMENTACOES } from '../movimentacoes/lembretes.js';
import type { TipoDeTarefa } from './fila.js';

/**
 * Every kind of background job the workers run (ADR 029). A kind is registered here and nowhere else; its label goes
 * in the domain's TAREFA_ROTULO.
 */
export const TIPOS_DE_TAREFA: readonly TipoDeTarefa<unknown>[] = [PEDIDO_DE_CODIGO, PEDIDO_DE_LINK, GERACAO_DO_MES, APROVACAO_EM_LOTE, LEMBRETES_DO_DIA, LEMBRETE_DE_MOVIMENTACOES];
