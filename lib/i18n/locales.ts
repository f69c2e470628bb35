// The locales the site speaks: Serbian (Latin script), Latvian, English; Serbian is the default.
// Example: isLocale('lv') === true; DEFAULT_LOCALE === 'sr'.

export const LOCALES = ['sr', 'lv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sr';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

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
  return (CONTENT_LOCALES as readonly string[]).includes(locale) ? (locale as ContentLocale) : DEFAULT_LOCALE;
}
