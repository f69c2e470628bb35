// The learner's progress, pure: record a graded answer, read the due reviews; the stored form and the page's figures
// come from model.ts, parse.ts and stats.ts beside it and are exported here too. Example: recordAnswer(emptyProgress(), answer).streak.

import { isRuleId } from '../bidder';
import { reviewQueue, dueEntries } from './leitner';
import { lessonBySlug } from '../lessons/catalogue';
import type { AnswerRecord, LessonMark, Progress, Stat } from './model';
import { DRILL_KINDS, isDrillKind, type DrillKind } from '../quiz/topics';

export * from './model';
export { MAX_PROGRESS_CHARS, parseProgress, printProgress, setAsideOf, type ParsedProgress, type ProgressIssue, type ProgressIssueCode, type SetAside } from './parse';
export { accuracy, answeredTopics, overallStat, topicRuleStats, weakRules } from './stats';

function counted(stat: Stat | undefined, answer: AnswerRecord): Stat {
  return {
    answered: (stat?.answered ?? 0) + 1,
    right: (stat?.right ?? 0) + (answer.right ? 1 : 0),
    last: Math.max(stat?.last ?? 0, answer.day),
  };
}

/** The progress after one graded answer: counts, streaks and the review queue. Throws on a malformed record (a bug). */
export function recordAnswer(progress: Progress, answer: AnswerRecord): Progress {
  if (!Number.isSafeInteger(answer.day) || answer.day < 0) throw new Error(`day must be a whole number of days, not ${answer.day}`);
  if (!isDrillKind(answer.topic)) throw new Error(`not a drill kind: ${answer.topic}`);
  if (answer.rule !== null && !isRuleId(answer.rule)) throw new Error(`not a rule id: ${answer.rule}`);
  const current = answer.right ? progress.streak.current + 1 : 0;
  const rules = answer.rule === null ? progress.rules : { ...progress.rules, [answer.rule]: { ...counted(progress.rules[answer.rule], answer), topic: answer.topic } };
  return {
    version: progress.version,
    topics: { ...progress.topics, [answer.topic]: counted(progress.topics[answer.topic], answer) },
    rules,
    streak: { current, best: Math.max(progress.streak.best, current) },
    queue: reviewQueue(progress.queue, answer),
    ...(progress.lessons ? { lessons: progress.lessons } : {}),
  };
}

/**
 * The progress with a lesson marked read or practised on `day` (the first day counts; marking again changes nothing,
 * so the same object comes back). Throws on a slug that is not a lesson or a malformed day (a bug).
 */
export function markLesson(progress: Progress, slug: string, mark: LessonMark, day: number): Progress {
  if (!Number.isSafeInteger(day) || day < 0) throw new Error(`day must be a whole number of days, not ${day}`);
  if (!lessonBySlug(slug)) throw new Error(`not a lesson: ${slug}`);
  const marks = progress.lessons?.[slug];
  if (marks?.[mark] !== undefined) return progress;
  return { ...progress, lessons: { ...progress.lessons, [slug]: { ...marks, [mark]: day } } };
}

/** The share codes due for review on `day` (of one drill kind when given), most overdue first. */
export function dueCodes(progress: Progress, day: number, topic?: DrillKind): string[] {
  return dueEntries(progress.queue, day, topic).map((entry) => entry.code);
}

/** The due codes grouped by drill kind (at most `max` each, most overdue first), for one review link per kind. */
export function dueByTopic(progress: Progress, day: number, max = 10): readonly { readonly topic: DrillKind; readonly codes: readonly string[] }[] {
  return DRILL_KINDS.map((topic) => ({ topic, codes: dueCodes(progress, day, topic).slice(0, max) })).filter((group) => group.codes.length > 0);
}
