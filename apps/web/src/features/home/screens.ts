import { type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // Main layout, no permission check
  { path: '/', layout: 'principal', load: () => import('./home-page') },
];
