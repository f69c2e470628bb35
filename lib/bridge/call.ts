// Calls: parse/print pair. Input accepts 1C…7N, NT, suit symbols, P/Pass/pas, X/D/Dbl, XX/R/RD/Rdbl.
// Example: parseCall('1NT') → { kind: 'bid', level: 1, strain: 'N' }; makeCall of it → '1N'.

import { err, issue, ok, type Issue, type Result } from '../result';
import { bidFromRank, bidRank, parseStrain } from './notation';
import type { Bid, Call, Level, Strain } from './types';

export { bidFromRank, bidRank };

export type CallIssue = Issue<'unknown-call'>;

export const PASS: Call = Object.freeze({ kind: 'pass' });
export const DOUBLE: Call = Object.freeze({ kind: 'double' });
export const REDOUBLE: Call = Object.freeze({ kind: 'redouble' });

export function bid(level: Level, strain: Strain): Bid {
  return { kind: 'bid', level, strain };
}

export function parseCall(text: string): Result<Call, CallIssue> {
  const t = text.replace(/\uFE0F/g, '').trim(); // phones type suit signs as emoji: ♥ + U+FE0F
  const upper = t.toUpperCase();
  switch (upper) {
    case 'P': case 'PASS': case 'PAS': case 'AP':
      return upper === 'AP' ? err(issue('unknown-call', { call: t })) : ok(PASS);
    case 'X': case 'D': case 'DBL':
      return ok(DOUBLE);
    case 'XX': case 'R': case 'RD': case 'RDBL':
      return ok(REDOUBLE);
  }
  const m = /^([1-7])\s*(NT|N|BA|C|D|H|S|♣|♦|♥|♠)$/.exec(upper);
  if (!m) return err(issue('unknown-call', { call: t }));
  const strain = parseStrain(m[2]);
  return strain.ok ? ok(bid(Number(m[1]) as Level, strain.value)) : err(issue('unknown-call', { call: t }));
}

/** Inverse of parseCall in the canonical form: '1C' … '7N', 'P', 'X', 'XX'. */
export function makeCall(call: Call): string {
  switch (call.kind) {
    case 'pass': return 'P';
    case 'double': return 'X';
    case 'redouble': return 'XX';
    case 'bid': return `${call.level}${call.strain}`;
  }
}

export type CallsIssue = Issue<'unknown-call'>;

/** The tokens of a written call sequence: separated by spaces, commas, semicolons or dashes. */
export function splitCallTokens(text: string): string[] {
  return text.split(/[\s,;-]+/).filter((t) => t !== '');
}

/** Parses a call sequence separated by spaces, commas or dashes; the issue names the call's index. */
export function parseCalls(text: string): Result<Call[], CallsIssue> {
  const tokens = splitCallTokens(text);
  const calls: Call[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const parsed = parseCall(tokens[i]);
    if (!parsed.ok) return err(issue('unknown-call', { call: tokens[i], index: i }));
    calls.push(parsed.value);
  }
  return ok(calls);
}

export function makeCalls(calls: readonly Call[]): string {
  return calls.map(makeCall).join(' ');
}

export function sameCall(a: Call, b: Call): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'bid' || (b.kind === 'bid' && a.level === b.level && a.strain === b.strain);
}
