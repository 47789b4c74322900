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
  // Public (issue 13, ADR 052): the verification of a concluded sheet's PDF; no login, no navigation bar.
  { path: '/verificar/:codigo', layout: 'publico', load: () => import('./verificar-page') },
  { path: '/folha-frequencia/:id', layout: 'principal', modulos: [3], pode: todas('FOLHA_READ'), sessaoDeFolha: true, load: () => import('./folha-page') },
];
