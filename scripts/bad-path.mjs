// The answer scripts/serve.mjs gives, before Next sees the request, to a path whose percent-encoding is not UTF-8
// (`/%FF`, `/en/drills/%C0%AF`): Next's router fails on it with a bare 500 before proxy.ts and next.config's headers.
// Example: badPathAnswer('/lv/drills/%FF?x=1') → { status: 400, headers: {…the site's headers}, body: 'Kļūdains pieprasījums: …' }.

import { COMMON_HEADERS, HSTS, STATIC_CSP } from '../lib/http/site-headers.mjs';

/**
 * One text per locale of the site (a script has no message catalogue; the path's first segment chooses, English
 * otherwise). Nothing of the request is echoed.
 */
export const BAD_PATH_TEXT = {
  en: 'Bad request: the address contains an invalid character encoding (a % sequence that is not UTF-8). Check the link.',
  sr: 'Neispravan zahtev: adresa sadrži neispravno kodiran znak (niz sa % koji nije UTF-8). Proverite link.',
  'sr-Cyrl': 'Неисправан захтев: адреса садржи неисправно кодиран знак (низ са % који није UTF-8). Проверите линк.',
  lv: 'Kļūdains pieprasījums: adresē ir nepareizi kodēta rakstzīme (% virkne, kas nav UTF-8). Pārbaudiet saiti.',
};

/** Whether the request target's path (the query is Next's to read, and it reads a bad one cleanly) decodes as UTF-8. */
export function isDecodablePath(target) {
  const path = target.split('?', 1)[0];
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * null for a path Next can read; else the 400 to send, with the headers every answer of the site carries (the static
 * CSP: the body is plain text) and HSTS when the site is served over https.
 * @param {string} target the request line's target, as node:http gives it (request.url)
 * @param {{ https?: boolean }} [options]
 * @returns {{ status: number, headers: Record<string, string>, body: string } | null}
 */
export function badPathAnswer(target, { https = false } = {}) {
  if (isDecodablePath(target)) return null;
  const first = target.split('?', 1)[0].split('/')[1] ?? '';
  const body = Object.hasOwn(BAD_PATH_TEXT, first) ? BAD_PATH_TEXT[first] : BAD_PATH_TEXT.en;
  return { status: 400, headers: siteHeaders(body, 'text/plain; charset=utf-8', https), body };
}

/** The headers every answer of the site carries (the static CSP, HSTS over https), for a `body` of `type` never stored. */
export function siteHeaders(body, type, https) {
  return {
    ...Object.fromEntries(COMMON_HEADERS.map(({ key, value }) => [key, value])),
    'Content-Security-Policy': STATIC_CSP,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  };
}
