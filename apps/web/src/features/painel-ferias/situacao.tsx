import { Group, Text, ThemeIcon } from '@mantine/core';
import { TIPO_ACAO, tipoAcaoLabel } from '@sgi/domain';
import { IconBeach, IconBriefcase, IconCake, IconCertificate, IconGift, IconStethoscope, IconUserCheck, type Icon } from '@tabler/icons-react';

/** The icon and colour of each situation on the Férias home (§2.16: 'a table of defender situation with icons'). */
const ICONES: Record<number, { icone: Icon; cor: string }> = {
  [TIPO_ACAO.Ferias]: { icone: IconBeach, cor: 'orange' },
  [TIPO_ACAO.FolgaNatalicia]: { icone: IconCake, cor: 'pink' },
  [TIPO_ACAO.AbonoTrabalhado]: { icone: IconBriefcase, cor: 'grape' },
  [TIPO_ACAO.AbonoEspecial]: { icone: IconGift, cor: 'violet' },
  [TIPO_ACAO.LicencaPremio]: { icone: IconCertificate, cor: 'blue' },
  [TIPO_ACAO.LicencaOutros]: { icone: IconStethoscope, cor: 'cyan' },
};
const ATUANDO = { icone: IconUserCheck, cor: 'green' };

export const ATUANDO_LABEL = 'Atuando';

/** 'Férias', 'Folga Natalícia', … or 'Atuando' for a defender at work (tipo null). */
export const situacaoLabel = (tipo: number | null) => (tipo === null ? ATUANDO_LABEL : tipoAcaoLabel(tipo));

export function IconeDaSituacao({ tipo, size = 26 }: { tipo: number | null; size?: number }) {
  const { icone: Icone, cor } = (tipo !== null && ICONES[tipo]) || ATUANDO;
  return (
    <ThemeIcon variant="light" color={cor} size={size} radius="xl" aria-hidden>
      <Icone size={Math.round(size * 0.62)} />
    </ThemeIcon>
  );
}

export function Situacao({ tipo }: { tipo: number | null }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconeDaSituacao tipo={tipo} />
      <Text size="sm">{situacaoLabel(tipo)}</Text>
    </Group>
  );
}
