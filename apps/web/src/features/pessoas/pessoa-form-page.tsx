import { Alert, Fieldset, Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ConflitoDeVersaoAlerta } from '../../components/conflito-versao';
import { erroNosCampos } from '../../components/form-errors';
import { ExcluirButton, FormPage, ListagemButton, SalvarButton, useRegistroDaRota } from '../../components/form-page';
import { HistoryButton, type HistorySource } from '../../components/history-button';
import { useAcoesDoFormulario } from '../../components/use-acoes-do-formulario';
import { usePermissoes } from '../../lib/auth';
import { pessoaQuery, useSalvarPessoa, type PessoaDetalhe } from './api';
import { abaDoCampo, CAMPOS_RENOMEADOS, inputDaPessoa, validarPessoa, valoresIniciais, type PerfisEditaveis, type PessoaValores } from './pessoa-form';
import { AbaContatos, AbaDadosPessoais, AbaEndereco } from './pessoa-form-abas';
import { AbaDefensor, AbaEstagiario, AbaUsuario } from './pessoa-form-perfis';

const listagem = <ListagemButton to="/pessoa" />;

function PessoaForm({ pessoa, recarregar }: { pessoa: PessoaDetalhe | null; recarregar: () => void }) {
  const { pode, podeAlguma } = usePermissoes();
  const mutacoes = useSalvarPessoa(pessoa?.id ?? null);
  const [aba, setAba] = useState<string | null>('dados');
  const podeSalvar = pessoa ? pode('USUARIO_UPDATE') : pode('USUARIO_CREATE');
  // Each profile needs its own register's permission: UPDATE when saved, CREATE when new (the server checks too).
  const editaveis: PerfisEditaveis = {
    defensor: pode(pessoa?.defensor ? 'DEFENSOR_UPDATE' : 'DEFENSOR_CREATE'),
    estagiario: pode(pessoa?.estagiario ? 'ESTAGIARIO_UPDATE' : 'ESTAGIARIO_CREATE'),
    usuario: pode(pessoa?.usuario ? 'USUARIO_UPDATE' : 'USUARIO_CREATE'),
  };
  const form = useForm<PessoaValores>({
    initialValues: valoresIniciais(pessoa),
    validate: (v) => validarPessoa(v, editaveis),
  });

  const mostrarErro = (erros: Record<string, unknown>) => {
    const primeiro = Object.keys(erros)[0];
    if (primeiro) setAba(abaDoCampo(primeiro));
  };

  const errosDoServidor = erroNosCampos(form, CAMPOS_RENOMEADOS);
  const { versao, salvar, excluir, salvando, removendo } = useAcoesDoFormulario({
    registro: pessoa,
    mutacoes,
    lista: '/pessoa',
    mensagens: {
      criado: (_, input) => `Cadastro de ${input.nome} realizado com sucesso.`,
      atualizado: (_, input) => `Cadastro de ${input.nome} atualizado com sucesso.`,
      removido: 'Pessoa removida com sucesso.',
    },
    confirmacao: (p) => `Excluir a pessoa "${[p.nome, p.sobrenome].filter(Boolean).join(' ')}"?`,
    // The server's field errors open the tab holding the first.
    aoErrar: (err) => {
      const erros = errosDoServidor(err);
      if (erros) mostrarErro(erros);
    },
  });
  const enviar = form.onSubmit((v) => salvar(inputDaPessoa(v, editaveis)), mostrarErro);

  // The history shows the pessoa and the profiles this user may read.
  const relacionados: HistorySource[] = [];
  if (pessoa?.defensor && podeAlguma('DEFENSOR_READ', 'DEFENSOR_ENUMERATE')) relacionados.push({ tabela: 'defensor', registro: pessoa.defensor.id });
  if (pessoa?.estagiario && podeAlguma('ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE')) relacionados.push({ tabela: 'estagiario', registro: pessoa.estagiario.id });
  if (pessoa?.usuario) relacionados.push({ tabela: 'usuario', registro: pessoa.usuario.id });

  return (
    <FormPage
      somenteLeitura={!podeSalvar}
      title={pessoa ? 'Editar pessoa' : 'Cadastrar pessoa'}
      audit={pessoa}
      actions={
        <>
          {pessoa && <HistoryButton tabela="pessoa" registro={pessoa.id} relacionados={relacionados} />}
          {listagem}
          {pessoa && pode('USUARIO_DELETE') && <ExcluirButton loading={removendo} onClick={() => excluir(pessoa)} />}
        </>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          {pessoa && <ConflitoDeVersaoAlerta versao={versao} tabela="pessoa" registro={pessoa.id} relacionados={relacionados} onRecarregar={recarregar} />}
          <Fieldset variant="unstyled" disabled={!podeSalvar}>
            <Tabs value={aba} onChange={setAba}>
              <Tabs.List mb="md">
                <Tabs.Tab value="dados">Dados Pessoais</Tabs.Tab>
                <Tabs.Tab value="endereco">Endereço</Tabs.Tab>
                <Tabs.Tab value="contatos">Contatos</Tabs.Tab>
                <Tabs.Tab value="defensor">Defensor</Tabs.Tab>
                <Tabs.Tab value="estagiario">Estagiário</Tabs.Tab>
                <Tabs.Tab value="usuario">Usuário</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="dados">
                <AbaDadosPessoais form={form} estadocivil={pessoa?.estadocivil ?? null} />
              </Tabs.Panel>
              <Tabs.Panel value="endereco">
                <AbaEndereco form={form} />
              </Tabs.Panel>
              <Tabs.Panel value="contatos">
                <AbaContatos form={form} />
              </Tabs.Panel>
              <Tabs.Panel value="defensor">
                <AbaDefensor form={form} editavel={podeSalvar && editaveis.defensor} />
              </Tabs.Panel>
              <Tabs.Panel value="estagiario">
                <AbaEstagiario form={form} editavel={podeSalvar && editaveis.estagiario} />
              </Tabs.Panel>
              <Tabs.Panel value="usuario">
                <AbaUsuario form={form} editavel={podeSalvar && editaveis.usuario} papelAtual={pessoa?.usuario?.papel} />
              </Tabs.Panel>
            </Tabs>
          </Fieldset>
          {podeSalvar && <SalvarButton editando={pessoa !== null} loading={salvando} />}
        </Stack>
      </form>
    </FormPage>
  );
}

/** One form for /pessoa/criar and /pessoa/editar/:id (DESIGN §9). */
export default function PessoaFormPage() {
  const { criando, registro, carregando, chave, recarregar } = useRegistroDaRota(pessoaQuery);
  if (criando) return <PessoaForm pessoa={null} recarregar={recarregar} />;
  if (registro) return <PessoaForm key={chave} pessoa={registro} recarregar={recarregar} />;
  return (
    <FormPage title="Editar pessoa" actions={listagem} loading={carregando}>
      <Alert color="red">Pessoa não encontrada.</Alert>
    </FormPage>
  );
}
