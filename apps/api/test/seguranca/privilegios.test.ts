import { PERMISSOES, type Permissao } from '@sgi/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withActor } from '../../src/db/actor.js';
import { contextoDoSistema } from '../../src/lib/contexto.js';
import { pessoa } from '../../src/modules/pessoas/table.js';
import { cpfDeTeste } from '../cpf.js';
import { testApp } from '../helpers.js';

/**
 * Privilege escalation (issue 10 items 1 and 2, ADR 026), as a table: every path that gives a user a papel, a
 * password or the e-mail their recovery code goes to, and every path that changes a papel's permissions, × {a role
 * with more permissions than the actor's, the actor's own role, another user's password or e-mail when that user has
 * more permissions, the allowed case}. A refusal is 403 with its reason, and not one row of the access tables (nor
 * the history) changes; the victim keeps their password.
 */
const t = await testApp();
const db = t.database.db;

const PAPEL_ACIMA = 'Você não pode atribuir um papel com permissões que você não possui.';
const PROPRIO_PAPEL = 'Você não pode alterar o próprio papel.';
const USUARIO_ACIMA = 'Você não pode alterar a senha ou o papel de um usuário com permissões que você não possui.';
const DESATIVAR_ACIMA = 'Você não pode desativar nem remover um usuário com permissões que você não possui.';
const EMAIL_ACIMA = 'Você não pode alterar o e-mail de um usuário com permissões que você não possui: é para ele que vai o código de troca de senha.';
const permissoesDoPapel = (...rotulos: string[]) =>
  `Você não pode incluir nem retirar de um papel permissões que você não possui: ${rotulos.join(', ')}.`;

/** The password an attacker tries to give the victim, and the address they would read its recovery code at. */
const SENHA_DO_ATACANTE = 'senha-escolhida-pelo-atacante';
const EMAIL_DO_ATACANTE = 'atacante@exemplo.com';
const NASCIMENTO = '1980-04-12';

let seq = 0;
let raiz: string; // every permission: the test's own reads (versions)

interface Usuario {
  id: number;
  username: string;
  senha: string;
  papelId: number;
  pessoaId: number;
  nome: string;
  sobrenome: string | null;
  email: string | null;
  cpf: string;
  token: string;
}

/** A user with these permissions, their pessoa given a CPF (the defender and intern forms find people by it). */
async function usuario(permissoes: Permissao[] | 'todas'): Promise<Usuario> {
  const u = await t.user(permissoes);
  const cpf = cpfDeTeste(5000 + ++seq);
  const [p] = await withActor(db, contextoDoSistema(), (tx) =>
    tx.update(pessoa).set({ cpf, dataNascimento: NASCIMENTO }).where(sql`${pessoa.id} = (select pessoa_id from usuario where id = ${u.id})`).returning(),
  );
  return { ...u, pessoaId: p!.id, nome: p!.nome, sobrenome: p!.sobrenome, email: p!.email, cpf, token: await t.login(u.username, u.senha) };
}

const versao = (url: string) => t.versao(url, raiz);
const idDoPapel = (nome: Permissao) => ({ id: PERMISSOES.find((p) => p.nome === nome)!.id });

/** The user form's body for an existing user, as read, with some fields changed. */
const corpoDoUsuario = (u: Usuario, mudancas: Record<string, unknown> = {}) => ({
  username: u.username,
  senha: null,
  nome: u.nome,
  sobrenome: u.sobrenome,
  email: u.email,
  funcao: null,
  ativo: true,
  recebenotificacaoes: false,
  papel: { id: u.papelId },
  corfundotabela: '#e5e5e5',
  corletratabela: '#000000',
  ...mudancas,
});

/** The pessoa form's body for a user's pessoa, with its user profile (changed as given). */
const corpoDaPessoa = (u: Usuario, perfil: Record<string, unknown> = {}, dados: Record<string, unknown> = {}) => ({
  nome: u.nome,
  sobrenome: u.sobrenome,
  cpf: u.cpf,
  dataNascimento: NASCIMENTO,
  email: u.email,
  emailInstitucional: null,
  usuario: { ativo: true, username: u.username, senha: null, papel: { id: u.papelId }, funcao: null, recebenotificacaoes: false, corfundotabela: '#e5e5e5', corletratabela: '#000000', ...perfil },
  ...dados,
});

