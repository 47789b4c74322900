import { Badge, Button, Group, Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatData, TIPO_PESSOA, tipoEstagioLabel, tipoVinculoLabel } from '@sgi/domain';
import { IconChevronDown, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { editarColumn } from '../../components/data-table-actions';
import { pageQuery, type Pagina, useTableState } from '../../components/table-state';
import { usePermissoes } from '../../lib/auth';
import { lotacoesQuery, type Lotacao } from './api';
import { ROTA_CRIAR } from './lotacao-form';
import { FiltroAtivo, FiltroModal } from './lotacao-filtro-modal';
import { ABAS, consultaLotacoes, DIAS_RECENTES, TAKE_RECENTES, useFiltrosLotacao, type Aba } from './lotacao-filtros';

const nomeDaPessoa = (l: Lotacao) => l.defensor?.nome ?? l.assessor?.nome ?? l.estagio?.estagiario.nome ?? '';
const setor = (l: Lotacao) => (l.setor ? `${l.setor.sigla} - ${l.setor.nome}` : '');
const horario = (l: Lotacao) => (l.entrada || l.saida ? `${l.entrada ?? ''} – ${l.saida ?? ''}` : '');
const estagio = (l: Lotacao) => (l.estagio ? `${tipoEstagioLabel(l.estagio.tipo_estagio)} (${formatData(l.estagio.data_inicio_estagio)})` : '');

/** A placement out of its period is shown greyed and struck through (cadastros-relatorios §2.10). */
function Celula({ l, children }: { l: Lotacao; children: ReactNode }) {
  return l.vigente ? (
    <>{children}</>
  ) : (
    <Text span size="sm" c="dimmed" td="line-through">
      {children}
    </Text>
  );
}

const coluna = (accessor: string, title: string, valor: (l: Lotacao) => string, extra: Partial<DataTableColumn<Lotacao>> = {}): DataTableColumn<Lotacao> => ({
  accessor,
  title,
  exportValue: valor,
  render: (l) => <Celula l={l}>{valor(l)}</Celula>,
  ...extra,
});

function colunas(aba: Aba): DataTableColumn<Lotacao>[] {
  return [
    {
      ...coluna('pessoa', aba.pessoa, nomeDaPessoa),
      // Unticked Ativo: a draft, not yet a placement (§2.10).
      exportValue: (l) => (l.ativo ? nomeDaPessoa(l) : `${nomeDaPessoa(l)} (rascunho)`),
      render: (l) => (
        <Group gap={6} wrap="nowrap">
          <Celula l={l}>{nomeDaPessoa(l)}</Celula>
          {!l.ativo && (
            <Badge color="yellow" variant="light" size="sm">
              Rascunho
            </Badge>
          )}
        </Group>
      ),
    },
    ...(aba.tipoPessoa === TIPO_PESSOA.Estagiario ? [coluna('estagio', 'Estágio', estagio)] : []),
    coluna('tipo', 'Tipo', (l) => tipoVinculoLabel(l.tipo)),
    coluna('local', 'Defensoria / Núcleo', (l) => l.defensoria?.nome ?? l.nucleo?.nome ?? ''),
    coluna('unidade', 'Unidade', (l) => l.setor?.predio.nome ?? ''),
    coluna('setor', 'Setor', setor),
    coluna('data_inicial', 'Início', (l) => formatData(l.data_inicial), { noWrap: true }),
    coluna('data_final', 'Fim', (l) => formatData(l.data_final), { noWrap: true }),
    // An intern's hours are what the attendance sheet starts from: shown on that tab, optional on the others.
    coluna('horario', 'Horário', horario, { noWrap: true, hiddenByDefault: aba.tipoPessoa !== TIPO_PESSOA.Estagiario }),
    coluna('anotacao1', 'Anotação 1', (l) => l.anotacao1 ?? '', { hiddenByDefault: true }),
    coluna('anotacao2', 'Anotação 2', (l) => l.anotacao2 ?? '', { hiddenByDefault: true }),
    editarColumn((l) => `/vinculos/editar/${l.id}`, (l) => `o vínculo de ${nomeDaPessoa(l)}`),
  ];
}

function CadastrarVinculo() {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          Cadastrar Vínculo
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={ROTA_CRIAR[TIPO_PESSOA.Defensor]}>
          Defensor
        </Menu.Item>
        <Menu.Item component={Link} to={ROTA_CRIAR[TIPO_PESSOA.Assessor]}>
          Assessor
        </Menu.Item>
        <Menu.Item component={Link} to={ROTA_CRIAR[TIPO_PESSOA.Estagiario]}>
          Estagiário
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Vínculos (cadastros-relatorios §2.10): tabs per person kind, filters from the URL or 'Pesquisar Vínculos';
 * without a filter, the placements edited in the last 7 days, most recent first, 20 per page (§9).
 */
export default function LotacaoListPage() {
  const { filtros, filtrado, aba, pesquisar, mudarAba } = useFiltrosLotacao();
  const [tabela, setTabela] = useTableState({ pageSize: TAKE_RECENTES });
  const [pesquisando, setPesquisando] = useState(false);
  const { pode } = usePermissoes();
  // The same call for the visible page and for every page the export reads (DataTable `consulta`).
  const consulta = (pagina: Pagina) => lotacoesQuery(consultaLotacoes(filtros, aba.tipoPessoa, pagina));
  const { data, isFetching } = useQuery(consulta(pageQuery(tabela)));
  const [lotacoes, total] = data ?? [[], 0];

  return (
    <Stack gap="md">
      <Title order={2}>Vínculos</Title>
      <Tabs value={aba.value} onChange={mudarAba}>
        <Tabs.List>
          {ABAS.map((a) => (
            <Tabs.Tab key={a.value} value={a.value}>
              {a.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {filtrado ? (
        <FiltroAtivo filtros={filtros} onLimpar={() => pesquisar({})} />
      ) : (
        <Text size="sm">Vínculos editados nos últimos {DIAS_RECENTES} dias.</Text>
      )}
      <DataTable
        tableKey={`vinculos-${aba.value}`}
        title={`Vínculos - ${aba.label}`}
        columns={colunas(aba)}
        records={lotacoes}
        totalRecords={total}
        consulta={consulta}
        state={tabela}
        onChange={setTabela}
        loading={isFetching}
        toolbar={
          <>
            <Button variant="default" size="xs" leftSection={<IconSearch size={16} />} onClick={() => setPesquisando(true)}>
              Pesquisar Vínculos
            </Button>
            {pode('LOTACAO_CREATE') && <CadastrarVinculo />}
          </>
        }
      />
      <FiltroModal opened={pesquisando} filtros={filtros} onClose={() => setPesquisando(false)} onPesquisar={pesquisar} />
    </Stack>
  );
}
