import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  avisoDaSemana,
  contadoresDaFolha,
  formatData,
  formatDataHora,
  formatMinutos,
  PERFIL_ASSINANTE_OPCOES,
  perfilAssinanteLabel,
  semanasDaFolha,
  statusDiaLabel,
  STATUS_FOLHA,
  statusFolhaLabel,
  tipoNotificacaoLabel,
} from '@sgi/domain';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconEdit, IconFileCheck, IconSignature } from '@tabler/icons-react';
import type { Folha } from './api';

const STATUS_VISUAL: Record<number, { cor: string; Icone: typeof IconEdit }> = {
  [STATUS_FOLHA.EmPreenchimento]: { cor: 'blue', Icone: IconEdit },
  [STATUS_FOLHA.AguardandoAssinatura]: { cor: 'yellow', Icone: IconSignature },
  [STATUS_FOLHA.AguardandoRevisao]: { cor: 'violet', Icone: IconClock },
  [STATUS_FOLHA.Concluida]: { cor: 'green', Icone: IconFileCheck },
  [STATUS_FOLHA.EmCorrecao]: { cor: 'orange', Icone: IconAlertTriangle },
};

/** The sheet's status with its icon (acesso-sessao §2 "status icons"). */
export function StatusDaFolha({ status }: { status: number }) {
  const v = STATUS_VISUAL[status];
  return (
    <Badge color={v?.cor ?? 'gray'} variant="light" leftSection={v ? <v.Icone size={14} aria-hidden /> : undefined}>
      {statusFolhaLabel(status)}
    </Badge>
  );
}

/** Who, where and when: the intern, the internship as the sheet copied it, the responsável. */
export function CabecalhoDaFolha({ folha }: { folha: Folha }) {
  const e = folha.estagio;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
      <Text size="sm">Estagiário: {folha.estagiario.nome}</Text>
      <Text size="sm">Responsável: {folha.responsavel?.nome ?? 'Sem responsável'}</Text>
      <Text size="sm">
        Local: {e.local}
        {e.unidade ? ` · ${e.unidade}` : ''} · {e.comarca}
      </Text>
      <Text size="sm">Curso: {e.curso}</Text>
      <Text size="sm">
        Estágio: {formatData(e.data_inicio_estagio)} a {e.data_fim_estagio ? formatData(e.data_fim_estagio) : 'sem data de fim'}
        {e.fim_semana ? ' · fim de semana' : ''}
      </Text>
      <Text size="sm">
        Horário da lotação: {e.lotacao.entrada && e.lotacao.saida ? `${e.lotacao.entrada.slice(0, 5)} às ${e.lotacao.saida.slice(0, 5)}` : 'não informado'}
      </Text>
    </SimpleGrid>
  );
}

/** Counters and the weekly hours with the 20-hour warning (issue 13; ADR 048). */
export function ContadoresDaFolha({ folha }: { folha: Folha }) {
  const c = contadoresDaFolha(folha.dias);
  const semanas = semanasDaFolha(folha.ano, folha.mes, folha.dias);
  const itens: [string, string | number][] = [
    ['Presentes', c.presentes],
    ['Faltas justificadas', c.faltasJustificadas],
    ['Faltas não justificadas', c.faltasNaoJustificadas],
    ['Recesso', c.recesso],
    ['Feriados', c.feriados],
    ['Sem preencher', c.semPreencher],
    ['Total de horas', formatMinutos(c.minutos)],
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
        {itens.map(([rotulo, valor]) => (
          <Paper key={rotulo} withBorder p="xs" aria-label={`${rotulo}: ${valor}`}>
            <Text size="xs" c="dimmed">
              {rotulo}
            </Text>
            <Text fw={700}>{valor}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        {semanas.map((s) => (
          <Badge key={s.inicio} tt="none" variant="outline" color={s.excede ? 'orange' : 'gray'} leftSection={s.excede ? <IconAlertTriangle size={12} aria-hidden /> : undefined}>
            {String(s.inicio).padStart(2, '0')}–{String(s.fim).padStart(2, '0')}: {formatMinutos(s.minutos)}
          </Badge>
        ))}
      </Group>
      {semanas
        .filter((s) => s.excede)
        .map((s) => (
          <Alert key={s.inicio} color="orange" icon={<IconAlertTriangle size={18} />} p="xs">
            {avisoDaSemana(folha.mes, s)}
          </Alert>
        ))}
    </Stack>
  );
}

/** The three signatures (intern, supervisor, internship sector), signed or still waiting. */
export function AssinaturasDaFolha({ folha }: { folha: Folha }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      {PERFIL_ASSINANTE_OPCOES.map((p) => {
        // The last signature of the profile: a sheet sent back and sent again is signed again.
        const a = folha.assinaturas.filter((x) => x.perfilAssinante === p.value).at(-1);
        return (
          <Paper key={p.value} withBorder p="xs">
            <Group gap={6} wrap="nowrap">
              {a ? <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden /> : <IconClock size={18} color="var(--mantine-color-gray-6)" aria-hidden />}
              <Text size="sm" fw={600}>
                {p.label}
              </Text>
            </Group>
            <Text size="xs" c={a ? undefined : 'dimmed'}>
              {a ? `${a.nome}, ${formatDataHora(a.criadoEm)}${a.ip ? `, IP ${a.ip}` : ''}` : 'Aguardando assinatura'}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

interface Evento {
  quando: string;
  oque: string;
  quem: string;
}

/**
 * The sheet's change log: signatures, notifications, corrections asked and every change of a day, newest first
 * (acesso-sessao §2 "change log"; issue 13: signatures and comments stay in the sheet's record).
 */
export function RegistroDaFolha({ folha }: { folha: Folha }) {
  const eventos: Evento[] = [
    ...folha.assinaturas.map((a) => ({ quando: a.criadoEm, oque: `Assinatura: ${perfilAssinanteLabel(a.perfilAssinante)}`, quem: a.nome })),
    ...folha.notificacoes.map((n) => ({ quando: n.criadoEm, oque: `Notificação: ${tipoNotificacaoLabel(n.tipo)} para ${n.destinatario}`, quem: n.remetente ?? 'Sistema' })),
    ...folha.correcoes.map((c) => ({ quando: c.criadoEm, oque: `Corrigir dia ${c.dia}: ${c.comentario}`, quem: c.nome })),
    ...folha.dias.flatMap((d) =>
      d.historicos.map((h) => {
        const status = h.diff.status;
        const para = status ? `: ${statusDiaLabel(Number(status.para)) || 'sem situação'}` : '';
        return { quando: h.criadoEm, oque: `Dia ${d.dia} ${h.acao === 'CRIAR' ? 'criado' : 'atualizado'}${para}`, quem: h.criadoPor?.username ?? '—' };
      }),
    ),
  ].sort((a, b) => b.quando.localeCompare(a.quando));
  if (eventos.length === 0) return <Text size="sm" c="dimmed">Nenhum registro encontrado</Text>;
  return (
    <Table striped withTableBorder aria-label="Registro de alterações da folha" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>O quê</Table.Th>
          <Table.Th>Quem</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {eventos.map((e, i) => (
          <Table.Tr key={i}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDataHora(e.quando)}</Table.Td>
            <Table.Td>{e.oque}</Table.Td>
            <Table.Td>{e.quem}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
