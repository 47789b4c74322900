import {
  documentoPdf,
  layoutTabela,
  textoDoDefensor,
  textoDoEvento,
  type DefinicaoPdf,
  type DefensoriaNaTabela,
  type LinhaDefensor,
  type LinhaEstagiario,
  type TabelaMontada,
  ePorAtribuicao,
  ePorComarca,
  ePorNucleo,
  ePorSetor,
} from '@sgi/domain';

/**
 * The printed assignment tables (issue 16; ADR 076, 078): the common frame (`documentoPdf`: office header, title, the
 * date and the filters in the subtitle, generated-at and 'Página X de Y' on every page), the layout's orientation,
 * each comarca starting a page, and over each table the comarca and group it lists, repeated on every page it runs
 * onto. Only draws: the table is the domain's, as on the screen.
 */

type Celula = Record<string, unknown> | string;

const LINHA_EM_BRANCO = '________________________';
const CINZA = '#555555';

/** 'Ana Souza [T]' with ' — Diretor(a)' and, with Exibir Eventos, the day's events under the name. */
function defensorNaCelula(l: LinhaDefensor): Celula[] {
  const nome: Celula = { text: [textoDoDefensor(l), l.diretor ? { text: ' — Diretor(a)', color: CINZA } : ''] };
  return [nome, ...l.eventos.map((e) => ({ text: textoDoEvento(e), fontSize: 7.5, italics: true, color: '#8a3b00', margin: [8, 0, 0, 1] }))];
}

const defensoresNaCelula = (defensores: LinhaDefensor[], vago: string | null): Celula =>
  vago ? { text: vago, bold: true } : { stack: defensores.flatMap(defensorNaCelula) };

const estagiariosNaCelula = (linhas: LinhaEstagiario[] | null): Celula =>
  ({ stack: (linhas ?? []).map((l) => (l.nome === null ? { text: LINHA_EM_BRANCO, color: '#aaaaaa' } : l.nome)) });

/**
 * A table whose header rows repeat on every page it runs onto. With `legenda` (the comarca, and the group when the
 * layout groups), the first of them names where the rows belong, so a page that continues a long comarca says which.
 */
function tabela(cabecalho: string[], larguras: (string | number)[], linhas: Celula[][], legenda?: string): Record<string, unknown> {
  const colunas = cabecalho.map((h) => ({ text: h, bold: true, fillColor: '#eeeeee' }));
  const faixa = legenda ? [[{ text: legenda, colSpan: cabecalho.length, bold: true, color: '#1f3a5f', fillColor: '#f6f8fb' }, ...cabecalho.slice(1).map(() => '')]] : [];
  return {
    table: {
      headerRows: faixa.length + 1,
      dontBreakRows: true,
      widths: larguras,
      body: [...faixa, colunas, ...linhas],
    },
    layout: 'grade',
    margin: [0, 0, 0, 8],
  };
}

/** A comarca's heading: from the second on, it starts a new page. */
const tituloDaComarca = (nome: string, i: number) => ({
  text: `Comarca: ${nome}`,
  fontSize: 12,
  bold: true,
  margin: [0, 0, 0, 6],
  ...(i > 0 && { pageBreak: 'before' }),
});
/** The band over a group's table: 'Aracaju · Área Cível', or the comarca alone when the layout does not group. */
const legendaDoGrupo = (comarca: string, grupo: string | null) => (grupo ? `${comarca} · ${grupo}` : comarca);

function linhaDaDefensoria(layout: 1 | 4, d: DefensoriaNaTabela): Celula[] {
  const defensores = defensoresNaCelula(d.defensores, d.vago);
  if (layout === 4) {
    const substitutas = [d.substituta1, d.substituta2].filter((s): s is string => s !== null);
    return [d.nome, String(d.maximoEstagiarios), defensores, estagiariosNaCelula(d.estagiarios), { stack: substitutas.length ? substitutas : ['—'] }];
  }
  return d.estagiarios ? [d.nome, defensores, estagiariosNaCelula(d.estagiarios)] : [d.nome, defensores];
}

function conteudo(t: TabelaMontada): unknown[] {
  if (ePorComarca(t)) {
    const layout = t.layout === 4 ? 4 : 1;
    const [cab, larg]: [string[], (string | number)[]] =
      layout === 4
        ? [['Defensoria', 'Máx.', 'Defensores', 'Estagiários', 'Substitutas'], [190, 30, '*', 170, 150]]
        : t.opcoes.exibirEstagiarios
          ? [['Defensoria', 'Defensores', 'Estagiários'], [230, '*', 190]]
          : [['Defensoria', 'Defensores'], [260, '*']];
    return t.comarcas.flatMap((c, i) => [
      tituloDaComarca(c.nome, i),
      ...c.grupos.map((g) => tabela(cab, larg, g.defensorias.map((d) => linhaDaDefensoria(layout, d)), legendaDoGrupo(c.nome, g.titulo))),
    ]);
  }
  if (ePorAtribuicao(t)) {
    return [
      tabela(
        ['Defensor', 'Atribuições', 'Substituições'],
        [150, '*', 130],
        t.defensores.map((d) => [
          { stack: [{ text: d.nome, bold: true }, ...d.eventos.map((e) => ({ text: textoDoEvento(e), fontSize: 7.5, italics: true, color: '#8a3b00' }))] },
          { stack: d.atribuicoes.length ? d.atribuicoes.map((a) => `${a.defensoria} ${a.marca}`.trim()) : ['—'] },
          d.substituicoes.length ? d.substituicoes.join(', ') : '—',
        ]),
      ),
    ];
  }
  if (ePorNucleo(t)) {
    return t.layout === 3
      ? [tabela(['Núcleo', 'Defensores'], [220, '*'], t.nucleos.map((n) => [n.nome, defensoresNaCelula(n.defensores, n.vago)]))]
      : [tabela(['Núcleo', 'Máx.', 'Estagiários'], [220, 30, '*'], t.nucleos.map((n) => [n.nome, String(n.maximoEstagiarios), estagiariosNaCelula(n.estagiarios)]))];
  }
  if (ePorSetor(t)) {
    return t.comarcas.flatMap((c, i) => [
      tituloDaComarca(c.nome, i),
      ...c.predios.map((p) =>
        tabela(
          ['Setor', 'Estagiários'],
          [200, '*'],
          p.setores.map((s) => [`${s.sigla} — ${s.nome}`, s.estagiarios.length ? estagiariosNaCelula(s.estagiarios) : '—']),
          legendaDoGrupo(c.nome, p.nome),
        ),
      ),
    ]);
  }
  return [];
}

export interface MolduraDaTabela {
  titulo: string;
  subtitulo: string;
  geradoEm: Date;
  /** the empty message printed instead of the table */
  vazio: string | null;
}

/** The PDF of a built table: landscape for layouts 1 and 4, portrait for the others (§9, ADR 076). */
export function documentoDaTabela(t: TabelaMontada, m: MolduraDaTabela): DefinicaoPdf {
  const legenda = { text: '[T] Titularidade · [S] Substituição · [A] Acumulação · [C] Designação', fontSize: 7, color: CINZA, margin: [0, 0, 0, 6] };
  return documentoPdf({
    titulo: m.titulo,
    subtitulo: m.subtitulo,
    orientacao: layoutTabela(t.layout).orientacao,
    geradoEm: m.geradoEm,
    conteudo: m.vazio ? [{ text: m.vazio, italics: true }] : [...(t.layout === 5 || t.layout === 6 ? [] : [legenda]), ...conteudo(t)],
  });
}
