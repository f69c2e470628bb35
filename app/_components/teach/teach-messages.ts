// The messages the teachers' pages send to the browser: the drills' (their question components run in a set), the
// teach namespace, the PBN reader's issues (the upload preview lists them) and the rules' summaries. Example: <NextIntlClientProvider messages={teachMessages(locale)}>.

import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { drillMessages } from '@/lib/i18n/drill-messages';

export function teachMessages(locale: Locale): Record<string, unknown> {
  return { ...drillMessages(locale), teach: messagesFor(locale).teach, pbn: messagesFor(locale).pbn };
}

/** A class's pages add the partnership practice's and the live class's (both are made and opened there). */
export function classMessages(locale: Locale): Record<string, unknown> {
  return { ...teachMessages(locale), pairs: messagesFor(locale).pairs, live: messagesFor(locale).live };
}
