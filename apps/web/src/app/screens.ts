import type { Modulo } from '@sgi/domain';
import { MENU_GRUPOS, type Screen } from '../lib/screens';
import { screens as acoes } from '../features/acoes/screens';
import { screens as assessores } from '../features/assessores/screens';
import { screens as atuacoes } from '../features/atuacoes/screens';
import { screens as auth } from '../features/auth/screens';
import { screens as comarcas } from '../features/comarcas/screens';
import { screens as cursos } from '../features/cursos/screens';
import { screens as defensores } from '../features/defensores/screens';
import { screens as defensorias } from '../features/defensorias/screens';
import { screens as distritos } from '../features/distritos/screens';
import { screens as estagiarios } from '../features/estagiarios/screens';
import { screens as feriados } from '../features/feriados/screens';
import { screens as folhas } from '../features/folhas/screens';
import { screens as historico } from '../features/historico/screens';
import { screens as instituicoes } from '../features/instituicoes/screens';
import { screens as linhaDoTempo } from '../features/linha-do-tempo/screens';
import { screens as lotacoes } from '../features/lotacoes/screens';
import { screens as movimentacoes } from '../features/movimentacoes/screens';
import { screens as relatorioMovimentacoes } from '../features/relatorio-movimentacoes/screens';
import { screens as notificacoes } from '../features/notificacoes/screens';
import { screens as nucleos } from '../features/nucleos/screens';
import { screens as papeis } from '../features/papeis/screens';
import { screens as pessoas } from '../features/pessoas/screens';
import { screens as predios } from '../features/predios/screens';
import { screens as regras } from '../features/regras/screens';
import { screens as relatorios } from '../features/relatorios/screens';
import { screens as sistema } from '../features/sistema/screens';
import { screens as tabelaLotacao } from '../features/tabela-lotacao/screens';
import { screens as solar } from '../features/solar/screens';
import { screens as usuarios } from '../features/usuarios/screens';
import { screens as varas } from '../features/varas/screens';

export type { MenuGrupo, Screen } from '../lib/screens';

/**
 * The one screen registry (DESIGN §9): it feeds the router (lazy, code-split routes) and the navbar menus (filtered
 * by the same rules). Each feature declares its screens in its own screens.ts; the app composes them here, in menu
 * order.
 */
export const SCREENS: Screen[] = [
  { path: '/nao-autorizado', layout: 'publico', load: () => import('./not-authorized-page') },
  ...auth,
  // The home: the module's own where it has one (app/inicio-page).
  { path: '/', layout: 'principal', load: () => import('./inicio-page') },
  ...historico,
  ...cursos,
  ...instituicoes,
  ...estagiarios,
  ...defensores,
  ...linhaDoTempo,
  ...pessoas,
  ...assessores,
  ...nucleos,
  ...defensorias,
  ...distritos,
  ...comarcas,
  ...atuacoes,
  ...varas,
  ...predios,
  ...feriados,
  ...folhas,
  ...lotacoes,
  ...tabelaLotacao,
  ...acoes,
  ...movimentacoes,
  ...relatorioMovimentacoes,
  ...solar,
  ...regras,
  ...relatorios,
  ...notificacoes,
  ...usuarios,
  ...papeis,
  ...sistema,
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
