// The learner's progress as a value: counts per drill kind and per rule, the streaks and the Leitner review queue.
// Example: emptyProgress() → { version: 1, topics: {}, rules: {}, streak: { current: 0, best: 0 }, queue: [] }.

import type { RuleId } from '../bidder';
import type { QuestionKind } from '../quiz/item-types';
import type { DrillKind } from '../quiz/topics';

/** The stored format's version: a stored value of another version is read entry by entry like any other, and reported. */
export const PROGRESS_VERSION = 1;

/** Whole days since 1970-01-01 UTC, the day every AnswerRecord and review date counts in. Example: dayOf(86_400_000) === 1. */
export function dayOf(ms: number): number {
  return Math.floor(ms / 86_400_000);
}
/** At most this many items wait for review; a new miss beyond it drops the oldest. */
export const MAX_QUEUE = 200;
/** A share code longer than this is counted but never queued (the queue's size stays bounded). */
export const MAX_CODE_LENGTH = 80;
/** The Leitner boxes: an item in box n is due `BOX_DAYS[n - 1]` days after it entered the box. */
export const BOX_DAYS = [1, 2, 4, 8, 16] as const;
export type Box = 1 | 2 | 3 | 4 | 5;

/** One graded answer, as the drill pages report it. */
export interface AnswerRecord {
  /** The item's share code. */
  readonly code: string;
  readonly kind: QuestionKind;
  /** The drill page: for call items drillKindOf(item.rule) ?? the item's topic kind. */
  readonly topic: DrillKind;
  /** Call items: the rule the learner had to know (item.expected.rule); null for the other kinds. */
  readonly rule: RuleId | null;
  readonly right: boolean;
  /** Whole days since 1970-01-01 UTC, computed by the UI from Date.now(). */
  readonly day: number;
}

/** Answers counted for a drill kind or a rule; `last` is the latest day one was given. */
export interface Stat {
  readonly answered: number;
  readonly right: number;
  readonly last: number;
}

/** A rule's answers, with the drill kind of its latest answer (the page charts the rule there). */
export interface RuleStat extends Stat {
  readonly topic: DrillKind;
}

/** A missed item waiting for review. */
export interface ReviewEntry {
  readonly code: string;
  readonly topic: DrillKind;
  readonly box: Box;
  /** The day from which the item is due. */
  readonly due: number;
}

export interface Progress {
  readonly version: typeof PROGRESS_VERSION;
  readonly topics: Readonly<Partial<Record<DrillKind, Stat>>>;
  readonly rules: Readonly<Partial<Record<RuleId, RuleStat>>>;
  /** Consecutive right answers now, and the longest run ever. */
  readonly streak: { readonly current: number; readonly best: number };
  /** Oldest miss first. */
  readonly queue: readonly ReviewEntry[];
  /** The lessons read and practised (by slug, lib/lessons/catalogue.ts); absent until the first mark. */
  readonly lessons?: Readonly<Record<string, LessonMarks>>;
}

/** When a lesson was first read to its end and first practised (all its practice questions answered), in days. */
export interface LessonMarks {
  readonly read?: number;
  readonly practised?: number;
}

export type LessonMark = keyof LessonMarks;

const EMPTY: Progress = Object.freeze({
  version: PROGRESS_VERSION,
  topics: Object.freeze({}),
  rules: Object.freeze({}),
  streak: Object.freeze({ current: 0, best: 0 }),
  queue: Object.freeze([]),
});

/** A new learner's progress (always the same value, so stores can compare it by reference). */
export function emptyProgress(): Progress {
  return EMPTY;
}

/** True for a code the queue may hold: base64url letters (it goes into a link as is), 1 to MAX_CODE_LENGTH long. */
export function isQueueableCode(code: string): boolean {
  return code.length <= MAX_CODE_LENGTH && /^[A-Za-z0-9_-]+$/.test(code);
}
