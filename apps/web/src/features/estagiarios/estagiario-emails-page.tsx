import { incluiSemAcento } from '@sgi/domain';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useTableState } from '../../components/table-state';
import { useInativos } from '../../components/use-inativos';
import { notify } from '../../lib/notify';
import { emailsQuery } from './api';

interface Linha {
  nome: string;
  email: string;
}

const COLUNAS: DataTableColumn<Linha>[] = [
  { accessor: 'nome', title: 'Nome' },
  { accessor: 'email', title: 'E-mail' },
];

/** 'a@x; b@y': ready to paste in a mail client's recipients. */
export const juntarEmails = (linhas: Linha[]) => linhas.map((l) => l.email).join('; ');

/**
 * The intern e-mail list (cadastros-relatorios §2.3): every intern's name and e-mail (all in one answer, paged here)
 * and a button that copies all the addresses shown by the filter, not only the current page.
 */
export default function EstagiarioEmailsPage() {
  const [tabela, setTabela] = useTableState();
  const [inativos, setInativos] = useInativos();
  const { data = [], isFetching } = useQuery(emailsQuery(inativos));
  const filtradas = data.filter((l) => incluiSemAcento(l.nome, tabela.filter) || incluiSemAcento(l.email, tabela.filter));
  const inicio = (tabela.page - 1) * tabela.pageSize;

  async function copiar() {
    try {
      await navigator.clipboard.writeText(juntarEmails(filtradas));
      notify.sucesso(`${filtradas.length} e-mail(s) copiado(s).`);
    } catch {
      // Not an API call: without clipboard access (insecure origin, denied) the central toast would say nothing useful.
      notify.erro('Não foi possível copiar os e-mails. Verifique a permissão de acesso à área de transferência.');
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>E-mails dos estagiários</Title>
        <Button component={Link} to="/estagiario" variant="default" leftSection={<IconArrowLeft size={16} />}>
          Estagiários
        </Button>
      </Group>
      <DataTable
        tableKey="estagiarios-emails"
        title="E-mails dos estagiários"
        columns={COLUNAS}
        records={filtradas.slice(inicio, inicio + tabela.pageSize)}
        totalRecords={filtradas.length}
        todosRegistros={filtradas}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        filterPlaceholder="Filtrar por nome ou e-mail"
        idAccessor={(l) => `${l.email}|${l.nome}`}
        toolbar={
          <>
            <Checkbox
              label="Inativos"
              size="xs"
              checked={inativos}
              onChange={(e) => setInativos(e.currentTarget.checked)}
            />
            <Button size="xs" leftSection={<IconCopy size={16} />} disabled={filtradas.length === 0} onClick={copiar}>
              Copiar e-mails
            </Button>
          </>
        }
      />
      <Text size="xs" c="dimmed">
        Os e-mails são copiados separados por ponto e vírgula.
      </Text>
    </Stack>
  );
}
