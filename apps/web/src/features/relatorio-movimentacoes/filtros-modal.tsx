import { Button, Checkbox, Group, Modal, ScrollArea, SimpleGrid, Stack, Switch, Tabs, Text } from '@mantine/core';
import { dataIsoLocal, type TipoMovimentacaoLinha } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EntradaData } from '../../components/entrada-data';
import { SelectOpcoes } from '../../components/select-opcoes';
import { defensoresOpcoesQuery, defensoriasOpcoesQuery, nucleosOpcoesQuery, tiposDeMovimentacaoQuery } from '../../lib/opcoes';
import type { FiltroDoRelatorio } from './api';

/** §2.18: the report period defaults to the current month (§9), cível and criminal on. */
export function filtroPadrao(hoje = dataIsoLocal()): FiltroDoRelatorio {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const m = String(mes).padStart(2, '0');
  return { inicio: `${ano}-${m}-01`, fim: `${ano}-${m}-${String(ultimo).padStart(2, '0')}`, ref: true, defensor: null, defensoria: null, nucleo: null, civel: true, criminal: true, tipos: null };
}

/** The four tabs of the Tipos de Movimentos sub-modal (§2.18). */
const GRUPOS_DE_TIPOS = [
  { value: 'di', label: 'Defensorias iniciais', nucleo: false, inicial: true },
  { value: 'dn', label: 'Defensorias não iniciais', nucleo: false, inicial: false },
  { value: 'ni', label: 'Núcleos iniciais', nucleo: true, inicial: true },
  { value: 'nn', label: 'Núcleos não iniciais', nucleo: true, inicial: false },
] as const;

