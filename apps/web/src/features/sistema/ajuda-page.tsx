import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { sistemaInfoQuery } from '../../lib/sistema-info';

/** Where the browser goes: a function so the tests can watch it (jsdom cannot navigate away). */
export const irPara = { url: (destino: string) => window.location.assign(destino) };

/**
 * /ajuda (cadastros-relatorios §2.19, §9: help is an external wiki): opens the wiki set in HELP_URL; without it,
 * says so instead of a 404 (ADR 034).
 */
export default function AjudaPage() {
  const { data, isPending } = useQuery(sistemaInfoQuery());
  const destino = data?.ajuda ?? null;
  useEffect(() => {
    if (destino) irPara.url(destino);
  }, [destino]);
  if (isPending || destino) {
    return (
      <Center mih="40vh">
        <Loader aria-label="Abrindo a ajuda" />
      </Center>
    );
  }
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Title order={2}>Ajuda indisponível</Title>
        <Text c="dimmed">O endereço da ajuda não foi configurado nesta instalação. Fale com o administrador do sistema.</Text>
        <Button component={Link} to="/">
          Voltar para o início
        </Button>
      </Stack>
    </Center>
  );
}
