import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** After a success, goes to `destino` once `ms` have passed (the spec's 3 s and 5 s redirects). */
export function useRedirecionarApos(quando: boolean, destino: string, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!quando) return;
    const t = setTimeout(() => navigate(destino, { replace: true }), ms);
    return () => clearTimeout(t);
  }, [quando, destino, ms, navigate]);
}
