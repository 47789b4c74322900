import { ActionIcon, Alert, Badge, Button, Grid, Group, Input, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ACAO } from '@sgi/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Cartao } from '../../components/campos';
import { SelectOpcoes } from '../../components/select-opcoes';
import { defensoriasOpcoesQuery } from '../../lib/opcoes';
import { novaChave, type AcaoValores, type LinhaSubstituicao } from './acao-form';
import { substitutosOpcoesQuery } from './api';

type Form = UseFormReturnType<AcaoValores>;

/** What the user may do to the substitutions (§6, ADR 062: they have their own permissions). */
export interface PermissoesDasSubstituicoes {
  incluir: boolean;
  alterar: boolean;
  remover: boolean;
}

interface Props {
  form: Form;
  defensorId: number;
  permissoes: PermissoesDasSubstituicoes;
  /** §8's warning when the defender has no placement in the days */
  aviso: string | null;
  sugerindo: boolean;
}

export const SEM_SUBSTITUTO = 'Sem substituto: a defensoria fica descoberta nesses dias.';

function LinhaDaTabela({ form, i, linha, defensorId, permissoes }: { form: Form; i: number; linha: LinhaSubstituicao } & Omit<Props, 'form' | 'aviso' | 'sugerindo'>) {
  const defensorias = useQuery(defensoriasOpcoesQuery());
  const substitutos = useQuery(substitutosOpcoesQuery());
  const gravada = linha.id !== null;
  // A stored row changes with SUBSTITUICAO_UPDATE; a new one is part of what SUBSTITUICAO_CREATE adds.
  const editavel = gravada ? permissoes.alterar : permissoes.incluir;
  const mudar = (campo: 'substituto' | 'anotacao' | 'defensoria', valor: string | null) => {
    form.setFieldValue(`substituicoes.${i}.${campo}`, (valor ?? (campo === 'anotacao' ? '' : null)) as never);
    form.setFieldValue(`substituicoes.${i}.sugerida`, false);
  };
  // The other rows' offices are not offered again (one row per office, as the server asks).
  const outras = form.values.substituicoes.filter((_, j) => j !== i).map((l) => l.defensoria);
  const nomeDaDefensoria = defensorias.data?.find((o) => o.value === linha.defensoria)?.label ?? linha.nomeDefensoria ?? `linha ${i + 1}`;
  return (
    <Paper withBorder p="xs" role="group" aria-label={`Substituição: ${nomeDaDefensoria}`}>
      <Grid gap="xs" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          {linha.fixa ? (
            // A stored or suggested row keeps its office (another office is another row): read, not greyed.
            <Stack gap={4}>
              <Input.Label component="div">Defensoria</Input.Label>
              <Text size="sm">{nomeDaDefensoria}</Text>
            </Stack>
          ) : (
            <SelectOpcoes
              label="Defensoria"
              required
              consulta={defensorias}
              sem={outras}
              disabled={!editavel}
              nothingFoundMessage="Nenhuma defensoria encontrada"
              {...form.getInputProps(`substituicoes.${i}.defensoria`)}
              onChange={(v) => mudar('defensoria', v)}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SelectOpcoes
            label="Substituto"
            clearable
            consulta={substitutos}
            sem={[String(defensorId)]}
            disabled={!editavel}
            nothingFoundMessage="Nenhum defensor encontrado"
            description={linha.substituto === null ? SEM_SUBSTITUTO : undefined}
            {...form.getInputProps(`substituicoes.${i}.substituto`)}
            onChange={(v) => mudar('substituto', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 10, md: 3 }}>
          <TextInput
            label="Anotação"
            maxLength={ACAO.anotacaoSubstituicaoMax}
            disabled={!editavel}
            {...form.getInputProps(`substituicoes.${i}.anotacao`)}
            onChange={(e) => mudar('anotacao', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 2, md: 1 }}>
          <Stack gap={4} align="center" pt={24}>
            {(gravada ? permissoes.remover : permissoes.incluir) && (
              <ActionIcon variant="subtle" color="red" aria-label={`Remover a substituição: ${nomeDaDefensoria}`} onClick={() => form.removeListItem('substituicoes', i)}>
                <IconTrash size={18} />
              </ActionIcon>
            )}
            {linha.sugerida && (
              <Badge size="xs" variant="light" color="gray">
                sugerida
              </Badge>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/**
 * Substituições (§2.11, §3 Periodo): one row per office of the defender — defensoria, substituto, anotação — filled
 * from the suggestion for the chosen dates (ADR 062). An office left without a substitute says so.
 */
export function CartaoSubstituicoes({ form, defensorId, permissoes, aviso, sugerindo }: Props) {
  const linhas = form.values.substituicoes;
  const adicionar = () =>
    form.insertListItem('substituicoes', { chave: novaChave(), id: null, defensoria: null, substituto: null, anotacao: '', sugerida: false, fixa: false, nomeDefensoria: null });
  return (
    <Cartao titulo="Substituições">
      {aviso && linhas.length === 0 && <Alert color="yellow">{aviso}</Alert>}
      {sugerindo && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Buscando as defensorias do(a) defensor(a) e os substitutos sugeridos...
          </Text>
        </Group>
      )}
      {linhas.length === 0 && !aviso && !sugerindo && (
        <Text size="sm" c="dimmed">
          {permissoes.incluir ? 'Informe as datas para ver as defensorias do(a) defensor(a) e os substitutos sugeridos.' : 'Nenhuma substituição.'}
        </Text>
      )}
      {linhas.map((linha, i) => (
        <LinhaDaTabela key={linha.chave} form={form} i={i} linha={linha} defensorId={defensorId} permissoes={permissoes} />
      ))}
      {permissoes.incluir && (
        <Group>
          <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={adicionar} disabled={linhas.length >= ACAO.substituicoesMax}>
            Adicionar defensoria
          </Button>
        </Group>
      )}
    </Cartao>
  );
}
