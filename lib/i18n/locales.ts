// The locales the site speaks: Serbian (Latin script), Latvian, English; Serbian is the default.
// Example: isLocale('lv') === true; DEFAULT_LOCALE === 'sr'.

export const LOCALES = ['sr', 'lv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sr';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
