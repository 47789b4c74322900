/**
 * Permission catalogue (spec: acesso-sessao §6, cadastros-relatorios §6).
 * Names are the spec's, unchanged; ids are stable (resource index * 5 + action index + 1, then the singles),
 * so a papel's permissoes[{id}] mean the same thing on every installation.
 */
export const RECURSOS = [
  'USUARIO', 'DEFENSOR', 'DEFENSORIA', 'NUCLEO', 'PREDIO', 'VARA', 'COMARCA', 'DISTRITO', 'ESTAGIARIO',
  'CURSO', 'LOTACAO', 'MOVIMENTACAO', 'PERIODO', 'SUBSTITUICAO', 'ATUACAO', 'ASSESSOR', 'PAPEL', 'FOLHA',
] as const;
export type Recurso = (typeof RECURSOS)[number];

export const ACOES = ['CREATE', 'READ', 'UPDATE', 'DELETE', 'ENUMERATE'] as const;
export type Acao = (typeof ACOES)[number];

export const PERMISSOES_AVULSAS = ['ADMIN_ACTIONS', 'SOLAR_ATENDIMENTOS', 'GERENCIAR_REGRAS'] as const;

export type Permissao = `${Recurso}_${Acao}` | (typeof PERMISSOES_AVULSAS)[number];

export const RECURSO_LABEL: Record<Recurso, string> = {
  USUARIO: 'Usuários',
  DEFENSOR: 'Defensores',
  DEFENSORIA: 'Defensorias',
  NUCLEO: 'Núcleos',
  PREDIO: 'Prédios',
  VARA: 'Varas',
  COMARCA: 'Comarcas',
  DISTRITO: 'Distritos',
  ESTAGIARIO: 'Estagiários',
  CURSO: 'Cursos',
  LOTACAO: 'Lotações (vínculos)',
  MOVIMENTACAO: 'Movimentações',
  PERIODO: 'Períodos (ações)',
  SUBSTITUICAO: 'Substituições',
  ATUACAO: 'Atuações',
  ASSESSOR: 'Assessores',
  PAPEL: 'Papéis',
  FOLHA: 'Folhas de frequência',
};

export const ACAO_LABEL: Record<Acao, string> = {
  CREATE: 'Cadastrar',
  READ: 'Visualizar',
  UPDATE: 'Alterar',
  DELETE: 'Excluir',
  ENUMERATE: 'Listar',
};

const AVULSA_LABEL: Record<(typeof PERMISSOES_AVULSAS)[number], string> = {
  ADMIN_ACTIONS: 'Ações administrativas (registro de uso, caixa de saída)',
  SOLAR_ATENDIMENTOS: 'Relatório de atendimentos do Solar',
  GERENCIAR_REGRAS: 'Gerenciar regras de validação de ações',
};

export interface PermissaoInfo {
  id: number;
  nome: Permissao;
  label: string;
  /** null for the single permissions */
  recurso: Recurso | null;
  acao: Acao | null;
}

export const PERMISSOES: readonly PermissaoInfo[] = [
  ...RECURSOS.flatMap((recurso, r) =>
    ACOES.map((acao, a) => ({
      id: r * ACOES.length + a + 1,
      nome: `${recurso}_${acao}` as Permissao,
      label: `${RECURSO_LABEL[recurso]}: ${ACAO_LABEL[acao]}`,
      recurso,
      acao,
    })),
  ),
  ...PERMISSOES_AVULSAS.map((nome, i) => ({
    id: RECURSOS.length * ACOES.length + i + 1,
    nome,
    label: AVULSA_LABEL[nome],
    recurso: null,
    acao: null,
  })),
];

const POR_NOME = new Map(PERMISSOES.map((p) => [p.nome, p]));
const POR_ID = new Map(PERMISSOES.map((p) => [p.id, p]));

export function permissaoPorNome(nome: string): PermissaoInfo | undefined {
  return POR_NOME.get(nome as Permissao);
}

export function permissaoPorId(id: number): PermissaoInfo | undefined {
  return POR_ID.get(id);
}

/** A check passes when every required permission is held (acesso-sessao §6). */
export function temPermissoes(possui: readonly string[], exigidas: readonly Permissao[]): boolean {
  return exigidas.every((p) => possui.includes(p));
}

/** True when at least one of the permissions is held (menu items needing "ENUMERATE or READ"). */
export function temAlguma(possui: readonly string[], algumas: readonly Permissao[]): boolean {
  return algumas.some((p) => possui.includes(p));
}

/** Modules (cadastros-relatorios §1): Ferias 1 (shown Lotações), Movimentacoes 2, FolhaFrequencia 3. */
export const MODULOS = [
  { valor: 1, nome: 'Ferias', label: 'Lotações', permissao: 'LOTACAO_ENUMERATE' },
  { valor: 2, nome: 'Movimentacoes', label: 'Movimentações', permissao: 'MOVIMENTACAO_ENUMERATE' },
  { valor: 3, nome: 'FolhaFrequencia', label: 'Folhas de Frequências', permissao: 'FOLHA_READ' },
] as const satisfies readonly { valor: number; nome: string; label: string; permissao: Permissao }[];
export type Modulo = (typeof MODULOS)[number]['valor'];

export function modulosPermitidos(possui: readonly string[]): Modulo[] {
  return MODULOS.filter((m) => possui.includes(m.permissao)).map((m) => m.valor);
}
