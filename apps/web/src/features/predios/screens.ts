import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: unidades (prédios) with their setores (issue 4)
  {
    path: '/predio',
    layout: 'principal',
    pode: alguma('PREDIO_ENUMERATE', 'PREDIO_READ'),
    load: () => import('./predio-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Unidades' },
  },
  { path: '/predio/criar', layout: 'principal', pode: todas('PREDIO_CREATE'), load: () => import('./predio-form-page') },
  {
    path: '/predio/editar/:id',
    layout: 'principal',
    pode: alguma('PREDIO_READ', 'PREDIO_ENUMERATE'),
    load: () => import('./predio-form-page'),
  },
];
