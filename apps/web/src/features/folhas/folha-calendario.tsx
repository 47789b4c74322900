import { Box, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DIAS_SEMANA, STATUS_DIA, isDiaSemPreencher, statusDiaLabel } from '@sgi/domain';
import { IconAlertTriangle, IconBeach, IconCheck, IconCircleDashed, IconConfetti, IconX } from '@tabler/icons-react';
import type { Folha } from './api';

type Dia = Folha['dias'][number];

/** Below Mantine's `xs` breakpoint (576 px) the month is a list of days, to fill it on a phone (issue 13). */
export const TELA_ESTREITA = '(max-width: 575.98px)';

const ICONE: Record<number, typeof IconCheck> = {
  [STATUS_DIA.Presente]: IconCheck,
  [STATUS_DIA.FaltaJustificada]: IconX,
  [STATUS_DIA.FaltaNaoJustificada]: IconX,
  [STATUS_DIA.Feriado]: IconConfetti,
  [STATUS_DIA.Ferias]: IconBeach,
};
const COR: Record<number, string> = {
  [STATUS_DIA.Presente]: 'green',
  [STATUS_DIA.FaltaJustificada]: 'yellow',
  [STATUS_DIA.FaltaNaoJustificada]: 'red',
  [STATUS_DIA.Feriado]: 'grape',
  [STATUS_DIA.Ferias]: 'cyan',
};

const diaSemana = (folha: Folha, dia: number) => new Date(Date.UTC(folha.ano, folha.mes - 1, dia)).getUTCDay();

/** What the day says, for its cell and its accessible name. */
function descricao(d: Dia): string {
  if (isDiaSemPreencher(d)) return 'Sem preencher';
  if (!d.util && d.status !== STATUS_DIA.Feriado) return 'Sem expediente';
  const horas = d.status === STATUS_DIA.Presente && d.horarioEntrada && d.horarioSaida ? `, ${d.horarioEntrada.slice(0, 5)} às ${d.horarioSaida.slice(0, 5)}` : '';
  return `${statusDiaLabel(d.status)}${d.feriado && d.nomeFeriado ? ` (${d.nomeFeriado})` : ''}${horas}`;
}

interface Props {
  folha: Folha;
  /** days the supervisor or the office sent back, still open */
  aCorrigir: ReadonlySet<number>;
  onDia: (d: Dia) => void;
}

/** The month (acesso-sessao §2): a Dom..Sab calendar, or a list of days on a narrow screen. */
export function FolhaCalendario({ folha, aCorrigir, onDia }: Props) {
  // Read at once, not after a first render: the wrong layout would flash and jump.
  const estreita = useMediaQuery(TELA_ESTREITA, false, { getInitialValueInEffect: false });
  const rotulo = (d: Dia) => `Dia ${d.dia}, ${DIAS_SEMANA[diaSemana(folha, d.dia)]}: ${descricao(d)}${aCorrigir.has(d.dia) ? ', a corrigir' : ''}`;

  if (estreita) {
    return (
      <Stack gap={4} role="list" aria-label="Dias do mês">
        {folha.dias.map((d) => (
          <Box role="listitem" key={d.dia}>
            <UnstyledButton w="100%" onClick={() => onDia(d)} aria-label={rotulo(d)}>
              <Paper withBorder p="xs" bg={aCorrigir.has(d.dia) ? 'orange.0' : d.util ? undefined : 'gray.0'}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm" w={70}>
                    {String(d.dia).padStart(2, '0')} {DIAS_SEMANA[diaSemana(folha, d.dia)]}
                  </Text>
                  <Text size="sm" style={{ flex: 1 }}>
                    {descricao(d)}
                  </Text>
                  <IconeDoDia d={d} aCorrigir={aCorrigir.has(d.dia)} />
                </Group>
              </Paper>
            </UnstyledButton>
          </Box>
        ))}
      </Stack>
    );
  }

  const vazios = diaSemana(folha, 1);
  return (
    <Box role="group" aria-label="Calendário do mês">
      <SimpleGrid cols={7} spacing={4} aria-hidden>
        {DIAS_SEMANA.map((n) => (
          <Text key={n} ta="center" fw={600} size="sm">
            {n}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={4} mt={4}>
        {Array.from({ length: vazios }, (_, i) => (
          <div key={`v${i}`} aria-hidden />
        ))}
        {folha.dias.map((d) => (
          <UnstyledButton key={d.dia} onClick={() => onDia(d)} aria-label={rotulo(d)}>
            <Paper
              withBorder
              p={6}
              mih={72}
              bg={aCorrigir.has(d.dia) ? 'orange.0' : d.util ? undefined : 'gray.0'}
              style={aCorrigir.has(d.dia) ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : undefined}
            >
              <Group justify="space-between" gap={2} wrap="nowrap">
                <Text fw={600} size="sm">
                  {d.dia}
                </Text>
                <IconeDoDia d={d} aCorrigir={aCorrigir.has(d.dia)} />
              </Group>
              <Text size="xs" c={d.util ? undefined : 'dimmed'} lineClamp={2}>
                {descricao(d)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function IconeDoDia({ d, aCorrigir }: { d: Dia; aCorrigir: boolean }) {
  if (aCorrigir) return <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />;
  if (isDiaSemPreencher(d)) return <IconCircleDashed size={16} color="var(--mantine-color-gray-6)" aria-hidden />;
  const Icone = ICONE[d.status];
  return Icone ? <Icone size={16} color={`var(--mantine-color-${COR[d.status]}-7)`} aria-hidden /> : null;
}
