import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * Answers kept for a while and forgotten all at once (ADR 038, 101). A lookup takes a `marco` before it reads and
 * gives it back to `guardar`: an answer read while something changed is not kept. Bounded by a number of entries and,
 * when `peso` is given, by their total weight (an answer heavier than the whole bound is not kept); full, it drops its
 * oldest entries. `obter` does all of that, and reads once for callers that miss the same key together.
 */
export class CacheComGeracao<T> {
  private readonly linhas = new Map<string, { valor: T; ate: number; peso: number }>();
  /** Reads under way, with the generation they began in. */
  private readonly lendo = new Map<string, { marco: number; valor: Promise<T> }>();
  private geracao = 0;
  private pesoTotal = 0;

  constructor(
    private readonly validadeMs: number,
    private readonly maximo: number,
    private readonly peso: { de: (valor: T) => number; maximo: number } = { de: () => 0, maximo: Infinity },
  ) {}

  ler(chave: string, agora: number): T | undefined {
    const e = this.linhas.get(chave);
    if (!e) return undefined;
    if (e.ate > agora) return e.valor;
    this.tirar(chave);
    return undefined;
  }

  /**
   * The kept answer of `chave`; or, when a read of it begun since the last change is under way, that read's answer;
   * or a new read with `calcular`, kept unless something changed meanwhile. Callers that miss the same key together
   * read it once (a page's five requests at once resolve their session once; a burst on the Movimentações home runs
   * its statement once). A shared read that fails is not shared: each caller that waited on it reads on its own, since
   * the failure may be the first caller's alone (it went away while its read waited its turn, ADR 102).
   * `novo` skips the kept answer and the reads under way (HTTP's no-cache), and its read is the one later callers share.
   */
  async obter(chave: string, calcular: () => Promise<T>, { novo = false, agora = Date.now }: { novo?: boolean; agora?: () => number } = {}): Promise<T> {
    if (!novo) {
      const guardado = this.ler(chave, agora());
      if (guardado !== undefined) return guardado;
      const emCurso = this.lendo.get(chave);
      if (emCurso?.marco === this.geracao) return emCurso.valor.catch(() => this.obter(chave, calcular, { novo: true, agora }));
    }
    const marco = this.geracao;
    const valor = calcular();
    const leitura = { marco, valor };
    this.lendo.set(chave, leitura);
    try {
      const v = await valor;
      this.guardar(chave, v, marco, agora());
      return v;
    } finally {
      if (this.lendo.get(chave) === leitura) this.lendo.delete(chave);
    }
  }

  /** Taken before a lookup and given back to `guardar`: a lookup that raced a change is not kept. */
  marco(): number {
    return this.geracao;
  }

  guardar(chave: string, valor: T, marco: number, agora: number): void {
    const peso = this.peso.de(valor);
    if (marco !== this.geracao || peso > this.peso.maximo) return;
    this.tirar(chave);
    while (this.linhas.size >= this.maximo || this.pesoTotal + peso > this.peso.maximo) this.tirar(this.linhas.keys().next().value!);
    this.linhas.set(chave, { valor, ate: agora + this.validadeMs, peso });
    this.pesoTotal += peso;
  }

  esquecer(): void {
    this.geracao += 1;
    this.linhas.clear();
    this.pesoTotal = 0;
  }

  get tamanho(): number {
    return this.linhas.size;
  }

  private tirar(chave: string): void {
    const e = this.linhas.get(chave);
    if (!e) return;
    this.linhas.delete(chave);
    this.pesoTotal -= e.peso;
  }
}

const METODOS_DE_LEITURA = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Empties `cache` after every write this instance answers (before the answer leaves, so the client's next request sees
 * the change without waiting for a notice) unless `preserva` says the write changed nothing the cache holds, and on
 * every notice on `canal` (a trigger's: another instance's write, a job's, or a change by hand; the notice's payload
 * goes to `esquecer`, none when the listening connection dropped or returned). The hooks are in place
 * when it returns; the promise it answers settles once the listening has started (the caller awaits it after its own
 * hooks), and the listening stops when the app closes.
 */
export function esquecerACadaEscrita(
  app: FastifyInstance,
  database: Database,
  canal: string,
  cache: { esquecer(payload?: string): void },
  preserva: (request: FastifyRequest) => boolean = () => false,
): Promise<unknown> {
  const ouvindo = database.ouvir(canal, (payload) => cache.esquecer(payload));
  app.addHook('onClose', async () => (await ouvindo)());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!METODOS_DE_LEITURA.has(request.method) && !preserva(request)) cache.esquecer();
    return payload;
  });
  return ouvindo;
}
