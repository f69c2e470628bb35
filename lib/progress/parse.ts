// The stored form of a Progress: JSON read entry by entry; every entry that reads is kept, the rest is reported as
// issues (code and where), never thrown. Example: parseProgress('{"version":1,…,"rules":{"O-9":…}}') → the rest, and
// issues [{ code: 'unknown-entry', params: { at: 'rules.O-9' } }].

import { isRuleId, type RuleId } from '../bidder';
import { lessonBySlug, successorsOf } from '../lessons/catalogue';
import { issue, type Issue } from '../result';
import {
  MAX_QUEUE, PROGRESS_VERSION, emptyProgress, isQueueableCode, type Box, type LessonMarks, type Progress, type ReviewEntry, type RuleStat, type Stat,
} from './model';
import { isDrillKind, type DrillKind } from '../quiz/topics';

/**
 * Stored text longer than this (256 KB) is not read at all: a valid progress prints to far less (a full queue and
 * every rule take about 40 KB), and JSON.parse of megabytes would hold the page. The store still keeps the text.
 */
export const MAX_PROGRESS_CHARS = 256 * 1024;

export type ProgressIssueCode =
  /** the text is over MAX_PROGRESS_CHARS and was not read */
  | 'too-long'
  | 'not-json'
  /** JSON, but not an object */
  | 'not-progress'
  /** a version other than PROGRESS_VERSION: the entries that read are kept */
  | 'unknown-version'
  /** a field this release does not know (a newer release's); the entry around it is kept */
  | 'unknown-field'
  /** a drill kind, rule id or lesson this release does not know (an older or newer release's) */
  | 'unknown-entry'
  /** a known entry whose value does not read (a wrong type, more right answers than answers, a code queued twice) */
  | 'bad-entry'
  /** more queued items than MAX_QUEUE: the oldest are left out */
  | 'too-many';

/** What was set aside, and where: `at` is the path in the stored JSON ('rules.O-9', 'queue.3'; '' for the whole text). */
export type ProgressIssue = Issue<ProgressIssueCode>;

export interface ParsedProgress {
  readonly progress: Progress;
  /** Empty when the text read cleanly (or nothing was stored); otherwise what was left out of `progress`. */
  readonly issues: readonly ProgressIssue[];
}

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
// whole days since 1970; the bound keeps sums and dates far from overflow
const isDay = (value: unknown): value is number => isCount(value) && value <= 10_000_000;
const isBox = (value: unknown): value is Box => value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

/** Collects the issues of one parse; `at` joins a path the way the issue reports it. */
class Issues {
  readonly list: ProgressIssue[] = [];
  add(code: ProgressIssueCode, at: string): void {
    this.list.push(issue(code, { at }));
  }
  /** Reports every field of `value` outside `known` (own keys only: a '__proto__' key is reported like any other). */
  unknownFields(value: Json, known: readonly string[], at: string): void {
    for (const key of Object.keys(value)) if (!known.includes(key)) this.add('unknown-field', join(at, key));
  }
}

const join = (at: string, key: string | number) => (at === '' ? String(key) : `${at}.${key}`);

const STAT_FIELDS = ['answered', 'right', 'last'] as const;

function readStat(value: unknown, at: string, issues: Issues, known: readonly string[] = STAT_FIELDS): Stat | null {
  if (!isObject(value) || !isCount(value.answered) || !isCount(value.right) || !isDay(value.last) || value.right > value.answered) {
    issues.add('bad-entry', at);
    return null;
  }
  issues.unknownFields(value, known, at);
  return { answered: value.answered, right: value.right, last: value.last };
}

function readRuleStat(value: unknown, at: string, issues: Issues): RuleStat | null {
  if (!isObject(value) || typeof value.topic !== 'string' || !isDrillKind(value.topic)) {
    issues.add('bad-entry', at);
    return null;
  }
  const stat = readStat(value, at, issues, [...STAT_FIELDS, 'topic']);
  return stat && { ...stat, topic: value.topic };
}

function readMarks(value: unknown, at: string, issues: Issues): LessonMarks | null {
  if (!isObject(value)) {
    issues.add('bad-entry', at);
    return null;
  }
  issues.unknownFields(value, ['read', 'practised'], at);
  const marks: { read?: number; practised?: number } = {};
  for (const mark of ['read', 'practised'] as const) {
    if (value[mark] === undefined) continue;
    if (isDay(value[mark])) marks[mark] = value[mark];
    else issues.add('bad-entry', join(at, mark));
  }
  return marks;
}

/** The entries of a record whose key `isKey` knows and whose value `read` reads; the others are reported. */
function readRecord<K extends string, V>(
  value: unknown, at: string, issues: Issues, isKey: (key: string) => key is K, read: (v: unknown, at: string, issues: Issues) => V | null,
): Partial<Record<K, V>> {
  const out: Partial<Record<K, V>> = {};
  if (value === undefined) return out;
  if (!isObject(value)) {
    issues.add('bad-entry', at);
    return out;
  }
  for (const [key, entry] of Object.entries(value)) {
    // a key that is not known is never written into `out`, so '__proto__' cannot reach an object's prototype
    if (!isKey(key)) {
      issues.add('unknown-entry', join(at, key));
      continue;
    }
    const kept = read(entry, join(at, key), issues);
    if (kept !== null) out[key] = kept;
  }
  return out;
}

