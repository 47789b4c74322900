import { Paper, Stack } from '@mantine/core';
import changelog from '../../../../../CHANGELOG.md?raw';
import { Markdown } from './markdown';

/** Change log page (acesso-sessao §1, cadastros-relatorios §9): CHANGELOG.md, bundled at build time, as formatted text. */
export default function ChangelogPage() {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Markdown texto={changelog} />
      </Stack>
    </Paper>
  );
}
