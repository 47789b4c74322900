import { Box, Checkbox, ColorInput, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COR_FUNDO_TABELA_PADRAO, COR_LETRA_TABELA_PADRAO, corOuPadrao } from '@sgi/domain';
import { Cartao } from '../../components/campos';
import { usePapelDoUsuario } from '../../lib/papeis-atribuiveis';
import type { UsuarioValores } from './usuario-form';

const CORES_SUGERIDAS = ['#e5e5e5', '#f1f3f5', '#e7f5ff', '#ebfbee', '#fff9db', '#000000', '#212529', '#1864ab', '#2b8a3e', '#ffffff'];

/** Two sample rows in the chosen colours, as the tables will show them (invalid input previews the default). */
function Exemplo({ fundo, letra }: { fundo: string; letra: string }) {
  const f = corOuPadrao(fundo.trim(), COR_FUNDO_TABELA_PADRAO);
  const l = corOuPadrao(letra.trim(), COR_LETRA_TABELA_PADRAO);
  return (
    <Box fz="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }} aria-hidden>
      <Box px="sm" py={4} style={{ background: f, color: l }}>
        Linha de exemplo
      </Box>
      <Box px="sm" py={4}>
        Linha de exemplo
      </Box>
    </Box>
  );
}

/** The user form's cards (cadastros-relatorios §2.9): Acesso, Atribuições, Dados Pessoais, Personalização. */
interface UsuarioCamposProps {
  form: UseFormReturnType<UsuarioValores>;
  criando: boolean;
  /** false for a read-only user: the role list is then not fetched (its call needs the edit permissions) */
  editavel: boolean;
  /** the user being edited (null when creating) and their papel */
  usuarioId: number | null;
  papelAtual?: { id: number; nome: string } | undefined;
}

export function UsuarioCampos({ form, criando, editavel, usuarioId, papelAtual }: UsuarioCamposProps) {
  // Only the roles the signed-in user may grant; their own papel, and the access of a user above them, read-only.
  const acesso = usePapelDoUsuario({ editavel, usuarioId, papelAtual });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Cartao titulo="Acesso">
          {/* The first field takes the focus; the browser must not fill in the signed-in administrator's own login. */}
          <TextInput label="Login" required autoFocus autoComplete="off" maxLength={60} {...form.getInputProps('username')} />
          <PasswordInput
            label="Senha"
            required={criando}
            autoComplete="new-password"
            maxLength={128}
            description={acesso.senhaBloqueada ?? (criando ? 'Entre 8 e 128 caracteres.' : 'Deixe em branco para manter a senha atual.')}
            readOnly={!!acesso.senhaBloqueada}
            {...form.getInputProps('senha')}
          />
          <Checkbox label="Ativo" {...form.getInputProps('ativo', { type: 'checkbox' })} />
        </Cartao>
        <Cartao titulo="Atribuições">
          <TextInput label="Função" maxLength={100} {...form.getInputProps('funcao')} />
          <Select
            label="Papel"
            required
            searchable
            nothingFoundMessage="Nenhum papel encontrado"
            placeholder={acesso.carregando ? 'Carregando...' : 'Selecione'}
            data={acesso.opcoes}
            readOnly={!!acesso.papelBloqueado}
            description={acesso.papelBloqueado}
            {...form.getInputProps('papelId')}
          />
        </Cartao>
        <Cartao titulo="Dados Pessoais">
          <TextInput label="Nome" required maxLength={100} {...form.getInputProps('nome')} />
          <TextInput label="Sobrenome" maxLength={100} {...form.getInputProps('sobrenome')} />
          <TextInput label="E-mail" type="email" maxLength={50} readOnly={!!acesso.emailBloqueado} description={acesso.emailBloqueado} {...form.getInputProps('email')} />
        </Cartao>
        <Cartao titulo="Personalização">
          {/* fixOnBlur off: an invalid colour stays visible and is replaced by the default on save, as the spec says. */}
          <ColorInput
            label="Cor de fundo da tabela"
            description={`Linhas alternadas das tabelas. Uma cor inválida volta ao padrão (${COR_FUNDO_TABELA_PADRAO}) ao salvar.`}
            format="hex"
            fixOnBlur={false}
            swatches={CORES_SUGERIDAS}
            {...form.getInputProps('corfundotabela')}
          />
          <ColorInput
            label="Cor da letra da tabela"
            description={`Uma cor inválida volta ao padrão (${COR_LETRA_TABELA_PADRAO}) ao salvar.`}
            format="hex"
            fixOnBlur={false}
            swatches={CORES_SUGERIDAS}
            {...form.getInputProps('corletratabela')}
          />
          <Exemplo fundo={form.values.corfundotabela} letra={form.values.corletratabela} />
        </Cartao>
      </SimpleGrid>
      <Checkbox label="Recebe notificações" {...form.getInputProps('recebenotificacaoes', { type: 'checkbox' })} />
    </Stack>
  );
}
