import { createContext, useContext } from 'react';

/** The navbar menus of the user in the current module, as the shell built them (app/screens.ts menusPara). */
export interface MenuDoUsuario {
  grupo: string;
  itens: { path: string; label: string }[];
}

/**
 * Provided by the app's shell, so a feature (the home page's shortcuts) can show the menus without importing the
 * app's screen registry (features never import app/: DESIGN §1).
 */
export const MenusContext = createContext<MenuDoUsuario[]>([]);

export const useMenus = () => useContext(MenusContext);
