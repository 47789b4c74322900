import { todas, type Screen } from '../../lib/screens';

/**
 * The reports on placements and leave of the Férias module (cadastros-relatorios §2.18, §2.19; issue 16; ADR 085):
 * registered by app/screens.ts. Their permissions are the API's.
 */
export const screens: Screen[] = [
  {
    path: '/relatorios/estagiarios',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_ENUMERATE'),
    load: () => import('./estagiarios-page'),
    menu: { grupo: 'Vínculos', label: 'Relatório de Estagiários' },
  },
  {
    path: '/relatorios/nucleos',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_ENUMERATE'),
    load: () => import('./nucleos-page'),
    menu: { grupo: 'Vínculos', label: 'Relatório de Núcleos' },
  },
  {
    path: '/relatorios/defensores',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_ENUMERATE', 'DEFENSOR_ENUMERATE'),
    load: () => import('./defensores-page'),
    menu: { grupo: 'Vínculos', label: 'Relatório de Defensores' },
  },
  {
    path: '/relatorios/ferias',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_ENUMERATE', 'PERIODO_ENUMERATE'),
    load: () => import('./ferias-page'),
    menu: { grupo: 'Eventos', label: 'Relatório de Férias' },
  },
];
