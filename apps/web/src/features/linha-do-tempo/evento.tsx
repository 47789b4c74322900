import { Stack, Text, Timeline } from '@mantine/core';
import { formatData, TIPO_EVENTO, tipoDoEvento, type EventoDaLinhaDoTempo } from '@sgi/domain';
import { IconArrowsExchange, IconBuildingCommunity, IconCalendarEvent } from '@tabler/icons-react';

/** '01/07/2025 a 30/07/2025', 'desde 01/03/2016' (still current), 'até 10/05/2018'. */
export function periodoDoEvento(e: Pick<EventoDaLinhaDoTempo, 'inicio' | 'termino'>): string {
  if (e.inicio && e.termino) return e.inicio === e.termino ? `em ${formatData(e.inicio)}` : `${formatData(e.inicio)} a ${formatData(e.termino)}`;
  if (e.inicio) return `desde ${formatData(e.inicio)}`;
  if (e.termino) return `até ${formatData(e.termino)}`;
  return 'sem datas';
}

const ICONE = {
  [TIPO_EVENTO.Acao]: IconCalendarEvent,
  [TIPO_EVENTO.Substituicao]: IconArrowsExchange,
  [TIPO_EVENTO.Lotacao]: IconBuildingCommunity,
};
const COR = { [TIPO_EVENTO.Acao]: 'orange', [TIPO_EVENTO.Substituicao]: 'violet', [TIPO_EVENTO.Lotacao]: 'green' };

/** The events of one column as a timeline: what, when, where, in whose place, the acquisition period and the notes. */
export function ColunaDeEventos({ titulo, eventos }: { titulo: string; eventos: EventoDaLinhaDoTempo[] }) {
  return (
    <Stack gap="sm" component="section" aria-label={titulo}>
      <Text fw={700}>{titulo}</Text>
      {eventos.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum registro encontrado
        </Text>
      ) : (
        // Every item "active": each bullet and line in the colour of its kind.
        <Timeline bulletSize={26} lineWidth={2} active={eventos.length - 1}>
          {eventos.map((e) => {
            const Icone = ICONE[e.tipo_evento];
            return (
              <Timeline.Item
                key={`${e.tipo_evento}-${e.id}-${e.local ?? ''}`}
                bullet={<Icone size={14} />}
                color={COR[e.tipo_evento]}
                title={tipoDoEvento(e)}
              >
                <Text size="sm">{periodoDoEvento(e)}</Text>
                {e.local && (
                  <Text size="sm" c="dimmed">
                    {e.local}
                  </Text>
                )}
                {e.substituindo && <Text size="sm">Substituindo {e.substituindo}</Text>}
                {e.referencia && (
                  <Text size="sm" c="dimmed">
                    Período aquisitivo iniciado em {formatData(e.referencia)}
                  </Text>
                )}
                {e.anotacoes && (
                  <Text size="sm" fs="italic" style={{ wordBreak: 'break-word' }}>
                    {e.anotacoes}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
