// Every text a learner reads about a call, in every locale: the explanations, the rules tried first, what a call shows,
// for 300 seeded deals, the items of every bidding drill and the whole-auction drill. None may show a decision id
// (B-12), a number left unfilled ("…"), a raw message key or an ICU brace.

import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { sameCall } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { randomDeals } from '../bridge/random-deal';
import { SEATS } from '../bridge/types';
import { advise, bidDeal, explainAuction, groupRejected, meaningParts, type Advice, type CallMeaning, type Explanation } from '../bidder';
import { LOCALES, type Locale } from '../i18n/locales';
import { translator, type Translate } from '../i18n/translate';
import { quizSession } from '../quiz';
import { gradeCall, itemAuction, type CallReason } from '../quiz/grade-call';
import { answerLearner, isFinished, isLearnerToCall, othersCall, startWholeAuction, type WholeAuctionState } from '../quiz/whole-auction';
import { explanationText } from './explanation-text';

const PROBLEMS: readonly (readonly [string, RegExp])[] = [
  ['decision id', /\bB-\d+\b/],
  ['number left unfilled', /…|\.\.\./],
  ['raw message key', /\b(?:rules|bidder|notes|drills|table|exercises|common)\.[A-Za-z]/],
  ['ICU brace', /[{}]/],
];

const T: Readonly<Record<Locale, Translate>> = Object.fromEntries(LOCALES.map((l) => [l, translator(l)])) as Record<Locale, Translate>;

/** Texts checked and the problems found: one finding per problem, kind of place and text (a text repeats on many deals). */
class Reader {
  texts = 0;
  readonly found = new Map<string, string>();
  constructor(readonly locale: Locale) {}

  read(text: string, where: string): void {
    this.texts++;
    for (const [problem, pattern] of PROBLEMS) {
      const key = `${problem} · ${where.replace(/\b\d+\b/g, '#')} · ${text}`;
      if (pattern.test(text) && !this.found.has(key)) this.found.set(key, where);
    }
  }

  explanation(e: Explanation, where: string): void {
    this.read(explanationText(this.locale, e), `${where} ${e.key}`);
  }

  /** The feedback's text on the advice: its explanation, the rule it answered through, the rules tried first. */
  advice(a: Advice, where: string): void {
    this.explanation(a.explain, where);
    this.summary(a.rule, where);
    if (a.via) this.explanation(a.via.explain, `${where} via`);
    const lines = groupRejected(a.rejected).map((g) => {
      this.explanation(g.failed, `${where} tried ${g.rules.map((r) => r.rule).join(' ')}`);
      return explanationText(this.locale, g.failed);
    });
    // one line per reason: the rules tried first never repeat a line
    if (new Set(lines).size !== lines.length) this.found.set(`repeated reason · ${where} · ${lines.join(' | ')}`, where);
  }

  summary(rule: string, where: string): void {
    const t = T[this.locale];
    this.read(t('drills.feedback.rule', { rule, summary: t(`notes.rules.summaries.${rule}`) }), `${where} summary ${rule}`);
  }

  /** What a call shows, as the drills print it (CallMeaningView): the rule and its summary, then meaningParts. */
  meaning(m: CallMeaning, where: string): void {
    const t = T[this.locale];
    this.summary(m.rule, where);
    for (const p of meaningParts(m)) {
      const names = p.suits.map((s) => t(`common.suits.${s}`));
      const params = { ...(p.range !== undefined ? { range: p.range } : {}), suit: names[0] ?? '', suits: names.join(', ') };
      this.explanation({ key: p.key, params }, `${where} meaning`);
    }
  }

  reason(r: CallReason, where: string): void {
    const t = T[this.locale];
    if (r.kind === 'failed') this.read(t('drills.feedback.failed', { rule: r.rule, reason: explanationText(this.locale, r.failed) }), `${where} reason ${r.failed.key}`);
    else if (r.kind === 'no-meaning') this.read(t('drills.feedback.noMeaning'), `${where} reason`);
    else this.read(t(`drills.feedback.${r.kind === 'earlier-rule' ? 'earlierRule' : 'sameRule'}`, { rule: r.rule }), `${where} reason`);
  }

  /** Every finding, one line each (with the first place it was seen), for the assertion's message. */
  report(): string[] {
    return [...this.found].slice(0, 60).map(([key, where]) => `${key} (${where})`);
  }
}

function readDeals(reader: Reader): void {
  randomDeals(1414, 300).forEach((deal, d) => {
    const dealer = SEATS[d % 4];
    const made = bidDeal(deal, dealer, 'None').calls;
    made.forEach((c, i) => {
      const auction = { dealer, calls: made.slice(0, i).map((m) => m.call) };
      reader.advice(advise({ hand: handOf(deal, c.seat), auction, vul: 'None' }), `deal ${d} call ${i}`);
    });
    for (const e of explainAuction({ dealer, calls: made.map((m) => m.call) })) if (e.meaning) reader.meaning(e.meaning, `deal ${d} auction`);
  });
}

const BIDDING_KINDS = ['open', 'respond', 'rebid', 'slam', 'compete'] as const;

/** Each bidding drill's sessions: the auction's calls as the question shows them, then the feedback on every legal call. */
function readDrills(reader: Reader): void {
  for (const kind of BIDDING_KINDS) {
    for (const seed of [1, 2, 3]) {
      for (const { item } of quizSession(kind, seed, 10)) {
        const where = `${kind} ${seed} ${item.topic}`;
        for (const e of explainAuction(itemAuction(item))) if (e.meaning) reader.meaning(e.meaning, `${where} auction`);
        legalCalls(itemAuction(item)).forEach((call, k) => {
          const graded = gradeCall(item, call);
          if (!graded.ok) throw new Error('a legal call was refused');
          const grade = graded.value;
          if (k === 0) reader.advice(grade.advice, where); // the same advice for every call: read once
          if (grade.meaning) reader.meaning(grade.meaning, `${where} yours`);
          if (grade.reason) reader.reason(grade.reason, `${where} yours`);
        });
      }
    }
  }
}

/** The whole-auction drill: at each of South's turns, the feedback on every legal call; the system's call goes on. */
function readWholeAuctions(reader: Reader): void {
  for (const seed of [1, 2, 3, 4, 5, 2274565957]) {
    let state: WholeAuctionState = othersCall(startWholeAuction(seed));
    while (!isFinished(state)) {
      if (!isLearnerToCall(state)) throw new Error('South is not to call');
      const auction = { dealer: state.dealer, calls: state.calls.map((c) => c.call) };
      let next: WholeAuctionState | null = null;
      legalCalls(auction).forEach((call, k) => {
        const { state: after, attempt } = answerLearner(state, call);
        const where = `auction ${seed} call ${attempt.index}`;
        if (k === 0) {
          reader.explanation(attempt.expected.explain, where); // the same system call for every answer: read once
          reader.summary(attempt.expected.rule, where);
        }
        if (attempt.failed) reader.explanation(attempt.failed, `${where} failed`);
        if (attempt.shows) reader.meaning(attempt.shows, `${where} shows`);
        if (sameCall(call, attempt.expected.call)) next = after;
      });
      state = othersCall(next!);
    }
  }
}

describe('what a learner reads about a call', () => {
  it.each(LOCALES)('%s: no decision id, unfilled number, raw key or brace over 300 deals, every bidding drill and the whole auction', (locale) => {
    const reader = new Reader(locale);
    readDeals(reader);
    readDrills(reader);
    readWholeAuctions(reader);
    expect(reader.texts).toBeGreaterThan(20_000);
    expect(reader.report()).toEqual([]);
  });
});

