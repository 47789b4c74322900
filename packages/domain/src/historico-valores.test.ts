import { describe, expect, it } from 'vitest';
import { valorDoHistorico } from './historico-valores.js';
import { campoLabel } from './historico.js';

const nomes = { 'defensoria:43': '1ª Defensoria Criminal de Aracaju', 'papel:2': 'Gestor', 'defensor:7': 'Ana Souza Lima' };

describe('valorDoHistorico: history values as a person reads them', () => {
  it.each([
    ['lotacao', 'defensoria_id', 43, '1ª Defensoria Criminal de Aracaju'],
    ['lotacao', 'defensoria_id', 44, 'nº 44'],
    ['nucleo', 'substituto1_id', 7, 'Ana Souza Lima'],
    ['usuario', 'papel_id', 2, 'Gestor'],
    ['feriado', 'defensorias', [43, 44], '1ª Defensoria Criminal de Aracaju, nº 44'],
    ['feriado', 'defensorias', [], '(vazio)'],
    ['lotacao', 'tipo', 4, 'Designação'],
    ['lotacao', 'tipo', 2, 'Titularidade'],
    ['estagio', 'tipo_estagio', 6, 'Obrigatório'],
    ['pessoa', 'estadocivil', 4, 'Viúvo'],
    ['papel', 'permissoes', ['FOLHA_READ'], 'Folhas de frequência: Visualizar'],
    ['pessoa', 'cpf', '52998224725', '529.982.247-25'],
    ['pessoa', 'cpf', '529.***.***-25', '529.***.***-25'],
    ['instituicao_ensino', 'cnpj', '11222333000181', '11.222.333/0001-81'],
    ['pessoa', 'cep', '49010000', '49010-000'],
    ['pessoa', 'telefone_numero', '32114567', '3211-4567'],
    ['pessoa', 'celular_numero', '79999887766', '(79) 99988-7766'],
    ['predio', 'telefone_principal_numero', '7932114567', '(79) 3211-4567'],
    ['defensor', 'data_admissao', '2005-02-01', '01/02/2005'],
    ['estagio', 'data_colacao_grau', '2028-12', '12/2028'],
    ['lotacao', 'entrada', '17:00:00', '17:00'],
    ['comarca', 'agrupar', true, 'Sim'],
    ['comarca', 'prefixo', null, '(vazio)'],
    ['comarca', 'nome', 'Estância', 'Estância'],
  ])('%s.%s %j → %s', (tabela, campo, valor, esperado) => {
    expect(valorDoHistorico(tabela, campo, valor, nomes)).toBe(esperado);
  });
});

describe('campoLabel: field names as the screens write them', () => {
  it("names the advisor's data_sessao 'Data de cessão', as the form does (ADR 033)", () => {
    expect(campoLabel('data_sessao')).toBe('Data de cessão');
  });
});
