import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDataHora } from '@sgi/domain';
import type { ReactNode } from 'react';

/** The audit fields every record detail carries (cadastros-relatorios §3). */
export interface AuditInfo {
  editadoEm?: string | null;
  editadoPor?: { username: string } | null;
}

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
  children: ReactNode;
}

/** The shell shared by every create/edit form (DESIGN §9). */
export function FormPage({ title, actions, audit, loading, children }: FormPageProps) {
  const auditoria = audit ? auditText(audit) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2}>{title}</Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
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
