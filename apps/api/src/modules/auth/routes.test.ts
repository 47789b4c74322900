import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';

const t = await testApp();

describe('POST /api/auth', () => {
  it('answers the token as a JSON string and the token opens /api/auth/me', async () => {
    const u = await t.user(['FOLHA_READ']);
    const res = await t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: u.username, password: u.senha } });
    expect(res.statusCode).toBe(200);
    const token = res.json<string>();
    expect(typeof token).toBe('string');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const me = await t.req({ method: 'GET', url: '/api/auth/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: u.username, permissoes: ['FOLHA_READ'], navbar: true, corfundotabela: '#e5e5e5' });
  });
});
