// A page's canonical address and its address in every language (<link rel="canonical|alternate">), built from the
// page's own locale and path on the configured SITE_URL: the pages are prerendered, so nothing comes from the request.
// Example: alternatesOf('lv', '/score') → { canonical: 'http://localhost:3000/lv/score', languages: { sr-Latn: …, x-default: … } }.

import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/http/alternates';
import { siteOrigin } from '@/lib/http/site-headers.mjs';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { htmlLang } from '@/lib/i18n/html-lang';

/** The site's origin from SITE_URL (proxy.ts logs a bad value): absolute addresses never come from the request's Host. */
export const SITE = siteOrigin(process.env.SITE_URL);

/** `path` is the page's path without its locale ('/' for a home page, '/lessons/hand-strength'). */
export function alternatesOf(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const found = pageAlternates(SITE.origin, path === '/' ? `/${locale}` : `/${locale}${path}`);
  if (!found) throw new Error(`not a page path: ${path}`);
  const languages = Object.fromEntries(LOCALES.map((l) => [htmlLang(l), found.languages[l]]));
  return { canonical: found.canonical, languages: { ...languages, 'x-default': found.xDefault } };
}
