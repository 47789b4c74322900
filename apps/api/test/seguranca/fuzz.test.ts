import { MENSAGEM_CARACTERE_DE_CONTROLE } from '@sgi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessao } from '../../src/modules/auth/table.js';
import { randomToken, sha256 } from '../../src/lib/tokens.js';
import { fabricas, type Criado, type Fabricas } from '../fabricas.js';
import { testApp } from '../helpers.js';

/**
 * Hostile input over the whole API (issue 10): every body, query and path parameter of the OpenAPI document gets
 * wrong types, control characters, 1 MB strings, arrays for objects, unknown fields, out-of-range numbers and
 * impossible dates. Nothing may answer 500 or more, and no answer may carry a stack, SQL, a file path or a version.
 * Where the answer is certain it is checked too (ADR 027): a body of another JSON type is 400, and a control
 * character in a query parameter or a string field is 400 with the shared rule's message.
 */
const t = await testApp();
let f: Fabricas;
let adminId: number;

interface Esquema {
  type?: string | string[];
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  enum?: unknown[];
  anyOf?: Esquema[];
  allOf?: Esquema[];
  nullable?: boolean;
  minimum?: number;
  const?: unknown;
}
interface Parametro {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: Esquema;
}
interface Operacao {
  parameters?: Parametro[];
  requestBody?: { content: Record<string, { schema: Esquema }> };
}

const METODOS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A value the schema accepts, as plain as possible: the base the mutations start from. */
const MES_DE_EXEMPLO = '2030-01';

function exemplo(s: Esquema | undefined, nome = ''): unknown {
  if (!s) return null;
  if (s.enum?.length) return s.enum[0];
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((x) => exemplo(x, nome)));
  if (s.anyOf?.length) return exemplo(s.anyOf[0], nome);
  const tipo = Array.isArray(s.type) ? s.type[0] : s.type;
  if (tipo === 'object' || s.properties) {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exemplo(v, k)]));
  }
  if (tipo === 'array') return [];
  if (tipo === 'integer' || tipo === 'number') return Math.max(1, s.minimum ?? 1);
  if (tipo === 'boolean') return true;
  // A reference month 'yyyy-MM' (the movements' referencia, referenciaI, referenciaf).
  if (/^referencia/i.test(nome)) return MES_DE_EXEMPLO;
  if (/data|inicio|fim|nascimento|admissao/i.test(nome)) return '2030-01-15';
  return 'Texto de teste';
}

const UM_MEGA = 'x'.repeat(1_000_000);
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u001f\u007f-\u009f]/;
/** A free text field answers the shared rule's message for a control character; an enum or a constant, its own. */
const livre = (s: Esquema) => s.type === 'string' && !s.enum && s.const === undefined;
/** The hostile values of one field, by what the schema expects there. */
function hostis(s: Esquema | undefined, nome: string): unknown[] {
  const tipo = Array.isArray(s?.type) ? s?.type[0] : s?.type;
  const comuns: unknown[] = [[], {}, null, true];
  if (tipo === 'string' || (!tipo && !s?.properties)) {
    const datas = /data|inicio|fim|nascimento|admissao|exoneracao|entrada|saida/i.test(nome) ? ['2020-02-30', '9999-99-99', '0000-01-01', '31/02/2020', '2020-13-01T99:99'] : [];
    return [...comuns, 123, 'a\u0000b', '\u001b[31mvermelho', 'a\u0085b', 'antes\ud800depois', "'; drop table pessoa; --", ...datas];
  }
  if (tipo === 'integer' || tipo === 'number') return [...comuns, 'abc', -1, 0, 1.5, 2147483648, 1e308, -1e308];
  if (tipo === 'boolean') return [...comuns, 'sim', 2];
  if (tipo === 'array') return [{}, 'texto', 1, [null], [['a\u0000']], Array(2000).fill({ id: 1 })];
  return [[], 'texto', 1, { id: 'a\u0000' }, { id: 2147483648 }, { id: -1 }];
}

/** The body a test of this route starts from: a factory's real one for registers, else the schema's example. */
const fabricaDe: Record<string, keyof Fabricas> = {
  comarca: 'comarca', atuacao: 'atuacao', vara: 'vara', predio: 'predio', defensoria: 'defensoria', distrito: 'distrito',
  nucleo: 'nucleo', curso: 'curso', instituicao: 'instituicao', assessor: 'assessor', defensor: 'defensor',
  estagiario: 'estagiario', estagio: 'estagio', pessoa: 'pessoa', papel: 'papel', usuario: 'usuario', lotacao: 'lotacao', feriado: 'feriado', periodo: 'periodo',
};
const criados = new Map<string, Promise<Criado>>();
async function base(caminho: string, metodo: string, esquema: Esquema | undefined): Promise<{ corpo: unknown; id: number | null }> {
  const m = /^\/api\/([a-z_]+)(\/\{id\})?$/.exec(caminho);
  const recurso = m && fabricaDe[m[1]!];
  if (!recurso || (metodo !== 'post' && metodo !== 'put')) return { corpo: exemplo(esquema), id: null };
  if (!criados.has(recurso)) criados.set(recurso, (f[recurso] as () => Promise<Criado>)());
  const c = await criados.get(recurso)!;
  return { corpo: metodo === 'put' ? { ...c.corpo, versao: 1 } : c.corpo, id: c.id };
}

