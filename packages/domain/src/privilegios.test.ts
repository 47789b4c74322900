import { describe, expect, it } from 'vitest';
import { alteracoesProibidasNoPapel, cobrePermissoes, mensagemPermissoesDoPapel, papeisAtribuiveis, permissoesQueFaltam } from './privilegios.js';

describe('permissoesQueFaltam / cobrePermissoes', () => {
  it.each<[string[], string[], string[]]>([
    [[], [], []],
    [['USUARIO_READ'], [], []],
    [[], ['USUARIO_READ'], ['USUARIO_READ']],
    [['USUARIO_READ', 'USUARIO_UPDATE'], ['USUARIO_UPDATE'], []],
    [['USUARIO_UPDATE'], ['USUARIO_UPDATE', 'ADMIN_ACTIONS', 'ADMIN_ACTIONS'], ['ADMIN_ACTIONS']],
  ])('%j holding, %j wanted: %j missing', (possui, exigidas, faltam) => {
    expect(permissoesQueFaltam(possui, exigidas)).toEqual(faltam);
    expect(cobrePermissoes(possui, exigidas)).toBe(faltam.length === 0);
  });
});

describe('papeisAtribuiveis', () => {
  const papel = (id: number, ...nomes: string[]) => ({ id, permissoes: nomes.map((nome) => ({ nome })) });
  it('keeps only the roles whose every permission the user holds', () => {
    const papeis = [papel(1, 'USUARIO_UPDATE'), papel(2, 'USUARIO_UPDATE', 'ADMIN_ACTIONS'), papel(3)];
    expect(papeisAtribuiveis(['USUARIO_UPDATE'], papeis).map((p) => p.id)).toEqual([1, 3]);
    expect(papeisAtribuiveis(['USUARIO_UPDATE', 'ADMIN_ACTIONS'], papeis).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('alteracoesProibidasNoPapel', () => {
  it.each<[string, string[], string[], string[], string[]]>([
    ['adds a held permission', ['PAPEL_UPDATE', 'CURSO_READ'], ['PAPEL_UPDATE'], ['PAPEL_UPDATE', 'CURSO_READ'], []],
    ['adds one not held', ['PAPEL_UPDATE'], [], ['ADMIN_ACTIONS'], ['ADMIN_ACTIONS']],
    ['removes one not held', ['PAPEL_UPDATE'], ['ADMIN_ACTIONS', 'CURSO_READ'], ['CURSO_READ'], ['ADMIN_ACTIONS']],
    ['keeps one not held, changing others', ['PAPEL_UPDATE', 'CURSO_READ'], ['ADMIN_ACTIONS'], ['ADMIN_ACTIONS', 'CURSO_READ'], []],
    ['changes nothing', [], ['ADMIN_ACTIONS'], ['ADMIN_ACTIONS'], []],
  ])('%s', (_, possui, antes, depois, proibidas) => {
    expect(alteracoesProibidasNoPapel(possui, antes, depois)).toEqual(proibidas);
  });

  it('names the permissions by their labels, in the catalogue order, the first five only', () => {
    expect(mensagemPermissoesDoPapel(['ADMIN_ACTIONS', 'PAPEL_DELETE'])).toBe(
      'Você não pode incluir nem retirar de um papel permissões que você não possui: ' +
        'Papéis: Excluir, Ações administrativas (registro de uso, caixa de saída).',
    );
    expect(mensagemPermissoesDoPapel(['USUARIO_DELETE', 'USUARIO_CREATE', 'USUARIO_READ', 'USUARIO_UPDATE', 'USUARIO_ENUMERATE', 'CURSO_READ', 'ADMIN_ACTIONS'])).toBe(
      'Você não pode incluir nem retirar de um papel permissões que você não possui: ' +
        'Usuários: Cadastrar, Usuários: Visualizar, Usuários: Alterar, Usuários: Excluir, Usuários: Listar e mais 2 permissões.',
    );
  });
});
