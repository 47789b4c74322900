import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { lerFavoritos, removerFavorito, salvarFavorito, type Favorito } from './favoritos';
import type { FiltrosSolar } from './filtros';

/** The Favoritos accordion: the user's saved filter sets (ADR 093) — apply, delete, save the current ones. */
export function FavoritosPainel({ username, filtros, onAplicar }: { username: string; filtros: FiltrosSolar; onAplicar: (f: FiltrosSolar) => void }) {
  const [lista, setLista] = useState<Favorito[]>(() => lerFavoritos(username));
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const salvar = () => {
    if (!nome.trim()) {
      setErro('Informe um nome para o favorito.');
      return;
    }
    setLista(salvarFavorito(username, nome, filtros));
    notify.sucesso(`Favorito ${nome.trim()} salvo.`);
    setNome('');
    setErro(null);
  };
  return (
    <Stack gap="xs">
      {lista.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum favorito salvo.
        </Text>
      )}
      {lista.map((f) => (
        <Group key={f.nome} gap="xs" wrap="nowrap" justify="space-between">
          <Button variant="subtle" size="compact-sm" leftSection={<IconStar size={14} />} onClick={() => onAplicar(f.filtros)} aria-label={`Aplicar o favorito ${f.nome}`} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}>
            {f.nome}
          </Button>
          <Tooltip label="Remover">
            <ActionIcon variant="subtle" color="red" aria-label={`Remover o favorito ${f.nome}`} onClick={() => setLista(removerFavorito(username, f.nome))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <TextInput
        label="Nome do favorito"
        placeholder="Ex.: Cível do trimestre"
        value={nome}
        maxLength={80}
        error={erro}
        onChange={(e) => setNome(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && salvar()}
      />
      <Button variant="light" onClick={salvar}>
        Salvar filtros atuais
      </Button>
    </Stack>
  );
}
