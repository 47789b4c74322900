import { todas, type Screen } from '../../lib/screens';

/**
 * The 'Atendimentos Solar' reports screen (§2.18; §2.19 lists the reports under module Movimentações, value 2;
 * ADR 091), gated by SOLAR_ATENDIMENTOS (§6) like its API.
 */
export const screens: Screen[] = [
  {
    path: '/relatorios/solar/atendimentos',
    layout: 'principal',
    modulos: [2],
    pode: todas('SOLAR_ATENDIMENTOS'),
    load: () => import('./atendimentos-solar-page'),
    menu: { grupo: 'Eventos', label: 'Atendimentos Solar' },
  },
];
