import { alterarSenhaSchema, configuracaoUsuarioSchema, cpfSchema, loginSchema, recuperarSchema, textoSchema, trocarSenhaSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { badRequest, notImplemented } from '../../lib/errors.js';
import { mensagem } from '../../lib/pagination.js';
import { MENSAGEM_TOKEN_ENVIADO, solicitarTokenFolha, trocarLinkPorSessao } from './folha-token.js';
import { login, logout, logoutTodas } from './login.js';
import { alterarSenha, MENSAGEM_RECUPERACAO, recuperar, trocarSenha } from './service.js';

export const authRoutes = (db: Db, config: Config): FastifyPluginAsyncZod => async (app) => {
  app.post('/auth', {
    schema: {
      tags: ['auth'],
      summary: 'Login: devolve o token de sessão como valor JSON',
      headers: z.object({ version: textoSchema().optional() }),
      body: loginSchema,
      response: { 200: z.string() },
    },
    config: { acesso: 'publico' },
    handler: async (req, reply) => {
      if (req.headers.version !== undefined && req.headers.version !== '1') {
        throw badRequest('Versão do cliente não suportada. Recarregue a página.');
      }
      const token = await login(db, req.contexto, req.body.username, req.body.password);
      // Fastify sends a bare string as text; the contract is the token as a JSON value.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(token));
    },
  });

  app.get('/auth/me', {
    schema: {
      tags: ['auth'],
      summary: 'Usuário da sessão, permissões e configuração de execução (modulo fica no navegador)',
      response: { 200: configuracaoUsuarioSchema },
    },
    config: { acesso: 'qualquer' },
    handler: async (req) => {
      const s = req.sessao!;
      return {
        id: s.usuarioId,
        escopo: s.escopo,
        username: s.username,
        nome: s.nome ? [s.nome, s.sobrenome].filter(Boolean).join(' ') : null,
        cpf: s.cpf,
        permissoes: s.escopo === 'usuario' ? s.permissoes : [],
        navbar: s.escopo === 'usuario',
        corfundotabela: s.corfundotabela ?? '#e5e5e5',
        corletratabela: s.corletratabela ?? '#000000',
      };
    },
  });

  app.post('/auth/logout', {
    schema: { tags: ['auth'], summary: 'Encerra a sessão atual (o token deixa de valer; as outras continuam)', response: { 204: z.null() } },
    config: { acesso: 'qualquer' },
    handler: async (req, reply) => {
      await logout(db, req.contexto);
      return reply.status(204).send(null);
    },
  });

  app.post('/auth/logout/todas', {
    schema: { tags: ['auth'], summary: 'Sair de todas as sessões: encerra todas as sessões do usuário, inclusive a atual', response: { 204: z.null() } },
    config: { acesso: 'usuario' },
    handler: async (req, reply) => {
      await logoutTodas(db, req.contexto);
      return reply.status(204).send(null);
    },
  });

  app.patch('/auth/senha', {
    schema: {
      tags: ['auth'],
      summary: 'Troca a própria senha (exige a atual); revoga as sessões e devolve um novo token',
      body: alterarSenhaSchema,
      response: { 200: z.object({ token: z.string(), message: z.string() }) },
    },
    config: { acesso: 'usuario' },
    handler: async (req) => {
      const token = await alterarSenha(db, req.contexto, req.body.senhaAtual, req.body.novaSenha);
      return { token, message: 'Senha alterada com sucesso.' };
    },
  });

  app.post('/auth/recuperar', {
    schema: {
      tags: ['auth'],
      summary: 'Pede um código de troca de senha por e-mail (resposta sempre igual)',
      body: recuperarSchema,
      response: { 202: mensagem },
    },
    config: { acesso: 'publico' },
    handler: async (req, reply) => {
      await recuperar(db, req.contexto, req.body.input, config.publicUrl);
      return reply.status(202).send({ message: MENSAGEM_RECUPERACAO });
    },
  });

  app.patch('/auth/trocarsenha', {
    schema: {
      tags: ['auth'],
      summary: 'Define a senha com o código de recuperação',
      body: trocarSenhaSchema,
      response: { 200: mensagem },
    },
    config: { acesso: 'publico' },
    handler: async (req) => {
      await trocarSenha(db, req.contexto, req.body.codigorecuperacao, req.body.senha);
      return { message: 'Senha alterada com sucesso.' };
    },
  });

  app.get('/auth/google', {
    schema: { tags: ['auth'], summary: 'Login Google (OIDC): indisponível sem configuração' },
    config: { acesso: 'publico' },
    handler: async () => {
      throw notImplemented('O login pelo Google não está disponível nesta instalação.');
    },
  });

  app.post('/auth/folha/token', {
    schema: {
      tags: ['auth'],
      summary: 'Estagiário/supervisor pede pelo CPF um link de acesso à folha (resposta sempre igual)',
      body: z.object({ input: cpfSchema }),
      response: { 202: mensagem },
    },
    config: { acesso: 'publico' },
    handler: async (req, reply) => {
      await solicitarTokenFolha(db, req.contexto, req.body.input, config.publicUrl);
      return reply.status(202).send({ message: MENSAGEM_TOKEN_ENVIADO });
    },
  });

  app.post('/auth/folha/token/info', {
    schema: {
      tags: ['auth'],
      summary: 'Troca o token do link por uma sessão restrita à folha de frequência',
      body: z.object({ input: textoSchema().trim().min(21, 'Token inválido.').max(200, 'Token inválido.') }),
      response: { 200: z.object({ personCPF: z.string(), folhaId: z.number().nullable(), token: z.string() }) },
    },
    config: { acesso: 'publico' },
    handler: async (req) => trocarLinkPorSessao(db, req.contexto, req.body.input),
  });
};
