// The BCP 47 tag for <html lang>, lang and hreflang attributes: Serbian is written in Latin script at /sr and in
// Cyrillic at /sr-Cyrl. Example: htmlLang('sr') === 'sr-Latn'; htmlLang('sr-Cyrl') === 'sr-Cyrl'; htmlLang('lv') === 'lv'.

import type { Locale } from '@/lib/i18n/locales';

export function htmlLang(locale: Locale): string {
  return locale === 'sr' ? 'sr-Latn' : locale;
}
