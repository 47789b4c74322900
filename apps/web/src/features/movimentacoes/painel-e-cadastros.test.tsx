import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import ConfiguracoesPage from './configuracoes-page';
import PainelMovimentacoesPage from './painel-movimentacoes-page';
import TiposListPage from './tipos-list-page';

URL.createObjectURL ??= () => 'blob:teste';
URL.revokeObjectURL ??= () => undefined;

// recharts measures its container; jsdom has no layout.
class ResizeObserverFalso {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const PAINEL = {
  linhas: [
    {
      defensor_id: 5,
      defensor_nome: 'Ana Lima',
      referencias: [
        { data_referencia: '2026-08', data_prazo: '2026-09-10', defensoria_id: 9, nucleo_id: null, local: '1ª Defensoria Cível', situacao: 'entregue', entregas: [{ movimento_id: 40, data_recebimento: '2026-09-05', atendimentos: 15, civel: true, criminal: false }] },
        { data_referencia: '2026-09', data_prazo: '2026-10-13', defensoria_id: 9, nucleo_id: null, local: '1ª Defensoria Cível', situacao: 'atrasada', entregas: [{ movimento_id: 41, data_recebimento: '2026-10-20', atendimentos: 3, civel: true, criminal: true }] },
        { data_referencia: '2026-10', data_prazo: '2026-11-10', defensoria_id: 9, nucleo_id: null, local: '1ª Defensoria Cível', situacao: 'pendente_vencida', entregas: [] },
      ],
    },
  ],
  totais: [
    { referencia: '2026-08', entregues: 1, atrasadas: 0, pendentes: 0 },
    { referencia: '2026-09', entregues: 0, atrasadas: 1, pendentes: 0 },
    { referencia: '2026-10', entregues: 0, atrasadas: 0, pendentes: 1 },
  ],
};

const opcoes = (c: ApiCall) => {
  if (c.path === 'defensor/opcoes') return { body: [{ id: 5, nome: 'Ana Lima', ativo: true }] };
  if (c.path === 'defensoria') return { body: [[{ id: 9, nome: '1ª Defensoria Cível' }], 1] };
  if (c.path === 'nucleo') return { body: [[], 0] };
  return undefined;
};

describe('PainelMovimentacoesPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('ResizeObserver', ResizeObserverFalso);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each month pending or delivered with deadline and deliveries, the totals, and keeps the filters in the URL', async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, opcoes, (c) => (c.path.startsWith('dashboard/movimentacoes/') ? { body: PAINEL } : undefined));
    renderPage(<PainelMovimentacoesPage />, { route: '/?referenciaI=2026-08&referenciaF=2026-10', path: '/', me: s.me });
    const tabela = await screen.findByRole('table', { name: 'Entregas por defensor' });
    await within(tabela).findByText('Entregue com atraso');
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas.map((l) => within(l).getAllByRole('cell').slice(1, 5).map((c) => c.textContent))).toEqual([
      ['08/2026', '1ª Defensoria Cível', '10/09/2026', 'Entregue'],
      ['09/2026', '1ª Defensoria Cível', '13/10/2026', 'Entregue com atraso'],
      ['10/2026', '1ª Defensoria Cível', '10/11/2026', 'Pendente, prazo vencido'],
    ]);
    expect(within(linhas[0]!).getByRole('link', { name: '05/09/2026' })).toHaveAttribute('href', '/movimentacoes/edit/40?ehnucleo=false');
    const grafico = screen.getByRole('region', { name: 'Entregas por mês' });
    expect(within(grafico).getByText('No prazo: 1')).toBeInTheDocument();
    expect(within(grafico).getByText('Com atraso: 1')).toBeInTheDocument();
    expect(within(grafico).getByText('Pendentes: 1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'dashboard/movimentacoes/2026-08')!.query.get('referenciaf')).toBe('2026-10');

    // Filtrar applies the chosen defender (the URL keeps it).
    await user.click(screen.getByRole('combobox', { name: 'Defensor' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Lima' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'dashboard/movimentacoes/2026-08').at(-1)!.query.get('defensorId')).toBe('5'));
  });

  it('Imprimir asks the API for the PDF of the filters applied', async () => {
    const user = userEvent.setup();
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, opcoes, (c) =>
      c.path === 'dashboard/movimentacoes/2026-08/pdf' ? { body: '%PDF-1.7' } : c.path.startsWith('dashboard/movimentacoes/') ? { body: PAINEL } : undefined,
    );
    renderPage(<PainelMovimentacoesPage />, { route: '/?referenciaI=2026-08&referenciaF=2026-10&defensoriaId=9', path: '/', me: s.me });
    await within(await screen.findByRole('table', { name: 'Entregas por defensor' })).findByText('Entregue com atraso');
    // The home's own Imprimir (the API's PDF with the totals) comes before the table's print of its rows.
    await user.click(screen.getAllByRole('button', { name: 'Imprimir' })[0]!);
    await waitFor(() => expect(baixados).toEqual(['movimentacoes-2026-08-2026-10.pdf']));
    expect(Object.fromEntries(calls.find((c) => c.path === 'dashboard/movimentacoes/2026-08/pdf')!.query)).toEqual({ referenciaf: '2026-10', defensoriaId: '9' });
  });
});

