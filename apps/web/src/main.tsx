import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { setAoExpirar } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createRouter();

// A 401 anywhere: forget cached data and go to login, remembering where the user was.
setAoExpirar(() => {
  queryClient.clear();
  const atual = window.location.pathname;
  if (atual !== '/login') void router.navigate('/login', { replace: true, state: { de: atual } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
