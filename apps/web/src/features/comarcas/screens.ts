import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: comarcas, atuações and varas (issue 4)
  {
    path: '/comarcas',
    layout: 'principal',
    pode: alguma('COMARCA_ENUMERATE', 'COMARCA_READ'),
    load: () => import('./comarca-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Comarcas' },
  },
  { path: '/comarcas/criar', layout: 'principal', pode: todas('COMARCA_CREATE'), load: () => import('./comarca-form-page') },
  {
    path: '/comarcas/editar/:id',
    layout: 'principal',
    pode: alguma('COMARCA_READ', 'COMARCA_ENUMERATE'),
    load: () => import('./comarca-form-page'),
  },
];
