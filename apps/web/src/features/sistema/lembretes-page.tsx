import { Button, Card, Group, Loader, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { formatData, formatDataHora, MENSAGEM_DIAS_DO_LEMBRETE, type ConfigDosLembretes } from '@sgi/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

const chave = ['lembretes', 'configuracao'] as const;
const configQuery = () => queryOptions({ queryKey: chave, queryFn: () => api<ConfigDosLembretes>('lembretes/configuracao'), meta: { erro: 'Falha ao buscar a configuração dos lembretes.' } });

/** The daily reminders of the attendance sheets (ADR 056): an administrator switches them on and sets N. */
export default function LembretesPage() {
  const { data } = useQuery(configQuery());
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>Lembretes das folhas de frequência</Title>
      {data ? <Formulario atual={data} key={data.versao} /> : <Loader aria-label="Carregando" />}
    </Stack>
  );
}

function Formulario({ atual }: { atual: ConfigDosLembretes }) {
  const qc = useQueryClient();
  const [ativo, setAtivo] = useState(atual.ativo);
  const [dias, setDias] = useState<number | string>(atual.diasAssinatura);
  const salvar = useMutation({
    mutationFn: () =>
      api<{ message: string }>('lembretes/configuracao', { method: 'PUT', body: { ativo, diasAssinatura: Number(dias) }, headers: { 'If-Match': String(atual.versao) } }),
    onSuccess: (r) => {
      notify.sucesso(r.message);
      return qc.invalidateQueries({ queryKey: chave });
    },
    meta: { erro: 'Falha ao salvar a configuração dos lembretes.' },
  });
  const diasValidos = Number.isInteger(Number(dias)) && Number(dias) >= 1 && Number(dias) <= 60;
  return (
    <Card withBorder>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (diasValidos) salvar.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Uma vez por dia, a partir das 8h, um e-mail com um link de acesso novo para: estagiários cuja folha do mês que fecha (do dia 25 ao dia 5 do mês
            seguinte) ainda tem dias úteis sem preencher; e responsáveis com folhas aguardando a sua assinatura há mais de N dias. Um resumo por pessoa.
          </Text>
          <Switch label="Enviar lembretes diários" checked={ativo} onChange={(e) => setAtivo(e.currentTarget.checked)} />
          <NumberInput
            label="Dias aguardando assinatura (N)"
            description="O responsável é lembrado das folhas que aguardam a sua assinatura há mais que isto."
            min={1}
            max={60}
            allowDecimal={false}
            w={260}
            value={dias}
            onChange={setDias}
            error={diasValidos ? null : MENSAGEM_DIAS_DO_LEMBRETE}
          />
          <Text size="xs" c="dimmed">
            Último envio: {atual.ultimoEnvio ? formatData(atual.ultimoEnvio) : 'nenhum'} · Alterado em {formatDataHora(atual.editadoEm)}
            {atual.editadoPor ? ` por ${atual.editadoPor}` : ''}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={salvar.isPending} disabled={!diasValidos}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
