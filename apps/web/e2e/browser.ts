import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e');

/** Debian's Chromium with the flags known to work on this machine kind (DESIGN §2). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** One Chromium for the test file that calls this, launched before its tests and closed after them. */
export function navegadorDoArquivo(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('O navegador ainda não foi aberto (use-o dentro dos testes).');
    return browser;
  };
}

export async function screenshot(page: Page, nome: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${nome}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export async function login(page: Page, baseUrl: string, username: string, senha: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** POST through the API with the page's own session (the e2e server starts empty: SEED_DEMO=0). */
export async function postar(page: Page, baseUrl: string, caminho: string, corpo: unknown): Promise<{ id: number }> {
  const res = await page.evaluate(
    async ([url, body]) => {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('sgi.token')}` },
        body: JSON.stringify(body),
      });
      return { status: r.status, json: await r.json() };
    },
    [`${baseUrl}/api/${caminho}`, corpo] as const,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number };
}

/** Mantine fades modals and checkboxes in and out: a screenshot waits for the CSS transitions to end. */
export async function semTransicoes(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/**
 * Where most journeys start: a fresh pt-BR context, logged in as `username`, with the module chosen on the module
 * page ('Lotações', 'Folhas de Frequências', ...). The caller closes the context.
 */
export async function entrarNoModulo(browser: Browser, baseUrl: string, username: string, senha: string, modulo: string, opcoes: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 900 }, ...opcoes });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await login(page, baseUrl, username, senha);
  await page.waitForURL('**/modulos');
  await page.getByRole('button', { name: modulo }).click();
  await page.waitForURL(`${baseUrl}/`);
  return { context, page };
}

/** A Mantine Select: open it by its accessible name and pick the option with exactly that text. */
export async function escolher(page: Page, rotulo: string, opcao: string) {
  await page.getByRole('combobox', { name: rotulo }).click();
  await page.getByRole('option', { name: opcao, exact: true }).click();
}

/** A valid CPF from the last nine digits of `base` (the registers refuse a wrong check digit). */
export function cpfValido(base: number): string {
  const d = String(base).padStart(9, '0').slice(-9).split('').map(Number);
  const digito = (n: number[]) => {
    const r = (n.reduce((s, v, i) => s + v * (n.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  d.push(digito(d));
  d.push(digito(d));
  return d.join('');
}
