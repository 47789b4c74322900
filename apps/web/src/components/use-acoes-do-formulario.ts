import { useNavigate } from 'react-router';
import { notify } from '../lib/notify';
import type { MutacoesDoRegistro } from '../lib/use-salvar-registro';
import { confirmDelete } from './confirm-delete';
import { useVersao, type Versao } from './conflito-versao';

/** A toast of the spec's catalogue (§8): a text is a success; `{ aviso }` shows in warning style. */
export type Toast = string | { aviso: string };

/** The toast of an action, fixed or made from the server's answer and what was sent (or removed). */
export type MensagemDe<Resposta, Alvo> = Toast | ((resposta: Resposta, alvo: Alvo) => Toast);

interface AcoesDoFormulario<R extends { id: number; versao: number }, Input, Criado, Atualizado> {
  /** the record being edited; null while creating */
  registro: R | null;
  mutacoes: MutacoesDoRegistro<Input, Criado, Atualizado>;
  /** where a save and a removal return: the register's list */
  lista: string;
  mensagens: {
    criado: MensagemDe<Criado, Input>;
    atualizado: MensagemDe<Atualizado, Input>;
    removido: MensagemDe<{ message: string }, R>;
  };
  /** the question asked before removing, e.g. 'Excluir a comarca "Capital"?' */
  confirmacao: (registro: R) => string;
  /** a failed save that is not a stale write: e.g. erroNosCampos(form), the server's field errors on their fields */
  aoErrar?: (err: unknown) => unknown;
  /** after a create: the list, or the new record's form (what needs a saved record: attachments, internships) */
  depoisDeCriar?: 'lista' | 'editar';
  /** after an update: the list, or the same form, which takes the version the save made */
  depoisDeAtualizar?: 'lista' | 'ficar';
  /** after any successful save, before leaving: e.g. forget the form's draft */
  depoisDeSalvar?: () => void;
}

function mostrar<Resposta, Alvo>(mensagem: MensagemDe<Resposta, Alvo>, resposta: Resposta, alvo: Alvo) {
  const toast = typeof mensagem === 'function' ? mensagem(resposta, alvo) : mensagem;
  if (typeof toast === 'string') notify.sucesso(toast);
  else notify.aviso(toast.aviso);
}

/**
 * The Salvar and Excluir of a register's form (DESIGN §9): a save sends the version the form read (ADR 022) and a
 * stale one shows the conflict (`versao`, for ConflitoDeVersaoAlerta); other errors go to `aoErrar` (the toast comes
 * from the mutation cache); a removal asks first. Both toast the catalogue's text and return to the list, or to
 * `destino` where the page knows better.
 */
export function useAcoesDoFormulario<R extends { id: number; versao: number }, Input, Criado, Atualizado>(
  opcoes: AcoesDoFormulario<R, Input, Criado, Atualizado>,
): {
  versao: Versao;
  salvar: (input: Input, destino?: string) => void;
  excluir: (registro: R, destino?: string) => void;
  salvando: boolean;
  removendo: boolean;
} {
  const { registro, mutacoes, lista, mensagens } = opcoes;
  const navigate = useNavigate();
  const versao = useVersao(registro);
  const { criar, atualizar, remover } = mutacoes;

  const salvar = (input: Input, destino = lista) => {
    const onError = versao.aoErrar(opcoes.aoErrar);
    if (registro) {
      const onSuccess = (resposta: Atualizado) => {
        opcoes.depoisDeSalvar?.();
        mostrar(mensagens.atualizado, resposta, input);
        if (opcoes.depoisDeAtualizar === 'ficar') versao.aoSalvar(resposta);
        else navigate(destino);
      };
      atualizar.mutate({ ...input, versao: versao.versao }, { onSuccess, onError });
    } else {
      const onSuccess = (resposta: Criado) => {
        opcoes.depoisDeSalvar?.();
        mostrar(mensagens.criado, resposta, input);
        const id = (resposta as { id?: unknown } | null)?.id;
        if (opcoes.depoisDeCriar === 'editar' && typeof id === 'number') navigate(`${lista}/editar/${id}`, { replace: true });
        else navigate(destino);
      };
      criar.mutate(input, { onSuccess, onError });
    }
  };

  const excluir = (alvo: R, destino = lista) =>
    confirmDelete({
      message: opcoes.confirmacao(alvo),
      onConfirm: () =>
        remover.mutate(alvo.id, {
          onSuccess: (resposta) => {
            mostrar(mensagens.removido, resposta, alvo);
            navigate(destino);
          },
        }),
    });

  return { versao, salvar, excluir, salvando: criar.isPending || atualizar.isPending, removendo: remover.isPending };
}
