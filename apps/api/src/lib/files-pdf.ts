import { constants, inflateSync } from 'node:zlib';

/**
 * Active content in a PDF (ADR 027): what makes a reader run, open, send or unpack something instead of only
 * showing pages. A name is matched as a reader decodes it (/J#61vaScript is /JavaScript).
 */
const NOMES_ATIVOS = [
  'JavaScript', // a script, as an action type or a name tree
  'Launch', // runs a program or opens a file
  'EmbeddedFile', // a file inside the PDF
  'EmbeddedFiles', // the catalog's tree of them
  'FileAttachment', // an annotation that carries a file
  'GoToE', // opens an embedded PDF
  'GoToR', // opens another file, also on a network path (leaks the user's credentials)
  'SubmitForm', // sends form data to a URL
  'ImportData', // loads form data from a file
  'RichMedia', // Flash and video with their own scripts
  'XFA', // XML forms with their own scripts
  'OpenAction', // active unless it is only a destination (below)
];
/**
 * Two-letter keys: searched only in the file's objects, not in stream data (images, fonts), where random bytes
 * would match them about once in 100 MB. Each is useless without a longer name above: a script needs /JavaScript,
 * an embedded file is reached through /EmbeddedFiles, /FileAttachment, /GoToE or /Launch.
 */
const NOMES_CURTOS = [
  'JS', // the script of a JavaScript action
  'AA', // additional actions: on open, close, page view, field focus...
  'EF', // a file specification's embedded file (its /Type is optional)
];

// PDF 32000-1 §7.2.2: whitespace and delimiters end a name.
const DELIMITADOR = String.raw`[\0\t\n\f\r ()<>[\]{}/%]`;
/** One name, each character either itself or its #xx escape (hex digits in either case). */
const padraoDoNome = (nome: string) =>
  [...nome].map((c) => `(?:${c}|#${c.charCodeAt(0).toString(16).replace(/[a-f]/g, (h) => `[${h}${h.toUpperCase()}]`)})`).join('');
const busca = (nomes: string[]) => new RegExp(String.raw`\/(?:${nomes.map(padraoDoNome).join('|')})(?=${DELIMITADOR}|$)`, 'g');
const LONGOS = busca(NOMES_ATIVOS);
const CURTOS = busca(NOMES_CURTOS);

const decodificarNome = (nome: string) => nome.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The decoded names of a (small) text: a stream's dictionary. */
const nomesDe = (texto: string) => [...texto.matchAll(new RegExp(String.raw`\/([^\0\t\n\f\r ()<>[\]{}/%]*)`, 'g'))].map((m) => decodificarNome(m[1]!));

/**
 * Where the listed names are in a text. /OpenAction holding '[page /Fit]' only picks the page a reader opens on
 * (LaTeX and office suites write it), so it is left out; a dictionary or a reference there is an action.
 */
