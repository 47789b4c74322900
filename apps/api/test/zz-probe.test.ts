import { expect, it } from 'vitest';
import { testApp } from './helpers.js';

const t = await testApp();

it('probe', async () => {
  for (const payload of [{}, { username: '' }, undefined, { username: 'a', password: 'b' }]) {
    const r = await t.req({ method: 'POST', url: '/api/auth', payload });
    console.log(JSON.stringify(payload), r.statusCode, r.body);
  }
  let r = await t.req({ method: 'POST', url: '/api/usuario', payload: {} });
  console.log('noauth bad body', r.statusCode, r.body);
  r = await t.req({ method: 'GET', url: '/api/usuario/abc', token: await t.tokenWith('todas') });
  console.log('bad id', r.statusCode, r.body);
  r = await t.req({ method: 'GET', url: '/api/docs/json' });
  console.log('docs', r.statusCode, JSON.stringify(JSON.parse(r.body).paths['/api/auth']).slice(0, 600));
  expect(1).toBe(1);
});
