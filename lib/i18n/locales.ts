// The locales the site serves: Serbian (Latin script, and Cyrillic made from it), Latvian, English; Serbian is the default.
// Example: isLocale('lv') === true; parseLocale(' SR-cyrl ') === 'sr-Cyrl'; DEFAULT_LOCALE === 'sr'.

/** The pages' locales (the first path segment): every page exists in each. */
export const LOCALES = ['sr', 'sr-Cyrl', 'lv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sr';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** A locale as a request or the command line names it: surrounding space and letter case do not count (sr-cyrl). */
export function parseLocale(value: string): Locale | undefined {
  const asked = value.trim().toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === asked);
}

/** The longest locale name (sr-Cyrl): the bound of a request's locale field. */
export const MAX_LOCALE_LENGTH = Math.max(...LOCALES.map((l) => l.length));

/** The locales whose texts are written (messages, lessons); Serbian Cyrillic is made from the Serbian Latin text. */
export const CONTENT_LOCALES = ['sr', 'lv', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** The path segment of the Serbian pages in Cyrillic script: /sr-Cyrl/… */
export const CYRILLIC_LOCALE = 'sr-Cyrl';

/** True for the Serbian Cyrillic pages. */
export function isCyrillic(locale: string): boolean {
  return locale === CYRILLIC_LOCALE;
}

/** Where a locale's texts come from: 'sr-Cyrl' → 'sr' (transliterated), an unknown locale → the default. */
export function contentLocale(locale: string): ContentLocale {
  if (isCyrillic(locale)) return 'sr';
  return (CONTENT_LOCALES as readonly string[]).includes(locale) ? (locale as ContentLocale) : 'sr';
}
