import type { Permissao } from '@sgi/domain';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Acesso } from '../../src/lib/access.js';
import { registerLeituraDasRespostas, registroOuResumo, rotasComLeitura, type RotaComLeitura } from '../../src/lib/leitura.js';
import { rotasDeclaradas } from '../../src/lib/access.js';
import { multipart, PDF } from '../arquivos.js';
import { defensoriaNoBanco, fabricas, type Fabricas } from '../fabricas.js';
import { folhaFrequencia } from '../../src/modules/folhas/table.js';
import { testApp, type TestApp } from '../helpers.js';
import { z } from 'zod';

/**
 * No write answers more than its caller may read (issue 10 item 15, ADR 026). Every POST/PUT whose answer carries the
 * record's fields is tried as a user holding only the write permission: the answer is the record's id and version,
 * and that user's GET of the record is refused; with the read permission too, the answer is what the GET shows.
 */
const t = await testApp();
let raiz: string;
let f: Fabricas;

type Fabrica = keyof Fabricas;
type Escrita = { res: LightMyRequestResponse; ler: string; doLer?: (lido: unknown, id: number) => unknown };

/** The POST of a factory sent with another token: the factory builds what the record needs as the test's root user. */
async function criarComo(token: string, recurso: Fabrica): Promise<LightMyRequestResponse> {
  const alvo = `/api/${recurso}`;
  let resposta: LightMyRequestResponse | undefined;
  const tt: TestApp = {
    ...t,
    async req(o: InjectOptions & { token?: string }) {
      const eAlvo = !resposta && o.method === 'POST' && o.url === alvo;
      const res = await t.req(eAlvo ? { ...o, token } : o);
      if (eAlvo) resposta = res;
      return res;
    },
  };
  await fabricas(tt, () => raiz)[recurso]();
  return resposta!;
}

const criar = (recurso: Fabrica) => async (token: string): Promise<Escrita> => {
  const res = await criarComo(token, recurso);
  return { res, ler: `/api/${recurso}/${res.json<{ id: number }>().id}` };
};

/** Edits a record made by the root user, sending back the body it was made with. */
const editar = (recurso: Fabrica, url?: (id: number) => string) => async (token: string): Promise<Escrita> => {
  const c = await f[recurso]();
  const ler = `/api/${recurso}/${c.id}`;
  const versao = await t.versao(ler, raiz);
  const res = await t.req({ method: 'PUT', url: url?.(c.id) ?? ler, token, payload: { ...c.corpo, ...(url && { id: c.id }), versao } });
  return { res, ler };
};

/** Uploads a PDF to a record: what the list of its attachments shows of it is the row with that id. */
const anexar = (dono: 'assessor' | 'estagiario' | 'estagio', envio: string, lista: string) => async (token: string): Promise<Escrita> => {
  const { id } = await f[dono]();
  const { payload, headers } = multipart([
    { name: 'data', content: JSON.stringify({ filename: 'portaria.pdf', [dono]: { id } }) },
    { name: 'file', filename: 'portaria.pdf', content: PDF },
  ]);
  const res = await t.req({ method: 'POST', url: `${envio}${id}`, token, payload, headers });
  return { res, ler: `${lista}${id}`, doLer: (lido, anexoId) => (lido as { id: number }[]).find((a) => a.id === anexoId) };
};

/** A sheet awaiting review (status 3), written straight into the table: any staff user of the module may accept it. */
const aceitarFolha = async (token: string): Promise<Escrita> => {
  const estagio = await f.estagio();
  const { id: defensoriaId } = await defensoriaNoBanco(t.database.db);
  const [folha] = await t.database.db
    .insert(folhaFrequencia)
    .values({
      estagioId: estagio.id, estagiarioId: (estagio.corpo.estagiario as { id: number }).id, ano: 2031, mes: 5, status: 3, defensoriaId,
      local: 'Defensoria', comarca: 'Aracaju', curso: 'Direito', dataInicioEstagio: '2025-03-01', fimSemana: false,
    })
    .returning({ id: folhaFrequencia.id });
  const res = await t.req({ method: 'PATCH', url: `/api/folha_frequencia/assinar/${folha!.id}/true`, token });
  // The answer is the step's (message and new status) over what the sheet's GET shows.
  const doLer = (lido: unknown, id: number) => {
    const { status, versao } = lido as { status: number; versao: number };
    return { id, message: 'Folha concluída.', status, versao };
  };
  return { res, ler: `/api/folha_frequencia/${folha!.id}`, doLer };
};

