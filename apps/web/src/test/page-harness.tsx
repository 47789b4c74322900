import { MantineProvider } from '@mantine/core';
import { theme } from '../app/theme';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { meQuery, type Me } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

// mantine-datatable asks matchMedia('') for columns without a media query; browsers answer true for the
// empty query, the shared jsdom stub answers false for everything, which would hide every column.
const stubMatchMedia = window.matchMedia;
window.matchMedia = ((query: string) => ({ ...stubMatchMedia(query), matches: query.trim() === '' })) as typeof window.matchMedia;

function Provedores({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider env="test" theme={theme}>
        <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <Notifications />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

function clienteCom(me: Me | undefined) {
  const client = createQueryClient();
  // The app's Guard renders a screen only after auth/me has loaded; `me` reproduces that.
  if (me) client.setQueryData(meQuery().queryKey, me);
  return client;
}

/** Renders a screen with the app's providers at `route`, matched against `path` (e.g. '/papeis/editar/:id'). */
export function renderPage(
  ui: ReactNode,
  { route = '/', path = '*', extraRoutes = [] as { path: string; element: ReactNode }[], me = undefined as Me | undefined } = {},
) {
  return render(
    <Provedores client={clienteCom(me)}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extraRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </Provedores>,
  );
}

/** Renders routes in a data router (as the app does: the shell's useNavigation needs one) at `route`. */
export function renderRoutes(routes: RouteObject[], { route = '/', me = undefined as Me | undefined } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  return { router, ...render(<Provedores client={clienteCom(me)}><RouterProvider router={router} /></Provedores>) };
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: ApiCall) => { status?: number; body?: unknown } | undefined;

/**
 * Replaces fetch with a fake API: each call is recorded and answered by the first handler that returns a
 * reply; an unanswered call is a 404 so a test never passes on a request it did not expect.
 */
export function mockApi(...handlers: Handler[]) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      // A multipart upload is kept as the FormData it is; any other body is the JSON the client wrote.
      body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const reply = handlers.map((h) => h(call)).find(Boolean) ?? { status: 404, body: { message: `Sem resposta para ${call.method} ${call.path}` } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A logged-in session: GET auth/me answers with these permissions; `.me` is that answer, for renderPage. */
export function loginAs(permissoes: string[], extra: Partial<Me> = {}): Handler & { me: Me } {
  localStorage.setItem('sgi.token', 'token-de-teste');
  const me: Me = {
    id: 1,
    escopo: 'usuario',
    username: 'admin',
    nome: 'Administrador',
    cpf: null,
    permissoes,
    navbar: true,
    corfundotabela: '#e5e5e5',
    corletratabela: '#000000',
    ...extra,
  };
  const handler: Handler = (c) => (c.method === 'GET' && c.path === 'auth/me' ? { body: me } : undefined);
  return Object.assign(handler, { me });
}
