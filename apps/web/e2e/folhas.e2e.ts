import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { entrarNoModulo, navegadorDoArquivo, semTransicoes } from './browser';
import { ADMIN_PASSWORD } from './server';

const baseUrl = inject('baseUrl');
const caixaDeEmails = inject('caixaDeEmails');
const navegador = navegadorDoArquivo();

/** Screenshots of this journey, one per step (test-results/ is ignored by git). */
const PASTA = path.resolve(import.meta.dirname, '../../../test-results/folhas');

/**
 * One step's screenshot. The whole page by default: the app shell's fixed footer would then be drawn across the middle
 * of a long page (where the viewport ended), covering the signatures, so it is left out of the picture. `semAvisos`
 * leaves out the toasts too, where earlier 'Registro Salvo' toasts would hide the sheet's header.
 */
async function foto(page: Page, nome: string, { inteira = true, semAvisos = false } = {}) {
  fs.mkdirSync(PASTA, { recursive: true });
  await semTransicoes(page);
  const ocultos = ['.mantine-AppShell-footer', ...(semAvisos ? ['.mantine-Notifications-root'] : [])];
  await page.screenshot({ path: path.join(PASTA, `${nome}.png`), fullPage: inteira, style: `${ocultos.join(', ')} { visibility: hidden !important; }` });
}

const sufixo = Date.now().toString(36);

// The month before today's: all its working days exist, and the internship covers it.
const hoje = new Date();
const ANO = hoje.getMonth() === 0 ? hoje.getFullYear() - 1 : hoje.getFullYear();
const MES = hoje.getMonth() === 0 ? 12 : hoje.getMonth();
const MM = String(MES).padStart(2, '0');
const iso = (ano: number, mes: number, dia: number) => new Date(Date.UTC(ano, mes - 1, dia)).toISOString().slice(0, 10);
/** Internship and placements start two months before the sheet's month and end a year after it. */
const INICIO = iso(ANO, MES - 2, 1);
const FIM = iso(ANO + 1, MES, 28);
const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** A valid CPF (check digits computed) from nine digits. */
function cpf(base: string): string {
  const d = base.split('').map(Number);
  for (const n of [9, 10]) {
    const soma = d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0);
    d.push(((soma * 10) % 11) % 10);
  }
  const s = d.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}
const base9 = (semente: number) => String(100_000_000 + ((Date.now() + semente * 7_919) % 800_000_000)).slice(0, 9);

const ESTAGIARIA = `Helena Prado Fontes ${sufixo}`;
const ESTAGIARIA_EMAIL = `helena.${sufixo}@exemplo.com.br`;
const ESTAGIARIO_CELULAR = `Caio Menezes Lima ${sufixo}`;
const ESTAGIARIO_CELULAR_EMAIL = `caio.${sufixo}@exemplo.com.br`;
const DEFENSOR = `Marta Siqueira ${sufixo}`;
const DEFENSOR_EMAIL = `marta.${sufixo}@exemplo.com.br`;
const DEFENSOR_EMAIL_INSTITUCIONAL = `marta.${sufixo}@defensoria.exemplo.gov.br`;

/** A call to the API with the page's own session (the admin's). */
async function chamar(page: Page, metodo: string, caminho: string, corpo?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([url, method, body]) => {
      const r = await fetch(url, {
        method,
        headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), Authorization: `Bearer ${localStorage.getItem('sgi.token')}` },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: r.status, json: await r.json().catch(() => null) };
    },
    [`${baseUrl}/api/${caminho}`, metodo, corpo] as const,
  );
}

async function criar(page: Page, caminho: string, corpo: unknown): Promise<number> {
  const r = await chamar(page, 'POST', caminho, corpo);
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return (r.json as { id: number }).id;
}

interface Estagio {
  estagioId: number;
}

let cadastros: Promise<{ helena: Estagio; caio: Estagio }> | undefined;

/**
 * The registers the journey needs, through the API (their screens have their own e2e files): a defensoria whose
 * titular defender has a CPF and an e-mail (she becomes the responsável), and two interns placed there 13:00–17:00.
 * Made once for the file, by whichever test comes first.
 */
