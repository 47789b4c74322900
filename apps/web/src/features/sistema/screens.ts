import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  { path: '/changelog', layout: 'principal', load: () => import('./changelog-page') },
  { path: '/versoes', layout: 'principal', load: () => import('./changelog-page') },
  { path: '/ajuda', layout: 'principal', load: () => import('./ajuda-page') },
  {
    path: '/caixa-saida',
    layout: 'principal',
    pode: todas('ADMIN_ACTIONS'),
    load: () => import('./caixa-saida-page'),
    menu: { grupo: 'Sistema', label: 'Caixa de saída' },
  },
  {
    path: '/tarefas',
    layout: 'principal',
    pode: todas('ADMIN_ACTIONS'),
    load: () => import('./tarefas-page'),
    menu: { grupo: 'Sistema', label: 'Tarefas' },
  },
  {
    path: '/lembretes',
    layout: 'principal',
    pode: todas('ADMIN_ACTIONS'),
    load: () => import('./lembretes-page'),
    menu: { grupo: 'Sistema', label: 'Lembretes das folhas' },
  },
];
