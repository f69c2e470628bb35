// Turns a PBN Auction tag, its section and the Note tags after it into a checked auction (A-… rules).
// Example: [Auction "N"] 1NT Pass 2C =1= … [Note "1:Stayman"] → { dealer: 'N', calls, notes: [{ index: 2, text: 'Stayman' }] }.

import { err, issue, ok, type Result } from '../../result';
import { reviewAuction } from '../auction-review';
import { makeCall } from '../call';
import { seatAfter } from '../types';
import { parsePbnAuctionTokens, type PbnAuctionNote } from './auction';
import type { PbnAuction } from './board';
import { pbnIssue, wrapIssue, type PbnIssue } from './issue';
import type { PbnRawTag as RawTag } from './lexer';
import { parsePbnSeat } from './tags';

export interface ReadAuction {
  readonly auction: PbnAuction;
  /** Note tags after the section that no call refers to: kept as ordinary tags. */
  readonly unusedNotes: { name: string; value: string; section: string[] }[];
}

/**
 * Reads the section, resolves `=n=` marks against the notes, and checks legality with the auction review.
 * An unfinished auction is accepted (PBN marks it with '*'); an illegal call is reported on its own line.
 */
export function readPbnAuction(tag: RawTag, noteTags: readonly RawTag[]): Result<ReadAuction, PbnIssue> {
  const dealer = parsePbnSeat(tag.value);
  if (!dealer.ok) return err(pbnIssue('pbn-bad-seat', tag.line, { tag: 'Auction', seat: tag.value }));
  const tokens = parsePbnAuctionTokens(tag.words);
  if (!tokens.ok) return tokens;
  const { calls, lines, refs, annotations, before } = tokens.value;
  // '-' for each seat before the dealer: the auction begins that many seats after the seat the tag names
  const first = seatAfter(dealer.value, before);

  const review = reviewAuction(first, calls);
  const illegal = review.errors.find((e) => e.code !== 'incomplete');
  if (illegal) {
    const inner = issue(illegal.code, { ...illegal.params, call: makeCall(calls[illegal.index]), position: illegal.index + 1 });
    return err(wrapIssue('pbn-illegal-auction', lines[illegal.index] ?? tag.line, inner));
  }

  const texts = new Map<number, string>();
  for (const note of noteTags) {
    if (note.words.length > 0) return err(pbnIssue('pbn-stray-text', note.words[0].line, { text: note.words[0].text }));
    const m = /^(\d+):(.*)$/s.exec(note.value);
    if (!m) return err(pbnIssue('pbn-bad-note', note.line, { note: note.value }));
    texts.set(Number(m[1]), m[2]);
  }
  const notes: PbnAuctionNote[] = [];
  const used = new Set<number>();
  for (const ref of refs) {
    const text = texts.get(ref.note);
    if (text === undefined) return err(pbnIssue('pbn-bad-note', ref.line, { note: `=${ref.note}=` }));
    notes.push({ index: ref.index, text });
    used.add(ref.note);
  }
  const unusedNotes = noteTags
    .filter((n) => !used.has(Number(/^(\d+):/.exec(n.value)![1])))
    .map((n) => ({ name: n.name, value: n.value, section: [] as string[] }));
  const auction = { dealer: first, calls, notes, ...(annotations.length > 0 ? { annotations } : {}) };
  return ok({ auction, unusedNotes });
}
