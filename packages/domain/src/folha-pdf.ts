import { z } from 'zod';
import { DIAS_SEMANA, formatData, formatDataHora } from './datas.js';
import { documentoPdf, tabelaPdf, type DefinicaoPdf } from './documento-pdf.js';
import { perfilAssinanteLabel, STATUS_DIA, statusDiaLabel, statusFolhaLabel, minutosTrabalhados } from './folha.js';
import { contadoresDaFolha, formatMinutos } from './folha-fluxo.js';
import type { Folha } from './folha-respostas.js';
import { textoSchema } from './texto.js';

/**
 * The concluded sheet's PDF (issue 13, ADR 052) and its public verification: the pure document definition built from
 * the sheet's answer (GET folha_frequencia/{id}), and the verification code's shape.
 */

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'Março de 2031'. */
export const mesDaFolhaPorExtenso = (mes: number, ano: number) => {
  const nome = MESES[mes - 1] ?? String(mes);
  return `${nome[0]!.toUpperCase()}${nome.slice(1)} de ${ano}`;
};

// ---------------------------------------------------------------------------------------------------------------
// The verification code: 20 symbols of Crockford's base32 (100 random bits), in five groups of four.

export const ALFABETO_VERIFICACAO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const MENSAGEM_CODIGO_INVALIDO = 'Código de verificação inválido.';
export const MENSAGEM_CODIGO_NAO_ENCONTRADO = 'Código de verificação não encontrado.';
export const MENSAGEM_PDF_SO_CONCLUIDA = 'Só a folha concluída tem PDF: conclua a revisão da folha antes de gerá-lo.';

/** 'k7qm 3xpa…' or 'K7QM3XPA…' → 'K7QM-3XPA-…'; null when it is not a code (the letters I, L, O, U never occur). */
export function normalizarCodigoVerificacao(entrada: string): string | null {
  const simbolos = entrada.toUpperCase().replace(/[\s-]/g, '');
  if (simbolos.length !== 20 || [...simbolos].some((c) => !ALFABETO_VERIFICACAO.includes(c))) return null;
  return simbolos.match(/.{4}/g)!.join('-');
}

/** The route parameter :codigo: normalized, or 400 'Código de verificação inválido.'. */
export const codigoVerificacaoSchema = textoSchema({ error: MENSAGEM_CODIGO_INVALIDO })
  .max(40, MENSAGEM_CODIGO_INVALIDO)
  .transform((v, ctx) => {
    const codigo = normalizarCodigoVerificacao(v);
    if (codigo === null) ctx.addIssue({ code: 'custom', message: MENSAGEM_CODIGO_INVALIDO });
    return codigo ?? '';
  });

/** CPF on the public page: only the middle six digits, '***.456.789-**' (as public transparency portals show it). */
export function cpfParaVerificacao(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***.***.***-**';
}

/** GET verificar/{codigo}: what anyone holding the code may confirm, and nothing more (no IP, no full CPF, no days). */
export const verificacaoDaFolhaSchema = z.object({
  codigo: z.string(),
  estagiario: z.object({ nome: z.string(), cpf: z.string() }),
  ano: z.number(),
  mes: z.number(),
  status: z.number(),
  assinaturas: z.array(z.object({ perfilAssinante: z.number(), nome: z.string(), criadoEm: z.string() })),
});
export type VerificacaoDaFolha = z.infer<typeof verificacaoDaFolhaSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The document

export type FolhaDoPdf = Pick<Folha, 'ano' | 'mes' | 'status' | 'estagio' | 'estagiario' | 'responsavel' | 'dias' | 'assinaturas'>;

const dataDoDia = (ano: number, mes: number, dia: number) => `${String(dia).padStart(2, '0')}/${String(mes).padStart(2, '0')}/${ano}`;
const diaDaSemana = (ano: number, mes: number, dia: number) => DIAS_SEMANA[new Date(Date.UTC(ano, mes - 1, dia)).getUTCDay()]!;

