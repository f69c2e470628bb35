// The rule texts a teacher checked against docs/system.md (the Latvian and Serbian reviews of 2026-12): each says
// what the rule says, in sr, lv and en.
import { describe, expect, it } from 'vitest';
import { parseCalls } from '../bridge/call';
import { parseHand } from '../bridge/hand';
import type { Seat } from '../bridge/types';
import { CONTENT_LOCALES, type ContentLocale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { advise } from './advise';
import type { Advice, Explanation } from './types';

const T = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, translator(l, { strict: true })])) as Record<ContentLocale, ReturnType<typeof translator>>;
const text = (l: ContentLocale, e: Explanation) => T[l](e.key, e.params);

function adviceFor(hand: string, auction: string, dealer: Seat = 'N'): Advice {
  const h = parseHand(hand);
  const calls = parseCalls(auction);
  if (!h.ok || !calls.ok) throw new Error(`bad case ${hand} / ${auction}`);
  return advise({ hand: h.value, auction: { dealer, calls: calls.value }, vul: 'None' });
}

/** The texts of an advice in the three written locales. */
function texts(advice: Advice, inner = false): Record<ContentLocale, string> {
  const e = inner ? advice.via!.explain : advice.explain;
  return { sr: text('sr', e), lv: text('lv', e), en: text('en', e) };
}

