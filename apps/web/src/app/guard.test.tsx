import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setModulo, setToken } from '../lib/session';
import { mockApi, renderRoutes, rota } from '../test/render';
import { Guard } from './guard';
import type { Screen } from './screens';

const tela = (extra: Partial<Screen> = {}): Screen => ({ path: '/x', layout: 'principal', load: async () => ({ default: () => null }), ...extra });
const me = (permissoes: string[], escopo = 'usuario') => ({
  'GET /api/auth/me': { body: { id: 1, escopo, username: 'u', nome: 'U', cpf: null, permissoes, navbar: true, corfundotabela: '#e5e5e5', corletratabela: '#000000' } },
});

function montar(screenDef: Screen) {
  return renderRoutes(
    [
      rota('/x', <Guard screen={screenDef}><p>conteúdo</p></Guard>),
      rota('/login', <p>tela de login</p>),
      rota('/modulos', <p>escolha de módulo</p>),
      rota('/nao-autorizado', <p>não autorizado</p>),
    ],
    '/x',
  );
}

describe('Guard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to login', async () => {
    mockApi({});
    montar(tela());
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
  });

  it('sends a user with no module chosen to the module choice', async () => {
    setToken('t'.repeat(30));
    mockApi(me(['FOLHA_READ']));
    montar(tela());
    expect(await screen.findByText('escolha de módulo')).toBeInTheDocument();
  });

  it('sends a page of another module to not-authorized', async () => {
    setToken('t'.repeat(30));
    setModulo(3);
    mockApi(me(['FOLHA_READ', 'LOTACAO_ENUMERATE']));
    montar(tela({ modulos: [1] }));
    expect(await screen.findByText('não autorizado')).toBeInTheDocument();
  });

  it('shows not-found when the permission is missing, and the page when it is held', async () => {
    setToken('t'.repeat(30));
    setModulo(3);
    mockApi(me(['FOLHA_READ']));
    const { unmount } = montar(tela({ pode: (p) => p.includes('USUARIO_ENUMERATE') }));
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    unmount();
    mockApi(me(['FOLHA_READ', 'USUARIO_ENUMERATE']));
    montar(tela({ pode: (p) => p.includes('USUARIO_ENUMERATE') }));
    await waitFor(() => expect(screen.getByText('conteúdo')).toBeInTheDocument());
  });

  it('lets a sheet-token session into the sheet module only', async () => {
    setToken('t'.repeat(30));
    setModulo(1);
    mockApi(me([], 'folha'));
    montar(tela());
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
  });
});
