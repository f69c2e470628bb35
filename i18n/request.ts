// next-intl's per-request configuration: the locale of the URL segment and its message catalogue.
// Example: a request to /lv/evaluate gets locale 'lv' and messagesFor('lv').

import { hasLocale, type AbstractIntlMessages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from '@/lib/i18n/messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messagesFor(locale) as unknown as AbstractIntlMessages };
});
