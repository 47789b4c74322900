import { Navigate, useParams } from 'react-router';

/**
 * /acoes/editar/{id}: the address the actions' e-mails link to (ADR 062, like the other registers' /editar) opens the
 * form of /acoes/edit/{id} (§2.19).
 */
export default function EditarAcaoRedirect() {
  const { id } = useParams();
  return <Navigate to={`/acoes/edit/${id ?? ''}`} replace />;
}
