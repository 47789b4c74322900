import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { textoDo, unzip } from '../../../test/docx.js';
import { testApp } from '../../../test/helpers.js';
import { cursoTable } from '../cursos/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { pessoa } from '../pessoas/table.js';
import { cpfDaBase } from './demo.js';
import { disposicaoDoTermo } from './termo.js';

const t = await testApp();
const db = t.database.db;

let token: string;
let estagioId: number;
const cpf = cpfDaBase(529_982_247);

beforeAll(async () => {
  token = await t.tokenWith('todas');
  const [inst] = await db
    .insert(instituicaoEnsino)
    .values({ cnpj: '11222333000181', razaoSocial: 'Universidade Federal do Teste', representanteNome: 'Helena Prado', representanteCargo: 'Pró-Reitora' })
    .returning();
  const [curso] = await db.insert(cursoTable).values({ nome: 'Ciências Contábeis' }).returning();
  const payload = { cpf, nome: 'Maria José D’Ávila', data_nascimento: '2001-04-09', email: 'maria@exemplo.com', estadocivil: 0 };
  const res = await t.req({ method: 'POST', url: '/api/estagiario', token, payload });
  const estagiarioId = res.json().id;
  // The address comes from the pessoa register (its own form).
  const { pessoaId } = (await t.req({ method: 'GET', url: `/api/estagiario/${estagiarioId}`, token })).json();
  await db.update(pessoa).set({ logradouro: 'Rua Laranjeiras', numero: '120', bairro: 'Centro', cidade: 'Aracaju', cep: '49010000' }).where(eq(pessoa.id, pessoaId));
  const estagio = await t.req({
    method: 'POST',
    url: '/api/estagio',
    token,
    payload: { estagiario: { id: estagiarioId }, tipo_estagio: 7, instituicao_ensino: { id: inst!.id }, curso: { id: curso!.id },
      data_inicio_estagio: '2025-03-01', data_fim_estagio: '2025-08-31', data_colacao_grau: '2027-12', email: 'maria.estagio@exemplo.gov.br', fim_semana: false },
  });
  estagioId = estagio.json().id;
});

describe('GET /api/estagio/:id/termo', () => {
  it('downloads the A4 .docx named after the intern, with the intern, internship and §9 terms in it', async () => {
    const res = await t.req({ method: 'GET', url: `/api/estagio/${estagioId}/termo`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Termo de Compromisso - Maria Jose DAvila.docx"; filename*=UTF-8''Termo%20de%20Compromisso%20-%20Maria%20Jos%C3%A9%20D%E2%80%99%C3%81vila.docx`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const xml = unzip(res.rawPayload).get('word/document.xml')!.toString('utf8');
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    const texto = textoDo(xml);
    for (const trecho of [
      'TERMO DE COMPROMISSO DE ESTÁGIO',
      'Maria José D’Ávila',
      `CPF ${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      'nascido(a) em 09/04/2001',
      'estado civil solteiro',
      'e-mail maria@exemplo.com',
      'residente em Rua Laranjeiras, 120, Centro, Aracaju, CEP 49010-000',
      'Universidade Federal do Teste, CNPJ 11.222.333/0001-81, representada por Helena Prado, Pró-Reitora',
      'Ciências Contábeis, com previsão de colação de grau em 12/2027',
      'TIPO DE ESTÁGIO: Não Obrigatório',
      'maria.estagio@exemplo.gov.br',
      'vigorará de 01/03/2025 a 31/08/2025',
      'não podendo exceder 2 (dois) anos',
      'até 4 (quatro) horas diárias e 20 (vinte) horas semanais',
      'das 13h às 17h, de segunda a sexta-feira',
      'bolsa mensal de R$ 700,00 e auxílio-transporte de R$ 121,00',
      'recesso de 30 (trinta) dias sempre que o estágio tiver duração igual ou superior a 1 (um) ano',
      'ou proporcional, à razão de 2,5 dias por mês completo',
      'Para o período deste termo, o recesso é de 15 dias.',
      'orientará até 10 (dez) estagiários simultaneamente',
    ]) {
      expect(texto).toContain(trecho);
    }
  });

  it('404 unknown internship', async () => {
    const ausente = await t.req({ method: 'GET', url: '/api/estagio/999999/termo', token });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Estágio não encontrado.' });
    const soLista = await t.tokenWith(['ESTAGIARIO_ENUMERATE']);
    expect((await t.req({ method: 'GET', url: `/api/estagio/${estagioId}/termo`, token: soLista })).json()).toEqual({ message: 'Acesso Negado!' });
  });
});

describe('disposicaoDoTermo', () => {
  it.each([
    ['Ana Lima', 'Termo de Compromisso - Ana Lima.docx', 'Termo%20de%20Compromisso%20-%20Ana%20Lima.docx'],
    // A path, quotes or control characters in a name never reach the header.
    ['../../etc/"passwd"\r\n', 'Termo de Compromisso - .. .. etc passwd.docx', 'Termo%20de%20Compromisso%20-%20..%20..%20etc%20passwd.docx'],
    ["João (O'Neil)", 'Termo de Compromisso - Joao ONeil.docx', 'Termo%20de%20Compromisso%20-%20Jo%C3%A3o%20%28O%27Neil%29.docx'],
    ['   ', 'Termo de Compromisso - Estagiario.docx', 'Termo%20de%20Compromisso%20-%20Estagiario.docx'],
  ])('%j', (nome, ascii, utf8) => {
    expect(disposicaoDoTermo(nome)).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`);
  });
});