/** The month's generation queued: its answer is the job, as its GET shows it to its author. */
const gerarMes = async (token: string): Promise<Escrita> => {
  const res = await t.req({ method: 'POST', url: '/api/folha_frequencia/2031/6', token });
  const { tarefa } = res.json<{ tarefa: number }>();
  return { res, ler: `/api/tarefa/${tarefa}`, doLer: (lido) => ({ tarefa: (lido as { id: number }).id }) };
};

/** The bulk approval queued (ADR 054): its answer is the job, as its GET shows it to its author. */
const aprovarEmLote = async (token: string): Promise<Escrita> => {
  const res = await t.req({ method: 'POST', url: '/api/folha_frequencia/aprovacao', token, payload: { ids: [1] } });
  const { tarefa } = res.json<{ tarefa: number }>();
  return { res, ler: `/api/tarefa/${tarefa}`, doLer: (lido) => ({ tarefa: (lido as { id: number }).id }) };
};

/** How to write each record whose answer is cut: every route of the app that declares `leitura` must be here. */
const ESCRITAS: Record<string, (token: string) => Promise<Escrita>> = {
  'POST /api/papel': criar('papel'),
  'PUT /api/papel/:id': editar('papel'),
  'POST /api/assessor': criar('assessor'),
  'PUT /api/assessor/:id': editar('assessor'),
  'POST /api/assessor_anexos/:id': anexar('assessor', '/api/assessor_anexos/', '/api/assessor_anexos/assessor/anexos/'),
  'POST /api/attachment/:id': anexar('estagiario', '/api/attachment/', '/api/attachment/estagiario/anexos/'),
  'POST /api/attachment/estagio/:id': anexar('estagio', '/api/attachment/estagio/', '/api/attachment/estagio/anexos/anexos/'),
  'POST /api/curso': criar('curso'),
  'PUT /api/curso/:id': editar('curso'),
  'POST /api/instituicao': criar('instituicao'),
  'PUT /api/instituicao/:id': editar('instituicao'),
  'POST /api/comarca': criar('comarca'),
  'PUT /api/comarca/:id': editar('comarca'),
  'POST /api/atuacao': criar('atuacao'),
  'PUT /api/atuacao/:id': editar('atuacao'),
  'POST /api/vara': criar('vara'),
  'PUT /api/vara/:id': editar('vara'),
  'POST /api/defensoria': criar('defensoria'),
  'PUT /api/defensoria/:id': editar('defensoria'),
  'POST /api/distrito': criar('distrito'),
  'PUT /api/distrito/:id': editar('distrito'),
  'POST /api/feriado': criar('feriado'),
  'PUT /api/feriado': editar('feriado', () => '/api/feriado'),
  'PUT /api/feriado/:id': editar('feriado'),
  'POST /api/nucleo': criar('nucleo'),
  'PUT /api/nucleo/:id': editar('nucleo'),
  'POST /api/predio': criar('predio'),
  'PATCH /api/folha_frequencia/assinar/:id/:aprovar': aceitarFolha,
  'POST /api/folha_frequencia/:ano/:mes': gerarMes,
  'POST /api/folha_frequencia/aprovacao': aprovarEmLote,
};

const chave = (r: RotaComLeitura) => `${r.method} ${r.url}`;
const rotas = rotasComLeitura(t.app);

/** The permission sets that pass a rule: all of `todas`, or each one of `alguma`. */
const conjuntos = (a: Acesso): Permissao[][] => (typeof a !== 'object' ? [[]] : 'todas' in a ? [a.todas] : a.alguma.map((p) => [p]));
/** Whether a staff user with these permissions meets the rule. */
const passa = (a: Acesso, permissoes: Permissao[]) =>
  typeof a !== 'object' ? true : 'todas' in a ? a.todas.every((p) => permissoes.includes(p)) : a.alguma.some((p) => permissoes.includes(p));

