import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { datasCompletas, mesclarSugestao, type AcaoValores } from './acao-form';
import { sugestaoQuery } from './api';

/**
 * The substitutions table follows the dates (issue 14): once both are typed and in order, the defender's offices in
 * those days come with the suggested substitute (GET substituicao/sugestao), merged into what the user already chose.
 * Only the answer to the latest dates is used. Without SUBSTITUICAO_CREATE nothing is asked: no row could be added.
 */
export function useSugestaoDeSubstituicoes(form: UseFormReturnType<AcaoValores>, defensorId: number, ativo: boolean) {
  const qc = useQueryClient();
  const [estado, setEstado] = useState<{ aviso: string | null; sugerindo: boolean }>({ aviso: null, sugerindo: false });
  const ultimo = useRef('');

  const sugerir = (inicio: string | null, fim: string | null) => {
    if (!ativo || !datasCompletas(inicio, fim)) return;
    const pedido = `${inicio}|${fim}`;
    if (pedido === ultimo.current) return;
    ultimo.current = pedido;
    setEstado((e) => ({ ...e, sugerindo: true }));
    qc.fetchQuery(sugestaoQuery(defensorId, inicio, fim!)).then(
      (r) => {
        if (ultimo.current !== pedido) return;
        form.setFieldValue('substituicoes', mesclarSugestao(form.getValues().substituicoes, r.substituicoes));
        setEstado({ aviso: r.aviso, sugerindo: false });
      },
      // The query cache already showed the error toast; the table keeps what it had.
      () => {
        if (ultimo.current === pedido) setEstado({ aviso: null, sugerindo: false });
      },
    );
  };
  return { ...estado, sugerir };
}
