import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Vínculos (lotações) of the Férias module (cadastros-relatorios §2.10, §2.19)
  {
    path: '/vinculos',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_ENUMERATE'),
    load: () => import('./lotacao-list-page'),
    menu: { grupo: 'Vínculos', label: 'Vínculos' },
  },
  { path: '/vinculos_defensor/criar', layout: 'principal', modulos: [1], pode: todas('LOTACAO_CREATE'), load: () => import('./lotacao-form-page') },
  { path: '/vinculos_assessor/criar', layout: 'principal', modulos: [1], pode: todas('LOTACAO_CREATE'), load: () => import('./lotacao-form-page') },
  { path: '/vinculos_estagio/criar', layout: 'principal', modulos: [1], pode: todas('LOTACAO_CREATE'), load: () => import('./lotacao-form-page') },
  {
    path: '/vinculos_estagio/criar/estagiario/:estagiarioid/estagio/:estagioid',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_CREATE'),
    load: () => import('./lotacao-form-page'),
  },
  {
    path: '/vinculos/editar/:id',
    layout: 'principal',
    modulos: [1],
    pode: alguma('LOTACAO_READ', 'LOTACAO_ENUMERATE'),
    load: () => import('./lotacao-form-page'),
  },
];
