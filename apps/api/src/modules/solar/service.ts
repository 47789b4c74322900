import { Readable } from 'node:stream';
import {
  MENSAGEM_SOLAR_NAO_CONFIGURADO,
  MENSAGEM_SOLAR_PERIODO_INVERTIDO,
  tabelaSolarSchema,
  type ItemTabelaSolar,
  type SolarAtendimentosQuery,
  type TabelaSolar,
} from '@sgi/domain';
import type { Config } from '../../config.js';
import { AppError, badRequest } from '../../lib/errors.js';

/**
 * The case system (Solar) seen from SGI (spec §7, ADR 090): the API calls it, the browser never does. Each failure
 * becomes a pt-BR message the screen shows as it is — 503 not configured, 504 no answer in time, 502 anything else
 * that went wrong upstream. Solar's own error text never reaches the user (it may carry its internals).
 */
export const MENSAGEM_SOLAR_SEM_RESPOSTA = 'O Solar não respondeu a tempo. Tente novamente em alguns minutos.';
export const MENSAGEM_SOLAR_INACESSIVEL = 'Não foi possível falar com o Solar. Tente novamente em alguns minutos.';
export const mensagemSolarComErro = (status: number) => `O Solar respondeu com erro (HTTP ${status}). Tente novamente em alguns minutos.`;
export const MENSAGEM_SOLAR_NAO_PDF = 'O Solar não devolveu um PDF. Tente novamente em alguns minutos.';
export const MENSAGEM_SOLAR_TABELA_INVALIDA = 'O Solar devolveu uma lista em formato inesperado.';

/** §9: lookup lists load up to 1000 items. */
const LIMITE_DA_TABELA = 1000;
/** A lookup table is small: a larger answer is not one (and must not fill the server's memory). */
const TAMANHO_MAXIMO_DA_TABELA = 5 * 1024 * 1024;

interface Chamada {
  resposta: Response;
  /** clears the time-out: called once the first bytes arrived, so a long PDF is not cut mid-way */
  desarmar: () => void;
  sinal: AbortSignal;
}

function base(config: Config): string {
  if (!config.solarUrl) throw new AppError(503, MENSAGEM_SOLAR_NAO_CONFIGURADO);
  return config.solarUrl;
}

/** GET {SOLAR_URL}{caminho}: an answer with status 2xx, or the 502/504 of ADR 090. */
async function chamar(config: Config, caminho: string): Promise<Chamada> {
  const url = `${base(config)}${caminho}`;
  const controle = new AbortController();
  const relogio = setTimeout(() => controle.abort(), config.solarTimeoutMs);
  const desarmar = () => clearTimeout(relogio);
  let resposta: Response;
  try {
    resposta = await fetch(url, { signal: controle.signal, redirect: 'error' });
  } catch {
    desarmar();
    throw controle.signal.aborted ? new AppError(504, MENSAGEM_SOLAR_SEM_RESPOSTA) : new AppError(502, MENSAGEM_SOLAR_INACESSIVEL);
  }
  if (!resposta.ok) {
    desarmar();
    await resposta.body?.cancel().catch(() => undefined);
    throw new AppError(502, mensagemSolarComErro(resposta.status));
  }
  return { resposta, desarmar, sinal: controle.signal };
}

/** Reads from the stream until `n` bytes (or its end), under the call's time-out. */
async function lerInicio(leitor: ReadableStreamDefaultReader<Uint8Array>, sinal: AbortSignal, n: number): Promise<{ inicio: Buffer; fim: boolean }> {
  const partes: Buffer[] = [];
  let total = 0;
  try {
    while (total < n) {
      const { done, value } = await leitor.read();
      if (done) return { inicio: Buffer.concat(partes), fim: true };
      partes.push(Buffer.from(value));
      total += value.length;
    }
  } catch {
    throw sinal.aborted ? new AppError(504, MENSAGEM_SOLAR_SEM_RESPOSTA) : new AppError(502, MENSAGEM_SOLAR_INACESSIVEL);
  }
  return { inicio: Buffer.concat(partes), fim: false };
}

