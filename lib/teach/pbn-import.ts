// A teacher's PBN file as set items: each board's deal, dealer, vulnerability and auction so far (the question is the
// call of the player to act), checked by the bidder, with the teacher's answer key compared to the system's call.
// Example: importPbn('[Board "3"]\n[Deal "N:…"]\n[Note "answer:2C"]\n') → sources [{ board: 3, key: '2C', grade: 'key', … }],
// differences [{ board: 3, key: '2C', system: '2D', rule: 'R-NEW2' }] when the system bids 2♦.
//
// The answer key convention: a `[Note "answer:<call>"]` tag anywhere in the board's game (before or after the Auction
// section; the call as PBN or the bid command writes it: 2C, 1NT, 3N, Pass, X, XX). Without one the system's call grades.
// Dealer and vulnerability default from the board number as on a duplicate board (the board's place in the file when
// it has no number); the Auction section, when there is one, is the auction so far and must not have ended.

import { describeCall, type RuleId } from '../bidder';
import { checkCall, isComplete } from '../bridge/auction';
import { makeCall, makeCalls, parseCall } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { parsePbnGames, type PbnBoard, type PbnIssue } from '../bridge/pbn/file';
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
  | 'set-board-auction-ended'
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
}

const KEY_NOTE = /^answer:\s*(.*)$/i;

/** The file's size in UTF-8 bytes, counted only as far as it matters. */
function utf8Bytes(text: string): number {
  // a UTF-16 unit is 1 to 3 bytes: beyond the bound in units it is beyond it in bytes; within a third of it, within
  if (text.length > MAX_PBN_BYTES || text.length * 3 <= MAX_PBN_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

/** The teacher's key in the board's tags: the first answer note's text, or null. */
function keyText(board: PbnBoard): string | null {
  for (const tag of board.otherTags) {
    const m = tag.name === 'Note' ? KEY_NOTE.exec(tag.value) : null;
    if (m) return m[1].trim();
  }
  return null;
}

type BoardRead = { source: Extract<SetItemSource, { source: 'board' }>; difference: Omit<KeyDifference, 'index'> | null };

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
  const calls = board.auction?.calls ?? [];
  if (isComplete({ dealer, calls })) return err(issue('set-board-auction-ended', where));
  const text = keyText(board);
  let key: Call | null = null;
  if (text !== null) {
    const parsed = parseCall(text);
    if (!parsed.ok) return err(issue('set-board-bad-key', { ...where, key: text }));
    const problem = checkCall({ dealer, calls }, parsed.value);
    if (problem) return err(issue('set-board-illegal-key', { ...where, key: makeCall(parsed.value), reason: problem.code }));
    key = parsed.value;
  }
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
  return ok({ source, difference });
}

/**
 * The boards of a teacher's PBN file as item sources, with every key that differs from the system's call. A file
 * over the bounds gets one PbnBoundsIssue; a broken file the PBN reader's line-numbered issue (as a list of one);
 * boards that read but cannot be items every SetBoardIssue found. Nothing is returned in part.
 */
export function importPbn(text: string): Result<PbnImport, readonly (PbnIssue | SetBoardIssue)[] | PbnBoundsIssue> {
  const bytes = utf8Bytes(text);
  if (bytes > MAX_PBN_BYTES) return err(issue('pbn-too-large', { bytes, max: MAX_PBN_BYTES }));
  const tagged = text.match(/^[ \t]*\[Board\s/gm)?.length ?? 0; // counted before reading, so a huge file is not read
  if (tagged > MAX_PBN_BOARDS) return err(issue('pbn-too-many-boards', { count: tagged, max: MAX_PBN_BOARDS }));
  const games = parsePbnGames(text);
  if (!games.ok) return err([games.error]);
  if (games.value.length === 0) return err(issue('pbn-no-boards'));
  if (games.value.length > MAX_PBN_BOARDS) return err(issue('pbn-too-many-boards', { count: games.value.length, max: MAX_PBN_BOARDS }));
  const sources: SetItemSource[] = [];
  const differences: KeyDifference[] = [];
  const issues: SetBoardIssue[] = [];
  games.value.forEach((game, k) => {
    const read = readBoard(game.board, game.line, k + 1);
    if (!read.ok) return void issues.push(read.error);
    if (read.value.difference) differences.push({ index: sources.length, ...read.value.difference });
    sources.push(read.value.source);
  });
  return issues.length > 0 ? err(issues) : ok({ sources, differences });
}
