import { describe, expect, it } from 'vitest';
import { ajustarLados, errosDosFiltros, filtrosIniciais, MENSAGEM_NADA_A_ESCOLHER, opcoesDoLado, opcoesDosSeletores, parametrosDoSolar, type FiltrosSolar, type Tabelas } from './filtros';

const TABELAS: Tabelas = {
  area: [{ id: 1, nome: 'Cível' }],
  defensoria: [
    { id: 11, nome: 'Defensoria A', comarca: 'Aracaju', diretoria: 'Metropolitana' },
    { id: 12, nome: 'Defensoria B', comarca: 'Aracaju', diretoria: 'Interior' },
    { id: 14, nome: 'Defensoria C', comarca: 'Lagarto', diretoria: 'Interior' },
  ],
  defensor: [
    { id: 21, nome: 'Ana', defensoria_id: 11 },
    { id: 22, nome: 'Bruno', defensoria_id: 12 },
    { id: 23, nome: 'Carla' },
  ],
  servidor: [
    { id: 31, nome: 'Gabriela', qualificacao: 'Analista' },
    { id: 32, nome: 'Henrique', qualificacao: 'Técnico' },
    { id: 33, nome: 'Isabela' },
  ],
};

const com = (marcados: Partial<FiltrosSolar['marcados']>, lados: Partial<FiltrosSolar['lados']> = {}): FiltrosSolar => {
  const f = filtrosIniciais('2026-03-10');
  return { ...f, marcados: { ...f.marcados, ...marcados }, lados: { ...f.lados, ...lados } };
};
const nomes = (o: { label: string }[]) => o.map((x) => x.label);

describe('the Solar pickers narrow the side selects (ADR 092)', () => {
  it('comarca and diretoria together narrow the defensorias, and through them the defenders; one left fills both selects', () => {
    const f = com({ comarcas: ['Aracaju'], diretorias: ['Interior'] });
    const todas = opcoesDosSeletores(TABELAS, f.marcados);
    expect(nomes(todas.defensorias)).toEqual(['Defensoria B']);
    // Carla has no defensoria in the table: she stays offered (nothing to judge her by).
    expect(nomes(todas.defensores)).toEqual(['Bruno', 'Carla']);
    expect(ajustarLados(f, todas)).toEqual(expect.objectContaining({ defensoria: '12', defensor: null }));
    expect(errosDosFiltros({ ...f, lados: ajustarLados(f, todas) }, todas).defensor).toBe(
      'O Solar recebe um item por vez: escolha um dos 2 que os filtros deixaram (ou desmarque os filtros para incluir todos).',
    );
  });

  it('qualificação narrows the servants; the options of comarca, diretoria and qualificação are the tables\' distinct values', () => {
    const todas = opcoesDosSeletores(TABELAS, com({ qualificacoes: ['Técnico'] }).marcados);
    expect(nomes(todas.servidores)).toEqual(['Henrique']);
    expect(nomes(todas.comarcas)).toEqual(['Aracaju', 'Lagarto']);
    expect(nomes(todas.diretorias)).toEqual(['Interior', 'Metropolitana']);
    expect(nomes(todas.qualificacoes)).toEqual(['Analista', 'Técnico']);
    expect(todas.tipos).toHaveLength(19);
  });

  it('a choice no longer offered is dropped; a select offers only its picker\'s checks', () => {
    const f = com({ defensorias: ['11', '14'] }, { defensoria: '12' });
    const todas = opcoesDosSeletores(TABELAS, f.marcados);
    expect(nomes(opcoesDoLado('defensoria', todas, f.marcados))).toEqual(['Defensoria A', 'Defensoria C']);
    expect(ajustarLados(f, todas).defensoria).toBeNull();
  });

  it('nothing left to choose says so', () => {
    const f = com({ comarcas: ['Lagarto'], diretorias: ['Metropolitana'] });
    const todas = opcoesDosSeletores(TABELAS, f.marcados);
    expect(errosDosFiltros(f, todas).defensoria).toBe(MENSAGEM_NADA_A_ESCOLHER);
  });

  it('the call: the side selects\' ids, 0 where empty, the period as it is', () => {
    expect(parametrosDoSolar(com({}, { area: '1', servidor: '32' }))).toEqual({
      p_area_id: '1',
      p_defensoria_id: '0',
      p_defensor_id: '0',
      p_servidor_id: '32',
      p_tipo_atendimento: '0',
      p_data_inicial: '2026-03-01',
      p_data_final: '2026-03-31',
    });
  });
});
