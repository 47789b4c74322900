import { Select, type SelectProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Ref } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { comarcasOpcoesQuery, comAtual, placeholderOpcoes, prediosOpcoesQuery, type Opcao } from '../lib/opcoes';

interface SelectOpcoesProps extends Omit<SelectProps, 'data'> {
  /** the lookup list's query (useQuery of lib/opcoes): its options, undefined while it loads */
  consulta: { data?: readonly Opcao[] | undefined; isPending: boolean };
  /** the record's saved choice, offered even when the list lacks it */
  atual?: Ref | null;
  /** values left out: the record itself, the choice of the other substitute */
  sem?: readonly (string | null)[];
}

/** A searchable select of a lookup list (cadastros-relatorios §9): 'Carregando...' while it loads, the saved choice kept. */
export function SelectOpcoes({ consulta, atual, sem = [], placeholder, ...props }: SelectOpcoesProps) {
  const data = comAtual(consulta.data, atual).filter((o) => !sem.includes(o.value));
  return <Select searchable placeholder={placeholder ?? placeholderOpcoes(consulta.isPending)} data={data} {...props} />;
}

type Campo = 'comarca' | 'predio';

/** The part of a form holding a comarca and a unidade (Mantine's useForm of the defensoria and the núcleo). */
interface FormComarcaEUnidade {
  values: Record<Campo, string | null>;
  setFieldValue: (campo: Campo, valor: string | null) => void;
  getInputProps: (campo: Campo) => GetInputPropsReturnType;
}

/** Comarca and Unidade: the unidade list narrows to the chosen comarca's buildings. */
export function ComarcaEUnidade({ form, registro }: { form: FormComarcaEUnidade; registro: { comarca: Ref; predio: Ref | null } | null }) {
  const comarcas = useQuery(comarcasOpcoesQuery());
  const predios = useQuery(prediosOpcoesQuery());
  const comarcaId = form.values.comarca ? Number(form.values.comarca) : null;
  const daComarca = predios.data?.filter((p) => comarcaId === null || p.comarcaId === null || p.comarcaId === comarcaId);
  const mudarComarca = (valor: string | null) => {
    form.setFieldValue('comarca', valor);
    // A building of another comarca no longer fits: the user picks again.
    const predio = predios.data?.find((p) => p.value === form.values.predio);
    if (valor && predio?.comarcaId && predio.comarcaId !== Number(valor)) form.setFieldValue('predio', null);
  };
  return (
    <>
      <SelectOpcoes
        label="Comarca"
        required
        nothingFoundMessage="Nenhuma comarca encontrada"
        consulta={comarcas}
        atual={registro?.comarca}
        {...form.getInputProps('comarca')}
        onChange={mudarComarca}
      />
      <SelectOpcoes
        label="Unidade"
        clearable
        nothingFoundMessage="Nenhuma unidade encontrada"
        consulta={{ data: daComarca, isPending: predios.isPending }}
        atual={registro?.predio}
        {...form.getInputProps('predio')}
      />
    </>
  );
}
