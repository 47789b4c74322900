import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  {
    path: '/varas',
    layout: 'principal',
    pode: alguma('VARA_ENUMERATE', 'VARA_READ'),
    load: () => import('./vara-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Varas' },
  },
  { path: '/varas/criar', layout: 'principal', pode: todas('VARA_CREATE'), load: () => import('./vara-form-page') },
  {
    path: '/varas/editar/:id',
    layout: 'principal',
    pode: alguma('VARA_READ', 'VARA_ENUMERATE'),
    load: () => import('./vara-form-page'),
  },
];
