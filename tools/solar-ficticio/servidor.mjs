// A stand-in of the case system's (Solar) API, faithful to the contract SGI calls (spec §7, ADR 090):
//   GET /atendimentos?p_area_id&p_defensoria_id&p_defensor_id&p_servidor_id&p_tipo_atendimento&p_data_inicial&p_data_final
//       → application/pdf listing the parameters received and deterministic rows;
//   GET /tabelas/{defensoria|defensor|servidor|area} → JSON array of { id, nome, ... }.
// It lets `npm run dev`, the API tests and the browser journeys run the 'Atendimentos Solar' report end to end.
// Failures are simulated for the tests, on any route, by a first path segment (SOLAR_URL=http://host:port/erro-500)
// or, on /atendimentos, by a magic p_area_id (so the screen can show them too):
//   /erro-500 or p_area_id=9500 → HTTP 500;  /lento or p_area_id=9504 → answers after `atrasoMs` (default 60 s);
//   /nao-pdf or p_area_id=9415 → 200 with an HTML page instead of a PDF;
//   /pela-metade or p_area_id=9206 → the PDF's first half at once, the rest never (a stall mid-way).
// Run alone: `node tools/solar-ficticio/servidor.mjs` (PORT, default 3090; HOST, default 127.0.0.1).
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const TABELAS = {
  area: [
    { id: 1, nome: 'Cível' },
    { id: 2, nome: 'Criminal' },
    { id: 3, nome: 'Família' },
    { id: 4, nome: 'Infância e Juventude' },
    { id: 5, nome: 'Execução Penal' },
  ],
  defensoria: [
    { id: 11, nome: '1ª Defensoria Cível de Aracaju', comarca: 'Aracaju', diretoria: 'Diretoria Metropolitana' },
    { id: 12, nome: '2ª Defensoria Criminal de Aracaju', comarca: 'Aracaju', diretoria: 'Diretoria Metropolitana' },
    { id: 13, nome: 'Defensoria de Família de Nossa Senhora do Socorro', comarca: 'Nossa Senhora do Socorro', diretoria: 'Diretoria Metropolitana' },
    { id: 14, nome: '1ª Defensoria de Lagarto', comarca: 'Lagarto', diretoria: 'Diretoria do Interior' },
    { id: 15, nome: 'Defensoria de Itabaiana', comarca: 'Itabaiana', diretoria: 'Diretoria do Interior' },
    { id: 16, nome: 'Defensoria de Estância', comarca: 'Estância', diretoria: 'Diretoria do Interior' },
  ],
  defensor: [
    { id: 21, nome: 'Ana Beatriz Cardoso', defensoria_id: 11 },
    { id: 22, nome: 'Bruno Tavares Lima', defensoria_id: 12 },
    { id: 23, nome: 'Carla Menezes Rocha', defensoria_id: 13 },
    { id: 24, nome: 'Diego Fontes Barreto', defensoria_id: 14 },
    { id: 25, nome: 'Elisa Prado Nunes', defensoria_id: 15 },
    { id: 26, nome: 'Fábio Souza Andrade', defensoria_id: 16 },
  ],
  servidor: [
    { id: 31, nome: 'Gabriela Santos Reis', qualificacao: 'Analista' },
    { id: 32, nome: 'Henrique Dias Costa', qualificacao: 'Técnico' },
    { id: 33, nome: 'Isabela Moura Freitas', qualificacao: 'Estagiário' },
    { id: 34, nome: 'João Pedro Farias', qualificacao: 'Técnico' },
    { id: 35, nome: 'Larissa Campos Melo', qualificacao: 'Analista' },
  ],
};

