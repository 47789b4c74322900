import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { conflitoDeVersaoSchema } from '@sgi/domain';
import type { z } from 'zod';
import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { HistoryTable, type HistorySource } from './history-button';

export type ConflitoDeVersao = z.infer<typeof conflitoDeVersaoSchema>;

/** The 409 of a stale write (ADR 022), or null for any other error. */
export function conflitoDeVersao(err: unknown): ConflitoDeVersao | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const r = conflitoDeVersaoSchema.safeParse(err.corpo);
  return r.success ? r.data : null;
}

/**
 * The version a form was opened at, sent back by every save, and the conflict of the last save (ADR 022). A stale
 * write keeps what the user typed; the user then reloads the current version, or keeps their own, which makes the
 * next save knowingly overwrite the current version.
 */
export function useVersao(registro: { versao: number; editadoEm?: string | null } | null) {
  const [versao, setVersao] = useState(registro?.versao ?? 0);
  const [conflito, setConflito] = useState<ConflitoDeVersao | null>(null);
  return {
    versao,
    conflito,
    /** when the record was read: the conflict shows the changes made after it */
    lidoEm: registro?.editadoEm ?? null,
    /** a save's onError: a stale write shows the conflict; any other error goes to `outro` (e.g. erroNosCampos) */
    aoErrar:
      (outro?: (err: unknown) => unknown) =>
      (err: unknown): void => {
        const c = conflitoDeVersao(err);
        if (c) setConflito(c);
        else outro?.(err);
      },
    /** a save that keeps the form open takes the record's new version from the answer */
    aoSalvar: (resposta: unknown) => {
      const nova = (resposta as { versao?: unknown } | null)?.versao;
      if (typeof nova === 'number') setVersao(nova);
      setConflito(null);
    },
    manter: () => {
      if (conflito) setVersao(conflito.versaoAtual);
      setConflito(null);
    },
  };
}

export type Versao = ReturnType<typeof useVersao>;

/**
 * Shown above a form whose save was refused as stale: the server's message, what changed since the record was
 * read (from the same history as the form's Histórico button), and the two ways out. `historico` false, for a user
 * who may not read the record's history (the form then shows no Histórico button either), leaves the changes out.
 */
export function ConflitoDeVersaoAlerta({
  versao,
  tabela,
  registro,
  relacionados = [],
  historico = true,
  onRecarregar,
}: HistorySource & { versao: Versao; relacionados?: HistorySource[]; historico?: boolean; onRecarregar: () => void }) {
  if (!versao.conflito) return null;
  return (
    <Alert color="orange" title="Registro alterado por outra pessoa">
      <Stack gap="sm">
        <Text size="sm">{versao.conflito.message}</Text>
        {historico ? (
          <>
            <Text size="sm">O que você digitou continua no formulário. Alterações feitas depois que você abriu o registro:</Text>
            <HistoryTable fontes={[{ tabela, registro }, ...relacionados]} desde={versao.lidoEm} />
          </>
        ) : (
          <Text size="sm">O que você digitou continua no formulário.</Text>
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onRecarregar}>
            Carregar a versão atual
          </Button>
          <Button color="orange" variant="light" onClick={versao.manter}>
            Manter as minhas alterações
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Carregar a versão atual descarta o que você digitou. Manter as minhas alterações faz o próximo Salvar gravar por cima da versão atual.
        </Text>
      </Stack>
    </Alert>
  );
}
