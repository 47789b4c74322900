import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import HomePage from '../features/home/home-page';
import { useMe } from '../lib/auth';
import { getModulo } from '../lib/session';

// Its own chunk: the calendar and the tables load only for who enters the Férias module.
const PainelFeriasPage = lazy(() => import('../features/painel-ferias/painel-ferias-page'));

/** The module chosen for the Férias home (cadastros-relatorios §1: Ferias 1, shown 'Lotações'). */
const MODULO_FERIAS = 1;

/**
 * The home ('/'): the Férias module has its own (§2.16: calendar, the day's summary and each defender's situation; its
 * calls need LOTACAO_ENUMERATE, which is what entering the module takes); the other modules keep the greeting and the
 * shortcuts of features/home.
 */
export default function InicioPage() {
  const { data: me } = useMe();
  if (me?.escopo !== 'usuario' || getModulo() !== MODULO_FERIAS) return <HomePage />;
  return (
    <Suspense
      fallback={
        <Center h="40vh">
          <Loader aria-label="Carregando" />
        </Center>
      }
    >
      <PainelFeriasPage />
    </Suspense>
  );
}
