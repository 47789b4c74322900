import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  {
    path: '/atuacoes',
    layout: 'principal',
    pode: alguma('ATUACAO_ENUMERATE', 'ATUACAO_READ'),
    load: () => import('./atuacao-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Atuações' },
  },
  { path: '/atuacoes/criar', layout: 'principal', pode: todas('ATUACAO_CREATE'), load: () => import('./atuacao-form-page') },
  {
    path: '/atuacoes/editar/:id',
    layout: 'principal',
    pode: alguma('ATUACAO_READ', 'ATUACAO_ENUMERATE'),
    load: () => import('./atuacao-form-page'),
  },
];
