import { Alert, Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import {
  acaoDoStatus,
  campoLabel,
  FOLHA,
  formatDataHora,
  formatMinutos,
  mascaraHora,
  minutosTrabalhados,
  preencherDia,
  statusDiaLabel,
  type AcaoDia,
  type DiaDoCalendario,
  type EntradaDia,
} from '@sgi/domain';
import { useState, type ReactNode } from 'react';
import type { Folha } from './api';
import { ComprovanteDaFalta } from './comprovante-falta';

type Dia = Folha['dias'][number];

const ACOES: { value: AcaoDia; label: string }[] = [
  { value: 'ausente', label: 'Ausente' },
  { value: 'presente', label: 'Presente' },
  { value: 'recesso', label: 'Recesso' },
  { value: 'limpar', label: 'Limpar' },
];

/** What the intern is typing in the modal: kept as is when a save is refused (ADR 022). */
export interface Digitado {
  acao: AcaoDia;
  horarioEntrada: string;
  horarioSaida: string;
  justificativa: string;
}

export function digitadoDoDia(dia: Dia, padrao: { entrada: string | null; saida: string | null }): Digitado {
  const acao = acaoDoStatus(dia.status) ?? 'limpar';
  // An unfilled day offers the placement's times, so Presente is one click away.
  const semHorarios = !dia.horarioEntrada && !dia.horarioSaida;
  return {
    acao: acao === 'limpar' ? 'presente' : acao,
    horarioEntrada: (semHorarios ? padrao.entrada : dia.horarioEntrada)?.slice(0, 5) ?? '',
    horarioSaida: (semHorarios ? padrao.saida : dia.horarioSaida)?.slice(0, 5) ?? '',
    justificativa: dia.justificativa ?? '',
  };
}

/** The PUT item (folha-dias.ts entradaDiaSchema) for what was typed, or the rule's message (acesso-sessao §4, §5). */
export function entradaDoDigitado(cal: DiaDoCalendario, fimSemana: boolean, d: Digitado): { entrada: EntradaDia } | { mensagem: string } {
  const r = preencherDia(cal, fimSemana, d);
  if (!r.ok) return { mensagem: r.mensagem };
  const v = r.valores;
  return { entrada: { dia: cal.dia, status: v.status, horarioEntrada: v.horarioEntrada, horarioSaida: v.horarioSaida, justificativa: v.justificativa } };
}

interface Props {
  folha: Folha;
  dia: Dia;
  cal: DiaDoCalendario;
  editavel: boolean;
  /** what the fields start with; the typing then lives here, so a refused save keeps it (ADR 022) */
  inicial: Digitado;
  salvando: boolean;
  onSalvar: (entrada: EntradaDia) => void;
  onClose: () => void;
  /** the stale-write notice (ADR 022), shown above the fields */
  conflito?: ReactNode;
}

/** The day modal (acesso-sessao §2 "Day modal", §5): the rules answer at once, the server checks them again. */
export function DiaModal({ folha, dia, cal, editavel, inicial, salvando, onSalvar, onClose, conflito }: Props) {
  const [digitado, setDigitado] = useState(inicial);
  const r = entradaDoDigitado(cal, folha.estagio.fim_semana, digitado);
  const mensagem = 'mensagem' in r ? r.mensagem : null;
  const minutos = digitado.acao === 'presente' ? minutosTrabalhados(digitado.horarioEntrada, digitado.horarioSaida) : null;
  const correcoes = folha.correcoes.filter((c) => c.dia === dia.dia && c.resolvidaEm === null);
  const set = (parte: Partial<Digitado>) => setDigitado({ ...digitado, ...parte });
  const titulo = `Dia ${String(dia.dia).padStart(2, '0')}/${String(folha.mes).padStart(2, '0')}/${folha.ano}`;

  return (
    <Modal opened onClose={onClose} title={titulo} size="lg">
      <Stack gap="sm">
        {conflito}
        <Text size="sm" c="dimmed">
          Situação atual: {statusDiaLabel(dia.status) || 'Sem situação'}
          {dia.feriado && dia.nomeFeriado ? ` · ${dia.nomeFeriado}` : ''}
        </Text>
        {correcoes.map((c, i) => (
          <Alert key={i} color="orange" title="Corrigir este dia">
            {c.comentario} <Text span size="xs" c="dimmed">({c.nome}, {formatDataHora(c.criadoEm)})</Text>
          </Alert>
        ))}
        {editavel && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if ('entrada' in r) onSalvar(r.entrada);
            }}
          >
            <Stack gap="sm">
              <SegmentedControl
                aria-label="Situação do dia"
                data={ACOES}
                value={digitado.acao}
                onChange={(v) => set({ acao: v as AcaoDia })}
                fullWidth
              />
              {digitado.acao === 'presente' && (
                <Group grow align="flex-start">
                  <HoraInput label="Horário de entrada" value={digitado.horarioEntrada} onChange={(v) => set({ horarioEntrada: v })} />
                  <HoraInput label="Horário de saída" value={digitado.horarioSaida} onChange={(v) => set({ horarioSaida: v })} />
                </Group>
              )}
              {digitado.acao === 'presente' && minutos !== null && minutos > 0 && (
                <Text size="sm">Carga do dia: {formatMinutos(minutos)}</Text>
              )}
              {digitado.acao === 'ausente' && (
                <Textarea
                  label="Justificativa"
                  description="Com justificativa, a falta é justificada."
                  rows={3}
                  maxLength={FOLHA.justificativaMax}
                  value={digitado.justificativa}
                  onChange={(e) => set({ justificativa: e.currentTarget.value })}
                />
              )}
              {/* Shown at once (§5): the same rules the server applies. */}
              <div style={{ minHeight: 24 }}>
                {mensagem && (
                  <Text size="sm" c="red" role="alert">
                    {mensagem}
                  </Text>
                )}
              </div>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancelar
                </Button>
                <Button type="submit" loading={salvando} disabled={mensagem !== null}>
                  Salvar
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <ComprovanteDaFalta folha={folha} dia={dia} editavel={editavel} acaoDigitada={editavel ? digitado.acao : ''} />
        <HistoricoDoDia dia={dia} />
      </Stack>
    </Modal>
  );
}

