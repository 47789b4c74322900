import './zod-pt-br.js';
import { z } from 'zod';

/**
 * Attachments of advisors, interns and internships (cadastros-relatorios §3 Attachment, §4, §5 Assessor).
 * The rules the browser and the server share: accepted extensions, size limit, messages, safe file names.
 */

/** 10 MB (issue 3): larger uploads get 413. */
export const ANEXO_TAMANHO_MAXIMO = 10 * 1024 * 1024;

/** The file types the upload accepts (cadastros-relatorios §5 Assessor), lower case, with the dot. */
export const ANEXO_EXTENSOES = ['.jpg', '.jpeg', '.png', '.xlsx', '.xls', '.doc', '.docx', '.pdf'] as const;
export type AnexoExtensao = (typeof ANEXO_EXTENSOES)[number];

/** The `accept` attribute of the file input. */
export const ANEXO_ACCEPT = ANEXO_EXTENSOES.join(',');

/** Longest stored name: the anexo.filename column. */
export const ANEXO_NOME_MAXIMO = 255;

export const MENSAGEM_SALVE_ANTES_DE_ANEXAR = 'Salve o registro antes de poder anexar documentos.';
export const MENSAGEM_NENHUM_ARQUIVO = 'Nenhum arquivo selecionado';
export const MENSAGEM_TIPO_NAO_PERMITIDO = 'Tipo de arquivo não permitido. Envie PDF, imagem (JPG, PNG), Word ou Excel.';
export const MENSAGEM_ARQUIVO_GRANDE = 'O arquivo enviado é grande demais (máximo de 10 MB).';
export const MENSAGEM_ARQUIVO_VAZIO = 'O arquivo enviado está vazio.';
export const MENSAGEM_NOME_ARQUIVO_INVALIDO = 'Nome de arquivo inválido.';
export const MENSAGEM_PDF_ATIVO = 'O PDF contém conteúdo ativo (scripts ou arquivos embutidos) e não pode ser anexado.';
export const MENSAGEM_PDF_NAO_VERIFICADO =
  'Não foi possível verificar o conteúdo do PDF (protegido ou compactado de um modo não suportado). Gere o PDF novamente, por exemplo com "Imprimir como PDF", e anexe outra vez.';

/** '.pdf' for 'Relatório Final.PDF'; '' without an extension. */
export function extensaoDe(filename: string): string {
  const ponto = filename.lastIndexOf('.');
  return ponto > 0 ? filename.slice(ponto).toLowerCase() : '';
}

export function isExtensaoPermitida(filename: string): boolean {
  return (ANEXO_EXTENSOES as readonly string[]).includes(extensaoDe(filename));
}

// C0/C1 controls and the bidirectional overrides that can disguise 'fdp.exe' as 'exe.pdf' on screen.
// eslint-disable-next-line no-control-regex
const INVISIVEIS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Characters no common file system accepts in a name.
const RESERVADOS = /[<>:"|?*]/g;

/**
 * The name an uploaded file is stored and offered under: only the last path segment ('../../etc/passwd.pdf' →
 * 'passwd.pdf', 'C:\\x\\a.pdf' → 'a.pdf'), without invisible or reserved characters, without leading dots or
 * trailing dots and spaces, accents kept (NFC), at most 255 characters with the extension preserved.
 * '' when nothing usable is left.
 */
export function sanitizarNomeArquivo(nome: string): string {
  const ultimo = nome.split(/[/\\]/).pop() ?? '';
  let limpo = ultimo
    .normalize('NFC')
    // Tabs and line breaks separate words: they become spaces before the other controls go.
    .replace(/\s+/g, ' ')
    .replace(INVISIVEIS, '')
    .replace(RESERVADOS, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (limpo.length > ANEXO_NOME_MAXIMO) {
    const ext = extensaoDe(limpo);
    const base = [...limpo.slice(0, limpo.length - ext.length)];
    // Cut by code point so no half of a surrogate pair is left behind.
    limpo = base.slice(0, ANEXO_NOME_MAXIMO - ext.length).join('').trimEnd() + ext;
  }
  return limpo;
}

/** '850 bytes', '12,3 KB', '4,5 MB' (pt-BR decimal comma). */
export function formatTamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kb = bytes / 1024;
  const [valor, unidade] = kb < 1024 ? [kb, 'KB'] : [kb / 1024, 'MB'];
  return `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unidade}`;
}

/** Who owns an attachment: the three kinds the spec names (§4). */
export type AnexoDonoTipo = 'assessor' | 'estagiario' | 'estagio';

/** An attachment as listed and as its upload answers (without its content). */
export const anexoResumoSchema = z.object({
  id: z.number(),
  filename: z.string(),
  content_type: z.string(),
  tamanho: z.number(),
  sha256: z.string(),
  criadoEm: z.string(),
  criadoPor: z.object({ username: z.string() }).nullable(),
});
export type AnexoResumo = z.infer<typeof anexoResumoSchema>;
