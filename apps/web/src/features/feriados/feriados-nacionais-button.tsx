import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { FERIADO, feriadosNacionaisInputSchema } from '@sgi/domain';
import { IconCalendarPlus } from '@tabler/icons-react';
import { CampoInteiro } from '../../components/campos';
import { schemaErrors } from '../../components/form-errors';
import { notify } from '../../lib/notify';
import { useCreateFeriadosNacionais } from './api';

function FeriadosNacionaisForm({ onClose }: { onClose: () => void }) {
  const cadastrar = useCreateFeriadosNacionais();
  const form = useForm<{ ano: number | string }>({
    initialValues: { ano: new Date().getFullYear() },
    validate: (v) => schemaErrors(feriadosNacionaisInputSchema, { ano: typeof v.ano === 'number' ? v.ano : null }),
  });
  const enviar = form.onSubmit((v) =>
    cadastrar.mutate(Number(v.ano), {
      onSuccess: (r) => {
        notify.sucesso(r.message);
        onClose();
      },
    }),
  );
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Cadastra como feriados gerais os feriados nacionais do ano: os de data fixa, Carnaval, Sexta-feira Santa e Corpus Christi. Os que já
          estiverem cadastrados (mesmo nome e data) não são repetidos.
        </Text>
        <CampoInteiro form={form} campo="ano" label="Ano" required autoFocus min={FERIADO.anoMin} max={FERIADO.anoMax} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={cadastrar.isPending}>
            Cadastrar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Feriados nacionais' on the list (ADR 021): a year, then the server creates that year's national holidays. */
export function FeriadosNacionaisButton() {
  const [aberto, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconCalendarPlus size={16} />} onClick={open}>
        Feriados nacionais
      </Button>
      <Modal opened={aberto} onClose={close} title="Cadastrar feriados nacionais">
        {/* Mounted only while open, so each opening starts from the current year. */}
        {aberto && <FeriadosNacionaisForm onClose={close} />}
      </Modal>
    </>
  );
}