function* ocorrencias(texto: string, busca: RegExp): Generator<number> {
  for (const m of texto.matchAll(busca)) {
    const depois = m.index + m[0].length;
    if (decodificarNome(m[0]) !== '/OpenAction' || !/^\s*\[/.test(texto.slice(depois, depois + 64))) yield m.index;
  }
}
const temNome = (texto: string, busca: RegExp) => !ocorrencias(texto, busca).next().done;

interface Fluxo {
  /**
   * The names of its dictionary (or of the 4 KB before it when that dictionary is not where a reader has it), when
   * it may be an object stream; empty for the others.
   */
  nomes: string[];
  /** where its data starts and ends ('endstream', or the end of the file) */
  inicio: number;
  fim: number;
}

/** Guards against files made to slow the search: dictionaries are read backwards at most this far in all. */
const LIMITE_LEITURA = 32 * 1024 * 1024;

const ESPACO = /[\0\t\n\f\r ]/;
/** Whether 'N G obj' (and whitespace) ends just before `fim`, read backwards without copying. */
function cabecalhoDeObjetoAntes(texto: string, fim: number): boolean {
  let i = fim - 1;
  while (i >= 0 && ESPACO.test(texto[i]!)) i--;
  if (texto.slice(i - 2, i + 1) !== 'obj') return false;
  i -= 3;
  for (let numeros = 0; numeros < 2; numeros++) {
    const antes = i;
    while (i >= 0 && ESPACO.test(texto[i]!)) i--;
    if (i === antes) return false;
    const fimDoNumero = i;
    while (i >= 0 && texto[i]! >= '0' && texto[i]! <= '9') i--;
    if (i === fimDoNumero) return false;
  }
  return true;
}

/**
 * The text of the dictionary that ends at `fim` (just after its '>>'), by balancing '<<' and '>>' backwards, when
 * it starts right after 'N G obj' as a reader expects; otherwise (a '<<' inside a string, say) the 4 KB before
 * `fim`, so nothing that made the dictionary odd can hide a key. Null when the reading budget is spent.
 */
function textoDoDicionario(texto: string, fim: number, orcamento: { restante: number }): string | null {
  let nivel = 0;
  for (let i = fim - 2; i >= 0 && fim - i < 16 * 1024; i--) {
    if (--orcamento.restante < 0) return null;
    if (texto[i] === '>' && texto[i + 1] === '>') {
      nivel += 1;
      i -= 1;
    } else if (texto[i] === '<' && texto[i + 1] === '<' && --nivel === 0) {
      if (cabecalhoDeObjetoAntes(texto, i)) return texto.slice(i, fim);
      break;
    }
  }
  orcamento.restante -= 4096;
  return orcamento.restante < 0 ? null : texto.slice(Math.max(0, fim - 4096), fim);
}

/** The names that tell an object stream and its filters; only read when the text may hold them. */
const nomesSeObjetoCompactado = (dicionario: string) =>
  /First|ObjStm|#/.test(dicionario) ? nomesDe(dicionario) : [];

/** The streams of the file in order: a stream's data is skipped, so a 'stream' inside it is not another one. */
function fluxos(texto: string): Fluxo[] | null {
  const lista: Fluxo[] = [];
  const orcamento = { restante: LIMITE_LEITURA };
  const re = />>\s*stream(?:\r\n|\n|\r)/g;
  for (let m = re.exec(texto); m; m = re.exec(texto)) {
    const dicionario = textoDoDicionario(texto, m.index + 2, orcamento);
    if (dicionario === null) return null;
    const nomes = nomesSeObjetoCompactado(dicionario);
    const inicio = m.index + m[0].length;
    const fimDosDados = texto.indexOf('endstream', inicio);
    const fim = fimDosDados < 0 ? texto.length : fimDosDados;
    lista.push({ nomes, inicio, fim });
    re.lastIndex = fim;
  }
  return lista;
}

/** The stream whose data holds `posicao`, by binary search over the streams in file order. */
function fluxoEm(lista: Fluxo[], posicao: number): Fluxo | null {
  let [baixo, alto] = [0, lista.length - 1];
  while (baixo <= alto) {
    const meio = (baixo + alto) >> 1;
    const f = lista[meio]!;
    if (posicao < f.inicio) alto = meio - 1;
    else if (posicao >= f.fim) baixo = meio + 1;
    else return f;
  }
  return null;
}

// An object stream can inflate to far more than its 10 MB: a budget stops a zip bomb.
const LIMITE_DESCOMPACTADO = 64 * 1024 * 1024;
const FILTRO = /Decode$|^(?:Fl|AHx|A85|LZW|RL|CCF|DCT|Crypt)$/;

/** What the inspection found: nothing, active content, or compressed objects it could not read. */
export type ConteudoPdf = 'inerte' | 'ativo' | 'nao-verificavel';

/**
 * Inspects a PDF's bytes: every listed name in the file's objects (also after %%EOF, in incremental updates) and
 * inside its object streams (PDF 1.5), whose dictionaries are compressed. An object stream is known by /First
 * (required; /Type /ObjStm is optional); only FlateDecode without parameters is read, so any other one, or one
 * that does not inflate within the budget (an encrypted PDF among them), cannot be checked.
 */
export function inspecionarPdf(bytes: Buffer): ConteudoPdf {
  const texto = bytes.toString('latin1');
  if (temNome(texto, LONGOS)) return 'ativo';
  const lista = fluxos(texto);
  if (!lista) return 'nao-verificavel';
  const objetoCompactado = (f: Fluxo) => f.nomes.includes('First') || f.nomes.includes('ObjStm');
  // A two-letter key counts outside stream data, and inside an object stream stored without compression.
  for (const posicao of ocorrencias(texto, CURTOS)) {
    const fluxo = fluxoEm(lista, posicao);
    if (!fluxo || objetoCompactado(fluxo)) return 'ativo';
  }

  let descompactado = 0;
  for (const f of lista.filter(objetoCompactado)) {
    const filtros = f.nomes.filter((n) => FILTRO.test(n));
    // Without a filter its objects are plain text, read above.
    if (filtros.length === 0) continue;
    if (filtros.length > 1 || filtros[0] !== 'FlateDecode' || f.nomes.includes('DecodeParms') || f.nomes.includes('DP')) return 'nao-verificavel';
    let conteudo: string;
    try {
      // zlib stops at the end of its own data: what follows up to 'endstream' does not matter.
      const inflado = inflateSync(bytes.subarray(f.inicio, f.fim), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: LIMITE_DESCOMPACTADO - descompactado });
      descompactado += inflado.length;
      conteudo = inflado.toString('latin1');
    } catch {
      return 'nao-verificavel';
    }
    if (temNome(conteudo, LONGOS) || temNome(conteudo, CURTOS)) return 'ativo';
  }
  return 'inerte';
}
