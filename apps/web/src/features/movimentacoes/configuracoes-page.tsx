import { Alert, Button, Center, Loader, MultiSelect, Stack, Switch, Text, Title } from '@mantine/core';
import {
  CHAVE_CONFIGURACAO,
  CHAVE_LEMBRETE_MOVIMENTACOES,
  lembreteLigado,
  marcaTipoMovimentacao,
  tiposComProcessoDe,
  valorTiposComProcesso,
  type ConfiguracaoComVersao,
  type ConfiguracoesInput,
} from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { conflitoDeVersao } from '../../components/conflito-versao';
import { notify } from '../../lib/notify';
import { configuracoesQuery, todosOsTiposQuery, useSalvarConfiguracoes, type TipoMovimentacaoLinha } from './api';

const opcoesDosTipos = (tipos: readonly TipoMovimentacaoLinha[]) =>
  tipos.map((t) => ({ value: String(t.id), label: `${marcaTipoMovimentacao(t)} — ${t.descricao}` }));

/** The form over the keys as read: it sends back each key's version (a stale one is a 409: the page reads again). */
function FormularioDeConfiguracoes({ configuracoes, tipos, recarregar }: { configuracoes: ConfiguracaoComVersao[]; tipos: TipoMovimentacaoLinha[]; recarregar: () => void }) {
  const salvar = useSalvarConfiguracoes();
  const [escolhidos, setEscolhidos] = useState(() => tiposComProcessoDe(configuracoes).map(String));
  const [lembrete, setLembrete] = useState(() => lembreteLigado(configuracoes));
  const versao = (chave: number) => configuracoes.find((c) => c.chave === chave)?.versao ?? 0;

  const enviar = () => {
    const corpo: ConfiguracoesInput = [
      { chave: CHAVE_CONFIGURACAO.TiposComProcesso, valor: valorTiposComProcesso(escolhidos.map(Number)), versao: versao(CHAVE_CONFIGURACAO.TiposComProcesso) },
      { chave: CHAVE_LEMBRETE_MOVIMENTACOES, valor: lembrete ? 'true' : 'false', versao: versao(CHAVE_LEMBRETE_MOVIMENTACOES) },
    ];
    salvar.mutate(corpo, {
      onSuccess: (r) => notify.sucesso(r.message),
      // Someone else saved first: the toast says who; the page shows what is saved now.
      onError: (err) => conflitoDeVersao(err) && recarregar(),
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <MultiSelect
        label="Tipos que exigem números de processo"
        description="Numa linha desses tipos a quantidade é o número de processos informados."
        searchable
        clearable
        nothingFoundMessage="Nenhum tipo encontrado"
        data={opcoesDosTipos(tipos)}
        value={escolhidos}
        onChange={setEscolhidos}
      />
      <Switch
        label="Lembrete por e-mail"
        description="Uma vez por dia, depois do prazo, um e-mail a cada defensor que ainda deve um mês, listando o que deve."
        checked={lembrete}
        onChange={(e) => setLembrete(e.currentTarget.checked)}
      />
      <div>
        <Button onClick={enviar} loading={salvar.isPending}>
          Salvar
        </Button>
      </div>
    </Stack>
  );
}

/**
 * Configurações das movimentações (ADR 071, for administrators): the types that require process numbers (key 1) and
 * the e-mail reminder of owed months (key 2), audited like any record.
 */
export default function ConfiguracoesPage() {
  const configuracoes = useQuery(configuracoesQuery());
  const tipos = useQuery(todosOsTiposQuery());
  const pronto = configuracoes.data && tipos.data;
  return (
    <Stack gap="md">
      <Title order={2}>Configurações das Movimentações</Title>
      <Text c="dimmed" size="sm">
        Valem para todos os usuários assim que salvas; cada alteração fica no Histórico (tabela Configuração).
      </Text>
      {configuracoes.isError || tipos.isError ? (
        <Alert color="red">Não foi possível ler as configurações. Recarregue a página.</Alert>
      ) : !pronto ? (
        <Center mih={120}>
          <Loader aria-label="Carregando" />
        </Center>
      ) : (
        <FormularioDeConfiguracoes
          key={configuracoes.data.map((c) => c.versao).join('-')}
          configuracoes={configuracoes.data}
          tipos={tipos.data}
          recarregar={() => void configuracoes.refetch()}
        />
      )}
    </Stack>
  );
}
