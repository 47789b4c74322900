import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { isFolhaNotificavel, statusFolhaLabel } from '@sgi/domain';
import { IconAlertTriangle, IconBell, IconEye, IconFilePlus, IconUserCog } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../components/data-table';
import { isSemFolha, type EstagioSemFolha, type FolhaResumo, type LinhaDasFolhas } from './api';
import { StatusDaFolha } from './folha-resumo';

export interface AcoesDasLinhas {
  podeDefinirResponsavel: boolean;
  podeNotificar: boolean;
  podeCriar: boolean;
  criando: number | null;
  onResponsavel: (f: FolhaResumo) => void;
  onNotificar: (f: FolhaResumo) => void;
  onCriar: (e: EstagioSemFolha) => void;
  /** a first column (the selection of the bulk approval), when there is one */
  selecao?: DataTableColumn<LinhaDasFolhas>;
}

const deFolha = (render: (f: FolhaResumo) => ReactNode, semFolha: ReactNode = '—') => (l: LinhaDasFolhas) => (isSemFolha(l) ? semFolha : render(l));
const localDe = (l: LinhaDasFolhas) => (l.unidade ? `${l.local ?? '—'} · ${l.unidade}` : (l.local ?? '—'));

/** The month list's columns: a sheet, or (with 'Com Folhas' off, ADR 053) an internship still without one. */
export function colunasDasFolhas(a: AcoesDasLinhas): DataTableColumn<LinhaDasFolhas>[] {
  return [
    ...(a.selecao ? [a.selecao] : []),
    { accessor: 'estagiario.nome', title: 'Estagiário' },
    { accessor: 'local', title: 'Local', exportValue: localDe, render: localDe },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      width: 230,
      exportValue: (l) => (isSemFolha(l) ? 'Sem folha' : statusFolhaLabel(l.status)),
      render: (l) =>
        isSemFolha(l) ? (
          <Badge color="gray" variant="outline">
            Sem folha
          </Badge>
        ) : (
          <StatusDaFolha status={l.status} />
        ),
    },
    {
      accessor: 'responsavel.nome',
      title: 'Responsável',
      exportValue: (l) => (isSemFolha(l) ? '' : (l.responsavel?.nome ?? '')),
      render: deFolha((f) => f.responsavel?.nome ?? '—'),
    },
    { accessor: 'diasSemPreencher', title: 'Dias sem preencher', textAlign: 'right', exportValue: (l) => (isSemFolha(l) ? '' : l.diasSemPreencher), render: deFolha((f) => f.diasSemPreencher) },
    {
      accessor: 'semanaAcimaDoLimite',
      title: 'Semana > 20h',
      textAlign: 'center',
      exportValue: (l) => (!isSemFolha(l) && l.semanaAcimaDoLimite ? 'Sim' : 'Não'),
      render: deFolha(
        (f) =>
          f.semanaAcimaDoLimite ? (
            <Tooltip label="Semana acima das 20 horas do termo de compromisso">
              <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-label={`Semana acima de 20 horas: ${f.estagiario.nome}`} role="img" />
            </Tooltip>
          ) : null,
        null,
      ),
    },
    {
      accessor: 'acoes',
      title: 'Ações',
      action: true,
      noWrap: true,
      render: (l) => (isSemFolha(l) ? <AcaoSemFolha e={l} a={a} /> : <AcoesDaFolha f={l} a={a} />),
    },
  ];
}

function AcoesDaFolha({ f, a }: { f: FolhaResumo; a: AcoesDasLinhas }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon component={Link} to={`/folha-frequencia/${f.id}`} variant="subtle" aria-label={`Abrir a folha de ${f.estagiario.nome}`}>
        <IconEye size={18} />
      </ActionIcon>
      {a.podeDefinirResponsavel && (
        <ActionIcon variant="subtle" aria-label={`Definir responsável da folha de ${f.estagiario.nome}`} onClick={() => a.onResponsavel(f)}>
          <IconUserCog size={18} />
        </ActionIcon>
      )}
      {a.podeNotificar && isFolhaNotificavel(f.status) && (
        <ActionIcon variant="subtle" aria-label={`Notificar ${f.estagiario.nome}`} onClick={() => a.onNotificar(f)}>
          <IconBell size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** An internship without a sheet: 'Criar folha' for who creates sheets, or why the generation would refuse it. */
function AcaoSemFolha({ e, a }: { e: EstagioSemFolha; a: AcoesDasLinhas }) {
  if (e.motivo) {
    return (
      <Text size="xs" c="dimmed">
        {e.motivo}
      </Text>
    );
  }
  if (!a.podeCriar) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconFilePlus size={14} />}
      aria-label={`Criar folha de ${e.estagiario.nome}`}
      loading={a.criando === e.estagioId}
      onClick={() => a.onCriar(e)}
    >
      Criar folha
    </Button>
  );
}
