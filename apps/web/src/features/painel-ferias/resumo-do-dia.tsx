import { Card, Center, Divider, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { formatData, TIPO_ACAO } from '@sgi/domain';
import type { ReactNode } from 'react';
import type { ResumoDoDia } from './api';
import { IconeDaSituacao } from './situacao';

function Contador({ rotulo, valor, icone }: { rotulo: string; valor: number; icone?: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" role="group" aria-label={`${rotulo}: ${valor}`}>
      {icone}
      <div>
        <Text size="xs" c="dimmed" lh={1.2}>
          {rotulo}
        </Text>
        <Text fw={700} size="lg" lh={1.2}>
          {valor}
        </Text>
      </div>
    </Group>
  );
}

/**
 * The day's summary card (§2.16, §3 Dashboard summary): who works and who is away by group of type (ADR 060), then
 * the register's counts.
 */
export function ResumoDoDiaCard({ dia, resumo, carregando }: { dia: string; resumo: ResumoDoDia | undefined; carregando: boolean }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label="Resumo do dia">
      <Title order={4} mb="xs">
        Resumo de {formatData(dia)}
      </Title>
      {carregando || !resumo ? (
        <Center mih={120}>{carregando ? <Loader size="sm" aria-label="Carregando resumo" /> : <Text c="dimmed">Nenhum registro encontrado</Text>}</Center>
      ) : (
        <>
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
            <Contador rotulo="Atuando" valor={resumo.atuando} icone={<IconeDaSituacao tipo={null} />} />
            <Contador rotulo="Férias" valor={resumo.ferias} icone={<IconeDaSituacao tipo={TIPO_ACAO.Ferias} />} />
            <Contador rotulo="Folgas" valor={resumo.folgas} icone={<IconeDaSituacao tipo={TIPO_ACAO.FolgaNatalicia} />} />
            <Contador rotulo="Abonos" valor={resumo.abonos} icone={<IconeDaSituacao tipo={TIPO_ACAO.AbonoEspecial} />} />
            <Contador rotulo="Licenças" valor={resumo.licencas} icone={<IconeDaSituacao tipo={TIPO_ACAO.LicencaOutros} />} />
          </SimpleGrid>
          <Divider my="sm" />
          <SimpleGrid cols={3} spacing="sm">
            <Contador rotulo="Ativos" valor={resumo.ativos} />
            <Contador rotulo="No Sistema" valor={resumo.nosistema} />
            <Contador rotulo="Inativos" valor={resumo.inativos} />
          </SimpleGrid>
        </>
      )}
    </Card>
  );
}