/** One row per day: data, dia da semana, situação (with the holiday's name), entrada, saída, minutos, justificativa. */
export function linhasDosDiasDoPdf(f: Pick<Folha, 'ano' | 'mes' | 'dias'>): string[][] {
  return f.dias.map((d) => {
    const presente = d.status === STATUS_DIA.Presente;
    const minutos = presente ? minutosTrabalhados(d.horarioEntrada, d.horarioSaida) : null;
    // A day off the intern's schedule is 'Sem expediente', as the sheet's screen shows it, not 'Não Preenchido'.
    const rotulo = !d.util && !d.feriado && d.status === STATUS_DIA.NaoPreenchido ? 'Sem expediente' : statusDiaLabel(d.status);
    const situacao = [rotulo, d.nomeFeriado].filter(Boolean).join(' — ');
    return [
      dataDoDia(f.ano, f.mes, d.dia),
      diaDaSemana(f.ano, f.mes, d.dia),
      situacao,
      presente ? (d.horarioEntrada ?? '') : '',
      presente ? (d.horarioSaida ?? '') : '',
      minutos === null ? '' : String(minutos),
      d.justificativa ?? '',
    ];
  });
}

/** The totals' lines, as label and value. */
export function totaisDoPdf(f: Pick<Folha, 'dias'>): [string, string][] {
  const c = contadoresDaFolha(f.dias);
  return [
    ['Dias presentes', String(c.presentes)],
    ['Faltas justificadas', String(c.faltasJustificadas)],
    ['Faltas não justificadas', String(c.faltasNaoJustificadas)],
    ['Recesso', String(c.recesso)],
    ['Feriados', String(c.feriados)],
    ['Total trabalhado', `${formatMinutos(c.minutos)} (${c.minutos} minutos)`],
  ];
}

const secao = (texto: string) => ({ text: texto, bold: true, fontSize: 10, margin: [0, 10, 0, 4] });
const pares = (linhas: [string, string][]) => ({
  table: { widths: [130, '*'], body: linhas.map(([r, v]) => [{ text: r, bold: true }, v]) },
  layout: 'noBorders',
});

/**
 * The concluded sheet as a document (issue 13): the office's header, the intern, the internship (local, unidade,
 * comarca, curso, period), the month, every day, the totals, the signatures (profile, name, date and time, IP) and the
 * verification code with the address of the public page, also in every page's footer.
 */
export function documentoDaFolha(f: FolhaDoPdf, verificacao: { codigo: string; endereco: string }, geradoEm?: Date): DefinicaoPdf {
  const mes = mesDaFolhaPorExtenso(f.mes, f.ano);
  const inicio = formatData(f.estagio.data_inicio_estagio);
  const periodo = f.estagio.data_fim_estagio ? `${inicio} a ${formatData(f.estagio.data_fim_estagio)}` : `desde ${inicio}`;
  return documentoPdf({
    titulo: `Folha de Frequência — ${mes}`,
    subtitulo: `${f.estagiario.nome} · Situação: ${statusFolhaLabel(f.status)}`,
    ...(geradoEm && { geradoEm }),
    rodape: `Código de verificação ${verificacao.codigo}`,
    conteudo: [
      secao('Estagiário e estágio'),
      pares([
        ['Estagiário', f.estagiario.nome],
        ['CPF', f.estagiario.cpf],
        ['Local', f.estagio.local],
        ['Unidade', f.estagio.unidade ?? '—'],
        ['Comarca', f.estagio.comarca],
        ['Curso', f.estagio.curso],
        ['Período do estágio', periodo],
        ['Responsável', f.responsavel?.nome ?? '—'],
        ['Mês', mes],
      ]),
      secao('Dias'),
      // A month of days fits on the first page in a slightly smaller type.
      { ...(tabelaPdf(['Data', 'Dia', 'Situação', 'Entrada', 'Saída', 'Minutos', 'Justificativa'], linhasDosDiasDoPdf(f), [50, 22, 120, 36, 36, 38, '*']) as object), fontSize: 8 },
      // A section's title never stays alone at the foot of a page.
      { stack: [secao('Totais'), pares(totaisDoPdf(f))], unbreakable: true },
      {
        stack: [
          secao('Assinaturas'),
          tabelaPdf(
            ['Perfil', 'Nome', 'Data e hora', 'IP'],
            f.assinaturas.map((a) => [perfilAssinanteLabel(a.perfilAssinante), a.nome, formatDataHora(a.criadoEm), a.ip ?? '—']),
            [90, '*', 90, 110],
          ),
        ],
        unbreakable: true,
      },
      {
        stack: [
          secao('Verificação'),
          { text: ['Código de verificação: ', { text: verificacao.codigo, bold: true }, `\nConfira a autenticidade desta folha em ${verificacao.endereco}`] },
        ],
        unbreakable: true,
      },
    ],
  });
}
