import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anotacaoSchema, textoOpcionalSchema } from './campos.js';
import { dobrarTexto, incluiSemAcento } from './sem-acento.js';
import { MENSAGEM_CARACTERE_DE_CONTROLE, SEM_CARACTERE_DE_CONTROLE, textoMultilinhaSchema, textoSchema } from './texto.js';

const mensagens = (r: { success: boolean; error?: z.ZodError }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('textoSchema: the shared control-character rule (ADR 027)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['BEL', '\u0007x'],
    ['ESC (terminal colours)', '\u001b[31mvermelho'],
    ['unit separator', 'a\u001fb'],
    ['DEL', 'a\u007fb'],
    ['C1 NEL', 'a\u0085b'],
    ['C1 CSI', 'a\u009bb'],
    ['C1 APC', 'a\u009fb'],
    ['tab in one line', 'a\tb'],
    ['line feed in one line', 'a\nb'],
    ['carriage return in one line', 'a\rb'],
  ])('refuses %s with the pt-BR message, and only that message', (_nome, valor) => {
    // abort: min/max after the rule add nothing, so the user reads one clear reason.
    expect(mensagens(textoSchema().min(50, 'curto demais').safeParse(valor))).toEqual([MENSAGEM_CARACTERE_DE_CONTROLE]);
  });

  it.each([
    ['plain', 'Fulano de Tal'],
    ['accents and cedilla', 'Conceição Araújo'],
    ['symbols', "O'Neil & Cia. (3º) — 50%"],
    ['no-break space', 'a\u00a0b'],
    ['emoji', 'ok 👍'],
    ['empty', ''],
  ])('accepts %s', (_nome, valor) => {
    expect(textoSchema().safeParse(valor)).toEqual({ success: true, data: valor });
  });

  it.each([
    ['tab', 'a\tb'],
    ['line feed', 'linha 1\nlinha 2'],
    ['CRLF', 'linha 1\r\nlinha 2'],
  ])('the multi-line rule keeps %s', (_nome, valor) => {
    expect(textoMultilinhaSchema().safeParse(valor).success).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['ESC', '\u001b[0m'],
    ['DEL', 'a\u007f'],
    ['C1', 'a\u0085b'],
  ])('the multi-line rule still refuses %s', (_nome, valor) => {
    expect(mensagens(textoMultilinhaSchema().safeParse(valor))).toEqual([MENSAGEM_CARACTERE_DE_CONTROLE]);
  });

  it('keeps the type error of the field', () => {
    expect(mensagens(textoSchema({ error: 'Informe o nome.' }).safeParse(12))).toEqual(['Informe o nome.']);
  });

  it('anotações keep their line breaks, other optional texts refuse them', () => {
    expect(anotacaoSchema(100, 'Anotação').parse('  linha 1\nlinha 2\n')).toBe('linha 1\nlinha 2');
    expect(mensagens(textoOpcionalSchema(100, 'Cidade').safeParse('Aracaju\nSE'))).toEqual([MENSAGEM_CARACTERE_DE_CONTROLE]);
  });

  it('shows in the OpenAPI document as the string pattern', () => {
    expect(z.toJSONSchema(textoSchema().max(10), { io: 'input' })).toMatchObject({ type: 'string', pattern: SEM_CARACTERE_DE_CONTROLE.source });
  });
});


describe('text search folding', () => {
  it('folds accents and case, including ç and ñ', () => {
    expect(dobrarTexto('Ação Cível ÑANDU Conceição')).toBe('acao civel nandu conceicao');
  });
  it('finds either way round and ignores surrounding spaces of the term', () => {
    expect(incluiSemAcento('1ª Defensoria Cível', ' CIVEL ')).toBe(true);
    expect(incluiSemAcento('Joao', 'João')).toBe(true);
    expect(incluiSemAcento('Criminal', 'civel')).toBe(false);
    expect(incluiSemAcento('Qualquer', '')).toBe(true);
  });
});
