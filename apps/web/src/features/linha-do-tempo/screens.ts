import { todas, type Screen } from '../../lib/screens';

/** This feature's screens, registered by app/screens.ts (DESIGN §9: one registry feeds the router and the menus). */
export const screens: Screen[] = [
  // The defender timeline (cadastros-relatorios §2.1, §2.19: the defender screens plus timeline, read permission)
  { path: '/defensor/timeline', layout: 'principal', pode: todas('DEFENSOR_READ'), load: () => import('./linha-do-tempo-page') },
];
