import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NUCLEO, nucleoMaxEstagiariosSchema } from '@sgi/domain';
import { erroNosCampos, schemaErrors } from '../../components/form-errors';
import { notify } from '../../lib/notify';
import { useMaxEstagiarios, type Nucleo } from './api';

interface Valores {
  maximoIntegrantes: number | string;
}

const corpo = (id: number, v: Valores) => ({ id, maximoIntegrantes: typeof v.maximoIntegrantes === 'number' ? v.maximoIntegrantes : undefined });

function MaxEstagiariosForm({ nucleo, onClose }: { nucleo: Nucleo; onClose: () => void }) {
  const salvar = useMaxEstagiarios();
  const form = useForm<Valores>({
    initialValues: { maximoIntegrantes: nucleo.maximoIntegrantes },
    validate: (v) => schemaErrors(nucleoMaxEstagiariosSchema, corpo(nucleo.id, v)),
  });
  const enviar = form.onSubmit((v) =>
    salvar.mutate(nucleoMaxEstagiariosSchema.parse(corpo(nucleo.id, v)), {
      onSuccess: () => {
        notify.sucesso('Número de estagiários atualizado.');
        onClose();
      },
      onError: erroNosCampos(form),
    }),
  );
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        <Text size="sm">{nucleo.nome}</Text>
        <NumberInput
          label="Máx. Estagiários"
          data-autofocus
          min={0}
          max={NUCLEO.maximoIntegrantesModalMax}
          allowNegative={false}
          allowDecimal={false}
          {...form.getInputProps('maximoIntegrantes')}
        />
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

/** The list's quick edit of a núcleo's intern cap, 0 to 100 (cadastros-relatorios §2.6, §5). */
export function MaxEstagiariosModal({ nucleo, onClose }: { nucleo: Nucleo | null; onClose: () => void }) {
  return (
    <Modal opened={nucleo !== null} onClose={onClose} title="Máximo de estagiários">
      {nucleo && <MaxEstagiariosForm key={nucleo.id} nucleo={nucleo} onClose={onClose} />}
    </Modal>
  );
}