async function tokenNovo(): Promise<string> {
  const token = randomToken();
  const agora = new Date();
  await t.database.db.insert(sessao).values({ tokenHash: sha256(token), escopo: 'usuario', usuarioId: adminId, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return token;
}

const VAZAMENTOS: [string, RegExp][] = [
  ['pilha', /\bat \S+ \(|\.(?:ts|js|mjs):\d+/],
  ['caminho', /\/work\/|node_modules|\/usr\/|[A-Z]:\\/],
  ['SQL', /\b(select|insert into|delete from)\b[\s\S]*\b(from|into|where|values)\b|\bviolates\b|\brelation "/i],
  ['versão', /PostgreSQL \d|PGlite|\bnode\/v?\d|fastify|drizzle/i],
];

const figuras = { entradas: 0, respostas5xx: 0, vazamentos: 0, respostasInesperadas: 0 };
const falhas: string[] = [];

/** What the answer must be, where the input alone decides it. */
interface Espera {
  status: number;
  message?: string;
}

async function tentar(rotulo: string, pedido: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }, espera?: Espera) {
  const res = await t.app.inject({
    method: pedido.method as 'GET',
    url: pedido.url,
    headers: { authorization: `Bearer ${await tokenNovo()}`, ...pedido.headers },
    ...(pedido.payload !== undefined && { payload: typeof pedido.payload === 'string' ? pedido.payload : JSON.stringify(pedido.payload), headers: { authorization: `Bearer ${await tokenNovo()}`, 'content-type': 'application/json' } }),
  });
  figuras.entradas += 1;
  if (res.statusCode >= 500 && res.statusCode !== 501) {
    figuras.respostas5xx += 1;
    falhas.push(`${res.statusCode} ${rotulo}: ${res.body.slice(0, 200)}`);
  }
  // The expected message may be the first one or stand beside another field's (a base body that is itself invalid).
  const erro = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as { message?: string; fieldErrors?: Record<string, string[]> }) : {};
  const mensagens = [erro.message, ...Object.values(erro.fieldErrors ?? {}).flat()];
  if (espera && (res.statusCode !== espera.status || (espera.message !== undefined && !mensagens.includes(espera.message)))) {
    figuras.respostasInesperadas += 1;
    falhas.push(`${rotulo}: esperado ${espera.status} ${espera.message ?? ''}, recebido ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  // Only what a person or a program reads as text: a file's bytes (a PDF's compressed streams, an .xlsx's zip) hold any
  // short sequence now and then (a drive letter 'A:\' in 2 of 300 report PDFs), which is no leak.
  const conteudo = res.headers['content-type']?.toString() ?? '';
  const texto = /^(application\/(json|problem\+json)|text\/)/.test(conteudo) || conteudo === '' ? res.body : '';
  for (const [tipo, re] of VAZAMENTOS) {
    if (re.test(texto)) {
      figuras.vazamentos += 1;
      falhas.push(`${tipo} na resposta de ${rotulo}: ${res.body.slice(0, 200)}`);
    }
  }
}

const doc = (t.app.swagger() as { paths: Record<string, Partial<Record<(typeof METODOS)[number], Operacao>>> }).paths;
const operacoes = Object.entries(doc).flatMap(([caminho, ops]) =>
  METODOS.filter((m) => ops[m]).map((m) => ({ caminho, metodo: m, op: ops[m]! })),
);

beforeAll(async () => {
  // The factories act as another user than the requests: POST /api/auth/logout/todas ends every session of its caller.
  const fabricante = await t.user('todas');
  const token = await t.login(fabricante.username, fabricante.senha);
  f = fabricas(t, () => token);
  adminId = (await t.user('todas')).id;
});

afterAll(() => {
  console.log(
    `fuzz: ${operacoes.length} operações, ${figuras.entradas} entradas tentadas, ${figuras.respostas5xx} respostas 5xx, ${figuras.vazamentos} vazamentos, ${figuras.respostasInesperadas} respostas diferentes da esperada`,
  );
});

describe('hostile input on every operation of the OpenAPI document', () => {
  it.each(operacoes.map((o) => [`${o.metodo.toUpperCase()} ${o.caminho}`, o] as const))('%s', async (rotulo, { caminho, metodo, op }) => {
    const antes = falhas.length;
    const entradasAntes = figuras.entradas;
    const params = op.parameters ?? [];
    const esquema = op.requestBody?.content['application/json']?.schema;
    const { corpo, id } = await base(caminho, metodo, esquema);
    const caminhoCom = (valor: string) => caminho.replace(/\{[^}]+\}/g, valor);
    // Path parameters take the record's id, except a reference month, which takes a valid one: the query's hostile
    // values must be the only thing wrong.
    const url = caminho.replace(/\{([^}]+)\}/g, (_, nome: string) => (/^referencia/i.test(nome) ? MES_DE_EXEMPLO : String(id ?? 1)));
    const method = metodo.toUpperCase();

    // Path parameters: not numbers, out of range, NUL.
    if (params.some((p) => p.in === 'path')) {
      for (const v of ['abc', '-1', '0', '1.5', '99999999999', '%00', '%F0%9F', encodeURIComponent('1\u0000')]) {
        await tentar(`${rotulo} caminho=${v}`, { method, url: caminhoCom(v), ...(esquema && { payload: corpo }) });
      }
    }
    // Query parameters, one at a time; a control character is refused whatever the parameter's type.
    for (const p of params.filter((x) => x.in === 'query')) {
      for (const v of ['abc', '-1', '99999999999999999999', '\u0000', '\u0007x', '\u009bx', 'a'.repeat(5000), '2020-02-30', '[]']) {
        const controle = CONTROLE.test(v) ? { status: 400, ...(livre(p.schema) && { message: MENSAGEM_CARACTERE_DE_CONTROLE }) } : undefined;
        await tentar(`${rotulo} ?${p.name}=${JSON.stringify(v).slice(0, 20)}`, { method, url: `${url}?${p.name}=${encodeURIComponent(v)}` }, controle);
      }
    }
    if (esquema) {
      // The whole body of the wrong kind, with unknown and prototype-polluting fields, and of 1 MB.
      const corpoObjeto = esquema.type === 'object' || esquema.properties !== undefined || esquema.allOf !== undefined;
      for (const v of [[], 'texto', 123, null, [corpo]]) {
        await tentar(`${rotulo} corpo=${JSON.stringify(v)?.slice(0, 20)}`, { method, url, payload: v }, corpoObjeto ? { status: 400 } : undefined);
      }
      if (corpo && typeof corpo === 'object' && !Array.isArray(corpo)) {
        const objeto = corpo as Record<string, unknown>;
        await tentar(`${rotulo} campos desconhecidos`, { method, url, payload: `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"naoExiste":1,${JSON.stringify(objeto).slice(1)}` });
        const primeiroTexto = Object.keys(objeto).find((k) => typeof objeto[k] === 'string') ?? Object.keys(objeto)[0] ?? 'campo';
        await tentar(`${rotulo} ${primeiroTexto} de 1 MB`, { method, url, payload: { ...objeto, [primeiroTexto]: UM_MEGA } });
        // Each field alone hostile, the rest as the base.
        for (const [campo, sub] of Object.entries(esquema.properties ?? {})) {
          for (const v of hostis(sub, campo)) {
            const controle = typeof v === 'string' && CONTROLE.test(v) ? { status: 400, ...(livre(sub) && { message: MENSAGEM_CARACTERE_DE_CONTROLE }) } : undefined;
            await tentar(`${rotulo} ${campo}=${JSON.stringify(v)?.slice(0, 30)}`, { method, url, payload: { ...objeto, [campo]: v } }, controle);
          }
          // One level down: the fields of a nested object (endereco, telefone, papel, ...).
          for (const [interno, subsub] of Object.entries(sub.properties ?? {})) {
            for (const v of hostis(subsub, interno).slice(4, 7)) {
              const controle = typeof v === 'string' && CONTROLE.test(v) ? { status: 400 } : undefined;
              await tentar(`${rotulo} ${campo}.${interno}=${JSON.stringify(v)?.slice(0, 30)}`, { method, url, payload: { ...objeto, [campo]: { ...(exemplo(sub) as object), [interno]: v } } }, controle);
            }
          }
        }
      }
    }
    // An operation without parameters or body (logout, me, ...) still gets an unknown parameter and an unexpected body.
    if (figuras.entradas === entradasAntes) {
      await tentar(`${rotulo} ?naoExiste=NUL`, { method, url: `${url}?naoExiste=${encodeURIComponent('a\u0000b')}` });
      if (method !== 'GET') {
        for (const v of [[], 'texto', '{"__proto__":{"admin":true},"naoExiste":"a\\u0000b"}', { x: UM_MEGA }]) {
          await tentar(`${rotulo} corpo=${JSON.stringify(v)?.slice(0, 20)}`, { method, url, payload: v });
        }
      }
    }
    expect(figuras.entradas, 'nenhuma entrada tentada').toBeGreaterThan(entradasAntes);
    expect(falhas.slice(antes)).toEqual([]);
  });
});
