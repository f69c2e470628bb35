// The stored form of a Progress: JSON, validated with zod on the way in; anything malformed is discarded, never thrown.
// Example: parseProgress(printProgress(p)) → { progress: p, discarded: false }; parseProgress('{') → { progress: empty, discarded: true }.

import * as z from 'zod/mini'; // the browser reads progress too: zod's small build keeps the drill pages light
import { RULE_IDS } from '../bidder';
import { LESSONS } from '../lessons/catalogue';
import { MAX_QUEUE, PROGRESS_VERSION, emptyProgress, isQueueableCode, type Progress } from './model';
import { DRILL_KINDS } from '../quiz/topics';

/** Stored text longer than this (256 KB) is discarded unread; a valid progress prints to a small part of it. */
export const MAX_PROGRESS_CHARS = 256 * 1024;

/**
 * The schema, built on first use so that a browser can set zod's `jitless` before any object schema exists (zod
 * compiles object parsers with `new Function` otherwise, which a Content-Security-Policy without eval blocks).
 */
let schema: ReturnType<typeof progressSchema> | null = null;

function progressSchema() {
  const count = z.int().check(z.minimum(0));
  // whole days since 1970; the bound keeps sums and dates far from overflow
  const day = z.int().check(z.minimum(0), z.maximum(10_000_000));
  const kind = z.enum(DRILL_KINDS);
  const counts = { answered: count, right: count, last: day };
  const rightNotAboveAnswered = (s: { answered: number; right: number }) => s.right <= s.answered;
  return z.strictObject({
    version: z.literal(PROGRESS_VERSION),
    topics: z.partialRecord(kind, z.strictObject(counts).check(z.refine(rightNotAboveAnswered))),
    rules: z.partialRecord(z.enum(RULE_IDS), z.strictObject({ ...counts, topic: kind }).check(z.refine(rightNotAboveAnswered))),
    streak: z.strictObject({ current: count, best: count }).check(z.refine((s) => s.current <= s.best)),
    queue: z
      .array(
        z.strictObject({
          code: z.string().check(z.refine(isQueueableCode)),
          topic: kind,
          box: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
          due: day,
        }),
      )
      .check(
        z.maxLength(MAX_QUEUE),
        // each item is queued once
        z.refine((queue) => new Set(queue.map((e) => e.code)).size === queue.length),
      ),
    lessons: z.optional(
      z.partialRecord(z.enum(LESSONS.map((l) => l.slug) as [string, ...string[]]), z.strictObject({ read: z.optional(day), practised: z.optional(day) })),
    ),
  });
}

export interface ParsedProgress {
  readonly progress: Progress;
  /** True when stored text was there but not a valid progress (the page says it was discarded). */
  readonly discarded: boolean;
}

const NOTHING_STORED: ParsedProgress = { progress: emptyProgress(), discarded: false };
const DISCARDED: ParsedProgress = { progress: emptyProgress(), discarded: true };

/** The progress stored as `text`; null (nothing stored) is a new learner, anything invalid is discarded. */
export function parseProgress(text: string | null): ParsedProgress {
  if (text === null) return NOTHING_STORED;
  if (text.length > MAX_PROGRESS_CHARS) return DISCARDED;
  let json: unknown;
  let protoKey = false;
  try {
    // zod's records skip a '__proto__' key silently: such text is not one printProgress wrote, so it is discarded
    json = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') protoKey = true;
      return value;
    });
  } catch {
    return DISCARDED;
  }
  if (protoKey) return DISCARDED;
  const parsed = (schema ??= progressSchema()).safeParse(json);
  return parsed.success ? { progress: parsed.data as Progress, discarded: false } : DISCARDED;
}

/** The text parseProgress reads back to the same progress. */
export function printProgress(progress: Progress): string {
  return JSON.stringify(progress);
}
