import {
  estadoCivilLabel,
  formatCnpj,
  formatCpf,
  formatData,
  formatMoeda,
  recessoDias,
  TERMO_ESTAGIO as T,
  tipoEstagioLabel,
} from '@sgi/domain';
import type { Document, Paragraph } from 'docx';

/** docx (a 1 MB bundle) is loaded on the first term, not at start-up: it is most of the API's idle memory otherwise. */
type Docx = typeof import('docx');
import { eq } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import { findOrThrow } from '../../lib/errors.js';
import { cursoTable } from '../cursos/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { pessoa } from '../pessoas/table.js';
import { ESTAGIO_NAO_ENCONTRADO } from './estagio-service.js';
import { estagiario, estagio } from './table.js';

/** Everything the commitment term shows, read in one query. */
async function dadosDoTermo(db: Leitura, estagioId: number) {
  return findOrThrow(
    await db
      .select({
        nome: pessoa.nome,
        sobrenome: pessoa.sobrenome,
        cpf: pessoa.cpf,
        dataNascimento: pessoa.dataNascimento,
        estadocivil: pessoa.estadocivil,
        email: pessoa.email,
        cep: pessoa.cep,
        logradouro: pessoa.logradouro,
        numero: pessoa.numero,
        complemento: pessoa.complemento,
        bairro: pessoa.bairro,
        cidade: pessoa.cidade,
        tipo: estagio.tipoEstagio,
        inicio: estagio.dataInicioEstagio,
        fim: estagio.dataFimEstagio,
        desligamento: estagio.desligamento,
        colacao: estagio.dataColacaoGrau,
        emailEstagio: estagio.email,
        fimSemana: estagio.fimSemana,
        curso: cursoTable.nome,
        instituicao: instituicaoEnsino.razaoSocial,
        cnpj: instituicaoEnsino.cnpj,
        representanteNome: instituicaoEnsino.representanteNome,
        representanteCargo: instituicaoEnsino.representanteCargo,
      })
      .from(estagio)
      .innerJoin(estagiario, eq(estagiario.id, estagio.estagiarioId))
      .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
      .innerJoin(instituicaoEnsino, eq(instituicaoEnsino.id, estagio.instituicaoEnsinoId))
      .innerJoin(cursoTable, eq(cursoTable.id, estagio.cursoId))
      .where(eq(estagio.id, estagioId)),
    ESTAGIO_NAO_ENCONTRADO,
  );
}
export type DadosTermo = Awaited<ReturnType<typeof dadosDoTermo>>;

const nomeDe = (d: Pick<DadosTermo, 'nome' | 'sobrenome'>) => [d.nome, d.sobrenome].filter(Boolean).join(' ');

function endereco(d: DadosTermo): string {
  const cep = d.cep && d.cep.length === 8 ? `CEP ${d.cep.slice(0, 5)}-${d.cep.slice(5)}` : d.cep ? `CEP ${d.cep}` : null;
  const partes = [d.logradouro, d.numero, d.complemento, d.bairro, d.cidade, cep].filter(Boolean);
  return partes.length ? partes.join(', ') : 'endereço não informado';
}

const mesAno = (yyyyMM: string) => `${yyyyMM.slice(5, 7)}/${yyyyMM.slice(0, 4)}`;

type Linha = (runs: (string | [string, 'b'])[], opts?: { centro?: boolean; depois?: number }) => Paragraph;

/** One paragraph of runs; a bold label followed by plain text is the term's usual line. */
const paragrafo =
  ({ AlignmentType, Paragraph, TextRun }: Docx): Linha =>
  (runs, opts = {}) =>
    new Paragraph({
      alignment: opts.centro ? AlignmentType.CENTER : AlignmentType.JUSTIFIED,
      spacing: { after: opts.depois ?? 160, line: 300 },
      children: runs.map((r) => (typeof r === 'string' ? new TextRun(r) : new TextRun({ text: r[0], bold: true }))),
    });

