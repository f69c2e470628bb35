// Bytes as text: base64url (RFC 4648 §5) without '=' padding, the one codec of the share codes (deal and item codes).
// Example: toBase64url([0xfb, 0xff]) → '-_8'; fromBase64url('-_8') → ok([0xfb, 0xff]); fromBase64url('-_9') → the
// 'padding' problem (a last character's unused bits must be zero, so each byte string has exactly one text).

import { err, ok, type Result } from './result';

export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE: Readonly<Record<string, number>> = Object.fromEntries([...BASE64URL].map((c, i) => [c, i]));

/** Why a text is not base64url: a character outside the alphabet, a length no byte string has, non-zero padding bits. */
export type Base64urlProblem =
  | { readonly reason: 'character'; readonly position: number; readonly character: string }
  | { readonly reason: 'length' }
  | { readonly reason: 'padding' };

export function isBase64urlChar(c: string): boolean {
  return c in VALUE;
}

/** Three bytes to four characters; a last group of one or two bytes to two or three characters. */
export function toBase64url(bytes: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Strict inverse of toBase64url. */
export function fromBase64url(text: string): Result<number[], Base64urlProblem> {
  for (let i = 0; i < text.length; i++) {
    if (!(text[i] in VALUE)) return err({ reason: 'character', position: i, character: text[i] });
  }
  if (text.length % 4 === 1) return err({ reason: 'length' });
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) n = (n << 6) | (k < group.length ? VALUE[group[k]] : 0);
    bytes.push((n >> 16) & 255);
    if (group.length > 2) bytes.push((n >> 8) & 255);
    if (group.length > 3) bytes.push(n & 255);
    // the bits of a short last group below its bytes must be zero
    const unused = group.length === 2 ? n & 0xffff : group.length === 3 ? n & 0xff : 0;
    if (unused !== 0) return err({ reason: 'padding' });
  }
  return ok(bytes);
}
