// Per-scenario figures over the rounds, the issue's budgets, and the printed table.

/** Budgets of issue 12 (PostgreSQL at N=10; the embedded database at N=1 for the p99 of lists). */
export const ORCAMENTOS = {
  razaoLista: 0.6,
  p99Lista: 1.5,
  razaoDetalhe: 0.6,
  rssPostgresMiB: 150,
  rssEmbutidoMiB: 300,
  p99ListaEmbutidoMs: 100,
};

const arred = (v, casas = 2) => (v === null || v === undefined || Number.isNaN(v) ? null : Number(v.toFixed(casas)));

export function resumir(c, medidas, info, mediana) {
  const lado = (rs) => ({
    p50: mediana(rs.map((r) => r.p50)),
    p99: mediana(rs.map((r) => r.p99)),
    rps: arred(mediana(rs.map((r) => r.rps)), 1),
    erros: rs.reduce((t, r) => t + r.erros, 0),
    rodadas: rs.map((r) => ({ p50: r.p50, p99: r.p99, rps: arred(r.rps, 1) })),
  });
  const rodadas = medidas.sgi.map((s, i) => ({ rps: s.rps / medidas.piso[i].rps, p99: s.p99 / Math.max(medidas.piso[i].p99, 1) }));
  return {
    nome: c.nome,
    tipo: c.tipo,
    titulo: c.titulo,
    sgi: lado(medidas.sgi),
    piso: lado(medidas.piso),
    // The median over the rounds of each round's SGI/floor ratio (the rounds run under the same load).
    razaoRps: arred(mediana(rodadas.map((r) => r.rps))),
    razaoP99: arred(mediana(rodadas.map((r) => r.p99))),
    consultasPorRequisicao: info?.consultas ?? null,
    bytesResposta: info?.bytes ?? null,
    rssSgiMiB: Math.max(...medidas.sgi.map((r) => r.rssMiB)),
    rssPisoMiB: Math.max(...medidas.piso.map((r) => r.rssMiB)),
  };
}

/** Which budgets a run meets, scenario by scenario and overall. */
export function avaliar(relatorio) {
  const o = ORCAMENTOS;
  const embutido = relatorio.banco === 'pglite';
  const cenarios = relatorio.cenarios.map((r) => {
    const falhas = [];
    if (r.sgi.erros > 0) falhas.push(`${r.sgi.erros} erros`);
    if (r.tipo === 'lista') {
      if (r.razaoRps < o.razaoLista) falhas.push(`req/s ${r.razaoRps} do piso (< ${o.razaoLista})`);
      if (r.razaoP99 > o.p99Lista) falhas.push(`p99 ${r.razaoP99}× o do piso (> ${o.p99Lista})`);
      if (embutido && relatorio.escala === 1 && r.sgi.p99 > o.p99ListaEmbutidoMs) falhas.push(`p99 ${r.sgi.p99} ms (> ${o.p99ListaEmbutidoMs})`);
    } else if (['detalhe', 'historico', 'escrita', 'pdf'].includes(r.tipo)) {
      // A write and a PDF have no budget of their own in issue 12: they are held to the details' ratio.
      if (r.razaoRps < o.razaoDetalhe) falhas.push(`req/s ${r.razaoRps} do piso (< ${o.razaoDetalhe})`);
    }
    return { nome: r.nome, ok: falhas.length === 0, falhas };
  });
  const rssMax = Math.max(...relatorio.cenarios.map((r) => r.rssSgiMiB));
  const limiteRss = embutido ? o.rssEmbutidoMiB : o.rssPostgresMiB;
  return { cenarios, rss: { maxMiB: rssMax, limiteMiB: limiteRss, ok: rssMax <= limiteRss } };
}

export function imprimirTabela(relatorio) {
  const avaliacao = avaliar(relatorio);
  relatorio.orcamentos = avaliacao;
  const linhas = [
    ['Cenário', 'SGI p50', 'p99', 'req/s', 'erros', 'piso p50', 'p99', 'req/s', 'razão', 'p99×', 'consultas', 'RSS MiB', 'orçamento'],
    ...relatorio.cenarios.map((r, i) => [
      r.nome,
      String(r.sgi.p50),
      String(r.sgi.p99),
      String(r.sgi.rps),
      String(r.sgi.erros),
      String(r.piso.p50),
      String(r.piso.p99),
      String(r.piso.rps),
      String(r.razaoRps),
      String(r.razaoP99),
      String(r.consultasPorRequisicao ?? '-'),
      String(r.rssSgiMiB),
      r.tipo === 'login' ? '-' : avaliacao.cenarios[i].ok ? 'ok' : avaliacao.cenarios[i].falhas.join('; '),
    ]),
  ];
  const larguras = linhas[0].map((_, c) => Math.max(...linhas.map((l) => l[c].length)));
  console.log();
  for (const [i, l] of linhas.entries()) {
    console.log(l.map((v, c) => (c === 0 || c === l.length - 1 ? v.padEnd(larguras[c]) : v.padStart(larguras[c]))).join('  '));
    if (i === 0) console.log(larguras.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(`\nLatências em ms; razão = mediana das rodadas de req/s SGI ÷ req/s piso; p99× = p99 SGI ÷ p99 piso.`);
  console.log(`RSS do SGI: ${relatorio.rssOciosoMiB} MiB ocioso, ${avaliacao.rss.maxMiB} MiB no pico sob carga (orçamento ${avaliacao.rss.limiteMiB} MiB: ${avaliacao.rss.ok ? 'dentro' : 'ESTOURADO'}).`);
  const problemas = relatorio.planos.filter((p) => p.problemas.length);
  console.log(problemas.length ? `Planos com problemas: ${problemas.map((p) => `${p.cenario} (${p.problemas.join('; ')})`).join(', ')}.` : 'Planos: nenhuma varredura sequencial de tabela grande onde um índice serviria.');
  const m = relatorio.maquina;
  console.log(`Node ${m.node}, ${m.cpus} × ${m.modelo}, carga média ${m.cargaMedia.join(' / ')}; ${relatorio.banco === 'pglite' ? 'banco embutido' : 'PostgreSQL'}, escala ${relatorio.escala}.`);
}
