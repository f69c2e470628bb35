import { describe, expect, it } from 'vitest';
import { handOf } from '../bridge/deal';
import { randomDeals } from '../bridge/random-deal';
import { SEATS } from '../bridge/types';
import { advise, bidDeal, explainAuction } from '../bidder';
import { explanationText } from './explanation-text';

/** Every text a learner reads for 300 seeded deals: each call's explanation, the rules tried before it, what it shows. */
function renderAll(locale: 'sr' | 'lv' | 'en'): { texts: number; decimals: string[]; quickTricks: number; englishNoTrump: string[]; broken: string[] } {
  let texts = 0;
  let quickTricks = 0;
  const decimals: string[] = [];
  const englishNoTrump: string[] = [];
  const broken: string[] = [];
  const check = (text: string, where: string) => {
    texts++;
    if (/\d\.\d/.test(text)) decimals.push(`${where}: ${text}`);
    if (/\dNT\b/.test(text)) englishNoTrump.push(`${where}: ${text}`);
    if (/NaN|[{}]/.test(text)) broken.push(`${where}: ${text}`);
  };
  randomDeals(42, 300).forEach((deal, d) => {
    const dealer = SEATS[d % 4];
    const made = bidDeal(deal, dealer, 'None').calls;
    made.forEach((c, i) => {
      const advice = advise({ hand: handOf(deal, c.seat), auction: { dealer, calls: made.slice(0, i).map((m) => m.call) }, vul: 'None' });
      if (!Number.isInteger(advice.explain.params.qt)) quickTricks++;
      check(explanationText(locale, advice.explain), `deal ${d} call ${i} ${advice.rule}`);
      if (advice.via) check(explanationText(locale, advice.via.explain), `deal ${d} call ${i} via ${advice.via.rule}`);
      for (const r of advice.rejected) check(explanationText(locale, r.failed), `deal ${d} call ${i} rejected ${r.rule}`);
    });
    for (const e of explainAuction({ dealer, calls: made.map((m) => m.call) })) if (e.meaning) check(explanationText(locale, e.meaning.explain), `deal ${d} meaning ${e.meaning.rule}`);
  });
  return { texts, decimals, quickTricks, englishNoTrump, broken };
}

describe('explanations a learner reads', () => {
  it.each(['sr', 'lv'] as const)('%s: no number over 300 seeded deals is written with a decimal point (every explanation, rejection and meaning)', (locale) => {
    const { texts, decimals, quickTricks } = renderAll(locale);
    expect(quickTricks).toBeGreaterThan(100); // the deals do print half quick tricks (2,5 …)
    expect(texts).toBeGreaterThan(10_000);
    expect(decimals).toEqual([]);
  });

  it.each(['sr', 'lv', 'en'] as const)('%s: no text prints NaN or a raw placeholder (what a call shows gives ranges such as 2+)', (locale) => {
    expect(renderAll(locale).broken).toEqual([]);
  });

  it('sr writes no-trump calls as BA, never NT (lv and the seeds write NT)', () => {
    expect(renderAll('sr').englishNoTrump).toEqual([]);
    expect(renderAll('lv').englishNoTrump.length).toBeGreaterThan(0);
  });

  it('writes half quick tricks as 2,5 in sr and lv and 2.5 in en (East\'s 1♥ of /table?seed=42)', () => {
    const explain = { key: 'rules.O-1', params: { hd: 14, qt: 2.5, call: '1♥', step: 1, option: 'none' } };
    expect(explanationText('sr', explain)).toContain('2,5 brzih štihova');
    expect(explanationText('lv', explain)).toContain('2,5 ātrie stiķi');
    expect(explanationText('en', explain)).toContain('2.5 quick tricks');
  });
});
