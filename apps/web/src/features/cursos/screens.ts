import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Cadastros Gerais: cursos (issue 3)
  {
    path: '/cursos',
    layout: 'principal',
    pode: todas('CURSO_ENUMERATE'),
    load: () => import('./curso-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Cursos' },
  },
  { path: '/cursos/criar', layout: 'principal', pode: todas('CURSO_CREATE'), load: () => import('./curso-form-page') },
  { path: '/cursos/editar/:id', layout: 'principal', pode: todas('CURSO_READ'), load: () => import('./curso-form-page') },
];
