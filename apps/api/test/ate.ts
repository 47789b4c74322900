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
