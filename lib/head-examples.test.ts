// The module heads' examples that are expressions, run: each case quotes its example as the head writes it (the
// head must still hold that text) and checks what the example says. Heads that describe a position in words, a
// command line or a component are left to their modules' own tests. (lib/cli's are in lib/cli/head-examples.test.ts:
// lib/ below the fronts does not import them.)

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from './bidder-api/error-answer';
import { explanationText } from './bidder-api/explanation-text';
import { QUIZ_BOUNDS } from './bidder-api/quiz-bounds';
import { boundsIssue, fieldsIssue } from './bidder-api/request-bounds';
import { advise } from './bidder/advise';
import { fail } from './bidder/explain';
import { HandFacts } from './bidder/hand-facts';
import { cheapestLevel, gameLevel } from './bidder/levels';
import { RULE_IDS } from './bidder/rule-ids';
import { shownMinimum } from './bidder/shown-minimum';
import { DOCUMENTED_POSITIONS } from './bidder/documented';
import { legalCalls } from './bridge/auction';
import { reviewAuctionText } from './bridge/auction-review';
import { newTracker, trackCall, trackerIssue } from './bridge/auction-tracker';
import { bid, DOUBLE, PASS, makeCall, makeCalls, parseCall } from './bridge/call';
import { makeContract, parseContract } from './bridge/contract';
import { makeHand, parseHand } from './bridge/hand';
import { pbnIssue } from './bridge/pbn/issue';
import { parsePbnFile } from './bridge/pbn/read';
import { makePbnContract, parsePbnVulnerable } from './bridge/pbn/tags';
import { makePbnFile } from './bridge/pbn/write';
import { createDealer, randomDeal } from './bridge/random-deal';
import { boardInfo } from './bridge/scoring/board';
import { scoreContract } from './bridge/scoring/duplicate';
import { writeSheetDeals } from './bridge/scoring/sheet-storage';
import { parseCard, trickWinner } from './bridge/trick';
import { STRAINS, SUITS, type Hand } from './bridge/types';
import { evaluateHand } from './evaluation/evaluate-hand';
import { hdCount } from './evaluation/hd-count';
import { buildMaskTable } from './evaluation/mask-table';
import { prospectOf } from './evaluation/partnership-totals';
import { distributionPoints, honourPoints } from './evaluation/points';
import { quickTricks } from './evaluation/quick-tricks';
import { isBalanced, shapeText } from './evaluation/shape';
import { stoppedSuits } from './evaluation/stoppers';
import { suitsOfSet } from './evaluation/suit-list';
import { biddableSuits, rebiddableSuits } from './evaluation/suit-quality';
import { pageAlternates } from './http/alternates';
import { NAV_LINKS } from './http/nav-links';
import { serbianByScript } from './i18n/accept-language';
import { toCyrillic } from './i18n/cyrillic';
import { htmlLang } from './i18n/html-lang';
import { issueMessage } from './i18n/issue-message';
import { DEFAULT_LOCALE, isLocale, parseLocale } from './i18n/locales';
import { localizeValues } from './i18n/number-values';
import { formatIssue } from './i18n/translate';
import { lessonOfRule } from './lessons/catalogue';
import { quizItem } from './quiz';
import { heldBy, tableDeal } from './quiz/table-deal';
import { displayText } from './set-api/text-fields';
import { emptyProgress } from './progress/model';
import { accuracy } from './progress/stats';
import { UNREACHABLE_RULES } from './quiz/reach';
import { isTopic, topicRules } from './quiz/topics';
import { err, ok } from './result';

/** The head of a lib/ module: its opening comment lines, joined into one line. */
function head(file: string): string {
  const lines = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8').split('\n');
  const comment: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('//')) break;
    comment.push(line.replace(/^\/\/ ?/, ''));
  }
  return comment.join(' ');
}

