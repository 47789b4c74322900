import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: defensorias and distritos (issue 4)
  {
    path: '/defensoria',
    layout: 'principal',
    pode: alguma('DEFENSORIA_ENUMERATE', 'DEFENSORIA_READ'),
    load: () => import('./defensoria-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Defensorias' },
  },
  { path: '/defensoria/criar', layout: 'principal', pode: todas('DEFENSORIA_CREATE'), load: () => import('./defensoria-form-page') },
  {
    path: '/defensoria/editar/:id',
    layout: 'principal',
    pode: alguma('DEFENSORIA_READ', 'DEFENSORIA_ENUMERATE'),
    load: () => import('./defensoria-form-page'),
  },
];
