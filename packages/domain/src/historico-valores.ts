import { TIPO_ACAO_OPCOES } from './acao.js';
import { formatCnpj, isValidCnpj } from './cnpj.js';
import { formatCpf, isValidCpf } from './cpf.js';
import { formatData, formatDataHora } from './datas.js';
import { ESTADO_CIVIL_OPCOES, TIPO_ESTAGIO_OPCOES } from './estagiario.js';
import { PERFIL_ASSINANTE_OPCOES, STATUS_DIA_OPCOES, STATUS_FOLHA_OPCOES, TIPO_NOTIFICACAO_OPCOES } from './folha.js';
import { TIPO_VINCULO_OPCOES } from './lotacao.js';
import { PERMISSOES } from './permissoes.js';
import { TIPO_PREDIO_OPCOES } from './predio.js';
import { formatTelefone } from './telefone.js';

/**
 * History and log lines as a person reads them (issue 11 "Audit at scale"): the name of what an id points to, the
 * label of a code, and CPF, phone, CEP, dates, months and times formatted. The database keeps what it stores.
 */

/** The table a stored reference column points to; `defensorias` holds a list of ids. */
export const REFERENCIA_DO_CAMPO: Record<string, string> = {
  papel_id: 'papel',
  pessoa_id: 'pessoa',
  responsavel_id: 'pessoa',
  assessor_id: 'assessor',
  estagiario_id: 'estagiario',
  estagio_id: 'estagio',
  instituicao_ensino_id: 'instituicao_ensino',
  curso_id: 'curso',
  atuacao_id: 'atuacao',
  comarca_id: 'comarca',
  predio_id: 'predio',
  vara_id: 'vara',
  defensoria_id: 'defensoria',
  defensoria_substituta1_id: 'defensoria',
  defensoria_substituta2_id: 'defensoria',
  defensorias: 'defensoria',
  defensor_id: 'defensor',
  substituto1_id: 'defensor',
  substituto2_id: 'defensor',
  nucleo_id: 'nucleo',
  setor_id: 'setor',
  folha_id: 'folha_frequencia',
  anexo_id: 'folha_frequencia_anexo',
  remetente_id: 'pessoa',
  destinatario_id: 'pessoa',
  periodo_id: 'periodo',
  substituto_id: 'defensor',
  distrito_id: 'distrito',
  tipo_id: 'tipo_movimentacao',
  movimentacao_id: 'movimentacao',
};

/** The key of a referenced record in the names a history answer carries: 'defensoria:43'. */
export const chaveDeNome = (tabela: string, id: unknown) => `${tabela}:${String(id)}`;

const opcoes = (lista: readonly { value: number; label: string }[]) => (v: unknown) => lista.find((o) => o.value === v)?.label;
const PERMISSAO_LABEL = new Map<string, string>(PERMISSOES.map((p) => [p.nome, p.label]));

/** Codes shown by their label, by table and column ('*' = any table). */
const CODIGOS: Record<string, (v: unknown) => string | undefined> = {
  'lotacao.tipo': opcoes(TIPO_VINCULO_OPCOES),
  'periodo.tipo': opcoes(TIPO_ACAO_OPCOES),
  'predio.tipo': opcoes(TIPO_PREDIO_OPCOES),
  '*.tipo_estagio': opcoes(TIPO_ESTAGIO_OPCOES),
  '*.estadocivil': opcoes(ESTADO_CIVIL_OPCOES),
  'folha_frequencia.status': opcoes(STATUS_FOLHA_OPCOES),
  'folha_frequencia_dia.status': opcoes(STATUS_DIA_OPCOES),
  'folha_frequencia_notificacao.tipo': opcoes(TIPO_NOTIFICACAO_OPCOES),
  '*.perfil': opcoes(PERFIL_ASSINANTE_OPCOES),
  '*.permissoes': (v) => (typeof v === 'string' ? PERMISSAO_LABEL.get(v) : undefined),
};

const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATA = /^\d{4}-\d{2}-\d{2}$/;
const MES = /^(\d{4})-(\d{2})$/;
const HORA = /^(\d{2}):(\d{2})(:\d{2})?$/;

function porFormato(campo: string, v: string): string {
  if (/(^|_)cpf$/.test(campo)) return isValidCpf(v) ? formatCpf(v) : v;
  if (campo === 'cnpj') return isValidCnpj(v) ? formatCnpj(v) : v;
  if (campo === 'cep' && /^\d{8}$/.test(v)) return `${v.slice(0, 5)}-${v.slice(5)}`;
  if (/(telefone|celular)(_[a-z]+)*_numero$|^telefone$/.test(campo) && /^\d{8,11}$/.test(v)) return formatTelefone(v);
  if (DATA_HORA.test(v)) return formatDataHora(v) || v;
  if (DATA.test(v)) return formatData(v) || v;
  const mes = MES.exec(v);
  if (mes) return `${mes[2]}/${mes[1]}`;
  const hora = HORA.exec(v);
  if (hora) return `${hora[1]}:${hora[2]}`;
  return v;
}

/**
 * One stored value of a history diff as people read it. `nomes` holds the names of the records the page's ids point
 * to (also of records removed since: the API takes them from the history itself).
 */
export function valorDoHistorico(tabela: string, campo: string, v: unknown, nomes: Record<string, string> = {}): string {
  if (v === null || v === undefined || v === '') return '(vazio)';
  if (Array.isArray(v)) return v.length ? v.map((x) => valorDoHistorico(tabela, campo, x, nomes)).join(', ') : '(vazio)';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  const ref = REFERENCIA_DO_CAMPO[campo];
  if (ref) return nomes[chaveDeNome(ref, v)] ?? `nº ${String(v)}`;
  const codigo = (CODIGOS[`${tabela}.${campo}`] ?? CODIGOS[`*.${campo}`])?.(v);
  if (codigo) return codigo;
  if (typeof v === 'string') return porFormato(campo, v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
