import { formatData } from './datas.js';
import { documentoPdf, tabelaPdf, type DefinicaoPdf } from './documento-pdf.js';
import type { PainelDeMovimentacoes } from './movimentacao-api.js';
import { formatarReferencia, situacaoEntregaLabel } from './movimentacao-prazo.js';

/** What the home's filters say, in words, for the PDF's subtitle (the names the screen's selects show). */
export interface FiltrosDoPainelImpresso {
  referenciaI: string;
  referenciaF: string;
  defensor?: string | null;
  defensoria?: string | null;
  nucleo?: string | null;
}

const categorias = (e: { civel: boolean; criminal: boolean }) => [e.civel && 'Cível', e.criminal && 'Criminal'].filter(Boolean).join(', ') || '—';

/** The period and the filters, as the subtitle prints them. */
export function descricaoDoFiltroDoPainel(f: FiltrosDoPainelImpresso): string {
  const periodo =
    f.referenciaI === f.referenciaF ? `Referência ${formatarReferencia(f.referenciaI)}` : `Referências ${formatarReferencia(f.referenciaI)} a ${formatarReferencia(f.referenciaF)}`;
  const filtros = [f.defensor && `Defensor: ${f.defensor}`, f.defensoria && `Defensoria: ${f.defensoria}`, f.nucleo && `Núcleo: ${f.nucleo}`].filter(Boolean);
  return [periodo, ...filtros].join(' · ');
}

/**
 * The Movimentações home's Imprimir (§2.12): the month totals the chart shows, then one row per defender, month and
 * place with its deadline, situation and deliveries (receipt dates, attendances, cível/criminal), as on the screen.
 */
export function documentoDoPainelDeMovimentacoes(painel: PainelDeMovimentacoes, filtros: FiltrosDoPainelImpresso, geradoEm?: Date): DefinicaoPdf {
  const totais = tabelaPdf(
    ['Mês', 'No prazo', 'Com atraso', 'Pendentes'],
    painel.totais.map((t) => [formatarReferencia(t.referencia), t.entregues, t.atrasadas, t.pendentes]),
    ['*', 70, 70, 70],
  );
  const linhas = painel.linhas.flatMap((l) =>
    l.referencias.map((r) => [
      l.defensor_nome,
      formatarReferencia(r.data_referencia),
      r.local,
      formatData(r.data_prazo),
      situacaoEntregaLabel(r.situacao),
      r.entregas.map((e) => formatData(e.data_recebimento)).join('\n') || '—',
      r.entregas.map((e) => String(e.atendimentos)).join('\n') || '—',
      r.entregas.map(categorias).join('\n') || '—',
    ]),
  );
  return documentoPdf({
    titulo: 'Movimentações — entregas por defensor',
    subtitulo: descricaoDoFiltroDoPainel(filtros),
    orientacao: 'landscape',
    conteudo: linhas.length
      ? [
          { text: 'Totais por mês', bold: true, margin: [0, 0, 0, 4] },
          totais,
          { text: 'Por defensor', bold: true, margin: [0, 12, 0, 4] },
          tabelaPdf(['Defensor', 'Mês', 'Local', 'Prazo', 'Situação', 'Recebimento', 'Atendimentos', 'Tipo'], linhas, ['*', 45, '*', 55, 115, 65, 65, 75]),
        ]
      : [{ text: 'Nenhum registro encontrado', italics: true }],
    ...(geradoEm && { geradoEm }),
  });
}
