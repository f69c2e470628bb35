// The PBN Auction section: call tokens (Pass, X, XX, 1NT, AP), note marks =n=, padding '-', the end mark '*', and
// annotations kept with their call (NAGs $n, suffixes !, ?, +, ^I, ^S, comments). Example: '1NT Pass 2C =1= Pass' +
// '2D! AP' → calls 1N P 2C P 2D P P P, a note on call 2 (0-based), an annotation '!' on call 4.

import { err, ok, type Result } from '../../result';
import { auctionEndsWith } from '../auction-tracker';
import { parseCall, PASS } from '../call';
import { makeStrain } from '../notation';
import { pbnIssue, type PbnIssue } from './issue';
import type { Call } from '../types';

/** An explanation attached to one call (PBN `=n=` plus `[Note "n:text"]`); `index` is the call's 0-based place. */
export interface PbnAuctionNote {
  readonly index: number;
  readonly text: string;
}

/** The section as written: calls with their lines, and the note numbers still to be resolved. */
export interface PbnAuctionTokens {
  readonly calls: Call[];
  readonly lines: number[];
  readonly refs: { index: number; note: number; line: number }[];
  readonly annotations: { index: number; text: string }[];
  /** '-' written before the first call: the seats before the dealer when the Auction tag names another seat (PBN 2.1). */
  readonly before: number;
}

/** A token that only annotates the call before it (PBN 2.1 §3.5, §3.7, §3.9). */
const ANNOTATION = /^(?:[!?]{1,2}|\+|\^[A-Za-z]|\$\d{1,3})$/;
/** The same written straight after a call: '1S!', '3NT?!', '2C^I', '4S+'. */
const SUFFIX = /(?:[!?]{1,2}|\+|\^[A-Za-z])+$/;

/** A-END as the auction tracker applies it (auctionEndsWith), for a legal sequence. */
export function isAuctionEnded(calls: readonly Call[]): boolean {
  let trailing = 0;
  while (trailing < calls.length && calls[calls.length - 1 - trailing].kind === 'pass') trailing++;
  return auctionEndsWith(calls.some((c) => c.kind === 'bid'), trailing);
}

/** Passes that AP ("all pass") stands for: until the auction ends. */
function allPass(calls: readonly Call[]): number {
  if (calls.every((c) => c.kind === 'pass')) return Math.max(0, 4 - calls.length);
  let trailing = 0;
  while (trailing < calls.length && calls[calls.length - 1 - trailing].kind === 'pass') trailing++;
  return Math.max(0, 3 - trailing);
}

/** Reads the section's words; legality is checked later by the auction review. */
export function parsePbnAuctionTokens(words: readonly { text: string; line: number; comment?: true }[]): Result<PbnAuctionTokens, PbnIssue> {
  const calls: Call[] = [];
  const lines: number[] = [];
  const refs: PbnAuctionTokens['refs'] = [];
  const annotations: PbnAuctionTokens['annotations'] = [];
  let padded = false; // after '-' only more padding may follow
  let stopped = false; // after '*' nothing may follow
  let before = 0; // '-' before any call: a seat before the dealer
  for (const { text, line, comment } of words) {
    if (comment || ANNOTATION.test(text)) {
      // a comment stays where it stood, a lone annotation ('!', '$3', '^I') with the call before it
      annotations.push({ index: calls.length - 1, text: comment ? `{${text.replace(/}/g, ')')}}` : text });
      continue;
    }
    if (stopped) return err(pbnIssue('pbn-bad-call', line, { call: text }));
    const note = /^=(\d+)=$/.exec(text);
    if (note) {
      if (calls.length === 0) return err(pbnIssue('pbn-bad-note', line, { note: text }));
      refs.push({ index: calls.length - 1, note: Number(note[1]), line });
    } else if (text === '*') {
      stopped = true;
    } else if (text === '-' && calls.length === 0 && before < 3) {
      before += 1;
    } else if (text === '-') {
      padded = true;
    } else if (padded) {
      return err(pbnIssue('pbn-bad-call', line, { call: text }));
    } else if (text.toUpperCase() === 'AP') {
      for (let k = allPass(calls); k > 0; k--) {
        calls.push(PASS);
        lines.push(line);
      }
    } else {
      // suffix annotations (1S! 3NT?! 2C^I) are commentary kept with the call that precedes them
      const suffix = SUFFIX.exec(text)?.[0] ?? '';
      const parsed = parseCall(text.slice(0, text.length - suffix.length));
      if (!parsed.ok) return err(pbnIssue('pbn-bad-call', line, { call: text }));
      calls.push(parsed.value);
      lines.push(line);
      if (suffix !== '') annotations.push({ index: calls.length - 1, text: suffix });
    }
  }
  return ok({ calls, lines, refs, annotations, before });
}

function makePbnCall(call: Call): string {
  switch (call.kind) {
    case 'pass': return 'Pass';
    case 'double': return 'X';
    case 'redouble': return 'XX';
    case 'bid': return `${call.level}${makeStrain(call.strain, 'pbn')}`;
  }
}

/** The section's lines (four calls a line, '*' when unfinished) and the Note tags' values, numbered from 1. */
export function makePbnAuctionLines(
  calls: readonly Call[], notes: readonly PbnAuctionNote[], annotations: readonly { index: number; text: string }[] = [],
): { lines: string[]; notes: string[] } {
  const sorted = [...notes].sort((a, b) => a.index - b.index);
  const marks = new Map<number, string[]>();
  sorted.forEach((note, k) => marks.set(note.index, [...(marks.get(note.index) ?? []), `=${k + 1}=`]));
  const after = new Map<number, string[]>();
  for (const a of annotations) after.set(a.index, [...(after.get(a.index) ?? []), a.text]);
  const tokens = calls.map((call, i) => [makePbnCall(call), ...(after.get(i) ?? []), ...(marks.get(i) ?? [])].join(' '));
  if (after.has(-1) && tokens.length > 0) tokens[0] = `${after.get(-1)!.join(' ')} ${tokens[0]}`;
  if (!isAuctionEnded(calls)) tokens.push('*');
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += 4) lines.push(tokens.slice(i, i + 4).join(' '));
  return { lines, notes: sorted.map((note, k) => `${k + 1}:${note.text}`) };
}
