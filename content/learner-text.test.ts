// Issue 40's acceptance: no learner-facing text shows an internal id. The interpretations (I-12) and decisions (B-58)
// of docs/system.md belong to the notes page, which lists them; the lessons, the rules' summaries, the bidder's
// explanations and the drills' and practices' texts that learners read name rule ids at most (O-1NT), never those.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

const INTERNAL_ID = /\b[IB]-\d+\b/;
/** The namespaces learners read in drills, lessons, whole deals and practices (the notes page is the system's own). */
const LEARNER_NAMESPACES = ['bidder', 'rules', 'drills', 'exercises', 'lessons', 'table', 'pairs', 'share', 'progress'] as const;

/** Every string of a message tree with its path. */
function strings(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('learner-facing text names no internal id', () => {
  it.each(CONTENT_LOCALES)('%s: the learners\' messages and the rules\' summaries', (locale) => {
    const all = messagesFor(locale) as unknown as Record<string, unknown>;
    const summaries = (all.notes as { rules: { summaries: unknown } }).rules.summaries;
    const found = [...LEARNER_NAMESPACES.flatMap((ns) => strings(all[ns], ns)), ...strings(summaries, 'notes.rules.summaries')]
      .filter(([, text]) => INTERNAL_ID.test(text));
    expect(found).toEqual([]);
  });

  it.each(['sr', 'lv'])('%s: the lessons', (language) => {
    const found = readdirSync(`content/${language}`).filter((f) => f.endsWith('.mdx')).flatMap((file) =>
      // a link's target may name the notes' anchor (/notes#I-20): the reader sees its text, not its address
      readFileSync(`content/${language}/${file}`, 'utf8').split('\n').flatMap((line, k) => (INTERNAL_ID.test(line.replace(/\]\([^)]*\)/g, ']')) ? [`${file}:${k + 1}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });
});
