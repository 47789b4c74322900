import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Sistema
  {
    path: '/usuario',
    layout: 'principal',
    pode: todas('USUARIO_ENUMERATE'),
    load: () => import('./usuario-list-page'),
    menu: { grupo: 'Sistema', label: 'Usuários' },
  },
  { path: '/usuario/criar', layout: 'principal', pode: todas('USUARIO_CREATE'), load: () => import('./usuario-form-page') },
  { path: '/usuario/editar/:id', layout: 'principal', pode: todas('USUARIO_READ'), load: () => import('./usuario-form-page') },
];