function readQueue(value: unknown, issues: Issues): ReviewEntry[] {
  if (!Array.isArray(value)) {
    if (value !== undefined) issues.add('bad-entry', 'queue');
    return [];
  }
  const seen = new Set<string>();
  const queue: ReviewEntry[] = [];
  for (const [i, entry] of value.entries()) {
    const at = join('queue', i);
    const { code, topic, box, due } = isObject(entry) ? entry : {};
    const readable = typeof code === 'string' && isQueueableCode(code) && typeof topic === 'string' && isDrillKind(topic) && isBox(box) && isDay(due);
    // an item is queued once: a second copy is left out
    if (!readable || seen.has(code)) {
      issues.add('bad-entry', at);
      continue;
    }
    issues.unknownFields(entry as Json, ['code', 'topic', 'box', 'due'], at);
    seen.add(code);
    queue.push({ code, topic, box, due });
  }
  if (queue.length <= MAX_QUEUE) return queue;
  // oldest miss first: the newest MAX_QUEUE stay, as recordAnswer would have kept them
  issues.add('too-many', 'queue');
  return queue.slice(-MAX_QUEUE);
}

function readStreak(value: unknown, issues: Issues): Progress['streak'] {
  if (!isObject(value) || !isCount(value.current) || !isCount(value.best) || value.current > value.best) {
    if (value !== undefined) issues.add('bad-entry', 'streak');
    return emptyProgress().streak;
  }
  issues.unknownFields(value, ['current', 'best'], 'streak');
  return { current: value.current, best: value.best };
}

const isLessonSlug = (slug: string): slug is string => lessonBySlug(slug) !== null || successorsOf(slug) !== null;

/** The earlier of two days a mark was made (a lesson read twice was first read on the first). */
function earlier(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/**
 * The lessons' marks under today's slugs: a lesson that was split in two (lib/lessons/catalogue FORMER_LESSONS) gives
 * its marks to both lessons that replaced it, each keeping the earlier day.
 */
function currentLessons(read: Readonly<Partial<Record<string, LessonMarks>>>): Record<string, LessonMarks> {
  const out: Record<string, LessonMarks> = {};
  const add = (slug: string, marks: LessonMarks) => {
    const had = out[slug] ?? {};
    const merged = { read: earlier(had.read, marks.read), practised: earlier(had.practised, marks.practised) };
    out[slug] = Object.fromEntries(Object.entries(merged).filter(([, day]) => day !== undefined)) as LessonMarks;
  };
  for (const [slug, marks] of Object.entries(read)) {
    if (marks) for (const current of successorsOf(slug) ?? [slug]) add(current, marks);
  }
  return out;
}

/** The progress stored as `text`: every entry that reads, and what was left out. Null (nothing stored) is a new learner. */
export function parseProgress(text: string | null): ParsedProgress {
  if (text === null) return { progress: emptyProgress(), issues: [] };
  // the length is checked before anything else reads the text
  if (text.length > MAX_PROGRESS_CHARS) return { progress: emptyProgress(), issues: [issue('too-long', { at: '' })] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { progress: emptyProgress(), issues: [issue('not-json', { at: '' })] };
  }
  if (!isObject(json)) return { progress: emptyProgress(), issues: [issue('not-progress', { at: '' })] };
  const issues = new Issues();
  if (json.version !== PROGRESS_VERSION) issues.add('unknown-version', 'version');
  issues.unknownFields(json, ['version', 'topics', 'rules', 'streak', 'queue', 'lessons'], '');
  const topics = readRecord<DrillKind, Stat>(json.topics, 'topics', issues, isDrillKind, readStat);
  const rules = readRecord<RuleId, RuleStat>(json.rules, 'rules', issues, isRuleId, readRuleStat);
  const streak = readStreak(json.streak, issues);
  const queue = readQueue(json.queue, issues);
  // an absent lessons field (a release before lesson marks) stays absent
  const lessons = json.lessons === undefined ? undefined : currentLessons(readRecord(json.lessons, 'lessons', issues, isLessonSlug, readMarks));
  const progress: Progress = { version: PROGRESS_VERSION, topics, rules, streak, queue, ...(lessons ? { lessons } : {}) };
  return { progress, issues: issues.list };
}

/** What a parse set aside, as a notice tells it: the whole text, or so many entries (0: only the version differed). */
export interface SetAside {
  readonly whole: boolean;
  readonly entries: number;
}

const WHOLE: readonly ProgressIssueCode[] = ['too-long', 'not-json', 'not-progress'];

/** Null when nothing was set aside (the text read cleanly). Example: one unknown rule id → { whole: false, entries: 1 }. */
export function setAsideOf(issues: readonly ProgressIssue[]): SetAside | null {
  if (issues.length === 0) return null;
  return { whole: issues.some((i) => WHOLE.includes(i.code)), entries: issues.filter((i) => i.code !== 'unknown-version').length };
}

/** The text parseProgress reads back to the same progress, without issues. */
export function printProgress(progress: Progress): string {
  return JSON.stringify(progress);
}
