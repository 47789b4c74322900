import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test/page-harness';
import ChangelogPage from './changelog-page';
import { lerBlocos, Markdown } from './markdown';

const exemplo = `# Histórico de versões

## v1.2.3

### Telas
- Um item com **negrito**, \`npm start\` e *itálico*,
  que continua na linha seguinte.
- Outro item com [a wiki](https://wiki.exemplo.gov.br/sgi) e um [link perigoso](javascript:alert(1)).
  - Um subitem.
- <script>alert('x')</script> fica como texto.

Um parágrafo
em duas linhas.

1. Primeiro
2. Segundo

\`\`\`
npm run backup
\`\`\`
`;

describe('Markdown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders headings, lists, bold, italic, code and safe links as formatted text', () => {
    mockApi();
    const { container } = renderPage(<Markdown texto={exemplo} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Histórico de versões' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'v1.2.3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Telas' })).toBeInTheDocument();

    const [lista, numerada] = container.querySelectorAll(':scope > ul, :scope > ol');
    expect(lista!.tagName).toBe('UL');
    const itens = within(lista as HTMLElement).getAllByRole('listitem');
    // The indented line continues its item; the sub-item is a list inside the second item.
    expect(itens[0]).toHaveTextContent('Um item com negrito, npm start e itálico, que continua na linha seguinte.');
    expect(itens[0]!.querySelector('strong')).toHaveTextContent('negrito');
    expect(itens[0]!.querySelector('code')).toHaveTextContent('npm start');
    expect(itens[0]!.querySelector('em')).toHaveTextContent('itálico');
    expect(itens[1]!.querySelector('ul')).toHaveTextContent('Um subitem.');

    const wiki = screen.getByRole('link', { name: 'a wiki' });
    expect(wiki).toHaveAttribute('href', 'https://wiki.exemplo.gov.br/sgi');
    expect(wiki).toHaveAttribute('rel', 'noopener noreferrer');
    // A javascript: link is not a link; raw HTML is text, never markup.
    expect(screen.queryByRole('link', { name: 'link perigoso' })).not.toBeInTheDocument();
    expect(screen.getByText('link perigoso', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText("<script>alert('x')</script> fica como texto.")).toBeInTheDocument();

    expect(screen.getByText('Um parágrafo em duas linhas.')).toBeInTheDocument();
    expect(numerada!.tagName).toBe('OL');
    expect(within(numerada as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Primeiro', 'Segundo']);
    expect(container.querySelector('pre')).toHaveTextContent('npm run backup');
  });

  it('reads list depth and kind from indentation and markers', () => {
    expect(lerBlocos('- a\n  - b\n- c\n1. d').map((b) => b.tipo === 'lista' && [b.ordenada, b.itens.length, b.itens[0]!.filhos.length])).toEqual([
      [false, 2, 1],
      [true, 1, 0],
    ]);
    expect(lerBlocos('texto com snake_case_nome e 2*3*4')).toEqual([{ tipo: 'paragrafo', linhas: ['texto com snake_case_nome e 2*3*4'] }]);
  });
});

describe('ChangelogPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("renders the project's CHANGELOG.md with its version heading and sections, code as code", () => {
    mockApi();
    const { container } = renderPage(<ChangelogPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Histórico de versões' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'v25.09.26' })).toBeInTheDocument();
    // A section name comes back in every version (the unreleased changes and v25.09.26 both have one).
    expect(screen.getAllByRole('heading', { level: 4, name: 'Operação' }).length).toBeGreaterThan(0);
    expect([...container.querySelectorAll('code')].map((c) => c.textContent)).toContain('DATABASE_URL');
    // No Markdown syntax left on the page.
    expect(container.textContent).not.toMatch(/(^|\s)#{1,3}\s|`/);
  });
});
