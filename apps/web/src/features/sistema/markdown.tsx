import { Anchor, Code, List, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/**
 * A small Markdown reader for the change log (no dependency: none is installed, and the file is ours). It builds
 * React elements, never HTML strings, so whatever the text holds ('<script>', '<img onerror>') shows as text.
 * Blocks: headings (#..######), paragraphs, bullet (-, *, +) and numbered (1.) lists with indented continuation
 * lines and nested lists, fenced code (```). Inline: `code`, **bold**, *italic* / _italic_, [text](link).
 */

interface Item {
  linhas: string[];
  filhos: Lista[];
}
interface Lista {
  tipo: 'lista';
  ordenada: boolean;
  indent: number;
  itens: Item[];
}
type Bloco = { tipo: 'titulo'; nivel: number; texto: string } | { tipo: 'paragrafo'; linhas: string[] } | { tipo: 'codigo'; linhas: string[] } | Lista;

const TITULO = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const CERCA = /^ {0,3}```/;

/** The blocks of a Markdown text (exported for the tests). */
export function lerBlocos(texto: string): Bloco[] {
  const blocos: Bloco[] = [];
  // The open lists, outermost first: an item indented past its parent's marker nests inside it.
  let listas: Lista[] = [];
  let paragrafo: { tipo: 'paragrafo'; linhas: string[] } | null = null;
  let codigo: { tipo: 'codigo'; linhas: string[] } | null = null;

  for (const linha of texto.replace(/\r\n?/g, '\n').split('\n')) {
    if (codigo) {
      if (CERCA.test(linha)) codigo = null;
      else codigo.linhas.push(linha);
      continue;
    }
    if (CERCA.test(linha)) {
      listas = [];
      paragrafo = null;
      codigo = { tipo: 'codigo', linhas: [] };
      blocos.push(codigo);
      continue;
    }
    if (!linha.trim()) {
      paragrafo = null;
      continue;
    }
    const titulo = TITULO.exec(linha);
    if (titulo) {
      listas = [];
      paragrafo = null;
      blocos.push({ tipo: 'titulo', nivel: titulo[1]!.length, texto: titulo[2]! });
      continue;
    }
    const item = ITEM.exec(linha);
    if (item) {
      paragrafo = null;
      const indent = item[1]!.length;
      const ordenada = /\d/.test(item[2]!);
      while (listas.length && indent < listas.at(-1)!.indent) listas.pop();
      const atual = listas.at(-1);
      if (atual && indent === atual.indent && atual.ordenada === ordenada) {
        atual.itens.push({ linhas: [item[3]!], filhos: [] });
      } else {
        // A list of the other kind at the same depth replaces the open one; a deeper item nests in the last item.
        if (atual && indent <= atual.indent) listas.pop();
        const nova: Lista = { tipo: 'lista', ordenada, indent, itens: [{ linhas: [item[3]!], filhos: [] }] };
        const pai = listas.at(-1)?.itens.at(-1);
        if (pai) pai.filhos.push(nova);
        else blocos.push(nova);
        listas.push(nova);
      }
      continue;
    }
    // An indented line after an item continues that item's text; any other line continues a paragraph.
    const ultima = listas.at(-1);
    if (ultima && /^\s/.test(linha)) {
      ultima.itens.at(-1)!.linhas.push(linha.trim());
      continue;
    }
    listas = [];
    if (!paragrafo) {
      paragrafo = { tipo: 'paragrafo', linhas: [] };
      blocos.push(paragrafo);
    }
    paragrafo.linhas.push(linha.trim());
  }
  return blocos;
}

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*(?![\s*])(.+?)\*|(?<![\p{L}\p{N}_])_(?![\s_])(.+?)_(?![\p{L}\p{N}_])|\[([^\]]+)\]\(([^)\s]+)\)/gu;
/** Only web and mail links and the app's own paths become links; anything else (javascript:, data:) stays text. */
const LINK_SEGURO = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** Inline Markdown as React nodes; text is always text. */
export function inline(texto: string): ReactNode[] {
  const nos: ReactNode[] = [];
  let desde = 0;
  for (const m of texto.matchAll(INLINE)) {
    if (m.index > desde) nos.push(texto.slice(desde, m.index));
    const k = nos.length;
    const [, code, negrito1, negrito2, italico1, italico2, rotulo, href] = m;
    if (code !== undefined) nos.push(<Code key={k}>{code}</Code>);
    else if (negrito1 !== undefined || negrito2 !== undefined) nos.push(<strong key={k}>{inline((negrito1 ?? negrito2)!)}</strong>);
    else if (italico1 !== undefined || italico2 !== undefined) nos.push(<em key={k}>{inline((italico1 ?? italico2)!)}</em>);
    else if (LINK_SEGURO.test(href!)) {
      const externo = !href!.startsWith('/');
      nos.push(
        <Anchor key={k} href={href} {...(externo && { target: '_blank', rel: 'noopener noreferrer' })}>
          {inline(rotulo!)}
        </Anchor>,
      );
    } else nos.push(<Fragment key={k}>{inline(rotulo!)}</Fragment>);
    desde = m.index + m[0].length;
  }
  if (desde < texto.length) nos.push(texto.slice(desde));
  return nos;
}

function ListaMd({ lista }: { lista: Lista }) {
  return (
    <List type={lista.ordenada ? 'ordered' : 'unordered'} size="sm" spacing={2} withPadding={lista.indent > 0}>
      {lista.itens.map((item, i) => (
        <List.Item key={i}>
          {inline(item.linhas.join(' '))}
          {item.filhos.map((f, j) => (
            <ListaMd key={j} lista={f} />
          ))}
        </List.Item>
      ))}
    </List>
  );
}

/** Markdown rendered with the app's components; `nivelBase` is the heading order of a '#'. */
export function Markdown({ texto, nivelBase = 2 }: { texto: string; nivelBase?: number }) {
  return lerBlocos(texto).map((b, i) => {
    if (b.tipo === 'titulo') {
      const order = Math.min(6, nivelBase + b.nivel - 1) as TitleOrder;
      return (
        <Title key={i} order={order} mt={b.nivel === 1 ? 0 : 'sm'}>
          {inline(b.texto)}
        </Title>
      );
    }
    if (b.tipo === 'lista') return <ListaMd key={i} lista={b} />;
    if (b.tipo === 'codigo') {
      return (
        <Code key={i} block>
          {b.linhas.join('\n')}
        </Code>
      );
    }
    return (
      <Text key={i} size="sm">
        {inline(b.linhas.join(' '))}
      </Text>
    );
  });
}
