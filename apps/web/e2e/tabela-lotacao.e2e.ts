import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cpfValido, entrarNoModulo, navegadorDoArquivo, postar, screenshot, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

const sufixo = Date.now().toString(36);
const COMARCA = `Estância ${sufixo}`;
const OUTRA = `Itabaiana ${sufixo}`;
const CIVEL = `1ª Defensoria Cível de Estância ${sufixo}`;
const VAGA = `2ª Defensoria Criminal de Estância ${sufixo}`;
const DE_ITABAIANA = `Defensoria de Itabaiana ${sufixo}`;
const TITULAR = `Marta Siqueira Leal ${sufixo}`;
const SUBSTITUTO = `Otávio Brandão Reis ${sufixo}`;
const DE_OUTRA = `Rui Carvalho Dantas ${sufixo}`;

/** Two comarcas through the API as admin: one with a titular, an accumulating defender and a vacant office; one more. */
async function cadastros(page: Page) {
  const base = Number(String(Date.now()).slice(-7));
  const defensor = (nome: string, n: number) =>
    postar(page, baseUrl, 'defensor', {
      cpf: cpfValido(base * 10 + n),
      titulo: 'Dr.',
      nome,
      ativo: true,
      data_nascimento: '1979-05-02',
      email_pessoal: null,
      email: `tabela.${n}.${sufixo}@defensoria.exemplo.gov.br`,
      endereco: null,
      telefone: null,
      numero_oab: null,
      matricula_defensoria: null,
      data_admissao: '2011-02-10',
      data_referencia: null,
      anotacao: null,
      data_exoneracao: null,
    });
  const [titular, substituto, deOutra] = [await defensor(TITULAR, 1), await defensor(SUBSTITUTO, 2), await defensor(DE_OUTRA, 3)];
  const [estancia, itabaiana] = [await postar(page, baseUrl, 'comarca', { nome: COMARCA }), await postar(page, baseUrl, 'comarca', { nome: OUTRA })];
  const defensoria = (nome: string, comarca: { id: number }) => postar(page, baseUrl, 'defensoria', { nome, comarca: { id: comarca.id } });
  const [civel] = [await defensoria(CIVEL, estancia), await defensoria(VAGA, estancia)];
  const itab = await defensoria(DE_ITABAIANA, itabaiana);
  const lotar = (d: { id: number }, local: { id: number }, tipo: number) =>
    postar(page, baseUrl, 'lotacao', { tipo, defensor: { id: d.id }, defensoria: { id: local.id }, data_inicial: '2016-03-01' });
  await lotar(titular, civel, 2);
  await lotar(substituto, civel, 1);
  await lotar(deOutra, itab, 2);
  return { estancia };
}

// Issue 16: layout 1 with filters, the filters back after a reload, the PDF, and the public table logged out.
describe('tabela de lotação', () => {
  it('filters layout 1 by comarca, keeps the filters after a reload, prints the PDF, and shows the public table logged out', { timeout: 180_000 }, async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Lotações');
    await cadastros(page);

    // 1. Through the Vínculos menu, layout 1 chosen in the select
    await page.getByRole('button', { name: 'Vínculos' }).click();
    await page.getByRole('menuitem', { name: 'Tabelas de Lotação' }).click();
    await page.waitForURL('**/relatorios/lotacoes');
    // The menu an item was chosen from closes on the new page, with the pointer still where the item was.
    await page.getByRole('menu').waitFor({ state: 'hidden', timeout: 2000 });
    await page.getByRole('heading', { name: 'Tabelas de Lotação' }).waitFor();
    await page.getByRole('combobox', { name: 'Layout' }).click();
    await page.getByRole('option', { name: 'Defensores por comarca e área de atuação', exact: true }).click();
    await page.getByRole('region', { name: `Comarca: ${OUTRA}` }).waitFor();

    // 2. Filtros: only Estância
    await page.getByRole('button', { name: /Filtros/ }).click();
    const modal = page.getByRole('dialog', { name: 'Filtros' });
    await modal.getByRole('tab', { name: 'Comarcas' }).click();
    await modal.getByRole('button', { name: 'Desmarcar Todos' }).click();
    await modal.getByRole('textbox', { name: 'Buscar Comarcas' }).fill('Estância');
    await modal.getByRole('checkbox', { name: COMARCA }).check();
    await modal.getByRole('tab', { name: 'Defensorias' }).click();
    await modal.getByRole('checkbox', { name: CIVEL }).waitFor();
    expect(await modal.getByRole('checkbox', { name: DE_ITABAIANA }).count()).toBe(0);
    await semTransicoes(page);
    await screenshot(page, 'tabela-lotacao-01-filtros');
    await modal.getByRole('button', { name: 'Aplicar' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: `Comarca: ${OUTRA}` }).waitFor({ state: 'detached' });
    const estancia = page.getByRole('region', { name: `Comarca: ${COMARCA}` });
    const civel = estancia.getByRole('row', { name: new RegExp(CIVEL) });
    await expect.poll(() => civel.textContent()).toContain(`${TITULAR} [T]`);
    expect(await civel.textContent()).toContain(`${SUBSTITUTO} [A]`);
    expect(await estancia.getByRole('row', { name: new RegExp(VAGA) }).textContent()).toContain('(VAGO)');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'tabela-lotacao-02-filtrada-1366');

    // 3. Reload: the filters come back from the browser
    await page.reload();
    await page.getByRole('region', { name: `Comarca: ${COMARCA}` }).waitFor();
    expect(await page.getByRole('region', { name: `Comarca: ${OUTRA}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Filtros/ }).textContent()).toContain('1');

    // 4. Imprimir: the API's PDF of the table on screen
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Imprimir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^tabela-de-lotacao-\d{4}-\d{2}-\d{2}-layout-1\.pdf$/);
    expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // 5. A phone's width
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'tabela-lotacao-03-filtrada-390');
    await context.close();

    // 6. The public table, logged out, at both widths
    for (const [largura, altura] of [[1366, 900], [390, 844]] as const) {
      const publico = await navegador().newContext({ locale: 'pt-BR', viewport: { width: largura, height: altura } });
      const p = await publico.newPage();
      p.setDefaultTimeout(15_000);
      await p.goto(`${baseUrl}/relatorios/lotacoes/publico`);
      await p.getByRole('heading', { name: 'Tabela de Lotação' }).waitFor();
      const linha = p.getByRole('region', { name: `Comarca: ${COMARCA}` }).getByRole('row', { name: new RegExp(CIVEL) });
      await expect.poll(() => linha.textContent()).toContain(`${TITULAR} [T]`);
      await p.getByText(/Gerada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
      expect(p.url()).toContain('/relatorios/lotacoes/publico');
      await p.waitForLoadState('networkidle');
      await screenshot(p, `tabela-lotacao-04-publica-${largura}`);
      await publico.close();
    }
  });
});
