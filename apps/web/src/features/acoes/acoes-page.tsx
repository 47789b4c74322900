import { Accordion, Alert, Anchor, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { dataBaseDoDefensor, MENSAGEM_SEM_DATA_BASE, TIPO_ACAO, TIPO_ACAO_OPCOES, temPeriodoAquisitivo, type DefensorDaAcao, type TipoComPeriodo } from '@sgi/domain';
import { IconPlus, IconTimeline } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { usePermissoes } from '../../lib/auth';
import { gruposPorAno, gruposPorPeriodo } from './acoes-agrupadas';
import { AcoesDoTipo } from './acoes-do-tipo';
import { acoesDoDefensorQuery, defensoresDaAcaoQuery, periodosAquisitivosQuery, type PeriodoLinha } from './api';
import { ResumoDoDefensor, SelectDefensorDaAcao } from './defensor-da-acao';

const idDaRota = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The acquisition periods of a type for the defender (none without a base date: the accordion then says why). */
function usePeriodos(tipo: TipoComPeriodo, defensor: DefensorDaAcao) {
  const base = dataBaseDoDefensor(defensor);
  return useQuery({ ...periodosAquisitivosQuery(tipo, base ?? ''), enabled: base !== null });
}

const contagem = (acoes: PeriodoLinha[], tipo: number) => acoes.filter((a) => a.tipo === tipo).length;

/** Férias and Licença Prêmio: by acquisition period, with the days used and left. */
function PainelComPeriodo({ tipo, defensor, acoes }: { tipo: TipoComPeriodo; defensor: DefensorDaAcao; acoes: PeriodoLinha[] }) {
  const periodos = usePeriodos(tipo, defensor);
  if (dataBaseDoDefensor(defensor) === null) {
    return (
      <Stack gap="sm">
        <Alert color="yellow">{MENSAGEM_SEM_DATA_BASE}</Alert>
        <AcoesDoTipo grupos={gruposPorPeriodo(tipo, [], acoes)} />
      </Stack>
    );
  }
  if (periodos.isPending) {
    return (
      <Center mih={60}>
        <Loader size="sm" aria-label="Carregando períodos aquisitivos" />
      </Center>
    );
  }
  return <AcoesDoTipo grupos={gruposPorPeriodo(tipo, periodos.data ?? [], acoes)} />;
}

/** One accordion per type, in the spec's order (§2.11); the ones holding actions start open. */
function AcoesDoDefensor({ defensor, acoes }: { defensor: DefensorDaAcao; acoes: PeriodoLinha[] }) {
  const abertos = TIPO_ACAO_OPCOES.filter((o) => contagem(acoes, o.value) > 0).map((o) => String(o.value));
  return (
    <Accordion multiple variant="separated" defaultValue={abertos.length ? abertos : [String(TIPO_ACAO.Ferias)]}>
      {TIPO_ACAO_OPCOES.map((o) => (
        <Accordion.Item key={o.value} value={String(o.value)}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600}>{o.label}</Text>
              <Badge variant="light" color={contagem(acoes, o.value) ? 'green' : 'gray'} aria-label={`${contagem(acoes, o.value)} ações`}>
                {contagem(acoes, o.value)}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {temPeriodoAquisitivo(o.value) ? (
              <PainelComPeriodo tipo={o.value} defensor={defensor} acoes={acoes} />
            ) : (
              <AcoesDoTipo grupos={gruposPorAno(o.value, acoes)} />
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/**
 * Ações (cadastros-relatorios §2.11; /acoes[/{defensorid}]): a defender chosen in the select (name, admission, age)
 * and their actions in one accordion per type, grouped by acquisition period; Cadastrar opens the form for them.
 */
export default function AcoesPage() {
  const { defensorid } = useParams();
  const navigate = useNavigate();
  const { pode } = usePermissoes();
  const defensorId = idDaRota(defensorid);
  const defensores = useQuery(defensoresDaAcaoQuery());
  const acoes = useQuery({ ...acoesDoDefensorQuery(defensorId ?? 0), enabled: defensorId !== null });
  const defensor = defensores.data?.find((d) => d.id === defensorId) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Ações</Title>
        {defensor && (
          <Group gap="xs">
            {pode('DEFENSOR_READ') && (
              <Button component={Link} to={`/defensor/timeline?id=${defensor.id}`} variant="default" size="xs" leftSection={<IconTimeline size={16} />}>
                Linha do Tempo
              </Button>
            )}
            {pode('PERIODO_CREATE') && (
              <Button component={Link} to={`/acoes/create/${defensor.id}`} size="xs" leftSection={<IconPlus size={16} />}>
                Cadastrar
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Stack gap={4}>
        <SelectDefensorDaAcao
          defensores={defensores.data}
          carregando={defensores.isPending}
          value={defensorId}
          onChange={(id) => navigate(id === null ? '/acoes' : `/acoes/${id}`)}
        />
        {defensor && <ResumoDoDefensor defensor={defensor} />}
      </Stack>
      {defensorId === null ? (
        <Text c="dimmed">Escolha um defensor para ver e cadastrar as suas férias, folgas, abonos e licenças.</Text>
      ) : defensores.isPending || acoes.isPending ? (
        <Center mih={160}>
          <Loader aria-label="Carregando" />
        </Center>
      ) : !defensor ? (
        <Alert color="red">
          Defensor não encontrado.{' '}
          <Anchor component={Link} to="/acoes">
            Escolher outro
          </Anchor>
        </Alert>
      ) : (
        // A failed list already showed its toast and reads as empty (cadastros-relatorios §8).
        <AcoesDoDefensor key={defensor.id} defensor={defensor} acoes={acoes.data?.[0] ?? []} />
      )}
    </Stack>
  );
}
