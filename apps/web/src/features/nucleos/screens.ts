import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: núcleos (issue 4)
  {
    path: '/nucleo',
    layout: 'principal',
    pode: alguma('NUCLEO_ENUMERATE', 'NUCLEO_READ'),
    load: () => import('./nucleo-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Núcleos' },
  },
  { path: '/nucleo/criar', layout: 'principal', pode: todas('NUCLEO_CREATE'), load: () => import('./nucleo-form-page') },
  {
    path: '/nucleo/editar/:id',
    layout: 'principal',
    pode: alguma('NUCLEO_READ', 'NUCLEO_ENUMERATE'),
    load: () => import('./nucleo-form-page'),
  },
];
