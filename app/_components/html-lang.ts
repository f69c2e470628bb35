// The BCP 47 tag for <html lang> and lang attributes: Serbian is written in Latin script here.
// Example: htmlLang('sr') === 'sr-Latn'; htmlLang('lv') === 'lv'.

import type { Locale } from '@/lib/i18n/locales';

export function htmlLang(locale: Locale): string {
  return locale === 'sr' ? 'sr-Latn' : locale;
}