describe('rule texts say what the system says', () => {
  it('ADV-1NT: the 1NT overcall shows 16–18 and is answered by the 1NT table, never "partner has 19–21"', () => {
    for (const hand of ['AQ3.KQ4.KJ5.Q832', 'K93.Q42.J8532.Q2']) {
      const advice = adviceFor(hand, '1H 1N P');
      expect(advice.rule).toBe('ADV-1NT');
      for (const t of Object.values(texts(advice))) expect(t).toContain('16–18');
      const inner = texts(advice, true);
      expect(inner.en).not.toMatch(/Partner has 19–21/);
      expect(inner.sr).not.toMatch(/Partner ima 19–21/);
      expect(inner.lv).not.toMatch(/Partnerim ir 19–21/);
    }
    // after partner's 1NT opening the range is partner's own
    expect(texts(adviceFor('AQ3.KQ4.KJ5.Q832', '1N P')).en).toBe('Partner has 19–21 and you have HD 17 (17–20): bid the small slam, 6NT.');
  });

  it('ADV-SUIT says "three small cards are support enough" only of a raise (B-54), and a pass carries the rule that passes (B-55)', () => {
    const raise = adviceFor('A32.432.KQ32.K32', '1H 1S P');
    expect(texts(raise)).toMatchObject({
      en: expect.stringContaining('three small cards are support enough'),
      sr: expect.stringContaining('tri male karte su dovoljna podrška'),
      lv: expect.stringContaining('trīs mazas kārtis ir pietiekams atbalsts'),
    });
    const other = adviceFor('2.8765.KQ87.AJ87', '1H 1S P');
    expect({ call: other.call, rule: other.rule, via: other.via?.rule }).toEqual({ call: { kind: 'bid', level: 2, strain: 'D' }, rule: 'ADV-SUIT', via: 'R-FALLBACK' });
    for (const t of Object.values(texts(other))) expect(t).not.toMatch(/three small|tri male|trīs mazas/);
    const pass = adviceFor('32.5432.5432.432', '1H 1S P');
    expect({ call: pass.call, rule: pass.rule, via: pass.via }).toEqual({ call: { kind: 'pass' }, rule: 'R-PASS', via: undefined });
    expect(texts(pass).en).toMatch(/^Your count with partner’s suit as trumps is HDr .*: with 5 or less, pass.$/);
  });

  it('the computed lines say what the lessons say (issue 28 §2): the jump raise 13–16 HDr, 3NT over a minor, the third seat', () => {
    const jump = texts(adviceFor('K32.AQJ32.K32.32', '1H P 3H P'));
    expect(jump).toMatchObject({ en: expect.stringContaining('13–16 HDr'), sr: expect.stringContaining('13–16 HDr'), lv: expect.stringContaining('13–16 HDr') });
    for (const t of Object.values(jump)) expect(t).not.toMatch(/13 (or more|ili više|vai vairāk)/);
    const minor = adviceFor('AK32.KQ2.KQ3.Q32', '1N P 3D P');
    expect(minor.explain.params.option).toBe('minor');
    expect(texts(minor)).toMatchObject({
      en: expect.stringContaining('two tricks fewer than five of a minor'),
      sr: expect.stringContaining('dva štiha manje nego za pet u minorskoj boji'),
      lv: expect.stringContaining('par diviem stiķiem mazāk nekā pieci minorā'),
    });
    for (const t of Object.values(texts(minor))) expect(t).not.toMatch(/major|majorsk|mažor/);
    const third = texts(adviceFor('AQ32.K32.Q32.432', 'P P'));
    expect(third).toMatchObject({
      en: expect.stringContaining('in third seat, after two passes, 11 is enough'),
      sr: expect.stringContaining('na trećem mestu, posle dva „dalje“, dovoljno je 11'),
      lv: expect.stringContaining('trešajā vietā pēc diviem pasiem pietiek ar 11'),
    });
    for (const t of Object.values(texts(adviceFor('A5.KQJ84.K93.Q72', '')))) expect(t).not.toMatch(/11/);
  });

  it('says why a slam is small, and prints the parentheses about artificial and opponents\' suits only where they apply', () => {
    expect(texts(adviceFor('AKJ2.AKJ32.KQ.32', '1H P 3H P 4N P 5D P')).sr).toContain('Nedostaje jedan as: mali slem, 6♥');
    expect(texts(adviceFor('AQJ2.AQJ32.QJ.QJ', '1H P 3H P 4N P 5H P 5N P 6D P')).en).toMatch(/^Your side holds all the aces but not all the kings/);
    const plain = texts(adviceFor('432.5432.KJ32.32', '1H X P'));
    for (const t of Object.values(plain)) expect(t).not.toContain('1♦');
    expect(texts(adviceFor('432.5432.KJ32.32', '1C X P')).lv).toContain('neskaitās par masta solījumu');
  });

  it('ADV-X\'s penalty pass needs 3 of the top 5 honours, not "three top honours"', () => {
    const advice = adviceFor('432.432.KQT98.32', '1D X P');
    expect(advice).toMatchObject({ rule: 'ADV-X', call: { kind: 'pass' } });
    expect(texts(advice)).toMatchObject({
      en: expect.stringContaining('three of its top five honours'),
      sr: expect.stringContaining('tri od pet najviših honora'),
      lv: expect.stringContaining('trim no pieciem vecākajiem honoriem'),
    });
  });

  it('O-1 with only four-card biddable suits (4-4-3-2) does not say "all suits are four-card"; clubs are not opened "at the 1-level"', () => {
    const t = texts(adviceFor('AKQ2.KJ3.T8.Q432', ''));
    expect(t.en).toContain('Your biddable suits have only four cards');
    expect(t.sr).toContain('Boje koje se mogu licitirati imaju samo po četiri karte');
    expect(t.lv).toContain('Solāmie masti ir tikai četru kāršu');
    expect(Object.values(t).join(' ')).not.toMatch(/sve boje četvorokartne|visi masti ir četru|With only four-card suits/);
    const clubs = texts(adviceFor('A2.KQ2.32.AQ8432', ''));
    expect(clubs.sr).not.toMatch(/na nivou 1/);
    expect(clubs.lv).not.toMatch(/pirmajā līmenī/);
    expect(clubs.en).not.toMatch(/one of a suit/);
  });

  it('RB-RAISE-*: partner raised by one level (a single raise), not "once"', () => {
    const advice = adviceFor('AKJ32.K32.K32.32', '1S P 2S P', 'W');
    expect(advice.rule).toBe('RB-RAISE-MIN');
    expect(texts(advice)).toMatchObject({
      en: expect.stringMatching(/^Partner raised your suit by one level\./),
      sr: expect.stringMatching(/^Partner je povisio vašu boju za jedan nivo\./),
      lv: expect.stringMatching(/^Partneris pacēla jūsu mastu par vienu līmeni\./),
    });
  });

  it('R2-NEG for a hand that fails on shape (HD 10) names the positive answers, not "with less"', () => {
    const advice = adviceFor('T962.QJ.K986.KQ8', '2H P');
    expect(advice.rule).toBe('R2-NEG');
    const t = texts(advice);
    expect(Object.values(t).join(' ')).not.toMatch(/With less|Sa manje|Ar mazāk/);
    expect(t.en).toContain('You have HD 10 and 1.5 quick tricks: answer 2NT, the negative.');
    expect(t.sr).toContain('Imate HD 10 i 1,5 brzih štihova');
    expect(t.lv).toContain('Jums ir HD 10 un 1,5 ātrie stiķi');
  });

  it('R-JUMP forces to game; it does not promise a slam', () => {
    const advice = adviceFor('AK2.KQJ32.AK3.32', '1D P');
    expect(advice.rule).toBe('R-JUMP');
    const t = texts(advice);
    expect(Object.values(t).join(' ')).not.toMatch(/slam|slem|šlem/i);
    expect(t.en).toContain('the jump forces to game');
    expect(t.sr).toContain('do manše');
    expect(t.lv).toContain('līdz geimam');
  });
});
