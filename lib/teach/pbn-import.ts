// A teacher's PBN file as set items: each board's deal, dealer, vulnerability and auction so far (the question is the
// call of the player to act), checked by the bidder, with the teacher's answer key compared to the system's call.
// Example: importPbn('[Board "3"]\n[Deal "N:…"]\n[Note "answer:2C"]\n') → sources [{ board: 3, key: '2C', grade: 'key', … }],
// differences [{ board: 3, key: '2C', system: '2D', rule: 'R-NEW2' }] when the system bids 2♦.
//
// The answer key convention: a `[Note "answer:<call>"]` tag anywhere in the board's game (before or after the Auction
// section; the call as PBN or the bid command writes it: 2C, 1NT, 3N, Pass, X, XX), with the other accepted calls after
// a bar (`answer:1D|1NT`). Without one the system's call grades. Dealer and vulnerability default from the board number
// as on a duplicate board (the board's place in the file when it has no number); the Auction section, when there is
// one and has not ended, is the auction so far; a finished auction (a tournament record) is asked at its first call that
// is not a pass (the opening bid).
// A game that cannot be read, or a board that cannot be an item, is skipped with its issue; the rest is read.

import { describeCall, type RuleId } from '../bidder';
import { checkCall, isComplete } from '../bridge/auction';
import { makeCall, makeCalls, parseCall } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { readPbnGames, type PbnBoard, type PbnIssue } from '../bridge/pbn/file';
import { linAsPbn, looksLikeLin, type LinIssue } from '../bridge/lin/file';
import { boardInfo } from '../bridge/scoring/board';
import type { Call } from '../bridge/types';
import { callItemOn } from '../quiz/call-item';
import { err, issue, ok, type Issue, type Result } from '../result';
import { MAX_PBN_BOARDS, MAX_PBN_BYTES, type SetItemSource } from './set-types';

/** The whole file refused before it is read: too large ({bytes, max}), too many boards ({count, max}), none. */
export type PbnBoundsIssue = Issue<'pbn-too-large' | 'pbn-too-many-boards' | 'pbn-no-boards'>;

/** A board that reads as PBN but cannot be a set item; params: line (the game's first tag), board, and more. */
export type SetBoardIssue = Issue<
  | 'set-board-no-deal'
  | 'set-board-dealer-mismatch' // {dealer, auction}: the Dealer tag and the Auction tag name different seats
  | 'set-board-bad-key' // {key}: the answer note is not a call
  | 'set-board-illegal-key' // {key, reason}: the key cannot be called after the auction so far (checkCall's code)
>;

/** A board whose key is not the system's call: "board 3: your key says 2♣, the system bids 2♦ (R-NEW2)". */
export interface KeyDifference {
  /** The item's index among the sources. */
  readonly index: number;
  readonly board: number | null;
  readonly key: string;
  readonly system: string;
  /** The rule of the system's call. */
  readonly rule: RuleId;
  /** What the key's call means in the system here; null when it gives the call no meaning. */
  readonly keyRule: RuleId | null;
}

export interface PbnImport {
  readonly sources: SetItemSource[];
  readonly differences: KeyDifference[];
  /** Each source's game's first line in the file. */
  readonly lines: number[];
  /** Each source's other accepted calls from its answer note (`answer:1D|1NT` → ['1N']), canonical. */
  readonly accepted: string[][];
  /** The games and boards left out, each with its line: the file's PBN issues, then the boards that are no item. */
  readonly skipped: readonly (PbnIssue | SetBoardIssue | LinIssue)[];
}

const KEY_NOTE = /^answer:\s*(.*)$/i;