function cadastrar(page: Page) {
  cadastros ??= (async () => {
    const comarca = await criar(page, 'comarca', { nome: `Lagarto ${sufixo}` });
    const defensoria = await criar(page, 'defensoria', { nome: `1ª Defensoria de Lagarto ${sufixo}`, comarca: { id: comarca }, maximo_estagiarios: 4 });
    const defensor = await criar(page, 'defensor', {
      cpf: cpf(base9(1)),
      titulo: 'Dra.',
      nome: DEFENSOR,
      ativo: true,
      data_nascimento: '1975-03-11',
      email_pessoal: DEFENSOR_EMAIL,
      email: DEFENSOR_EMAIL_INSTITUCIONAL,
      endereco: null,
      telefone: null,
      numero_oab: `SE ${sufixo}`,
      matricula_defensoria: sufixo,
      data_admissao: '2005-02-01',
      data_referencia: null,
      anotacao: null,
      data_exoneracao: null,
    });
    await criar(page, 'lotacao', { tipo: 2, defensor: { id: defensor }, defensoria: { id: defensoria }, data_inicial: '2020-01-01' });
    const curso = await criar(page, 'curso', { nome: `Direito ${sufixo}` });
    const escola = await criar(page, 'instituicao', { cnpj: '27.146.583/0001-10', razao_social: `Universidade Tiradentes ${sufixo}` });
    const estagio = async (nome: string, email: string, semente: number): Promise<Estagio> => {
      const estagiario = await criar(page, 'estagiario', { cpf: cpf(base9(semente)), nome, data_nascimento: '2003-05-14', email, ativo: true });
      const estagioId = await criar(page, 'estagio', {
        estagiario: { id: estagiario },
        tipo_estagio: 7,
        instituicao_ensino: { id: escola },
        curso: { id: curso },
        data_inicio_estagio: INICIO,
        data_fim_estagio: FIM,
        data_colacao_grau: '2029-12',
        email: `estagio.${semente}.${sufixo}@defensoria.exemplo.gov.br`,
      });
      await criar(page, 'lotacao', { tipo: 4, estagio: { id: estagioId }, defensoria: { id: defensoria }, data_inicial: INICIO, data_final: FIM, entrada: '13:00', saida: '17:00' });
      return { estagioId };
    };
    return { helena: await estagio(ESTAGIARIA, ESTAGIARIA_EMAIL, 2), caio: await estagio(ESTAGIARIO_CELULAR, ESTAGIARIO_CELULAR_EMAIL, 3) };
  })();
  return cadastros;
}

/** The text part of a message as nodemailer writes it (quoted-printable or base64). */
function textoDoEmail(raw: string): string {
  const [cabecalho = '', ...resto] = raw.split('\r\n\r\n');
  const corpo = resto.join('\r\n\r\n');
  const cte = /content-transfer-encoding:\s*([\w-]+)/i.exec(cabecalho)?.[1]?.toLowerCase();
  if (cte === 'base64') return Buffer.from(corpo.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable') {
    const bytes = corpo.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return corpo;
}

/** E-mails already read by this file: a second message to the same address brings a new link. */
const lidos = new Set<string>();

/** Waits for the app's e-mail to one of `enderecos` and answers the access link in it (read once). */
async function linkDoEmail(enderecos: string[]): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const arquivo of fs.readdirSync(caixaDeEmails).sort()) {
          if (lidos.has(arquivo)) continue;
          const m = JSON.parse(fs.readFileSync(path.join(caixaDeEmails, arquivo), 'utf8')) as { para: string[]; raw: string };
          if (!m.para.some((p) => enderecos.includes(p))) continue;
          const achado = /(https?:\/\/\S+\/obter-token\?token=[\w-]+)/.exec(textoDoEmail(m.raw))?.[1];
          if (achado) {
            lidos.add(arquivo);
            link = achado;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000, interval: 250, message: `e-mail com o link para ${enderecos.join(' ou ')}` },
    )
    .toBe(true);
  return link!;
}

/** A fresh browser opening the e-mailed link: the token screen comes prefilled, Entrar exchanges it (POST). */
async function abrirLink(browser: Browser, link: string, largura = 1366) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: largura, height: largura < 576 ? 844 : 900 },
    ...(largura < 576 && { isMobile: true, hasTouch: true }),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  expect(link.startsWith(`${baseUrl}/obter-token?token=`), link).toBe(true);
  await page.goto(link);
  await page.getByText('Acesso à folha de frequência').waitFor();
  expect((await page.getByRole('textbox', { name: 'Token' }).inputValue()).length).toBeGreaterThan(20);
  return { context, page };
}

