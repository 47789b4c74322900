import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cpfValido, entrarNoModulo, escolher, navegadorDoArquivo, postar, screenshot, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const navegador = navegadorDoArquivo();

const sufixo = Date.now().toString(36);
const AUSENTE = `Helena Prado Vasconcelos ${sufixo}`;
const SUBSTITUTO_1 = `Caio Menezes Araújo ${sufixo}`;
const SUBSTITUTO_2 = `Lívia Rocha Teles ${sufixo}`;
const CIVEL = `1ª Defensoria Cível de Lagarto ${sufixo}`;
const CRIMINAL = `2ª Defensoria Criminal de Lagarto ${sufixo}`;
const USUARIO = `gestao.ferias.${sufixo}`;
const SENHA = 'gestao-das-ferias-123';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const br = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const somaDias = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

// The 30 days of férias begin three days ago; the day looked at on the home calendar is another day of this month
// inside them (tomorrow, or yesterday at the end of a month).
const HOJE = new Date();
const INICIO = somaDias(HOJE, -3);
const FIM = somaDias(INICIO, 29);
const DIA = somaDias(HOJE, 1).getMonth() === HOJE.getMonth() ? somaDias(HOJE, 1) : somaDias(HOJE, -1);

/**
 * The registers behind the journey, through the API as admin: the absent defender placed in two offices, each office
 * with a substitute office whose titular is the suggested substitute, and a user who receives the notifications.
 */
