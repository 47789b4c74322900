import { MOTIVO_SEM_LOTACAO, type LinhaDasFolhas } from '@sgi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fabricas, idDaResposta } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { sessao } from '../auth/table.js';

/** 'Com Folhas' (acesso-sessao §2, ADR 053): off, the month's list also brings the internships without a sheet yet. */
const t = await testApp();
const db = t.database.db;
const admin = await t.user('todas');
const token = await t.login(admin.username, admin.senha);
const f = fabricas(t, () => token);
const ANO = 2032;
const MES = 5;

const listar = async (q: string, tk = token) => {
  const res = await t.req({ method: 'GET', url: `/api/folha_frequencia/listar/${ANO}/${MES}${q}`, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<[LinhaDasFolhas[], number]>();
};
const semFolha = (l: LinhaDasFolhas) => 'semFolha' in l;

let comFolha: { estagioId: number; folhaId: number; cpf: string };
let lotado: number;
let semLotacao: number;
let noNucleo: number;

beforeAll(async () => {
  const defensoria = (await f.defensoria()).id;
  const nucleo = (await f.nucleo()).id;
  const lotar = (estagioId: number, local: Record<string, unknown>) =>
    t.req({ method: 'POST', url: '/api/lotacao', token, payload: { tipo: 4, estagio: { id: estagioId }, ...local, data_inicial: '2025-01-01', entrada: '13:00', saida: '17:00' } }).then(idDaResposta);
  const de = await f.estagiario();
  const e1 = (await f.estagio(de)).id;
  await lotar(e1, { defensoria: { id: defensoria } });
  const folhaId = idDaResposta(await t.req({ method: 'POST', url: '/api/folha_frequencia', token, payload: { estagioId: e1, ano: ANO, mes: MES } }));
  comFolha = { estagioId: e1, folhaId, cpf: String(de.corpo.cpf).replace(/\D/g, '') };
  lotado = (await f.estagio()).id;
  await lotar(lotado, { defensoria: { id: defensoria } });
  semLotacao = (await f.estagio()).id;
  noNucleo = (await f.estagio()).id;
  await lotar(noNucleo, { nucleo: { id: nucleo } });
  // An internship over before the month: never listed.
  await f.estagio(undefined, { data_inicio_estagio: '2025-03-01', data_fim_estagio: '2026-01-31' });
});

describe('GET folha_frequencia/listar/{ano}/{mes} with com_folhas', () => {
  it('on (the default): only sheets', async () => {
    const [linhas, total] = await listar('');
    expect(linhas.map((l) => l.estagioId)).toEqual([comFolha.estagioId]);
    expect(total).toBe(1);
    expect((await listar('?com_folhas=true'))[1]).toBe(1);
  });

  it('off: first the internships without a sheet (with why the generation would refuse one), then the sheets; vínculo and unit apply', async () => {
    const [linhas, total] = await listar('?com_folhas=false');
    expect(total).toBe(4);
    expect(linhas.map(semFolha)).toEqual([true, true, true, false]);
    const porEstagio = new Map(linhas.filter(semFolha).map((l) => [l.estagioId, l]));
    expect([...porEstagio.keys()].sort()).toEqual([lotado, semLotacao, noNucleo].sort());
    expect(porEstagio.get(lotado)).toMatchObject({ semFolha: true, ano: ANO, mes: MES, motivo: null });
    expect(porEstagio.get(semLotacao)).toMatchObject({ motivo: MOTIVO_SEM_LOTACAO, local: null });
    expect(linhas[3]).toMatchObject({ id: comFolha.folhaId, status: 1 });
    // Defensoria (the screen's default): the núcleo's internship leaves, the one without a placement stays.
    const [def] = await listar('?com_folhas=false&vinculo=1');
    expect(def.filter(semFolha).map((l) => l.estagioId).sort()).toEqual([lotado, semLotacao].sort());
    const [nuc] = await listar('?com_folhas=false&vinculo=2');
    expect(nuc.map((l) => l.estagioId).sort()).toEqual([noNucleo, semLotacao].sort());
  });

  it('pages by the server over both parts, the count of both', async () => {
    const todas = (await listar('?com_folhas=false'))[0];
    const paginas = [];
    for (let skip = 0; skip < 4; skip += 1) {
      const [linhas, total] = await listar(`?com_folhas=false&take=1&skip=${skip}`);
      expect(total).toBe(4);
      paginas.push(...linhas);
    }
    expect(paginas).toEqual(todas);
    const [ultimas, total] = await listar('?com_folhas=false&take=2&skip=2');
    expect([ultimas.length, total]).toEqual([2, 4]);
    expect((await listar('?com_folhas=false&take=3&skip=0'))[0]).toEqual(todas.slice(0, 3));
    expect((await listar('?com_folhas=false&skip=10'))).toEqual([[], 4]);
  });

  it('a status or the weekly filter picks sheets only; Exceto concluídos keeps the internships without one', async () => {
    expect((await listar('?com_folhas=false&status=1'))[0].map((l) => l.estagioId)).toEqual([comFolha.estagioId]);
    expect((await listar('?com_folhas=false&semana_acima=true'))).toEqual([[], 0]);
    expect((await listar('?com_folhas=false&exceto_concluidas=true'))[1]).toBe(4);
  });

  it('a sheet-link session reaches only its sheets, whatever the switch; a bad value is 400', async () => {
    const tk = randomToken();
    const agora = new Date();
    await db.insert(sessao).values({ tokenHash: sha256(tk), escopo: 'folha', cpf: comFolha.cpf, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
    const [linhas, total] = await listar('?com_folhas=false', tk);
    expect([linhas.map((l) => ('id' in l ? l.id : null)), total]).toEqual([[comFolha.folhaId], 1]);
    const ruim = await t.req({ method: 'GET', url: `/api/folha_frequencia/listar/${ANO}/${MES}?com_folhas=talvez`, token });
    expect([ruim.statusCode, ruim.json().message]).toEqual([400, 'com_folhas: use true ou false.']);
  });

  it('creating the sheet of a listed internship moves it to the sheets', async () => {
    const id = idDaResposta(await t.req({ method: 'POST', url: '/api/folha_frequencia', token, payload: { estagioId: lotado, ano: ANO, mes: MES } }));
    const [linhas, total] = await listar('?com_folhas=false');
    expect(total).toBe(4);
    expect(linhas.filter(semFolha).map((l) => l.estagioId)).not.toContain(lotado);
    expect(linhas.some((l) => 'id' in l && l.id === id)).toBe(true);
  });
});
