import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../lib/api-client';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import { erroNosCampos } from './form-errors';
import { FormPage, SOMENTE_LEITURA, useRegistroDaRota } from './form-page';

const registroQuery = (id: number) =>
  queryOptions({ queryKey: ['registro', 'detalhe', id], queryFn: () => api<{ id: number; nome: string }>(`registro/${id}`) });

function Pagina() {
  const { criando, registro, carregando } = useRegistroDaRota(registroQuery);
  if (criando) return <p>novo registro</p>;
  if (registro) return <p>editando {registro.nome}</p>;
  return (
    <FormPage title="Editar registro" loading={carregando}>
      <p>Registro não encontrado.</p>
    </FormPage>
  );
}

const abrir = (route: string) => {
  const s = loginAs([]);
  const { calls } = mockApi(s, (c) => (c.path === 'registro/3' ? { body: { id: 3, nome: 'Três' } } : undefined));
  renderPage(<Pagina />, { route, path: route.startsWith('/r/editar') ? '/r/editar/:id' : '/r/criar', me: s.me });
  return calls;
};

describe('useRegistroDaRota', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the create form on /criar without asking the server', async () => {
    const semId = abrir('/r/criar');
    expect(await screen.findByText('novo registro')).toBeInTheDocument();
    expect(semId).toHaveLength(0);
  });

  it('loads the record named by the route', async () => {
    const calls = abrir('/r/editar/3');
    expect(await screen.findByText('editando Três')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['registro/3']);
  });

  it('a malformed id is not found at once, without asking the server', async () => {
    const calls = abrir('/r/editar/3x');
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('FormPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains greyed fields to a user who may read but not save, and says nothing to one who may', () => {
    mockApi();
    const { unmount } = renderPage(
      <FormPage title="Editar registro" somenteLeitura>
        <input aria-label="Nome" disabled />
      </FormPage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Somente consulta');
    expect(screen.getByRole('alert')).toHaveTextContent(SOMENTE_LEITURA);
    expect(SOMENTE_LEITURA).toBe('Você pode consultar este registro, mas não tem permissão para alterá-lo.');
    unmount();
    renderPage(
      <FormPage title="Editar registro">
        <input aria-label="Nome" />
      </FormPage>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits for the record before explaining', () => {
    mockApi();
    renderPage(
      <FormPage title="Editar registro" somenteLeitura loading>
        <input aria-label="Nome" />
      </FormPage>,
    );
    expect(screen.queryByText(SOMENTE_LEITURA)).not.toBeInTheDocument();
  });
});

describe('erroNosCampos', () => {
  it("puts the server's first message per field on the form, renamed where the form holds it elsewhere", () => {
    const setErrors = vi.fn();
    const onError = erroNosCampos({ setErrors }, { papel: 'papelId' });
    const erros = onError(new ApiError(400, 'Dados inválidos', { 'papel.id': ['Selecione um papel.', 'outra'], nome: ['Nome é obrigatório.'] }));
    expect(setErrors).toHaveBeenCalledWith({ papelId: 'Selecione um papel.', nome: 'Nome é obrigatório.' });
    expect(erros).toEqual({ papelId: 'Selecione um papel.', nome: 'Nome é obrigatório.' });
  });

  it('leaves the form alone for an error without field errors (the toast is enough)', () => {
    const setErrors = vi.fn();
    expect(erroNosCampos({ setErrors })(new ApiError(409, 'Já existe.'))).toBeNull();
    expect(erroNosCampos({ setErrors })(new Error('rede'))).toBeNull();
    expect(setErrors).not.toHaveBeenCalled();
  });
});
