import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';
import { readConfig } from '../../config.js';

const comAjuda = await testApp({ helpUrl: 'https://wiki.defensoria.exemplo.gov.br/sgi' });
const semAjuda = await testApp();

describe('GET /api/sistema/info', () => {
  it('answers the Ajuda address from HELP_URL, without a session', async () => {
    const res = await comAjuda.req({ method: 'GET', url: '/api/sistema/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ajuda: 'https://wiki.defensoria.exemplo.gov.br/sgi' });
  });

  it('answers null when HELP_URL is not set (the link is hidden)', async () => {
    expect((await semAjuda.req({ method: 'GET', url: '/api/sistema/info' })).json()).toEqual({ ajuda: null });
  });
});

describe('HELP_URL', () => {
  it('takes an http(s) address and ignores anything else (empty, javascript:, a bare path)', () => {
    expect(readConfig({ HELP_URL: 'https://wiki.exemplo.gov.br/sgi ' }).helpUrl).toBe('https://wiki.exemplo.gov.br/sgi');
    expect(readConfig({ HELP_URL: 'http://intranet/wiki' }).helpUrl).toBe('http://intranet/wiki');
    for (const valor of [undefined, '', 'javascript:alert(1)', '/ajuda', 'wiki.exemplo.gov.br']) expect(readConfig({ HELP_URL: valor }).helpUrl).toBeNull();
  });
});
