import { type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Public (cadastros-relatorios §2.19)
  { path: '/login', layout: 'publico', load: () => import('./login-page') },
  { path: '/logout', layout: 'publico', load: () => import('./logout-page') },
  { path: '/recuperar-senha', layout: 'publico', load: () => import('./recuperar-senha-page') },
  { path: '/trocar-senha', layout: 'publico', load: () => import('./trocar-senha-page') },
  { path: '/modulos', layout: 'publico', load: () => import('./modulo-page') },
  { path: '/verificar-email', layout: 'publico', load: () => import('./verificar-email-page') },
  { path: '/obter-token', layout: 'publico', load: () => import('./obter-token-page') },
  { path: '/alterar-senha', layout: 'principal', load: () => import('./alterar-senha-page') },
];
