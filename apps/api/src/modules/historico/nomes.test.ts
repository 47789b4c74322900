import { beforeAll, describe, expect, it } from 'vitest';
import { fabricas, type Fabricas } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';

/** History lines name what their ids point to, also records removed since (issue 11 "Audit at scale"). */
const t = await testApp();
let token: string;
let f: Fabricas;

const get = async (url: string) => {
  const res = await t.req({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const put = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.req({ method: 'PUT', url, token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const versao = async (url: string) => (await get(url)).versao as number;

beforeAll(async () => {
  token = await t.tokenWith('todas');
  f = fabricas(t, () => token);
});

describe('names in the history', () => {
  it('a placement names its defensor and defensoria', async () => {
    const l = await f.lotacao();
    const [criacao] = await get(`/api/historico?tabela=lotacao&registro=${l.id}`);
    const defensor = (await get(`/api/defensor/${(l.corpo.defensor as { id: number }).id}`)).nome;
    const defensoria = (await get(`/api/defensoria/${(l.corpo.defensoria as { id: number }).id}`)).nome;
    expect(criacao.nomes).toEqual({
      [`defensor:${(l.corpo.defensor as { id: number }).id}`]: defensor,
      [`defensoria:${(l.corpo.defensoria as { id: number }).id}`]: defensoria,
    });
  });

  it('a defensoria removed since is still named, from its own history', async () => {
    const d = await f.distrito();
    const antiga = (d.corpo.defensoria as { id: number }).id;
    const nomeAntigo = (await get(`/api/defensoria/${antiga}`)).nome;
    const nova = await f.defensoria();
    await put(`/api/distrito/${d.id}`, { ...d.corpo, defensoria: { id: nova.id }, versao: await versao(`/api/distrito/${d.id}`) });
    expect((await t.req({ method: 'DELETE', url: `/api/defensoria/${antiga}`, token })).statusCode).toBe(200);
    const historico = await get(`/api/historico?tabela=distrito&registro=${d.id}`);
    expect(historico.at(-1).nomes).toEqual({ [`defensoria:${antiga}`]: nomeAntigo, [`defensoria:${nova.id}`]: nova.corpo.nome });
    // The log page (paged, newest first) carries the same names.
    const [pagina] = await get(`/api/historico?tabela=distrito&skip=0&take=5`);
    expect(pagina[0].nomes[`defensoria:${antiga}`]).toBe(nomeAntigo);
  });

  it('a defender removed since is named through the pessoa their history pointed to', async () => {
    const n = await f.nucleo();
    const d = await f.defensor();
    await put(`/api/nucleo/${n.id}`, { ...n.corpo, substituto1: { id: d.id }, versao: await versao(`/api/nucleo/${n.id}`) });
    await put(`/api/nucleo/${n.id}`, { ...n.corpo, substituto1: null, versao: await versao(`/api/nucleo/${n.id}`) });
    expect((await t.req({ method: 'DELETE', url: `/api/defensor/${d.id}`, token })).statusCode).toBe(200);
    const historico = await get(`/api/historico?tabela=nucleo&registro=${n.id}`);
    expect(historico.at(-1).nomes).toEqual({ [`defensor:${d.id}`]: d.corpo.nome });
  });
});
