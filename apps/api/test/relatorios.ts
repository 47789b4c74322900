import type { Db } from '../src/db/client.js';
import { periodo } from '../src/modules/acoes/table.js';
import { assessor } from '../src/modules/assessores/table.js';
import { comarca } from '../src/modules/comarcas/table.js';
import { cursoTable } from '../src/modules/cursos/table.js';
import { defensoria } from '../src/modules/defensorias/table.js';
import { estagiario, estagio } from '../src/modules/estagiarios/table.js';
import { instituicaoEnsino } from '../src/modules/instituicoes/table.js';
import { lotacao } from '../src/modules/lotacoes/table.js';
import { nucleo } from '../src/modules/nucleos/table.js';
import { pessoa } from '../src/modules/pessoas/table.js';
import { predio, setor } from '../src/modules/predios/table.js';
import { defensorNoBanco } from './acoes.js';
import { cpfDeTeste } from './cpf.js';

/**
 * The fixed dataset of the reports on placements and leave (issue 16), written straight into the tables (each register
 * has its own tests): one comarca with a prédio and a sector, offices with substitutes, an office padded to one line,
 * an intern over the maximum, a núcleo with members and one empty, an exonerated defender and leave with acquisition
 * periods relative to the current year.
 */
export const DIA = '2026-03-10';
export const ANO = new Date().getFullYear();

let n = 0;
async function instituicaoECurso(db: Db) {
  n += 1;
  const [i] = await db.insert(instituicaoEnsino).values({ cnpj: `1122233300${String(1000 + n).slice(-4)}`, razaoSocial: `Faculdade ${n}` }).returning({ id: instituicaoEnsino.id });
  const [c] = await db.insert(cursoTable).values({ nome: `Direito ${n}` }).returning({ id: cursoTable.id });
  return { instituicao: i!.id, curso: c!.id };
}

/** An intern with one internship; answers the internship's id. CPFs from 300 million on, apart from the factories'. */
export async function estagioNoBanco(db: Db, nome: string, base: { instituicao: number; curso: number }) {
  n += 1;
  const [p] = await db.insert(pessoa).values({ nome, cpf: cpfDeTeste(300_000_000 + n * 7 + Math.floor(Math.random() * 1000) * 10000) }).returning({ id: pessoa.id });
  const [e] = await db.insert(estagiario).values({ pessoaId: p!.id }).returning({ id: estagiario.id });
  const [s] = await db
    .insert(estagio)
    .values({ estagiarioId: e!.id, tipoEstagio: 6, instituicaoEnsinoId: base.instituicao, cursoId: base.curso, dataInicioEstagio: '2025-01-01', dataColacaoGrau: '2028-12', email: `estagio${n}@exemplo.gov.br` })
    .returning({ id: estagio.id });
  return s!.id;
}

