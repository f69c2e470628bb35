// Quiz requests and answers shared by the command line (quiz) and /api/quiz: seeded drill items with the answer
// lib/ gives. Example: handleQuiz({ topic: 'O-1NT', seed: 5 }) → ok({ items: [{ topic: 'O-1NT', seed: 5, deal: 'N:…',
// auction: '', seat: 'E', hand: 'AK32.KQ2.KQ3.Q32', kind: 'call', nearMiss: false, expected: { call: '1N', … } }] });
// with a count, a session within a budget of work: { items: [...], complete: true } (false: fewer items than asked).

import { z } from 'zod';
import { makeCall, makeCalls } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import { handOf, makeDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { boundedSession, isTopic, itemCode, MAX_SESSION, quizItem, type QuizItem, type Topic } from '../quiz';
import { issue, ok } from '../result';
import * as field from './fields';
import { validated, type Handler } from './handler';

/** The most items one request asks for (a session of the drill pages is 10); QUIZ_DRAW_BUDGET bounds their work. */
export const MAX_QUIZ_ITEMS = MAX_SESSION;

/**
 * The work one session request may spend, in the draws of its items' walks (lib/quiz boundedSession), the same on
 * every machine: 10 items of any topic take at most about 7,500 (97 topics × 30 seeds), so a drill page's session is
 * always whole; 100 items take 19,000 at the median topic and up to 38,000, and stop near 16,000 (20–50 ms of CPU
 * on the 2-core server once a rule's starting deals are dealt). Counted work, not a clock, so the same request gives
 * the same items and its answer can be cached (/api/quiz).
 */
export const QUIZ_DRAW_BUDGET = 16_000;

const topic: z.ZodType<Topic, unknown> = z.union([z.string(), z.number()]).transform((value, ctx): Topic => {
  const text = String(value).trim();
  if (isTopic(text)) return text;
  ctx.addIssue({ code: 'custom', message: 'bad-topic', params: { issue: issue('bad-topic', { topic: text }) } });
  return z.NEVER;
});

const count: z.ZodType<number, unknown> = z.union([z.string(), z.number()]).transform((value, ctx): number => {
  const text = String(value).trim();
  const n = /^\+?\d+$/.test(text) ? Number(text) : NaN;
  if (Number.isSafeInteger(n) && n >= 1 && n <= MAX_QUIZ_ITEMS) return n;
  ctx.addIssue({ code: 'custom', message: 'bad-quiz-count', params: { issue: issue('bad-quiz-count', { count: text, max: MAX_QUIZ_ITEMS }) } });
  return z.NEVER;
});

export const quizRequest = z.object({ topic, seed: field.seed, count: count.optional() });

/** The expected answer as the other commands print calls and contracts. */
function expectedJson(item: QuizItem): Record<string, unknown> {
  const e = item.expected;
  switch (e.kind) {
    case 'call':
      return e.via ? { call: makeCall(e.call), rule: e.rule, via: e.via } : { call: makeCall(e.call), rule: e.rule };
    case 'evaluate':
      return e.trump === null ? { h: e.h, d: e.d, hd: e.hd, qt: e.qt } : { h: e.h, d: e.d, hd: e.hd, qt: e.qt, trump: e.trump, hdr: e.hdr };
    case 'legal':
      return {
        index: e.index, code: e.code,
        contract: e.contract ? makeContract(e.contract) : null, declarer: e.contract?.declarer ?? null,
      };
    case 'roles':
      return { contract: makeContract(e.contract), declarer: e.contract.declarer, leader: e.leader, dummy: e.dummy };
    case 'score':
      return {
        contract: makeContract(e.contract), declarer: e.declarer, tricks: e.tricks, vulnerable: e.vulnerable, score: e.score,
        ...(e.chicago
          ? { chicago: { turn: e.chicago.turn, before: e.chicago.before.map((d) => ({ contract: makeContract(d.contract), declarer: d.declarer, tricks: d.tricks })) } }
          : {}),
      };
  }
}

/** One item as JSON: `auction` as the bid command takes it, `hand` the seat's hand, `deal` in PBN, `code` its share code. */
export function quizItemJson(item: QuizItem): Record<string, unknown> {
  return {
    topic: item.topic, seed: item.seed, rule: item.rule,
    deal: makeDeal(item.deal), dealer: item.dealer, vul: item.vul,
    auction: makeCalls(item.calls), seat: item.seat, hand: makeHand(handOf(item.deal, item.seat)),
    kind: item.kind, nearMiss: item.nearMiss, expected: expectedJson(item), code: itemCode(item),
  };
}

/** The fields of a quiz request: those it must hold and those it may. */
export const QUIZ_FIELDS = { required: ['topic', 'seed'], optional: ['count'] } as const;

/**
 * One item, or with `count` a session whose items carry their own topic (the rule), seed and near-miss flag: its
 * first items within QUIZ_DRAW_BUDGET, `complete: false` when that ran out before `count` (ask again with another seed).
 */
export const handleQuiz: Handler = validated(quizRequest, ({ topic, seed, count }) => {
  if (count === undefined) return ok({ items: [quizItemJson(quizItem(topic, seed))] });
  const session = boundedSession(topic, seed, count, QUIZ_DRAW_BUDGET);
  return ok({ items: session.entries.map((e) => quizItemJson(e.item)), complete: session.complete });
});
