/** Waits until `condicao` holds, looking again every `passoMs`; after `ms`, fails with `mensagem`. */
export async function ate(
  condicao: () => boolean | Promise<boolean>,
  { ms = 5000, passoMs = 10, mensagem = 'condição não atingida a tempo' }: { ms?: number; passoMs?: number; mensagem?: string } = {},
): Promise<void> {
  for (const fim = Date.now() + ms; ; ) {
    if (await condicao()) return;
    if (Date.now() > fim) throw new Error(mensagem);
    await new Promise((r) => setTimeout(r, passoMs));
  }
}

/**
 * Reads with `ler` until `pronto` holds for what it answers (a notice travelling through the database to a cache), at
 * most `ms`; answers the last read either way, for the test to assert on.
 */
export async function lerAte<T>(ler: () => Promise<T>, pronto: (lido: T) => boolean, ms = 1000): Promise<T> {
  for (const fim = Date.now() + ms; ; ) {
    const lido = await ler();
    if (pronto(lido) || Date.now() > fim) return lido;
    await new Promise((r) => setTimeout(r, 20));
  }
}