export async function montarDados(db: Db) {
  const base = await instituicaoECurso(db);
  const [aju] = await db.insert(comarca).values({ nome: 'Aracaju' }).returning({ id: comarca.id });
  const [forum] = await db.insert(predio).values({ nome: 'Fórum Gumersindo Bessa', comarcaId: aju!.id }).returning({ id: predio.id });
  const [civ] = await db.insert(setor).values({ predioId: forum!.id, sigla: 'CIV', nome: 'Cível', capacidade: 10 }).returning({ id: setor.id });
  const def = async (nome: string, maximo: number, over: Partial<typeof defensoria.$inferInsert> = {}) =>
    (await db.insert(defensoria).values({ nome, comarcaId: aju!.id, predioId: forum!.id, maximoEstagiarios: maximo, ...over }).returning({ id: defensoria.id }))[0]!.id;
  const d2 = await def('2ª Defensoria Cível', 0, { ordem: 2 });
  const d3 = await def('1ª Defensoria Criminal', 1, { ordem: 3 });
  const d1 = await def('1ª Defensoria Cível', 2, { ordem: 1, substituta1Id: d2, substituta2Id: d3 });
  await def('Defensoria Fora do Relatório', 3, { exibirrelatorio: false });

  const ana = await defensorNoBanco(db, { nome: 'Ana Titular', admissao: '2010-02-10' });
  const bruno = await defensorNoBanco(db, { nome: 'Bruno Substituto', admissao: '2012-05-01' });
  const carla = await defensorNoBanco(db, { nome: 'Carla Exonerada', admissao: '2001-01-15', exoneracao: '2025-12-31', ativo: false });
  const diego = await defensorNoBanco(db, { nome: 'Diego Acumula', admissao: '2015-08-03', referencia: '2016-01-01' });
  const lot = (v: Partial<typeof lotacao.$inferInsert>) => db.insert(lotacao).values({ tipo: 2, dataInicial: '2015-01-01', ...v });
  await lot({ defensorId: ana.id, defensoriaId: d1 });
  await lot({ defensorId: bruno.id, defensoriaId: d2, tipo: 0 });
  await lot({ defensorId: carla.id, defensoriaId: d3, dataFinal: '2025-12-31' });
  await lot({ defensorId: diego.id, defensoriaId: d3, tipo: 1 });
  // A draft (unticked active) never counts.
  await lot({ defensorId: bruno.id, defensoriaId: d3, ativo: false });

  const eva = await estagioNoBanco(db, 'Eva Estagiária', base);
  const fabio = await estagioNoBanco(db, 'Fábio Estagiário', base);
  const gabi = await estagioNoBanco(db, 'Gabi Estagiária', base);
  const iris = await estagioNoBanco(db, 'Íris Estagiária', base);
  const antigo = await estagioNoBanco(db, 'Júlio Que Saiu', base);
  await lot({ estagioId: eva, defensoriaId: d1, tipo: 4, setorId: civ!.id });
  await lot({ estagioId: fabio, defensoriaId: d3, tipo: 4 });
  await lot({ estagioId: gabi, defensoriaId: d3, tipo: 4 });
  await lot({ estagioId: antigo, defensoriaId: d1, tipo: 4, dataFinal: '2026-03-09' });

  const [nep] = await db
    .insert(nucleo)
    .values({ nome: 'Núcleo de Execução Penal', comarcaId: aju!.id, predioId: forum!.id, maximoIntegrantes: 2, substituto1Id: ana.id, substituto2Id: bruno.id })
    .returning({ id: nucleo.id });
  await db.insert(nucleo).values({ nome: 'Núcleo Vazio', comarcaId: aju!.id, maximoIntegrantes: 0 });
  const [hugo] = await db.insert(assessor).values({ cpf: cpfDeTeste(400_000_000 + Math.floor(Math.random() * 1_000_000)), nome: 'Hugo Assessor' }).returning({ id: assessor.id });
  await lot({ defensorId: diego.id, nucleoId: nep!.id });
  await lot({ assessorId: hugo!.id, nucleoId: nep!.id, tipo: 4 });
  await lot({ estagioId: iris, nucleoId: nep!.id, tipo: 4 });

  const acao = (v: Omit<typeof periodo.$inferInsert, 'defensorId'> & { defensorId?: number }) => db.insert(periodo).values({ defensorId: ana.id, ...v });
  const ferias = `${ANO - 2}-02-10`;
  await acao({ tipo: 0, dataAquisitiva: ferias, dataInicial: `${ANO}-01-05`, dataFinal: `${ANO}-01-19`, motivo: 'Férias de janeiro', exibiranotacao: true });
  await acao({ tipo: 0, dataAquisitiva: ferias, dataInicial: `${ANO}-07-01`, dataFinal: `${ANO}-07-10`, motivo: 'Anotação escondida' });
  await acao({ tipo: 0, dataAquisitiva: ferias, dataInicial: `${ANO - 1}-11-01`, dataFinal: `${ANO - 1}-11-05` });
  await acao({ tipo: 0, dataAquisitiva: `${ANO - 3}-02-10`, dataInicial: `${ANO - 1}-03-01`, dataFinal: `${ANO - 1}-03-30` });
  await acao({ tipo: 4, dataAquisitiva: '2015-02-10', dataInicial: `${ANO}-09-01`, dataFinal: `${ANO}-09-30` });
  await acao({ defensorId: bruno.id, tipo: 1, dataInicial: `${ANO}-05-20`, dataFinal: `${ANO}-05-20` });
  await acao({ defensorId: bruno.id, tipo: 5, dataInicial: `${ANO}-06-01`, dataFinal: `${ANO}-06-10`, motivo: 'Fora do relatório', ativorelatorio: false });
  return { ana, bruno, carla, diego, d1, d2, d3, aju: aju!.id, forum: forum!.id, base };
}
