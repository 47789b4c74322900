import { temAlguma, temPermissoes, type Modulo, type Permissao } from '@sgi/domain';
import type { ComponentType } from 'react';
import { getModulo } from './session';

/** What a screen is (DESIGN §9): each feature declares its own; app/screens.ts composes them. */
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
  /**
   * The attendance-sheet screens (acesso-sessao §2): a sheet-link session passes `pode` (the API limits it to its own
   * sheets), and a staff user failing `pode` goes to login instead of 'Página não encontrada'.
   */
  sessaoDeFolha?: boolean;
  /** the navbar item, when the screen is a menu entry */
  menu?: { grupo: MenuGrupo; label: string };
}

export const todas = (...p: Permissao[]) => (possui: readonly string[]) => temPermissoes(possui, p);
export const alguma = (...p: Permissao[]) => (possui: readonly string[]) => temAlguma(possui, p);

/**
 * Whether a link to the movement list may be offered: its screens are of the Movimentações module (§2.19), so only
 * inside it, and to who may list movements.
 */
export const podeAbrirMovimentacoes = (pode: (p: Permissao) => boolean) => pode('MOVIMENTACAO_ENUMERATE') && getModulo() === 2;
