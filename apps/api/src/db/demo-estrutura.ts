import { asc, eq } from 'drizzle-orm';
import { contextoDoSistema } from '../lib/contexto.js';
import { atuacao } from '../modules/atuacoes/table.js';
import { comarca } from '../modules/comarcas/table.js';
import { defensoria } from '../modules/defensorias/table.js';
import { defensor } from '../modules/defensores/table.js';
import { distrito } from '../modules/distritos/table.js';
import { nucleo } from '../modules/nucleos/table.js';
import { prng, type Prng } from '../modules/pessoas/demo.js';
import { pessoa } from '../modules/pessoas/table.js';
import { predio, setor } from '../modules/predios/table.js';
import { vara } from '../modules/varas/table.js';
import { withActor } from './actor.js';
import type { Db } from './client.js';
import { ATUACOES, COMARCAS, DEFENSORIAS, DISTRITOS, NUCLEOS, PREDIOS, VARAS, type GrupoDefensorias } from './demo-estrutura-dados.js';

export interface ResumoEstrutura {
  comarcas: number;
  atuacoes: number;
  varas: number;
  predios: number;
  setores: number;
  defensorias: number;
  distritos: number;
  nucleos: number;
}

/** Looks a seeded row up by name; a typo in the data tables fails the seed at once. */
const porNome = (ids: Map<string, number>, nome: string) => {
  const id = ids.get(nome);
  if (id === undefined) throw new Error(`Estrutura de demonstração: "${nome}" não cadastrado.`);
  return id;
};

/** A landline of the office ('3' + 7 digits); DDD 79 is the whole state's. */
const telefone = (r: Prng) => ({ telefoneDdd: 79, telefoneNumero: `3${r.inteiro(2000000, 2999999)}` });

async function inserirBase(tx: Db, r: Prng) {
  const comarcas = await tx
    .insert(comarca)
    .values(COMARCAS.map(([nome, prefixo, agrupar], i) => ({ ordem: i + 1, nome, prefixo, agrupar })))
    .returning({ id: comarca.id, nome: comarca.nome });
  const atuacoes = await tx.insert(atuacao).values(ATUACOES.map((nome, i) => ({ ordem: i + 1, nome }))).returning({ id: atuacao.id, nome: atuacao.nome });
  const idAtuacao = new Map(atuacoes.map((a) => [a.nome, a.id]));
  const varas = await tx
    .insert(vara)
    .values(VARAS.map(([nome, area], i) => ({ ordem: i + 1, nome, atuacaoId: porNome(idAtuacao, area) })))
    .returning({ id: vara.id, nome: vara.nome });
  const idComarca = new Map(comarcas.map((c) => [c.nome, c.id]));
  const predios = await tx
    .insert(predio)
    .values(
      PREDIOS.map((p, i) => ({
        ordem: i + 1,
        comarcaId: porNome(idComarca, p.comarca),
        nome: p.nome,
        tipo: p.tipo,
        cep: p.cep,
        cidade: p.comarca,
        bairro: p.bairro,
        logradouro: p.logradouro,
        // The interior forums sit on squares and main streets without a number.
        numero: p.comarca === 'Aracaju' ? String(r.inteiro(100, 1500)) : 's/n',
        telefonePrincipalDdd: 79,
        telefonePrincipalNumero: `3${r.inteiro(2000000, 2999999)}`,
        // Only the larger buildings have a second line.
        ...(p.setores.length > 2 && { telefoneSecundarioDdd: 79, telefoneSecundarioNumero: `3${r.inteiro(2000000, 2999999)}` }),
      })),
    )
    .returning({ id: predio.id, nome: predio.nome });
  return { idComarca, idVara: new Map(varas.map((v) => [v.nome, v.id])), idPredio: new Map(predios.map((p) => [p.nome, p.id])) };
}

/** Sectors of each building; the first one has a responsável when pessoas already exist (else none). */
async function inserirSetores(tx: Db, idPredio: Map<string, number>, pessoas: number[]) {
  const linhas = PREDIOS.flatMap((p, i) =>
    p.setores.map(([sigla, nome, capacidade], j) => ({
      predioId: porNome(idPredio, p.nome),
      sigla,
      nome,
      capacidade,
      responsavelId: j === 0 && pessoas.length ? pessoas[i % pessoas.length]! : null,
    })),
  );
  await tx.insert(setor).values(linhas);
  return linhas.length;
}

