import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Tabelas de Lotação of the Férias module (cadastros-relatorios §2.17, §2.19; ADR 078: LOTACAO_ENUMERATE)
  {
    path: '/relatorios/lotacoes',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_ENUMERATE'),
    load: () => import('./tabela-lotacao-page'),
    menu: { grupo: 'Vínculos', label: 'Tabelas de Lotação' },
  },
  // The public version (§2.19: outside the main layout, no login; ADR 075)
  { path: '/relatorios/lotacoes/publico', layout: 'publico', load: () => import('./tabela-publica-page') },
];
