import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { randomDeal } from '@/lib/bridge/random-deal';
import { SEATS } from '@/lib/bridge/types';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { BiddingCompass } from './bidding-compass';

function centreLetters(locale: Locale): Record<string, string> {
  const html = renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: 'UTC',
      messages: messagesFor(locale) as never,
      children: createElement(BiddingCompass, { deal: randomDeal(42), dealer: 'N', vul: 'None' }),
    }),
  );
  return Object.fromEntries(Array.from(html.matchAll(/data-seat="([NESW])">([^<]*)</g), (m) => [m[1], m[2]]));
}

describe('the compass in the middle of the table', () => {
  it.each(LOCALES)('%s: every seat letter comes from the catalogue (common.seatLetters)', (locale) => {
    const letters = messagesFor(locale).common.seatLetters as Record<string, string>;
    expect(centreLetters(locale)).toEqual(Object.fromEntries(SEATS.map((s) => [s, letters[s]])));
  });

  it('reads S I J Z in Serbian, Z A D R in Latvian, N E S W in English (each the first letter of the seat\'s name)', () => {
    expect(Object.values(centreLetters('sr')).join(' ')).toBe('S I J Z');
    expect(Object.values(centreLetters('lv')).join(' ')).toBe('Z A D R');
    expect(Object.values(centreLetters('en')).join(' ')).toBe('N E S W');
    for (const locale of LOCALES) {
      const { seats, seatLetters } = messagesFor(locale).common as Record<string, Record<string, string>>;
      for (const s of SEATS) expect(seats[s].startsWith(seatLetters[s])).toBe(true);
    }
  });
});
