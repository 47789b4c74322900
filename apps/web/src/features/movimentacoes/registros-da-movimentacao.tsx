import { ActionIcon, Button, Group, NumberInput, Paper, Pill, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  exigeProcessos,
  formatarNumeroProcesso,
  mascaraNumeroProcesso,
  MOVIMENTACAO,
  normalizarNumeroProcesso,
  tiposDaLinha,
  validarNumeroProcesso,
  type TipoMovimentacaoLinha,
} from '@sgi/domain';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { linhaVazia, type LinhaValores, type MovimentacaoValores } from './movimentacao-form';

const INICIAL = [
  { value: 'sim', label: 'Inicial' },
  { value: 'nao', label: 'Não inicial' },
];

interface Props {
  form: UseFormReturnType<MovimentacaoValores>;
  tipos: readonly TipoMovimentacaoLinha[];
  tiposComProcesso: readonly number[];
  ehnucleo: boolean;
  desabilitado: boolean;
}

/**
 * A line's process numbers (§4, §5, ADR 068): typed with the CNJ mask as it grows, Enter adds it (or says why not:
 * 'Número já inserido.', 'Valor não é um número.', 'O número de processo deve ter 12 caracteres.', a wrong CNJ check
 * digit), a double click on a number — or its remove button, for the keyboard — removes it.
 */
