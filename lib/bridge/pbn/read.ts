// Reading a PBN file: tokens grouped into games, each game's tags into a PbnBoard (docs/system.md §0 notation).
// Example: parsePbnFile('[Board "1"]\n[Vulnerable "Both"]\n') → ok([{ board: 1, vul: 'All', players: {}, … }]).

import { err, ok, type Result } from '../../result';
import { parseDeal } from '../deal';
import { readPbnAuction } from './auction-review';
import type { PbnBoard, PbnTag } from './board';
import { pbnIssue, wrapIssue, type PbnIssue } from './issue';
import { lexPbn, type PbnRawTag as RawTag, type PbnToken, type PbnWord as Word } from './lexer';
import {
  isUnknownValue, parsePbnBoard, parsePbnContract, parsePbnResult, parsePbnSeat, parsePbnVulnerable,
} from './tags';
import type { Seat } from '../types';

type RawGame = { tags: RawTag[]; comments: string[]; line: number };

/** The tags read into PbnBoard fields; any other tag is kept in otherTags. */
const KNOWN_TAGS = [
  'Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South',
  'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result', 'Auction',
] as const;
type KnownTag = (typeof KNOWN_TAGS)[number];
export const PBN_KNOWN_TAGS: ReadonlySet<string> = new Set(KNOWN_TAGS);

/** A Note whose text starts with a word and a colon ("answer:2C") rather than a call's number ("1:Stayman"). */
const NAMED_NOTE = /^[A-Za-z][\w-]*:/;

function isKnownTag(name: string): name is KnownTag {
  return PBN_KNOWN_TAGS.has(name);
}

const PLAYER_TAGS = { West: 'W', North: 'N', East: 'E', South: 'S' } as const satisfies Partial<Record<KnownTag, Seat>>;
const TEXT_FIELDS = { Event: 'event', Site: 'site', Date: 'date', Scoring: 'scoring' } as const satisfies Partial<Record<KnownTag, keyof PbnBoard>>;
const SEAT_FIELDS = { Dealer: 'dealer', Declarer: 'declarer' } as const satisfies Partial<Record<KnownTag, keyof PbnBoard>>;

/** A PbnBoard under construction: the same fields, writable. */
type BoardDraft = { -readonly [K in keyof Omit<PbnBoard, 'players'>]: PbnBoard[K] } & { players: Partial<Record<Seat, string>> };

/** Groups tokens into games: an empty line ends a game; comments before a game's first tag belong to it. */
function splitGames(tokens: readonly PbnToken[]): Result<RawGame[], PbnIssue> {
  const games: RawGame[] = [];
  let game: RawGame = { tags: [], comments: [], line: 0 };
  for (const token of tokens) {
    if (token.kind === 'blank') {
      if (game.tags.length > 0) {
        games.push(game);
        game = { tags: [], comments: [], line: 0 };
      }
    } else if (token.kind === 'comment') {
      game.comments.push(token.text);
    } else if (token.kind === 'tag') {
      if (game.tags.length === 0) game.line = token.line;
      game.tags.push({ name: token.name, value: token.value, line: token.line, words: [] });
    } else {
      const last = game.tags[game.tags.length - 1];
      if (!last) return err(pbnIssue('pbn-stray-text', token.line, { text: token.text }));
      last.words.push({ text: token.text, line: token.line });
    }
  }
  if (game.tags.length > 0) games.push(game);
  else if (game.comments.length > 0 && games.length > 0) games[games.length - 1].comments.push(...game.comments);
  return ok(games);
}

/** Section lines of a tag we keep unread: its words regrouped by the line they stood on. */
function sectionLines(words: readonly Word[]): string[] {
  const lines: string[] = [];
  let last = -1;
  for (const w of words) {
    if (w.line === last) lines[lines.length - 1] += ` ${w.text}`;
    else lines.push(w.text);
    last = w.line;
  }
  return lines;
}

