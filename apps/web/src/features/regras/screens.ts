import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // The validation rules of the actions, in the Férias module (cadastros-relatorios §2.14, §2.19, §6 GERENCIAR_REGRAS)
  {
    path: '/regras',
    layout: 'principal',
    modulos: [1],
    pode: todas('GERENCIAR_REGRAS'),
    load: () => import('./regras-page'),
    menu: { grupo: 'Eventos', label: 'Regras de Validação' },
  },
];
