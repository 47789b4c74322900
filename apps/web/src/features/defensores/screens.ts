import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: defensores and pessoas (issue 3)
  {
    path: '/defensor',
    layout: 'principal',
    pode: alguma('DEFENSOR_ENUMERATE', 'DEFENSOR_READ'),
    load: () => import('./defensor-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Defensores' },
  },
  { path: '/defensor/criar', layout: 'principal', pode: todas('DEFENSOR_CREATE'), load: () => import('./defensor-form-page') },
  { path: '/defensor/editar/:id', layout: 'principal', pode: todas('DEFENSOR_READ'), load: () => import('./defensor-form-page') },
];
