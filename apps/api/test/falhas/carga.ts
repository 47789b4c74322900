import { pedir } from './servidor.js';

/** What a write sent: every field of a comarca, unique per write, to check the stored row is the one acknowledged. */
export interface Comarca {
  ordem: number;
  prefixo: string;
  nome: string;
  agrupar: boolean;
}

export interface Resposta {
  metodo: 'GET' | 'POST';
  inicio: number;
  fim: number;
  /** the HTTP status, or 0 when no answer came (connection refused or cut) */
  status: number;
}

export interface Carga {
  respostas: Resposta[];
  /** acknowledged writes: the id the server answered → what was sent */
  confirmadas: Map<number, Comarca>;
  enviadas(): number;
  /** requests sent and not yet answered; writes only with 'POST' */
  emVoo(metodo?: Resposta['metodo']): number;
  /** resolves once n writes are acknowledged (rejects after ms) */
  quandoConfirmadas(n: number, ms?: number): Promise<void>;
  /** stops the workers and waits for their last requests */
  encerrar(): Promise<void>;
}

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));
let rodada = 0;

/**
 * Workers that each loop on (optionally) an authenticated list GET and a comarca POST, recording every answer.
 * A write counts as acknowledged only when its 201 and its id reached the client.
 */
export function iniciarCarga(url: string, token: string, opcoes: { trabalhadores: number; comLeitura: boolean; pausaMs?: number }): Carga {
  const marca = `${process.pid}-${++rodada}-${Math.random().toString(36).slice(2, 6)}`;
  const respostas: Resposta[] = [];
  const confirmadas = new Map<number, Comarca>();
  let enviadas = 0;
  const emVoo = { GET: 0, POST: 0 };
  let parar = false;

  const medir = async (metodo: Resposta['metodo'], pedido: () => Promise<Response>) => {
    const r: Resposta = { metodo, inicio: Date.now(), fim: 0, status: 0 };
    emVoo[metodo] += 1;
    try {
      const res = await pedido();
      r.status = res.status;
      // A body cut short (the server died after the status line) is no acknowledgement.
      const corpo = (await res.json().catch(() => ({}))) as { id?: number };
      return { status: res.status, corpo };
    } catch {
      return null; // no (complete) answer: the server died or refused the connection
    } finally {
      emVoo[metodo] -= 1;
      r.fim = Date.now();
      respostas.push(r);
    }
  };

  const trabalhador = async () => {
    while (!parar) {
      if (opcoes.comLeitura) await medir('GET', () => pedir(url, token, 'GET', '/api/comarca?take=5'));
      const n = ++enviadas;
      const comarca: Comarca = { ordem: n, prefixo: `F${n}`, nome: `Comarca de falha ${marca}-${n}`, agrupar: n % 2 === 0 };
      const r = await medir('POST', () => pedir(url, token, 'POST', '/api/comarca', comarca));
      if (r?.status === 201 && typeof r.corpo.id === 'number') confirmadas.set(r.corpo.id, comarca);
      if (opcoes.pausaMs) await dormir(opcoes.pausaMs);
    }
  };
  const trabalhadores = Array.from({ length: opcoes.trabalhadores }, trabalhador);

  return {
    respostas,
    confirmadas,
    enviadas: () => enviadas,
    emVoo: (metodo) => (metodo ? emVoo[metodo] : emVoo.GET + emVoo.POST),
    async quandoConfirmadas(n, ms = 30_000) {
      const inicio = Date.now();
      while (confirmadas.size < n) {
        if (Date.now() - inicio > ms) throw new Error(`só ${confirmadas.size} de ${n} escritas confirmadas em ${ms / 1000} s`);
        await dormir(10);
      }
    },
    async encerrar() {
      parar = true;
      await Promise.all(trabalhadores);
    },
  };
}

/** Reads back every acknowledged write: the ids missing and those whose fields differ from what was sent. */
export async function conferir(url: string, token: string, confirmadas: Map<number, Comarca>) {
  const perdidas: number[] = [];
  const diferentes: number[] = [];
  const ids = [...confirmadas.keys()];
  const ler = async () => {
    for (let id = ids.pop(); id !== undefined; id = ids.pop()) {
      const res = await pedir(url, token, 'GET', `/api/comarca/${id}`);
      if (res.status === 404) {
        perdidas.push(id);
        continue;
      }
      if (res.status !== 200) throw new Error(`GET /api/comarca/${id}: ${res.status} ${await res.text()}`);
      const lida = (await res.json()) as Comarca;
      const enviada = confirmadas.get(id)!;
      if (lida.ordem !== enviada.ordem || lida.prefixo !== enviada.prefixo || lida.nome !== enviada.nome || lida.agrupar !== enviada.agrupar) {
        diferentes.push(id);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, ler));
  return { encontradas: confirmadas.size - perdidas.length, perdidas, diferentes };
}
