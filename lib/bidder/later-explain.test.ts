// The calls B-24 … B-31 changed say why, in words, in every locale: each later-rounds vector's explanation is
// complete in en, sr and lv, and names the reason the decision gives. Example: 1♥ – 3♣, HD 17 → "… 3NT over a
// two- or three-level one" (B-26).

import { describe, expect, it } from 'vitest';
import { parseCalls } from '../bridge/call';
import { parseHand } from '../bridge/hand';
import { LOCALES, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { advise, describeCall } from './advise';
import type { Advice, Explanation } from './types';
import { LATER_POSITIONS } from './documented/later';
import { DOCUMENTED_POSITIONS, type DocumentedPosition } from './documented';

function strict(locale: Locale) {
  const t = translator(locale, { strict: true });
  return (e: Explanation) => t(e.key, e.params);
}

const TRANSLATE = Object.fromEntries(LOCALES.map((l) => [l, strict(l)])) as Record<Locale, (e: Explanation) => string>;

function run(v: DocumentedPosition): Advice {
  const hand = parseHand(v.hand);
  const calls = parseCalls(v.auction);
  if (!hand.ok || !calls.ok) throw new Error(`bad vector ${v.hand}`);
  return advise({ hand: hand.value, auction: { dealer: v.dealer, calls: calls.value }, vul: v.vul });
}

/** The explanation that says why: the inner rule's for ADV-SUIT / ADV-1NT, else the rule's own. */
function why(a: Advice): Explanation {
  return a.via ? a.via.explain : a.explain;
}

/** What the English text of each changed call must say, by the rule that chose it (and its decision). */
const REASONS: readonly { decision: string; rule: string; says: RegExp }[] = [
  { decision: 'B-24', rule: 'RB-2NT', says: /3NT shows 13–15. That is already game/ },
  { decision: 'B-25', rule: 'BW-ASK', says: /trump suit is agreed.*: \d+ together \(33 or more\)/ },
  { decision: 'B-25', rule: 'BW-ACES', says: /asks for aces/ },
  { decision: 'B-26', rule: 'RB-NEW-MED', says: /2NT over a one-level answer, 3NT over a two- or three-level one/ },
  { decision: 'B-27', rule: 'RB-NEW-MIN', says: /new suit forces you to bid/ },
  { decision: 'B-27', rule: 'R-FALLBACK', says: /three-level after the opponents’ overcall forces opener/ },
  { decision: 'B-28', rule: 'ADV-X', says: /nobody has bid naturally/ },
  { decision: 'B-28', rule: 'ADV-JUMP', says: /opponents have not bid naturally/ },
  { decision: 'B-29', rule: 'RR-GAME', says: /fit|first the suit partner raised/ },
  { decision: 'B-30', rule: 'RB-1NT-MIN', says: /of two equally long, the cheaper/ },
  { decision: 'B-7', rule: 'ADV-SUIT', says: /longest suit the opponents have not bid/ },
];

describe('the changed calls explain themselves (en, sr, lv)', () => {
  it.each(LATER_POSITIONS.map((v) => [`${v.decision} ${v.auction} ${v.hand} → ${v.expected} ${v.rule}`, v] as const))('%s', (_name, v) => {
    const advice = run(v);
    const texts = LOCALES.map((l) => TRANSLATE[l](why(advice)));
    for (const text of texts) expect(text).not.toMatch(/[{}]|rules\.|undefined|…/);
    expect(new Set(texts).size).toBe(LOCALES.length); // translated, not copied
    for (const r of REASONS) if (r.decision === v.decision && r.rule === v.rule) expect(TRANSLATE.en(why(advice))).toMatch(r.says);
  });

  it('a pass at game after a forcing bid shows the failed slam test in numbers (B-24)', () => {
    const v = LATER_POSITIONS.find((x) => x.auction === '1C P 1H P 4H P')!;
    const advice = run(v);
    const bw = advice.rejected.find((r) => r.rule === 'BW-ASK')!;
    expect(TRANSLATE.en(bw.failed)).toBe('You have 9 HDr and partner has shown at least 22: 31 together, below 33.');
    expect(advice.rejected.some((r) => r.rule === 'X-FORCED')).toBe(false); // the pass is allowed: nothing forces at game
  });
});

describe('explanations that fit the position they are given in', () => {
  const at = (hand: string, auction: string): Advice => run({ hand, auction, dealer: 'N', vul: 'None' } as DocumentedPosition);
  it.each(LOCALES)('%s: RR-GAME\'s 3NT without a fit does not speak of a fit, and a raise that is already game is not an invitation', (locale) => {
    const noFit = at('852.J9863.86.QJT', '1C P 1D P 2S P');
    expect(noFit).toMatchObject({ rule: 'RR-GAME', explain: { params: { fit: 'no' } } });
    const withFit = at('AJ983.872.KQ4.52', '1H P 1S P 2H P');
    expect(withFit).toMatchObject({ rule: 'RR-INVITE', explain: { params: { reach: 'invite' } } });
    const game = at('J87.T2.Q8643.732', '2H P 2N P 3S P');
    expect(game).toMatchObject({ rule: 'RR-INVITE', explain: { params: { reach: 'game' } } });
    const t = TRANSLATE[locale];
    expect(t(game.explain)).not.toBe(t({ ...game.explain, params: { ...game.explain.params, reach: 'invite' } }));
    expect(t(noFit.explain)).not.toBe(t({ ...noFit.explain, params: { ...noFit.explain.params, fit: 'yes' } }));
  });
  it('reads so in English', () => {
    expect(TRANSLATE.en(at('852.J9863.86.QJT', '1C P 1D P 2S P').explain)).toContain('you have no fit in a suit partner bid, so 3NT');
    expect(TRANSLATE.en(at('J87.T2.Q8643.732', '2H P 2N P 3S P').explain)).toContain('The cheapest raise of the fit is already game: 4♠');
  });
});

describe('B-12: after 3NT – 4 of a suit (R3N-4S) opener passes, and says why', () => {
  it.each(LOCALES)('%s: the pass names partner\'s contract as final, not "no rule covers this"', (locale) => {
    const advice = run({ hand: 'AK2.AQ3.KQJ.AQJ2', auction: '3N P 4D P', dealer: 'N', vul: 'None' } as DocumentedPosition);
    expect(advice).toMatchObject({ rule: 'X-PASS', call: { kind: 'pass' }, explain: { params: { option: 'final', contract: '4♦' } } });
    const text = TRANSLATE[locale](advice.explain);
    expect(text).toContain('4♦');
    expect(text).not.toMatch(/\bB-\d+\b/); // the decision's id is not the learner's business: the words say it
  });
});

describe('B-44: opener\'s best suit after 1♣ is the longest biddable, the higher-ranking of equals', () => {
  it('with three biddable 4-card suits and a singleton club, names spades (not the opening\'s cyclic order)', () => {
    const advice = run({ hand: 'AKJ5.AQ64.KQJ3.2', auction: '1C P 1D P', dealer: 'N', vul: 'None' } as DocumentedPosition);
    expect(advice).toMatchObject({ rule: 'RB1C-NEG', call: { kind: 'bid', level: 1, strain: 'S' } });
  });
});

describe('B-45 and B-46 explain themselves (en, sr, lv)', () => {
  const changed = DOCUMENTED_POSITIONS.filter((v) => v.decision === 'B-45' || v.decision === 'B-46');

  it.each(changed.map((v) => [`${v.decision} ${v.auction} ${v.hand} → ${v.expected} ${v.rule}`, v] as const))('%s', (_name, v) => {
    const advice = run(v);
    const texts = LOCALES.map((l) => TRANSLATE[l](why(advice)));
    for (const text of texts) expect(text).not.toMatch(/[{}]|rules\.|undefined|…|B-\d/);
    expect(new Set(texts).size).toBe(LOCALES.length);
  });

  it('X-FORCED names partner\'s suit when it supports it, its own longest suit otherwise', () => {
    const six = run({ hand: '8.65.J975432.J63', auction: '2S P 2N P 3H P', dealer: 'N', vul: 'None' } as DocumentedPosition);
    expect(TRANSLATE.en(six.explain)).toMatch(/six or more cards in ♥, so two of them are support enough, and you hold 2: .*4♥/);
    const four = run({ hand: 'AKQJ8.2.Q74.AJ83', auction: 'P P 1S 2H 3C P', dealer: 'N', vul: 'None' } as DocumentedPosition);
    expect(TRANSLATE.en(four.explain)).toMatch(/You hold 4 cards in partner’s suit, ♣/);
    const longest = run({ hand: 'AKQJ8.2.AQ742.83', auction: 'P 1S 2H 3C P', dealer: 'E', vul: 'None' } as DocumentedPosition);
    expect(TRANSLATE.en(longest.explain)).toContain('bid your longest suit at the cheapest level, 3♠');
    expect(longest.rejected.filter((r) => r.rule === 'X-FORCED').map((r) => r.failed.key)).toEqual(['bidder.fail.not-six', 'bidder.fail.few-cards']);
  });

  it.each(LOCALES)('%s: what partner\'s 4NT after a suit opening shows: Blackwood, to be answered', (locale) => {
    const calls = parseCalls('1D P 1H P');
    const four = parseCalls('4N');
    if (!calls.ok || !four.ok) throw new Error('bad auction');
    const meaning = describeCall({ dealer: 'N', calls: calls.value }, four.value[0]);
    expect(meaning).toMatchObject({ rule: 'BW-ASK', forcing: true, explain: { params: { option: 'asked' } } });
    expect(TRANSLATE[locale](meaning!.explain)).toMatch(/Blackwood|Блеквуд|Blekvuda/);
    expect(TRANSLATE[locale](meaning!.explain)).not.toMatch(/…|\{/);
  });
});
