import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { cliqueNoDia, diaGravadoNoCalendario, type EntradaDia } from '@sgi/domain';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ConflitoDeVersaoAlerta, useVersao } from '../../components/conflito-versao';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { folhaQuery, useSalvarDias, type Folha } from './api';
import { DiaModal, digitadoDoDia, type Digitado } from './dia-modal';
import { FolhaCalendario } from './folha-calendario';
import { nomeDoMes } from './meses';
import { AcoesDaFolha } from './folha-acoes';
import { AssinaturasDaFolha, CabecalhoDaFolha, ContadoresDaFolha, RegistroDaFolha, StatusDaFolha } from './folha-resumo';


/** The sheet (acesso-sessao §2 "Attendance sheet detail"): a missing one (404) sends the user home. */
export default function FolhaPage() {
  const id = Number(useParams().id);
  const q = useQuery({ ...folhaQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0 || (q.error instanceof ApiError && q.error.status === 404)) return <Navigate to="/" replace />;
  if (!q.data) {
    return (
      <Center h="60vh">{q.isError ? <Text c="dimmed">Falha ao buscar a folha de frequência.</Text> : <Loader aria-label="Carregando a folha" />}</Center>
    );
  }
  return <ConteudoDaFolha folha={q.data} recarregar={() => q.refetch()} />;
}

type Dia = Folha['dias'][number];

function ConteudoDaFolha({ folha, recarregar }: { folha: Folha; recarregar: () => Promise<unknown> }) {
  const versao = useVersao(folha);
  const salvar = useSalvarDias(folha.id);
  const [aberto, setAberto] = useState<{ dia: number; digitado: Digitado } | null>(null);
  const aCorrigir = useMemo(() => new Set(folha.correcoes.filter((c) => c.resolvidaEm === null).map((c) => c.dia)), [folha.correcoes]);
  const calendario = (d: Dia) =>
    diaGravadoNoCalendario({ ano: folha.ano, mes: folha.mes, dataInicioEstagio: folha.estagio.data_inicio_estagio, dataFimEstagio: folha.estagio.data_fim_estagio }, d);
  const editavel = folha.acoes.preencher;
  const padrao = folha.estagio.lotacao;

  // The sheet as displayed is what the intern fills in; a save's answer or the choice to keep one's own changes can be newer.
  const enviar = (entrada: EntradaDia, aoSalvar?: () => void) =>
    salvar.mutate(
      { dias: [entrada], versao: Math.max(folha.versao, versao.versao) },
      {
        onSuccess: (r) => {
          versao.aoSalvar(r);
          notify.sucesso(r?.message ?? 'Registro Salvo');
          aoSalvar?.();
        },
        onError: versao.aoErrar(),
      },
    );

  const aoClicar = (d: Dia) => {
    // One save at a time: a second click would send the same version and be refused as stale.
    if (salvar.isPending) return;
    // One click by the owner on an unfilled working day: present with the placement's times (acesso-sessao §4).
    const r = editavel ? cliqueNoDia(calendario(d), folha.estagio.fim_semana, { status: d.status, dono: true }, padrao) : null;
    if (r?.ok) {
      const v = r.valores;
      return enviar({ dia: d.dia, status: v.status, horarioEntrada: v.horarioEntrada, horarioSaida: v.horarioSaida, justificativa: v.justificativa });
    }
    setAberto({ dia: d.dia, digitado: digitadoDoDia(d, padrao) });
  };

  const conflito = (
    <ConflitoDeVersaoAlerta
      versao={versao}
      tabela="folha_frequencia"
      registro={folha.id}
      historico={false}
      onRecarregar={async () => {
        await recarregar();
        versao.aoSalvar(null);
        setAberto(null);
      }}
    />
  );
  const diaAberto = aberto ? folha.dias.find((d) => d.dia === aberto.dia) : undefined;

  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>Folha de frequência de {nomeDoMes(folha.mes, folha.ano)}</Title>
          <Group gap="xs" mt={4}>
            <StatusDaFolha status={folha.status} />
          </Group>
        </div>
        <Anchor component={Link} to="/folha-frequencia" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Folhas de frequência
          </Group>
        </Anchor>
      </Group>
      <CabecalhoDaFolha folha={folha} />
      <AcoesDaFolha folha={folha} />
      {!aberto && conflito}
      {aCorrigir.size > 0 && (
        <Alert color="orange" title="Dias a corrigir">
          {folha.correcoes
            .filter((c) => c.resolvidaEm === null)
            .map((c, i) => (
              <Text key={i} size="sm">
                Dia {c.dia}: {c.comentario}
              </Text>
            ))}
        </Alert>
      )}
      {editavel && <Text size="sm" c="dimmed">Clique num dia útil sem preencher para marcar presença no horário da lotação; clique num dia preenchido para alterá-lo.</Text>}
      <FolhaCalendario folha={folha} aCorrigir={aCorrigir} onDia={aoClicar} />
      <ContadoresDaFolha folha={folha} />
      <Title order={4}>Assinaturas</Title>
      <AssinaturasDaFolha folha={folha} />
      <Title order={4}>Registro de alterações</Title>
      <RegistroDaFolha folha={folha} />
      <Alert color="gray" icon={<IconLock size={18} />}>
        O acesso a esta folha é pessoal e intransferível. Todas as ações são registradas com data, hora e endereço IP.
      </Alert>
      {aberto && diaAberto && (
        <DiaModal
          folha={folha}
          dia={diaAberto}
          cal={calendario(diaAberto)}
          editavel={editavel}
          inicial={aberto.digitado}
          salvando={salvar.isPending}
          onSalvar={(entrada) => enviar(entrada, () => setAberto(null))}
          onClose={() => setAberto(null)}
          conflito={conflito}
        />
      )}
    </Stack>
  );
}