function Processos({ linha, indice, form, travada, desabilitado }: { linha: LinhaValores; indice: number; form: Props['form']; travada: boolean; desabilitado: boolean }) {
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const caminho = `registros.${indice}`;
  const mudar = (processos: string[]) => {
    form.setFieldValue(`${caminho}.processos`, processos);
    if (travada) form.setFieldValue(`${caminho}.quantidade`, processos.length);
    form.clearFieldError(`${caminho}.processos`);
    form.clearFieldError(`${caminho}.quantidade`);
  };
  const adicionar = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (texto.trim() === '') return;
    const motivo = validarNumeroProcesso(texto, linha.processos);
    if (motivo) return setErro(motivo);
    mudar([...linha.processos, normalizarNumeroProcesso(texto)!]);
    setTexto('');
    setErro(null);
  };
  const remover = (p: string) => mudar(linha.processos.filter((x) => x !== p));
  const erroDoFormulario = form.errors[`${caminho}.processos`];
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        aria-label={`Números de processo da linha ${indice + 1}`}
        placeholder={travada ? 'Número do processo + Enter' : 'Opcional: número + Enter'}
        value={texto}
        disabled={desabilitado}
        maxLength={30}
        inputMode="numeric"
        onChange={(e) => {
          setTexto(mascaraNumeroProcesso(e.currentTarget.value));
          setErro(null);
        }}
        onKeyDown={adicionar}
        error={erro ?? erroDoFormulario}
      />
      {linha.processos.length > 0 && (
        <Pill.Group role="list" aria-label={`Processos da linha ${indice + 1}`}>
          {linha.processos.map((p) => (
            <Pill
              key={p}
              role="listitem"
              withRemoveButton={!desabilitado}
              removeButtonProps={{ 'aria-label': `Remover o processo ${formatarNumeroProcesso(p)}` }}
              onRemove={() => remover(p)}
              onDoubleClick={() => !desabilitado && remover(p)}
              title="Clique duas vezes para remover"
            >
              {formatarNumeroProcesso(p)}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}

/** Under 768 px the lines are cards, one field under the other, instead of a 720 px table scrolled sideways. */
export const LINHAS_EM_CARTOES = '(max-width: 47.99em)';

/**
 * The records table of the movement form (§2.12, §3 Registro de movimentacao): per line whether it is an initial
 * petition (filters the types by inicial and by the movement's kind of place, §4), the type, the quantity (locked to
 * the count of process numbers for a type of key 1) and the numbers. On a phone each line is a card.
 */
export function RegistrosDaMovimentacao({ form, tipos, tiposComProcesso, ehnucleo, desabilitado }: Props) {
  const linhas = form.values.registros;
  const usados = new Set(linhas.map((l) => l.tipo).filter(Boolean));
  const erroGeral = form.errors.registros;
  const cartoes = useMediaQuery(LINHAS_EM_CARTOES, false, { getInitialValueInEffect: false });
  /** One line's fields; in a card each one carries its own label, in the table the header names them. */
  const campos = (linha: LinhaValores, i: number) => {
    const travada = linha.tipo !== null && exigeProcessos(Number(linha.tipo), tiposComProcesso);
    const inicial = linha.inicial === null ? null : linha.inicial === 'sim';
    // The line's own type stays offered even when another line or the filter would hide it.
    const opcoes = tiposDaLinha(tipos, { nucleo: ehnucleo, inicial })
      .filter((t) => String(t.id) === linha.tipo || !usados.has(String(t.id)))
      .map((t) => ({ value: String(t.id), label: t.descricao }));
    const rotulo = (texto: string) => (cartoes ? texto : undefined);
    return {
      inicial: (
        <Select
          size="xs"
          label={rotulo('Inicial')}
          aria-label={`Inicial da linha ${i + 1}`}
          placeholder="Todos"
          clearable
          data={INICIAL}
          disabled={desabilitado}
          value={linha.inicial}
          onChange={(v) => {
            form.setFieldValue(`registros.${i}.inicial`, v as LinhaValores['inicial']);
            const tipo = tipos.find((t) => String(t.id) === linha.tipo);
            if (tipo && v !== null && tipo.inicial !== (v === 'sim')) form.setFieldValue(`registros.${i}.tipo`, null);
          }}
        />
      ),
      tipo: (
        <Select
          size="xs"
          label={rotulo('Tipo')}
          aria-label={`Tipo da linha ${i + 1}`}
          placeholder="Selecione"
          searchable
          nothingFoundMessage="Nenhum tipo encontrado"
          data={opcoes}
          disabled={desabilitado}
          {...form.getInputProps(`registros.${i}.tipo`)}
          onChange={(v) => {
            form.setFieldValue(`registros.${i}.tipo`, v);
            form.clearFieldError(`registros.${i}.tipo`);
            if (v && exigeProcessos(Number(v), tiposComProcesso)) form.setFieldValue(`registros.${i}.quantidade`, linha.processos.length);
          }}
        />
      ),
      quantidade: (
        <NumberInput
          size="xs"
          label={rotulo('Quantidade')}
          aria-label={`Quantidade da linha ${i + 1}`}
          min={0}
          max={MOVIMENTACAO.quantidadeMax}
          allowDecimal={false}
          allowNegative={false}
          readOnly={travada}
          disabled={desabilitado}
          description={travada ? 'Nº de processos' : undefined}
          {...form.getInputProps(`registros.${i}.quantidade`)}
        />
      ),
      processos: <Processos linha={linha} indice={i} form={form} travada={travada} desabilitado={desabilitado} />,
      remover: !desabilitado && (
        <ActionIcon variant="subtle" color="red" aria-label={`Remover a linha ${i + 1}`} onClick={() => form.removeListItem('registros', i)}>
          <IconTrash size={16} />
        </ActionIcon>
      ),
    };
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Registros</Text>
        {!desabilitado && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={linhas.length >= MOVIMENTACAO.registrosMax}
            onClick={() => form.insertListItem('registros', linhaVazia())}
          >
            Adicionar linha
          </Button>
        )}
      </Group>
      {cartoes ? (
        <Stack gap="xs" role="list" aria-label="Registros">
          {linhas.map((linha, i) => {
            const c = campos(linha, i);
            return (
              <Paper key={linha.chave} withBorder p="xs" role="listitem" aria-label={`Linha ${i + 1}`}>
                <Stack gap={6}>
                  <Group justify="space-between" align="center">
                    <Text size="sm" fw={600}>
                      Linha {i + 1}
                    </Text>
                    {c.remover}
                  </Group>
                  {c.inicial}
                  {c.tipo}
                  {c.quantidade}
                  <div>
                    <Text size="xs" fw={500} mb={2}>
                      Processos
                    </Text>
                    {c.processos}
                  </div>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={6} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>Inicial</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th w={110}>Quantidade</Table.Th>
                <Table.Th w={260}>Processos</Table.Th>
                <Table.Th w={44} aria-label="Remover" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas.map((linha, i) => {
                const c = campos(linha, i);
                return (
                  <Table.Tr key={linha.chave}>
                    <Table.Td valign="top">{c.inicial}</Table.Td>
                    <Table.Td valign="top">{c.tipo}</Table.Td>
                    <Table.Td valign="top">{c.quantidade}</Table.Td>
                    <Table.Td valign="top">{c.processos}</Table.Td>
                    <Table.Td valign="top">{c.remover}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {linhas.length === 0 && <Text c="dimmed" size="sm">Nenhum registro. Use Adicionar linha.</Text>}
      {typeof erroGeral === 'string' && (
        <Text c="red" size="sm">
          {erroGeral}
        </Text>
      )}
    </Stack>
  );
}
