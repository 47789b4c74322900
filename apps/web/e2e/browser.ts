import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e');

/** Debian's Chromium with the flags known to work on this machine kind (DESIGN §2). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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