/** Attendance types of the case system (spec §3). */
export const TIPOS = [
  [0, 'Ligação'], [1, 'Inicial'], [2, 'Retorno'], [3, 'Recepção'], [4, 'Núcleo'], [5, 'Anotação'], [6, 'Processo'],
  [7, 'Visita'], [8, 'Interessado'], [9, 'Encaminhamento'], [10, 'Atividade'], [11, 'Reclamação'], [12, 'Informação'],
  [13, 'Ofício'], [14, 'Ofício finalizado'], [998, 'Desarquivamento'], [999, 'Arquivamento'], [1031, 'Pedido de núcleo'],
  [1092, 'Notificação'],
];

export const PARAMETROS = ['p_area_id', 'p_defensoria_id', 'p_defensor_id', 'p_servidor_id', 'p_tipo_atendimento', 'p_data_inicial', 'p_data_final'];

/** A deterministic count from a text (FNV-1a): the same parameters always give the same report. */
function contagem(texto) {
  let h = 0x811c9dc5;
  for (const c of texto) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return (h % 47) + 1;
}

/** The report's rows: per defensoria and attendance type, filtered as the case system would (0 = all). */
function linhas(q) {
  const defensorias = TABELAS.defensoria.filter((d) => !Number(q.p_defensoria_id) || d.id === Number(q.p_defensoria_id));
  const tipos = TIPOS.filter(([id]) => q.p_tipo_atendimento === undefined || q.p_tipo_atendimento === '' || !Number(q.p_tipo_atendimento) || id === Number(q.p_tipo_atendimento)).slice(0, 6);
  const chave = PARAMETROS.map((p) => q[p] ?? '').join('|');
  return defensorias.flatMap((d) => tipos.map(([id, nome]) => [d.nome, nome, contagem(`${chave}|${d.id}|${id}`)]));
}

/** Text of a PDF string literal in WinAnsi (Latin-1 covers the pt-BR letters): escapes \, ( and ). */
function literal(texto) {
  return `(${Buffer.from(texto, 'latin1').toString('latin1').replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?')})`;
}

