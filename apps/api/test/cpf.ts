/** The n-th valid CPF of a test file: nine digits from n plus the modulo-11 check digits (always unique per n). */
export function cpfDeTeste(n: number): string {
  const base = String(100000000 + n).slice(-9);
  const dv = (d: string, peso: number) => {
    const resto = [...d].reduce((s, c, i) => s + Number(c) * (peso - i), 0) % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = dv(base, 10);
  return `${base}${d1}${dv(`${base}${d1}`, 11)}`;
}