/** What the caller's GET shows of the record (a list row for attachments), or its refusal. */
async function leitura(e: Escrita, token: string) {
  const res = await t.req({ method: 'GET', url: e.ler, token });
  if (res.statusCode !== 200) return { status: res.statusCode };
  return { status: 200, registro: e.doLer ? e.doLer(res.json(), e.res.json<{ id: number }>().id) : res.json() };
}

beforeAll(async () => {
  raiz = await t.tokenWith('todas');
  f = fabricas(t, () => raiz);
});

describe('write answers carry no more than the caller may read', () => {
  it('every write route that answers record fields declares who may read them, and is tried here', () => {
    // The server refuses to start with a write answering record fields without `leitura` (lib/leitura.ts); the
    // routes that declare it are exactly those listed here, so none goes untried.
    expect(rotas.map(chave).sort()).toEqual(Object.keys(ESCRITAS).sort());
    const declaradas = new Set(rotasDeclaradas(t.app).map((r) => `${r.method} ${r.url}`));
    for (const k of Object.keys(ESCRITAS)) expect(declaradas.has(k), k).toBe(true);
  });

  it.each(rotas.map((r) => [chave(r), r] as const))('%s: only the id and version without the read permission; the record with it', async (_, r) => {
    for (const escrita of conjuntos(r.acesso)) {
      const soEscreve = await t.tokenWith(escrita);
      const e = await ESCRITAS[chave(r)]!(soEscreve);
      expect(e.res.statusCode, e.res.body).toBeLessThan(300);
      const lido = await leitura(e, soEscreve);
      if (passa(r.leitura, escrita)) {
        // Whoever may read the record (e.g. institutions, open to any staff session) gets it whole, as the GET shows it.
        expect(lido.status).toBe(200);
        expect(e.res.json()).toEqual(lido.registro);
      } else {
        expect(lido.status, `${escrita.join(',')} não deveria ler ${e.ler}`).toBe(403);
        const resposta = e.res.json<Record<string, unknown>>();
        expect(Object.keys(resposta).sort(), JSON.stringify(resposta)).toEqual('versao' in resposta ? ['id', 'versao'] : ['id']);
        expect(resposta.id).toEqual(expect.any(Number));
      }

      for (const ler of conjuntos(r.leitura)) {
        const tambemLe = await t.tokenWith([...new Set([...escrita, ...ler])]);
        const completo = await ESCRITAS[chave(r)]!(tambemLe);
        expect(completo.res.statusCode, completo.res.body).toBeLessThan(300);
        const visto = await leitura(completo, tambemLe);
        expect(visto.status).toBe(200);
        expect(completo.res.json()).toEqual(visto.registro);
      }
    }
  });
});

describe('the server refuses to start with a write that could leak', () => {
  const registro = z.object({ id: z.number(), nome: z.string(), versao: z.number() });
  async function servidorCom(rota: { response: z.ZodType; leitura?: Acesso }) {
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerLeituraDasRespostas(app);
    app.put('/api/coisa/:id', {
      schema: { response: { 200: rota.response } },
      config: { acesso: { todas: ['CURSO_UPDATE'] }, ...(rota.leitura && { leitura: rota.leitura }) },
      handler: async () => ({ id: 1, nome: 'x', versao: 1 }),
    });
    try {
      await app.ready();
      return 'iniciou';
    } finally {
      await app.close();
    }
  }

  it.each([
    ['answers record fields without declaring who may read them', { response: registro }, /responde dados do registro: declare quem pode lê-los/],
    ['declares leitura but answers the record whole', { response: registro, leitura: { todas: ['CURSO_READ'] } as Acesso }, /declara leitura mas não responde registroOuResumo/],
    ['answers registroOuResumo without declaring leitura', { response: registroOuResumo(registro) }, /sem declarar a leitura/],
  ])('%s', async (_, rota, erro) => {
    await expect(servidorCom(rota)).rejects.toThrow(erro);
  });

  it('starts with the message-and-version answer, or the record declared with its reader', async () => {
    expect(await servidorCom({ response: z.object({ message: z.string(), versao: z.number() }) })).toBe('iniciou');
    expect(await servidorCom({ response: registroOuResumo(registro), leitura: { todas: ['CURSO_READ'] } })).toBe('iniciou');
  });
});