describe('TiposListPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('lists the defensoria types, the Núcleos checkbox the núcleo ones, with Inicial and Descrição', async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE', 'MOVIMENTACAO_CREATE']);
    const { calls } = mockApi(s, (c) =>
      c.path === 'movimentacao/tipo'
        ? {
            body:
              c.query.get('nucleo') === 'true'
                ? [[{ id: 3, descricao: 'Mediação', inicial: false, nucleo: true, editadoPor: null, versao: 1 }], 1]
                : [[{ id: 1, descricao: 'Petição inicial', inicial: true, nucleo: false, editadoPor: null, versao: 1 }], 1],
          }
        : undefined,
    );
    renderPage(<TiposListPage />, { route: '/movimentacoes/tipos', path: '/movimentacoes/tipos', me: s.me });
    const linha = (await screen.findByText('Petição inicial')).closest('tr')!;
    expect([...linha.querySelectorAll('td')].map((c) => c.textContent).slice(0, 2)).toEqual(['Sim', 'Petição inicial']);
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/movimentacoes/tipos/create');
    await user.click(screen.getByRole('checkbox', { name: 'Núcleos' }));
    expect(await screen.findByText('Mediação')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'movimentacao/tipo').at(-1)!.query.get('nucleo')).toBe('true');
  });
});

describe('ConfiguracoesPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('chooses the types that require process numbers and switches the reminder, sending each key with its version', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ADMIN_ACTIONS']);
    const { calls } = mockApi(s, (c) => {
      if (c.path === 'app/configuracoes' && c.method === 'GET') return { body: [{ chave: 1, valor: '1', versao: 3 }, { chave: 2, valor: 'false', versao: 1 }] };
      if (c.path === 'app/configuracoes' && c.method === 'PUT') return { body: { message: 'Configuração salva.' } };
      if (c.path === 'movimentacao/tipo')
        return {
          body: [
            [
              { id: 1, descricao: 'Petição inicial', inicial: true, nucleo: false, editadoPor: null, versao: 1 },
              { id: 3, descricao: 'Mediação', inicial: false, nucleo: true, editadoPor: null, versao: 1 },
            ],
            2,
          ],
        };
      return undefined;
    });
    renderPage(<ConfiguracoesPage />, { route: '/movimentacoes/configuracoes', path: '/movimentacoes/configuracoes', me: s.me });
    expect(await screen.findAllByText('D — Petição inicial')).not.toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Tipos que exigem números de processo' }));
    await user.click(await screen.findByRole('option', { name: 'N — Mediação' }));
    await user.click(screen.getByRole('switch', { name: /Lembrete por e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configuração salva.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual([
      { chave: 1, valor: '1,3', versao: 3 },
      { chave: 2, valor: 'true', versao: 1 },
    ]);
  });
});
