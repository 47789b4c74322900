import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: estagiários, their internships and the e-mail list (issue 3)
  {
    path: '/estagiario',
    layout: 'principal',
    pode: todas('ESTAGIARIO_ENUMERATE'),
    load: () => import('./estagiario-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Estagiários' },
  },
  { path: '/estagiario/emails', layout: 'principal', pode: todas('ESTAGIARIO_ENUMERATE'), load: () => import('./estagiario-emails-page') },
  { path: '/estagiario/criar', layout: 'principal', pode: todas('ESTAGIARIO_CREATE'), load: () => import('./estagiario-form-page') },
  {
    path: '/estagiario/editar/:id',
    layout: 'principal',
    pode: alguma('ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'),
    load: () => import('./estagiario-form-page'),
  },
];
