import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { entrarNoModulo, escolher, navegadorDoArquivo, postar, screenshot, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

const sufixo = Date.now().toString(36);
const DEFENSORIA = `2ª Defensoria de Itabaiana ${sufixo}`;
const ESTAGIARIA = `Lívia Andrade Couto ${sufixo}`;

/** The intern, her internship and a defensoria with room for interns, as the registers would hold them. */
async function cadastrosDaEstagiaria(page: Page) {
  const comarca = await postar(page, baseUrl, 'comarca', { nome: `Itabaiana ${sufixo}` });
  await postar(page, baseUrl, 'defensoria', { nome: DEFENSORIA, comarca: { id: comarca.id }, maximo_estagiarios: 2 });
  const curso = await postar(page, baseUrl, 'curso', { nome: `Direito ${sufixo}` });
  const escola = await postar(page, baseUrl, 'instituicao', { cnpj: '34.028.316/0001-03', razao_social: `Universidade Federal ${sufixo}` });
  const estagiaria = await postar(page, baseUrl, 'estagiario', {
    cpf: '390.533.447-05',
    nome: ESTAGIARIA,
    data_nascimento: '2003-05-14',
    email: 'livia.couto@exemplo.com.br',
    ativo: true,
  });
  await postar(page, baseUrl, 'estagio', {
    estagiario: { id: estagiaria.id },
    tipo_estagio: 7,
    instituicao_ensino: { id: escola.id },
    curso: { id: curso.id },
    data_inicio_estagio: '2026-03-02',
    data_fim_estagio: '2027-03-01',
    data_colacao_grau: '2028-12',
    email: 'livia.estagio@defensoria.exemplo.gov.br',
  });
  return estagiaria.id;
}

// Issue 5: an intern placed in a defensoria from 13:00 to 17:00 through the screens, then seen in the intern tab
// and through the defensoria's Lotações link.
describe('vínculos', () => {
  it('places an intern in a defensoria 13:00–17:00 and finds it in the intern tab and from the defensoria list', async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Lotações');
    const estagiariaId = await cadastrosDaEstagiaria(page);

    // Through the Vínculos menu and the Cadastrar Vínculo button
    await page.getByRole('button', { name: 'Vínculos' }).click();
    await page.getByRole('menuitem', { name: 'Vínculos' }).click();
    await page.waitForURL('**/vinculos');
    await page.getByRole('button', { name: 'Cadastrar Vínculo' }).click();
    await page.getByRole('menuitem', { name: 'Estagiário', exact: true }).click();
    await page.waitForURL('**/vinculos_estagio/criar');

    await escolher(page, 'Estagiário', ESTAGIARIA);
    // Her only internship comes chosen
    await expect.poll(() => page.getByRole('textbox', { name: 'Estágio' }).or(page.getByRole('combobox', { name: 'Estágio' })).first().inputValue()).toContain('02/03/2026 a 01/03/2027');
    await page.getByRole('textbox', { name: 'Início' }).fill('02/03/2026');
    await page.getByRole('textbox', { name: 'Fim' }).fill('01/03/2027');
    await page.keyboard.press('Escape');
    await page.getByLabel('Entrada').fill('13:00');
    await page.getByLabel('Saída').fill('17:00');
    await escolher(page, 'Defensoria', DEFENSORIA);
    await semTransicoes(page);
    await screenshot(page, 'lotacoes-01-vinculo-da-estagiaria');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Registro Criado').waitFor();
    await page.waitForURL(`**/vinculos?estagiarioid=${estagiariaId}`);

    // The intern tab shows it, with its place and its hours
    await expect.poll(() => page.getByRole('tab', { name: 'Estagiários' }).getAttribute('aria-selected')).toBe('true');
    const linha = page.getByRole('row', { name: new RegExp(ESTAGIARIA) });
    await expect.poll(() => linha.textContent()).toContain(DEFENSORIA);
    expect(await linha.textContent()).toMatch(/13:00.*17:00/);
    await screenshot(page, 'lotacoes-02-aba-estagiarios');

    // From the defensoria list: its Lotações count links to the same placement
    await page.goto(`${baseUrl}/defensoria`);
    const contagem = page.getByRole('link', { name: `Lotações da defensoria ${DEFENSORIA}: 1` });
    await contagem.click();
    await page.waitForURL(/\/vinculos\?defensoriaid=\d+/);
    await page.getByRole('tab', { name: 'Estagiários' }).click();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(ESTAGIARIA) }).textContent()).toContain('13:00');
    await semTransicoes(page);
    await screenshot(page, 'lotacoes-03-pela-defensoria');
    await context.close();
  });
});
