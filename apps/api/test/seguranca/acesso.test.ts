import type { Permissao } from '@sgi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotasDeclaradas, type Acesso, type RotaDeclarada } from '../../src/lib/access.js';
import { sessao } from '../../src/modules/auth/table.js';
import { randomToken, sha256 } from '../../src/lib/tokens.js';
import { testApp } from '../helpers.js';
import { cpfDeTeste } from '../cpf.js';
import { MATRIZ_DE_ACESSO } from './matriz-de-acesso.js';

/**
 * The generated route-access matrix (issue 10): every route × {no session, sheet-link session, staff without the
 * permission, staff with it} → the outcome the matrix documents. It replaces the 401/403 blocks the module tests
 * used to repeat; the figures go to docs/seguranca.md.
 */
const t = await testApp();
const rotas = rotasDeclaradas(t.app);
const chave = (r: RotaDeclarada) => `${r.method} ${r.url}`;

/** A fresh session per request: a route such as logout ends the session it is called with. */
async function sessaoDeStaff(usuarioId: number): Promise<string> {
  const token = randomToken();
  const agora = new Date();
  await t.database.db.insert(sessao).values({ tokenHash: sha256(token), escopo: 'usuario', usuarioId, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return token;
}
async function sessaoDeLink(): Promise<string> {
  const token = randomToken();
  const agora = new Date();
  await t.database.db.insert(sessao).values({ tokenHash: sha256(token), escopo: 'folha', cpf: cpfDeTeste(4242), ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return token;
}

/** One user per permission set, created once. */
const usuarios = new Map<string, Promise<number>>();
const usuarioCom = (permissoes: Permissao[]) => {
  const k = [...permissoes].sort().join(',');
  if (!usuarios.has(k)) usuarios.set(k, t.user(permissoes).then((u) => u.id));
  return usuarios.get(k)!;
};

/** The request a route gets: params as an id that does not exist, an empty JSON body for writes. */
function pedido(r: RotaDeclarada, token: string | null) {
  const url = r.url.replace(/:[A-Za-z]+/g, '999999');
  const comCorpo = ['POST', 'PUT', 'PATCH'].includes(r.method);
  return t.req({
    method: r.method as 'GET',
    url,
    ...(token && { token }),
    ...(comCorpo && { payload: {} }),
  });
}

type Identidade = 'sem sessão' | 'link da folha' | 'sem a permissão' | 'com a permissão';
interface Caso {
  identidade: Identidade;
  /** the permissions of the staff user, for the two staff identities */
  permissoes?: Permissao[];
  /** what must come back: the exact refusal, or 'passa' (any answer but 401/403) */
  esperado: 401 | 403 | 'passa';
}

/** The documented outcome of each identity for a route's access rule. */
function casos(acesso: Acesso): Caso[] {
  if (acesso === 'publico') {
    return [
      { identidade: 'sem sessão', esperado: 'passa' },
      { identidade: 'link da folha', esperado: 'passa' },
      { identidade: 'sem a permissão', permissoes: [], esperado: 'passa' },
    ];
  }
  const base: Caso[] = [{ identidade: 'sem sessão', esperado: 401 }];
  if (acesso === 'qualquer') return [...base, { identidade: 'link da folha', esperado: 'passa' }, { identidade: 'com a permissão', permissoes: [], esperado: 'passa' }];
  // A route open to sheet links lets them past the gate; which rows they see is the record-level rule's (404 here).
  base.push({ identidade: 'link da folha', esperado: typeof acesso === 'object' && acesso.folha ? 'passa' : 403 });
  if (acesso === 'usuario') return [...base, { identidade: 'com a permissão', permissoes: [], esperado: 'passa' }];
  if ('todas' in acesso) {
    return [
      ...base,
      // Holding all but one of them is not enough, whichever is missing.
      ...acesso.todas.map((falta): Caso => ({ identidade: 'sem a permissão', permissoes: acesso.todas.filter((p) => p !== falta), esperado: 403 })),
      { identidade: 'com a permissão', permissoes: acesso.todas, esperado: 'passa' },
    ];
  }
  return [
    ...base,
    { identidade: 'sem a permissão', permissoes: [], esperado: 403 },
    // Any one of them is enough.
    ...acesso.alguma.map((p): Caso => ({ identidade: 'com a permissão', permissoes: [p], esperado: 'passa' })),
  ];
}

const figuras = { rotas: 0, pedidos: 0, inesperados: 0 };

describe('the route-access matrix', () => {
  it('lists every route of the app with its declared access, and nothing else', () => {
    const declaradas = Object.fromEntries(rotas.map((r) => [chave(r), r.acesso]));
    const semEntrada = Object.keys(declaradas).filter((k) => !(k in MATRIZ_DE_ACESSO));
    const semRota = Object.keys(MATRIZ_DE_ACESSO).filter((k) => !(k in declaradas));
    expect(semEntrada, 'rotas sem entrada na matriz de acesso').toEqual([]);
    expect(semRota, 'entradas da matriz sem rota').toEqual([]);
    expect(declaradas).toEqual(MATRIZ_DE_ACESSO);
  });

  beforeAll(() => {
    figuras.rotas = rotas.length;
  });
  afterAll(() => {
    console.log(`matriz de acesso: ${figuras.rotas} rotas, ${figuras.pedidos} pedidos (rota × identidade), ${figuras.inesperados} respostas inesperadas`);
  });

  it.each(rotas.map((r) => [chave(r), r] as const))('%s answers each identity as documented', async (_, r) => {
    const erros: string[] = [];
    for (const c of casos(MATRIZ_DE_ACESSO[chave(r)] ?? r.acesso)) {
      const token =
        c.identidade === 'sem sessão' ? null : c.identidade === 'link da folha' ? await sessaoDeLink() : await sessaoDeStaff(await usuarioCom(c.permissoes ?? []));
      const res = await pedido(r, token);
      figuras.pedidos += 1;
      // 'passa': past the gate, to whatever the route answers an empty request (400, 404, ...; 501 for the Google
      // login this installation does not offer), never a failure of the server.
      const passou = res.statusCode !== 401 && res.statusCode !== 403 && (res.statusCode < 500 || res.statusCode === 501);
      const ok = c.esperado === 'passa' ? passou : res.statusCode === c.esperado;
      if (!ok) {
        figuras.inesperados += 1;
        erros.push(`${c.identidade} [${(c.permissoes ?? []).join(',')}]: esperado ${c.esperado}, veio ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      // A refusal says nothing of the route's schema or data: only the catalogue's message.
      if (res.statusCode === 401) expect(res.json()).toEqual({ message: expect.stringMatching(/^Sessão inválida ou expirada/) });
      if (res.statusCode === 403) expect(res.json()).toEqual({ message: 'Acesso Negado!' });
    }
    expect(erros).toEqual([]);
  });
});
