import { Alert, Checkbox, ColorInput, Fieldset, PasswordInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COR_FUNDO_TABELA_PADRAO, COR_LETRA_TABELA_PADRAO } from '@sgi/domain';
import type { ReactNode } from 'react';
import { CampoData } from '../../components/campos';
import { usePapelDoUsuario } from '../../lib/papeis-atribuiveis';
import type { PessoaValores } from './pessoa-form';

type Form = UseFormReturnType<PessoaValores>;

interface PerfilProps {
  form: Form;
  /** false when the user lacks this register's permission: the tab is read-only and is not sent */
  editavel: boolean;
}

/**
 * A profile tab: its 'ativo' checkbox enables the fields (cadastros-relatorios §4). Unticking a saved profile
 * deactivates it; an unticked profile that was never saved is not sent at all.
 */
function Perfil({ form, perfil, rotulo, editavel, children }: PerfilProps & { perfil: 'defensor' | 'estagiario' | 'usuario'; rotulo: string; children: ReactNode }) {
  const ativo = form.values[perfil].ativo;
  return (
    <Stack gap="md">
      {!editavel && <Alert color="gray">Você não tem permissão para alterar o cadastro de {rotulo.toLowerCase()} desta pessoa.</Alert>}
      <Fieldset variant="unstyled" disabled={!editavel}>
        <Checkbox label={`${rotulo} ativo`} {...form.getInputProps(`${perfil}.ativo`, { type: 'checkbox' })} />
      </Fieldset>
      <Fieldset variant="unstyled" disabled={!editavel || !ativo} aria-label={`Dados de ${rotulo.toLowerCase()}`}>
        {children}
      </Fieldset>
    </Stack>
  );
}

export function AbaDefensor({ form, editavel }: PerfilProps) {
  return (
    <Perfil form={form} perfil="defensor" rotulo="Defensor" editavel={editavel}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput label="Título" maxLength={20} {...form.getInputProps('defensor.titulo')} />
        <TextInput label="Número da OAB" maxLength={20} {...form.getInputProps('defensor.numero_oab')} />
        <TextInput label="Matrícula" maxLength={20} {...form.getInputProps('defensor.matricula_defensoria')} />
        <CampoData form={form} campo="defensor.data_admissao" label="Data de admissão" />
        <CampoData form={form} campo="defensor.data_referencia" label="Data de referência" />
        <CampoData form={form} campo="defensor.data_exoneracao" label="Data de exoneração" />
      </SimpleGrid>
      <Textarea mt="md" label="Anotação do defensor" rows={3} maxLength={2000} {...form.getInputProps('defensor.anotacao')} />
    </Perfil>
  );
}

export function AbaEstagiario({ form, editavel }: PerfilProps) {
  return (
    <Perfil form={form} perfil="estagiario" rotulo="Estagiário" editavel={editavel}>
      <Textarea label="Anotação do estagiário" rows={3} maxLength={2000} {...form.getInputProps('estagiario.anotacao')} />
    </Perfil>
  );
}

export function AbaUsuario({ form, editavel, papelAtual }: PerfilProps & { papelAtual?: { id: number; nome: string } | undefined }) {
  // Only the roles the signed-in user may grant; their own papel, and the access of a user above them, read-only.
  const acesso = usePapelDoUsuario({ editavel, usuarioId: form.values.usuario.id, papelAtual });
  const novo = form.values.usuario.id === null;
  return (
    <Perfil form={form} perfil="usuario" rotulo="Usuário" editavel={editavel}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput label="Login" required autoComplete="off" maxLength={60} {...form.getInputProps('usuario.username')} />
        <PasswordInput
          label="Senha"
          required={novo}
          autoComplete="new-password"
          maxLength={128}
          description={acesso.senhaBloqueada ?? (novo ? 'Entre 8 e 128 caracteres.' : 'Deixe em branco para manter a senha atual.')}
          readOnly={!!acesso.senhaBloqueada}
          {...form.getInputProps('usuario.senha')}
        />
        <Select
          label="Papel"
          required
          searchable
          nothingFoundMessage="Nenhum papel encontrado"
          placeholder={acesso.carregando ? 'Carregando...' : 'Selecione'}
          data={acesso.opcoes}
          readOnly={!!acesso.papelBloqueado}
          description={acesso.papelBloqueado}
          {...form.getInputProps('usuario.papelId')}
        />
        <TextInput label="Função" maxLength={100} {...form.getInputProps('usuario.funcao')} />
        <ColorInput label="Cor de fundo da tabela" format="hex" fixOnBlur={false} description={`Padrão ${COR_FUNDO_TABELA_PADRAO}.`} {...form.getInputProps('usuario.corfundotabela')} />
        <ColorInput label="Cor da letra da tabela" format="hex" fixOnBlur={false} description={`Padrão ${COR_LETRA_TABELA_PADRAO}.`} {...form.getInputProps('usuario.corletratabela')} />
      </SimpleGrid>
      <Checkbox mt="md" label="Recebe notificações" {...form.getInputProps('usuario.recebenotificacaoes', { type: 'checkbox' })} />
    </Perfil>
  );
}
