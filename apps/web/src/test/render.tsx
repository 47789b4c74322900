import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

/** Renders routes in memory with the app's providers; returns the router to inspect the location. */
export function renderRoutes(routes: RouteObject[], initial: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const utils = render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export const rota = (path: string, element: ReactElement): RouteObject => ({ path, element });

type Resposta = { status?: number; body?: unknown };

/** Replaces fetch with a table of 'METHOD /api/path' → answer; records every call. */
export function mockApi(respostas: Record<string, Resposta | ((body: unknown) => Resposta)>) {
  const chamadas: { metodo: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const metodo = init?.method ?? 'GET';
    const caminho = url.split('?')[0]!;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    chamadas.push({ metodo, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const r = respostas[`${metodo} ${caminho}`];
    const resposta = typeof r === 'function' ? r(body) : r;
    if (!resposta) return new Response(JSON.stringify({ message: 'Recurso não encontrado.' }), { status: 404 });
    return new Response(resposta.body === undefined ? '' : JSON.stringify(resposta.body), { status: resposta.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return chamadas;
}
