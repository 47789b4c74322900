// The EXPLAIN check of issue 12: every SELECT that SGI sent for each list scenario (recorded by the server with
// BENCH_SQL, lib/contagem-consultas.ts) run again under EXPLAIN ANALYZE on the dataset. A problem is a sequential scan of a
// large table where an index would serve: one that keeps under a tenth of the table's rows, one repeated inside a
// loop, or one feeding a top-N sort by a column of that table (the whole table sorted for one page). A sort by an
// expression (a computed name, an aggregate) is not one: no plain index serves it.
import fs from 'node:fs';

/** Tables with at least this many rows are "large" (the registers of a real office stay under it). */
export const LINHAS_TABELA_GRANDE = 1000;

function nos(plano, pai = []) {
  const lista = [{ no: plano, ancestrais: pai }];
  for (const filho of plano.Plans ?? []) lista.push(...nos(filho, [...pai, plano]));
  return lista;
}

function problemasDoPlano(plano, linhasDaTabela) {
  const problemas = [];
  for (const { no, ancestrais } of nos(plano)) {
    if (no['Node Type'] !== 'Seq Scan') continue;
    const tabela = no['Relation Name'];
    const total = linhasDaTabela.get(tabela) ?? 0;
    if (total < LINHAS_TABELA_GRANDE) continue;
    const laços = no['Actual Loops'] ?? 1;
    if (laços > 1) problemas.push(`${tabela}: varredura sequencial repetida ${laços} vezes`);
    else if (no.Filter && (no['Actual Rows'] ?? 0) + (no['Rows Removed by Filter'] ?? 0) > 0 && (no['Actual Rows'] ?? 0) < total / 10) {
      problemas.push(`${tabela}: varredura sequencial que guarda ${no['Actual Rows']} de ${total} linhas`);
    }
    // A page cut from the whole table sorted by one of its columns: an index on that column would hand the page over.
    const topN = ancestrais.find((a) => a['Node Type'] === 'Sort' && /top-N/.test(a['Sort Method'] ?? ''));
    const chave = /^\(?"?(\w+)"?\."?(\w+)"?/.exec(topN?.['Sort Key']?.[0] ?? '');
    if (chave && chave[1] === no.Alias) {
      problemas.push(`${tabela}: a tabela inteira ordenada por ${chave[2]} para uma página (top-N sobre varredura sequencial; um índice serviria)`);
    }
  }
  return problemas;
}

const varreduras = (plano) =>
  nos(plano)
    .filter(({ no }) => no['Relation Name'])
    .map(({ no }) => `${no['Node Type']} ${no['Relation Name']}${no['Index Name'] ? ` (${no['Index Name']})` : ''}`);

export async function verificarPlanos(executar, arquivoSql, cenarios, alvos) {
  const linhas = fs.existsSync(arquivoSql) ? fs.readFileSync(arquivoSql, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  const tabelas = await executar(`select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`);
  const linhasDaTabela = new Map(tabelas.map((t) => [t.relname, Number(t.n)]));
  const resultado = [];
  for (const c of cenarios.filter((x) => x.tipo === 'lista')) {
    const registro = linhas.find((l) => l.url === c.caminho(alvos));
    if (!registro) {
      resultado.push({ cenario: c.nome, consultas: [], problemas: ['o SQL desta requisição não foi registrado'] });
      continue;
    }
    const consultas = [];
    const problemas = [];
    for (const { texto, params } of registro.consultas) {
      if (!/^\s*(select|with)\b/i.test(texto)) continue;
      const [linha] = await executar(`explain (analyze, format json) ${texto}`, params);
      const raiz = (typeof linha['QUERY PLAN'] === 'string' ? JSON.parse(linha['QUERY PLAN']) : linha['QUERY PLAN'])[0];
      const achados = problemasDoPlano(raiz.Plan, linhasDaTabela);
      problemas.push(...achados);
      consultas.push({
        sql: texto.replace(/\s+/g, ' ').slice(0, 120),
        planejamentoMs: Number(raiz['Planning Time'].toFixed(2)),
        execucaoMs: Number(raiz['Execution Time'].toFixed(2)),
        varreduras: [...new Set(varreduras(raiz.Plan))],
        problemas: achados,
      });
    }
    resultado.push({ cenario: c.nome, consultas, problemas: [...new Set(problemas)] });
  }
  return resultado;
}
