// The messages a lesson's examples drawn in the browser read (the evaluation, the bidder's call, the deal, the whole deal): one object
// per locale, the same on every example, so that a page's payload carries it once. Example: liveMessages('sr').table.calls.

import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

const LIVE_MESSAGES = new Map<string, Record<string, unknown>>();

export function liveMessages(locale: string): Record<string, unknown> {
  let messages = LIVE_MESSAGES.get(locale);
  if (!messages) {
    const all = messagesFor(locale as Locale);
    const table = all.table as Record<string, unknown>;
    const lessons = all.lessons as Record<string, unknown>;
    messages = {
      common: all.common,
      table: { calls: table.calls, deal: table.deal, explanation: table.explanation },
      share: { practise: (all.share as Record<string, unknown>).practise },
      lessons: { bidder: lessons.bidder, bidDeal: lessons.bidDeal, deal: lessons.deal, evaluate: lessons.evaluate, onDemand: lessons.onDemand, readMore: lessons.readMore },
    };
    LIVE_MESSAGES.set(locale, messages);
  }
  return messages;
}