const novoUsuario = (papelId: number) => {
  const n = ++seq;
  return {
    username: `novo.${n}`,
    senha: SENHA_DO_ATACANTE,
    nome: 'Novo',
    sobrenome: `Usuário ${n}`,
    email: `novo.${n}@exemplo.com`,
    funcao: null,
    ativo: true,
    recebenotificacaoes: false,
    papel: { id: papelId },
    corfundotabela: '#e5e5e5',
    corletratabela: '#000000',
  };
};

const corpoDoDefensor = (u: Usuario, mudancas: Record<string, unknown> = {}) => ({
  cpf: u.cpf,
  titulo: null,
  nome: [u.nome, u.sobrenome].filter(Boolean).join(' '),
  ativo: true,
  data_nascimento: NASCIMENTO,
  email_pessoal: u.email,
  email: null,
  endereco: null,
  telefone: null,
  numero_oab: null,
  matricula_defensoria: null,
  data_admissao: null,
  data_referencia: null,
  anotacao: null,
  data_exoneracao: null,
  ...mudancas,
});

const corpoDoEstagiario = (u: Usuario, mudancas: Record<string, unknown> = {}) => ({
  cpf: u.cpf,
  nome: [u.nome, u.sobrenome].filter(Boolean).join(' '),
  data_nascimento: NASCIMENTO,
  email: u.email,
  estadocivil: 0,
  anotacao: null,
  ativo: true,
  telefone: { ddd: null, numero: null },
  celular: { ddd: null, numero: null },
  ...mudancas,
});

/** Who takes part in a case: the attacker, a victim with every permission, and a user with none. */
interface Cena {
  atacante: Usuario;
  vitima: Usuario;
  abaixo: Usuario;
}

type Pedido = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

interface Caso {
  caminho: string;
  caso:
    | 'papel com mais permissões'
    | 'próprio papel'
    | 'senha de usuário com mais permissões'
    | 'papel de usuário com mais permissões'
    | 'e-mail de usuário com mais permissões'
    | 'desativar usuário com mais permissões'
    | 'remover usuário com mais permissões'
    | 'permissões que não possui'
    | 'permitido';
  /** the attacker's permissions: only what the path needs */
  permissoes: Permissao[];
  /** what must exist before the request, done as the victim (e.g. the victim's defender profile) */
  preparar?: (c: Cena) => Promise<void>;
  pedido: (c: Cena) => Promise<Pedido>;
  /** 403 with this message, or the success status */
  esperado: string | 200 | 201;
  /** for the allowed case: what the write did */
  efeito?: (c: Cena) => Promise<void>;
}

async function entra(username: string, senha: string): Promise<number> {
  const res = await t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username, password: senha } });
  return res.statusCode;
}

