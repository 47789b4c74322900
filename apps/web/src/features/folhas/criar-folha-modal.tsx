import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { formatData } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { placeholderOpcoes } from '../../lib/opcoes';
import { notify } from '../../lib/notify';
import { estagiariosOpcoesQuery, estagiosDoEstagiarioQuery, useCriarFolha } from './api';
import { MESES_OPCOES } from './meses';

/** POST folha_frequencia {estagioId, ano, mes} (issue 13): one sheet, choosing the intern's internship, the year and the month. */
export function CriarFolhaModal({ ano, mes, onClose }: { ano: number; mes: number; onClose: () => void }) {
  const [estagiario, setEstagiario] = useState<string | null>(null);
  const [estagio, setEstagio] = useState<string | null>(null);
  const [periodo, setPeriodo] = useState({ ano, mes });
  const estagiarios = useQuery(estagiariosOpcoesQuery());
  const estagios = useQuery(estagiosDoEstagiarioQuery(estagiario ? Number(estagiario) : null));
  const criar = useCriarFolha();
  const opcoesEstagio = (estagios.data ?? []).map((e) => ({
    value: String(e.id),
    label: `${formatData(e.data_inicio_estagio)} a ${e.data_fim_estagio ? formatData(e.data_fim_estagio) : 'sem data de fim'}`,
  }));
  const salvar = () =>
    criar.mutate(
      { estagioId: Number(estagio), ...periodo },
      {
        onSuccess: (r) => {
          notify.sucesso(r.message);
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Criar folha de frequência">
      <Stack gap="sm">
        <Select
          label="Estagiário"
          required
          searchable
          nothingFoundMessage="Nenhum estagiário encontrado"
          data={estagiarios.data ?? []}
          placeholder={placeholderOpcoes(estagiarios.isPending)}
          value={estagiario}
          onChange={(v) => {
            setEstagiario(v);
            setEstagio(null);
          }}
        />
        <Select
          label="Estágio"
          required
          disabled={!estagiario}
          data={opcoesEstagio}
          placeholder={estagiario ? placeholderOpcoes(estagios.isPending) : 'Escolha o estagiário'}
          value={estagio}
          onChange={setEstagio}
        />
        <SimpleGrid cols={2}>
          <NumberInput label="Ano" required min={2000} max={2100} allowDecimal={false} value={periodo.ano} onChange={(v) => setPeriodo({ ...periodo, ano: Number(v) })} />
          <Select label="Mês" required allowDeselect={false} data={MESES_OPCOES} value={String(periodo.mes)} onChange={(v) => setPeriodo({ ...periodo, mes: Number(v) })} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending} disabled={!estagio || !periodo.ano}>
            Criar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
