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

  // Cadastros Gerais: cursos (issue 3)
  {
    path: '/cursos',
    layout: 'principal',
    pode: todas('CURSO_ENUMERATE'),
    load: () => import('../features/cursos/curso-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Cursos' },
  },
  { path: '/cursos/criar', layout: 'principal', pode: todas('CURSO_CREATE'), load: () => import('../features/cursos/curso-form-page') },
  { path: '/cursos/editar/:id', layout: 'principal', pode: todas('CURSO_READ'), load: () => import('../features/cursos/curso-form-page') },
  // Instituições de ensino: main layout without a permission check (§2.19); the form hides what the user cannot save
  {
    path: '/instituicoes',
    layout: 'principal',
    load: () => import('../features/instituicoes/instituicao-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Instituições de ensino' },
  },
  { path: '/instituicoes/criar', layout: 'principal', load: () => import('../features/instituicoes/instituicao-form-page') },
  { path: '/instituicoes/editar/:id', layout: 'principal', load: () => import('../features/instituicoes/instituicao-form-page') },

  // Cadastros Gerais: estagiários, their internships and the e-mail list (issue 3)
  {
    path: '/estagiario',
    layout: 'principal',
    pode: todas('ESTAGIARIO_ENUMERATE'),
    load: () => import('../features/estagiarios/estagiario-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Estagiários' },
  },
  { path: '/estagiario/emails', layout: 'principal', pode: todas('ESTAGIARIO_ENUMERATE'), load: () => import('../features/estagiarios/estagiario-emails-page') },
  { path: '/estagiario/criar', layout: 'principal', pode: todas('ESTAGIARIO_CREATE'), load: () => import('../features/estagiarios/estagiario-form-page') },
  {
    path: '/estagiario/editar/:id',
    layout: 'principal',
    pode: alguma('ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'),
    load: () => import('../features/estagiarios/estagiario-form-page'),
  },

  // Cadastros Gerais: defensores and pessoas (issue 3)
  {
    path: '/defensor',
    layout: 'principal',
    pode: alguma('DEFENSOR_ENUMERATE', 'DEFENSOR_READ'),
    load: () => import('../features/defensores/defensor-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Defensores' },
  },
  { path: '/defensor/criar', layout: 'principal', pode: todas('DEFENSOR_CREATE'), load: () => import('../features/defensores/defensor-form-page') },
  { path: '/defensor/editar/:id', layout: 'principal', pode: todas('DEFENSOR_READ'), load: () => import('../features/defensores/defensor-form-page') },
  {
    path: '/pessoa',
    layout: 'principal',
    pode: todas('USUARIO_READ'),
    load: () => import('../features/pessoas/pessoa-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Pessoas' },
  },
  { path: '/pessoa/criar', layout: 'principal', pode: todas('USUARIO_CREATE'), load: () => import('../features/pessoas/pessoa-form-page') },
  { path: '/pessoa/editar/:id', layout: 'principal', pode: todas('USUARIO_READ'), load: () => import('../features/pessoas/pessoa-form-page') },

  // Cadastros Gerais: assessores (issue 3); editing opens for readers, saving needs CREATE or UPDATE
  {
    path: '/assessor',
    layout: 'principal',
    pode: todas('ASSESSOR_ENUMERATE'),
    load: () => import('../features/assessores/assessor-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Assessores' },
  },
  { path: '/assessor/criar', layout: 'principal', pode: todas('ASSESSOR_CREATE'), load: () => import('../features/assessores/assessor-form-page') },
  {
    path: '/assessor/editar/:id',
    layout: 'principal',
    pode: alguma('ASSESSOR_READ', 'ASSESSOR_ENUMERATE'),
    load: () => import('../features/assessores/assessor-form-page'),
  },

  // Cadastros Gerais: núcleos (issue 4)
  {
    path: '/nucleo',
    layout: 'principal',
    pode: alguma('NUCLEO_ENUMERATE', 'NUCLEO_READ'),
    load: () => import('../features/nucleos/nucleo-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Núcleos' },
  },
  { path: '/nucleo/criar', layout: 'principal', pode: todas('NUCLEO_CREATE'), load: () => import('../features/nucleos/nucleo-form-page') },
  {
    path: '/nucleo/editar/:id',
    layout: 'principal',
    pode: alguma('NUCLEO_READ', 'NUCLEO_ENUMERATE'),
    load: () => import('../features/nucleos/nucleo-form-page'),
  },

  // Cadastros Gerais: defensorias and distritos (issue 4)
  {
    path: '/defensoria',
    layout: 'principal',
    pode: alguma('DEFENSORIA_ENUMERATE', 'DEFENSORIA_READ'),
    load: () => import('../features/defensorias/defensoria-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Defensorias' },
  },
  { path: '/defensoria/criar', layout: 'principal', pode: todas('DEFENSORIA_CREATE'), load: () => import('../features/defensorias/defensoria-form-page') },
  {
    path: '/defensoria/editar/:id',
    layout: 'principal',
    pode: alguma('DEFENSORIA_READ', 'DEFENSORIA_ENUMERATE'),
    load: () => import('../features/defensorias/defensoria-form-page'),
  },
  {
    path: '/distrito',
    layout: 'principal',
    pode: alguma('DISTRITO_ENUMERATE', 'DISTRITO_READ'),
    load: () => import('../features/distritos/distrito-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Distritos' },
  },
  { path: '/distrito/criar', layout: 'principal', pode: todas('DISTRITO_CREATE'), load: () => import('../features/distritos/distrito-form-page') },
  {
    path: '/distrito/editar/:id',
    layout: 'principal',
    pode: alguma('DISTRITO_READ', 'DISTRITO_ENUMERATE'),
    load: () => import('../features/distritos/distrito-form-page'),
  },

  // Cadastros Gerais: comarcas, atuações and varas (issue 4)
  {
    path: '/comarcas',
    layout: 'principal',
    pode: alguma('COMARCA_ENUMERATE', 'COMARCA_READ'),
    load: () => import('../features/comarcas/comarca-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Comarcas' },
  },
  { path: '/comarcas/criar', layout: 'principal', pode: todas('COMARCA_CREATE'), load: () => import('../features/comarcas/comarca-form-page') },
  {
    path: '/comarcas/editar/:id',
    layout: 'principal',
    pode: alguma('COMARCA_READ', 'COMARCA_ENUMERATE'),
    load: () => import('../features/comarcas/comarca-form-page'),
  },
  {
    path: '/atuacoes',
    layout: 'principal',
    pode: alguma('ATUACAO_ENUMERATE', 'ATUACAO_READ'),
    load: () => import('../features/atuacoes/atuacao-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Atuações' },
  },
  { path: '/atuacoes/criar', layout: 'principal', pode: todas('ATUACAO_CREATE'), load: () => import('../features/atuacoes/atuacao-form-page') },
  {
    path: '/atuacoes/editar/:id',
    layout: 'principal',
    pode: alguma('ATUACAO_READ', 'ATUACAO_ENUMERATE'),
    load: () => import('../features/atuacoes/atuacao-form-page'),
  },
  {
    path: '/varas',
    layout: 'principal',
    pode: alguma('VARA_ENUMERATE', 'VARA_READ'),
    load: () => import('../features/varas/vara-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Varas' },
  },
  { path: '/varas/criar', layout: 'principal', pode: todas('VARA_CREATE'), load: () => import('../features/varas/vara-form-page') },
  {
    path: '/varas/editar/:id',
    layout: 'principal',
    pode: alguma('VARA_READ', 'VARA_ENUMERATE'),
    load: () => import('../features/varas/vara-form-page'),
  },

  // Cadastros Gerais: unidades (prédios) with their setores (issue 4)
  {
    path: '/predio',
    layout: 'principal',
    pode: alguma('PREDIO_ENUMERATE', 'PREDIO_READ'),
    load: () => import('../features/predios/predio-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Unidades' },
  },
  { path: '/predio/criar', layout: 'principal', pode: todas('PREDIO_CREATE'), load: () => import('../features/predios/predio-form-page') },
  {
    path: '/predio/editar/:id',
    layout: 'principal',
    pode: alguma('PREDIO_READ', 'PREDIO_ENUMERATE'),
    load: () => import('../features/predios/predio-form-page'),
  },

  // Frequências: Calendário de Bloqueios, in the FolhaFrequencia module (cadastros-relatorios §2.13, §2.19; ADR 021)
  {
    path: '/feriados',
    layout: 'principal',
    modulos: [3],
    pode: alguma('FOLHA_READ', 'FOLHA_ENUMERATE'),
    load: () => import('../features/feriados/feriado-list-page'),
    menu: { grupo: 'Frequências', label: 'Calendário de Bloqueios' },
  },
  { path: '/feriados/criar', layout: 'principal', modulos: [3], pode: todas('FOLHA_CREATE'), load: () => import('../features/feriados/feriado-form-page') },
  {
    path: '/feriados/editar/:id',
    layout: 'principal',
    modulos: [3],
    pode: alguma('FOLHA_READ', 'FOLHA_ENUMERATE'),
    load: () => import('../features/feriados/feriado-form-page'),
  },

  // Vínculos (lotações) of the Férias module (cadastros-relatorios §2.10, §2.19)
  {
    path: '/vinculos',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_ENUMERATE'),
    load: () => import('../features/lotacoes/lotacao-list-page'),
    menu: { grupo: 'Vínculos', label: 'Vínculos' },
  },
  { path: '/vinculos_defensor/criar', layout: 'principal', modulos: [1], pode: todas('LOTACAO_CREATE'), load: () => import('../features/lotacoes/lotacao-form-page') },
  { path: '/vinculos_assessor/criar', layout: 'principal', modulos: [1], pode: todas('LOTACAO_CREATE'), load: () => import('../features/lotacoes/lotacao-form-page') },
  { path: '/vinculos_estagio/criar', layout: 'principal', modulos: [1], pode: todas('LOTACAO_CREATE'), load: () => import('../features/lotacoes/lotacao-form-page') },
  {
    path: '/vinculos_estagio/criar/estagiario/:estagiarioid/estagio/:estagioid',
    layout: 'principal',
    modulos: [1],
    pode: todas('LOTACAO_CREATE'),
    load: () => import('../features/lotacoes/lotacao-form-page'),
  },
  {
    path: '/vinculos/editar/:id',
    layout: 'principal',
    modulos: [1],
    pode: alguma('LOTACAO_READ', 'LOTACAO_ENUMERATE'),
    load: () => import('../features/lotacoes/lotacao-form-page'),
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
  {
    path: '/tarefas',
    layout: 'principal',
    pode: todas('ADMIN_ACTIONS'),
    load: () => import('../features/sistema/tarefas-page'),
    menu: { grupo: 'Sistema', label: 'Tarefas' },
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
