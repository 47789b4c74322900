import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  {
    path: '/pessoa',
    layout: 'principal',
    pode: todas('USUARIO_READ'),
    load: () => import('./pessoa-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Pessoas' },
  },
  { path: '/pessoa/criar', layout: 'principal', pode: todas('USUARIO_CREATE'), load: () => import('./pessoa-form-page') },
  { path: '/pessoa/editar/:id', layout: 'principal', pode: todas('USUARIO_READ'), load: () => import('./pessoa-form-page') },
];
