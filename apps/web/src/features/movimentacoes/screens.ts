import { alguma, todas, type Screen } from '../../lib/screens';

/** The Movimentações module (cadastros-relatorios §1: value 2). */
const MODULO = [2 as const];
const LER = alguma('MOVIMENTACAO_READ', 'MOVIMENTACAO_ENUMERATE');

/**
 * This feature's screens, registered by app/screens.ts (DESIGN §9). Module Movimentações (§2.19): movement
 * create/{defensorid}/{mes}, edit/{id}, list with optional /{defensorid}/{mes}; the search page; types
 * create/edit/{id}/list; and the administrators' configuration (ADR 071). The module home is app/inicio-page's.
 */
export const screens: Screen[] = [
  {
    path: '/movimentacoes',
    layout: 'principal',
    modulos: MODULO,
    pode: todas('MOVIMENTACAO_ENUMERATE'),
    load: () => import('./movimentacoes-page'),
    menu: { grupo: 'Eventos', label: 'Movimentações' },
  },
  { path: '/movimentacoes/:defensorid/:mes', layout: 'principal', modulos: MODULO, pode: todas('MOVIMENTACAO_ENUMERATE'), load: () => import('./movimentacoes-page') },
  { path: '/movimentacoes/create/:defensorid/:mes', layout: 'principal', modulos: MODULO, pode: todas('MOVIMENTACAO_CREATE'), load: () => import('./movimentacao-form-page') },
  { path: '/movimentacoes/edit/:id', layout: 'principal', modulos: MODULO, pode: LER, load: () => import('./movimentacao-form-page') },
  {
    path: '/movimentacoes/pesquisa',
    layout: 'principal',
    modulos: MODULO,
    pode: todas('MOVIMENTACAO_ENUMERATE'),
    load: () => import('./pesquisa-page'),
    menu: { grupo: 'Eventos', label: 'Pesquisa de Movimentações' },
  },
  {
    path: '/movimentacoes/tipos',
    layout: 'principal',
    modulos: MODULO,
    pode: todas('MOVIMENTACAO_ENUMERATE'),
    load: () => import('./tipos-list-page'),
    menu: { grupo: 'Cadastros Gerais', label: 'Tipos de Movimentação' },
  },
  { path: '/movimentacoes/tipos/create', layout: 'principal', modulos: MODULO, pode: todas('MOVIMENTACAO_CREATE'), load: () => import('./tipo-form-page') },
  { path: '/movimentacoes/tipos/edit/:id', layout: 'principal', modulos: MODULO, pode: LER, load: () => import('./tipo-form-page') },
  {
    path: '/movimentacoes/configuracoes',
    layout: 'principal',
    modulos: MODULO,
    pode: todas('ADMIN_ACTIONS'),
    load: () => import('./configuracoes-page'),
    menu: { grupo: 'Sistema', label: 'Configurações das Movimentações' },
  },
];
