import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatData, TIPO_PESSOA, tipoEstagioLabel, type TipoPessoa } from '@sgi/domain';
import { useQuery } from '@tanstack/react-query';
import { Cartao } from '../../components/campos';
import { comAtual, defensoresOpcoesQuery, placeholderOpcoes, type Opcao } from '../../lib/opcoes';
import { assessoresOpcoesQuery, estagiariosOpcoesQuery, type EstagioOpcao, type LotacaoDetalhe } from './api';
import type { LotacaoValores } from './lotacao-form';

type Form = UseFormReturnType<LotacaoValores>;

type EstagioRotulo = Pick<EstagioOpcao, 'tipo_estagio' | 'data_fim_estagio'> & { data_inicio_estagio: string | null } & Partial<Pick<EstagioOpcao, 'instituicao' | 'curso' | 'desligamento'>>;

/** 'Obrigatório — 01/03/2025 a 28/02/2026 — Universidade / Direito', with the dismissal when there is one. */
function rotuloEstagio(e: EstagioRotulo): string {
  const periodo = `${formatData(e.data_inicio_estagio)} a ${e.data_fim_estagio ? formatData(e.data_fim_estagio) : '...'}`;
  const onde = [e.instituicao, e.curso].filter(Boolean).join(' / ');
  return [tipoEstagioLabel(e.tipo_estagio), periodo, onde, e.desligamento ? `desligado em ${formatData(e.desligamento)}` : '']
    .filter(Boolean)
    .join(' — ');
}

/**
 * Intern and internship. Inactive interns and internships with a desligamento receive no new placements (the
 * server refuses them): they show disabled, except the record's own choice.
 */
function Estagiario({ form, lotacao }: { form: Form; lotacao: LotacaoDetalhe | null }) {
  const estagiarios = useQuery(estagiariosOpcoesQuery());
  const proprio = lotacao?.estagio ?? null;
  const escolhido = estagiarios.data?.find((e) => String(e.id) === form.values.estagiario);
  const opcoesEstagiarios: Opcao[] = comAtual(
    estagiarios.data?.map((e) => ({
      value: String(e.id),
      label: e.ativo ? e.nome : `${e.nome} (inativo)`,
      disabled: !e.ativo && e.id !== proprio?.estagiario.id,
    })),
    proprio?.estagiario,
  );
  const opcoesEstagios: Opcao[] = (escolhido?.estagios ?? []).map((e) => ({
    value: String(e.id),
    label: rotuloEstagio(e),
    disabled: !!e.desligamento && e.id !== proprio?.id,
  }));
  if (proprio && String(proprio.estagiario.id) === form.values.estagiario && !opcoesEstagios.some((o) => o.value === String(proprio.id))) {
    opcoesEstagios.push({ value: String(proprio.id), label: rotuloEstagio(proprio) });
  }
  const mudarEstagiario = (valor: string | null) => {
    form.setFieldValue('estagiario', valor);
    // A single internship open to placements comes chosen; otherwise the user picks.
    const abertos = estagiarios.data?.find((e) => String(e.id) === valor)?.estagios.filter((e) => !e.desligamento) ?? [];
    form.setFieldValue('estagio', abertos.length === 1 ? String(abertos[0]!.id) : null);
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Select
        label="Estagiário"
        required
        searchable
        nothingFoundMessage="Nenhum estagiário encontrado"
        placeholder={placeholderOpcoes(estagiarios.isPending)}
        data={opcoesEstagiarios}
        {...form.getInputProps('estagiario')}
        onChange={mudarEstagiario}
      />
      <Select
        label="Estágio"
        required
        nothingFoundMessage="Nenhum estágio encontrado"
        placeholder={form.values.estagiario ? placeholderOpcoes(estagiarios.isPending) : 'Escolha o estagiário'}
        disabled={!form.values.estagiario}
        data={opcoesEstagios}
        {...form.getInputProps('estagio')}
      />
    </SimpleGrid>
  );
}

function Pessoa({ form, rotulo, campo, opcoes, pendente }: { form: Form; rotulo: string; campo: 'defensor' | 'assessor'; opcoes: Opcao[]; pendente: boolean }) {
  return (
    <Select
      label={rotulo}
      required
      searchable
      nothingFoundMessage={`Nenhum ${rotulo.toLowerCase()} encontrado`}
      placeholder={placeholderOpcoes(pendente)}
      data={opcoes}
      {...form.getInputProps(campo)}
    />
  );
}

function Defensor({ form, lotacao }: { form: Form; lotacao: LotacaoDetalhe | null }) {
  const defensores = useQuery(defensoresOpcoesQuery());
  return <Pessoa form={form} rotulo="Defensor" campo="defensor" opcoes={comAtual(defensores.data, lotacao?.defensor)} pendente={defensores.isPending} />;
}

function Assessor({ form, lotacao }: { form: Form; lotacao: LotacaoDetalhe | null }) {
  const assessores = useQuery(assessoresOpcoesQuery());
  return <Pessoa form={form} rotulo="Assessor" campo="assessor" opcoes={comAtual(assessores.data, lotacao?.assessor)} pendente={assessores.isPending} />;
}

const TITULO: Record<TipoPessoa, string> = { 1: 'Defensor', 2: 'Assessor', 3: 'Estagiário' };

/** The person card: its kind comes from the route or the record and never changes (cadastros-relatorios §2.10). */
export function CartaoPessoa({ form, tipoPessoa, lotacao }: { form: Form; tipoPessoa: TipoPessoa; lotacao: LotacaoDetalhe | null }) {
  return (
    <Cartao titulo={TITULO[tipoPessoa]}>
      {tipoPessoa === TIPO_PESSOA.Defensor && <Defensor form={form} lotacao={lotacao} />}
      {tipoPessoa === TIPO_PESSOA.Assessor && <Assessor form={form} lotacao={lotacao} />}
      {tipoPessoa === TIPO_PESSOA.Estagiario && <Estagiario form={form} lotacao={lotacao} />}
    </Cartao>
  );
}