/** The file's size in UTF-8 bytes, counted only as far as it matters. */
function utf8Bytes(text: string): number {
  // a UTF-16 unit is 1 to 3 bytes: beyond the bound in units it is beyond it in bytes; within a third of it, within
  if (text.length > MAX_PBN_BYTES || text.length * 3 <= MAX_PBN_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

/** The teacher's key in the board's tags: the first answer note's calls (the key, then the other accepted), or null. */
function keyTexts(board: PbnBoard): string[] | null {
  for (const tag of board.otherTags) {
    const m = tag.name === 'Note' ? KEY_NOTE.exec(tag.value) : null;
    if (m) return m[1].split('|').map((t) => t.trim()).filter((t, k) => k === 0 || t !== '');
  }
  return null;
}

type BoardRead = {
  source: Extract<SetItemSource, { source: 'board' }>; accepted: string[]; difference: Omit<KeyDifference, 'index'> | null;
};

function readBoard(board: PbnBoard, line: number, place: number): Result<BoardRead, SetBoardIssue> {
  const number = board.board ?? null;
  const where = { line, board: number ?? place };
  if (!board.deal) return err(issue('set-board-no-deal', where));
  const defaults = boardInfo(number ?? place);
  const dealer = board.dealer ?? board.auction?.dealer ?? defaults.dealer;
  if (board.auction && board.auction.dealer !== dealer) {
    return err(issue('set-board-dealer-mismatch', { ...where, dealer, auction: board.auction.dealer }));
  }
  const vul = board.vul ?? defaults.vul;
  const played = board.auction?.calls ?? [];
  // a finished auction is the table's record: the question is its first call that is not a pass (the opening bid, not
  // "dealer passes"; a passed-out board asks the dealer's call); the preview may cut it elsewhere
  const calls = isComplete({ dealer, calls: played }) ? played.slice(0, Math.max(0, played.findIndex((c) => c.kind !== 'pass'))) : played;
  const texts = keyTexts(board) ?? [];
  const keyed: Call[] = [];
  for (const text of texts) {
    const parsed = parseCall(text);
    if (!parsed.ok) return err(issue('set-board-bad-key', { ...where, key: text }));
    const problem = checkCall({ dealer, calls }, parsed.value);
    if (problem) return err(issue('set-board-illegal-key', { ...where, key: makeCall(parsed.value), reason: problem.code }));
    keyed.push(parsed.value);
  }
  const key: Call | null = keyed[0] ?? null;
  const accepted = [...new Set(keyed.slice(1).map(makeCall))].filter((c) => key === null || c !== makeCall(key));
  const item = callItemOn({ topic: 'open', seed: 0, rule: null, nearMiss: false }, board.deal, dealer, vul, calls);
  if (item.expected.kind !== 'call') throw new Error('callItemOn made an item that is not a call');
  const system = item.expected;
  const source = {
    source: 'board', board: number, deal: makeDeal(board.deal), dealer, vul, auction: makeCalls(calls),
    key: key && makeCall(key), grade: key ? 'key' : 'system',
  } as const;
  const differs = key !== null && makeCall(key) !== makeCall(system.call);
  const difference = differs
    ? { board: number, key: makeCall(key!), system: makeCall(system.call), rule: system.rule, keyRule: describeCall({ dealer, calls }, key!)?.rule ?? null }
    : null;
  return ok({ source, accepted, difference });
}

/**
 * A LIN text (a BBO record, or hand-viewer links one a line) as the PBN file of the same boards (lib/bridge/lin: LIN →
 * PBN through the same values), imported as one; the LIN's own issues (each at its character) come first.
 */
function importLin(text: string): Result<PbnImport, readonly (PbnIssue | SetBoardIssue | LinIssue)[] | PbnBoundsIssue> {
  const { pbn, issues, boards } = linAsPbn(text);
  if (boards === 0) return issues.length > 0 ? err(issues) : err(issue('pbn-no-boards'));
  const read = importPbn(pbn);
  if (!read.ok) return Array.isArray(read.error) ? err([...issues, ...(read.error as readonly (PbnIssue | SetBoardIssue)[])]) : read;
  return ok({ ...read.value, skipped: [...issues, ...read.value.skipped] });
}

/**
 * The boards of a teacher's PBN file as item sources, with every key that differs from the system's call. A file
 * over the bounds gets one PbnBoundsIssue; a game that cannot be read or a board that cannot be an item is skipped with
 * its line-numbered issue (PbnImport.skipped); a file where nothing is left gets all those issues as its error.
 */
export function importPbn(text: string): Result<PbnImport, readonly (PbnIssue | SetBoardIssue | LinIssue)[] | PbnBoundsIssue> {
  const bytes = utf8Bytes(text);
  if (bytes > MAX_PBN_BYTES) return err(issue('pbn-too-large', { bytes, max: MAX_PBN_BYTES }));
  if (looksLikeLin(text)) return importLin(text);
  const tagged = text.match(/^[ \t]*\[Board\s*"/gm)?.length ?? 0; // counted before reading, so a huge file is not read
  if (tagged > MAX_PBN_BOARDS) return err(issue('pbn-too-many-boards', { count: tagged, max: MAX_PBN_BOARDS }));
  const read = readPbnGames(text);
  if (read.games.length === 0 && read.skipped.length === 0) return err(issue('pbn-no-boards'));
  if (read.games.length > MAX_PBN_BOARDS) return err(issue('pbn-too-many-boards', { count: read.games.length, max: MAX_PBN_BOARDS }));
  const sources: SetItemSource[] = [];
  const differences: KeyDifference[] = [];
  const lines: number[] = [];
  const accepted: string[][] = [];
  const issues: SetBoardIssue[] = [];
  read.games.forEach((game) => {
    const board = readBoard(game.board, game.line, game.place + 1);
    if (!board.ok) return void issues.push(board.error);
    if (board.value.difference) differences.push({ index: sources.length, ...board.value.difference });
    sources.push(board.value.source);
    lines.push(game.line);
    accepted.push(board.value.accepted);
  });
  const skipped = [...read.skipped, ...issues];
  return sources.length === 0 ? err(skipped) : ok({ sources, differences, lines, accepted, skipped });
}
