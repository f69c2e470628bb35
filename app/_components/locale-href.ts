// The address of the page the reader is on, in another locale or script: the same path, query and #hash.
// Example: localeHref('sr-Cyrl', '/drills/O-1NT', 'seed=7', '#q3') → '/sr-Cyrl/drills/O-1NT?seed=7#q3'.

import { CONTENT_LOCALES, contentLocale, CYRILLIC_LOCALE, type Locale } from '@/lib/i18n/locales';

/** The two scripts of the Serbian pages and each one's name, written in that script whatever the page's script. */
export const SCRIPTS = [
  { locale: 'sr', name: 'Latinica', lang: 'sr-Latn' },
  { locale: CYRILLIC_LOCALE, name: 'Ћирилица', lang: 'sr-Cyrl' },
] as const satisfies readonly { locale: Locale; name: string; lang: string }[];

/**
 * The longest query the language links carry (a shared item's code is at most 480 characters): a longer one — a
 * list of items, or anything forged — is left off, and the link goes to the same page without it.
 */
export const MAX_LINK_QUERY = 2048;

/** The query the language links keep: the page's own, or '' when it is longer than MAX_LINK_QUERY. */
export function linkQuery(query: string): string {
  return query.length <= MAX_LINK_QUERY ? query : '';
}

/** A path without its locale ('/' or '/drills/O-1NT'), a query without '?' and a hash with its '#' (or ''). */
export function localeHref(locale: Locale, path: string, query = '', hash = ''): string {
  const rest = path === '/' || path === '' ? '' : path;
  return `/${locale}${rest}${query ? `?${query}` : ''}${hash && hash !== '#' ? hash : ''}`;
}

/** True on the pages that get the script switch: Serbian, in either script. */
export function hasScripts(locale: Locale): boolean {
  return contentLocale(locale) === 'sr';
}

/**
 * The languages of the language switcher: Serbian is one language, its link stays in the current script on a
 * Serbian page (and is Latin elsewhere). Example: languageTargets('sr-Cyrl') → [['sr', 'sr-Cyrl'], ['lv', 'lv'], ['en', 'en']].
 */
export function languageTargets(current: Locale): readonly (readonly [language: (typeof CONTENT_LOCALES)[number], target: Locale])[] {
  return CONTENT_LOCALES.map((language) => [language, language === 'sr' && hasScripts(current) ? current : language] as const);
}