async function cadastros(page: Page) {
  const base = Number(String(Date.now()).slice(-7));
  const defensor = (nome: string, n: number) =>
    postar(page, baseUrl, 'defensor', {
      cpf: cpfValido(base * 10 + n),
      titulo: 'Dra.',
      nome,
      ativo: true,
      data_nascimento: '1978-03-15',
      email_pessoal: null,
      email: `defensor.${n}.${sufixo}@defensoria.exemplo.gov.br`,
      endereco: null,
      telefone: null,
      numero_oab: null,
      matricula_defensoria: null,
      data_admissao: '2012-02-10',
      data_referencia: null,
      anotacao: null,
      data_exoneracao: null,
    });
  const [ausente, sub1, sub2] = [await defensor(AUSENTE, 1), await defensor(SUBSTITUTO_1, 2), await defensor(SUBSTITUTO_2, 3)];
  const comarca = await postar(page, baseUrl, 'comarca', { nome: `Lagarto ${sufixo}` });
  const defensoria = (nome: string, substituta: { id: number } | null = null) =>
    postar(page, baseUrl, 'defensoria', { nome, comarca: { id: comarca.id }, defensoriasubstituta1: substituta });
  const [apoio1, apoio2] = [await defensoria(`3ª Defensoria Cível de Lagarto ${sufixo}`), await defensoria(`4ª Defensoria Criminal de Lagarto ${sufixo}`)];
  const [civel, criminal] = [await defensoria(CIVEL, apoio1), await defensoria(CRIMINAL, apoio2)];
  const lotar = (d: { id: number }, local: { id: number }) =>
    postar(page, baseUrl, 'lotacao', { tipo: 2, defensor: { id: d.id }, defensoria: { id: local.id }, data_inicial: '2016-03-01' });
  await lotar(ausente, civel);
  await lotar(ausente, criminal);
  await lotar(sub1, apoio1);
  await lotar(sub2, apoio2);
  const admin = await page.evaluate(async (url) => {
    const r = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('sgi.token')}` } });
    return (await r.json()) as { papel: { id: number } };
  }, `${baseUrl}/api/usuario/1`);
  await postar(page, baseUrl, 'usuario', {
    username: USUARIO,
    senha: SENHA,
    nome: 'Regina',
    sobrenome: `Falcão ${sufixo}`,
    email: `${USUARIO}@defensoria.exemplo.gov.br`,
    funcao: 'Gestão de férias',
    ativo: true,
    recebenotificacaoes: true,
    papel: { id: admin.papel.id },
  });
  return { ausente, sub1, civel };
}

// Issue 14: a 30-day férias entered with a substitute for each office, then seen on the Férias home for a day inside
// it, in the notifications, in the substitute's timeline; a second, overlapping action is refused.
describe('ações', () => {
  it('enters a férias with substitutes and finds it on the home, the notifications and the timeline; refuses an overlap', { timeout: 180_000 }, async () => {
    const entrada = await entrarNoModulo(navegador(), baseUrl, 'admin', ADMIN_PASSWORD, 'Lotações');
    const { ausente, civel } = await cadastros(entrada.page);
    await entrada.context.close();

    const { context, page } = await entrarNoModulo(navegador(), baseUrl, USUARIO, SENHA, 'Lotações');

    // 1. Through the Eventos menu: the defender's actions, Cadastrar, the dates fill the substitutions
    await page.getByRole('button', { name: 'Eventos' }).click();
    await page.getByRole('menuitem', { name: 'Ações' }).click();
    await page.waitForURL('**/acoes');
    // Each option shows the admission date and the age under the name.
    await page.getByRole('combobox', { name: 'Defensor' }).fill(AUSENTE);
    await page.getByRole('option', { name: new RegExp(`^${AUSENTE} Admissão 10/02/2012 · \\d+ anos de idade$`) }).click();
    await page.waitForURL(`**/acoes/${ausente.id}`);
    await page.getByText('Admissão 10/02/2012').first().waitFor();
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.waitForURL(`**/acoes/create/${ausente.id}`);
    await page.getByRole('textbox', { name: 'Vigência início' }).fill(br(INICIO));
    await page.getByRole('textbox', { name: 'Vigência fim' }).fill(br(FIM));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('group', { name: `Substituição: ${CIVEL}` }).getByRole('combobox', { name: 'Substituto' }).inputValue()).toBe(SUBSTITUTO_1);
    expect(await page.getByRole('group', { name: `Substituição: ${CRIMINAL}` }).getByRole('combobox', { name: 'Substituto' }).inputValue()).toBe(SUBSTITUTO_2);
    expect(await page.getByRole('textbox', { name: 'Dias' }).inputValue()).toBe('30');
    await page.getByRole('combobox', { name: 'Período aquisitivo' }).click();
    await page.getByRole('option').filter({ hasNotText: 'em aquisição' }).first().click();
    await page.getByRole('textbox', { name: 'Anotações' }).fill('Férias regulamentares');
    await semTransicoes(page);
    await screenshot(page, 'acoes-01-ferias-com-substitutos');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Período cadastrado com sucesso.').waitFor();
    await page.waitForURL(`**/acoes/${ausente.id}`);
    await page.getByRole('link', { name: `Editar Férias de ${br(INICIO)} a ${br(FIM)}` }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'acoes-02-acoes-da-defensora');

    // 2. The Férias home: the day picked in the calendar shows her away
    await page.getByText('Período cadastrado com sucesso.').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'SGI' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const calendario = page.getByRole('region', { name: 'Calendário' });
    await calendario.locator('button:not([data-outside])', { hasText: new RegExp(`^${DIA.getDate()}$`) }).click();
    await page.waitForURL(`**/?dia=${iso(DIA)}`);
    await page.getByRole('heading', { name: `Resumo de ${br(DIA)}` }).waitFor();
    await page.waitForLoadState('networkidle');
    const linha = page.getByRole('row', { name: new RegExp(AUSENTE) });
    await expect.poll(() => linha.textContent()).toContain('Férias');
    expect(await linha.textContent()).toContain(`${br(INICIO)}${br(FIM)}`);
    expect(await page.getByRole('group', { name: /^Férias: / }).getAttribute('aria-label')).not.toBe('Férias: 0');
    await screenshot(page, 'acoes-03-inicio-do-modulo');

    // 3. The notification, counted by the bell
    await expect.poll(() => page.getByRole('link', { name: /^Notificações: / }).getAttribute('aria-label')).not.toBe('Notificações: nenhuma');
    await page.getByRole('link', { name: /^Notificações: / }).click();
    await page.waitForURL('**/notificacoes');
    const notificacao = page.getByRole('link', { name: `Período cadastrado: Férias de ${AUSENTE}` });
    await notificacao.waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`Férias de ${AUSENTE}`) }).textContent()).toContain(`${CIVEL} — ${SUBSTITUTO_1}`);
    await page.mouse.move(0, 300);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'acoes-04-notificacoes');

    // 4. The substitute's timeline, from the defender list's 'Linha do Tempo' column
    await page.goto(`${baseUrl}/defensor?busca=${encodeURIComponent(SUBSTITUTO_1)}`);
    await page.getByRole('link', { name: `Linha do Tempo do defensor ${SUBSTITUTO_1}` }).click();
    await page.waitForURL(/\/defensor\/timeline\?id=\d+$/);
    const direita = page.getByRole('region', { name: 'Lotações e substituições' });
    await direita.getByText(`Substituindo ${AUSENTE}`).waitFor();
    expect(await direita.textContent()).toContain('Substituição: Férias');
    expect(await direita.textContent()).toContain(`${br(INICIO)} a ${br(FIM)}`);
    expect(await direita.textContent()).toContain(CIVEL);
    await screenshot(page, 'acoes-05-linha-do-tempo-do-substituto');

    // 5. Who answered for the office on that day: the substitute
    await page.goto(`${baseUrl}/defensoria/editar/${civel.id}`);
    await page.getByRole('button', { name: 'Quem respondeu' }).click();
    const modal = page.getByRole('dialog', { name: `Quem respondeu pela ${CIVEL}` });
    await modal.getByRole('textbox', { name: 'Data' }).fill(br(DIA));
    await page.keyboard.press('Tab');
    await modal.getByText(`Respondeu pela defensoria em ${br(DIA)}`).waitFor();
    expect(await modal.getByRole('table', { name: 'Lotados no dia' }).textContent()).toContain(SUBSTITUTO_1);
    await semTransicoes(page);
    await screenshot(page, 'acoes-06-quem-respondeu');
    await page.keyboard.press('Escape');

    // 6. A second action on a day of the férias is refused with the rule's words
    await page.goto(`${baseUrl}/acoes/create/${ausente.id}`);
    await escolher(page, 'Tipo', 'Abono Especial');
    await page.getByRole('textbox', { name: 'Vigência início' }).fill(br(DIA));
    await page.getByRole('textbox', { name: 'Vigência fim' }).fill(br(DIA));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const recusa = `Já existe ação do(a) defensor(a) nesse período: Férias de ${br(INICIO)} a ${br(FIM)}.`;
    await page.getByRole('alert', { name: 'A ação não foi salva' }).getByText(recusa).waitFor();
    expect(page.url()).toContain(`/acoes/create/${ausente.id}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await semTransicoes(page);
    await screenshot(page, 'acoes-07-recusa-da-sobreposicao');
    await context.close();
  });
});