/** A minimal but valid PDF 1.4 (A4, Helvetica, one or more pages, exact xref offsets), written by hand. */
export function pdf(titulo, cabecalho, corpo) {
  const POR_PAGINA = 40;
  const paginas = [];
  for (let i = 0; i === 0 || i < corpo.length; i += POR_PAGINA) paginas.push(corpo.slice(i, i + POR_PAGINA));
  const objetos = [];
  const n = paginas.length;
  // 1 catalog, 2 pages, 3 font, 4 bold font, then per page: page object and its content stream.
  objetos.push('<< /Type /Catalog /Pages 2 0 R >>');
  objetos.push(`<< /Type /Pages /Count ${n} /Kids [${paginas.map((_, i) => `${5 + i * 2} 0 R`).join(' ')}] >>`);
  objetos.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objetos.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  paginas.forEach((linhasDaPagina, i) => {
    // Absolute positions (Tm) per text: the three columns line up whatever the letters' widths.
    let y = 800;
    const ops = ['BT'];
    const texto = (fonte, tamanho, x, t) => ops.push(`/${fonte} ${tamanho} Tf`, `1 0 0 1 ${x} ${y} Tm`, `${literal(t)} Tj`);
    const linha = (fonte, a, b, c) => {
      texto(fonte, 9, 40, a);
      texto(fonte, 9, 340, b);
      texto(fonte, 9, 480, c);
      y -= 13;
    };
    texto('F2', 14, 40, titulo);
    y -= 20;
    for (const l of cabecalho) {
      texto('F1', 9, 40, l);
      y -= 12;
    }
    y -= 8;
    linha('F2', 'Defensoria', 'Tipo de atendimento', 'Quantidade');
    for (const [a, b, c] of linhasDaPagina) linha('F1', a, b, String(c));
    y -= 8;
    if (i === n - 1) texto('F2', 9, 40, `Total de atendimentos: ${corpo.reduce((s, l) => s + l[2], 0)}`);
    y = 30;
    texto('F1', 8, 480, `Página ${i + 1} de ${n}`);
    ops.push('ET');
    const conteudo = Buffer.from(ops.join('\n'), 'latin1');
    objetos.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`);
    objetos.push(Buffer.concat([Buffer.from(`<< /Length ${conteudo.length} >>\nstream\n`, 'latin1'), conteudo, Buffer.from('\nendstream', 'latin1')]));
  });
  const partes = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let tamanho = partes[0].length;
  const offsets = [];
  objetos.forEach((o, i) => {
    offsets.push(tamanho);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(o) ? o : Buffer.from(o, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    partes.push(b);
    tamanho += b.length;
  });
  const xref = [`xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  partes.push(Buffer.from(`${xref}trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${tamanho}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(partes);
}

/** The attendance report's PDF for the parameters received, as the case system answers it. */
export function relatorioDeAtendimentos(q) {
  const recebidos = PARAMETROS.map((p) => `${p}=${q[p] ?? '(ausente)'}`);
  return pdf('Relatório de Atendimentos - Solar (fictício)', ['Parâmetros recebidos:', ...recebidos], linhas(q));
}

/**
 * Starts the stand-in; `port` 0 takes a free one. Answers { url, fechar, pedidos } — `pedidos` keeps every
 * request's path and query, for the tests that check what SGI sent.
 */
export async function iniciarSolarFicticio({ port = 0, host = '127.0.0.1', atrasoMs = 60_000 } = {}) {
  const pedidos = [];
  const esperas = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://solar.local');
    const query = Object.fromEntries(url.searchParams);
    pedidos.push({ caminho: url.pathname, query, busca: url.search });
    const segmentos = url.pathname.split('/').filter(Boolean);
    const simulacao = ['erro-500', 'lento', 'nao-pdf', 'pela-metade'].includes(segmentos[0]) ? segmentos.shift() : null;
    const rota = `/${segmentos.join('/')}`;
    const magico = rota === '/atendimentos' ? { 9500: 'erro-500', 9504: 'lento', 9415: 'nao-pdf', 9206: 'pela-metade' }[query.p_area_id] : undefined;
    const modo = simulacao ?? magico ?? null;
    const responder = () => {
      if (modo === 'erro-500') {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('java.lang.NullPointerException at br.gov.solar.Relatorio');
        return;
      }
      if (modo === 'nao-pdf') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><body>Sessão expirada. Entre novamente.</body></html>');
        return;
      }
      if (req.method !== 'GET') {
        res.writeHead(405).end();
        return;
      }
      if (rota === '/atendimentos') {
        const corpo = relatorioDeAtendimentos(query);
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': corpo.length }).end(corpo);
        return;
      }
      const tabela = /^\/tabelas\/(area|defensoria|defensor|servidor)$/.exec(rota)?.[1];
      if (tabela) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(TABELAS[tabela]));
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Não encontrado');
    };
    if (modo === 'pela-metade' && rota === '/atendimentos') {
      const corpo = relatorioDeAtendimentos(query);
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': corpo.length });
      res.write(corpo.subarray(0, Math.floor(corpo.length / 2)));
      const t = setTimeout(() => {
        esperas.delete(t);
        res.destroy();
      }, atrasoMs);
      esperas.add(t);
      return;
    }
    if (modo === 'lento') {
      const t = setTimeout(() => {
        esperas.delete(t);
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/pdf' }).end(relatorioDeAtendimentos(query));
      }, atrasoMs);
      esperas.add(t);
      return;
    }
    responder();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: porta } = server.address();
  return {
    url: `http://${host}:${porta}`,
    pedidos,
    fechar: () =>
      new Promise((resolve) => {
        for (const t of esperas) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const solar = await iniciarSolarFicticio({ port: Number(process.env.PORT ?? 3090), host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Solar fictício em ${solar.url} (SOLAR_URL=${solar.url})`);
  const sair = () => solar.fechar().then(() => process.exit(0));
  process.on('SIGINT', sair);
  process.on('SIGTERM', sair);
}
