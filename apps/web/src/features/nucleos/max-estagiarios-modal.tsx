import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NUCLEO, nucleoMaxEstagiariosSchema } from '@sgi/domain';
import { useState } from 'react';
import { CampoInteiro } from '../../components/campos';
import { conflitoDeVersao } from '../../components/conflito-versao';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { notify } from '../../lib/notify';
import { useMaxEstagiarios, type Nucleo } from './api';

interface Valores {
  maximoIntegrantes: number | string;
}

const corpo = (id: number, v: Valores) => ({ id, maximoIntegrantes: typeof v.maximoIntegrantes === 'number' ? v.maximoIntegrantes : undefined });

interface MaxEstagiariosProps {
  /** the row as the list read it: its `versao` goes back with the change (ADR 022) */
  nucleo: Nucleo | null;
  onClose: () => void;
  /** after a stale save: reads the list again and hands the modal the núcleo's current row */
  onRecarregar: () => void;
}

function MaxEstagiariosForm({ nucleo, onClose, onConflito }: { nucleo: Nucleo; onClose: () => void; onConflito: (mensagem: string) => void }) {
  const salvar = useMaxEstagiarios();
  const form = useForm<Valores>({
    initialValues: { maximoIntegrantes: nucleo.maximoIntegrantes },
    validate: (v) => schemaErrors(nucleoMaxEstagiariosSchema, corpo(nucleo.id, v)),
  });
  const erroNoCampo = erroNosCampos(form);
  const enviar = form.onSubmit((v) =>
    salvar.mutate(
      { ...nucleoMaxEstagiariosSchema.parse(corpo(nucleo.id, v)), versao: nucleo.versao },
      {
        onSuccess: () => {
          notify.sucesso('Número de estagiários atualizado.');
          onClose();
        },
        onError: (err) => {
          const conflito = conflitoDeVersao(err);
          if (conflito) onConflito(conflito.message);
          else erroNoCampo(err);
        },
      },
    ),
  );
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        <Text size="sm">{nucleo.nome}</Text>
        <CampoInteiro form={form} campo="maximoIntegrantes" label="Máx. Estagiários" data-autofocus min={0} max={NUCLEO.maximoIntegrantesModalMax} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One núcleo's modal. A stale save (ADR 022) shows the server's message and reads the list again; the field then
 * starts over from the núcleo's current value and version, so the next Salvar is a choice made on what is there now.
 */
function MaxEstagiariosConteudo({ nucleo, onClose, onRecarregar }: MaxEstagiariosProps & { nucleo: Nucleo }) {
  const [conflito, setConflito] = useState<string | null>(null);
  const aoConflito = (mensagem: string) => {
    setConflito(mensagem);
    onRecarregar();
  };
  return (
    <Stack gap="sm">
      {conflito && (
        <Alert color="orange" title="Núcleo alterado por outra pessoa">
          <Stack gap={4}>
            <Text size="sm">{conflito}</Text>
            <Text size="sm">A lista foi atualizada e o campo mostra o valor atual.</Text>
          </Stack>
        </Alert>
      )}
      <MaxEstagiariosForm key={nucleo.versao} nucleo={nucleo} onClose={onClose} onConflito={aoConflito} />
    </Stack>
  );
}

/** The list's quick edit of a núcleo's intern cap, 0 to 100 (cadastros-relatorios §2.6, §5). */
export function MaxEstagiariosModal({ nucleo, onClose, onRecarregar }: MaxEstagiariosProps) {
  return (
    <Modal opened={nucleo !== null} onClose={onClose} title="Máximo de estagiários">
      {nucleo && <MaxEstagiariosConteudo key={nucleo.id} nucleo={nucleo} onClose={onClose} onRecarregar={onRecarregar} />}
    </Modal>
  );
}
