import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defensoresOpcoesQuery, defensoriasOpcoesQuery, type Opcao } from '../../lib/opcoes';
import { assessoresOpcoesQuery, estagiariosOpcoesQuery, nucleosOpcoesQuery } from './api';
import { FILTROS, ROTULO_FILTRO, type Filtro, type Filtros } from './lotacao-filtros';

/** The lookup list of each filter, asked only where `usar` says (the placement filter search, §9). */
function useOpcoesFiltro(usar: (f: Filtro) => boolean): Record<Filtro, { data?: Opcao[]; isPending: boolean }> {
  const estagiarios = useQuery({ ...estagiariosOpcoesQuery(), enabled: usar('estagiarioid') });
  return {
    defensorid: useQuery({ ...defensoresOpcoesQuery(), enabled: usar('defensorid') }),
    assessorid: useQuery({ ...assessoresOpcoesQuery(), enabled: usar('assessorid') }),
    estagiarioid: {
      isPending: estagiarios.isPending,
      data: estagiarios.data?.map((e) => ({ value: String(e.id), label: e.ativo ? e.nome : `${e.nome} (inativo)` })),
    },
    defensoriaid: useQuery({ ...defensoriasOpcoesQuery(), enabled: usar('defensoriaid') }),
    nucleoid: useQuery({ ...nucleosOpcoesQuery(), enabled: usar('nucleoid') }),
  };
}

/** 'Defensor: Ana Lima · Defensoria: 1ª Defensoria Cível' above the filtered list, with 'Limpar filtro'. */
export function FiltroAtivo({ filtros, onLimpar }: { filtros: Filtros; onLimpar: () => void }) {
  const opcoes = useOpcoesFiltro((f) => !!filtros[f]);
  const partes = FILTROS.filter((f) => filtros[f]).map((f) => {
    const nome = opcoes[f].data?.find((o) => o.value === filtros[f])?.label ?? `nº ${filtros[f]}`;
    return `${ROTULO_FILTRO[f]}: ${nome}`;
  });
  return (
    <Group gap="sm">
      <Text size="sm">Vínculos filtrados por {partes.join(' · ')}.</Text>
      <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} />} onClick={onLimpar}>
        Limpar filtro
      </Button>
    </Group>
  );
}

function Formulario({ filtros, onPesquisar }: { filtros: Filtros; onPesquisar: (f: Filtros) => void }) {
  const [valores, setValores] = useState<Filtros>(filtros);
  const opcoes = useOpcoesFiltro(() => true);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onPesquisar(valores);
      }}
    >
      <Stack gap="sm">
        {FILTROS.map((f) => (
          <Select
            key={f}
            label={ROTULO_FILTRO[f]}
            searchable
            clearable
            nothingFoundMessage="Nenhum registro encontrado"
            placeholder={opcoes[f].isPending ? 'Carregando...' : '(todos)'}
            data={opcoes[f].data ?? []}
            value={valores[f] ?? null}
            onChange={(v) => setValores((atual) => ({ ...atual, [f]: v ?? undefined }))}
          />
        ))}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setValores({})}>
            Limpar
          </Button>
          <Button type="submit">Pesquisar</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Pesquisar Vínculos': defensor, assessor, estagiário, defensoria and núcleo (cadastros-relatorios §2.10). */
export function FiltroModal({ opened, filtros, onClose, onPesquisar }: { opened: boolean; filtros: Filtros; onClose: () => void; onPesquisar: (f: Filtros) => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Pesquisar Vínculos">
      {opened && (
        <Formulario
          filtros={filtros}
          onPesquisar={(f) => {
            onPesquisar(f);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