/** A minimal but valid one-page PDF (header, catalog, page, xref with the right offsets, trailer). */
function pdfPequeno(texto: string): Buffer {
  const conteudo = `BT /F1 12 Tf 72 720 Td (${texto}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const semPreencher = (page: Page) => page.getByRole('button', { name: /^Dia \d+, \w+: Sem preencher$/ });

/** Clicks a day and waits for its new label (each save reloads the sheet; the screen takes one save at a time). */
async function clicarDia(page: Page, dia: ReturnType<Page['getByRole']>): Promise<number> {
  const rotulo = (await dia.getAttribute('aria-label'))!;
  await dia.click();
  await page.getByRole('button', { name: rotulo, exact: true }).waitFor({ state: 'detached' });
  return Number(/^Dia (\d+),/.exec(rotulo)![1]);
}

const botaoDoDia = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Dia ${n}, `) });

/** The owner marks a present day absent in the day modal, with or without a justification. */
async function marcarFalta(page: Page, n: number, justificativa: string) {
  await botaoDoDia(page, n).click();
  const modal = page.getByRole('dialog', { name: `Dia ${String(n).padStart(2, '0')}/${MM}/${ANO}` });
  await modal.waitFor();
  await modal.getByText('Ausente', { exact: true }).click();
  if (justificativa) await modal.getByLabel('Justificativa').fill(justificativa);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await modal.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: new RegExp(`^Dia ${n}, \\w+: Falta ${justificativa ? 'Justificada' : 'Não Justificada'}$`) }).waitFor();
}

