import { formatData } from './datas.js';
import { documentoPdf, type DefinicaoPdf } from './documento-pdf.js';
import type { LinhaDoRelatorioDeEstagiarios } from './relatorio-estagiarios.js';
import type { DefensorDoRelatorio, NucleoDoRelatorio } from './relatorios-api.js';

/**
 * The documents of the interns, núcleos and defenders reports (issue 16, ADR 086): pure pdfmake definitions in the
 * documents' common frame; the API prints them.
 */

/** An intern's blank line (padding to the maximum, §9) as printed: a place still to fill. */
export const VAGA_DE_ESTAGIO = '(vaga)';
const CINZA = '#777777';

const cabecalho = (textos: string[]) => textos.map((t) => ({ text: t, bold: true, fillColor: '#eeeeee' }));
const linhasDe = (nomes: readonly string[]) => (nomes.length ? nomes.join('\n') : '—');
const estagiariosDe = (nomes: readonly (string | null)[]) => ({
  stack: nomes.map((n) => (n === null ? { text: VAGA_DE_ESTAGIO, color: CINZA, italics: true } : { text: n })),
});
const substitutas = (a: string | null, b: string | null) =>
  [a ? `1ª ${a}` : null, b ? `2ª ${b}` : null].filter((x): x is string => x !== null).join('\n') || '—';

export const COLUNAS_ESTAGIARIOS = ['Defensoria', 'Defensores', 'Estagiários', 'Substitutas', 'Setores'] as const;

