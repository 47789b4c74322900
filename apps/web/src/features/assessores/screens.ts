import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: assessores (issue 3); editing opens for readers, saving needs CREATE or UPDATE
  {
    path: '/assessor',
    layout: 'principal',
    pode: todas('ASSESSOR_ENUMERATE'),
    load: () => import('./assessor-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Assessores' },
  },
  { path: '/assessor/criar', layout: 'principal', pode: todas('ASSESSOR_CREATE'), load: () => import('./assessor-form-page') },
  {
    path: '/assessor/editar/:id',
    layout: 'principal',
    pode: alguma('ASSESSOR_READ', 'ASSESSOR_ENUMERATE'),
    load: () => import('./assessor-form-page'),
  },
];
