// The messages the partnership practice's pages send to the browser: the drills' (calls, explanations, the rules'
// summaries, the hands and the auction) and the practice's own. Example: <NextIntlClientProvider messages={pairMessages('sr')}>.

import { drillMessages } from '@/lib/i18n/drill-messages';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

export function pairMessages(locale: Locale): Record<string, unknown> {
  return { ...drillMessages(locale), pairs: messagesFor(locale).pairs };
}
