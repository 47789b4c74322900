import { formatCnpj, isValidCnpj } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import { comarca } from '../src/modules/comarcas/table.js';
import { defensoria } from '../src/modules/defensorias/table.js';
import { cpfDeTeste } from './cpf.js';
import type { TestApp } from './helpers.js';

/**
 * Small factories for the registers (STYLE "Tests": Outline's buildUser()): each creates one valid record through
 * the API, as a user with every permission would, and answers its id and the body it sent, so a test can edit the
 * record with the same body. Every call makes unique names, CPFs and CNPJs.
 */
export interface Criado {
  id: number;
  corpo: Record<string, unknown>;
}

let seq = 0;
const proximo = () => ++seq + Math.floor(Math.random() * 1000) * 1000;

/** The 12-character base plus the check digits, found by trying all 100 against the domain rule. */
const cnpjDe = (n: number) => {
  const base = `9${String(n).padStart(7, '0')}0001`;
  return formatCnpj(base + [...Array(100).keys()].map((d) => String(d).padStart(2, '0')).find((dv) => isValidCnpj(base + dv))!);
};

/** The new record's id, however the route answers it: {id}, a bare number, or the Location of a warning. */
export function idDaResposta(res: { statusCode: number; body: string; headers: Record<string, unknown> }): number {
  expect(res.statusCode, res.body).toBe(201);
  const json = JSON.parse(res.body) as unknown;
  if (typeof json === 'number') return json;
  if (json && typeof json === 'object' && 'id' in json) return Number((json as { id: unknown }).id);
  return Number(String(res.headers.location).split('/').pop());
}

/**
 * A defensoria with its own comarca written straight into the tables, for tests of another register that only need
 * one to point at (the defensoria API has its own tests). Answers its id and name.
 */
export async function defensoriaNoBanco(db: Db, over: Partial<typeof defensoria.$inferInsert> = {}): Promise<{ id: number; nome: string }> {
  const n = proximo();
  const [c] = await db.insert(comarca).values({ nome: `Comarca ${n}` }).returning({ id: comarca.id });
  const [d] = await db
    .insert(defensoria)
    .values({ nome: `Defensoria ${n}`, comarcaId: c!.id, ...over })
    .returning({ id: defensoria.id, nome: defensoria.nome });
  return d!;
}

/**
 * `n` internships written straight in SQL, for the generation at scale (escala.test.ts, the kill -9 of the generation):
 * one defensoria per ten interns, each with a titular defender, every internship placed 13:00–17:00 since 2025-01-01,
 * one in ten a weekend intern. The names carry `rotulo`, so two calls on one database do not collide on a CNPJ.
 */
export async function estagiosEmEscala(db: Db, n: number, rotulo: string): Promise<void> {
  const defensorias = Math.max(1, Math.floor(n / 10));
  await db.execute(sql`
    with c as (insert into comarca (nome) values (${`Comarca ${rotulo}`}) returning id),
    cu as (insert into curso (nome) values (${`Direito (${rotulo})`}) returning id),
    i as (insert into instituicao_ensino (cnpj, razao_social) values ('11222333000181', ${`Faculdade ${rotulo}`}) returning id),
    d as (insert into defensoria (nome, comarca_id) select 'Defensoria ' || g, c.id from c, generate_series(1, ${defensorias}) g returning id),
    pe as (insert into pessoa (nome, cpf) select 'Estagiária ' || g, lpad(g::text, 11, '0') from generate_series(1, ${n}) g returning id),
    ea as (insert into estagiario (pessoa_id) select id from pe returning id),
    e as (insert into estagio (estagiario_id, tipo_estagio, instituicao_ensino_id, curso_id, data_inicio_estagio, data_colacao_grau, email, fim_semana)
          select ea.id, 6, i.id, cu.id, '2025-01-01', '2027-06', 'escala' || ea.id || '@defensoria.exemplo', ea.id % 10 = 0 from ea, i, cu returning id),
    pd as (insert into pessoa (nome, cpf) select 'Defensora ' || g, lpad((100000 + g)::text, 11, '0') from generate_series(1, ${defensorias}) g returning id),
    df as (insert into defensor (pessoa_id) select id from pd returning id),
    dn as (select id, row_number() over (order by id) as n from d),
    fn as (select id, row_number() over (order by id) as n from df),
    titulares as (insert into lotacao (tipo, defensor_id, defensoria_id, data_inicial) select 2, fn.id, dn.id, '2024-01-01' from dn join fn using (n))
    insert into lotacao (tipo, estagio_id, defensoria_id, data_inicial, entrada, saida)
    select 4, e.id, dn.id, '2025-01-01', '13:00', '17:00' from e join dn on dn.n = 1 + e.id % ${defensorias}`);
}

