import { type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Instituições de ensino: main layout without a permission check (§2.19); the form hides what the user cannot save
  {
    path: '/instituicoes',
    layout: 'principal',
    load: () => import('./instituicao-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Instituições de ensino' },
  },
  { path: '/instituicoes/criar', layout: 'principal', load: () => import('./instituicao-form-page') },
  { path: '/instituicoes/editar/:id', layout: 'principal', load: () => import('./instituicao-form-page') },
];
