import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Folhas de Frequências (acesso-sessao §2, issue 13): staff with FOLHA_READ; a sheet-link session sees only its own sheets.
  {
    path: '/folha-frequencia',
    layout: 'principal',
    modulos: [3],
    pode: todas('FOLHA_READ'),
    sessaoDeFolha: true,
    load: () => import('./folha-list-page'),
    menu: { grupo: 'Frequências', label: 'Folhas de Frequência' },
  },
  { path: '/folha-frequencia/:id', layout: 'principal', modulos: [3], pode: todas('FOLHA_READ'), sessaoDeFolha: true, load: () => import('./folha-page') },
];
