// The site's origin (SITE_URL) and the security headers of every answer, in plain JavaScript so that next.config.mjs
// (headers of static files and API answers) and proxy.ts (pages) read the same source.
// Example: siteOrigin('https://bridge.example/') → { origin: 'https://bridge.example', https: true, error: null }.

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * SITE_URL as an origin (scheme, host, port); anything else falls back to the default with the reason in `error`.
 * The origin is configuration, never taken from a request's Host or X-Forwarded-Host.
 * @param {string | undefined} value
 * @returns {{ origin: string, https: boolean, error: string | null }}
 */
export function siteOrigin(value) {
  const text = (value ?? '').trim();
  if (text === '') return { origin: DEFAULT_SITE_URL, https: false, error: null };
  const fallback = (reason) => ({
    origin: DEFAULT_SITE_URL,
    https: false,
    error: `SITE_URL “${text.slice(0, 80)}” ${reason}; using ${DEFAULT_SITE_URL}`,
  });
  let url;
  try {
    url = new URL(text);
  } catch {
    return fallback('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback('must start with http:// or https://');
  if (url.username !== '' || url.password !== '') return fallback('must not hold a user name or password');
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return fallback('must be an origin only (no path, query or fragment)');
  return { origin: url.origin, https: url.protocol === 'https:', error: null };
}

/**
 * Features the site never uses, switched off for it and anything it embeds. Only features Chromium knows:
 * an unknown name is reported on the console as an error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope',
  'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get',
  'screen-wake-lock', 'usb', 'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ');

/** Two years, the value browsers' preload lists ask for; subdomains too, since the site owns none it serves over http. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every answer carries, pages, static files and API alike. Separate: the CSP (pages get a nonce) and
 * HSTS (pages get it from the SITE_URL the server runs with, other answers from the one the site was built with).
 * @type {readonly { key: string, value: string }[]}
 */
export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
];

/** The CSP of answers that are not pages (scripts, styles, the icon, JSON): they may load nothing and run nothing. */
export const STATIC_CSP = "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The CSP of a page rendered for its request: scripts only with this request's nonce (Next puts it on its own scripts
 * and they load the rest: 'strict-dynamic'); styles from the site's files or with the nonce (no 'unsafe-inline': the
 * pages set no style attributes, and React sets styles through the CSSOM, which CSP does not govern). 'unsafe-eval'
 * only in development, where React rebuilds server error stacks with eval.
 * @param {string} nonce
 * @param {{ dev: boolean, https: boolean }} options
 */
export function pageCsp(nonce, { dev, https }) {
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`, `'self' 'nonce-${nonce}'`, https);
}

/**
 * The CSP of a prerendered page (lib/http/inline-hashes.ts): the same for every request, so no nonce; its inline
 * scripts and styles run because their SHA-256 is listed, the build's own files because they come from the site
 * ('self', without 'strict-dynamic', which would ignore it). Nothing else runs: no 'unsafe-inline', no 'unsafe-eval'.
 * @param {{ scripts: readonly string[], styles: readonly string[] }} hashes — base64 SHA-256 digests
 * @param {{ https: boolean }} options
 */
export function prerenderedPageCsp(hashes, { https }) {
  const sources = (digests) => digests.map((digest) => ` 'sha256-${digest}'`).join('');
  return policy(`'self'${sources(hashes.scripts)}`, `'self'${sources(hashes.styles)}`, https);
}

/** @param {string} scripts @param {string} styles @param {boolean} https */
function policy(scripts, styles, https) {
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
