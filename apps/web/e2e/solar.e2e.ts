import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { entrarNoModulo, navegadorDoArquivo, screenshot as screenshotDaPagina, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

/**
 * The 'Atendimentos Solar' report end to end (issue 17): the built app, its API and the stand-in of the case system
 * (tools/solar-ficticio, started by server.ts as SOLAR_URL). The PDF in the viewer is read back with pdftotext: it
 * lists the parameters the case system received.
 */
const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

/** The whole page from its top: a page left scrolled would draw the sticky header over the middle of the shot. */
async function screenshot(page: Page, nome: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await semTransicoes(page);
  return screenshotDaPagina(page, nome);
}

/**
 * Clicks Gerar and reads, through pdftotext, the PDF the API answers for the very address the screen asked (the
 * page's CSP keeps a script from fetching the viewer's blob: URL; the same request is made again with the session).
 */
async function gerar(page: Page): Promise<string> {
  const resposta = page.waitForResponse((r) => r.url().includes('/api/solar/atendimentos'));
  await page.getByRole('button', { name: 'Gerar' }).click();
  const r = await resposta;
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toBe('application/pdf');
  const bytes = Buffer.from(
    await page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('sgi.token')}` } });
      return Array.from(new Uint8Array(await res.arrayBuffer()));
    }, r.url()),
  );
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const arquivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-e2e-solar-')), 'atendimentos.pdf');
  fs.writeFileSync(arquivo, bytes);
  return execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
}

describe('Atendimentos Solar', () => {
  it('filters, generates the report against the stand-in and shows the PDF in the 770 px viewer; saves a favourite', async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Movimentações');
    // From the menu, as a user would.
    await page.getByRole('button', { name: 'Eventos' }).click();
    await page.getByRole('menuitem', { name: 'Atendimentos Solar' }).click();
    await page.waitForURL('**/relatorios/solar/atendimentos');
    await page.getByRole('heading', { name: 'Atendimentos Solar' }).waitFor();
    await page.getByRole('button', { name: /^Áreas/ }).and(page.locator(':not([disabled])')).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.mouse.move(900, 700); // the Eventos menu closes
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await semTransicoes(page);
    await screenshot(page, 'solar-01-filtros-sem-relatorio');

    await page.getByRole('textbox', { name: 'Início' }).fill('01/01/2026');
    await page.getByRole('textbox', { name: 'Fim' }).fill('31/03/2026');
    await page.keyboard.press('Escape'); // the date field's calendar closes
    await page.getByRole('button', { name: /^Tipos de atendimento/ }).click();
    const seletor = page.getByRole('dialog', { name: 'Tipos de atendimento' });
    await seletor.getByRole('textbox', { name: 'Pesquisar' }).fill('inicial');
    await seletor.getByRole('checkbox', { name: 'Inicial' }).check();
    await semTransicoes(page);
    await screenshot(page, 'solar-02-seletor-de-tipos');
    await seletor.getByRole('button', { name: 'Aplicar' }).click();
    await seletor.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /^Comarcas/ }).click();
    const comarcas = page.getByRole('dialog', { name: 'Comarcas' });
    await comarcas.getByRole('checkbox', { name: 'Lagarto' }).check();
    await comarcas.getByRole('button', { name: 'Aplicar' }).click();
    await comarcas.waitFor({ state: 'hidden' });
    expect(await page.getByRole('combobox', { name: 'Defensoria', exact: true }).inputValue()).toBe('1ª Defensoria de Lagarto');

    await page.getByRole('combobox', { name: 'Área', exact: true }).click();
    await page.getByRole('option', { name: 'Cível', exact: true }).click();
    const texto = await gerar(page);
    const visualizador = page.locator('iframe[title="Relatório de atendimentos do Solar"]');
    await visualizador.waitFor();
    expect(await visualizador.getAttribute('src')).toMatch(/^blob:/);
    expect((await visualizador.boundingBox())!.height).toBe(770);
    for (const p of ['p_area_id=1', 'p_defensoria_id=14', 'p_defensor_id=24', 'p_servidor_id=0', 'p_tipo_atendimento=1', 'p_data_inicial=2026-01-01', 'p_data_final=2026-03-31']) {
      expect(texto).toContain(p);
    }
    expect(texto).toContain('1ª Defensoria de Lagarto');
    await page.waitForTimeout(1500); // the browser's PDF viewer draws the first page
    await screenshot(page, 'solar-03-relatorio-no-visualizador');

    await page.getByRole('button', { name: 'Favoritos' }).click();
    await page.getByRole('textbox', { name: 'Nome do favorito' }).fill('Iniciais cíveis de Lagarto');
    await page.getByRole('button', { name: 'Salvar filtros atuais' }).click();
    await page.getByRole('button', { name: 'Aplicar o favorito Iniciais cíveis de Lagarto' }).waitFor();
    await semTransicoes(page);
    await screenshot(page, 'solar-04-favorito-salvo');

    // The favourite survives a reload (this browser, this user) and brings its filters back.
    await page.reload();
    await page.getByRole('button', { name: 'Favoritos' }).click();
    await page.getByRole('button', { name: 'Aplicar o favorito Iniciais cíveis de Lagarto' }).click();
    expect(await page.getByRole('textbox', { name: 'Início' }).inputValue()).toBe('01/01/2026');
    expect(await page.getByRole('combobox', { name: 'Área', exact: true }).inputValue()).toBe('Cível');
    await context.close();
  });

  it('on a 390 px phone the filters stack above the selects and the viewer, without sideways scrolling', async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Movimentações', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${baseUrl}/relatorios/solar/atendimentos`);
    await page.getByRole('heading', { name: 'Atendimentos Solar' }).waitFor();
    expect(await gerar(page)).toContain('p_area_id=0');
    await page.locator('iframe[title="Relatório de atendimentos do Solar"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A phone's browser shows no PDF inside the page: Baixar PDF hands over the file itself.
    const baixado = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar PDF' }).click();
    const download = await baixado;
    expect(download.suggestedFilename()).toBe('atendimentos-solar.pdf');
    expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await page.waitForTimeout(1500);
    await semTransicoes(page);
    await screenshot(page, 'solar-05-celular-390');
    await context.close();
  });
});
