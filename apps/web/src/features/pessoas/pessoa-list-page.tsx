import { Anchor, Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { formatCpf, PESSOA } from '@sgi/domain';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CadastrarButton } from '../../components/data-table-actions';
import { usePermissoes } from '../../lib/auth';
import { pessoasQuery, type AbaPessoas, type PessoaResumo } from './api';
import { paginasPessoas, tamanhoPaginaPessoas } from './pagina';

const ABAS: { value: AbaPessoas; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'usuario', label: 'Usuário' },
  { value: 'defensor', label: 'Defensor' },
  { value: 'estagiario', label: 'Estagiário' },
];

/** The window's width, followed on resize: the grid's page size depends on it (cadastros-relatorios §9). */
function useLarguraJanela() {
  const [largura, setLargura] = useState(() => window.innerWidth);
  useWindowEvent('resize', () => setLargura(window.innerWidth));
  return largura;
}

/** A search box that updates the URL after a short pause in typing. */
function Busca({ label, valor, max, filtrar, onChange }: { label: string; valor: string; max: number; filtrar?: (v: string) => string; onChange: (v: string) => void }) {
  const [texto, setTexto] = useState(valor);
  const enviar = useDebouncedCallback((v: string) => onChange(v.trim()), 400);
  return (
    <TextInput
      label={label}
      w={260}
      leftSection={<IconSearch size={14} />}
      value={texto}
      maxLength={max}
      onChange={(e) => {
        const v = filtrar ? filtrar(e.currentTarget.value) : e.currentTarget.value;
        setTexto(v);
        enviar(v);
      }}
      onKeyDown={(e) => e.key === 'Enter' && enviar.flush()}
    />
  );
}

function Perfil({ label, ativo }: { label: string; ativo: boolean }) {
  return (
    <Badge variant="light" color={ativo ? 'green' : 'gray'}>
      {ativo ? label : `${label} (inativo)`}
    </Badge>
  );
}

function CartaoPessoa({ p }: { p: PessoaResumo }) {
  const nome = [p.nome, p.sobrenome].filter(Boolean).join(' ');
  return (
    <Card withBorder padding="sm" component="article" aria-label={nome}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to={`/pessoa/editar/${p.id}`} fw={600}>
            {nome}
          </Anchor>
          <Text size="sm" c="dimmed">
            {p.cpf ? `CPF ${formatCpf(p.cpf)}` : 'Sem CPF'}
          </Text>
        </Stack>
        <Group gap={4} justify="flex-end">
          {p.usuario && <Perfil label="Usuário" ativo={p.usuario.ativo} />}
          {p.defensor && <Perfil label="Defensor" ativo={p.defensor.ativo} />}
          {p.estagiario && <Perfil label="Estagiário" ativo={p.estagiario.ativo} />}
        </Group>
      </Group>
    </Card>
  );
}

function Paginador({ pagina, totalPaginas, onPagina }: { pagina: number; totalPaginas: number; onPagina: (p: number) => void }) {
  if (totalPaginas <= 1) return null;
  return (
    <Group gap={4} justify="center" component="nav" aria-label="Paginação">
      <Button variant="default" size="xs" px={6} aria-label="Página anterior" disabled={pagina <= 1} onClick={() => onPagina(pagina - 1)}>
        <IconChevronLeft size={14} />
      </Button>
      {paginasPessoas(pagina, totalPaginas).map((n) => (
        <Button key={n} size="xs" px={8} variant={n === pagina ? 'filled' : 'default'} aria-label={`Página ${n}`} aria-current={n === pagina ? 'page' : undefined} onClick={() => onPagina(n)}>
          {n}
        </Button>
      ))}
      <Button variant="default" size="xs" px={6} aria-label="Próxima página" disabled={pagina >= totalPaginas} onClick={() => onPagina(pagina + 1)}>
        <IconChevronRight size={14} />
      </Button>
    </Group>
  );
}

/** Pessoa list (cadastros-relatorios §2.9): search, profile tabs plus Inativos, two-column card grid, pager. */
export default function PessoaListPage() {
  const { pode } = usePermissoes();
  const [params, setParams] = useSearchParams();
  const nome = params.get('nome') ?? '';
  const cpf = params.get('cpf') ?? '';
  const aba = ABAS.find((a) => a.value === params.get('aba'))?.value ?? 'todos';
  const inativos = params.get('inativos') === '1';
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const take = tamanhoPaginaPessoas(useLarguraJanela());

  // Any filter change starts again on page 1; the filters stay in the URL (reload, back button).
  const mudar = (mudancas: Record<string, string | null>) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        for (const [k, v] of Object.entries({ pagina: null, ...mudancas })) {
          if (v) q.set(k, v);
          else q.delete(k);
        }
        return q;
      },
      { replace: true },
    );

  const { data, isFetching } = useQuery(pessoasQuery({ skip: (pagina - 1) * take, take, aba, inativos, ...(nome && { nome }), ...(cpf && { cpf }) }));
  const [pessoas, total] = data ?? [[], 0];
  const totalPaginas = Math.ceil(total / take);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Pessoas</Title>
        {pode('USUARIO_CREATE') && <CadastrarButton to="/pessoa/criar" />}
      </Group>
      <Group gap="md" align="flex-end">
        <Busca label="Nome" valor={nome} max={PESSOA.buscaNomeMax} onChange={(v) => mudar({ nome: v })} />
        <Busca label="CPF" valor={cpf} max={PESSOA.buscaCpfMax} filtrar={(v) => v.replace(/\D/g, '')} onChange={(v) => mudar({ cpf: v })} />
      </Group>
      <Group justify="space-between" align="flex-end">
        <Tabs value={aba} onChange={(v) => mudar({ aba: v === 'todos' ? null : v })}>
          <Tabs.List>
            {ABAS.map((a) => (
              <Tabs.Tab key={a.value} value={a.value}>
                {a.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Switch label="Inativos" checked={inativos} onChange={(e) => mudar({ inativos: e.currentTarget.checked ? '1' : null })} />
      </Group>
      {isFetching && !data ? (
        <Center mih={120}>
          <Loader aria-label="Carregando" />
        </Center>
      ) : pessoas.length === 0 ? (
        <Text c="dimmed">Nenhum registro encontrado</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" aria-busy={isFetching}>
          {pessoas.map((p) => (
            <CartaoPessoa key={p.id} p={p} />
          ))}
        </SimpleGrid>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total ? `${total} ${total === 1 ? 'pessoa' : 'pessoas'}` : ''}
        </Text>
        <Paginador pagina={pagina} totalPaginas={totalPaginas} onPagina={(n) => mudar({ pagina: n > 1 ? String(n) : null })} />
      </Group>
    </Stack>
  );
}
