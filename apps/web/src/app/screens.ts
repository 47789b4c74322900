import { temAlguma, temPermissoes, type Modulo, type Permissao } from '@sgi/domain';
import type { ComponentType } from 'react';

export type MenuGrupo = 'Eventos' | 'Vínculos' | 'Frequências' | 'Cadastros Gerais' | 'Sistema';
export const MENU_GRUPOS: MenuGrupo[] = ['Eventos', 'Vínculos', 'Frequências', 'Cadastros Gerais', 'Sistema'];

type Lazy = () => Promise<{ default: ComponentType }>;

export interface Screen {
  path: string;
  load: Lazy;
  /** 'publico': outside the main layout, no login; 'principal': header, toasts, footer, access guard */
  layout: 'publico' | 'principal';
  /** modules where the screen is available; omitted = every module */
  modulos?: Modulo[];
  /** permission rule; omitted = any logged-in staff user */
  pode?: (permissoes: readonly string[]) => boolean;
  /** the navbar item, when the screen is a menu entry */
  menu?: { grupo: MenuGrupo; label: string };
}

const todas = (...p: Permissao[]) => (possui: readonly string[]) => temPermissoes(possui, p);
const alguma = (...p: Permissao[]) => (possui: readonly string[]) => temAlguma(possui, p);

/**
 * The one screen registry (DESIGN §9): it feeds the router (lazy, code-split routes) and the navbar menus
 * (filtered by the same rules). Later features add their screens here.
 */
export const SCREENS: Screen[] = [
  // Public (cadastros-relatorios §2.19)
  { path: '/login', layout: 'publico', load: () => import('../features/auth/login-page') },
  { path: '/logout', layout: 'publico', load: () => import('../features/auth/logout-page') },
  { path: '/recuperar-senha', layout: 'publico', load: () => import('../features/auth/recuperar-senha-page') },
  { path: '/trocar-senha', layout: 'publico', load: () => import('../features/auth/trocar-senha-page') },
  { path: '/modulos', layout: 'publico', load: () => import('../features/auth/modulo-page') },
  { path: '/verificar-email', layout: 'publico', load: () => import('../features/auth/verificar-email-page') },
  { path: '/obter-token', layout: 'publico', load: () => import('../features/auth/obter-token-page') },
  { path: '/nao-autorizado', layout: 'publico', load: () => import('./not-authorized-page') },

  // Main layout, no permission check
  { path: '/', layout: 'principal', load: () => import('../features/home/home-page') },
  { path: '/changelog', layout: 'principal', load: () => import('../features/sistema/changelog-page') },
  { path: '/versoes', layout: 'principal', load: () => import('../features/sistema/changelog-page') },
  { path: '/alterar-senha', layout: 'principal', load: () => import('../features/auth/alterar-senha-page') },
  {
    path: '/historico',
    layout: 'principal',
    load: () => import('../features/historico/log-page'),
    menu: { grupo: 'Sistema', label: 'Log de alterações' },
  },

  // Sistema
  {
    path: '/usuario',
    layout: 'principal',
    pode: todas('USUARIO_ENUMERATE'),
    load: () => import('../features/usuarios/usuario-list-page'),
    menu: { grupo: 'Sistema', label: 'Usuários' },
  },
  { path: '/usuario/criar', layout: 'principal', pode: todas('USUARIO_CREATE'), load: () => import('../features/usuarios/usuario-form-page') },
  { path: '/usuario/editar/:id', layout: 'principal', pode: todas('USUARIO_READ'), load: () => import('../features/usuarios/usuario-form-page') },
  {
    path: '/papeis',
    layout: 'principal',
    pode: alguma('PAPEL_ENUMERATE', 'PAPEL_READ'),
    load: () => import('../features/papeis/papel-list-page'),
    menu: { grupo: 'Sistema', label: 'Papéis' },
  },
  { path: '/papeis/criar', layout: 'principal', pode: todas('PAPEL_CREATE'), load: () => import('../features/papeis/papel-form-page') },
  { path: '/papeis/editar/:id', layout: 'principal', pode: todas('PAPEL_READ'), load: () => import('../features/papeis/papel-form-page') },
  {
    path: '/caixa-saida',
    layout: 'principal',
    pode: todas('ADMIN_ACTIONS'),
    load: () => import('../features/sistema/caixa-saida-page'),
    menu: { grupo: 'Sistema', label: 'Caixa de saída' },
  },
];

export function menusPara(permissoes: readonly string[], modulo: Modulo | null) {
  return MENU_GRUPOS.map((grupo) => ({
    grupo,
    itens: SCREENS.filter(
      (s) =>
        s.menu?.grupo === grupo &&
        (!s.pode || s.pode(permissoes)) &&
        (!s.modulos || (modulo !== null && s.modulos.includes(modulo))),
    ).map((s) => ({ path: s.path, label: s.menu!.label })),
  })).filter((m) => m.itens.length > 0);
}
