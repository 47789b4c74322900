import { Stack, Table, Text, Title } from '@mantine/core';
import {
  ePorAtribuicao,
  ePorComarca,
  ePorNucleo,
  ePorSetor,
  textoDoDefensor,
  textoDoEvento,
  type EventoDoDia,
  type LinhaDefensor,
  type LinhaEstagiario,
  type TabelaLotacaoPublicaComHora,
  type TabelaMontada,
} from '@sgi/domain';
import type { ReactNode } from 'react';

/**
 * The assignment tables drawn on screen (§2.17), the same texts as the PDF (tabela-lotacao-texto): each comarca a
 * section, each group (atuação or prédio) a heading, then a table of offices. Wide tables scroll sideways on a phone.
 */

/**
 * Fixed column widths (the first one, the office, 34% unless told), so the tables of a page line up one under the other.
 */
function Grade({ cabecalho, linhas, minimo = 640, rotulo, larguras = ['34%'] }: { cabecalho: string[]; linhas: ReactNode[][]; minimo?: number; rotulo: string; larguras?: (string | undefined)[] }) {
  return (
    <Table.ScrollContainer minWidth={minimo}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} aria-label={rotulo} striped layout="fixed">
        <Table.Thead>
          <Table.Tr>
            {cabecalho.map((c, i) => (
              <Table.Th key={c} w={larguras[i]}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((l, i) => (
            <Table.Tr key={i}>
              {l.map((c, j) => (
                <Table.Td key={j} style={{ verticalAlign: 'top' }}>
                  {c}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type LinhaNaCelula = Pick<LinhaDefensor, 'nome' | 'marca' | 'diretor'> & { eventos?: EventoDoDia[] };

export function Defensores({ linhas, vago }: { linhas: LinhaNaCelula[]; vago: string | null }) {
  if (vago) return <Text fw={700} size="sm">{vago}</Text>;
  return (
    <Stack gap={2}>
      {linhas.map((l, i) => (
        <div key={i}>
          <Text size="sm">
            {textoDoDefensor(l)}
            {l.diretor && (
              <Text span c="dimmed" size="sm">
                {' '}
                — Diretor(a)
              </Text>
            )}
          </Text>
          {(l.eventos ?? []).map((e, j) => (
            <Text key={j} size="xs" c="orange.9" fs="italic" pl="sm">
              {textoDoEvento(e)}
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}

function Estagiarios({ linhas }: { linhas: LinhaEstagiario[] | null }) {
  return (
    <Stack gap={2}>
      {(linhas ?? []).map((l, i) =>
        l.nome === null ? (
          <Text key={i} size="sm" c="dimmed" aria-label="Vaga de estagiário">
            ____________
          </Text>
        ) : (
          <Text key={i} size="sm">
            {l.nome}
          </Text>
        ),
      )}
    </Stack>
  );
}

function Comarca({ nome, children }: { nome: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={`Comarca: ${nome}`} gap="xs">
      <Title order={3} size="h4">
        Comarca: {nome}
      </Title>
      {children}
    </Stack>
  );
}
const Grupo = ({ titulo }: { titulo: string | null }) =>
  titulo ? (
    <Title order={4} size="h5" c="blue.9">
      {titulo}
    </Title>
  ) : null;

/** Any layout's table. */
export function TabelaView({ tabela }: { tabela: TabelaMontada }) {
  if (ePorComarca(tabela)) {
    const quatro = tabela.layout === 4;
    const cabecalho = quatro
      ? ['Defensoria', 'Máx.', 'Defensores', 'Estagiários', 'Substitutas']
      : tabela.opcoes.exibirEstagiarios
        ? ['Defensoria', 'Defensores', 'Estagiários']
        : ['Defensoria', 'Defensores'];
    return (
      <Stack gap="lg">
        {tabela.comarcas.map((c) => (
          <Comarca key={c.id} nome={c.nome}>
            {c.grupos.map((g) => (
              <Stack key={`${g.id}-${g.titulo}`} gap={4}>
                <Grupo titulo={g.titulo} />
                <Grade
                  rotulo={`${c.nome}${g.titulo ? ` — ${g.titulo}` : ''}`}
                  minimo={quatro ? 900 : tabela.opcoes.exibirEstagiarios ? 640 : 320}
                  cabecalho={cabecalho}
                  larguras={quatro ? ['24%', '6%', undefined, '22%', '18%'] : ['34%']}
                  linhas={g.defensorias.map((d) => {
                    const defensores = <Defensores linhas={d.defensores} vago={d.vago} />;
                    if (quatro) {
                      const subs = [d.substituta1, d.substituta2].filter(Boolean);
                      return [d.nome, d.maximoEstagiarios, defensores, <Estagiarios linhas={d.estagiarios} />, subs.length ? subs.join(', ') : '—'];
                    }
                    return d.estagiarios ? [d.nome, defensores, <Estagiarios linhas={d.estagiarios} />] : [d.nome, defensores];
                  })}
                />
              </Stack>
            ))}
          </Comarca>
        ))}
      </Stack>
    );
  }
  if (ePorAtribuicao(tabela)) {
    return (
      <Grade
        rotulo="Defensores por atribuição"
        cabecalho={['Defensor', 'Atribuições', 'Substituições']}
        linhas={tabela.defensores.map((d) => [
          <Defensores linhas={[{ nome: d.nome, marca: '', diretor: false, eventos: d.eventos }]} vago={null} />,
          d.atribuicoes.length ? (
            <Stack gap={2}>
              {d.atribuicoes.map((a, i) => (
                <Text key={i} size="sm">{`${a.defensoria} ${a.marca}`.trim()}</Text>
              ))}
            </Stack>
          ) : (
            '—'
          ),
          d.substituicoes.length ? d.substituicoes.join(', ') : '—',
        ])}
      />
    );
  }
  if (ePorNucleo(tabela)) {
    return tabela.layout === 3 ? (
      <Grade rotulo="Defensores por núcleo" minimo={480} cabecalho={['Núcleo', 'Defensores']} linhas={tabela.nucleos.map((n) => [n.nome, <Defensores linhas={n.defensores} vago={n.vago} />])} />
    ) : (
      <Grade
        rotulo="Estagiários por núcleo"
        minimo={480}
        cabecalho={['Núcleo', 'Máx.', 'Estagiários']}
        larguras={['40%', '8%']}
        linhas={tabela.nucleos.map((n) => [n.nome, n.maximoEstagiarios, <Estagiarios linhas={n.estagiarios} />])}
      />
    );
  }
  if (ePorSetor(tabela)) {
    return (
      <Stack gap="lg">
        {tabela.comarcas.map((c) => (
          <Comarca key={c.id} nome={c.nome}>
            {c.predios.map((p) => (
              <Stack key={p.id} gap={4}>
                <Grupo titulo={p.nome} />
                <Grade
                  rotulo={`${c.nome} — ${p.nome}`}
                  minimo={420}
                  cabecalho={['Setor', 'Estagiários']}
                  linhas={p.setores.map((s) => [`${s.sigla} — ${s.nome}`, s.estagiarios.length ? <Estagiarios linhas={s.estagiarios} /> : '—'])}
                />
              </Stack>
            ))}
          </Comarca>
        ))}
      </Stack>
    );
  }
  return null;
}

/** The public table (ADR 075): comarca → atuação → office with names and marks. */
export function TabelaPublicaView({ tabela }: { tabela: TabelaLotacaoPublicaComHora }) {
  return (
    <Stack gap="lg">
      {tabela.comarcas.map((c) => (
        <Comarca key={c.nome} nome={c.nome}>
          {c.grupos.map((g, i) => (
            <Stack key={`${g.titulo}-${i}`} gap={4}>
              <Grupo titulo={g.titulo} />
              <Grade
                rotulo={`${c.nome}${g.titulo ? ` — ${g.titulo}` : ''}`}
                minimo={320}
                cabecalho={['Defensoria', 'Defensores']}
                linhas={g.defensorias.map((d) => [d.nome, <Defensores linhas={d.defensores} vago={d.vago} />])}
              />
            </Stack>
          ))}
        </Comarca>
      ))}
    </Stack>
  );
}
