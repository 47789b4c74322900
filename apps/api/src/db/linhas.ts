/** The rows of a raw statement (`db.execute(sql...)`): both drivers answer `{ rows }`, which the Db type leaves unknown. */
export async function linhas<T>(consulta: Promise<unknown>): Promise<T[]> {
  return ((await consulta) as { rows: T[] }).rows;
}
