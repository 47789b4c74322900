import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { TIPO_ESTAGIO_OPCOES } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { CampoData } from '../../components/campos';
import { useVersao } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { notify } from '../../lib/notify';
import { cursosOpcoesQuery, instituicoesOpcoesQuery, useSalvarEstagio, type Estagio } from './api';
import { CAMPOS_ESTAGIO, inputDoEstagio, validarEstagio, valoresDoEstagio, type EstagioValores } from './estagio-form';

const TIPOS = TIPO_ESTAGIO_OPCOES.map((o) => ({ value: String(o.value), label: o.label }));

interface EstagioModalProps {
  estagiarioId: number;
  /** the internship being edited; null adds a new one */
  estagio: Estagio | null;
  /** the intern's e-mail, suggested for a new internship */
  emailPadrao: string;
  onClose: () => void;
  /** after a stale save: reads the internships again and reopens the modal on the current version */
  onRecarregar: () => void;
}

function EstagioForm({ estagiarioId, estagio, emailPadrao, onClose, onRecarregar }: EstagioModalProps) {
  const versao = useVersao(estagio);
  const cursos = useQuery(cursosOpcoesQuery());
  const instituicoes = useQuery(instituicoesOpcoesQuery());
  const salvar = useSalvarEstagio(estagiarioId);
  const form = useForm<EstagioValores>({
    initialValues: valoresDoEstagio(estagio, emailPadrao),
    validate: (v) => validarEstagio(v, estagiarioId),
  });
  // The record's own institution and course are options even before (or without) the lookup lists.
  const com = (lista: { value: string; label: string }[] | undefined, atual?: { id: number; nome: string }) =>
    atual && !lista?.some((o) => o.value === String(atual.id)) ? [...(lista ?? []), { value: String(atual.id), label: atual.nome }] : (lista ?? []);

  const enviar = form.onSubmit((v) =>
    salvar.mutate(
      { editar: estagio && { id: estagio.id, versao: versao.versao }, input: inputDoEstagio(v, estagiarioId) },
      {
        onSuccess: () => {
          notify.sucesso(estagio ? 'Estágio atualizado.' : 'Estágio cadastrado.');
          onClose();
        },
        onError: versao.aoErrar(erroNosCampos(form, CAMPOS_ESTAGIO)),
      },
    ),
  );

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {/* A stale save (ADR 022): the internship changed since the list was read; the way out starts over from it. */}
        {versao.conflito && (
          <Alert color="orange" title="Estágio alterado por outra pessoa">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{versao.conflito.message}</Text>
              <Button variant="default" onClick={onRecarregar}>
                Carregar a versão atual
              </Button>
            </Stack>
          </Alert>
        )}
        <Select label="Tipo de estágio" required data={TIPOS} placeholder="Selecione" {...form.getInputProps('tipo_estagio')} />
        <Select
          label="Instituição de ensino"
          required
          searchable
          nothingFoundMessage="Nenhuma instituição encontrada"
          placeholder={instituicoes.isPending ? 'Carregando...' : 'Selecione'}
          data={com(instituicoes.data, estagio ? { id: estagio.instituicao_ensino.id, nome: estagio.instituicao_ensino.razao_social } : undefined)}
          {...form.getInputProps('instituicaoId')}
        />
        <Select
          label="Curso"
          required
          searchable
          nothingFoundMessage="Nenhum curso encontrado"
          placeholder={cursos.isPending ? 'Carregando...' : 'Selecione'}
          data={com(cursos.data, estagio?.curso)}
          {...form.getInputProps('cursoId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <CampoData form={form} campo="data_inicio_estagio" label="Início" required />
          <CampoData form={form} campo="data_fim_estagio" label="Fim" />
          <CampoData form={form} campo="desligamento" label="Desligamento" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MonthPickerInput
            label="Colação de grau"
            required
            valueFormat="MM/YYYY"
            placeholder="mm/aaaa"
            clearable
            value={form.values.data_colacao_grau ? `${form.values.data_colacao_grau}-01` : null}
            onChange={(v) => form.setFieldValue('data_colacao_grau', v ? v.slice(0, 7) : null)}
            error={form.errors.data_colacao_grau}
          />
          <TextInput label="E-mail" type="email" required maxLength={50} {...form.getInputProps('email')} />
        </SimpleGrid>
        <Checkbox label="Fim de semana" {...form.getInputProps('fim_semana', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvar.isPending} disabled={versao.conflito !== null}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The add/edit internship modal of the intern form (cadastros-relatorios §2.3, §3 Estagio, §5). */
export function EstagioModal({ opened, ...props }: EstagioModalProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.estagio ? 'Editar estágio' : 'Adicionar estágio'} size="lg">
      {/* Keyed: each opening, and each version read again after a stale save, starts from the internship's values. */}
      {opened && <EstagioForm key={props.estagio ? `${props.estagio.id}:${props.estagio.versao}` : 'novo'} {...props} />}
    </Modal>
  );
}
