import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import RegrasPage from './regras-page';

const regra = (id: number, nome: string, descricao: string, ativa: boolean, versao = 1) => ({ id, nome, descricao, ativa, versao });

describe('RegrasPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists Nome, Descrição and Ativo; a switch saves at once with the version read and says "Regra atualizada."', async () => {
    const user = userEvent.setup();
    const s = loginAs(['GERENCIAR_REGRAS']);
    let regras = [
      regra(1, 'Ações sem sobreposição', 'Duas ações do mesmo defensor não podem ter dias em comum.', true, 4),
      regra(11, 'Até 2 defensorias por substituto', 'Um defensor substitui no máximo 2 defensorias ao mesmo tempo, além da sua.', false),
    ];
    const { calls } = mockApi(s, (c) => {
      if (c.method === 'GET' && c.path === 'rules') return { body: [regras, regras.length] };
      if (c.method === 'PUT' && c.path === 'rules/1') {
        regras = regras.map((r) => (r.id === 1 ? { ...r, ativa: false, versao: 5 } : r));
        return { body: { message: 'Regra atualizada.', versao: 5 } };
      }
      return undefined;
    });
    renderPage(<RegrasPage />, { route: '/regras', path: '/regras', me: s.me });
    expect(screen.getByRole('heading', { name: 'Regras de Validação de Ações' })).toBeInTheDocument();
    expect(screen.getByText('Controle de regras para validações dos benefícios.')).toBeInTheDocument();
    expect(await screen.findByText('Duas ações do mesmo defensor não podem ter dias em comum.')).toBeInTheDocument();
    const cabecalho = screen.getByRole('table').querySelector('thead')!.textContent;
    for (const t of ['Nome', 'Descrição', 'Ativo']) expect(cabecalho).toContain(t);
    expect(calls.find((c) => c.path === 'rules')!.query.toString()).toBe('skip=0&take=12');
    expect(screen.getByRole('switch', { name: 'Ativo: Ações sem sobreposição' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ativo: Até 2 defensorias por substituto' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Ativo: Ações sem sobreposição' }));
    expect(await screen.findByText('Regra atualizada.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ativa: false, versao: 4 });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativo: Ações sem sobreposição' })).not.toBeChecked());
  });

  it('a refused change shows the server message and the table reloads what is stored', async () => {
    const user = userEvent.setup();
    const s = loginAs(['GERENCIAR_REGRAS']);
    const regras = [regra(3, 'Férias de período adquirido', 'As férias só começam depois de adquirido o período.', true, 2)];
    const { calls } = mockApi(s, (c) => {
      if (c.method === 'GET' && c.path === 'rules') return { body: [regras, 1] };
      if (c.method === 'PUT') return { status: 409, body: { message: 'O registro foi alterado por outra pessoa depois que você o abriu.', versaoAtual: 3 } };
      return undefined;
    });
    renderPage(<RegrasPage />, { route: '/regras', path: '/regras', me: s.me });
    await user.click(await screen.findByRole('switch', { name: 'Ativo: Férias de período adquirido' }));
    expect(await screen.findByText('O registro foi alterado por outra pessoa depois que você o abriu.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === 'rules')).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Ativo: Férias de período adquirido' })).toBeChecked();
  });
});
