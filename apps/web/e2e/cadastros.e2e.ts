import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { textoDoDocx } from '../../api/test/docx';
import { entrarNoModulo, escolher, navegadorDoArquivo, screenshot } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

const sufixo = Date.now().toString(36);
const CURSO = `Direito ${sufixo}`;
const INSTITUICAO = `Universidade Tiradentes ${sufixo}`;
const ESTAGIARIA = `Júlia Menezes Prado ${sufixo}`;
const CPF = '529.982.247-25';
/** A small, well-formed PDF: the server checks the content, not only the extension. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

// Issue 3: an intern with an internship through the screens, a PDF attached, the Termo generated and read.
describe('cadastro de estagiário', () => {
  it('creates course, school, intern and internship, attaches a PDF and downloads the filled Termo', async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Lotações', { acceptDownloads: true });

    // Course and school: the internship needs both
    await page.goto(`${baseUrl}/cursos/criar`);
    await page.getByLabel('Nome').fill(CURSO);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Registro Criado').waitFor();
    await page.waitForURL('**/cursos');

    await page.goto(`${baseUrl}/instituicoes/criar`);
    await page.getByLabel('CNPJ').fill('11222333000181');
    await expect.poll(() => page.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-81');
    await page.getByLabel('Razão social').fill(INSTITUICAO);
    await page.getByLabel('Cargo do representante').fill('Reitora');
    await page.getByLabel('Nome do representante').fill('Helena Barreto');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Instituição criada com sucesso.').waitFor();
    await page.waitForURL('**/instituicoes');
    // The URL changes before the list replaces the form: the list is on screen before the next step.
    await page.getByRole('heading', { name: 'Instituições de ensino' }).waitFor();

    // The intern, through the menu
    await page.getByRole('button', { name: 'Cadastros Gerais' }).click();
    await page.getByRole('menuitem', { name: 'Estagiários' }).click();
    await page.waitForURL('**/estagiario');
    await page.getByRole('heading', { name: 'Estagiários' }).waitFor(); // the list's chunk is on screen, not the previous page
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.waitForURL('**/estagiario/criar');
    await page.getByRole('button', { name: /^Anexos/ }).hover();
    await page.getByText('Salve o registro antes de poder anexar documentos.').waitFor();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('CPF é obrigatório.').waitFor();
    await page.getByLabel('CPF').fill('52998224725');
    await expect.poll(() => page.getByLabel('CPF').inputValue()).toBe(CPF);
    await page.getByRole('textbox', { name: 'Data de Nascimento' }).fill('09/04/2003');
    await page.getByRole('textbox', { name: /^Nome/ }).fill(ESTAGIARIA);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('julia.prado@exemplo.com.br');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Estagiário Criado.').waitFor();
    await page.waitForURL(/\/estagiario\/editar\/\d+$/);

    // The internship, in its modal
    await page.getByRole('button', { name: 'Adicionar estágio' }).click();
    const modal = page.getByRole('dialog');
    await escolher(page, 'Tipo de estágio', 'Não Obrigatório');
    await escolher(page, 'Instituição de ensino', INSTITUICAO);
    await escolher(page, 'Curso', CURSO);
    await modal.getByRole('textbox', { name: 'Início' }).fill('01/03/2026');
    await modal.getByRole('textbox', { name: 'Fim' }).fill('31/08/2026');
    await modal.getByRole('button', { name: 'Colação de grau' }).click();
    await page.getByRole('button', { name: /dez/i }).click();
    await modal.getByRole('textbox', { name: /^E-mail/ }).fill('julia.estagio@defensoria.exemplo.gov.br');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Estágio cadastrado.').waitFor();
    const linha = page.getByRole('table', { name: 'Estágios do estagiário' }).getByRole('row').nth(1);
    await expect.poll(() => linha.textContent()).toContain(INSTITUICAO);

    // A PDF attached to the intern
    await page.getByRole('button', { name: 'Anexos (0)' }).first().click();
    await page.getByRole('dialog', { name: 'Anexos' }).locator('input[type=file]').setInputFiles({ name: 'declaracao-matricula.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Anexar' }).click();
    await page.getByText('Documento anexado').waitFor();
    await page.getByRole('button', { name: 'Baixar declaracao-matricula.pdf' }).waitFor();
    await screenshot(page, 'cadastros-01-anexo-do-estagiario');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Anexos (1)' }).waitFor();

    // The Termo: a .docx named after the intern, with her data and the term's constants
    const [download] = await Promise.all([page.waitForEvent('download'), linha.getByRole('button', { name: /Termo de compromisso/ }).click()]);
    expect(download.suggestedFilename()).toBe(`Termo de Compromisso - ${ESTAGIARIA}.docx`);
    const texto = textoDoDocx(fs.readFileSync((await download.path())!));
    for (const trecho of [
      ESTAGIARIA,
      `CPF ${CPF}`,
      'nascido(a) em 09/04/2003',
      INSTITUICAO,
      'CNPJ 11.222.333/0001-81, representada por Helena Barreto, Reitora',
      CURSO,
      'TIPO DE ESTÁGIO: Não Obrigatório',
      'vigorará de 01/03/2026 a 31/08/2026',
      'bolsa mensal de R$ 700,00 e auxílio-transporte de R$ 121,00',
      'das 13h às 17h, de segunda a sexta-feira',
      'Para o período deste termo, o recesso é de 15 dias.',
    ]) {
      expect(texto).toContain(trecho);
    }
    await screenshot(page, 'cadastros-02-estagiario-com-estagio');
    await context.close();
  });
});
