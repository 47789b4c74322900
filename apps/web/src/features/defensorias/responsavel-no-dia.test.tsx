import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataIsoLocal } from '@sgi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import { ResponsavelNoDiaButton } from './responsavel-no-dia';

const CIVEL = { id: 31, nome: '1ª Defensoria Cível' };
const lotado = (extra: object) => ({ lotacao_id: 1, tipo: 2, defensor: { id: 5, nome: 'Ana Lima' }, data_inicial: '2016-03-01', data_final: null, afastamento: null, substituto: null, anotacao: null, ...extra });

describe('ResponsavelNoDiaButton', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks today first, then the date typed: the titular away, who stood in and who answered', async () => {
    const user = userEvent.setup();
    const s = loginAs(['DEFENSORIA_READ']);
    const { calls } = mockApi(s, (c) => {
      if (c.path === `defensoria/31/responsavel/${dataIsoLocal()}`) return { body: { defensoria: CIVEL, data: dataIsoLocal(), lotados: [lotado({})], responsaveis: [{ id: 5, nome: 'Ana Lima' }] } };
      if (c.path === 'defensoria/31/responsavel/2025-07-10') {
        return {
          body: {
            defensoria: CIVEL,
            data: '2025-07-10',
            lotados: [
              lotado({ afastamento: { periodo_id: 20, tipo: 0, data_inicial: '2025-07-01', data_final: '2025-07-30', motivo: 'Férias de julho' }, substituto: { id: 7, nome: 'Bruno Souza' }, anotacao: 'Pauta da manhã' }),
              lotado({ lotacao_id: 2, tipo: 4, defensor: { id: 9, nome: 'Davi Nunes' }, afastamento: { periodo_id: 21, tipo: 1, data_inicial: '2025-07-10', data_final: '2025-07-10', motivo: null } }),
            ],
            responsaveis: [{ id: 7, nome: 'Bruno Souza' }],
          },
        };
      }
      if (c.path === 'defensoria/31/responsavel/2030-01-02') return { body: { defensoria: CIVEL, data: '2030-01-02', lotados: [], responsaveis: [] } };
      return undefined;
    });
    renderPage(<ResponsavelNoDiaButton defensoria={CIVEL} />, { me: s.me });
    await user.click(screen.getByRole('button', { name: 'Quem respondeu' }));
    const modal = await screen.findByRole('dialog', { name: 'Quem respondeu pela 1ª Defensoria Cível' });
    expect(await within(modal).findByText('Ana Lima', { selector: 'div' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === `defensoria/31/responsavel/${dataIsoLocal()}`)).toBe(true);

    const data = within(modal).getByRole('textbox', { name: 'Data' });
    await user.clear(data);
    await user.type(data, '10/07/2025');
    expect(await within(modal).findByText('Respondeu pela defensoria em 10/07/2025')).toBeInTheDocument();
    const linhas = within(within(modal).getByRole('table', { name: 'Lotados no dia' })).getAllByRole('row').slice(1);
    expect(linhas.map((l) => l.textContent)).toEqual([
      'Ana LimaTitularidadeFérias de 01/07/2025 a 30/07/2025Férias de julhoBruno SouzaPauta da manhã',
      'Davi NunesDesignaçãoFolga Natalícia em 10/07/2025Sem substituto',
    ]);

    await user.clear(data);
    await user.type(data, '02/01/2030');
    expect(await within(modal).findByText('Ninguém respondeu pela defensoria em 02/01/2030')).toBeInTheDocument();
    expect(within(modal).getByText('Não há defensor lotado na defensoria nesse dia.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('defensoria/31/responsavel/'))).toHaveLength(3));
  });
});