/** The interns report (GET lotacoes-estagiario/pdf): landscape, comarca → prédio → one table of defensorias. */
export function documentoDeEstagiarios(linhas: readonly LinhaDoRelatorioDeEstagiarios[], data: string, geradoEm?: Date): DefinicaoPdf {
  const conteudo = linhas.flatMap((c, i) => [
    { text: c.comarca_nome, fontSize: 12, bold: true, margin: [0, i === 0 ? 0 : 10, 0, 2] },
    ...c.predios.flatMap((p) => [
      { text: p.predio_nome, fontSize: 10, bold: true, color: '#333333', margin: [0, 4, 0, 2] },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [170, 170, 170, '*', 80],
          body: [
            cabecalho([...COLUNAS_ESTAGIARIOS]),
            ...p.defensorias.map((d) => [
              { stack: [{ text: d.defensoria_nome, bold: true }, { text: `Máx. ${d.defensoria_maximo_estagiarios} estagiário(s)`, fontSize: 7, color: CINZA }] },
              linhasDe(d.defensores),
              estagiariosDe(d.estagiarios),
              substitutas(d.substituta1_nome, d.substituta2_nome),
              linhasDe(d.setores),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ]),
  ]);
  return documentoPdf({
    titulo: 'Relatório de Estagiários',
    subtitulo: `Lotações em ${formatData(data)}`,
    orientacao: 'landscape',
    conteudo: conteudo.length ? conteudo : [{ text: 'Nenhum registro encontrado', italics: true }],
    ...(geradoEm ? { geradoEm } : {}),
  });
}

export const COLUNAS_NUCLEOS = ['Núcleo', 'Máx.', 'Defensores', 'Assessores', 'Estagiários', 'Substitutos'] as const;

/** The núcleos report (GET relatorio/nucleos/pdf): landscape, one table, the comarca and prédio under each name. */
export function documentoDeNucleos(nucleos: readonly NucleoDoRelatorio[], data: string, geradoEm?: Date): DefinicaoPdf {
  const corpo = nucleos.map((n) => [
    {
      stack: [
        { text: n.nucleo_nome, bold: true },
        { text: [n.comarca_nome, n.predio_nome].filter(Boolean).join(' · '), fontSize: 7, color: CINZA },
      ],
    },
    { text: String(n.maximo_integrantes), alignment: 'right' },
    n.vago ? { text: n.vago, bold: true } : linhasDe(n.defensores),
    linhasDe(n.assessores),
    estagiariosDe(n.estagiarios),
    substitutas(n.substituto1_nome, n.substituto2_nome),
  ]);
  return documentoPdf({
    titulo: 'Relatório de Núcleos',
    subtitulo: `Integrantes em ${formatData(data)}`,
    orientacao: 'landscape',
    conteudo: corpo.length
      ? [{ table: { headerRows: 1, dontBreakRows: true, widths: [170, 30, 150, 120, 150, '*'], body: [cabecalho([...COLUNAS_NUCLEOS]), ...corpo] }, layout: 'lightHorizontalLines' }]
      : [{ text: 'Nenhum registro encontrado', italics: true }],
    ...(geradoEm ? { geradoEm } : {}),
  });
}

/**
 * The defenders document's geometry (§9): a 600-point band per page — 40 for the page's heading, 24 for the column
 * header, 22 per row — so 24 rows a page. A4 portrait holds the band inside the common frame (ADR 086).
 */
export const GEOMETRIA_DEFENSORES = { altura: 600, cabecalho: 40, colunas: 24, linha: 22 } as const;
export const LINHAS_POR_PAGINA_DEFENSORES = Math.floor(
  (GEOMETRIA_DEFENSORES.altura - GEOMETRIA_DEFENSORES.cabecalho - GEOMETRIA_DEFENSORES.colunas) / GEOMETRIA_DEFENSORES.linha,
);
export const COLUNAS_DEFENSORES = ['Defensor', 'Admissão', 'Referência', 'Exoneração', 'Lotação atual', 'Desde'] as const;

/** A cell's text cut to fit one line of its column (a row is 22 points: it never wraps). */
export const caber = (texto: string, max: number) => (texto.length <= max ? texto : `${texto.slice(0, max - 1).trimEnd()}…`);

/** One printed row per current placement of a defender (at least one row): the name and dates on the first only. */
export function linhasDoDocumentoDeDefensores(defensores: readonly DefensorDoRelatorio[]): string[][] {
  return defensores.flatMap((d) => {
    const nome = d.ativo ? d.nome : `${d.nome} (inativo)`;
    const datas = [formatData(d.data_admissao), formatData(d.data_referencia), formatData(d.data_exoneracao)];
    const lotacoes = d.lotacoes.length ? d.lotacoes : [null];
    return lotacoes.map((l, i) => [
      i === 0 ? caber(nome, 34) : '',
      ...(i === 0 ? datas : ['', '', '']),
      l ? caber(`${l.local}${l.marca ? ` ${l.marca}` : ''}`, 36) : '—',
      l ? formatData(l.data_inicial) : '',
    ]);
  });
}

/** The defenders report (GET relatorio/defensores/lotacoes/pdf): A4 portrait laid out on §9's 600-point band. */
export function documentoDeDefensores(defensores: readonly DefensorDoRelatorio[], data: string, geradoEm?: Date): DefinicaoPdf {
  const linhas = linhasDoDocumentoDeDefensores(defensores);
  const g = GEOMETRIA_DEFENSORES;
  const paginas: string[][][] = [];
  for (let i = 0; i < linhas.length; i += LINHAS_POR_PAGINA_DEFENSORES) paginas.push(linhas.slice(i, i + LINHAS_POR_PAGINA_DEFENSORES));
  const conteudo = paginas.map((pagina, i) => ({
    ...(i > 0 ? { pageBreak: 'before' } : {}),
    stack: [
      // The page's 40-point heading: the frame's title on the first page, a continuation line on the others.
      ...(i > 0 ? [{ text: `Relatório de Defensores (continuação) — lotações em ${formatData(data)}`, fontSize: 10, bold: true, margin: [0, 0, 0, g.cabecalho - 13] }] : []),
      {
        table: {
          headerRows: 1,
          widths: [150, 48, 50, 54, '*', 48],
          heights: [g.colunas, ...pagina.map(() => g.linha)],
          body: [
            COLUNAS_DEFENSORES.map((t) => ({ text: t, bold: true, fillColor: '#eeeeee', margin: [0, 6, 0, 0] })),
            ...pagina.map((l) => l.map((c) => ({ text: c, noWrap: true, fontSize: 8, margin: [0, 6, 0, 0] }))),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  }));
  return documentoPdf({
    titulo: 'Relatório de Defensores',
    subtitulo: `Datas do cadastro e lotações em ${formatData(data)}`,
    conteudo: conteudo.length ? conteudo : [{ text: 'Nenhum registro encontrado', italics: true }],
    ...(geradoEm ? { geradoEm } : {}),
  });
}
