import type { Permissao } from '@sgi/domain';
import { feriadosNacionais, PERMISSOES } from '@sgi/domain';
import { contextoDoSistema } from '../lib/contexto.js';
import type { Db } from './client.js';
import { createPapel } from '../modules/papeis/service.js';
import { createUsuario } from '../modules/usuarios/service.js';
import { seedAssessoresDemo } from '../modules/assessores/demo.js';
import { seedDemoCursos } from '../modules/cursos/demo.js';
import { seedDemoDefensores } from '../modules/defensores/demo.js';
import { seedDemoEstagiarios } from '../modules/estagiarios/demo.js';
import { seedDemoInstituicoes } from '../modules/instituicoes/demo.js';
import { seedDemoPessoas } from '../modules/pessoas/demo.js';
import { feriado } from '../modules/feriados/table.js';
import { seedDemoLotacoes } from '../modules/lotacoes/demo.js';
import { seedDemoAcoes } from '../modules/acoes/demo.js';
import { seedDemoMovimentacoes } from '../modules/movimentacoes/demo.js';
import { withActor } from './actor.js';
import { seedDemoEstrutura } from './demo-estrutura.js';

const todasDe = (...recursos: string[]) =>
  PERMISSOES.filter((p) => p.recurso && recursos.includes(p.recurso)).map((p) => p.nome as Permissao);
const leitura = (...recursos: string[]) =>
  PERMISSOES.filter((p) => p.recurso && recursos.includes(p.recurso) && (p.acao === 'READ' || p.acao === 'ENUMERATE')).map(
    (p) => p.nome as Permissao,
  );

const PAPEIS: { nome: string; permissoes: Permissao[] }[] = [
  {
    nome: 'Coordenação de Estágio',
    permissoes: [...todasDe('ESTAGIARIO', 'CURSO', 'FOLHA', 'LOTACAO'), ...leitura('DEFENSORIA', 'NUCLEO', 'PREDIO', 'COMARCA', 'DEFENSOR')],
  },
  {
    nome: 'Recursos Humanos',
    permissoes: [
      ...todasDe('DEFENSOR', 'ASSESSOR', 'LOTACAO', 'PERIODO', 'SUBSTITUICAO'),
      ...leitura('DEFENSORIA', 'NUCLEO', 'PREDIO', 'COMARCA', 'VARA', 'ATUACAO', 'DISTRITO', 'ESTAGIARIO'),
    ],
  },
  {
    nome: 'Corregedoria',
    permissoes: [...todasDe('MOVIMENTACAO'), ...leitura('DEFENSOR', 'DEFENSORIA', 'NUCLEO', 'DISTRITO', 'LOTACAO')],
  },
  { nome: 'Supervisão de Frequência', permissoes: ['FOLHA_READ', 'FOLHA_ENUMERATE'] },
  {
    nome: 'Consulta',
    permissoes: leitura('DEFENSOR', 'DEFENSORIA', 'NUCLEO', 'PREDIO', 'COMARCA', 'VARA', 'LOTACAO', 'MOVIMENTACAO', 'FOLHA'),
  },
];

const PESSOAS: [string, string, string, string][] = [
  ['mariana.azevedo', 'Mariana', 'Azevedo Santos', 'Coordenação de Estágio'],
  ['joao.prado', 'João Paulo', 'do Prado Lima', 'Recursos Humanos'],
  ['claudia.menezes', 'Cláudia', 'Menezes Rocha', 'Recursos Humanos'],
  ['rafael.tavares', 'Rafael', 'Tavares Nogueira', 'Corregedoria'],
  ['ana.barreto', 'Ana Luíza', 'Barreto Cunha', 'Supervisão de Frequência'],
  ['pedro.fontes', 'Pedro Henrique', 'Fontes Araújo', 'Consulta'],
  ['larissa.goes', 'Larissa', 'Góes Vieira', 'Coordenação de Estágio'],
  ['marcos.siqueira', 'Marcos', 'Siqueira Dantas', 'Corregedoria'],
  ['beatriz.teles', 'Beatriz', 'Teles Carvalho', 'Consulta'],
  ['thiago.amaral', 'Thiago', 'Amaral Oliveira', 'Recursos Humanos'],
];

/** The demo accounts, one or two per papel (the last one inactive). */
export const USUARIOS_DEMO = PESSOAS.map(([username]) => username);

/**
 * Fictitious demo data for the embedded database (DESIGN §3). Every name and e-mail is invented. The demo accounts
 * share `senha`, drawn at random by the caller on the first start (ADR 025): no demo account has a known password.
 */
export async function seedDemo(db: Db, senha: string): Promise<void> {
  const ids = new Map<string, number>();
  for (const p of PAPEIS) {
    const papel = await createPapel(db, contextoDoSistema(), {
      nome: p.nome,
      permissoes: [...new Set(p.permissoes)].map((nome) => ({ id: PERMISSOES.find((x) => x.nome === nome)!.id })),
    });
    ids.set(p.nome, papel.id);
  }
  for (const [i, [username, nome, sobrenome, papel]] of PESSOAS.entries()) {
    await createUsuario(db, contextoDoSistema(), {
      username,
      senha,
      nome,
      sobrenome,
      email: `${username}@defensoria.exemplo.gov.br`,
      funcao: papel === 'Consulta' ? 'Assessoria' : papel,
      ativo: i !== PESSOAS.length - 1, // one inactive account, to show how inactive users look
      recebenotificacaoes: i % 3 === 0,
      papel: { id: ids.get(papel)! },
      corfundotabela: '#e5e5e5',
      corletratabela: '#000000',
    });
  }
  const cursos = await seedDemoCursos(db);
  const instituicoes = await seedDemoInstituicoes(db);
  await seedDemoDefensores(db);
  await seedDemoEstagiarios(db, { cursos, instituicoes });
  await seedAssessoresDemo(db);
  await seedDemoPessoas(db);
  // After the defenders and people: núcleo substitutes and sector heads are picked from them.
  await seedDemoEstrutura(db);
  // After the people and the structure they are placed in.
  await seedDemoLotacoes(db);
  // After the placements: the substitutes are the titulares of the substitute offices.
  await seedDemoAcoes(db);
  // After the placements: each defender delivers for the places they were placed in.
  await seedDemoMovimentacoes(db);
  await seedDemoFeriados(db);
}

/** This year's and next year's national holidays, as the "Feriados nacionais" action would load them. */
async function seedDemoFeriados(db: Db) {
  const ano = new Date().getFullYear();
  const linhas = [ano, ano + 1].flatMap((a) => feriadosNacionais(a).map((f) => ({ ...f, geral: true })));
  await withActor(db, contextoDoSistema(), (tx) => tx.insert(feriado).values(linhas));
}
