import { Button, FileInput, Group, Modal, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  ANEXO_ACCEPT,
  ANEXO_TAMANHO_MAXIMO,
  isExtensaoPermitida,
  MENSAGEM_ARQUIVO_GRANDE,
  MENSAGEM_ARQUIVO_VAZIO,
  MENSAGEM_NENHUM_ARQUIVO,
  MENSAGEM_SALVE_ANTES_DE_ANEXAR,
  MENSAGEM_TIPO_NAO_PERMITIDO,
  type AnexoDonoTipo,
  type Permissao,
} from '@sgi/domain';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { usePermissoes } from '../lib/auth';
import { notify } from '../lib/notify';
import { anexosQuery, useEnviarAnexo } from './anexos-api';
import { AnexosLista } from './anexos-lista';

export interface AnexoDono {
  tipo: AnexoDonoTipo;
  /** null while the record is not saved yet: attachments only after save (cadastros-relatorios §4) */
  id: number | null;
}

/** Interns and internships are guarded by the intern permissions; advisors by their own. */
const PERMISSOES: Record<AnexoDonoTipo, { ver: Permissao[]; alterar: Permissao[] }> = {
  assessor: { ver: ['ASSESSOR_READ', 'ASSESSOR_ENUMERATE'], alterar: ['ASSESSOR_CREATE', 'ASSESSOR_UPDATE'] },
  estagiario: { ver: ['ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'], alterar: ['ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE'] },
  estagio: { ver: ['ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'], alterar: ['ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE'] },
};

/** What the browser can tell before sending; the server checks the content again (magic bytes). */
function erroLocal(arquivo: File | null): string | null {
  if (!arquivo) return MENSAGEM_NENHUM_ARQUIVO;
  if (!isExtensaoPermitida(arquivo.name)) return MENSAGEM_TIPO_NAO_PERMITIDO;
  if (arquivo.size > ANEXO_TAMANHO_MAXIMO) return MENSAGEM_ARQUIVO_GRANDE;
  if (arquivo.size === 0) return MENSAGEM_ARQUIVO_VAZIO;
  return null;
}

function EnvioForm({ tipo, id }: { tipo: AnexoDonoTipo; id: number }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const enviar = useEnviarAnexo(tipo, id);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problema = erroLocal(arquivo);
        setErro(problema);
        if (problema || !arquivo) return;
        enviar.mutate(arquivo, {
          onSuccess: () => {
            notify.sucesso('Documento anexado');
            setArquivo(null);
          },
          // The toast comes from the mutation cache; a refused file also gets the reason on the field.
          onError: (err) => {
            if (err instanceof ApiError && [400, 413, 415].includes(err.status)) setErro(err.message);
          },
        });
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <FileInput
          flex={1}
          label="Arquivo"
          description="PDF, imagem (JPG, PNG), Word ou Excel, até 10 MB"
          placeholder={MENSAGEM_NENHUM_ARQUIVO}
          accept={ANEXO_ACCEPT}
          clearable
          value={arquivo}
          error={erro}
          onChange={(f) => {
            setArquivo(f);
            setErro(null);
          }}
        />
        <Button type="submit" mt={44} leftSection={<IconUpload size={16} />} loading={enviar.isPending}>
          Anexar
        </Button>
      </Group>
    </form>
  );
}

function AnexosSalvo({ tipo, id }: { tipo: AnexoDonoTipo; id: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { podeAlguma } = usePermissoes();
  const podeVer = podeAlguma(...PERMISSOES[tipo].ver);
  const podeAlterar = podeAlguma(...PERMISSOES[tipo].alterar);
  const lista = useQuery({ ...anexosQuery(tipo, id), enabled: podeVer });
  return (
    <>
      <Button variant="default" leftSection={<IconPaperclip size={16} />} onClick={open}>
        {lista.data ? `Anexos (${lista.data.length})` : 'Anexos'}
      </Button>
      <Modal opened={opened} onClose={close} title="Anexos" size="lg">
        <Stack gap="md">
          {podeAlterar && <EnvioForm tipo={tipo} id={id} />}
          {podeVer && <AnexosLista tipo={tipo} id={id} anexos={lista.data} carregando={lista.isPending} podeRemover={podeAlterar} />}
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The Anexos button of the advisor, intern and internship forms (cadastros-relatorios §2.2, §2.3, §4): the count of
 * attachments and a modal to upload, download and remove them. Before the record is saved it only says why not.
 */
export function AnexosButton({ dono }: { dono: AnexoDono }) {
  if (dono.id === null) {
    return (
      <Tooltip label={MENSAGEM_SALVE_ANTES_DE_ANEXAR} events={{ hover: true, focus: true, touch: true }} multiline w={260}>
        {/* data-disabled instead of disabled: a disabled button gets no pointer or focus events, so no tooltip */}
        <Button variant="default" leftSection={<IconPaperclip size={16} />} data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
          Anexos
        </Button>
      </Tooltip>
    );
  }
  return <AnexosSalvo tipo={dono.tipo} id={dono.id} />;
}
