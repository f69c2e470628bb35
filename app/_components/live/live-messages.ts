// The messages the live class's and polls' pages send to the browser: the drills' (calls, the bidding box, the hands,
// explanations and the rules' summaries) and the live namespace. Example: <NextIntlClientProvider messages={liveMessages('lv')}>.

import { drillMessages } from '@/lib/i18n/drill-messages';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

export function liveMessages(locale: Locale): Record<string, unknown> {
  return { ...drillMessages(locale), live: messagesFor(locale).live };
}
