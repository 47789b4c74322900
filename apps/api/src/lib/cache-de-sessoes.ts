/**
 * Resolved sessions kept for a few seconds (issue 12, fix 2; ADR 038), so a request does not pay a session lookup
 * before its own work. Forgotten all at once when anything a session is made of may have changed: after every write
 * answered by this instance (before the answer leaves), and on every notice of the database's `avisar_sessoes`
 * trigger (another instance's write, or a change by hand). The validity is the bound when notices cannot arrive.
 */
export const VALIDADE_DA_SESSAO_EM_CACHE_MS = 5_000;
/** The NOTIFY channel of migration 0015. */
export const CANAL_DE_SESSOES = 'sgi_sessoes';
const MAXIMO_DE_SESSOES = 10_000;

export class CacheDeSessoes<T> {
  private readonly linhas = new Map<string, { valor: T; ate: number }>();
  private geracao = 0;

  constructor(private readonly validadeMs = VALIDADE_DA_SESSAO_EM_CACHE_MS) {}

  ler(chave: string, agora: number): T | undefined {
    const e = this.linhas.get(chave);
    if (!e) return undefined;
    if (e.ate > agora) return e.valor;
    this.linhas.delete(chave);
    return undefined;
  }

  /** Taken before a lookup and given back to `guardar`: a lookup that raced a change is not kept. */
  marco(): number {
    return this.geracao;
  }

  guardar(chave: string, valor: T, marco: number, agora: number): void {
    if (marco !== this.geracao) return;
    if (this.linhas.size >= MAXIMO_DE_SESSOES) this.linhas.delete(this.linhas.keys().next().value!);
    this.linhas.set(chave, { valor, ate: agora + this.validadeMs });
  }

  esquecer(): void {
    this.geracao += 1;
    this.linhas.clear();
  }

  get tamanho(): number {
    return this.linhas.size;
  }
}
