import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setModulo } from '../lib/session';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import { Guard } from './guard';
import type { Screen } from './screens';

const tela = (extra: Partial<Screen> = {}): Screen => ({ path: '/x', layout: 'principal', load: async () => ({ default: () => null }), ...extra });

function montar(screenDef: Screen) {
  return renderPage(
    <Guard screen={screenDef}>
      <p>conteúdo</p>
    </Guard>,
    {
      route: '/x',
      path: '/x',
      extraRoutes: [
        { path: '/login', element: <p>tela de login</p> },
        { path: '/modulos', element: <p>escolha de módulo</p> },
        { path: '/nao-autorizado', element: <p>não autorizado</p> },
      ],
    },
  );
}

describe('Guard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to login', async () => {
    mockApi();
    montar(tela());
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
  });

  it('sends a user with no module chosen to the module choice', async () => {
    mockApi(loginAs(['FOLHA_READ']));
    montar(tela());
    expect(await screen.findByText('escolha de módulo')).toBeInTheDocument();
  });

  it('sends a page of another module to not-authorized', async () => {
    mockApi(loginAs(['FOLHA_READ', 'LOTACAO_ENUMERATE']));
    setModulo(3);
    montar(tela({ modulos: [1] }));
    expect(await screen.findByText('não autorizado')).toBeInTheDocument();
  });

  it('shows not-found when the permission is missing', async () => {
    mockApi(loginAs(['FOLHA_READ']));
    setModulo(3);
    montar(tela({ pode: (p) => p.includes('USUARIO_ENUMERATE') }));
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(screen.queryByText('conteúdo')).not.toBeInTheDocument();
  });

  it('shows the page when the module and the permission are held', async () => {
    mockApi(loginAs(['FOLHA_READ', 'USUARIO_ENUMERATE']));
    setModulo(3);
    montar(tela({ pode: (p) => p.includes('USUARIO_ENUMERATE') }));
    expect(await screen.findByText('conteúdo')).toBeInTheDocument();
  });

  it('lets a sheet-token session into the sheet module only', async () => {
    mockApi(loginAs([], { escopo: 'folha', navbar: false }));
    setModulo(1);
    montar(tela());
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
  });

  it('lets a sheet-link session into the sheet screens without FOLHA_READ (the API limits it to its own sheets)', async () => {
    mockApi(loginAs([], { escopo: 'folha', navbar: false }));
    setModulo(3);
    montar(tela({ modulos: [3], pode: (p) => p.includes('FOLHA_READ'), sessaoDeFolha: true }));
    expect(await screen.findByText('conteúdo')).toBeInTheDocument();
  });

  it('sends a staff user without FOLHA_READ from a sheet screen to login (acesso-sessao §2)', async () => {
    mockApi(loginAs(['LOTACAO_ENUMERATE']));
    setModulo(1);
    montar(tela({ pode: (p) => p.includes('FOLHA_READ'), sessaoDeFolha: true }));
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
  });
});
