// Apart from the string schemas (texto.ts): the shell's menu filter uses it without loading zod (issue 12).

/**
 * How every search compares text (issue 11): accents and case folded, so 'civel' finds 'Cível' and 'JOAO' finds
 * 'João'. The API folds the database side the same way (lib/pagination `contemTexto`).
 */
export const dobrarTexto = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `texto` contains `termo`, ignoring accents and case; an empty `termo` is contained in anything. */
export const incluiSemAcento = (texto: string, termo: string) => dobrarTexto(texto).includes(dobrarTexto(termo.trim()));

/** A file name's part from a title or a name: ASCII, lower case, words joined by '-' ('Ana Conceição' → 'ana-conceicao'). */
export const slugDoTexto = (texto: string) =>
  dobrarTexto(texto)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
