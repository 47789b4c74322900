import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import {
  comarcasOferecidas,
  defensoresOferecidos,
  defensoriasOferecidas,
  filtrosCoerentes,
  incluiSemAcento,
  mensagensDosFiltros,
  type EntradaTabelaLotacao,
  type FiltrosTabela,
  type ItemDoFiltro,
} from '@sgi/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

type Aba = 'defensores' | 'defensorias' | 'comarcas';

interface Props {
  aberto: boolean;
  onFechar: () => void;
  /** the day's lists, as the domain's cascade reads them */
  entrada: EntradaTabelaLotacao;
  data: string;
  filtros: FiltrosTabela;
  onAplicar: (f: FiltrosTabela) => void;
}

/**
 * One tab: a search box, Marcar Todos / Desmarcar Todos (over the items the search shows) and the checkbox list. A
 * list left null is "no filter" (everything checked); a list is "only these" (ADR 077).
 */
function Lista({ rotulo, itens, escolhidos, vazio, onMudar }: { rotulo: string; itens: ItemDoFiltro[]; escolhidos: number[] | null | undefined; vazio: string | null; onMudar: (ids: number[] | null) => void }) {
  const [busca, setBusca] = useState('');
  const visiveis = itens.filter((i) => incluiSemAcento(i.nome, busca));
  const marcado = (id: number) => escolhidos == null || escolhidos.includes(id);
  const atuais = escolhidos ?? itens.map((i) => i.id);
  const marcarTodos = () => {
    if (!busca.trim()) return onMudar(null);
    const ids = new Set([...atuais, ...visiveis.map((i) => i.id)]);
    onMudar(itens.every((i) => ids.has(i.id)) ? null : itens.filter((i) => ids.has(i.id)).map((i) => i.id));
  };
  const desmarcarTodos = () => {
    const fora = new Set(visiveis.map((i) => i.id));
    onMudar(atuais.filter((id) => !fora.has(id)));
  };
  const alternar = (id: number, ligado: boolean) => {
    const ids = ligado ? [...atuais, id] : atuais.filter((x) => x !== id);
    onMudar(itens.every((i) => ids.includes(i.id)) ? null : ids);
  };
  return (
    <Stack gap="xs" pt="sm">
      <TextInput
        placeholder="Buscar"
        aria-label={`Buscar ${rotulo}`}
        leftSection={<IconSearch size={16} />}
        value={busca}
        onChange={(e) => setBusca(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={marcarTodos} disabled={itens.length === 0}>
          Marcar Todos
        </Button>
        <Button size="xs" variant="default" onClick={desmarcarTodos} disabled={itens.length === 0}>
          Desmarcar Todos
        </Button>
      </Group>
      {vazio ? (
        <Text c="dimmed" size="sm">
          {vazio}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={6} role="group" aria-label={rotulo}>
            {visiveis.map((i) => (
              <Checkbox key={i.id} label={i.nome} checked={marcado(i.id)} onChange={(e) => alternar(i.id, e.currentTarget.checked)} />
            ))}
            {visiveis.length === 0 && (
              <Text c="dimmed" size="sm">
                Nenhum registro encontrado
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/**
 * Filtros of layout 1 (§2.17): tabs Defensores, Defensorias and Comarcas; the lists cascade (offices of the chosen
 * comarcas; defenders placed that day in the chosen offices). Aplicar keeps what the cascade still offers.
 */
export function FiltrosModal({ aberto, onFechar, entrada, data, filtros, onAplicar }: Props) {
  const [rascunho, setRascunho] = useState<FiltrosTabela>(filtros);
  const [aba, setAba] = useState<Aba>('defensores');
  // Each opening starts from the filters in force.
  const [abertoAntes, setAbertoAntes] = useState(aberto);
  if (aberto !== abertoAntes) {
    setAbertoAntes(aberto);
    if (aberto) setRascunho(filtros);
  }
  const mensagens = mensagensDosFiltros(entrada, rascunho, data);
  const mudar = (k: keyof FiltrosTabela) => (ids: number[] | null) => setRascunho((r) => ({ ...r, [k]: ids }));

  return (
    <Modal opened={aberto} onClose={onFechar} title="Filtros" size="lg" closeButtonProps={{ 'aria-label': 'Fechar os filtros' }}>
      <Tabs value={aba} onChange={(v) => v && setAba(v as Aba)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="defensores">Defensores</Tabs.Tab>
          <Tabs.Tab value="defensorias">Defensorias</Tabs.Tab>
          <Tabs.Tab value="comarcas">Comarcas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="defensores">
          <Lista rotulo="Defensores" itens={defensoresOferecidos(entrada, rascunho, data)} escolhidos={rascunho.defensores} vazio={mensagens.defensores} onMudar={mudar('defensores')} />
        </Tabs.Panel>
        <Tabs.Panel value="defensorias">
          <Lista rotulo="Defensorias" itens={defensoriasOferecidas(entrada, rascunho.comarcas)} escolhidos={rascunho.defensorias} vazio={mensagens.defensorias} onMudar={mudar('defensorias')} />
        </Tabs.Panel>
        <Tabs.Panel value="comarcas">
          <Lista rotulo="Comarcas" itens={comarcasOferecidas(entrada)} escolhidos={rascunho.comarcas} vazio={mensagens.comarcas} onMudar={mudar('comarcas')} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onFechar}>
          Fechar
        </Button>
        <Button
          onClick={() => {
            onAplicar(filtrosCoerentes(entrada, rascunho, data));
            onFechar();
          }}
        >
          Aplicar
        </Button>
      </Group>
    </Modal>
  );
}
