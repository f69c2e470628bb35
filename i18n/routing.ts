// Locale routing for next-intl: every page lives under /sr, /lv or /en; Serbian is the default.
// Example: '/' with Accept-Language: lv → redirect to '/lv'.

import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
});