const comoVitima = async (c: Cena, pedido: Pedido) => {
  const res = await t.req({ ...pedido, token: c.vitima.token });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

const CASOS: Caso[] = [
  // ---- POST /api/usuario ----
  {
    caminho: 'POST /api/usuario',
    caso: 'papel com mais permissões',
    permissoes: ['USUARIO_CREATE'],
    pedido: async (c) => ({ method: 'POST', url: '/api/usuario', payload: novoUsuario(c.vitima.papelId) }),
    esperado: PAPEL_ACIMA,
  },
  {
    caminho: 'POST /api/usuario',
    caso: 'permitido',
    permissoes: ['USUARIO_CREATE'],
    pedido: async (c) => ({ method: 'POST', url: '/api/usuario', payload: { ...novoUsuario(c.atacante.papelId), username: `criado.${c.atacante.id}` } }),
    esperado: 201,
    efeito: async (c) => expect(await entra(`criado.${c.atacante.id}`, SENHA_DO_ATACANTE)).toBe(200),
  },
  // ---- PUT /api/usuario/:id ----
  {
    caminho: 'PUT /api/usuario/:id',
    caso: 'próprio papel',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/usuario/${c.atacante.id}`, payload: { ...corpoDoUsuario(c.atacante, { papel: { id: c.vitima.papelId } }), versao: await versao(`/api/usuario/${c.atacante.id}`) } }),
    esperado: PROPRIO_PAPEL,
  },
  {
    caminho: 'PUT /api/usuario/:id',
    caso: 'papel com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/usuario/${c.abaixo.id}`, payload: { ...corpoDoUsuario(c.abaixo, { papel: { id: c.vitima.papelId } }), versao: await versao(`/api/usuario/${c.abaixo.id}`) } }),
    esperado: PAPEL_ACIMA,
  },
  {
    caminho: 'PUT /api/usuario/:id',
    caso: 'senha de usuário com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/usuario/${c.vitima.id}`, payload: { ...corpoDoUsuario(c.vitima, { senha: SENHA_DO_ATACANTE }), versao: await versao(`/api/usuario/${c.vitima.id}`) } }),
    esperado: USUARIO_ACIMA,
  },
  {
    caminho: 'PUT /api/usuario/:id',
    caso: 'papel de usuário com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/usuario/${c.vitima.id}`, payload: { ...corpoDoUsuario(c.vitima, { papel: { id: c.abaixo.papelId } }), versao: await versao(`/api/usuario/${c.vitima.id}`) } }),
    esperado: USUARIO_ACIMA,
  },
  {
    caminho: 'PUT /api/usuario/:id',
    caso: 'e-mail de usuário com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/usuario/${c.vitima.id}`, payload: { ...corpoDoUsuario(c.vitima, { email: EMAIL_DO_ATACANTE }), versao: await versao(`/api/usuario/${c.vitima.id}`) } }),
    esperado: EMAIL_ACIMA,
  },
  {
    caminho: 'PUT /api/usuario/:id',
    caso: 'desativar usuário com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/usuario/${c.vitima.id}`, payload: { ...corpoDoUsuario(c.vitima, { ativo: false }), versao: await versao(`/api/usuario/${c.vitima.id}`) } }),
    esperado: DESATIVAR_ACIMA,
  },
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário)',
    caso: 'desativar usuário com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/pessoa/${c.vitima.pessoaId}`, payload: { ...corpoDaPessoa(c.vitima, { ativo: false }), versao: await versao(`/api/pessoa/${c.vitima.pessoaId}`) } }),
    esperado: DESATIVAR_ACIMA,
  },
  {
    caminho: 'DELETE /api/usuario/:id',
    caso: 'remover usuário com mais permissões',
    permissoes: ['USUARIO_DELETE'],
    pedido: async (c) => ({ method: 'DELETE', url: `/api/usuario/${c.vitima.id}` }),
    esperado: DESATIVAR_ACIMA,
  },
  {
    caminho: 'DELETE /api/usuario/:id',
    caso: 'permitido',
    permissoes: ['USUARIO_DELETE'],
    pedido: async (c) => ({ method: 'DELETE', url: `/api/usuario/${c.abaixo.id}` }),
    esperado: 200,
    efeito: async (c) => expect(await entra(c.abaixo.username, c.abaixo.senha)).toBe(401),
  },
  {
    caminho: 'PUT /api/usuario/:id',
    caso: 'permitido',
    permissoes: ['USUARIO_UPDATE'],
    // A user with fewer permissions: a new password, a papel the attacker may grant, a new e-mail.
    pedido: async (c) => ({
      method: 'PUT',
      url: `/api/usuario/${c.abaixo.id}`,
      payload: { ...corpoDoUsuario(c.abaixo, { senha: SENHA_DO_ATACANTE, papel: { id: c.atacante.papelId }, email: 'novo@exemplo.com' }), versao: await versao(`/api/usuario/${c.abaixo.id}`) },
    }),
    esperado: 200,
    efeito: async (c) => {
      expect(await entra(c.abaixo.username, SENHA_DO_ATACANTE)).toBe(200);
      expect((await t.req({ method: 'GET', url: `/api/usuario/${c.abaixo.id}`, token: raiz })).json()).toMatchObject({ papel: { id: c.atacante.papelId }, email: 'novo@exemplo.com' });
    },
  },
  // ---- POST /api/pessoa with a user profile ----
  {
    caminho: 'POST /api/pessoa (perfil usuário)',
    caso: 'papel com mais permissões',
    permissoes: ['USUARIO_CREATE'],
    pedido: async (c) => ({
      method: 'POST',
      url: '/api/pessoa',
      payload: { nome: 'Nova', dataNascimento: NASCIMENTO, cpf: cpfDeTeste(9000 + ++seq), usuario: { username: `pessoa.${seq}`, senha: SENHA_DO_ATACANTE, papel: { id: c.vitima.papelId } } },
    }),
    esperado: PAPEL_ACIMA,
  },
  {
    caminho: 'POST /api/pessoa (perfil usuário)',
    caso: 'permitido',
    permissoes: ['USUARIO_CREATE'],
    pedido: async (c) => ({
      method: 'POST',
      url: '/api/pessoa',
      payload: { nome: 'Nova', dataNascimento: NASCIMENTO, cpf: cpfDeTeste(9000 + ++seq), usuario: { username: `pessoa.ok.${c.atacante.id}`, senha: SENHA_DO_ATACANTE, papel: { id: c.atacante.papelId } } },
    }),
    esperado: 201,
    efeito: async (c) => expect(await entra(`pessoa.ok.${c.atacante.id}`, SENHA_DO_ATACANTE)).toBe(200),
  },
  // ---- PUT /api/pessoa/:id with the user profile ----
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário)',
    caso: 'próprio papel',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/pessoa/${c.atacante.pessoaId}`, payload: { ...corpoDaPessoa(c.atacante, { papel: { id: c.vitima.papelId } }), versao: await versao(`/api/pessoa/${c.atacante.pessoaId}`) } }),
    esperado: PROPRIO_PAPEL,
  },
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário)',
    caso: 'papel com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/pessoa/${c.abaixo.pessoaId}`, payload: { ...corpoDaPessoa(c.abaixo, { papel: { id: c.vitima.papelId } }), versao: await versao(`/api/pessoa/${c.abaixo.pessoaId}`) } }),
    esperado: PAPEL_ACIMA,
  },
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário)',
    caso: 'senha de usuário com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({ method: 'PUT', url: `/api/pessoa/${c.vitima.pessoaId}`, payload: { ...corpoDaPessoa(c.vitima, { senha: SENHA_DO_ATACANTE }), versao: await versao(`/api/pessoa/${c.vitima.pessoaId}`) } }),
    esperado: USUARIO_ACIMA,
  },
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário)',
    caso: 'e-mail de usuário com mais permissões',
    permissoes: ['USUARIO_UPDATE'],
    // No user profile in the body: the pessoa's e-mails alone.
    pedido: async (c) => ({
      method: 'PUT',
      url: `/api/pessoa/${c.vitima.pessoaId}`,
      payload: { ...corpoDaPessoa(c.vitima, {}, { usuario: null, emailInstitucional: EMAIL_DO_ATACANTE }), versao: await versao(`/api/pessoa/${c.vitima.pessoaId}`) },
    }),
    esperado: EMAIL_ACIMA,
  },
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário)',
    caso: 'permitido',
    permissoes: ['USUARIO_UPDATE'],
    pedido: async (c) => ({
      method: 'PUT',
      url: `/api/pessoa/${c.abaixo.pessoaId}`,
      payload: { ...corpoDaPessoa(c.abaixo, { senha: SENHA_DO_ATACANTE, papel: { id: c.atacante.papelId } }), versao: await versao(`/api/pessoa/${c.abaixo.pessoaId}`) },
    }),
    esperado: 200,
    efeito: async (c) => expect(await entra(c.abaixo.username, SENHA_DO_ATACANTE)).toBe(200),
  },
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário novo)',
    caso: 'papel com mais permissões',
    permissoes: ['USUARIO_UPDATE', 'USUARIO_CREATE'],
    pedido: async (c) => {
      const criada = await t.req({ method: 'POST', url: '/api/pessoa', token: raiz, payload: { nome: 'Sem usuário', dataNascimento: NASCIMENTO, cpf: cpfDeTeste(9500 + ++seq) } });
      const id = criada.json<{ id: number }>().id;
      const body = { nome: 'Sem usuário', dataNascimento: NASCIMENTO, cpf: cpfDeTeste(9500 + seq), usuario: { username: `perfil.${seq}`, senha: SENHA_DO_ATACANTE, papel: { id: c.vitima.papelId } } };
      return { method: 'PUT', url: `/api/pessoa/${id}`, payload: { ...body, versao: await versao(`/api/pessoa/${id}`) } };
    },
    esperado: PAPEL_ACIMA,
  },
  {
    caminho: 'PUT /api/pessoa/:id (perfil usuário novo)',
    caso: 'permitido',
    permissoes: ['USUARIO_UPDATE', 'USUARIO_CREATE'],
    pedido: async (c) => {
      const criada = await t.req({ method: 'POST', url: '/api/pessoa', token: raiz, payload: { nome: 'Sem usuário', dataNascimento: NASCIMENTO, cpf: cpfDeTeste(9500 + ++seq) } });
      const id = criada.json<{ id: number }>().id;
      const body = { nome: 'Sem usuário', dataNascimento: NASCIMENTO, cpf: cpfDeTeste(9500 + seq), usuario: { username: `perfil.ok.${c.atacante.id}`, senha: SENHA_DO_ATACANTE, papel: { id: c.atacante.papelId } } };
      return { method: 'PUT', url: `/api/pessoa/${id}`, payload: { ...body, versao: await versao(`/api/pessoa/${id}`) } };
    },
    esperado: 200,
    efeito: async (c) => expect(await entra(`perfil.ok.${c.atacante.id}`, SENHA_DO_ATACANTE)).toBe(200),
  },
  // ---- the papel form ----
  {
    caminho: 'POST /api/papel',
    caso: 'permissões que não possui',
    permissoes: ['PAPEL_CREATE'],
    pedido: async () => ({ method: 'POST', url: '/api/papel', payload: { nome: `Papel ${++seq}`, permissoes: [idDoPapel('PAPEL_CREATE'), idDoPapel('ADMIN_ACTIONS')] } }),
    esperado: permissoesDoPapel('Ações administrativas (registro de uso, caixa de saída)'),
  },
  {
    caminho: 'POST /api/papel',
    caso: 'permitido',
    permissoes: ['PAPEL_CREATE'],
    pedido: async () => ({ method: 'POST', url: '/api/papel', payload: { nome: `Papel ${++seq}`, permissoes: [idDoPapel('PAPEL_CREATE')] } }),
    esperado: 201,
  },
  {
    caminho: 'PUT /api/papel/:id',
    caso: 'próprio papel',
    permissoes: ['PAPEL_UPDATE'],
    // The attacker's own papel given more: every holder of it gets more.
    pedido: async (c) => ({
      method: 'PUT',
      url: `/api/papel/${c.atacante.papelId}`,
      payload: { nome: `Papel do atacante ${c.atacante.id}`, permissoes: [idDoPapel('PAPEL_UPDATE'), idDoPapel('USUARIO_UPDATE')], versao: await versao(`/api/papel/${c.atacante.papelId}`) },
    }),
    esperado: permissoesDoPapel('Usuários: Alterar'),
  },
  {
    caminho: 'PUT /api/papel/:id',
    caso: 'papel com mais permissões',
    permissoes: ['PAPEL_UPDATE'],
    // The victim's papel stripped of what the attacker does not hold.
    pedido: async (c) => ({
      method: 'PUT',
      url: `/api/papel/${c.vitima.papelId}`,
      payload: { nome: `Papel da vítima ${c.vitima.id}`, permissoes: [idDoPapel('PAPEL_UPDATE')], versao: await versao(`/api/papel/${c.vitima.papelId}`) },
    }),
    esperado: `${permissoesDoPapel('Usuários: Cadastrar', 'Usuários: Visualizar', 'Usuários: Alterar', 'Usuários: Excluir', 'Usuários: Listar').slice(0, -1)} e mais ${PERMISSOES.length - 6} permissões.`,
  },
  {
    caminho: 'PUT /api/papel/:id',
    caso: 'permitido',
    permissoes: ['PAPEL_UPDATE'],
    // Renamed and given a permission the attacker holds; and the victim's papel renamed, its permissions kept.
    pedido: async (c) => ({
      method: 'PUT',
      url: `/api/papel/${c.abaixo.papelId}`,
      payload: { nome: `Renomeado ${c.abaixo.id}`, permissoes: [idDoPapel('PAPEL_UPDATE')], versao: await versao(`/api/papel/${c.abaixo.papelId}`) },
    }),
    esperado: 200,
    efeito: async (c) => {
      expect((await t.req({ method: 'GET', url: `/api/papel/${c.abaixo.papelId}`, token: raiz })).json()).toMatchObject({ nome: `Renomeado ${c.abaixo.id}`, permissoes: [{ nome: 'PAPEL_UPDATE' }] });
      const vitima = { nome: `Renomeado ${c.vitima.id}`, permissoes: PERMISSOES.map((p) => ({ id: p.id })), versao: await versao(`/api/papel/${c.vitima.papelId}`) };
      expect((await t.req({ method: 'PUT', url: `/api/papel/${c.vitima.papelId}`, token: c.atacante.token, payload: vitima })).statusCode).toBe(200);
    },
  },
  // ---- the defender and intern forms, which write the e-mails of an existing pessoa ----
  {
    caminho: 'POST /api/defensor (CPF de um usuário)',
    caso: 'e-mail de usuário com mais permissões',
    permissoes: ['DEFENSOR_CREATE'],
    pedido: async (c) => ({ method: 'POST', url: '/api/defensor', payload: corpoDoDefensor(c.vitima, { email: EMAIL_DO_ATACANTE }) }),
    esperado: EMAIL_ACIMA,
  },
  {
    caminho: 'POST /api/defensor (CPF de um usuário)',
    caso: 'permitido',
    permissoes: ['DEFENSOR_CREATE'],
    pedido: async (c) => ({ method: 'POST', url: '/api/defensor', payload: corpoDoDefensor(c.vitima) }),
    esperado: 201,
  },
  {
    caminho: 'PUT /api/defensor/:id (pessoa de um usuário)',
    caso: 'e-mail de usuário com mais permissões',
    permissoes: ['DEFENSOR_UPDATE'],
    preparar: (c) => comoVitima(c, { method: 'POST', url: '/api/defensor', payload: corpoDoDefensor(c.vitima) }),
    pedido: async (c) => {
      const id = await idDoPerfil('defensor', c.vitima.pessoaId);
      return { method: 'PUT', url: `/api/defensor/${id}`, payload: { ...corpoDoDefensor(c.vitima, { email_pessoal: EMAIL_DO_ATACANTE }), versao: await versao(`/api/defensor/${id}`) } };
    },
    esperado: EMAIL_ACIMA,
  },
  {
    caminho: 'PUT /api/defensor/:id (pessoa de um usuário)',
    caso: 'permitido',
    permissoes: ['DEFENSOR_UPDATE'],
    preparar: (c) => comoVitima(c, { method: 'POST', url: '/api/defensor', payload: corpoDoDefensor(c.vitima) }),
    pedido: async (c) => {
      const id = await idDoPerfil('defensor', c.vitima.pessoaId);
      return { method: 'PUT', url: `/api/defensor/${id}`, payload: { ...corpoDoDefensor(c.vitima, { numero_oab: 'SE 1234' }), versao: await versao(`/api/defensor/${id}`) } };
    },
    esperado: 200,
  },
  {
    caminho: 'POST /api/estagiario (CPF de um usuário)',
    caso: 'e-mail de usuário com mais permissões',
    permissoes: ['ESTAGIARIO_CREATE'],
    pedido: async (c) => ({ method: 'POST', url: '/api/estagiario', payload: corpoDoEstagiario(c.vitima, { email: EMAIL_DO_ATACANTE }) }),
    esperado: EMAIL_ACIMA,
  },
  {
    caminho: 'POST /api/estagiario (CPF de um usuário)',
    caso: 'permitido',
    permissoes: ['ESTAGIARIO_CREATE'],
    pedido: async (c) => ({ method: 'POST', url: '/api/estagiario', payload: corpoDoEstagiario(c.vitima) }),
    esperado: 201,
  },
  {
    caminho: 'PUT /api/estagiario/:id (pessoa de um usuário)',
    caso: 'e-mail de usuário com mais permissões',
    permissoes: ['ESTAGIARIO_UPDATE'],
    preparar: (c) => comoVitima(c, { method: 'POST', url: '/api/estagiario', payload: corpoDoEstagiario(c.vitima) }),
    pedido: async (c) => {
      const id = await idDoPerfil('estagiario', c.vitima.pessoaId);
      return { method: 'PUT', url: `/api/estagiario/${id}`, payload: { ...corpoDoEstagiario(c.vitima, { email: EMAIL_DO_ATACANTE }), versao: await versao(`/api/estagiario/${id}`) } };
    },
    esperado: EMAIL_ACIMA,
  },
  {
    caminho: 'PUT /api/estagiario/:id (pessoa de um usuário)',
    caso: 'permitido',
    permissoes: ['ESTAGIARIO_UPDATE'],
    preparar: (c) => comoVitima(c, { method: 'POST', url: '/api/estagiario', payload: corpoDoEstagiario(c.vitima) }),
    pedido: async (c) => {
      const id = await idDoPerfil('estagiario', c.vitima.pessoaId);
      return { method: 'PUT', url: `/api/estagiario/${id}`, payload: { ...corpoDoEstagiario(c.vitima, { anotacao: 'Sem mudança de e-mail' }), versao: await versao(`/api/estagiario/${id}`) } };
    },
    esperado: 200,
  },
];