/** Applies one known tag's value to the board under construction (the Auction tag is read apart). */
function readTag(board: BoardDraft, name: Exclude<KnownTag, 'Auction'>, line: number, value: string): PbnIssue | null {
  switch (name) {
    case 'West': case 'North': case 'East': case 'South':
      board.players[PLAYER_TAGS[name]] = value;
      return null;
    case 'Event': case 'Site': case 'Date': case 'Scoring':
      board[TEXT_FIELDS[name]] = value;
      return null;
  }
  if (isUnknownValue(value)) return null;
  switch (name) {
    case 'Board': {
      const parsed = parsePbnBoard(value);
      if (!parsed.ok) return pbnIssue('pbn-bad-board', line, { board: value });
      board.board = parsed.value;
      return null;
    }
    case 'Dealer': case 'Declarer': {
      const parsed = parsePbnSeat(value);
      if (!parsed.ok) return pbnIssue('pbn-bad-seat', line, { tag: name, seat: value });
      board[SEAT_FIELDS[name]] = parsed.value;
      return null;
    }
    case 'Vulnerable': {
      const parsed = parsePbnVulnerable(value);
      if (!parsed.ok) return pbnIssue('pbn-bad-vulnerable', line, { vul: value });
      board.vul = parsed.value;
      return null;
    }
    case 'Deal': {
      const parsed = parseDeal(value);
      if (!parsed.ok) return wrapIssue('pbn-bad-deal', line, parsed.error);
      board.deal = parsed.value;
      return null;
    }
    case 'Contract': {
      const parsed = parsePbnContract(value);
      if (!parsed.ok) return pbnIssue('pbn-bad-contract', line, { contract: value });
      board.contract = parsed.value;
      return null;
    }
    case 'Result': {
      const parsed = parsePbnResult(value);
      if (!parsed.ok) return pbnIssue('pbn-bad-result', line, { result: value });
      board.result = parsed.value;
      return null;
    }
    default: {
      const unread: never = name; // a known tag without its case fails tsc here
      throw new Error(`readTag: ${String(unread)} is not a known tag`);
    }
  }
}

/** One game's tags to a board; `previous` holds the last game's values for PBN's "#" (copy) value. */
function readGame(game: RawGame, previous: Map<string, string>): Result<PbnBoard, PbnIssue> {
  const board: BoardDraft = { players: {}, otherTags: [], comments: game.comments };
  const seen = new Set<string>();
  const otherTags: PbnTag[] = [];
  const auctionNotes: RawTag[] = [];
  let auctionTag: RawTag | null = null;
  let afterAuction = false; // Note tags right after the Auction section explain its calls
  for (const tag of game.tags) {
    const value = tag.value === '#' && previous.has(tag.name) ? previous.get(tag.name)! : tag.value;
    previous.set(tag.name, value);
    if (tag.name === 'Note' && afterAuction) {
      // a named note ("answer:2C", a teacher's key) is the board's, not a call's: kept in otherTags
      if (NAMED_NOTE.test(value)) otherTags.push({ name: tag.name, value, section: sectionLines(tag.words) });
      else auctionNotes.push({ ...tag, value });
      continue;
    }
    afterAuction = tag.name === 'Auction';
    const name = tag.name;
    if (!isKnownTag(name)) {
      otherTags.push({ name, value, section: sectionLines(tag.words) });
      continue;
    }
    if (seen.has(tag.name)) return err(pbnIssue('pbn-duplicate-tag', tag.line, { tag: tag.name }));
    seen.add(tag.name);
    if (name === 'Auction') {
      auctionTag = { ...tag, value };
      continue;
    }
    if (tag.words.length > 0) return err(pbnIssue('pbn-stray-text', tag.words[0].line, { text: tag.words[0].text }));
    const problem = readTag(board, name, tag.line, value);
    if (problem) return err(problem);
  }
  if (auctionTag) {
    const auction = readPbnAuction(auctionTag, auctionNotes);
    if (!auction.ok) return auction;
    board.auction = auction.value.auction;
    otherTags.push(...auction.value.unusedNotes);
  }
  board.otherTags = otherTags;
  return ok(board);
}

/** A board with the 1-based line of its game's first tag (for issues found later about the board). */
export interface PbnGame {
  readonly board: PbnBoard;
  readonly line: number;
}

/** Parses a whole PBN file into its games with their lines; the first problem found is returned with its line. */
export function parsePbnGames(text: string): Result<PbnGame[], PbnIssue> {
  const tokens = lexPbn(text);
  if (!tokens.ok) return tokens;
  const games = splitGames(tokens.value);
  if (!games.ok) return games;
  const boards: PbnGame[] = [];
  const previous = new Map<string, string>();
  for (const game of games.value) {
    const board = readGame(game, previous);
    if (!board.ok) return board;
    boards.push({ board: board.value, line: game.line });
  }
  return ok(boards);
}

/** Parses a whole PBN file; the first problem found is returned with its 1-based line. */
export function parsePbnFile(text: string): Result<PbnBoard[], PbnIssue> {
  const games = parsePbnGames(text);
  return games.ok ? ok(games.value.map((g) => g.board)) : games;
}