/** A time of day typed 'HH:mm' in 24 hours (the same mask as the forms' CampoHora). */
function HoraInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:mm"
      maxLength={5}
      value={value}
      onChange={(e) => onChange(mascaraHora(e.currentTarget.value))}
    />
  );
}

const vazio = (v: unknown) => v === null || v === undefined || v === '';

/** A changed value as the intern reads it: the day's situation by name, times as HH:mm, the proof as attached or not. */
function valorDoCampo(campo: string, v: unknown): string {
  if (vazio(v)) return '—';
  if (campo === 'status') return statusDiaLabel(Number(v)) || String(v);
  if (campo.startsWith('horario_')) return String(v).slice(0, 5);
  if (campo === 'anexo_id') return 'anexado';
  return String(v);
}

/** The day's changes (acesso-sessao §3 History record): action, when, who, the fields changed. */
function HistoricoDoDia({ dia }: { dia: Dia }) {
  if (dia.historicos.length === 0) return <Text size="xs" c="dimmed">Sem alterações registradas neste dia.</Text>;
  return (
    <Table striped withTableBorder aria-label="Histórico do dia" fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ação</Table.Th>
          <Table.Th>Data</Table.Th>
          <Table.Th>Usuário</Table.Th>
          <Table.Th>Alterações</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dia.historicos.map((h, i) => (
          <Table.Tr key={i}>
            <Table.Td>{h.acao}</Table.Td>
            <Table.Td>{formatDataHora(h.criadoEm)}</Table.Td>
            <Table.Td>{h.criadoPor?.username ?? '—'}</Table.Td>
            <Table.Td>
              {Object.entries(h.diff)
                .map(([campo, d]) => `${campoLabel(campo)}: ${valorDoCampo(campo, d.de)} → ${valorDoCampo(campo, d.para)}`)
                .join('; ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
