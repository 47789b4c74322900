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
});
