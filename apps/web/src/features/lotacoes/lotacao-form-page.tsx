import { Alert, Button, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { tipoPessoaLabel, type TipoPessoa } from '@sgi/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { lotacaoQuery, useSalvarLotacao, type LotacaoDetalhe, type RespostaSalvar } from './api';
import {
  CAMPOS_LOTACAO,
  inputDaLotacao,
  listaDaPessoa,
  ROTA_CRIAR,
  tipoPessoaDaRota,
  validarLotacao,
  valoresIniciais,
  type LotacaoValores,
} from './lotacao-form';
import { CartaoAnotacoes, CartaoLocalizacao, CartaoLotacao } from './lotacao-form-local';
import { CartaoPeriodo } from './lotacao-form-periodo';
import { CartaoPessoa } from './lotacao-form-pessoa';

interface LotacaoFormProps {
  tipoPessoa: TipoPessoa;
  lotacao: LotacaoDetalhe | null;
  daRota?: { estagiario: string | null; estagio: string | null };
  recarregar: () => void;
}

/** A warning text instead of the id/true: the record was saved, and the text says what to look at (§8). */
const salvo = (sucesso: string) => (resposta: RespostaSalvar) => (typeof resposta === 'string' ? { aviso: resposta } : sucesso);

const nomeDaPessoa = (l: LotacaoDetalhe) => l.defensor?.nome ?? l.assessor?.nome ?? l.estagio?.estagiario.nome ?? '';

/** 'Novo' (a new record of the same person kind) and 'Pesquisar' (the list, of this person when known). */
function Navegacao({ tipoPessoa, pesquisar }: { tipoPessoa: TipoPessoa | null; pesquisar: string }) {
  const { pode } = usePermissoes();
  return (
    <>
      {tipoPessoa && pode('LOTACAO_CREATE') && (
        <Button component={Link} to={ROTA_CRIAR[tipoPessoa]} variant="default" leftSection={<IconPlus size={16} />}>
          Novo
        </Button>
      )}
      <Button component={Link} to={pesquisar} variant="default" leftSection={<IconSearch size={16} />}>
        Pesquisar
      </Button>
    </>
  );
}

function LotacaoForm({ tipoPessoa, lotacao, daRota, recarregar }: LotacaoFormProps) {
  const { pode } = usePermissoes();
  const mutacoes = useSalvarLotacao(lotacao?.id ?? null);
  const podeSalvar = lotacao ? pode('LOTACAO_UPDATE') : pode('LOTACAO_CREATE');
  const form = useForm<LotacaoValores>({ initialValues: valoresIniciais(lotacao, tipoPessoa, daRota), validate: validarLotacao(tipoPessoa) });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: lotacao,
    mutacoes,
    lista: '/vinculos',
    mensagens: { criado: salvo('Registro Criado'), atualizado: salvo('Registro Salvo'), removido: 'Lotação removida.' },
    confirmacao: (l) => `Excluir o vínculo de ${nomeDaPessoa(l)}?`,
    aoErrar: erroNosCampos(form, CAMPOS_LOTACAO),
  });
  // Save and removal return to the list of the placement's person.
  const enviar = form.onSubmit((v) => salvar(inputDaLotacao(v, tipoPessoa), listaDaPessoa(tipoPessoa, v)));
  const excluirDaPessoa = (l: LotacaoDetalhe) => excluir(l, listaDaPessoa(tipoPessoa, valoresIniciais(l, tipoPessoa)));

  const pessoa = tipoPessoaLabel(tipoPessoa).toLowerCase();
  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={lotacao ? `Editar vínculo de ${pessoa}` : `Cadastrar vínculo de ${pessoa}`}
      audit={lotacao}
      actions={
        <>
          <Navegacao tipoPessoa={tipoPessoa} pesquisar={lotacao ? listaDaPessoa(tipoPessoa, valoresIniciais(lotacao, tipoPessoa)) : '/vinculos'} />
          {lotacao && <HistoryButton tabela="lotacao" registro={lotacao.id} />}
          {lotacao && pode('LOTACAO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluirDaPessoa(lotacao)} />}
        </>
      }
    >
      {/* A real form: Enter submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {lotacao && <ConflitoDeVersaoAlerta versao={versao} tabela="lotacao" registro={lotacao.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Stack gap="md">
              <CartaoPessoa form={form} tipoPessoa={tipoPessoa} lotacao={lotacao} />
              <CartaoPeriodo form={form} tipoPessoa={tipoPessoa} />
              <CartaoLotacao form={form} lotacao={lotacao} />
              <CartaoLocalizacao form={form} lotacao={lotacao} />
              <CartaoAnotacoes form={form} />
            </Stack>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={lotacao !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

const idDaRota = (v: string | undefined) => (v && /^\d+$/.test(v) ? v : null);

/**
 * One form for the create routes of each person kind (/vinculos_defensor/criar, /vinculos_assessor/criar,
 * /vinculos_estagio/criar[/estagiario/:estagiarioid/estagio/:estagioid]) and /vinculos/editar/:id (§2.10, §2.19).
 */
export default function LotacaoFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(lotacaoQuery);
  const { pathname, key } = useLocation();
  const { estagiarioid, estagioid } = useParams();
  if (criando) {
    const daRota = { estagiario: idDaRota(estagiarioid), estagio: idDaRota(estagioid) };
    // 'Novo' on a new record opens the same route again: the key starts a clean form.
    return <LotacaoForm key={key} tipoPessoa={tipoPessoaDaRota(pathname)} lotacao={null} daRota={daRota} recarregar={recarregar} />;
  }
  if (registro) return <LotacaoForm key={chave} tipoPessoa={registro.tipoPessoa} lotacao={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar vínculo" actions={<Navegacao tipoPessoa={null} pesquisar="/vinculos" />} loading={carregando}>
      <Alert color="red">Vínculo não encontrado.</Alert>
    </FormPage>
  );
}
