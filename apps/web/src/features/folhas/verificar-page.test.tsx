import { formatDataHora } from '@sgi/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test/page-harness';
import VerificarFolhaPage from './verificar-page';

const CODIGO = 'K7QM-3XPA-0000-1111-2222';
const VERIFICACAO = {
  codigo: CODIGO,
  estagiario: { nome: 'Maria da Silva', cpf: '***.982.247-**' },
  ano: 2025,
  mes: 9,
  status: 4,
  assinaturas: [
    { perfilAssinante: 1, nome: 'Maria da Silva', criadoEm: '2025-10-01T12:00:00.000Z' },
    { perfilAssinante: 2, nome: 'Dr. João Souza', criadoEm: '2025-10-02T13:30:00.000Z' },
    { perfilAssinante: 3, nome: 'Carla Setor', criadoEm: '2025-10-03T14:45:00.000Z' },
  ],
};

const abrir = (codigo: string) => renderPage(<VerificarFolhaPage />, { route: `/verificar/${codigo}`, path: '/verificar/:codigo' });

describe('VerificarFolhaPage (public)', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('without a session: confirms the intern, the masked CPF, the month, the status and each signature', async () => {
    const { calls } = mockApi((c) => (c.path === `verificar/${CODIGO}` ? { body: VERIFICACAO } : undefined));
    abrir(CODIGO);
    expect(await screen.findByText('Folha de frequência autêntica')).toBeInTheDocument();
    expect(screen.getAllByText('Maria da Silva').length).toBeGreaterThan(0);
    expect(screen.getByText('***.982.247-**')).toBeInTheDocument();
    expect(screen.getByText('setembro de 2025')).toBeInTheDocument();
    expect(screen.getByText('Concluída')).toBeInTheDocument();
    const assinaturas = within(screen.getByRole('list', { name: 'Assinaturas' })).getAllByRole('listitem');
    expect(assinaturas.map((a) => a.textContent)).toEqual([
      `EstagiárioMaria da Silva, ${formatDataHora('2025-10-01T12:00:00.000Z')}`,
      `SupervisorDr. João Souza, ${formatDataHora('2025-10-02T13:30:00.000Z')}`,
      `Setor de EstágioCarla Setor, ${formatDataHora('2025-10-03T14:45:00.000Z')}`,
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('an unknown code shows the server’s message in place', async () => {
    mockApi((c) => (c.path.startsWith('verificar/') ? { status: 404, body: { message: 'Código de verificação não encontrado.' } } : undefined));
    abrir('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByText('Código de verificação não encontrado.')).toBeInTheDocument();
    expect(screen.getByText(/Confira o código impresso no rodapé da folha \(ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ\)/)).toBeInTheDocument();
    expect(screen.queryByText('Folha de frequência autêntica')).not.toBeInTheDocument();
  });
});
