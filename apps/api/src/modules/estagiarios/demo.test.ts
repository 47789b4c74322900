import { isValidCpf } from '@sgi/domain';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { cursoTable } from '../cursos/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { seedDemoEstagiarios } from './demo.js';
import { listEstagiarios } from './consultas.js';

const t = await testApp();
const db = t.database.db;

describe('seedDemoEstagiarios', () => {
  it('seeds valid, deterministic interns with internships, some inactive, through the services', async () => {
    const cursos = await db.insert(cursoTable).values([{ nome: 'Direito' }, { nome: 'Psicologia' }]).returning();
    const instituicoes = await db.insert(instituicaoEnsino).values([{ cnpj: '11222333000181', razaoSocial: 'Faculdade Demo' }]).returning();
    const ids = await seedDemoEstagiarios(db, { cursos, instituicoes, quantidade: 20 });
    expect(ids).toHaveLength(20);
    const q = { skip: 0, take: 100, orderField: 'nome', orderBy: 'asc', comEstagios: true, comAnexos: false, comTelefones: false } as const;
    const [todos, total] = await listEstagiarios(db, contextoDoSistema(), { ...q, inativos: true });
    expect(total).toBe(20);
    expect(todos.every((e) => e.cpf !== null && isValidCpf(e.cpf))).toBe(true);
    expect(todos.filter((e) => !e.ativo).length).toBeGreaterThan(0);
    expect(todos.filter((e) => e.estagios?.length).length).toBeGreaterThan(10);
    // A seeded PRNG, not Math.random: every demo database gets the same people.
    expect(todos.slice(0, 3).map((e) => e.nome)).toEqual(['Arthur Almeida Mota', 'Arthur Góis Andrade', 'Bruno Andrade Góis']);
  });
});
