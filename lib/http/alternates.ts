// The addresses of one page in every language, built on the configured origin (never on the request's Host):
// the Link header of the proxy and the <link rel="canonical|alternate"> of each page (app/_components/page-alternates.ts).
// Example: pageAlternates('https://bridge.example', '/lv/score') → { locale: 'lv', path: '/score', canonical: 'https://bridge.example/lv/score', … }.

import { LOCALES, type Locale } from '../i18n/locales';

export interface PageAlternates {
  readonly locale: Locale;
  /** The page's path without its locale: '/' for a home page. */
  readonly path: string;
  readonly canonical: string;
  /** Every locale's address of the page, by locale. */
  readonly languages: Readonly<Record<Locale, string>>;
  /** The address without a locale: the proxy picks one from the browser's languages. */
  readonly xDefault: string;
}

/** The alternates of a path under a locale ('/sr', '/sr/', '/lv/evaluate', '/sr-Cyrl/score'); null for any other path. */
export function pageAlternates(origin: string, pathname: string): PageAlternates | null {
  const match = /^\/([a-z]{2}(?:-[A-Z][a-z]{3})?)(\/.*)?$/.exec(pathname);
  const locale = LOCALES.find((l) => l === match?.[1]);
  if (!match || !locale) return null;
  const path = (match[2] ?? '/').replace(/(.)\/+$/, '$1');
  const at = (l: Locale) => `${origin}/${l}${path === '/' ? '' : path}`;
  const languages = Object.fromEntries(LOCALES.map((l) => [l, at(l)])) as Record<Locale, string>;
  return { locale, path, canonical: at(locale), languages, xDefault: `${origin}${path}` };
}

/** The Link header of a page: each language's address with its hreflang (`tag` gives it, e.g. 'sr-Latn'), then x-default. */
export function alternateLinkHeader(found: PageAlternates, tag: (locale: Locale) => string): string {
  const entries = LOCALES.map((l) => `<${found.languages[l]}>; rel="alternate"; hreflang="${tag(l)}"`);
  return [...entries, `<${found.xDefault}>; rel="alternate"; hreflang="x-default"`].join(', ');
}
