// A live class's problems, made once when the class is made and stored as they were shown: bidding drill kinds (or
// rules) drawn from a seed, a PBN file's boards (the call of the player to act after the board's auction so far), a
// teacher's set's bidding questions, or one shared quiz hand (or a BBO hand-viewer link, read as LIN). Each is a call item with the system's call explained.
// Example: liveProblems({ source: 'topics', topics: ['rebid'], count: 5, seed: 7 }) → ok([5 problems]).

import { looksLikeLin } from '../bridge/lin/file';
import { itemFromCode } from '../quiz/item-code';
import type { Topic } from '../quiz/topics';
import { err, issue, ok, type Issue, type Result } from '../result';
import { makeItem } from '../teach/made-item';
import { importPbn } from '../teach/pbn-import';
import { explanationOf } from '../teach/review';
import type { SetItemSource } from '../teach/set-types';
import { MAX_LIVE_PROBLEMS, type LiveProblem } from './live-types';

export type LiveSource =
  | { readonly source: 'topics'; readonly topics: readonly Topic[]; readonly count: number; readonly seed: number }
  | { readonly source: 'pbn'; readonly pbn: string }
  /** A set's questions as its teacher made them (the set's own hands). */
  | { readonly source: 'set'; readonly sources: readonly SetItemSource[] }
  | { readonly source: 'item'; readonly code: string };

/** 'live-no-calls': the source gives no bidding question (an evaluation set, a score hand…). */
export type LiveProblemIssue = Issue<'live-no-calls' | 'bad-quiz-link' | 'pbn-too-large' | 'pbn-too-many-boards' | 'pbn-no-boards'>;

/** The item a set's question makes as the set's own (no student's seed), when it asks for a call. */
function problemOf(source: SetItemSource): LiveProblem | null {
  if (source.source === 'auction') return null;
  const made = makeItem(source, null);
  if (made.item.kind !== 'call' || !made.explanation) return null;
  return { ...made.item, explanation: made.explanation, ...(source.source === 'board' && { board: source.board }) };
}

function sourcesOf(source: Exclude<LiveSource, { source: 'item' }>): Result<readonly SetItemSource[], LiveProblemIssue> {
  switch (source.source) {
    case 'topics':
      return ok(Array.from({ length: Math.min(source.count, MAX_LIVE_PROBLEMS) }, (_, k) => ({
        source: 'topic' as const, topic: source.topics[k % source.topics.length], seed: (source.seed + k * 7919) % 0x7fff_ffff, nearMiss: false,
      })));
    case 'pbn': {
      const read = importPbn(source.pbn);
      if (!read.ok) return Array.isArray(read.error) ? err(issue('pbn-no-boards')) : err(read.error as LiveProblemIssue);
      return ok(read.value.sources);
    }
    case 'set':
      return ok(source.sources);
  }
}

export function liveProblems(source: LiveSource): Result<LiveProblem[], LiveProblemIssue> {
  if (source.source === 'item') {
    // a BBO hand-viewer link (or LIN) pasted as the hand: its boards, as a PBN file's are read
    if (looksLikeLin(source.code)) return liveProblems({ source: 'pbn', pbn: source.code });
    // the shared item itself (its code holds the position), its explanation made as the drill makes it
    const read = itemFromCode(source.code);
    if (!read.ok) return err(read.error);
    const explanation = explanationOf(read.value);
    return explanation ? ok([{ ...read.value, explanation }]) : err(issue('live-no-calls'));
  }
  const sources = sourcesOf(source);
  if (!sources.ok) return sources;
  const problems = sources.value.map(problemOf).filter((p): p is LiveProblem => p !== null).slice(0, MAX_LIVE_PROBLEMS);
  return problems.length === 0 ? err(issue('live-no-calls')) : ok(problems);
}
