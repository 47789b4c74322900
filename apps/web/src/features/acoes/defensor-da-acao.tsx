import { Group, Select, Text } from '@mantine/core';
import { formatData, idadeRelativa, type DefensorDaAcao } from '@sgi/domain';
import { placeholderOpcoes } from '../../lib/opcoes';

const nomeExibido = (d: DefensorDaAcao) => (d.ativo ? d.nome : `${d.nome} (inativo)`);

/** 'Admissão 01/03/2010 · 45 anos': what tells two namesakes apart and what the periods count from (§2.11). */
export function dadosDoDefensor(d: DefensorDaAcao): string {
  const partes = [
    d.data_admissao ? `Admissão ${formatData(d.data_admissao)}` : 'Sem data de admissão',
    d.data_referencia ? `Referência ${formatData(d.data_referencia)}` : null,
    d.data_nascimento ? `${idadeRelativa(d.data_nascimento)} de idade` : null,
    d.data_exoneracao ? `Exoneração ${formatData(d.data_exoneracao)}` : null,
  ];
  return partes.filter(Boolean).join(' · ');
}

interface SelectDefensorProps {
  defensores: DefensorDaAcao[] | undefined;
  carregando: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The defender select of the actions screen: each option with the admission date and the age under the name. */
export function SelectDefensorDaAcao({ defensores, carregando, value, onChange }: SelectDefensorProps) {
  const porId = new Map((defensores ?? []).map((d) => [String(d.id), d]));
  return (
    <Select
      label="Defensor"
      searchable
      w={{ base: '100%', sm: 420 }}
      placeholder={placeholderOpcoes(carregando)}
      nothingFoundMessage="Nenhum defensor encontrado"
      data={(defensores ?? []).map((d) => ({ value: String(d.id), label: nomeExibido(d) }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      renderOption={({ option }) => {
        const d = porId.get(option.value);
        return (
          <div>
            <Text size="sm" c={d?.ativo === false ? 'dimmed' : undefined}>
              {option.label}
            </Text>
            {d && (
              <Text size="xs" c="dimmed">
                {dadosDoDefensor(d)}
              </Text>
            )}
          </div>
        );
      }}
    />
  );
}

/** The chosen defender's dates under the select. */
export function ResumoDoDefensor({ defensor }: { defensor: DefensorDaAcao }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" aria-label="Dados do defensor">
        {dadosDoDefensor(defensor)}
      </Text>
    </Group>
  );
}
