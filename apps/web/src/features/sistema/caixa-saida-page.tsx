import { ActionIcon, Alert, Badge, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatDataHora, MASCARA_SEGREDO, STATUS_EMAIL, type EmailSaida, type StatusEmail } from '@sgi/domain';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { caixaSaidaQuery } from './caixa-saida-api';

const SITUACAO: Record<StatusEmail, { label: string; cor: string }> = {
  PENDENTE: { label: 'Pendente', cor: 'yellow' },
  ENVIANDO: { label: 'Enviando', cor: 'blue' },
  ENVIADO: { label: 'Enviado', cor: 'green' },
  FALHOU: { label: 'Falhou', cor: 'red' },
};
const AVISO_SEGREDO = `Códigos de recuperação e links de acesso aparecem como ${MASCARA_SEGREDO}: são gerados no envio e só o destinatário os recebe.`;
const situacao = (e: EmailSaida) => SITUACAO[e.status as StatusEmail]?.label ?? e.status;
const criado = (e: EmailSaida) => formatDataHora(e.criadoEm);
const enviado = (e: EmailSaida) => formatDataHora(e.enviadoEm);

/** Outbox (DESIGN §7): every e-mail the system wrote, with its delivery status; ADMIN_ACTIONS only. */
export default function CaixaSaidaPage() {
  const [params, setParams] = useSearchParams();
  const [tabela, setTabela] = useTableState();
  const [aberto, setAberto] = useState<EmailSaida | null>(null);
  const status = STATUS_EMAIL.find((s) => s === params.get('situacao'));
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => caixaSaidaQuery({ ...pagina, ...(status && { status }) });
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [emails, total] = data ?? [[], 0];

  const filtrar = (v: string) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        if (v) q.set('situacao', v);
        else q.delete('situacao');
        q.delete('pagina');
        return q;
      },
      { replace: true },
    );

  const colunas: DataTableColumn<EmailSaida>[] = [
    { accessor: 'criadoEm', title: 'Data', noWrap: true, render: criado, exportValue: criado },
    { accessor: 'destinatario', title: 'Destinatário' },
    { accessor: 'assunto', title: 'Assunto' },
    {
      accessor: 'status',
      title: 'Situação',
      width: 120,
      exportValue: situacao,
      render: (e) => (
        <Badge variant="light" color={SITUACAO[e.status as StatusEmail]?.cor ?? 'gray'}>
          {situacao(e)}
        </Badge>
      ),
    },
    { accessor: 'tentativas', title: 'Tentativas', textAlign: 'right' },
    { accessor: 'ultimoErro', title: 'Último erro', render: (e) => <Text size="sm" lineClamp={2} title={e.ultimoErro ?? undefined}>{e.ultimoErro}</Text> },
    { accessor: 'enviadoEm', title: 'Enviado em', noWrap: true, hiddenByDefault: true, render: enviado, exportValue: enviado },
    {
      accessor: 'ver',
      title: 'Ver',
      action: true,
      width: 60,
      textAlign: 'center',
      render: (e) => (
        <ActionIcon variant="subtle" aria-label={`Ver a mensagem para ${e.destinatario}`} onClick={() => setAberto(e)}>
          <IconEye size={18} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Caixa de saída</Title>
      <Alert variant="light" color="blue" icon={<IconInfoCircle />}>
        Todas as mensagens de e-mail que o sistema gera passam por aqui. Sem um servidor SMTP configurado (variável
        SMTP_URL), elas não são enviadas e ficam nesta caixa com a situação PENDENTE. {AVISO_SEGREDO}
      </Alert>
      <SegmentedControl
        aria-label="Situação"
        value={status ?? ''}
        onChange={filtrar}
        data={[{ value: '', label: 'Todas' }, ...STATUS_EMAIL.map((s) => ({ value: s, label: SITUACAO[s].label }))]}
        w="fit-content"
      />
      <DataTable
        tableKey="caixa-saida"
        title="Caixa de saída"
        columns={colunas}
        records={emails}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
      />
      <Modal opened={aberto !== null} onClose={() => setAberto(null)} title={aberto?.assunto} size="lg">
        {aberto && (
          <Stack gap="xs">
            <Text size="sm">
              <b>Para:</b> {aberto.destinatario}
            </Text>
            <Text size="sm">
              <b>Criada em:</b> {criado(aberto)}
              {aberto.enviadoEm && ` · Enviada em: ${enviado(aberto)}`}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} p="sm" bg="gray.0">
              {aberto.corpo}
            </Text>
            {aberto.corpo.includes(MASCARA_SEGREDO) && (
              <Text size="xs" c="dimmed">
                {AVISO_SEGREDO}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