/** 'Tipos de Movimentos': every type checked unless narrowed; each tab with Marcar Tudo / Desmarcar Tudo. */
function TiposModal({ aberto, tipos, escolhidos, onFechar }: { aberto: boolean; tipos: TipoMovimentacaoLinha[]; escolhidos: Set<number>; onFechar: (s: Set<number>) => void }) {
  const [marcados, setMarcados] = useState(escolhidos);
  const [aberturas, setAberturas] = useState(aberto);
  if (aberto !== aberturas) {
    setAberturas(aberto);
    if (aberto) setMarcados(escolhidos);
  }
  const mudar = (ids: number[], marcar: boolean) => setMarcados((s) => {
    const n = new Set(s);
    for (const id of ids) if (marcar) n.add(id);
    else n.delete(id);
    return n;
  });
  return (
    <Modal opened={aberto} onClose={() => onFechar(marcados)} title="Tipos de Movimentos" size="lg">
      <Tabs defaultValue="di">
        <Tabs.List>
          {GRUPOS_DE_TIPOS.map((g) => (
            <Tabs.Tab key={g.value} value={g.value}>
              {g.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GRUPOS_DE_TIPOS.map((g) => {
          const doGrupo = tipos.filter((t) => t.nucleo === g.nucleo && t.inicial === g.inicial);
          return (
            <Tabs.Panel key={g.value} value={g.value} pt="sm">
              <Group gap="xs" mb="xs">
                <Button size="xs" variant="default" onClick={() => mudar(doGrupo.map((t) => t.id), true)}>
                  Marcar Tudo
                </Button>
                <Button size="xs" variant="default" onClick={() => mudar(doGrupo.map((t) => t.id), false)}>
                  Desmarcar Tudo
                </Button>
              </Group>
              <ScrollArea.Autosize mah={320}>
                <Stack gap={6}>
                  {doGrupo.length === 0 && <Text c="dimmed" size="sm">Nenhum tipo neste grupo.</Text>}
                  {doGrupo.map((t) => (
                    <Checkbox key={t.id} label={t.descricao} checked={marcados.has(t.id)} onChange={(e) => mudar([t.id], e.currentTarget.checked)} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => onFechar(marcados)}>Concluir</Button>
      </Group>
    </Modal>
  );
}

/**
 * Gerar Relatório's modal (§2.18): defensor, defensoria and núcleo; início and fim (required); 'Por data de
 * referência'; cível and criminal; the Tipos de Movimentos sub-modal. Gerar applies the filters.
 */
export function FiltrosModal({ aberto, atual, onFechar, onGerar }: { aberto: boolean; atual: FiltroDoRelatorio; onFechar: () => void; onGerar: (f: FiltroDoRelatorio) => void }) {
  const [f, setF] = useState(atual);
  const [aberturas, setAberturas] = useState(aberto);
  if (aberto !== aberturas) {
    setAberturas(aberto);
    if (aberto) setF(atual);
  }
  const [tiposAberto, setTiposAberto] = useState(false);
  const defensores = useQuery({ ...defensoresOpcoesQuery(), enabled: aberto });
  const defensorias = useQuery({ ...defensoriasOpcoesQuery(), enabled: aberto });
  const nucleos = useQuery({ ...nucleosOpcoesQuery(), enabled: aberto });
  const tipos = useQuery({ ...tiposDeMovimentacaoQuery(), enabled: aberto });
  const todos = tipos.data ?? [];
  const escolhidos = new Set(f.tipos ?? todos.map((t) => t.id));
  const id = (v: string | null) => (v ? Number(v) : null);
  const texto = (v: number | null) => (v === null ? null : String(v));
  const erroDatas = !f.inicio || !f.fim ? 'Informe início e fim.' : f.fim < f.inicio ? 'A data final não pode ser anterior à inicial.' : null;
  const erroCategorias = !f.civel && !f.criminal ? 'Marque Cível, Criminal ou os dois.' : null;

  return (
    <Modal opened={aberto} onClose={onFechar} title="Gerar Relatório" size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <SelectOpcoes label="Defensor" clearable consulta={defensores} value={texto(f.defensor)} onChange={(v) => setF({ ...f, defensor: id(v) })} />
          <SelectOpcoes label="Defensoria" clearable consulta={defensorias} value={texto(f.defensoria)} onChange={(v) => setF({ ...f, defensoria: id(v) })} />
          <SelectOpcoes label="Núcleo" clearable consulta={nucleos} value={texto(f.nucleo)} onChange={(v) => setF({ ...f, nucleo: id(v) })} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <EntradaData label="Início" required value={f.inicio} onChange={(v) => setF({ ...f, inicio: v ?? '' })} />
          <EntradaData label="Fim" required value={f.fim} onChange={(v) => setF({ ...f, fim: v ?? '' })} error={erroDatas} />
        </SimpleGrid>
        <Switch
          label="Por data de referência"
          description={f.ref ? 'O período escolhe pelo mês de referência de cada entrega.' : 'O período escolhe pela data de recebimento.'}
          checked={f.ref}
          onChange={(e) => setF({ ...f, ref: e.currentTarget.checked })}
        />
        <Group gap="xl">
          <Checkbox label="Cível" checked={f.civel} onChange={(e) => setF({ ...f, civel: e.currentTarget.checked })} />
          <Checkbox label="Criminal" checked={f.criminal} onChange={(e) => setF({ ...f, criminal: e.currentTarget.checked })} error={erroCategorias} />
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => setTiposAberto(true)} loading={tipos.isPending}>
            Tipos de Movimentos
          </Button>
          <Text size="sm" c="dimmed">
            {f.tipos === null ? 'Todos os tipos' : `${f.tipos.length} de ${todos.length} tipos`}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onFechar}>
            Cancelar
          </Button>
          <Button onClick={() => onGerar(f)} disabled={erroDatas !== null || erroCategorias !== null || isNaN(Date.parse(f.inicio)) || isNaN(Date.parse(f.fim))}>
            Gerar
          </Button>
        </Group>
      </Stack>
      <TiposModal
        aberto={tiposAberto}
        tipos={todos}
        escolhidos={escolhidos}
        onFechar={(s) => {
          setTiposAberto(false);
          // Every type checked is no type filter at all.
          setF({ ...f, tipos: s.size === todos.length ? null : [...s].sort((a, b) => a - b) });
        }}
      />
    </Modal>
  );
}
