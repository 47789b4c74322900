import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers.js';

// The browser-side protections every answer carries (ASVS V3, docs/seguranca.md): a strict CSP with no inline script,
// no framing by other sites, no MIME sniffing, no referrer leaking paths, and no server banner.
const t = await testApp();

describe('security headers', () => {
  it.each(['/api/health', '/api/auth/me', '/api/rota-que-nao-existe'])('are on %s, whatever the status', async (url) => {
    const res = await t.req({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  // The whole set, value by value (ADR 043: helmet's middleware is built once in app.ts; before, @fastify/helmet
  // built it per request): a change of how the headers are applied shows here as a difference.
  it.each(['/api/health', '/api/auth/me', '/api/rota-que-nao-existe'])('are the same full set on %s', async (url) => {
    const res = await t.req({ method: 'GET', url });
    const nomes = Object.keys(CABECALHOS);
    expect(Object.fromEntries(nomes.map((n) => [n, res.headers[n]]))).toEqual(CABECALHOS);
  });
});

const CABECALHOS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;" +
    "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