/** The query string exactly as the contract names it, in its order, with the §9 defaults already applied. */
export function buscaDeAtendimentos(q: SolarAtendimentosQuery): string {
  const busca = new URLSearchParams({
    p_area_id: String(q.p_area_id),
    p_defensoria_id: String(q.p_defensoria_id),
    p_defensor_id: String(q.p_defensor_id),
    p_servidor_id: String(q.p_servidor_id),
    p_tipo_atendimento: String(q.p_tipo_atendimento),
    p_data_inicial: q.p_data_inicial,
    p_data_final: q.p_data_final,
  });
  return `?${busca.toString()}`;
}

/**
 * The attendance report: the case system's PDF, streamed to the client. The answer must start with the PDF
 * signature (content types lie: a login page comes as 200 text/html); checking it needs only the first bytes, the
 * rest passes through without being held in memory.
 */
export async function relatorioDeAtendimentos(config: Config, q: SolarAtendimentosQuery): Promise<Readable> {
  if (q.p_data_final < q.p_data_inicial) throw badRequest(MENSAGEM_SOLAR_PERIODO_INVERTIDO, { p_data_final: [MENSAGEM_SOLAR_PERIODO_INVERTIDO] });
  const { resposta, desarmar, sinal } = await chamar(config, `/atendimentos${buscaDeAtendimentos(q)}`);
  const leitor = resposta.body?.getReader();
  if (!leitor) {
    desarmar();
    throw new AppError(502, MENSAGEM_SOLAR_NAO_PDF);
  }
  const { inicio, fim } = await lerInicio(leitor, sinal, 5).finally(desarmar);
  if (!inicio.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    await leitor.cancel().catch(() => undefined);
    throw new AppError(502, MENSAGEM_SOLAR_NAO_PDF);
  }
  // Past the first bytes each piece has the same time-out, counted afresh: a long PDF flows, a Solar that stalls
  // mid-way ends the connection instead of holding it forever (the client sees a broken download, not a PDF).
  async function* resto() {
    yield inicio;
    if (fim) return;
    for (;;) {
      let relogio: NodeJS.Timeout | undefined;
      const parado = new Promise<never>((_, rejeitar) => {
        relogio = setTimeout(() => rejeitar(new AppError(504, MENSAGEM_SOLAR_SEM_RESPOSTA)), config.solarTimeoutMs);
      });
      try {
        const { done, value } = await Promise.race([leitor!.read(), parado]);
        if (done) return;
        yield Buffer.from(value);
      } catch (err) {
        await leitor!.cancel().catch(() => undefined);
        throw err;
      } finally {
        clearTimeout(relogio);
      }
    }
  }
  const fluxo = Readable.from(resto());
  // The client went away: stop reading from the case system too.
  fluxo.on('close', () => void leitor.cancel().catch(() => undefined));
  return fluxo;
}

/** A lookup table of the case system (§7), checked against the contract's shape and capped at §9's 1000 items. */
export async function tabelaDoSolar(config: Config, tabela: TabelaSolar): Promise<ItemTabelaSolar[]> {
  const { resposta, desarmar, sinal } = await chamar(config, `/tabelas/${tabela}`);
  const leitor = resposta.body?.getReader();
  let texto: Buffer;
  try {
    if (!leitor) throw new AppError(502, MENSAGEM_SOLAR_TABELA_INVALIDA);
    const { inicio, fim } = await lerInicio(leitor, sinal, TAMANHO_MAXIMO_DA_TABELA + 1);
    if (!fim) {
      await leitor.cancel().catch(() => undefined);
      throw new AppError(502, MENSAGEM_SOLAR_TABELA_INVALIDA);
    }
    texto = inicio;
  } finally {
    desarmar();
  }
  let json: unknown;
  try {
    json = JSON.parse(texto.toString('utf8'));
  } catch {
    throw new AppError(502, MENSAGEM_SOLAR_TABELA_INVALIDA);
  }
  const lida = tabelaSolarSchema.safeParse(json);
  if (!lida.success) throw new AppError(502, MENSAGEM_SOLAR_TABELA_INVALIDA);
  return lida.data.slice(0, LIMITE_DA_TABELA);
}
