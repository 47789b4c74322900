import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cpfValido, entrarNoModulo, escolher, navegadorDoArquivo, postar, screenshot, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

const sufixo = Date.now().toString(36);
const DEFENSOR = `Marta Quintela Borges ${sufixo}`;
const DEFENSORIA = `5ª Defensoria Cível de Estância ${sufixo}`;
const TIPO_PROCESSO = `Petição inicial distribuída ${sufixo}`;
const TIPO_AUDIENCIA = `Audiência realizada ${sufixo}`;
const TIPO_ATENDIMENTO = `Atendimento ao público ${sufixo}`;
// A CNJ unified number with its check digits right (ISO 7064 mod 97-10) and a 12-digit one (the spec's).
const CNJ = '0000001-04.2026.8.25.0001';
const DOZE = '202612345678';

const pad = (n: number) => String(n).padStart(2, '0');
const HOJE = new Date();
const MES = `${HOJE.getFullYear()}-${pad(HOJE.getMonth() + 1)}`;
const MES_BR = `${pad(HOJE.getMonth() + 1)}/${HOJE.getFullYear()}`;
const HOJE_BR = `${pad(HOJE.getDate())}/${MES_BR}`;

async function chamar<T>(page: Page, metodo: 'GET' | 'PUT', caminho: string, corpo?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, metodo, corpo }) => {
      const r = await fetch(url, {
        method: metodo,
        headers: { Authorization: `Bearer ${localStorage.getItem('sgi.token')}`, ...(corpo !== undefined && { 'Content-Type': 'application/json' }) },
        ...(corpo !== undefined && { body: JSON.stringify(corpo) }),
      });
      if (!r.ok) throw new Error(`${metodo} ${url}: ${r.status} ${await r.text()}`);
      return (await r.json()) as T;
    },
    { url: `${baseUrl}/api/${caminho}`, metodo, corpo },
  );
}

/**
 * The registers behind the journey, through the API as admin: a defender placed in a defensoria, three defensoria
 * types (an initial petition that requires process numbers — added to key 1 —, a hearing, an attendance).
 */
async function cadastros(page: Page) {
  const defensor = await postar(page, baseUrl, 'defensor', {
    cpf: cpfValido(Number(String(Date.now()).slice(-8))),
    titulo: 'Dra.',
    nome: DEFENSOR,
    ativo: true,
    data_nascimento: '1980-06-02',
    email: `marta.${sufixo}@defensoria.exemplo.gov.br`,
    data_admissao: '2014-04-01',
  });
  const comarca = await postar(page, baseUrl, 'comarca', { nome: `Estância ${sufixo}` });
  const defensoria = await postar(page, baseUrl, 'defensoria', { nome: DEFENSORIA, comarca: { id: comarca.id } });
  await postar(page, baseUrl, 'lotacao', { tipo: 2, defensor: { id: defensor.id }, defensoria: { id: defensoria.id }, data_inicial: '2020-01-01' });
  const comProcesso = await postar(page, baseUrl, 'movimentacao/tipo', { descricao: TIPO_PROCESSO, inicial: true, nucleo: false });
  await postar(page, baseUrl, 'movimentacao/tipo', { descricao: TIPO_AUDIENCIA, inicial: false, nucleo: false });
  await postar(page, baseUrl, 'movimentacao/tipo', { descricao: TIPO_ATENDIMENTO, inicial: false, nucleo: false });
  const configuracoes = await chamar<{ chave: number; valor: string; versao: number }[]>(page, 'GET', 'app/configuracoes');
  const chave1 = configuracoes.find((c) => c.chave === 1)!;
  await chamar(page, 'PUT', 'app/configuracoes', [{ chave: 1, valor: [chave1.valor, comProcesso.id].filter(Boolean).join(','), versao: chave1.versao }]);
  return { defensor };
}