async function idDoPerfil(tabela: 'defensor' | 'estagiario', pessoaId: number): Promise<number> {
  const r = await db.execute(sql`select id from ${sql.identifier(tabela)} where pessoa_id = ${pessoaId}`);
  return Number((((r as { rows?: { id: number }[] }).rows ?? r) as { id: number }[])[0]!.id);
}

/** Every row of the tables a grant could touch, and the size of the history: a refusal changes none of them. */
async function estado() {
  const tabela = async (nome: string) => {
    const r = await db.execute(sql`select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) as linhas from ${sql.identifier(nome)} x`);
    return (((r as { rows?: unknown[] }).rows ?? r) as { linhas: unknown }[])[0]!.linhas;
  };
  const historico = await db.execute(sql`select count(*)::int as n from historico`);
  return {
    usuario: await tabela('usuario'),
    pessoa: await tabela('pessoa'),
    papel: await tabela('papel'),
    defensor: await tabela('defensor'),
    estagiario: await tabela('estagiario'),
    historico: (((historico as { rows?: unknown[] }).rows ?? historico) as { n: number }[])[0]!.n,
  };
}

beforeAll(async () => {
  raiz = await t.tokenWith('todas');
});

describe('privilege rules over every path that grants access', () => {
  it.each(CASOS.map((c) => [c.caminho, c.caso, c] as const))('%s × %s', async (_, __, caso) => {
    const cena: Cena = { atacante: await usuario(caso.permissoes), vitima: await usuario('todas'), abaixo: await usuario([]) };
    await caso.preparar?.(cena);
    const pedido = await caso.pedido(cena);
    const antes = await estado();
    const res = await t.req({ ...pedido, token: cena.atacante.token });
    if (typeof caso.esperado === 'string') {
      expect([res.statusCode, res.json()]).toEqual([403, { message: caso.esperado }]);
      expect(await estado()).toEqual(antes);
    } else {
      expect(res.statusCode, res.body).toBe(caso.esperado);
      await caso.efeito?.(cena);
    }
  });

  it('covers every path × case the rules name', () => {
    const caminhos = new Set(CASOS.map((c) => c.caminho));
    // Each path has its allowed case beside its refusals, so a rule too wide (refusing everything) fails too.
    for (const caminho of caminhos) expect(CASOS.filter((c) => c.caminho === caminho && typeof c.esperado !== 'string').length, caminho).toBeGreaterThan(0);
    expect(CASOS.filter((c) => c.caso === 'próprio papel').map((c) => c.caminho)).toEqual(['PUT /api/usuario/:id', 'PUT /api/pessoa/:id (perfil usuário)', 'PUT /api/papel/:id']);
    expect(CASOS.filter((c) => c.caso === 'senha de usuário com mais permissões').map((c) => c.caminho)).toEqual(['PUT /api/usuario/:id', 'PUT /api/pessoa/:id (perfil usuário)']);
  });
});

