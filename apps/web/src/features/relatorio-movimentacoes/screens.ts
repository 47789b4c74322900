import { todas, type Screen } from '../../lib/screens';

/** The movement report (§2.19: module Movimentações, /relatorios/movimentacoes; §6 MOVIMENTACAO_ENUMERATE). */
export const screens: Screen[] = [
  {
    path: '/relatorios/movimentacoes',
    layout: 'principal',
    modulos: [2],
    pode: todas('MOVIMENTACAO_ENUMERATE'),
    load: () => import('./relatorio-movimentacoes-page'),
    menu: { grupo: 'Eventos', label: 'Relatório de Movimentações' },
  },
];