// Issue 15: a month entered with three lines, one with two process numbers; a reload before saving brings the draft
// back; saved, it is found in the search page by its editor, seen delivered on the module home and added up in the
// movement report (issue 17).
describe('movimentações', () => {
  it('enters a month, gets the draft back after a reload, saves it, finds it by editor and sees it delivered', { timeout: 180_000 }, async () => {
    const { context, page } = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Movimentações');
    const { defensor } = await cadastros(page);

    // 1. The list of the defender's month, Cadastrar Registro → Defensoria
    await page.goto(`${baseUrl}/movimentacoes/${defensor.id}/${MES}`);
    await page.getByRole('button', { name: 'Cadastrar Registro' }).click();
    await page.getByRole('menuitem', { name: 'Defensoria' }).click();
    await page.waitForURL(`**/movimentacoes/create/${defensor.id}/${MES}?ehnucleo=false`);
    await page.getByText(DEFENSOR).waitFor();
    await page.getByRole('combobox', { name: 'Defensoria' }).fill(DEFENSORIA);
    await page.getByRole('option', { name: DEFENSORIA, exact: true }).click();
    await page.waitForURL(/defensoria=\d+/);
    await page.getByRole('textbox', { name: 'Data de recebimento' }).fill(HOJE_BR);
    await page.keyboard.press('Escape');

    // 2. Three lines: the initial petition with two process numbers (the quantity follows them), a hearing, attendances
    await escolher(page, 'Inicial da linha 1', 'Inicial');
    await escolher(page, 'Tipo da linha 1', TIPO_PROCESSO);
    const processos = page.getByRole('textbox', { name: 'Números de processo da linha 1' });
    await processos.fill('12345');
    await processos.press('Enter');
    await page.getByText('O número de processo deve ter 12 caracteres.').waitFor();
    await processos.fill('00000010420268250001');
    expect(await processos.inputValue()).toBe(CNJ);
    await processos.press('Enter');
    await processos.fill(DOZE);
    await processos.press('Enter');
    await processos.fill(DOZE);
    await processos.press('Enter');
    await page.getByText('Número já inserido.').waitFor();
    await processos.fill('');
    expect(await page.getByRole('textbox', { name: 'Quantidade da linha 1' }).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Adicionar linha' }).click();
    await escolher(page, 'Tipo da linha 2', TIPO_AUDIENCIA);
    await page.getByRole('textbox', { name: 'Quantidade da linha 2' }).fill('3');
    await page.getByRole('button', { name: 'Adicionar linha' }).click();
    await escolher(page, 'Tipo da linha 3', TIPO_ATENDIMENTO);
    await page.getByRole('textbox', { name: 'Quantidade da linha 3' }).fill('14');
    await page.getByRole('textbox', { name: 'Observação' }).fill('Mutirão de atendimento na sede.');
    await page.getByRole('checkbox', { name: 'Cível' }).check();
    await semTransicoes(page);
    await screenshot(page, 'movimentacoes-01-mes-com-tres-linhas');

    // 3. A reload before saving: the same defender, month and office bring the draft back, with a notice
    await page.waitForTimeout(800);
    await page.reload();
    await page.getByText('Rascunho restaurado').waitFor();
    const pills = page.getByRole('list', { name: 'Processos da linha 1' });
    expect(await pills.textContent()).toContain(CNJ);
    expect(await pills.textContent()).toContain(DOZE);
    expect(await page.getByRole('textbox', { name: 'Quantidade da linha 3' }).inputValue()).toBe('14');
    await semTransicoes(page);
    await screenshot(page, 'movimentacoes-02-rascunho-restaurado');
    await page.setViewportSize({ width: 390, height: 900 });
    // On a phone the lines are cards, nothing scrolled sideways; the numbers typed stay.
    await page.getByRole('list', { name: 'Registros' }).waitFor();
    expect(await page.getByRole('listitem', { name: /^Linha \d$/ }).count()).toBe(3);
    expect(await page.getByRole('list', { name: 'Processos da linha 1' }).textContent()).toContain(CNJ);
    await semTransicoes(page);
    await screenshot(page, 'movimentacoes-03-formulario-390px');
    await page.setViewportSize({ width: 1366, height: 900 });

    // 4. Saved: back to the defender's month, the draft gone
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Movimentação cadastrada.').waitFor();
    await page.waitForURL(`**/movimentacoes/${defensor.id}/${MES}`);
    const linha = page.getByRole('row', { name: new RegExp(DEFENSORIA) });
    await linha.waitFor();
    expect(await linha.textContent()).toContain(MES_BR);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sgi.movimentacao.rascunho.')))).toEqual([]);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'movimentacoes-04-lista-do-mes');

    // 5. The search page, by editor
    await page.goto(`${baseUrl}/movimentacoes/pesquisa`);
    await page.getByRole('combobox', { name: 'Editado Por' }).fill('admin');
    await page.getByRole('option', { name: /\(admin\)$/ }).click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(/editadoPor=\d+/);
    const achada = page.getByRole('row', { name: new RegExp(DEFENSOR) });
    await achada.waitFor();
    expect(await achada.textContent()).toContain('Cível');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'movimentacoes-05-pesquisa-por-editor');

    // 6. The module home: her month is delivered
    await page.goto(`${baseUrl}/?defensorId=${defensor.id}&referenciaI=${MES}&referenciaF=${MES}`);
    const entregue = page.getByRole('row', { name: new RegExp(DEFENSORIA) });
    await entregue.waitFor();
    expect(await entregue.textContent()).toContain('Entregue');
    expect(await entregue.textContent()).toContain(HOJE_BR);
    await page.getByRole('region', { name: 'Entregas por mês' }).getByText('No prazo: 1').waitFor();
    await page.waitForLoadState('networkidle');
    await semTransicoes(page);
    await screenshot(page, 'movimentacoes-06-inicio-do-modulo');
    await page.setViewportSize({ width: 390, height: 900 });
    await semTransicoes(page);
    await screenshot(page, 'movimentacoes-07-inicio-390px');
    await page.setViewportSize({ width: 1366, height: 900 });

    // 7. The movement report for the quarter ending this month (issue 17): the tabs agree, Excel and PDF download
    const inicio = new Date(HOJE.getFullYear(), HOJE.getMonth() - 2, 1);
    const fim = new Date(HOJE.getFullYear(), HOJE.getMonth() + 1, 0);
    const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    await page.goto(`${baseUrl}/relatorios/movimentacoes?inicio=${iso(inicio)}&fim=${iso(fim)}&defensor=${defensor.id}`);
    const daDefensora = page.getByRole('table', { name: DEFENSOR });
    await daDefensora.waitFor();
    expect(await daDefensora.getByRole('row').last().textContent()).toBe('Total190019');
    await page.getByRole('tab', { name: 'Agrupado por Tipo' }).click();
    const porTipo = page.getByRole('table', { name: 'Tipo', exact: true });
    await porTipo.waitFor();
    expect(await porTipo.getByRole('row', { name: new RegExp(TIPO_ATENDIMENTO) }).textContent()).toBe(`${TIPO_ATENDIMENTO}140014`);
    expect(await porTipo.getByRole('row').last().textContent()).toBe('Total190019');
    await page.getByRole('region', { name: 'Gráfico: Tipo' }).locator('.recharts-bar-rectangle').first().waitFor();
    await semTransicoes(page);
    await screenshot(page, 'movimentacoes-08-relatorio-por-tipo');
    const baixar = async (item: string) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      return (await download).suggestedFilename();
    };
    expect(await baixar('Excel')).toBe(`relatorio-movimentacoes-${iso(inicio)}-${iso(fim)}.xlsx`);
    expect(await baixar('PDF Automático')).toBe(`relatorio-movimentacoes-${iso(inicio)}-${iso(fim)}-tipo.pdf`);
    await page.setViewportSize({ width: 390, height: 900 });
    await semTransicoes(page);
    await screenshot(page, 'movimentacoes-09-relatorio-390px');
    await context.close();
  });
});
