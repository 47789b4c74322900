import { Alert, Button, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowBack } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AnexosButton } from '../../components/anexos-button';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { assessorQuery, useSalvarAssessor, type AssessorDetalhe } from './api';
import { AssessorCampos } from './assessor-form-campos';
import { inputDoAssessor, validarAssessor, valoresIniciais, type AssessorValores } from './assessor-form';

const voltar = (
  <Button component={Link} to="/assessor" variant="default" leftSection={<IconArrowBack size={16} />}>
    Voltar para Lista
  </Button>
);

function AssessorForm({ assessor, recarregar }: { assessor: AssessorDetalhe | null; recarregar: () => void }) {
  const { pode, podeAlguma } = usePermissoes();
  const mutacoes = useSalvarAssessor(assessor?.id ?? null);
  // cadastros-relatorios §6: editing an advisor uses ASSESSOR_CREATE; ASSESSOR_UPDATE is accepted too.
  const podeSalvar = assessor ? podeAlguma('ASSESSOR_CREATE', 'ASSESSOR_UPDATE') : pode('ASSESSOR_CREATE');
  const form = useForm<AssessorValores>({ initialValues: valoresIniciais(assessor), validate: validarAssessor });

  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: assessor,
    mutacoes,
    lista: '/assessor',
    mensagens: { criado: 'Registro Criado', atualizado: 'Registro Salvo', removido: 'Assessor removido.' },
    confirmacao: (a) => `Excluir o assessor "${a.nome ?? a.cpf}"?${a.anexos ? ` Os anexos dele (${a.anexos}) também serão removidos.` : ''}`,
    aoErrar: erroNosCampos(form),
    // A new advisor opens in edit mode: attachments are only possible once the record exists (§4).
    depoisDeCriar: 'editar',
  });
  const enviar = form.onSubmit((v) => salvar(inputDoAssessor(v)));

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={assessor ? 'Editar assessor' : 'Cadastrar assessor'}
      audit={assessor}
      actions={
        <>
          {assessor && <HistoryButton tabela="assessor" registro={assessor.id} />}
          {voltar}
          <AnexosButton dono={{ tipo: 'assessor', id: assessor?.id ?? null }} />
          {assessor && pode('ASSESSOR_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(assessor)} />}
        </>
      }
    >
      {/* A real form: Enter in any field submits; the native fieldset disables every field for read-only users. */}
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {assessor && <ConflitoDeVersaoAlerta versao={versao} tabela="assessor" registro={assessor.id} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <AssessorCampos form={form} />
          </Fieldset>
          {podeSalvar && <SalvarButton editando={assessor !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /assessor/criar and /assessor/editar/:id (DESIGN §9). */
export default function AssessorFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(assessorQuery);
  if (criando) return <AssessorForm key="novo" assessor={null} recarregar={recarregar} />;
  if (registro) return <AssessorForm key={chave} assessor={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar assessor" actions={voltar} loading={carregando}>
      <Alert color="red">Assessor não encontrado.</Alert>
    </FormPage>
  );
}
