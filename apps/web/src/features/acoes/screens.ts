import { alguma, todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Ações of the Férias module (cadastros-relatorios §2.11, §2.19): /acoes[/{defensorid}], create/{defensorid}, edit/{id}
  {
    path: '/acoes',
    layout: 'principal',
    modulos: [1],
    pode: todas('PERIODO_ENUMERATE'),
    load: () => import('./acoes-page'),
    menu: { grupo: 'Eventos', label: 'Ações' },
  },
  { path: '/acoes/:defensorid', layout: 'principal', modulos: [1], pode: todas('PERIODO_ENUMERATE'), load: () => import('./acoes-page') },
  { path: '/acoes/create/:defensorid', layout: 'principal', modulos: [1], pode: todas('PERIODO_CREATE'), load: () => import('./acao-form-page') },
  { path: '/acoes/edit/:id', layout: 'principal', modulos: [1], pode: alguma('PERIODO_READ', 'PERIODO_ENUMERATE'), load: () => import('./acao-form-page') },
  // The e-mails' link (ADR 062: /acoes/editar/{id}, as the other registers' forms) leads to the same form.
  { path: '/acoes/editar/:id', layout: 'principal', modulos: [1], pode: alguma('PERIODO_READ', 'PERIODO_ENUMERATE'), load: () => import('./editar-redirect') },
];
