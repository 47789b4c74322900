import { Button, Group, Modal, NumberInput, Stack, Text, TextInput, ActionIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { STATUS_FOLHA } from '@sgi/domain';
import { IconArrowBackUp, IconBell, IconCheck, IconFileTypePdf, IconPlus, IconSend, IconSignature, IconTrash, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { useAssinar, useNotificar, type Correcao, type Folha } from './api';
import { useBaixarPdfDaFolha } from './pdf-api';
import { ResponsavelModal } from './responsavel-modal';

const confirmar = (titulo: string, texto: string, onConfirm: () => void) =>
  modals.openConfirmModal({ title: titulo, children: <Text size="sm">{texto}</Text>, labels: { confirm: 'Confirmar', cancel: 'Cancelar' }, onConfirm });

/**
 * The workflow buttons (acesso-sessao §4; issue 13): the server says in `acoes` what the caller may do now; the
 * sheet is read again after each action, and its new status comes from there.
 */
export function AcoesDaFolha({ folha }: { folha: Folha }) {
  const assinar = useAssinar(folha.id, folha.versao);
  const notificar = useNotificar();
  const pdf = useBaixarPdfDaFolha();
  const [devolvendo, setDevolvendo] = useState(false);
  const [responsavel, setResponsavel] = useState(false);
  const a = folha.acoes;
  const avancar = () => assinar.mutate({ aprovar: true }, { onSuccess: (r) => notify.sucesso(r?.message ?? 'Registro Salvo') });
  const revisao = folha.status === STATUS_FOLHA.AguardandoRevisao;

  return (
    <Group gap="xs">
      {a.enviar && (
        <Button leftSection={<IconSend size={16} />} loading={assinar.isPending} onClick={() => confirmar('Enviar para assinatura', 'Enviar a folha para a assinatura do responsável?', avancar)}>
          Enviar para assinatura
        </Button>
      )}
      {a.assinar && (
        <Button
          leftSection={revisao ? <IconCheck size={16} /> : <IconSignature size={16} />}
          color="green"
          loading={assinar.isPending}
          onClick={() =>
            revisao
              ? confirmar('Aprovar', 'Aprovar e concluir a folha?', avancar)
              : confirmar('Assinar', 'Assinar a folha e enviá-la à subdefensoria?', avancar)
          }
        >
          {revisao ? 'Aprovar' : 'Assinar'}
        </Button>
      )}
      {a.devolver && (
        <Button variant="light" color="orange" leftSection={<IconArrowBackUp size={16} />} onClick={() => setDevolvendo(true)}>
          Devolver para correção
        </Button>
      )}
      {a.notificar && (
        <Button
          variant="default"
          leftSection={<IconBell size={16} />}
          loading={notificar.isPending}
          onClick={() => notificar.mutate(folha.id, { onSuccess: (r) => notify.sucesso(r?.message ?? '1 notificação(ões) enviada(s) com sucesso') })}
        >
          Notificar estagiário
        </Button>
      )}
      {a.pdf && (
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate({ id: folha.id, ano: folha.ano, mes: folha.mes, nome: folha.estagiario.nome })}
        >
          Baixar PDF
        </Button>
      )}
      {a.definirResponsavel && (
        <Button variant="default" leftSection={<IconUserCog size={16} />} onClick={() => setResponsavel(true)}>
          Definir responsável
        </Button>
      )}
      {devolvendo && (
        <DevolverModal
          folha={folha}
          enviando={assinar.isPending}
          onClose={() => setDevolvendo(false)}
          onDevolver={(correcoes) =>
            assinar.mutate(
              { aprovar: false, correcoes },
              {
                onSuccess: (r) => {
                  notify.sucesso(r?.message ?? 'Registro Salvo');
                  setDevolvendo(false);
                },
              },
            )
          }
        />
      )}
      {responsavel && <ResponsavelModal folhaId={folha.id} atual={folha.responsavel} onClose={() => setResponsavel(false)} />}
    </Group>
  );
}

interface DevolverProps {
  folha: Folha;
  enviando: boolean;
  onClose: () => void;
  onDevolver: (c: Correcao[]) => void;
}

/** Sending back says why (issue 13): each day to correct with its comment. */
function DevolverModal({ folha, enviando, onClose, onDevolver }: DevolverProps) {
  const [linhas, setLinhas] = useState<{ dia: number | string; comentario: string }[]>([{ dia: '', comentario: '' }]);
  const [erro, setErro] = useState<string | null>(null);
  const ultimo = folha.dias.length;
  const set = (i: number, parte: Partial<(typeof linhas)[number]>) => setLinhas(linhas.map((l, j) => (j === i ? { ...l, ...parte } : l)));
  const enviar = () => {
    const correcoes = linhas.map((l) => ({ dia: Number(l.dia), comentario: l.comentario.trim() }));
    if (correcoes.some((c) => !Number.isInteger(c.dia) || c.dia < 1 || c.dia > ultimo || !c.comentario)) {
      return setErro(`Informe cada dia (1 a ${ultimo}) com o comentário do que corrigir.`);
    }
    setErro(null);
    onDevolver(correcoes);
  };
  return (
    <Modal opened onClose={onClose} title="Devolver para correção" size="lg">
      <Stack gap="sm">
        <Text size="sm">Indique os dias a corrigir e o motivo de cada um. O estagiário verá os dias destacados com os comentários.</Text>
        {linhas.map((l, i) => (
          <Group key={i} align="flex-end" wrap="nowrap">
            <NumberInput label="Dia" w={90} min={1} max={ultimo} allowDecimal={false} value={l.dia} onChange={(v) => set(i, { dia: v })} />
            <TextInput label="Comentário" style={{ flex: 1 }} maxLength={500} value={l.comentario} onChange={(e) => set(i, { comentario: e.currentTarget.value })} />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remover a correção ${i + 1}`} disabled={linhas.length === 1} onClick={() => setLinhas(linhas.filter((_, j) => j !== i))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="subtle" w="fit-content" leftSection={<IconPlus size={16} />} onClick={() => setLinhas([...linhas, { dia: '', comentario: '' }])}>
          Adicionar dia
        </Button>
        {erro && (
          <Text size="sm" c="red" role="alert">
            {erro}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="orange" loading={enviando} onClick={enviar}>
            Devolver
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