function clausulas(d: DadosTermo, p: Linha): Paragraph[] {
  const recesso = recessoDias(d.inicio, d.fim);
  const vigencia = d.fim ? `de ${formatData(d.inicio)} a ${formatData(d.fim)}` : `a partir de ${formatData(d.inicio)}, com término a definir`;
  return [
    p([['CLÁUSULA PRIMEIRA — DA VIGÊNCIA. ', 'b'], `O estágio ${tipoEstagioLabel(d.tipo).toLowerCase()} vigorará ${vigencia}, `,
      `não podendo exceder ${T.duracaoMaximaAnos} (dois) anos na mesma parte concedente, exceto quando se tratar de estagiário com deficiência.`]),
    p([['CLÁUSULA SEGUNDA — DA JORNADA. ', 'b'], `A jornada será de até ${T.horasPorDia} (quatro) horas diárias e ${T.horasPorSemana} (vinte) horas semanais, `,
      `no horário das ${T.horarioInicio} às ${T.horarioFim}, de ${T.diasDaSemana}, compatível com as atividades escolares.`,
      ...(d.fimSemana ? [' Havendo atividade em fim de semana, conforme escala, serão observados os mesmos limites diários e semanais.'] : [])]),
    p([['CLÁUSULA TERCEIRA — DA BOLSA E DO AUXÍLIO-TRANSPORTE. ', 'b'],
      `O(A) ESTAGIÁRIO(A) receberá bolsa mensal de ${formatMoeda(T.bolsaMensal)} e auxílio-transporte de ${formatMoeda(T.auxilioTransporte)}.`]),
    p([['CLÁUSULA QUARTA — DO RECESSO. ', 'b'],
      `É assegurado ao(à) ESTAGIÁRIO(A) recesso de ${T.recessoDiasPorAno} (trinta) dias sempre que o estágio tiver duração igual ou superior a 1 (um) ano, `,
      'ou proporcional, à razão de 2,5 dias por mês completo, quando a duração for inferior, a ser gozado preferencialmente durante as férias escolares.',
      recesso === null ? '' : ` Para o período deste termo, o recesso é de ${recesso} dias.`]),
    p([['CLÁUSULA QUINTA — DA SUPERVISÃO. ', 'b'],
      `O estágio será acompanhado por supervisor(a) do quadro da CONCEDENTE, que orientará até ${T.estagiariosPorSupervisor} (dez) estagiários simultaneamente.`]),
    p([['CLÁUSULA SEXTA — DO SEGURO. ', 'b'], 'O(A) ESTAGIÁRIO(A) estará segurado(a) contra acidentes pessoais durante a vigência deste termo.']),
    p([['CLÁUSULA SÉTIMA — DAS OBRIGAÇÕES DO(A) ESTAGIÁRIO(A). ', 'b'],
      'Cumprir a programação do estágio, guardar sigilo sobre as informações a que tiver acesso e comunicar a conclusão, ',
      'o trancamento ou o abandono do curso.']),
    p([['CLÁUSULA OITAVA — DO DESLIGAMENTO. ', 'b'],
      d.desligamento
        ? `O desligamento do(a) ESTAGIÁRIO(A) foi registrado em ${formatData(d.desligamento)}.`
        : 'O termo poderá ser rescindido a qualquer tempo, por iniciativa de qualquer das partes, mediante comunicação por escrito.']),
  ];
}

/** The commitment term as a Word document (cadastros-relatorios §2.3, §9): a pure function of its data. */
export function termoDocumento(docx: Docx, d: DadosTermo): Document {
  const p = paragrafo(docx);
  const nome = nomeDe(d);
  const representante = [d.representanteNome, d.representanteCargo].filter(Boolean).join(', ');
  const assinatura = (quem: string) => [p(['_______________________________________'], { centro: true, depois: 0 }), p([quem], { centro: true, depois: 360 })];
  return new docx.Document({
    creator: 'SGI — Defensoria Pública',
    title: `Termo de Compromisso de Estágio — ${nome}`,
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [
      {
        // A4 portrait in twips (210 × 297 mm), 2.5 cm margins.
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1418, bottom: 1418, left: 1418, right: 1418 } } },
        children: [
          p([['TERMO DE COMPROMISSO DE ESTÁGIO', 'b']], { centro: true, depois: 80 }),
          p(['Lei nº 11.788, de 25 de setembro de 2008'], { centro: true, depois: 320 }),
          p([['CONCEDENTE: ', 'b'], 'Defensoria Pública do Estado.']),
          p([['INSTITUIÇÃO DE ENSINO: ', 'b'], `${d.instituicao}, CNPJ ${formatCnpj(d.cnpj)}${representante ? `, representada por ${representante}` : ''}.`]),
          p([['ESTAGIÁRIO(A): ', 'b'], `${nome}, CPF ${d.cpf ? formatCpf(d.cpf) : 'não informado'}, `,
            `nascido(a) em ${formatData(d.dataNascimento) || 'data não informada'}`,
            d.estadocivil === null ? '' : `, estado civil ${estadoCivilLabel(d.estadocivil).toLowerCase()}`,
            `, e-mail ${d.email ?? 'não informado'}, residente em ${endereco(d)}.`]),
          p([['CURSO: ', 'b'], `${d.curso}, com previsão de colação de grau em ${mesAno(d.colacao)}. `,
            ['TIPO DE ESTÁGIO: ', 'b'], `${tipoEstagioLabel(d.tipo)}. `, ['E-MAIL DO ESTÁGIO: ', 'b'], d.emailEstagio]),
          p(['As partes acima celebram o presente Termo de Compromisso de Estágio, mediante as cláusulas e condições seguintes.']),
          ...clausulas(d, p),
          p(['E, por estarem de acordo, as partes assinam o presente termo em 3 (três) vias de igual teor.'], { depois: 480 }),
          p(['_________________________, ____ de ____________________ de ________.'], { centro: true, depois: 720 }),
          ...assinatura('CONCEDENTE — Defensoria Pública do Estado'),
          ...assinatura(`INSTITUIÇÃO DE ENSINO — ${d.instituicao}`),
          ...assinatura(`ESTAGIÁRIO(A) — ${nome}`),
        ],
      },
    ],
  });
}

// encodeURIComponent leaves ' ( ) * as they are; RFC 5987 attr-chars exclude them.
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a download named after the intern: RFC 5987 filename* with the real name, plus an
 * ASCII fallback (accents dropped, anything outside letters, digits, space, dot, hyphen removed) for old clients.
 */
export function disposicaoDoTermo(nome: string): string {
  const limpo = nome.replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ').replace(/\s+/g, ' ').trim() || 'Estagiario';
  const arquivo = `Termo de Compromisso - ${limpo}.docx`;
  const ascii = arquivo.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 .-]/g, '').replace(/\s+/g, ' ');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(arquivo)}`;
}

export async function gerarTermo(db: Leitura, estagioId: number): Promise<{ arquivo: Buffer; disposicao: string }> {
  const dados = await dadosDoTermo(db, estagioId);
  const docx = await import('docx');
  const arquivo = await docx.Packer.toBuffer(termoDocumento(docx, dados));
  return { arquivo, disposicao: disposicaoDoTermo(nomeDe(dados)) };
}
