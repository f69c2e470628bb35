import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { parseCall, parseCalls } from '../bridge/call';
import { parseHand } from '../bridge/hand';
import { randomDeals } from '../bridge/random-deal';
import { SEATS } from '../bridge/types';
import { LOCALES, type Locale } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { advise, bidDeal, describeCall } from './advise';
import { RULE_IDS } from './rule-ids';
import type { Explanation } from './types';
import { ALL_VECTORS } from './vectors';

/** A translator that throws on a missing message or parameter, instead of printing the key. */
function strict(locale: Locale) {
  const t = createTranslator({
    locale,
    messages: messagesFor(locale) as never,
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string, params?: object) => string;
  return (e: Explanation) => t(e.key, e.params);
}

const TRANSLATE = Object.fromEntries(LOCALES.map((l) => [l, strict(l)])) as Record<Locale, (e: Explanation) => string>;

function texts(e: Explanation): string[] {
  return LOCALES.map((l) => TRANSLATE[l](e));
}

describe('rule messages', () => {
  it.each(LOCALES)('%s has exactly one message per rule id', (locale) => {
    expect(Object.keys(messagesFor(locale).rules).sort()).toEqual([...RULE_IDS].sort());
  });

  it('formats every vector\'s advice, its rejected rules and what its call shows, in every locale', () => {
    for (const v of ALL_VECTORS) {
      const hand = parseHand(v.hand);
      const calls = parseCalls(v.auction);
      const expected = parseCall(v.expected);
      if (!hand.ok || !calls.ok || !expected.ok) throw new Error(`bad vector ${v.hand}`);
      const auction = { dealer: v.dealer, calls: calls.value };
      const advice = advise({ hand: hand.value, auction, vul: v.vul });
      for (const text of texts(advice.explain)) expect(text).not.toMatch(/[{}]|rules\.|undefined/);
      if (advice.via) texts(advice.via.explain);
      for (const r of advice.rejected) for (const text of texts(r.failed)) expect(text).not.toMatch(/[{}]|bidder\.|undefined/);
      const meaning = describeCall(auction, expected.value);
      expect(meaning).not.toBeNull();
      for (const text of texts(meaning!.explain)) expect(text).not.toMatch(/[{}]|rules\.|undefined/);
    }
  });

  it('formats the explanation of every call of 500 random deals in every locale', () => {
    randomDeals(31, 500).forEach((deal, i) => {
      for (const c of bidDeal(deal, SEATS[i % 4], 'None').calls) {
        texts(c.explain);
        if (c.via) texts(c.via.explain);
      }
    });
  });

  it('prints the numbers of the hand: HD, H and D for an opening', () => {
    const hand = parseHand('AKQ74.42.A985.AJ');
    if (!hand.ok) throw new Error('bad hand');
    const advice = advise({ hand: hand.value, auction: { dealer: 'W', calls: [] }, vul: 'None' });
    expect(advice.explain.params).toMatchObject({ hd: 20, h: 18, d: 2, corr: 0, qt: 4, shape: '5-4-2-2', suit: '♠', length: 5, call: '1♠' });
    expect(TRANSLATE.en(advice.explain)).toBe('HD 20 and 4 quick tricks: open one of a suit. Bid your longest biddable suit: 1♠. Clubs are always opened 2♣.');
  });
});
