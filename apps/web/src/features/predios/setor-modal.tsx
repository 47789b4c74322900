import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { normalizarSigla, PREDIO } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CampoInteiro } from '../../components/campos';
import type { Ref } from '../../lib/opcoes';
import { responsaveisQuery } from './api';
import { validarSetor, type SetorValores } from './predio-form';

/** A searchable select of people: the server filters by name (GET predio/responsaveis), 20 at a time. */
function ResponsavelSelect({ value, onChange, error }: { value: Ref | null; onChange: (r: Ref | null) => void; error?: string }) {
  const [busca, setBusca] = useState(value?.nome ?? '');
  const [termo] = useDebouncedValue(busca.trim(), 300);
  const { data = [], isFetching } = useQuery(responsaveisQuery(termo));
  const opcoes = [...data, ...(value && !data.some((p) => p.id === value.id) ? [value] : [])].map((p) => ({ value: String(p.id), label: p.nome }));
  return (
    <Select
      label="Responsável"
      searchable
      clearable
      placeholder="Digite parte do nome"
      nothingFoundMessage={isFetching ? 'Buscando...' : 'Nenhuma pessoa encontrada'}
      data={opcoes}
      // The server already filtered by the typed name (full name, any part of it).
      filter={({ options }) => options}
      searchValue={busca}
      onSearchChange={setBusca}
      value={value ? String(value.id) : null}
      onChange={(v, opcao) => onChange(v && opcao ? { id: Number(v), nome: opcao.label } : null)}
      error={error}
    />
  );
}

interface SetorModalProps {
  /** the sector being edited; null adds one */
  setor: SetorValores | null;
  /** the building's current list: a typed sigla already in it updates that row */
  setores: SetorValores[];
  onSalvar: (setor: SetorValores) => void;
  onClose: () => void;
}

function SetorForm({ setor, setores, onSalvar, onClose }: SetorModalProps) {
  const form = useForm<SetorValores>({
    initialValues: setor ?? { sigla: '', nome: '', capacidade: '', responsavel: null },
    validate: validarSetor,
  });
  const sigla = normalizarSigla(form.values.sigla);
  const existente = !setor && sigla !== '' && setores.some((s) => normalizarSigla(s.sigla) === sigla);
  const enviar = form.onSubmit((v) => onSalvar(v));
  // The modal is portalled, but React still bubbles its submit to the building's form: stop it here.
  const submeter = (e: FormEvent<HTMLFormElement>) => {
    e.stopPropagation();
    enviar(e);
  };
  return (
    <form onSubmit={submeter} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label="Sigla"
            required
            autoFocus={!setor}
            maxLength={PREDIO.siglaMax}
            // The sigla is the sector's key (§3): an existing sector keeps it; another sigla is another sector.
            disabled={setor !== null}
            {...form.getInputProps('sigla')}
            onChange={(e) => form.setFieldValue('sigla', e.currentTarget.value.toUpperCase())}
          />
          <CampoInteiro form={form} campo="capacidade" label="Capacidade" required min={PREDIO.capacidadeMin} max={PREDIO.capacidadeMax} />
        </Group>
        {existente && (
          <Text size="sm" c="blue">
            A sigla {sigla} já está na lista: o setor será atualizado.
          </Text>
        )}
        <TextInput label="Nome" required autoFocus={!!setor} maxLength={PREDIO.setorNomeMax} {...form.getInputProps('nome')} />
        <ResponsavelSelect
          value={form.values.responsavel}
          onChange={(r) => form.setFieldValue('responsavel', r)}
          error={form.errors.responsavel as string | undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">{setor || existente ? 'Atualizar' : 'Adicionar'}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit one sector of the building form (cadastros-relatorios §2.7): kept in the form until it is saved. */
export function SetorModal({ opened, ...props }: SetorModalProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.setor ? `Editar setor ${props.setor.sigla}` : 'Adicionar setor'}>
      {opened && <SetorForm key={props.setor?.sigla ?? 'novo'} {...props} />}
    </Modal>
  );
}
