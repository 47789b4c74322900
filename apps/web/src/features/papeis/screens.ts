import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  {
    path: '/papeis',
    layout: 'principal',
    pode: alguma('PAPEL_ENUMERATE', 'PAPEL_READ'),
    load: () => import('./papel-list-page'),
    menu: { grupo: 'Sistema', label: 'Papéis' },
  },
  { path: '/papeis/criar', layout: 'principal', pode: todas('PAPEL_CREATE'), load: () => import('./papel-form-page') },
  { path: '/papeis/editar/:id', layout: 'principal', pode: todas('PAPEL_READ'), load: () => import('./papel-form-page') },
];
