import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { login, navegadorDoArquivo, screenshot, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

async function novaPagina(): Promise<Page> {
  const context = await navegador().newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const sufixo = Date.now().toString(36);
const PAPEL = `Somente folhas ${sufixo}`;
const LOGIN = `estag.${sufixo}`;
const SENHA = 'senha-da-folha-123';

// Issue 2 §7: the whole access journey in a real browser, against the built app.
describe('acesso, papéis e usuários', () => {
  it('admin creates a papel with only FOLHA_READ and a user with it; that user gets only the sheet module', async () => {
    const page = await novaPagina();
    await login(page, baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/modulos');
    await page.getByRole('button', { name: 'Lotações' }).waitFor();
    await page.getByRole('button', { name: 'Lotações' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // Papel with only FOLHA_READ, through the navbar
    await page.getByRole('button', { name: 'Sistema' }).click();
    await page.getByRole('menuitem', { name: 'Papéis' }).click();
    await page.waitForURL('**/papeis');
    await page.getByRole('heading', { name: 'Papéis' }).waitFor(); // the list's chunk is on screen, not the previous page
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.waitForURL('**/papeis/criar');
    await page.getByLabel('Nome').fill(PAPEL);
    await page.getByLabel('Folhas de frequência: Visualizar').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Papel cadastrado.').waitFor();
    await page.waitForURL('**/papeis');
    await page.getByText(PAPEL).waitFor();

    // User with that papel
    await page.goto(`${baseUrl}/usuario/criar`);
    await page.getByLabel('Login').fill(LOGIN);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(SENHA);
    await page.getByRole('textbox', { name: /^Nome\b/ }).fill('Estela');
    await page.getByLabel('Sobrenome').fill('Frequência');
    await page.getByRole('combobox', { name: 'Papel' }).click();
    await page.getByRole('option', { name: PAPEL }).click();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Usuário cadastrado com sucesso.').waitFor();
    await page.goto(`${baseUrl}/usuario`);
    await page.getByText(LOGIN).waitFor();
    await screenshot(page, 'acesso-01-usuarios');

    // Log out
    await page.goto(`${baseUrl}/logout`);
    await page.getByText('Saindo... aguarde...').waitFor();
    await page.waitForURL('**/login');

    // The new user sees only the sheet module
    await login(page, baseUrl, LOGIN, SENHA);
    await page.waitForURL('**/modulos');
    await page.getByRole('button', { name: 'Folhas de Frequências' }).waitFor();
    const modulos = await page.getByRole('button').allInnerTexts();
    expect(modulos.filter((m) => ['Lotações', 'Movimentações', 'Folhas de Frequências'].includes(m.trim()))).toEqual(['Folhas de Frequências']);
    await screenshot(page, 'acesso-02-modulos');
    await page.getByRole('button', { name: 'Folhas de Frequências' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // A register typed by hand lands on not-found
    await page.goto(`${baseUrl}/usuario`);
    await page.getByText('Página não encontrada').waitFor();
    await screenshot(page, 'acesso-03-nao-encontrada');
    await page.context().close();
  });

  it('on a 390 px phone the burger opens the menu (Sistema → Papéis) and the user menu is reachable', async () => {
    const context = await navegador().newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await login(page, baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/modulos');
    await page.getByRole('button', { name: 'Lotações' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // Nothing wider than the screen: the header's menus left it for the side menu.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Abrir o menu' }).click();
    const lateral = page.getByRole('navigation', { name: 'Menu principal' }).filter({ visible: true });
    await lateral.getByRole('button', { name: 'Sistema' }).click();
    await semTransicoes(page);
    await screenshot(page, 'acesso-04-menu-390');
    await lateral.getByRole('link', { name: 'Papéis' }).click();
    await page.waitForURL('**/papeis');
    await expect.poll(() => page.getByRole('button', { name: 'Abrir o menu' }).isVisible()).toBe(true);
    const usuario = page.getByRole('button', { name: 'Menu do usuário' });
    const caixa = await usuario.boundingBox();
    expect(caixa && caixa.x >= 0 && caixa.x + caixa.width <= 390).toBe(true);
    await usuario.click();
    await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('a wrong password shows the message and an unknown route shows the 404 page', async () => {
    const page = await novaPagina();
    await login(page, baseUrl, 'admin', 'senha-errada');
    await page.getByText('Usuário ou senha inválidos.').waitFor();
    await login(page, baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/modulos');
    await page.getByRole('button', { name: 'Movimentações' }).click();
    await page.goto(`${baseUrl}/nao-existe`);
    await page.getByText('Página não encontrada').waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });
});
