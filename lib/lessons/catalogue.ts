// The course: eighteen lessons in order, each with its slug (the same in every language) and the rule ids of
// docs/system.md it teaches (each anchored in the lesson's text as <Rule id="…" />; a test checks both languages).
// Example: lessonOfRule('O-1NT') → { number: 7, slug: 'no-trump-openings', … }.

import { contentLocale, isLocale } from '../i18n/locales';
import type { SystemRuleId } from '../system-rule-ids';

/** The languages the lessons are written in; Serbian Cyrillic is made from the Serbian text. */
export const LESSON_LANGUAGES = ['sr', 'lv'] as const;
export type LessonLanguage = (typeof LESSON_LANGUAGES)[number];

export interface Lesson {
  readonly number: number;
  readonly slug: string;
  /** The rules the lesson teaches, in the order it anchors them. */
  readonly rules: readonly SystemRuleId[];
}

const row = (number: number, slug: string, rules: readonly SystemRuleId[] = []): Lesson => ({ number, slug, rules });

export const LESSONS: readonly Lesson[] = [
  row(1, 'cards-and-tricks'),
  row(2, 'the-auction', ['A-ORDER', 'A-SUFF', 'A-X', 'A-XX', 'A-END', 'A-CONTRACT']),
  row(3, 'contract-and-declarer', ['A-DECLARER']),
  row(4, 'hand-strength', ['E-H', 'E-D', 'E-NOACE', 'E-UNPROT', 'E-HD']),
  row(5, 'quick-tricks-and-suits', ['E-QT', 'E-BIDDABLE', 'E-REBID', 'E-BAL', 'E-STOP', 'E-SUPPORT']),
  row(6, 'opening-one-of-a-suit', ['O-1', 'O-PASS']),
  row(7, 'no-trump-openings', ['O-1NT', 'O-2NT', 'O-3NT']),
  row(8, 'strong-twos-and-preempts', ['O-2-7', 'O-2-6', 'O-2-55', 'O-PRE']),
  row(9, 'preparatory-club', ['O-1C', 'R-1C-POS', 'R-1C-POS-NT', 'R-1C-NEG', 'RB1C-NEG', 'RB1C-POS']),
  row(10, 'responding-to-a-suit', [
    'E-RESP', 'R-PASS', 'R-RAISE4', 'R-RAISE3', 'R-RAISE2', 'R-JUMP', 'R-2NT', 'R-NEW1', 'R-NEW2', 'R-1NT', 'R-FALLBACK',
  ]),
  row(11, 'responding-to-no-trump', [
    'R1N-3S', 'R1N-7N', 'R1N-6N', 'R1N-4N', 'R1N-3N', 'R1N-2N', 'R1N-2S', 'R1N-PASS',
    'R2N-7N', 'R2N-6N', 'R2N-4N', 'R2N-3S', 'R2N-3N', 'R2N-PASS',
    'R3N-7N', 'R3N-6N', 'R3N-4N', 'R3N-4S', 'R3N-PASS',
    'RBN-2S', 'RBN-2N', 'RBN-3S', 'RBN-4N',
  ]),
  row(12, 'responding-to-strong-twos', ['R2-3NT', 'R2-RAISE', 'R2-NEW', 'R2-NEG', 'RB2-LONG']),
  row(13, 'opener-rebid', [
    'RB-RAISE-MIN', 'RB-RAISE-MED', 'RB-RAISE-MAX', 'RB-JUMPRAISE', 'RB-GAMERAISE',
    'RB-NEW-MIN', 'RB-NEW-MED', 'RB-NEW-MAX', 'RB-1NT-MIN', 'RB-1NT-MED', 'RB-1NT-MAX', 'RB-2NT',
  ]),
  row(14, 'responder-rebid', ['RR-ACCEPT', 'RR-DECLINE', 'RR-SLAM', 'RR-GAME', 'RR-OWN', 'RR-INVITE', 'RR-PREF', 'RR-PASS']),
  row(15, 'slam-and-blackwood', ['BW-ASK', 'BW-ACES', 'BW-KINGS', 'BW-PLACE', 'X-PASS', 'X-FORCED']),
  row(16, 'defensive-bidding', [
    'D-CUE', 'D-1NT', 'D-JUMP', 'D-SUIT', 'D-X', 'D-PASS', 'ADV-X', 'ADV-CUE', 'ADV-JUMP', 'ADV-SUIT', 'ADV-1NT',
  ]),
  row(17, 'rubber-scoring'),
  row(18, 'chicago-and-duplicate'),
];

/**
 * The lessons the course had before lessons 11 and 12 were split in two (issue 18), each with the two that replaced
 * it: the old address redirects to the first (a rule anchor that moved to the second is followed there in the
 * browser), and a learner's marks on the old lesson carry over to both. Example: 'second-round' → opener-rebid first.
 */
export const FORMER_LESSONS: Readonly<Record<string, readonly [string, string]>> = {
  'responding-to-nt-and-twos': ['responding-to-no-trump', 'responding-to-strong-twos'],
  'second-round': ['opener-rebid', 'responder-rebid'],
};

/** The lessons that replaced a former slug, or null for a slug the course never had. */
export function successorsOf(slug: string): readonly [string, string] | null {
  return Object.hasOwn(FORMER_LESSONS, slug) ? FORMER_LESSONS[slug] : null;
}

const BY_SLUG: ReadonlyMap<string, Lesson> = new Map(LESSONS.map((l) => [l.slug, l]));
const BY_RULE: ReadonlyMap<string, Lesson> = new Map(LESSONS.flatMap((l) => l.rules.map((r) => [r, l] as const)));

export function lessonBySlug(slug: string): Lesson | null {
  return BY_SLUG.get(slug) ?? null;
}

/** The lesson that teaches a rule id (its anchor is the rule id itself), or null for an id no lesson teaches. */
export function lessonOfRule(rule: string): Lesson | null {
  return BY_RULE.get(rule) ?? null;
}

/** The lesson's file name without extension: '04-hand-strength'. */
export function lessonFile(lesson: Lesson): string {
  return `${String(lesson.number).padStart(2, '0')}-${lesson.slug}`;
}

/** The lessons before and after one in the course's order (null at either end). */
export function neighbours(lesson: Lesson): { readonly previous: Lesson | null; readonly next: Lesson | null } {
  const i = LESSONS.indexOf(lesson);
  return { previous: LESSONS[i - 1] ?? null, next: LESSONS[i + 1] ?? null };
}

/** The language a page's lessons are written in ('sr-Cyrl' reads the Serbian files), or null (English has none). */
export function lessonLanguage(locale: string): LessonLanguage | null {
  if (!isLocale(locale)) return null;
  const language = contentLocale(locale);
  return (LESSON_LANGUAGES as readonly string[]).includes(language) ? (language as LessonLanguage) : null;
}

/** True when a page's locale has the course ('sr', 'sr-Cyrl', 'lv'; not English). */
export function hasLessons(locale: string): boolean {
  return lessonLanguage(locale) !== null;
}