const nomeDefensoria = (g: GrupoDefensorias, n: number) => g.nome.replace('{n}', String(n));

/**
 * Defensorias in ordem; in a group of two or more each is substituted by the next one (cyclically) and, in
 * groups of three or more, every other one also by the one after it: never itself, never the same twice.
 */
async function inserirDefensorias(tx: Db, r: Prng, ids: Awaited<ReturnType<typeof inserirBase>>) {
  const porCodigo = new Map<string, number>();
  let ordem = 0;
  for (const g of DEFENSORIAS) {
    const grupo: number[] = [];
    for (let n = 1; n <= g.quantidade; n++) {
      const [row] = await tx
        .insert(defensoria)
        .values({
          ordem: ++ordem,
          codigo: `${g.codigo}-${String(n).padStart(2, '0')}`,
          nome: nomeDefensoria(g, n),
          varaId: porNome(ids.idVara, g.varas[(n - 1) % g.varas.length]!),
          comarcaId: porNome(ids.idComarca, g.comarca),
          predioId: porNome(ids.idPredio, g.predio),
          maximoEstagiarios: r.inteiro(1, 4),
          // One office is kept out of the printed tables, as the 'Relatório' checkbox allows.
          exibirrelatorio: g.codigo !== 'CAP-EXP' || n !== 3,
          anotacao: n === 1 && g.quantidade > 2 ? 'Atendimento ao público de segunda a quinta, das 8h às 12h.' : null,
          ...telefone(r),
        })
        .returning({ id: defensoria.id });
      grupo.push(row!.id);
      porCodigo.set(`${g.codigo}-${String(n).padStart(2, '0')}`, row!.id);
    }
    for (const [i, id] of grupo.entries()) {
      if (grupo.length < 2) continue;
      const substituta2Id = grupo.length >= 3 && i % 2 === 0 ? grupo[(i + 2) % grupo.length]! : null;
      await tx.update(defensoria).set({ substituta1Id: grupo[(i + 1) % grupo.length]!, substituta2Id }).where(eq(defensoria.id, id));
    }
  }
  return porCodigo;
}

/** Núcleos; their substitutes are defenders already registered (two different ones), or none on an empty base. */
async function inserirNucleos(tx: Db, r: Prng, ids: Awaited<ReturnType<typeof inserirBase>>, defensores: number[]) {
  const n = defensores.length;
  await tx.insert(nucleo).values(
    NUCLEOS.map(([nome, c, p], i) => ({
      ordem: i + 1,
      nome,
      comarcaId: porNome(ids.idComarca, c),
      predioId: porNome(ids.idPredio, p),
      substituto1Id: n >= 1 && i % 3 !== 2 ? defensores[(2 * i) % n]! : null,
      substituto2Id: n >= 2 && i % 2 === 0 ? defensores[(2 * i + 1) % n]! : null,
      maximoIntegrantes: r.inteiro(2, 6),
      ...telefone(r),
    })),
  );
}

/**
 * The demo organisation structure (comarcas to núcleos), inserted directly in one transaction as the system
 * (null actor). Deterministic: the same rows on every start. Run it after the defenders and pessoas so núcleos
 * get substitutes and sectors a responsável; on an empty base those stay empty.
 */
export async function seedDemoEstrutura(db: Db): Promise<ResumoEstrutura> {
  const r = prng(4920);
  const [defensores, pessoas] = await Promise.all([
    db.select({ id: defensor.id }).from(defensor).where(eq(defensor.ativo, true)).orderBy(asc(defensor.id)),
    db.select({ id: pessoa.id }).from(pessoa).orderBy(asc(pessoa.id)).limit(20),
  ]);
  return withActor(db, contextoDoSistema(), async (tx) => {
    const ids = await inserirBase(tx, r);
    const setores = await inserirSetores(tx, ids.idPredio, pessoas.map((p) => p.id));
    const porCodigo = await inserirDefensorias(tx, r, ids);
    await tx.insert(distrito).values(DISTRITOS.map(([nome, codigo], i) => ({ ordem: i + 1, nome, defensoriaId: porNome(porCodigo, codigo) })));
    await inserirNucleos(tx, r, ids, defensores.map((d) => d.id));
    return {
      comarcas: COMARCAS.length,
      atuacoes: ATUACOES.length,
      varas: VARAS.length,
      predios: PREDIOS.length,
      setores,
      defensorias: porCodigo.size,
      distritos: DISTRITOS.length,
      nucleos: NUCLEOS.length,
    };
  });
}
