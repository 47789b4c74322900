import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { entrarNoModulo, escolher, navegadorDoArquivo, screenshot } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

const sufixo = Date.now().toString(36);
const COMARCA = `Lagarto ${sufixo}`;
const OUTRA_COMARCA = `Itabaiana ${sufixo}`;
const UNIDADE = `Fórum de Lagarto ${sufixo}`;
const DEFENSORIA = `1ª Defensoria de Lagarto ${sufixo}`;
const OUTRA_DEFENSORIA = `1ª Defensoria de Itabaiana ${sufixo}`;

async function criarComarca(page: Page, nome: string, prefixo: string) {
  await page.goto(`${baseUrl}/comarcas/criar`);
  await page.getByLabel('Prefixo').fill(prefixo);
  await page.getByLabel('Nome').fill(nome);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.getByText('Comarca Cadastrada.').waitFor();
  await page.waitForURL('**/comarcas');
  // The URL changes before the list replaces the form: wait for the list itself.
  await page.getByRole('heading', { name: 'Comarcas', exact: true }).waitFor();
}

async function adicionarSetor(page: Page, sigla: string, nome: string, capacidade: string) {
  await page.getByRole('button', { name: 'Adicionar setor' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar setor' });
  await modal.getByLabel('Sigla').fill(sigla);
  await modal.getByLabel('Capacidade').fill(capacidade);
  await modal.getByLabel('Nome').fill(nome);
  await modal.getByRole('button', { name: 'Adicionar' }).click();
  await modal.waitFor({ state: 'hidden' });
}

async function criarDefensoria(page: Page, nome: string, comarca: string, unidade?: string) {
  await page.goto(`${baseUrl}/defensoria/criar`);
  await page.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await escolher(page, 'Comarca', comarca);
  if (unidade) await escolher(page, 'Unidade', unidade);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.getByText('Defensoria cadastrada.').waitFor();
  await page.waitForURL('**/defensoria');
  // The URL changes before the list replaces the form, whose own 'Comarca' select would take the next choice.
  await page.getByRole('heading', { name: 'Defensorias', exact: true }).waitFor();
}

// Issue 4: a comarca, a building with two sectors and a defensoria in it, then the list filtered by comarca.
describe('estrutura organizacional', () => {
  it('creates a comarca, a unit with two sectors and a defensoria in it, and filters the defensorias by comarca', async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Lotações');

    await criarComarca(page, COMARCA, 'LAG');
    await criarComarca(page, OUTRA_COMARCA, 'ITA');

    // The unit, through the menu, with two sectors saved together with it
    await page.getByRole('button', { name: 'Cadastros Gerais' }).click();
    await page.getByRole('menuitem', { name: 'Unidades' }).click();
    await page.waitForURL('**/predio');
    // The URL changes before the list's chunk arrives, and until then the comarcas list (with its own 'Cadastrar')
    // may still be on screen: wait for the units' heading.
    await page.getByRole('heading', { name: 'Unidades' }).waitFor();
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.waitForURL('**/predio/criar');
    await escolher(page, 'Comarca', COMARCA);
    await page.getByRole('textbox', { name: /^Nome/ }).fill(UNIDADE);
    await page.getByLabel('CEP').fill('49400000');
    await adicionarSetor(page, 'prot', 'Protocolo', '6');
    await adicionarSetor(page, 'CIV', 'Atendimento Cível', '20');
    const setores = page.getByRole('table', { name: 'Setores da unidade' });
    await expect.poll(() => setores.getByRole('row').count()).toBe(3);
    await expect.poll(() => setores.textContent()).toContain('PROT');
    await screenshot(page, 'estrutura-01-unidade-com-setores');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Unidade cadastrada.').waitFor();
    await page.waitForURL('**/predio');

    // Back in the unit: both sectors were saved with it
    await page.getByRole('link', { name: `Editar a unidade ${UNIDADE}` }).click();
    await page.waitForURL(/\/predio\/editar\/\d+$/);
    await expect.poll(() => page.getByRole('table', { name: 'Setores da unidade' }).textContent()).toMatch(/PROT.*Protocolo.*6.*CIV|CIV.*Atendimento Cível.*20.*PROT/);

    // Two defensorias: one in the new unit, one in the other comarca
    await criarDefensoria(page, DEFENSORIA, COMARCA, UNIDADE);
    await criarDefensoria(page, OUTRA_DEFENSORIA, OUTRA_COMARCA);

    // The list filtered by comarca shows only that comarca's defensoria, with its unit
    await escolher(page, 'Comarca', COMARCA);
    await page.waitForURL(/[?&]comarca=\d+/);
    const tabela = page.getByRole('table').first();
    await expect.poll(() => tabela.textContent()).toContain(DEFENSORIA);
    await expect.poll(() => tabela.textContent()).not.toContain(OUTRA_DEFENSORIA);
    expect(await tabela.textContent()).toContain(UNIDADE);
    await screenshot(page, 'estrutura-02-defensorias-por-comarca');

    await escolher(page, 'Comarca', OUTRA_COMARCA);
    await expect.poll(() => tabela.textContent()).toContain(OUTRA_DEFENSORIA);
    await expect.poll(() => tabela.textContent()).not.toContain(DEFENSORIA);
    await context.close();
  });
});
