import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque random token: 32 bytes (256 bits) in base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: the code is typed by people

/** Random code in an unambiguous alphabet; 26 characters carry 130 bits. */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}
