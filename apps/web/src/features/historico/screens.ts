import { type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  {
    path: '/historico',
    layout: 'principal',
    load: () => import('./log-page'),
    menu: { grupo: 'Sistema', label: 'Log de alterações' },
  },
];
