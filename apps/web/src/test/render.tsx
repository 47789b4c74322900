import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

export interface Chamada {
  metodo: string;
  url: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Respostas = Record<string, { status?: number; body?: unknown }>;

/**
 * Fake API for screen tests: replies keyed 'METHOD /api/path' (query string ignored); every call is recorded.
 * An unexpected call gets 404, so a test cannot pass on a request it did not plan for.
 */
export function mockApi(respostas: Respostas): Chamada[] {
  const chamadas: Chamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const metodo = init?.method ?? 'GET';
      chamadas.push({
        metodo,
        url: url.pathname + url.search,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      });
      const r = respostas[`${metodo} ${url.pathname}`] ?? { status: 404, body: { message: 'Não encontrado.' } };
      return new Response(r.body === undefined ? null : JSON.stringify(r.body), {
        status: r.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return chamadas;
}

export const rota = (path: string, element: ReactNode): RouteObject => ({ path, element });

/** Renders routes with the app's providers in a memory router starting at `inicial`. */
export function renderRoutes(routes: RouteObject[], inicial = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [inicial] });
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <Notifications />
            <RouterProvider router={router} />
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
