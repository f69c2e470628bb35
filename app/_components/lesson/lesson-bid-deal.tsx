// A lesson's whole deal (<BidDeal>, issue 28): the four hands, the auction as lib/ bids it call by call with each
// call's rule and explanation, the final contract and the lesson's sentence on why it is right; and "bid it yourself".
// The deal is read and bid here (lib/lessons/examples.ts has checked the lesson's contract); the explanations are
// worded here from the rules' messages, and BidDealView draws the figure from these few values.
// Example: <LessonBidDeal attrs={{ deal: 'N:…', dealer: 'W', expect: '3NT W' }} why="…" lesson={13} />.

import type { ReactNode } from 'react';
import { NextIntlClientProvider, useLocale } from 'next-intl';
import { makeCall } from '@/lib/bridge/call';
import { makeDeal } from '@/lib/bridge/deal';
import { exampleOrThrow, type Attrs } from '@/lib/lessons/examples';
import { useExplanationText } from '../explanation-text';
import { BidDealView, type BidDealData } from './bid-deal-view';
import { liveMessages } from './live-messages';

export function LessonBidDeal({ attrs, why, lesson }: { attrs: Attrs; why: ReactNode; lesson: number }) {
  const { deal, dealer, vul, calls, contract, quiet, suggested } = exampleOrThrow('BidDeal', { ...attrs, children: why });
  const locale = useLocale();
  const text = useExplanationText();
  const data: BidDealData = {
    deal: makeDeal(deal),
    dealer,
    // the lessons before vulnerability is taught name none: the figure then says nothing of it
    vul: attrs.vul === undefined ? null : vul,
    // a side that only passed: its passes show their rule, not the same sentence in every round (and the page stays light)
    calls: calls.map((c) => ({
      call: makeCall(c.call),
      rule: c.rule,
      text: quiet.includes(c.seat) ? '' : text(c.explain),
      ...(c.via ? { via: { rule: c.via.rule, text: text(c.via.explain) } } : {}),
    })),
    contract,
    lesson,
    suggested,
  };
  return (
    <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
      <BidDealView data={data}>{why}</BidDealView>
    </NextIntlClientProvider>
  );
}