describe('finding 1 as reported: USUARIO_UPDATE alone does not reach the administrator', () => {
  it('neither the own role nor the administrator’s password changes, and the chosen password does not open the account', async () => {
    const atacante = await usuario(['USUARIO_UPDATE']);
    const admin = await usuario('todas');
    const antes = await estado();
    const proprio = await t.req({
      method: 'PUT',
      url: `/api/usuario/${atacante.id}`,
      token: atacante.token,
      payload: { ...corpoDoUsuario(atacante, { papel: { id: admin.papelId } }), versao: await versao(`/api/usuario/${atacante.id}`) },
    });
    expect([proprio.statusCode, proprio.json().message]).toEqual([403, PROPRIO_PAPEL]);
    const senha = await t.req({
      method: 'PUT',
      url: `/api/usuario/${admin.id}`,
      token: atacante.token,
      payload: { ...corpoDoUsuario(admin, { senha: SENHA_DO_ATACANTE }), versao: await versao(`/api/usuario/${admin.id}`) },
    });
    expect([senha.statusCode, senha.json().message]).toEqual([403, USUARIO_ACIMA]);
    expect(await estado()).toEqual(antes);
    expect(await entra(admin.username, SENHA_DO_ATACANTE)).toBe(401);
    expect(await entra(admin.username, admin.senha)).toBe(200);
    // Still only their own permissions.
    const eu = await t.req({ method: 'GET', url: '/api/auth/me', token: atacante.token });
    expect(eu.json().permissoes).toEqual(['USUARIO_UPDATE']);
  });

  it('finding 2 as reported: USUARIO_CREATE alone creates no administrator, through either form', async () => {
    const atacante = await usuario(['USUARIO_CREATE']);
    const admin = await usuario('todas');
    const antes = await estado();
    const porUsuario = await t.req({ method: 'POST', url: '/api/usuario', token: atacante.token, payload: { ...novoUsuario(admin.papelId), username: 'admin.falso' } });
    const porPessoa = await t.req({
      method: 'POST',
      url: '/api/pessoa',
      token: atacante.token,
      payload: { nome: 'Falso', dataNascimento: NASCIMENTO, cpf: cpfDeTeste(9900), usuario: { username: 'admin.falso2', senha: SENHA_DO_ATACANTE, papel: { id: admin.papelId } } },
    });
    expect([porUsuario.statusCode, porUsuario.json().message, porPessoa.statusCode, porPessoa.json().message]).toEqual([403, PAPEL_ACIMA, 403, PAPEL_ACIMA]);
    expect(await estado()).toEqual(antes);
    expect(await entra('admin.falso', SENHA_DO_ATACANTE)).toBe(401);
    expect(await db.select().from(pessoa).where(eq(pessoa.cpf, cpfDeTeste(9900)))).toEqual([]);
  });
});
