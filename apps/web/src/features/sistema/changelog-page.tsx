import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import changelog from '../../../../../CHANGELOG.md?raw';

/**
 * Change log page (acesso-sessao §1): renders CHANGELOG.md, bundled at build time. Only the subset of
 * Markdown that file uses: headings (#, ##, ###), bullets (-) and paragraphs.
 */
export function renderChangelog(texto: string): ReactNode[] {
  const blocos: ReactNode[] = [];
  let itens: string[] = [];
  const fecharLista = () => {
    if (itens.length) blocos.push(<List key={`l${blocos.length}`} size="sm" spacing={2}>{itens.map((i, n) => <List.Item key={n}>{i}</List.Item>)}</List>);
    itens = [];
  };
  for (const linha of texto.split('\n')) {
    const m = /^(#{1,3})\s+(.*)$/.exec(linha);
    if (m) {
      fecharLista();
      const nivel = m[1]!.length;
      blocos.push(<Title key={`t${blocos.length}`} order={(nivel + 1) as 2 | 3 | 4} mt={nivel === 1 ? 0 : 'sm'}>{m[2]}</Title>);
    } else if (linha.startsWith('- ')) {
      itens.push(linha.slice(2));
    } else if (linha.trim()) {
      fecharLista();
      blocos.push(<Text key={`p${blocos.length}`} size="sm">{linha}</Text>);
    }
  }
  fecharLista();
  return blocos;
}

export default function ChangelogPage() {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">{renderChangelog(changelog)}</Stack>
    </Paper>
  );
}
