import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { comAtual, placeholderOpcoes } from '../../lib/opcoes';
import { notify } from '../../lib/notify';
import { responsaveisOpcoesQuery, useDefinirResponsavel } from './api';

interface Props {
  folhaId: number;
  atual: { id: number; nome: string } | null;
  onClose: () => void;
}

/** PATCH folha_frequencia/{id}/{responsavelId or 0}: changes or clears the supervisor who signs (issue 13). */
export function ResponsavelModal({ folhaId, atual, onClose }: Props) {
  const opcoes = useQuery(responsaveisOpcoesQuery());
  const [escolhido, setEscolhido] = useState<string | null>(atual ? String(atual.id) : null);
  const definir = useDefinirResponsavel();
  const salvar = () =>
    definir.mutate(
      { id: folhaId, responsavelId: escolhido ? Number(escolhido) : null },
      {
        onSuccess: (r) => {
          notify.sucesso(r?.message ?? 'Registro Salvo');
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Definir responsável">
      <Stack gap="sm">
        <Select
          label="Responsável"
          searchable
          clearable
          data={comAtual(opcoes.data, atual)}
          placeholder={placeholderOpcoes(opcoes.isPending)}
          value={escolhido}
          onChange={setEscolhido}
          description="Vazio: a folha fica sem responsável."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={definir.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