function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`bad test hand ${text}`);
  return parsed.value;
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** [module, the example as its head writes it, the check of what it says] */
const EXAMPLES: readonly [string, string, () => void][] = [
  ['./result.ts', "parseHand('AKQ2.KJ3.T8.Q432') → { ok: true, value: Hand }", () => {
    expect(parseHand('AKQ2.KJ3.T8.Q432').ok).toBe(true);
  }],
  ['./bridge/types.ts', "SUITS[0] === 'S' (PBN order), STRAINS[4] === 'N'", () => {
    expect(SUITS[0]).toBe('S');
    expect(STRAINS[4]).toBe('N');
  }],
  ['./bridge/hand.ts', "parseHand('AKQ2.KJ3.T8.Q432') → Hand; makeHand(hand) → 'AKQ2.KJ3.T8.Q432'", () => {
    expect(makeHand(hand('AKQ2.KJ3.T8.Q432'))).toBe('AKQ2.KJ3.T8.Q432');
  }],
  ['./bridge/call.ts', "parseCall('1NT') → { kind: 'bid', level: 1, strain: 'N' }; makeCall of it → '1N'", () => {
    const call = value(parseCall('1NT'));
    expect(call).toEqual({ kind: 'bid', level: 1, strain: 'N' });
    expect(makeCall(call)).toBe('1N');
  }],
  ['./bridge/contract.ts', "parseContract('4SX') → { level: 4, strain: 'S', risk: 'X' }; makeContract(...) → '4SX'", () => {
    const contract = value(parseContract('4SX'));
    expect(contract).toEqual({ level: 4, strain: 'S', risk: 'X' });
    expect(makeContract(contract)).toBe('4SX');
  }],
  ['./bridge/auction.ts', "legalCalls({ dealer: 'N', calls: [bid(1, 'H')] }) → [P, X, 1S, 1N, 2C, …, 7N] for East", () => {
    const calls = makeCalls(legalCalls({ dealer: 'N', calls: [bid(1, 'H')] })).split(' ');
    expect(calls.slice(0, 5)).toEqual(['P', 'X', '1S', '1N', '2C']);
    expect(calls[calls.length - 1]).toBe('7N');
  }],
  ['./bridge/auction-tracker.ts', "const t = newTracker('N'); trackCall(t, bid(1, 'H')); trackerIssue(t, DOUBLE) → null", () => {
    const t = newTracker('N');
    trackCall(t, bid(1, 'H'));
    expect(trackerIssue(t, DOUBLE)).toBeNull();
  }],
  ['./bridge/auction-review.ts', "reviewAuctionText('N', '1H P X') → errors [{ index: 2, call: 'X', code: 'double-own-side' }, incomplete]", () => {
    const review = reviewAuctionText('N', '1H P X');
    expect(review.errors.map(({ index, call, code }) => ({ index, call, code }))).toEqual([
      { index: 2, call: 'X', code: 'double-own-side' },
      { index: 3, call: null, code: 'incomplete' },
    ]);
  }],
  ['./bridge/trick.ts', "W leads ♠K, N ♠A, E ♠2, S ♥5 with hearts trumps → trickWinner('W', cards, 'H') === 'S'", () => {
    const cards = ['♠K', '♠A', '♠2', '♥5'].map((c) => value(parseCard(c)));
    expect(trickWinner('W', cards, 'H')).toBe('S');
  }],
  ['./bridge/random-deal.ts', 'randomDeal(42) → a Deal; createDealer(42).next() gives the same deal', () => {
    expect(createDealer(42).next()).toEqual(randomDeal(42));
  }],
  ['./bridge/scoring/board.ts', "boardInfo(7) → { dealer: 'S', vul: 'All' }; boardInfo(17) is boardInfo(1)", () => {
    expect(boardInfo(7)).toEqual({ dealer: 'S', vul: 'All' });
    expect(boardInfo(17)).toEqual(boardInfo(1));
  }],
  ['./bridge/scoring/duplicate.ts', 'scoreContract({ contract: 2HX, tricks: 9, vulnerable: false }) → 570 = 120 + 50 + 300 + 100', () => {
    const score = scoreContract({ contract: value(parseContract('2HX')), tricks: 9, vulnerable: false });
    expect(score.declarerScore).toBe(570);
    expect(score.lines.map((l) => l.points).sort((a, b) => a - b)).toEqual([50, 100, 120, 300]);
  }],
  ['./bridge/scoring/sheet-storage.ts', `writeSheetDeals([{ contract: null }]) → '[{"c":null}]'`, () => {
    expect(writeSheetDeals([{ contract: null }])).toBe('[{"c":null}]');
  }],
  ['./bridge/pbn/tags.ts', "parsePbnVulnerable('Both') → 'All'; makePbnContract({ level: 3, strain: 'N', risk: 'X' }) → '3NTX'", () => {
    expect(parsePbnVulnerable('Both')).toEqual(ok('All'));
    expect(makePbnContract({ level: 3, strain: 'N', risk: 'X' })).toBe('3NTX');
  }],
  ['./bridge/pbn/issue.ts', "pbnIssue('pbn-bad-board', 7, { board: 'x' }) → { code: 'pbn-bad-board', params: { line: 7, board: 'x' } }", () => {
    expect(pbnIssue('pbn-bad-board', 7, { board: 'x' })).toEqual({ code: 'pbn-bad-board', params: { line: 7, board: 'x' } });
  }],
  ['./bridge/pbn/read.ts', `parsePbnFile('[Board "1"]\\n[Vulnerable "Both"]\\n') → ok([{ board: 1, vul: 'All', players: {}, … }])`, () => {
    expect(value(parsePbnFile('[Board "1"]\n[Vulnerable "Both"]\n'))).toMatchObject([{ board: 1, vul: 'All', players: {} }]);
  }],
  ['./bridge/pbn/write.ts', `makePbnFile([{ board: 1, players: {}, otherTags: [], comments: [] }]) → '% PBN 2.1\\n…\\n\\n[Board "1"]\\n'`, () => {
    const text = makePbnFile([{ board: 1, players: {}, otherTags: [], comments: [] }]);
    expect(text.startsWith('% PBN 2.1\n')).toBe(true);
    expect(text.endsWith('\n\n[Board "1"]\n')).toBe(true);
  }],
  ['./evaluation/evaluate-hand.ts', "evaluateHand(parseHand('J.AQJ96.QJ732.T2')) → hd 13", () => {
    expect(evaluateHand(hand('J.AQJ96.QJ732.T2')).hd).toBe(13);
  }],
  ['./evaluation/hd-count.ts', "'AKQ2.KJ3.T8.Q432' → h 15, d 1 (♦ doubleton), no corrections, hd 16", () => {
    expect(hdCount(hand('AKQ2.KJ3.T8.Q432'))).toMatchObject({ h: 15, d: 1, corrections: [], hd: 16 });
  }],
  ['./evaluation/points.ts', "'AKQ2.KJ3.T8.Q432' → honourPoints 15 (A4 K3 Q2 + K3 J1 + Q2), distributionPoints 1", () => {
    expect(honourPoints(hand('AKQ2.KJ3.T8.Q432'))).toBe(15);
    expect(distributionPoints(hand('AKQ2.KJ3.T8.Q432'))).toBe(1);
  }],
  ['./evaluation/quick-tricks.ts', "'AK5.AQ2.KQ3.K432' → bySuit [2, 1.5, 1, 0.5], total 5", () => {
    expect(quickTricks(hand('AK5.AQ2.KQ3.K432'))).toEqual({ bySuit: [2, 1.5, 1, 0.5], total: 5 });
  }],
  ['./evaluation/shape.ts', "'AKQ2.KJ3.T8.Q432' → shapeText '4-4-3-2', isBalanced true", () => {
    expect(shapeText(hand('AKQ2.KJ3.T8.Q432'))).toBe('4-4-3-2');
    expect(isBalanced(hand('AKQ2.KJ3.T8.Q432'))).toBe(true);
  }],
  ['./evaluation/stoppers.ts', "'J.AQJ96.QJ732.T2' → stoppedSuits ['H', 'D']", () => {
    expect(stoppedSuits(hand('J.AQJ96.QJ732.T2'))).toEqual(['H', 'D']);
  }],
  ['./evaluation/suit-quality.ts', "'AKQ74.42.A985.AJ' → biddable ['S', 'D'], rebiddable ['S']", () => {
    expect(biddableSuits(hand('AKQ74.42.A985.AJ'))).toEqual(['S', 'D']);
    expect(rebiddableSuits(hand('AKQ74.42.A985.AJ'))).toEqual(['S']);
  }],
  ['./evaluation/suit-list.ts', "suitsOfSet(0b0101) → ['S', 'D']", () => {
    expect(suitsOfSet(0b0101)).toEqual(['S', 'D']);
  }],
  ['./evaluation/mask-table.ts', 'buildMaskTable(Uint8Array, (mask) => mask & 0x1000 ? 1 : 0)[0x1000] === 1', () => {
    expect(buildMaskTable(Uint8Array, (mask) => (mask & 0x1000 ? 1 : 0))[0x1000]).toBe(1);
  }],
  ['./evaluation/partnership-totals.ts', "prospectOf(27) → 'game'; prospectOf(33) → 'small-slam'", () => {
    expect(prospectOf(27)).toBe('game');
    expect(prospectOf(33)).toBe('small-slam');
  }],
  ['./bidder/hand-facts.ts', "new HandFacts(parseHand('AKQ74.42.A985.AJ')).hd → 20; .len[0] → 5", () => {
    const facts = new HandFacts(hand('AKQ74.42.A985.AJ'));
    expect(facts.hd).toBe(20);
    expect(facts.len[0]).toBe(5);
  }],
  ['./bidder/advise.ts', "advise({ hand: 'AKQ74.42.A985.AJ', auction: { dealer: 'W', calls: [] }, vul }) → 1♠, rule O-1", () => {
    const advice = advise({ hand: hand('AKQ74.42.A985.AJ'), auction: { dealer: 'W', calls: [] }, vul: 'None' });
    expect(advice).toMatchObject({ call: bid(1, 'S'), rule: 'O-1' });
  }],
  ['./bidder/explain.ts', "fail('hd-below', { value: 17, min: 19 }) → { key: 'bidder.fail.hd-below', params: { value: 17, min: 19 } }", () => {
    expect(fail('hd-below', { value: 17, min: 19 })).toEqual({ key: 'bidder.fail.hd-below', params: { value: 17, min: 19 } });
  }],
  ['./bidder/levels.ts', "after 1♥, cheapestLevel(t, 'S') === 1 and cheapestLevel(t, 'D') === 2; gameLevel('D') === 5", () => {
    const t = newTracker('N');
    trackCall(t, bid(1, 'H'));
    expect(cheapestLevel(t, 'S')).toBe(1);
    expect(cheapestLevel(t, 'D')).toBe(2);
    expect(gameLevel('D')).toBe(5);
  }],
  ['./bidder/rule-ids.ts', "RULE_IDS.includes('O-1NT') === true", () => {
    expect(RULE_IDS.includes('O-1NT')).toBe(true);
  }],
  ['./bidder/shown-minimum.ts', "shownMinimum('O-1') → 13; shownMinimum('O-1', { thirdSeat: true }) → 11; shownMinimum('R-JUMP') → 18", () => {
    expect(shownMinimum('O-1')).toBe(13);
    expect(shownMinimum('O-1', { thirdSeat: true })).toBe(11);
    expect(shownMinimum('R-JUMP')).toBe(18);
  }],
  ['./bidder/documented/index.ts', "DOCUMENTED_POSITIONS.filter((v) => v.rule === 'O-1NT').length ≥ 3", () => {
    expect(DOCUMENTED_POSITIONS.filter((v) => v.rule === 'O-1NT').length).toBeGreaterThanOrEqual(3);
  }],
  ['./bidder-api/explanation-text.ts', "explanationText('en', { key: 'bidder.fail.hd-below', params: { value: 17, min: 19 } }) → 'HD 17 is below 19.'", () => {
    expect(explanationText('en', { key: 'bidder.fail.hd-below', params: { value: 17, min: 19 } })).toBe('HD 17 is below 19.');
  }],
  ['./bidder-api/error-answer.ts', "errorAnswer('lv', { code: 'wrong-card-count', params: { found: 12 } }) → { error: { code, message: 'Rokā jābūt 13 kārtīm; šajā ir 12.', params } }", () => {
    const answer = errorAnswer('lv', { code: 'wrong-card-count', params: { found: 12 } });
    expect(answer).toEqual({ error: { code: 'wrong-card-count', message: 'Rokā jābūt 13 kārtīm; šajā ir 12.', params: { found: 12 } } });
  }],
  ['./bidder-api/request-bounds.ts', "fieldsIssue({ hand: 'x'.repeat(21) }) → { code: 'value-too-long', params: { field: 'hand', limit: 20, length: 21 } }", () => {
    expect(fieldsIssue({ hand: 'x'.repeat(21) })).toEqual({ code: 'value-too-long', params: { field: 'hand', limit: 20, length: 21 } });
  }],
  ['./bidder-api/quiz-bounds.ts', "boundsIssue({ topic: 'x'.repeat(13) }, QUIZ_BOUNDS) → bad-topic", () => {
    expect(boundsIssue({ topic: 'x'.repeat(13) }, QUIZ_BOUNDS)?.code).toBe('bad-topic');
  }],
  ['./http/nav-links.ts', "NAV_LINKS[1] → { key: 'lessons', href: '/lessons' }", () => {
    expect(NAV_LINKS[1]).toEqual({ key: 'lessons', href: '/lessons' });
  }],
  ['./http/alternates.ts', "pageAlternates('https://bridge.example', '/lv/score') → { locale: 'lv', path: '/score', canonical: 'https://bridge.example/lv/score', … }", () => {
    expect(pageAlternates('https://bridge.example', '/lv/score')).toMatchObject({ locale: 'lv', path: '/score', canonical: 'https://bridge.example/lv/score' });
  }],
  ['./i18n/accept-language.ts', "serbianByScript('sr-Latn-RS,sr;q=0.9,en;q=0.5') → 'sr,sr;q=0.9,en;q=0.5'; 'sr-Cyrl-RS' → 'sr-Cyrl'", () => {
    expect(serbianByScript('sr-Latn-RS,sr;q=0.9,en;q=0.5')).toBe('sr,sr;q=0.9,en;q=0.5');
    expect(serbianByScript('sr-Cyrl-RS')).toBe('sr-Cyrl');
  }],
  ['./i18n/cyrillic.ts', "toCyrillic('Otvaranje 1 BA sa 15–17 HD (O-1NT), A K Q.') → 'Отварање 1 БА са 15–17 HD (O-1NT), A K Q.'", () => {
    expect(toCyrillic('Otvaranje 1 BA sa 15–17 HD (O-1NT), A K Q.')).toBe('Отварање 1 БА са 15–17 HD (O-1NT), A K Q.');
  }],
  ['./i18n/html-lang.ts', "htmlLang('sr') === 'sr-Latn'; htmlLang('sr-Cyrl') === 'sr-Cyrl'; htmlLang('lv') === 'lv'", () => {
    expect([htmlLang('sr'), htmlLang('sr-Cyrl'), htmlLang('lv')]).toEqual(['sr-Latn', 'sr-Cyrl', 'lv']);
  }],
  ['./i18n/issue-message.ts', "issueMessage({ code: 'wrong-card-count', params: { found: 12 } }) → 'A hand needs 13 cards; this one has 12.'", () => {
    expect(issueMessage({ code: 'wrong-card-count', params: { found: 12 } })).toBe('A hand needs 13 cards; this one has 12.');
  }],
  ['./i18n/locales.ts', "isLocale('lv') === true; parseLocale(' SR-cyrl ') === 'sr-Cyrl'; DEFAULT_LOCALE === 'sr'", () => {
    expect(isLocale('lv')).toBe(true);
    expect(parseLocale(' SR-cyrl ')).toBe('sr-Cyrl');
    expect(DEFAULT_LOCALE).toBe('sr');
  }],
  ['./i18n/number-values.ts', "localizeValues('sr', 'brzih štihova {qt}', { qt: 2.5 }) → { qt: '2,5' }", () => {
    expect(localizeValues('sr', 'brzih štihova {qt}', { qt: 2.5 })).toEqual({ qt: '2,5' });
  }],
  ['./i18n/translate.ts', "formatIssue('en', { code: 'wrong-card-count', params: { found: 12 } }) → 'A hand needs 13 cards …'", () => {
    expect(formatIssue('en', { code: 'wrong-card-count', params: { found: 12 } })).toMatch(/^A hand needs 13 cards/);
  }],
  ['./lessons/catalogue.ts', "lessonOfRule('O-1NT') → { number: 7, slug: 'no-trump-openings', … }", () => {
    expect(lessonOfRule('O-1NT')).toMatchObject({ number: 7, slug: 'no-trump-openings' });
  }],
  ['./quiz/item.ts', "quizItem('O-2NT', 5) → West to call (the seat varies with the seed), the deal, dealer and calls before it, and 2NT by O-2NT expected", () => {
    const item = quizItem('O-2NT', 5);
    expect(item.seat).toBe('W');
    expect(item.expected).toMatchObject({ kind: 'call', call: bid(2, 'N'), rule: 'O-2NT' });
    expect(new Set([0, 1, 2, 3, 4, 6, 7].map((seed) => quizItem('O-2NT', seed).seat)).size).toBeGreaterThan(1);
  }],
  ['./quiz/index.ts', "quizItem('R1N-7N', 1).expected.call → 7NT", () => {
    expect(quizItem('R1N-7N', 1).expected).toMatchObject({ call: bid(7, 'N') });
  }],
  ['./quiz/topics.ts', "topicRules('open') → ['O-3NT', …, 'O-PASS']; isTopic('R1N-7N') === true; isTopic('whole-auction') === false", () => {
    const rules = topicRules('open');
    expect([rules[0], rules[rules.length - 1]]).toEqual(['O-3NT', 'O-PASS']);
    expect(isTopic('R1N-7N')).toBe(true);
    expect(isTopic('whole-auction')).toBe(false);
  }],
  ['./quiz/reach.ts', 'UNREACHABLE_RULES.length === 0', () => {
    expect(UNREACHABLE_RULES).toHaveLength(0);
  }],
  ['./progress/model.ts', 'emptyProgress() → { version: 1, topics: {}, rules: {}, streak: { current: 0, best: 0 }, queue: [] }', () => {
    expect(emptyProgress()).toEqual({ version: 1, topics: {}, rules: {}, streak: { current: 0, best: 0 }, queue: [] });
  }],
  ['./progress/stats.ts', 'accuracy({ answered: 4, right: 3, last: 0 }) → 0.75', () => {
    expect(accuracy({ answered: 4, right: 3, last: 0 })).toBe(0.75);
  }],
  ['./quiz/table-deal.ts', "const d = tableDeal('N', [bid(1, 'N'), PASS], hands); heldBy(d, 0) === 1 when the dealer's hand opens 1NT", () => {
    const bits = (h: Hand) => Array.from({ length: 52 }, (_, c) => c).filter((c) => h.suits[(c / 13) | 0] & (1 << c % 13));
    const opener = bits(hand('AK32.KQ2.KQ3.Q32')); // docs/system.md O-1NT: HD 19, QT 4
    const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !opener.includes(c));
    const hands = [opener, rest.slice(0, 13), rest.slice(13, 26), rest.slice(26)];
    expect(heldBy(tableDeal('N', [bid(1, 'N'), PASS], hands), 0)).toBe(1);
    // a dealer's hand that opens something else holds none of its one call
    expect(heldBy(tableDeal('N', [bid(1, 'N'), PASS], [hands[1], hands[0], hands[2], hands[3]]), 0)).toBe(0);
  }],
  ['./set-api/text-fields.ts', "displayText('  Ana\\u0301 ', { max: 40 }, 'name') → ok('Aná'); displayText('Ana\\u200B', …) → err", () => {
    expect(displayText('  Ana\u0301 ', { max: 40 }, 'name')).toEqual(ok('Aná'));
    expect(displayText('Ana\u200B', { max: 40 }, 'name')).toEqual(err(expect.objectContaining({ code: 'text-bad-character' })));
  }],
];

describe('module-head examples', () => {
  it.each(EXAMPLES)('%s: %s', (file, example, check) => {
    expect(head(file)).toContain(example);
    check();
  });
});
