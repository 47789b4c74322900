import { describe, expect, inject, it } from 'vitest';
import { cpfValido, entrarNoModulo, navegadorDoArquivo, postar, screenshot, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();
const sufixo = Date.now().toString(36);
const DEFENSORA = `Marta Quintela Barros ${sufixo}`;
const DEFENSORIA = `1ª Defensoria Cível de Estância ${sufixo}`;
const ANO = new Date().getFullYear();

// Issue 16: the four reports open from the Férias module's menus, show their data and download their files.
describe('relatórios de lotação e de férias', () => {
  it('opens each report from the menu, at 1366 and 390 px, and downloads the PDF and the Excel', { timeout: 180_000 }, async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Lotações');
    const comarca = await postar(page, baseUrl, 'comarca', { nome: `Estância ${sufixo}` });
    const defensoria = await postar(page, baseUrl, 'defensoria', { nome: DEFENSORIA, comarca: { id: comarca.id }, maximo_estagiarios: 2 });
    const defensora = await postar(page, baseUrl, 'defensor', {
      cpf: cpfValido(Number(String(Date.now()).slice(-8))),
      titulo: 'Dra.',
      nome: DEFENSORA,
      ativo: true,
      data_nascimento: '1979-04-12',
      email_pessoal: null,
      email: `marta.${sufixo}@defensoria.exemplo.gov.br`,
      endereco: null,
      telefone: null,
      numero_oab: null,
      matricula_defensoria: null,
      data_admissao: '2011-03-01',
      data_referencia: null,
      anotacao: null,
      data_exoneracao: null,
    });
    await postar(page, baseUrl, 'lotacao', { tipo: 2, defensor: { id: defensora.id }, defensoria: { id: defensoria.id }, data_inicial: '2016-03-01' });
    await postar(page, baseUrl, 'periodo', {
      tipo: 5, defensor: { id: defensora.id }, data_inicial: `${ANO}-02-02`, data_final: `${ANO}-02-06`, data_aquisitiva: null,
      motivo: 'Curso de capacitação', exibiranotacao: true, ativorelatorio: true, pontuar: false, substituicoes: [],
    });

    const abrir = async (menu: string, item: string, url: string) => {
      await page.getByRole('button', { name: menu }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await page.waitForURL(`**${url}`);
      // The menu closes once the pointer leaves it.
      await page.mouse.move(600, 700);
      await page.getByText(/^Gerado em \d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor();
      await page.waitForLoadState('networkidle');
      await semTransicoes(page);
    };

    await abrir('Vínculos', 'Relatório de Estagiários', '/relatorios/estagiarios');
    const linha = page.getByRole('row', { name: new RegExp(defensoriaRe()) });
    expect(await linha.textContent()).toContain(`${DEFENSORA} [T]`);
    expect(await linha.getByText('(vaga)').count()).toBe(2);
    await screenshot(page, 'relatorios-01-estagiarios');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Imprimir' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^relatorio-estagiarios-\d{4}-\d\d-\d\d\.pdf$/);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);

    await abrir('Vínculos', 'Relatório de Núcleos', '/relatorios/nucleos');
    await screenshot(page, 'relatorios-02-nucleos');

    await abrir('Vínculos', 'Relatório de Defensores', '/relatorios/defensores');
    expect(await page.getByRole('row', { name: new RegExp(DEFENSORA) }).textContent()).toContain('01/03/2011');
    await screenshot(page, 'relatorios-03-defensores');

    await abrir('Eventos', 'Relatório de Férias', '/relatorios/ferias');
    const cartao = page.getByRole('region', { name: DEFENSORA });
    expect(await cartao.textContent()).toContain('Curso de capacitação');
    expect(await cartao.textContent()).toContain('1 ação, 5 dias');
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await semTransicoes(page);
    await screenshot(page, 'relatorios-04-ferias-menu-imprimir');
    const [completo] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PDF Completo' }).click()]);
    expect(completo.suggestedFilename()).toBe('relatorio-ferias-completo.pdf');
    await page.waitForLoadState('networkidle');
    await semTransicoes(page);
    await screenshot(page, 'relatorios-04-ferias');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/relatorios/estagiarios`);
    await page.getByText(/^Gerado em /).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'relatorios-05-estagiarios-390');
    await page.goto(`${baseUrl}/relatorios/ferias`);
    await page.getByText(/^Gerado em /).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'relatorios-06-ferias-390');
    await context.close();
  });
});

function defensoriaRe() {
  return DEFENSORIA.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