export function fabricas(t: TestApp, token: () => string) {
  const criar = async (recurso: string, corpo: Record<string, unknown>): Promise<Criado> => {
    const res = await t.req({ method: 'POST', url: `/api/${recurso}`, token: token(), payload: corpo });
    return { id: idDaResposta(res), corpo };
  };

  const f = {
    comarca: () => criar('comarca', { ordem: 1, prefixo: 'FAB', nome: `Comarca ${proximo()}`, agrupar: false }),
    atuacao: () => criar('atuacao', { ordem: 1, nome: `Atuação ${proximo()}` }),
    async vara() {
      return criar('vara', { ordem: 1, nome: `Vara ${proximo()}`, atuacao: { id: (await f.atuacao()).id } });
    },
    async predio() {
      return criar('predio', {
        ordem: 1,
        comarca: { id: (await f.comarca()).id },
        nome: `Fórum ${proximo()}`,
        tipo: 1,
        endereco: { cep: '49010-000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Praça Fausto Cardoso', complemento: null, numero: '10' },
        telefoneprincipal: { ddd: 79, numero: '3211-4567' },
        telefonesecundario: { ddd: 79, numero: null },
        setores: [{ sigla: 'GER', nome: 'Gerência', capacidade: 5, responsavel: null }],
      });
    },
    async defensoria() {
      return criar('defensoria', { nome: `Defensoria ${proximo()}`, comarca: { id: (await f.comarca()).id } });
    },
    async distrito() {
      return criar('distrito', { nome: `Distrito ${proximo()}`, defensoria: { id: (await f.defensoria()).id } });
    },
    async nucleo() {
      return criar('nucleo', {
        ordem: 1,
        nome: `Núcleo ${proximo()}`,
        comarca: { id: (await f.comarca()).id },
        predio: null,
        substituto1: null,
        substituto2: null,
        maximoIntegrantes: 4,
        telefone: { ddd: 79, numero: '3211-4567' },
      });
    },
    curso: () => criar('curso', { nome: `Curso ${proximo()}` }),
    instituicao: () => {
      const n = proximo();
      return criar('instituicao', { cnpj: cnpjDe(n), razao_social: `Faculdade ${n}` });
    },
    assessor: () => {
      const n = proximo();
      return criar('assessor', { cpf: cpfDeTeste(700000 + n), nome: `Assessor ${n}` });
    },
    defensor: () => {
      const n = proximo();
      return criar('defensor', {
        cpf: cpfDeTeste(800000 + n),
        titulo: 'Dr.',
        nome: `Defensor ${n}`,
        ativo: true,
        data_nascimento: '1970-08-20',
        email_pessoal: `defensor${n}@exemplo.com`,
        email: `defensor${n}@defensoria.gov.br`,
        endereco: null,
        telefone: null,
        numero_oab: `SE ${n}`,
        matricula_defensoria: String(n),
        data_admissao: '2005-02-01',
        data_referencia: null,
        anotacao: null,
        data_exoneracao: null,
      });
    },
    estagiario: () => {
      const n = proximo();
      return criar('estagiario', {
        cpf: cpfDeTeste(900000 + n),
        nome: `Estagiária ${n}`,
        data_nascimento: '2002-05-17',
        email: `estagiaria${n}@exemplo.com`,
        estadocivil: 0,
        anotacao: null,
        ativo: true,
        telefone: { ddd: null, numero: '3218-0000' },
        celular: { ddd: 11, numero: '99988-7766' },
      });
    },
    /** An internship of `estagiario` (a new intern when not given). */
    /** An internship of this intern (or of a new one), with `over` changing any field of the body. */
    async estagio(estagiario?: Criado, over: Record<string, unknown> = {}) {
      const [de, instituicao, curso] = await Promise.all([estagiario ?? f.estagiario(), f.instituicao(), f.curso()]);
      return criar('estagio', {
        estagiario: { id: de.id },
        tipo_estagio: 6,
        instituicao_ensino: { id: instituicao.id },
        curso: { id: curso.id },
        data_inicio_estagio: '2025-03-01',
        data_fim_estagio: null,
        desligamento: null,
        data_colacao_grau: '2027-06',
        email: `estagio${proximo()}@defensoria.exemplo`,
        fim_semana: false,
        ...over,
      });
    },
    pessoa: () => {
      const n = proximo();
      return criar('pessoa', { nome: 'Pessoa', sobrenome: `Fabricada ${n}`, cpf: cpfDeTeste(600000 + n), dataNascimento: '1988-04-12', email: `pessoa${n}@exemplo.com` });
    },
    papel: (permissoes: { id: number }[] = []) => criar('papel', { nome: `Papel ${proximo()}`, permissoes }),
    async usuario() {
      const n = proximo();
      return criar('usuario', {
        username: `fabricado.${n}`,
        senha: `Fabrica-${n}-senha-longa`,
        nome: 'Usuário',
        sobrenome: `Fabricado ${n}`,
        email: `fabricado.${n}@defensoria.gov.br`,
        funcao: null,
        ativo: true,
        recebenotificacaoes: false,
        papel: { id: (await f.papel()).id },
        corfundotabela: '#e5e5e5',
        corletratabela: '#000000',
      });
    },
    async lotacao() {
      const [defensor, defensoria] = await Promise.all([f.defensor(), f.defensoria()]);
      // Designação (4): no titular rule, no intern cap, so no warning text.
      return criar('lotacao', { tipo: 4, defensor: { id: defensor.id }, defensoria: { id: defensoria.id }, data_inicial: '2025-01-01' });
    },
    /** A leave action (Licença Outros Motivos, three days far ahead) of a new defender, without substitutions. */
    async periodo() {
      const defensor = await f.defensor();
      return criar('periodo', { tipo: 5, defensor: { id: defensor.id }, data_inicial: '2031-05-12', data_final: '2031-05-14', motivo: 'Licença para capacitação', substituicoes: [] });
    },
    feriado: () => criar('feriado', { nome: `Feriado ${proximo()}`, inicio: '2031-03-10', fim: '2031-03-10', geral: true, defensorias: [] }),
  };
  return f;
}

export type Fabricas = ReturnType<typeof fabricas>;
