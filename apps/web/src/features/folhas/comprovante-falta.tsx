import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { ANEXO_TAMANHO_MAXIMO, MENSAGEM_ARQUIVO_GRANDE, MENSAGEM_ARQUIVO_VAZIO, STATUS_DIA } from '@sgi/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { salvarNoNavegador } from '../../lib/download';
import { useAnexarComprovante, useBaixarComprovante, type Folha } from './api';

type Dia = Folha['dias'][number];

export const MENSAGEM_COMPROVANTE_PDF = 'O comprovante da falta deve ser um arquivo PDF.';
export const MENSAGEM_SALVE_A_FALTA = 'Salve o dia como ausente para anexar o comprovante (PDF).';

export const isFalta = (status: number | null) => status === STATUS_DIA.FaltaJustificada || status === STATUS_DIA.FaltaNaoJustificada;

/**
 * The server's checks, repeated for speed (acesso-sessao §5 'PDF only'; ADR 051: by content, up to 10 MB): a PDF starts
 * with '%PDF-' whatever its name says. Answers the refusal's message, or null.
 */
export async function conferirComprovante(arquivo: File): Promise<string | null> {
  if (arquivo.size === 0) return MENSAGEM_ARQUIVO_VAZIO;
  if (arquivo.size > ANEXO_TAMANHO_MAXIMO) return MENSAGEM_ARQUIVO_GRANDE;
  const inicio = new Uint8Array(await arquivo.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...inicio) === '%PDF-' ? null : MENSAGEM_COMPROVANTE_PDF;
}

interface Props {
  folha: Folha;
  dia: Dia;
  /** the owner while the days may change (folha.acoes.preencher); everybody else only views */
  editavel: boolean;
  /** the action chosen in the modal, not yet saved: absent while the saved day is not */
  acaoDigitada: string;
}

/** The absence's proof in the day modal: the attached file (opened with the session) and, for the owner, sending or replacing it. */
export function ComprovanteDaFalta({ folha, dia, editavel, acaoDigitada }: Props) {
  const anexar = useAnexarComprovante(folha.id);
  const baixar = useBaixarComprovante(folha.id);
  const [erro, setErro] = useState<string | null>(null);
  const [conferindo, setConferindo] = useState(false);
  const falta = isFalta(dia.status);

  const abrir = () =>
    baixar.mutate(
      { dia: dia.dia },
      {
        onSuccess: (blob) => {
          const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
          const url = URL.createObjectURL(pdf);
          // A blocked pop-up still gets the file, as a download.
          if (!window.open(url, '_blank', 'noopener')) salvarNoNavegador(pdf, dia.nomeArquivo ?? `comprovante-dia-${dia.dia}.pdf`);
          setTimeout(() => URL.revokeObjectURL(url), 60_000);
        },
      },
    );

  const enviar = async (arquivo: File | null) => {
    setErro(null);
    if (!arquivo) return;
    setConferindo(true);
    const recusa = await conferirComprovante(arquivo);
    setConferindo(false);
    if (recusa) {
      setErro(recusa);
      return;
    }
    anexar.mutate(
      { dia: dia.dia, arquivo },
      {
        onSuccess: (r) => notify.sucesso(r.message),
        onError: (e) => setErro(e.message || 'Falha ao anexar o comprovante.'),
      },
    );
  };

  if (!dia.nomeArquivo && !(editavel && (falta || acaoDigitada === 'ausente'))) return null;
  return (
    <Stack gap={4}>
      {dia.nomeArquivo && (
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={18} aria-hidden />
          <Text size="sm">Comprovante:</Text>
          <Anchor component="button" type="button" size="sm" style={{ wordBreak: 'break-word' }} aria-label={`Abrir ${dia.nomeArquivo}`} onClick={abrir}>
            {dia.nomeArquivo}
          </Anchor>
        </Group>
      )}
      {editavel && falta && (
        <FileInput
          label="Comprovante (PDF)"
          description={dia.nomeArquivo ? 'Escolher outro arquivo substitui o anexado. Até 10 MB.' : 'Até 10 MB.'}
          placeholder={dia.nomeArquivo ? 'Substituir o comprovante' : 'Escolher arquivo PDF'}
          accept="application/pdf,.pdf"
          clearable={false}
          value={null}
          onChange={(f) => void enviar(f)}
          disabled={anexar.isPending || conferindo}
          error={erro}
        />
      )}
      {editavel && falta && (anexar.isPending || conferindo) && (
        <Text size="xs" c="dimmed" role="status">
          Enviando o comprovante...
        </Text>
      )}
      {editavel && !falta && acaoDigitada === 'ausente' && (
        <Text size="xs" c="dimmed">
          {MENSAGEM_SALVE_A_FALTA}
        </Text>
      )}
    </Stack>
  );
}
