import { formatData, type LinhaDoRelatorioDeEstagiarios, type NucleoDoRelatorio } from '@sgi/domain';
import { diaDaPlanilha, horaDaPlanilha, planilha, type ColunaDaPlanilha, type ValorDaPlanilha } from '../../lib/planilha.js';

/** The Excel files of the interns and núcleos reports (issue 16, ADR 086), written by lib/planilha. */

type Valor = ValorDaPlanilha;
type Coluna = ColunaDaPlanilha;

/** One sheet: the title with the day, the day and the generation time, one row per record. */
const planilhaDoDia = (titulo: string, data: string, geradoEm: Date, colunas: Coluna[], linhas: Valor[][], somar: number[]) =>
  planilha(
    [
      {
        nome: titulo,
        titulo: `${titulo} — lotações em ${formatData(data)}`,
        fatos: [
          ['Data de referência', diaDaPlanilha(data), 'dd/mm/yyyy'],
          ['Gerado em', horaDaPlanilha(geradoEm), 'dd/mm/yyyy hh:mm'],
        ],
        colunas,
        linhas,
        somar,
      },
    ],
    geradoEm,
  );

const juntar = (nomes: readonly (string | null)[]) => nomes.filter((n): n is string => n !== null).join('\n');
const lotados = (nomes: readonly (string | null)[]) => nomes.filter((n) => n !== null).length;

export const COLUNAS_PLANILHA_ESTAGIARIOS: Coluna[] = [
  { titulo: 'Comarca', largura: 22 },
  { titulo: 'Prédio', largura: 24 },
  { titulo: 'Defensoria', largura: 32 },
  { titulo: 'Máx. estagiários', largura: 10, numero: true },
  { titulo: 'Estagiários lotados', largura: 10, numero: true },
  { titulo: 'Vagas', largura: 8, numero: true },
  { titulo: 'Defensores', largura: 32 },
  { titulo: 'Estagiários', largura: 32 },
  { titulo: 'Substituta 1', largura: 28 },
  { titulo: 'Substituta 2', largura: 28 },
  { titulo: 'Setores', largura: 14 },
];

/** GET lotacoes-estagiario/xlsx: one row per defensoria, the counts and vacancies summed at the bottom. */
export function planilhaDeEstagiarios(linhas: readonly LinhaDoRelatorioDeEstagiarios[], data: string, geradoEm: Date): Promise<Buffer> {
  const valores = linhas.flatMap((c) =>
    c.predios.flatMap((p) =>
      p.defensorias.map((d): Valor[] => {
        const n = lotados(d.estagiarios);
        return [
          c.comarca_nome,
          p.predio_nome,
          d.defensoria_nome,
          d.defensoria_maximo_estagiarios,
          n,
          Math.max(0, d.defensoria_maximo_estagiarios - n),
          d.defensores.join('\n'),
          juntar(d.estagiarios),
          d.substituta1_nome,
          d.substituta2_nome,
          d.setores.join(', '),
        ];
      }),
    ),
  );
  return planilhaDoDia('Relatório de Estagiários', data, geradoEm, COLUNAS_PLANILHA_ESTAGIARIOS, valores, [4, 5, 6]);
}

export const COLUNAS_PLANILHA_NUCLEOS: Coluna[] = [
  { titulo: 'Comarca', largura: 22 },
  { titulo: 'Prédio', largura: 24 },
  { titulo: 'Núcleo', largura: 32 },
  { titulo: 'Máx. integrantes', largura: 10, numero: true },
  { titulo: 'Estagiários lotados', largura: 10, numero: true },
  { titulo: 'Vagas', largura: 8, numero: true },
  { titulo: 'Defensores', largura: 32 },
  { titulo: 'Assessores', largura: 28 },
  { titulo: 'Estagiários', largura: 32 },
  { titulo: 'Substituto 1', largura: 28 },
  { titulo: 'Substituto 2', largura: 28 },
];

/** GET relatorio/nucleos/xlsx: one row per núcleo, the counts and vacancies summed at the bottom. */
export function planilhaDeNucleos(nucleos: readonly NucleoDoRelatorio[], data: string, geradoEm: Date): Promise<Buffer> {
  const valores = nucleos.map((n): Valor[] => {
    const lot = lotados(n.estagiarios);
    return [
      n.comarca_nome,
      n.predio_nome,
      n.nucleo_nome,
      n.maximo_integrantes,
      lot,
      Math.max(0, n.maximo_integrantes - lot),
      n.vago ?? n.defensores.join('\n'),
      n.assessores.join('\n'),
      juntar(n.estagiarios),
      n.substituto1_nome,
      n.substituto2_nome,
    ];
  });
  return planilhaDoDia('Relatório de Núcleos', data, geradoEm, COLUNAS_PLANILHA_NUCLEOS, valores, [4, 5, 6]);
}