/** A workflow button, then the confirmation modal, then the sheet reloaded with the new status. */
async function passo(page: Page, botao: string, statusNovo: string) {
  await page.getByRole('button', { name: botao, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText(statusNovo, { exact: true }).first().waitFor();
}

// Issue 13, "Browser end-to-end": the whole journey of a month's attendance sheet through the screens.
describe('folhas de frequência', () => {
  it('staff generates the month; the intern fills it through her e-mailed link (presence clicks, a justified absence with a PDF) and sends it; the supervisor signs; staff approves, downloads the PDF and its code verifies', async () => {
    const browser = navegador();
    const { context: equipe, page } = await entrarNoModulo(browser, baseUrl, 'admin', ADMIN_PASSWORD, 'Folhas de Frequências');
    page.setDefaultTimeout(20_000);
    await cadastrar(page);

    // 1. Staff opens the month's sheet list through the menu and picks the month
    await page.getByRole('button', { name: 'Frequências' }).click();
    await page.getByRole('menuitem', { name: 'Folhas de Frequência' }).click();
    await page.waitForURL('**/folha-frequencia*');
    await page.getByRole('heading', { name: 'Folhas de Frequência' }).first().waitFor();
    await escolherMes(page);
    await page.getByRole('button', { name: 'Gerar folhas do mês' }).waitFor();
    await foto(page, '01-lista-do-mes');

    // 2. Simular, then Gerar: the job's progress, then the count
    await page.getByRole('button', { name: 'Gerar folhas do mês' }).click();
    const gerar = page.getByRole('dialog', { name: new RegExp(`^Gerar as folhas de ${MESES[MES - 1]} de ${ANO}`, 'i') });
    await gerar.waitFor();
    await gerar.getByRole('button', { name: 'Simular' }).click();
    const criadas = gerar.getByText(/^Serão criadas: \d+$/);
    await criadas.waitFor();
    const n = Number((await criadas.textContent())!.replace(/\D/g, ''));
    expect(n).toBeGreaterThanOrEqual(2);
    await foto(page, '02-simulacao');
    await gerar.getByRole('button', { name: 'Gerar', exact: true }).click();
    await gerar.getByText('Geração das folhas', { exact: true }).waitFor(); // the job's progress
    await gerar.getByText(`Concluída · ${n} de ${n} (100%)`).waitFor({ timeout: 60_000 });
    await page.getByText(`${n} folhas de frequência geradas.`).waitFor({ timeout: 60_000 });
    await foto(page, '03-folhas-geradas');
    await gerar.locator('button', { hasText: 'Fechar' }).click();
    await gerar.waitFor({ state: 'detached' });

    // 3. Staff notifies the intern from her row: the e-mail carries her access link
    const notificar = page.getByRole('button', { name: `Notificar ${ESTAGIARIA}` });
    await notificar.click();
    await page.getByText('Notificação enviada.').waitFor();
    await foto(page, '04-estagiaria-notificada');
    const linkDaEstagiaria = await linkDoEmail([ESTAGIARIA_EMAIL]);

    // 4. The intern opens the link: the token screen exchanges it and opens her sheet, no navigation bar
    const { context: estagiaria, page: ela } = await abrirLink(browser, linkDaEstagiaria);
    await foto(ela, '05-link-da-estagiaria');
    await ela.getByRole('button', { name: 'Entrar' }).click();
    await ela.waitForURL(/\/folha-frequencia\/\d+$/);
    const folhaId = Number(/\/folha-frequencia\/(\d+)$/.exec(ela.url())![1]);
    await ela.getByRole('heading', { name: new RegExp(`^Folha de frequência de ${MESES[MES - 1]} de ${ANO}`, 'i') }).waitFor();
    await ela.getByText(ESTAGIARIA).first().waitFor();
    expect(await ela.getByRole('button', { name: 'Frequências' }).count()).toBe(0);
    await foto(ela, '06-folha-aberta', { semAvisos: true });

    // 5. A justified absence on the first working day, with its proof: the day is marked present by one click,
    // then changed in the modal; the proof field appears once the absence is saved.
    const diaDaFalta = await clicarDia(ela, semPreencher(ela).first());
    await marcarFalta(ela, diaDaFalta, 'Consulta médica, atestado anexo.');
    await botaoDoDia(ela, diaDaFalta).click();
    const modal = ela.getByRole('dialog', { name: `Dia ${String(diaDaFalta).padStart(2, '0')}/${MM}/${ANO}` });
    await modal.getByText('Comprovante (PDF)').waitFor();
    await modal.locator('input[type="file"]').setInputFiles({ name: 'atestado.pdf', mimeType: 'application/pdf', buffer: pdfPequeno('Atestado medico') });
    await modal.getByRole('button', { name: 'Abrir atestado.pdf' }).waitFor();
    await foto(ela, '07-falta-com-comprovante');
    await ela.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // 6. One click on each remaining working day: present 13:00–17:00
    let presencas = 0;
    while ((await semPreencher(ela).count()) > 0) {
      await clicarDia(ela, semPreencher(ela).first());
      presencas++;
    }
    expect(presencas).toBeGreaterThanOrEqual(15);
    expect(await ela.getByRole('button', { name: /: Presente, 13:00 às 17:00$/ }).count()).toBe(presencas);
    await foto(ela, '08-mes-preenchido', { semAvisos: true });

    // 7. She sends it for signature
    await passo(ela, 'Enviar para assinatura', 'Aguardando Assinatura');
    await foto(ela, '09-enviada-para-assinatura');
    await estagiaria.close();

    // 8. The supervisor (the titular defender) opens the link of the pending-signature e-mail and signs
    const { context: supervisora, page: sup } = await abrirLink(browser, await linkDoEmail([DEFENSOR_EMAIL, DEFENSOR_EMAIL_INSTITUCIONAL]));
    await sup.getByRole('button', { name: 'Entrar' }).click();
    await sup.waitForURL(`**/folha-frequencia/${folhaId}`);
    await sup.getByText('Aguardando Assinatura', { exact: true }).first().waitFor();
    await sup.getByText(ESTAGIARIA).first().waitFor();
    await passo(sup, 'Assinar', 'Aguardando Revisão');
    await foto(sup, '10-assinada-pela-supervisora');
    await supervisora.close();

    // 9. Staff opens the sheet from the list and approves it
    await page.reload();
    await page.getByRole('heading', { name: 'Folhas de Frequência' }).first().waitFor();
    await page.getByRole('link', { name: `Abrir a folha de ${ESTAGIARIA}` }).click();
    await page.waitForURL(`**/folha-frequencia/${folhaId}`);
    await page.getByText('Aguardando Revisão', { exact: true }).first().waitFor();
    await passo(page, 'Aprovar', 'Concluída');
    await foto(page, '11-aprovada');

    // 10. Baixar PDF: a PDF with the intern's name and the verification code
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    const arquivo = path.join(PASTA, 'folha.pdf');
    await download.saveAs(arquivo);
    expect(download.suggestedFilename()).toBe(`Folha de frequência ${MM}-${ANO} - ${ESTAGIARIA}.pdf`);
    expect(fs.readFileSync(arquivo).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
    expect(texto).toContain(ESTAGIARIA);
    const codigo = /\b[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}\b/.exec(texto)?.[0];
    expect(codigo, texto).toBeDefined();
    // The picture of this step is the PDF's first page
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', arquivo, path.join(PASTA, '12-pdf-baixado')]);

    // 11. The public verification page confirms the sheet
    await page.goto(`${baseUrl}/verificar/${codigo}`);
    await page.getByText('Folha de frequência autêntica').waitFor();
    await page.getByRole('cell', { name: ESTAGIARIA, exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Concluída', exact: true }).waitFor();
    await page.getByRole('cell', { name: codigo!, exact: true }).waitFor();
    // The three signatures: the intern's, the supervisor's and staff's
    const assinaturas = page.getByRole('list', { name: 'Assinaturas' }).getByRole('listitem');
    expect(await assinaturas.count()).toBe(3);
    expect(await assinaturas.nth(0).textContent()).toContain(ESTAGIARIA);
    expect(await assinaturas.nth(1).textContent()).toContain(DEFENSOR);
    await foto(page, '13-verificacao');
    await equipe.close();
  }, 300_000);

  it('on a 390 px phone the month is a list of days: the intern saves a presence and an absence', async () => {
    const browser = navegador();
    const { context: equipe, page } = await entrarNoModulo(browser, baseUrl, 'admin', ADMIN_PASSWORD, 'Folhas de Frequências');
    page.setDefaultTimeout(20_000);
    const { caio } = await cadastrar(page);
    // His sheet: generated by the first test, or created here when this test runs alone.
    const criada = await chamar(page, 'POST', 'folha_frequencia', { estagioId: caio.estagioId, ano: ANO, mes: MES });
    expect([201, 409], JSON.stringify(criada.json)).toContain(criada.status);
    const lista = await chamar(page, 'GET', `folha_frequencia/listar/${caio.estagioId}`);
    const folha = (lista.json as { id: number; ano: number; mes: number }[]).find((f) => f.ano === ANO && f.mes === MES);
    expect(folha, JSON.stringify(lista.json)).toBeDefined();
    const notificada = await chamar(page, 'POST', `folha_frequencia/${folha!.id}`);
    expect(notificada.status, JSON.stringify(notificada.json)).toBeLessThan(300);
    await equipe.close();

    const { context, page: cel } = await abrirLink(browser, await linkDoEmail([ESTAGIARIO_CELULAR_EMAIL]), 390);
    await cel.getByRole('button', { name: 'Entrar' }).click();
    await cel.waitForURL(`**/folha-frequencia/${folha!.id}`);
    const dias = cel.getByRole('list', { name: 'Dias do mês' });
    await dias.waitFor();
    expect(await cel.getByRole('group', { name: 'Calendário do mês' }).count()).toBe(0);
    expect(await cel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const presente = await clicarDia(cel, semPreencher(cel).first());
    await botaoDoDia(cel, presente).and(cel.getByRole('button', { name: /: Presente, 13:00 às 17:00$/ })).waitFor();
    const falta = await clicarDia(cel, semPreencher(cel).first());
    await marcarFalta(cel, falta, '');
    await cel.evaluate(() => window.scrollTo(0, 0));
    await foto(cel, '14-celular-390', { inteira: false, semAvisos: true });
    await context.close();
  }, 180_000);
});

/** The Período month picker: the previous month of this year's panel, or of last year's in January. */
async function escolherMes(page: Page) {
  const periodo = `${ANO}-${MM}`;
  await page.getByRole('button', { name: 'Período' }).click();
  const painel = page.locator('[data-dates-dropdown]');
  await painel.waitFor();
  if (ANO !== hoje.getFullYear()) await painel.getByRole('button', { name: 'Ano anterior' }).click();
  await painel.getByRole('button', { name: new RegExp(`^${MESES[MES - 1]!.slice(0, 3)}`, 'i') }).click();
  await page.waitForURL(`**periodo=${periodo}*`);
}
