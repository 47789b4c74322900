import { ActionIcon, Button, Card, Grid, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { dataIsoLocal, formatData, incluiSemAcento, isValidDataIso } from '@sgi/domain';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { resumoDoDiaQuery, situacoesDoDiaQuery, type SituacaoDoDia } from './api';
import { ResumoDoDiaCard } from './resumo-do-dia';
import { Situacao, situacaoLabel } from './situacao';

const DIA_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const diaPorExtenso = (dia: string) => `${formatData(dia)}, ${DIA_SEMANA[new Date(`${dia}T12:00:00`).getDay()]}`;

/** The day (?dia=yyyy-MM-dd, today by default) and the naovazio switch (?todos=1 when off) live in the URL. */
function useFiltros() {
  const [params, setParams] = useSearchParams();
  const dado = params.get('dia');
  const dia = dado && isValidDataIso(dado) ? dado : dataIsoLocal();
  const naovazio = params.get('todos') !== '1';
  const mudar = (novo: { dia?: string; naovazio?: boolean }) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        q.delete('pagina');
        if (novo.dia !== undefined) {
          if (novo.dia === dataIsoLocal()) q.delete('dia');
          else q.set('dia', novo.dia);
        }
        if (novo.naovazio !== undefined) {
          if (novo.naovazio) q.delete('todos');
          else q.set('todos', '1');
        }
        return q;
      },
      { replace: true },
    );
  return { dia, naovazio, mudar };
}

const nomeExibido = (s: SituacaoDoDia) => (s.defensor.ativo ? s.defensor.nome : `${s.defensor.nome} (inativo)`);

/**
 * The Férias module's home (cadastros-relatorios §2.16): a month calendar to pick a day, that day's summary (Atuando,
 * Férias, Folgas, Abonos, Licenças, Ativos, No Sistema, Inativos) and each defender's situation with its icon; the
 * switch shows only those away (naovazio) or every defender.
 */
export default function PainelFeriasPage() {
  const { dia, naovazio, mudar } = useFiltros();
  const { podeAlguma } = usePermissoes();
  const resumo = useQuery(resumoDoDiaQuery(dia));
  const situacoes = useQuery(situacoesDoDiaQuery(dia, naovazio));
  const [tabela, setTabela] = useTableState();
  const filtradas = (situacoes.data ?? []).filter((s) => incluiSemAcento(s.defensor.nome, tabela.filter));
  const inicio = (tabela.page - 1) * tabela.pageSize;
  // The month shown by the calendar follows the day chosen from outside it (Hoje, a link with ?dia=).
  const [mes, setMes] = useState(dia);
  const [diaDoMes, setDiaDoMes] = useState(dia);
  if (dia !== diaDoMes) {
    setDiaDoMes(dia);
    setMes(dia);
  }

  const colunas: DataTableColumn<SituacaoDoDia>[] = [
    { accessor: 'tipo', title: 'Situação', width: 230, render: (s) => <Situacao tipo={s.tipo} />, exportValue: (s) => situacaoLabel(s.tipo) },
    {
      accessor: 'defensor.nome',
      title: 'Defensor',
      exportValue: nomeExibido,
      render: (s) => (s.defensor.ativo ? s.defensor.nome : <Text c="dimmed" size="sm">{nomeExibido(s)}</Text>),
    },
    { accessor: 'motivo', title: 'Anotações' },
    { accessor: 'inicio', title: 'Início', noWrap: true, width: 110, render: (s) => formatData(s.inicio), exportValue: (s) => formatData(s.inicio) },
    { accessor: 'fim', title: 'Fim', noWrap: true, width: 110, render: (s) => formatData(s.fim), exportValue: (s) => formatData(s.fim) },
  ];
  if (podeAlguma('PERIODO_READ', 'PERIODO_ENUMERATE')) {
    colunas.push({
      accessor: 'acao',
      title: 'Ação',
      action: true,
      width: 70,
      textAlign: 'center',
      render: (s) =>
        s.periodo_id !== null && (
          <ActionIcon component={Link} to={`/acoes/edit/${s.periodo_id}`} variant="subtle" aria-label={`Ver a ação de ${s.defensor.nome}`}>
            <IconEye size={18} />
          </ActionIcon>
        ),
    });
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Situação dos defensores</Title>
        <Text c="dimmed">{diaPorExtenso(dia)}</Text>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            <Card withBorder padding="sm" component="section" aria-label="Calendário">
              <Stack gap="xs" align="center">
                <DatePicker value={dia} onChange={(v) => v && mudar({ dia: v })} date={mes} onDateChange={setMes} aria-label="Escolha o dia" />
                <Button variant="subtle" size="xs" onClick={() => mudar({ dia: dataIsoLocal() })} disabled={dia === dataIsoLocal()}>
                  Hoje
                </Button>
              </Stack>
            </Card>
            <ResumoDoDiaCard dia={dia} resumo={resumo.data} carregando={resumo.isPending} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <DataTable
            tableKey="painel-ferias"
            title={`Situação dos defensores em ${formatData(dia)}`}
            columns={colunas}
            records={filtradas.slice(inicio, inicio + tabela.pageSize)}
            totalRecords={filtradas.length}
            todosRegistros={filtradas}
            state={tabela}
            onChange={setTabela}
            loading={situacoes.isFetching}
            filterPlaceholder="Filtrar por nome"
            idAccessor={(s) => s.defensor.id}
            toolbar={
              <Group gap="xs">
                <Switch
                  size="sm"
                  label="Desmarque para exibir todos os defensores."
                  checked={naovazio}
                  onChange={(e) => mudar({ naovazio: e.currentTarget.checked })}
                />
              </Group>
            }
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
