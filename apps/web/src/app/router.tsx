import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import ErrorPage from './error-page';
import { Guard } from './guard';
import NotFoundPage from './not-found-page';
import { SCREENS, type Screen } from './screens';
import { Shell } from './shell';

/** Each screen is its own chunk, loaded when first visited (DESIGN §9). */
function rota(screen: Screen): RouteObject {
  return {
    path: screen.path,
    lazy: async () => {
      const { default: Page } = await screen.load();
      return {
        Component:
          screen.layout === 'principal'
            ? () => (
                <Guard screen={screen}>
                  <Page />
                </Guard>
              )
            : Page,
      };
    },
  };
}

export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <ErrorPage />,
      // Shown while the first screen's chunk loads, instead of a blank page.
      hydrateFallbackElement: (
        <Center h="100vh">
          <Loader aria-label="Carregando" />
        </Center>
      ),
      children: [
        ...SCREENS.filter((s) => s.layout === 'publico').map(rota),
        {
          element: <Shell />,
          errorElement: <ErrorPage />,
          children: [...SCREENS.filter((s) => s.layout === 'principal').map(rota), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ]);
}
