import { SEM_CARACTERE_DE_CONTROLE, SEM_CARACTERE_DE_CONTROLE_MULTILINHA } from '@sgi/domain';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers.js';

/**
 * The shared string rule cannot be forgotten (ADR 027): every string an operation of the OpenAPI document accepts
 * — body, query, path and header, at any depth — carries the control-character pattern of textoSchema or
 * textoMultilinhaSchema (packages/domain/src/texto.ts). A route written with a bare z.string() fails here.
 */
const t = await testApp();

interface No {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, No>;
  items?: No | No[];
  prefixItems?: No[];
  additionalProperties?: No | boolean;
  anyOf?: No[];
  oneOf?: No[];
  allOf?: No[];
}
interface Operacao {
  parameters?: { in: string; name: string; schema: No }[];
  requestBody?: { content: Record<string, { schema: No }> };
}
interface Documento {
  paths: Record<string, Record<string, Operacao>>;
  components?: { schemas?: Record<string, No> };
}

const doc = t.app.swagger() as unknown as Documento;
const REGRAS = new Set([SEM_CARACTERE_DE_CONTROLE.source, SEM_CARACTERE_DE_CONTROLE_MULTILINHA.source]);

function temRegra(no: No): boolean {
  return (no.pattern !== undefined && REGRAS.has(no.pattern)) || (no.allOf ?? []).some((x) => x.pattern !== undefined && REGRAS.has(x.pattern));
}

/** Every string node of an input schema without the rule, as 'where' labels; enums and constants are exact already. */
function semRegra(no: No | undefined, onde: string, vistos = new Set<No>()): string[] {
  if (!no || vistos.has(no)) return [];
  vistos.add(no);
  if (no.$ref) return semRegra(doc.components?.schemas?.[no.$ref.split('/').pop()!], onde, vistos);
  const tipos = Array.isArray(no.type) ? no.type : [no.type];
  const faltas = tipos.includes('string') && !no.enum && no.const === undefined && !temRegra(no) ? [onde] : [];
  const filhos: [string, No | undefined][] = [
    ...Object.entries(no.properties ?? {}).map(([k, v]) => [`${onde}.${k}`, v] as [string, No]),
    ...(Array.isArray(no.items) ? no.items : no.items ? [no.items] : []).map((v) => [`${onde}[]`, v] as [string, No]),
    ...(no.prefixItems ?? []).map((v, i) => [`${onde}[${i}]`, v] as [string, No]),
    ...(typeof no.additionalProperties === 'object' ? [[`${onde}{}`, no.additionalProperties] as [string, No]] : []),
    ...[...(no.anyOf ?? []), ...(no.oneOf ?? [])].map((v) => [onde, v] as [string, No]),
    ...(no.allOf ?? []).filter((v) => v.pattern === undefined).map((v) => [onde, v] as [string, No]),
  ];
  return [...faltas, ...filhos.flatMap(([o, v]) => semRegra(v, o, vistos))];
}

const operacoes = Object.entries(doc.paths).flatMap(([caminho, ops]) => Object.entries(ops).map(([metodo, op]) => ({ rotulo: `${metodo.toUpperCase()} ${caminho}`, op })));

describe('every input string of the API carries the shared control-character rule', () => {
  it('the document has the operations and their strings (the walk is not empty)', () => {
    expect(operacoes.length).toBeGreaterThan(100);
    const cadastro = doc.paths['/api/pessoa']?.post?.requestBody?.content['application/json']?.schema;
    expect(cadastro?.properties?.nome?.pattern).toBe(SEM_CARACTERE_DE_CONTROLE.source);
  });

  it.each(operacoes.map((o) => [o.rotulo, o.op] as const))('%s', (rotulo, op) => {
    const faltas = [
      ...(op.parameters ?? []).flatMap((p) => semRegra(p.schema, `${p.in} ${p.name}`)),
      ...Object.entries(op.requestBody?.content ?? {}).flatMap(([tipo, c]) => semRegra(c.schema, `corpo (${tipo})`)),
    ];
    expect(faltas, `${rotulo}: use textoSchema() (ou textoMultilinhaSchema()) de @sgi/domain em vez de z.string()`).toEqual([]);
  });
});
