// A class as its teacher made it: students who join once and answer every set assigned to the class under the same
// name, and a teacher key that lists a teacher's classes and sets (issue 27).
// Example: { title: 'Utorak, početnici', locale: 'sr', joinPin: '482913', joinsClosed: false }.

import type { Locale } from '../i18n/locales';

export interface ClassSpec {
  readonly title: string;
  readonly locale: Locale;
  /** The join gate, as a set's: a 6-digit PIN, or no new names at all. Absent: open. */
  readonly joinPin?: string | null;
  readonly joinsClosed?: boolean;
}

/** A class holds at most as many students as a set (every class student may answer every set of the class). */
export const MAX_CLASS_STUDENTS = 300;

/** A rule is "needing attention" for a student under this share right on first attempts, after at least this many items. */
export const ATTENTION_SHARE = 0.5;
export const ATTENTION_MIN_ITEMS = 5;

/** First attempts at one rule: how many items of it were answered, how many of those right the first time. */
export interface RuleCount {
  readonly rule: string;
  readonly answered: number;
  readonly right: number;
}
