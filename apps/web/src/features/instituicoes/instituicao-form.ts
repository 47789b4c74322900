import { formatCnpj, INSTITUICAO, instituicaoInputSchema, onlyDigits, type InstituicaoInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { InstituicaoDetalhe } from './api';

/** The form's own shape: texts as strings (CEP and phone as digits), NumberInputs as number or '' while cleared. */
export interface InstituicaoValores {
  ordem: number | string;
  cnpj: string;
  razao_social: string;
  representante_cargo: string;
  representante_nome: string;
  endereco: { cep: string; cidade: string; bairro: string; logradouro: string; complemento: string; numero: string };
  telefone: { ddd: number | string; numero: string };
}

/**
 * CNPJ mask applied while typing (cadastros-relatorios §5): letters upper-cased, anything but 0-9/A-Z dropped,
 * at most 14 characters, punctuation placed as 'XX.XXX.XXX/XXXX-XX' (18) as the characters arrive.
 */
export function mascaraCnpj(texto: string): string {
  const c = texto.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 14);
  const partes = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12)];
  const separadores = ['.', '.', '/', '-'];
  return partes.reduce((acc, parte, i) => (parte ? acc + (i > 0 ? separadores[i - 1] : '') + parte : acc), '');
}

export function valoresIniciais(i: InstituicaoDetalhe | null): InstituicaoValores {
  const e = i?.endereco;
  return {
    ordem: i?.ordem ?? INSTITUICAO.ordemPadrao,
    cnpj: i ? formatCnpj(i.cnpj) : '',
    razao_social: i?.razao_social ?? '',
    representante_cargo: i?.representante_cargo ?? '',
    representante_nome: i?.representante_nome ?? '',
    endereco: {
      cep: onlyDigits(e?.cep ?? ''),
      cidade: e?.cidade ?? '',
      bairro: e?.bairro ?? '',
      logradouro: e?.logradouro ?? '',
      complemento: e?.complemento ?? '',
      numero: e?.numero ?? '',
    },
    telefone: { ddd: i ? (i.telefone.ddd ?? '') : INSTITUICAO.dddPadrao, numero: onlyDigits(i?.telefone.numero ?? '') },
  };
}

// A cleared NumberInput holds '': sent as null, so the server's default applies (ordem 0, DDD 79).
const numeroOuNulo = (v: number | string) => (typeof v === 'number' ? v : null);

/** The POST/PUT body before validation: the same shape as the API, masks left for the schema to strip. */
export const paraEnvio = (v: InstituicaoValores) => ({
  ...v,
  ordem: numeroOuNulo(v.ordem),
  telefone: { ddd: numeroOuNulo(v.telefone.ddd), numero: v.telefone.numero },
});

/** The same zod schema the server uses. */
export const validarInstituicao = (v: InstituicaoValores) => schemaErrors(instituicaoInputSchema, paraEnvio(v));

export const inputDaInstituicao = (v: InstituicaoValores): InstituicaoInput => instituicaoInputSchema.parse(paraEnvio(v));
