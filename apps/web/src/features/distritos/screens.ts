import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  {
    path: '/distrito',
    layout: 'principal',
    pode: alguma('DISTRITO_ENUMERATE', 'DISTRITO_READ'),
    load: () => import('./distrito-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Distritos' },
  },
  { path: '/distrito/criar', layout: 'principal', pode: todas('DISTRITO_CREATE'), load: () => import('./distrito-form-page') },
  {
    path: '/distrito/editar/:id',
    layout: 'principal',
    pode: alguma('DISTRITO_READ', 'DISTRITO_ENUMERATE'),
    load: () => import('./distrito-form-page'),
  },
];
