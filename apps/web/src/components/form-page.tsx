import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDataHora, type Auditoria } from '@sgi/domain';
import { IconList, IconLock, IconTrash } from '@tabler/icons-react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

/** The audit fields of a record detail the form shows (the domain's auditoriaSchema, cadastros-relatorios §3). */
export type AuditInfo = Partial<Pick<Auditoria, 'editadoEm' | 'editadoPor'>>;

/** 'Última alteração por {username} em {dd/MM/yyyy HH:mm}'; without a known user (seed, system) just the date. */
export function auditText(audit: AuditInfo): string | null {
  if (!audit.editadoEm) return null;
  const quando = formatDataHora(audit.editadoEm);
  return audit.editadoPor ? `Última alteração por ${audit.editadoPor.username} em ${quando}` : `Última alteração em ${quando}`;
}

interface FormPageProps {
  title: string;
  /** top-right buttons: Histórico, Listagem/Voltar, Excluir */
  actions?: ReactNode;
  /** the record's audit fields; omitted while creating */
  audit?: AuditInfo | null;
  /** true while the record is loading: shows a loader instead of the form */
  loading?: boolean;
  /** the user may read but not save (no _UPDATE/_CREATE): the greyed fields get an explanation above them */
  somenteLeitura?: boolean;
  children: ReactNode;
}

/** Why the fields are greyed (not in the spec's catalogue, ADR 031). */
export const SOMENTE_LEITURA = 'Você pode consultar este registro, mas não tem permissão para alterá-lo.';

/** The shell shared by every create/edit form (DESIGN §9). */
export function FormPage({ title, actions, audit, loading, somenteLeitura, children }: FormPageProps) {
  const auditoria = audit ? auditText(audit) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2}>{title}</Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {somenteLeitura && !loading && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} title="Somente consulta">
          {SOMENTE_LEITURA}
        </Alert>
      )}
      {loading ? (
        <Center mih={200}>
          <Loader aria-label="Carregando" />
        </Center>
      ) : (
        children
      )}
      {auditoria && !loading && (
        <Text size="xs" c="dimmed">
          {auditoria}
        </Text>
      )}
    </Stack>
  );
}

/** 'Listagem': back to the register's list, top right of its form. */
export function ListagemButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconList size={16} />}>
      Listagem
    </Button>
  );
}

/** The red 'Excluir' of a form's header; `onClick` asks first (confirmDelete). */
export function ExcluirButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} loading={loading} onClick={onClick}>
      Excluir
    </Button>
  );
}

/** The form's submit, bottom right: 'Salvar' on a saved record, 'Cadastrar' on a new one. */
export function SalvarButton({ editando, loading }: { editando: boolean; loading: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading}>
        {editando ? 'Salvar' : 'Cadastrar'}
      </Button>
    </Group>
  );
}

/**
 * The record of a form route: `criando` on /criar (no :id), else the record of /editar/:id once loaded.
 * A malformed :id is not asked for and is at once 'not found' (`carregando` false, no `registro`).
 */
export function useRegistroDaRota<T, K extends QueryKey>(consulta: (id: number) => UseQueryOptions<T, Error, T, K>) {
  const { id } = useParams();
  const registroId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : NaN;
  const valido = registroId !== null && !Number.isNaN(registroId);
  const { data, isPending, refetch } = useQuery({ ...consulta(registroId ?? 0), enabled: valido });
  // The form edits the record AS READ (ADR 022): a background refetch must not swap the version the save sends
  // back, or a save would silently overwrite a change it never showed. Only `recarregar` moves it on.
  const [lido, setLido] = useState<{ id: number | null; registro: T; recargas: number } | null>(null);
  if (data !== undefined && (!lido || lido.id !== registroId)) setLido({ id: registroId, registro: data, recargas: 0 });
  const registro = lido && lido.id === registroId ? lido.registro : undefined;
  const recarregar = useCallback(async () => {
    const { data: atual } = await refetch();
    if (atual !== undefined) setLido((l) => ({ id: registroId, registro: atual, recargas: (l?.recargas ?? 0) + 1 }));
  }, [refetch, registroId]);
  return {
    criando: registroId === null,
    registro,
    carregando: isPending && valido,
    /** the form's React key: a reload remounts the form with the current version */
    chave: `${registroId ?? 'novo'}:${lido?.recargas ?? 0}`,
    recarregar,
  };
}
