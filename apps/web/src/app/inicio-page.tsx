import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import HomePage from '../features/home/home-page';
import type { Permissao } from '@sgi/domain';
import { useMe, usePermissoes } from '../lib/auth';
import { getModulo } from '../lib/session';

// Its own chunk: the calendar and the tables load only for who enters the Férias module.
const PainelFeriasPage = lazy(() => import('../features/painel-ferias/painel-ferias-page'));
const PainelMovimentacoesPage = lazy(() => import('../features/movimentacoes/painel-movimentacoes-page'));

/**
 * The modules with a home of their own (cadastros-relatorios §1: Ferias 1, shown 'Lotações'; Movimentacoes 2) and the
 * permission their calls need (§6: the module's gate).
 */
const PAINEL_DO_MODULO: Record<number, { Painel: ReturnType<typeof lazy>; permissao: Permissao }> = {
  1: { Painel: PainelFeriasPage, permissao: 'LOTACAO_ENUMERATE' },
  2: { Painel: PainelMovimentacoesPage, permissao: 'MOVIMENTACAO_ENUMERATE' },
};

/**
 * The home ('/'): the Férias module has its own (§2.16: calendar, the day's summary and each defender's situation), the
 * Movimentações module its own (§2.12: who delivered each month); the other modules, and a user without the module's
 * permission, keep the greeting and the shortcuts of features/home.
 */
export default function InicioPage() {
  const { data: me } = useMe();
  const { pode } = usePermissoes();
  const modulo = getModulo();
  const painel = me?.escopo === 'usuario' && modulo !== null ? PAINEL_DO_MODULO[modulo] : undefined;
  if (!painel || !pode(painel.permissao)) return <HomePage />;
  const { Painel } = painel;
  return (
    <Suspense
      fallback={
        <Center h="40vh">
          <Loader aria-label="Carregando" />
        </Center>
      }
    >
      <Painel />
    </Suspense>
  );
}
