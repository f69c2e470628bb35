// Locale routing for next-intl: every page lives under /sr, /sr-Cyrl (Serbian in Cyrillic), /lv or /en; Serbian is the default.
// Example: '/' with Accept-Language: lv → redirect to '/lv'.

import { defineRouting } from 'next-intl/routing';
import { siteOrigin } from '@/lib/http/site-headers.mjs';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

/**
 * The locale cookie is Secure when the site is served over https: on the server SITE_URL says so, in the browser
 * (next-intl writes the cookie there on a language switch) the page's own address. next-intl writes any key it is
 * given as a cookie attribute, so `secure` is left out rather than set to false.
 */
const secure = typeof window === 'undefined' ? siteOrigin(process.env.SITE_URL).https : window.location.protocol === 'https:';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // next-intl builds its Link header from the request's Host and X-Forwarded-Host; proxy.ts builds it from SITE_URL
  alternateLinks: false,
  localeCookie: secure ? { secure: true } : {},
});
