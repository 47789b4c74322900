import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Frequências: Calendário de Bloqueios, in the FolhaFrequencia module (cadastros-relatorios §2.13, §2.19; ADR 021)
  {
    path: '/feriados',
    layout: 'principal',
    modulos: [3],
    pode: alguma('FOLHA_READ', 'FOLHA_ENUMERATE'),
    load: () => import('./feriado-list-page'),
    menu: { grupo: 'Frequências', label: 'Calendário de Bloqueios' },
  },
  { path: '/feriados/criar', layout: 'principal', modulos: [3], pode: todas('FOLHA_CREATE'), load: () => import('./feriado-form-page') },
  {
    path: '/feriados/editar/:id',
    layout: 'principal',
    modulos: [3],
    pode: alguma('FOLHA_READ', 'FOLHA_ENUMERATE'),
    load: () => import('./feriado-form-page'),
  },
];
