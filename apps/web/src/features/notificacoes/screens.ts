import { type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Main layout without a permission check (§2.19); each user sees only their own (ADR 063). The header's bell leads here.
  { path: '/notificacoes', layout: 'principal', load: () => import('./notificacoes-page') },
];
