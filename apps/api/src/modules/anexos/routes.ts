import type { AnexoDonoTipo, Permissao } from '@sgi/domain';
import { anexoResumoSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { enviarArquivo, lerUpload, validarArquivo } from '../../lib/files.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, mensagem } from '../../lib/pagination.js';
import { createAnexo, exigirDono, getArquivo, listAnexos, removeAnexo } from './service.js';


const ref = z.object({ id: z.coerce.number().int().positive() });
/** The spec's `data` part (§3 Attachment): the filename and the owner's id. */
const dadosSchema = z.object({
  filename: textoSchema().max(1000, 'Nome de arquivo longo demais.').nullish(),
  assessor: ref.nullish(),
  estagiario: ref.nullish(),
  estagio: ref.nullish(),
});

const DONO_NAO_CONFERE = 'Os dados do anexo (data) não indicam o mesmo registro do endereço.';

/** Parses `data` and checks it names exactly the owner of the path; returns the filename to use. */
function nomeDoAnexo(tipo: AnexoDonoTipo, donoId: number, campos: Record<string, string>, nomeDoArquivo: string): string {
  if (campos.data === undefined) throw badRequest('Informe os dados do anexo (data).', { data: ['Informe os dados do anexo (data).'] });
  let bruto: unknown;
  try {
    bruto = JSON.parse(campos.data);
  } catch {
    throw badRequest('Os dados do anexo (data) não são um JSON válido.', { data: ['JSON inválido.'] });
  }
  const r = dadosSchema.safeParse(bruto);
  if (!r.success) throw badRequest(r.error.issues[0]?.message ?? 'Dados do anexo inválidos.', { data: r.error.issues.map((i) => i.message) });
  const donos = (['assessor', 'estagiario', 'estagio'] as const).filter((t) => r.data[t]);
  if (donos.length !== 1 || donos[0] !== tipo || r.data[tipo]!.id !== donoId) throw badRequest(DONO_NAO_CONFERE, { data: [DONO_NAO_CONFERE] });
  return r.data.filename || nomeDoArquivo;
}

interface Rotas {
  tipo: AnexoDonoTipo;
  tag: string;
  envio: string;
  lista: string;
  arquivo: string;
  ver: Permissao[];
  alterar: Permissao[];
}

/** The spec's paths (cadastros-relatorios §7); reading needs the owner's READ or ENUMERATE, changing its CREATE or UPDATE. */
const ROTAS: Rotas[] = [
  {
    tipo: 'assessor',
    tag: 'assessor',
    envio: '/assessor_anexos/:id',
    lista: '/assessor_anexos/assessor/anexos/:id',
    arquivo: '/assessor_anexos/:id',
    ver: ['ASSESSOR_READ', 'ASSESSOR_ENUMERATE'],
    alterar: ['ASSESSOR_CREATE', 'ASSESSOR_UPDATE'],
  },
  {
    tipo: 'estagiario',
    tag: 'estagiario',
    envio: '/attachment/:id',
    lista: '/attachment/estagiario/anexos/:id',
    arquivo: '/attachment/:id',
    ver: ['ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'],
    alterar: ['ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE'],
  },
  {
    tipo: 'estagio',
    tag: 'estagiario',
    envio: '/attachment/estagio/:id',
    lista: '/attachment/estagio/anexos/anexos/:id',
    arquivo: '/attachment/estagio/:id',
    ver: ['ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'],
    alterar: ['ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE'],
  },
];

export const anexoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  for (const r of ROTAS) {
    app.post(r.envio, {
      schema: {
        tags: [r.tag],
        summary: `Anexa um arquivo (multipart: file e data {filename, ${r.tipo}: {id}}) ao ${r.tipo} do id`,
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 201: registroOuResumo(anexoResumoSchema) },
      },
      // The upload's answer is the list's row: only for who may read the list (lib/leitura).
      config: { acesso: { alguma: r.alterar }, leitura: { alguma: r.ver }, recurso: r.tipo },
      handler: async (req, reply) => {
        const dono = { tipo: r.tipo, id: req.params.id };
        // 404 before reading the upload: attachments only after the record is saved (§4).
        await exigirDono(db, dono);
        const upload = await lerUpload(req);
        const arquivo = validarArquivo(upload.conteudo, nomeDoAnexo(r.tipo, dono.id, upload.campos, upload.nomeDoArquivo));
        return reply.status(201).send(await createAnexo(db, req.contexto, dono, arquivo));
      },
    });

    app.get(r.lista, {
      schema: { tags: [r.tag], summary: `Anexos do ${r.tipo} do id (sem o conteúdo)`, params: idParam, response: { 200: z.array(anexoResumoSchema) } },
      config: { acesso: { alguma: r.ver }, recurso: r.tipo },
      handler: async (req) => listAnexos(db, req.contexto, { tipo: r.tipo, id: req.params.id }),
    });

    app.get(r.arquivo, {
      schema: { tags: [r.tag], summary: 'Baixa o arquivo do anexo (sempre como download)', params: idParam },
      config: { acesso: { alguma: r.ver }, recurso: 'anexo' },
      handler: async (req, reply) => enviarArquivo(reply, await getArquivo(db, r.tipo, req.params.id)),
    });

    app.delete(r.arquivo, {
      schema: { tags: [r.tag], params: idParam, response: { 200: mensagem } },
      config: { acesso: { alguma: r.alterar }, recurso: 'anexo' },
      handler: async (req) => {
        await removeAnexo(db, req.contexto, r.tipo, req.params.id);
        return { message: 'Anexo removido.' };
      },
    });
  }
};
