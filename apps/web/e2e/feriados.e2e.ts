import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { entrarNoModulo, navegadorDoArquivo, postar, screenshot, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

const sufixo = Date.now().toString(36);
const DEFENSORIA = `1ª Defensoria Cível de Estância ${sufixo}`;
const OUTRA_DEFENSORIA = `2ª Defensoria Criminal de Tobias Barreto ${sufixo}`;
const TERCEIRA_DEFENSORIA = `3ª Defensoria Cível de Estância ${sufixo}`;
const BLOQUEIO = `Mudança de sede ${sufixo}`;

async function defensoriaNaComarca(page: Page, comarca: string, ...defensorias: string[]) {
  const c = await postar(page, baseUrl, 'comarca', { nome: `${comarca} ${sufixo}` });
  for (const nome of defensorias) await postar(page, baseUrl, 'defensoria', { nome, comarca: { id: c.id } });
}

// Issue 5: a block for two defensorias through the screens, seen in the Calendário de Bloqueios with 'Abrir (2)'.
describe('calendário de bloqueios', () => {
  it('creates a block for two defensorias and lists it with Abrir (2); loads the national holidays', async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Folhas de Frequências');

    await defensoriaNaComarca(page, 'Estância', DEFENSORIA, TERCEIRA_DEFENSORIA);
    await defensoriaNaComarca(page, 'Tobias Barreto', OUTRA_DEFENSORIA);

    // Through the menu of the attendance-sheet module
    await page.getByRole('button', { name: 'Frequências' }).click();
    await page.getByRole('menuitem', { name: 'Calendário de Bloqueios' }).click();
    await page.waitForURL('**/feriados');
    await page.getByText('Nenhum registro encontrado').waitFor();
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.waitForURL('**/feriados/criar');

    await page.getByRole('textbox', { name: /^Nome/ }).fill(BLOQUEIO);
    await page.getByRole('textbox', { name: /^Início/ }).fill('02/06/2026');
    await page.getByRole('textbox', { name: /^Fim/ }).fill('05/06/2026');
    await page.keyboard.press('Escape');
    // The search narrows the checklist: 'civel' finds the two Cível offices of Estância, not the criminal one.
    await page.getByRole('textbox', { name: 'Buscar defensoria' }).fill('civel');
    await expect.poll(() => page.getByRole('checkbox', { name: OUTRA_DEFENSORIA }).count()).toBe(0);
    await page.getByRole('checkbox', { name: DEFENSORIA }).check();
    await page.getByRole('textbox', { name: 'Buscar defensoria' }).fill('');
    await page.getByRole('checkbox', { name: OUTRA_DEFENSORIA }).check();
    await page.getByText('2 defensorias selecionadas').waitFor();
    await semTransicoes(page);
    await screenshot(page, 'feriados-01-formulario');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Feriado cadastrado.').waitFor();
    await page.waitForURL('**/feriados');

    // The list: Período, Título and Abrir (2) opening the two names
    const tabela = page.getByRole('table', { name: 'Calendário de Bloqueios' });
    const linha = tabela.getByRole('row').filter({ hasText: BLOQUEIO });
    await expect.poll(() => linha.textContent()).toContain('02/06/2026 a 05/06/2026');
    await linha.getByRole('button', { name: /^Abrir \(2\)/ }).click();
    const modal = page.getByRole('dialog', { name: `Locais de vigência: ${BLOQUEIO}` });
    await expect.poll(() => modal.textContent()).toContain(DEFENSORIA);
    expect(await modal.textContent()).toContain(OUTRA_DEFENSORIA);
    expect(await modal.textContent()).not.toContain(TERCEIRA_DEFENSORIA);
    await semTransicoes(page);
    await screenshot(page, 'feriados-02-lista-abrir-locais');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // The national holidays of 2026 as general ones, then the list refreshed
    await page.getByRole('button', { name: 'Feriados nacionais' }).click();
    const nacionais = page.getByRole('dialog', { name: 'Cadastrar feriados nacionais' });
    await nacionais.getByRole('textbox', { name: /^Ano/ }).fill('2026');
    await semTransicoes(page);
    await screenshot(page, 'feriados-03-modal-feriados-nacionais');
    await nacionais.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('12 feriados nacionais de 2026 cadastrados.').waitFor();
    await nacionais.waitFor({ state: 'hidden' });
    const carnaval = tabela.getByRole('row').filter({ hasText: 'Carnaval' });
    await expect.poll(() => carnaval.textContent()).toContain('16/02/2026 a 17/02/2026');
    expect(await carnaval.textContent()).toContain('Todas as defensorias');
    await semTransicoes(page);
    await screenshot(page, 'feriados-04-feriados-nacionais');
    await context.close();
  });
});
