// Reading a PBN file: tokens grouped into games, each game's tags into a PbnBoard (docs/system.md §0 notation); a game
// that cannot be read is skipped with its line-numbered issue and the rest of the file is read (readPbnGames).
// Example: parsePbnFile('[Board "1"]\n[Vulnerable "Both"]\n') → ok([{ board: 1, vul: 'All', players: {}, … }]).

import { err, ok, type Result } from '../../result';
import { parseDeal } from '../deal';
import { readPbnAuction } from './auction-review';
import type { PbnBoard, PbnTag } from './board';
import { pbnIssue, wrapIssue, type PbnIssue } from './issue';
import { lexPbn, type PbnRawTag as RawTag, type PbnToken, type PbnWord as Word } from './lexer';
import {
  completePbnDeal, isUnknownValue, parsePbnBoard, parsePbnContract, parsePbnDeclarer, parsePbnResult, parsePbnSeat, parsePbnVulnerable,
} from './tags';
import type { Seat } from '../types';

/** A game as split: its tags, the comments outside sections, its first line, and the first problem met in its text. */
type RawGame = { tags: RawTag[]; comments: string[]; line: number; issue: PbnIssue | null; places: number[] };

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
type BoardDraft = { -readonly [K in keyof Omit<PbnBoard, 'players'>]: PbnBoard[K] } & {
  players: Partial<Record<Seat, string>>;
  /** The side a Result tag named ('NS 11'): turned into declarer's tricks once the declarer is known. */
  resultSide?: 'NS' | 'EW' | null;
};

/** Groups tokens into games: an empty line ends a game; comments before a game's first tag belong to it, a comment
 * inside a section (after its first word) stays there as a word. A problem token marks its game to be skipped. */
function splitGames(tokens: readonly PbnToken[]): RawGame[] {
  const games: RawGame[] = [];
  const fresh = (): RawGame => ({ tags: [], comments: [], line: 0, issue: null, places: [] });
  let game = fresh();
  const started = (g: RawGame) => g.tags.length > 0 || g.issue !== null;
  for (const token of tokens) {
    const last = game.tags[game.tags.length - 1];
    if (token.kind === 'blank') {
      if (started(game)) {
        games.push(game);
        game = fresh();
      }
    } else if (token.kind === 'comment') {
      if (last && last.words.length > 0) last.words.push({ text: token.text, line: token.line, comment: true });
      else {
        // it stands before the game's next tag (its index); a trailing one after the last
        game.comments.push(token.text);
        game.places.push(game.tags.length);
      }
    } else if (token.kind === 'bad') {
      if (!started(game)) game.line = token.line;
      game.issue ??= token.issue;
    } else if (token.kind === 'tag') {
      if (!started(game)) game.line = token.line;
      game.tags.push({ name: token.name, value: token.value, line: token.line, words: [] });
    } else if (!last) {
      if (!started(game)) game.line = token.line;
      game.issue ??= pbnIssue('pbn-stray-text', token.line, { text: token.text });
    } else {
      last.words.push({ text: token.text, line: token.line });
    }
  }
  if (started(game)) games.push(game);
  else if (game.comments.length > 0 && games.length > 0) {
    const previous = games[games.length - 1];
    previous.comments.push(...game.comments);
    previous.places.push(...game.comments.map(() => previous.tags.length));
  }
  return games;
}

/** Section lines of a tag we keep unread: its words regrouped by the line they stood on. */
function sectionLines(words: readonly Word[]): string[] {
  const lines: string[] = [];
  let last = -1;
  for (const w of words) {
    const text = w.comment ? `{${w.text}}` : w.text;
    if (w.line === last) lines[lines.length - 1] += ` ${text}`;
    else lines.push(text);
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
      const parsed = name === 'Declarer' ? parsePbnDeclarer(value) : parsePbnSeat(value);
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
      const complete = completePbnDeal(value);
      if (complete === null) {
        board.partialDeal = value.trim();
        return null;
      }
      const parsed = parseDeal(complete);
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
      board.result = parsed.value.tricks;
      board.resultSide = parsed.value.side;
      return null;
    }
    default: {
      const unread: never = name; // a known tag without its case fails tsc here
      throw new Error(`readTag: ${String(unread)} is not a known tag`);
    }
  }
}

/** Tag values that carry over between games: '#' copies the last game's value, '##value' sets it for the games after. */
interface Inherited {
  readonly previous: Map<string, string>;
  readonly headers: Map<string, string>;
}

/** The game's tags with '#' and '##' resolved, and the inherited header tags it does not set itself. */
function resolvedTags(game: RawGame, inherited: Inherited): RawTag[] {
  const own = new Set(game.tags.map((t) => t.name));
  const headers = [...inherited.headers].filter(([name]) => !own.has(name)).map(([name, value]) => ({ name, value, line: game.line, words: [] }));
  const tags = [...headers, ...game.tags].map((tag) => {
    let value = tag.value;
    if (value.startsWith('##')) {
      value = value.slice(2);
      inherited.headers.set(tag.name, value);
    } else if (value === '#' && inherited.previous.has(tag.name)) {
      value = inherited.previous.get(tag.name)!;
    }
    return { ...tag, value };
  });
  for (const tag of tags) inherited.previous.set(tag.name, tag.value);
  return tags;
}

/**
 * One game's tags to a board; `inherited` holds the values earlier games pass on; `merged` gets the issue of a game run
 * into this one (a second Board or Deal of another value).
 */
function readGame(game: RawGame, inherited: Inherited, merged: PbnIssue[]): Result<PbnBoard, PbnIssue> {
  const tags = resolvedTags(game, inherited);
  if (game.issue) return err(game.issue);
  const board: BoardDraft = { players: {}, otherTags: [], comments: game.comments };
  // a comment's place: the name of the tag it stood before ('' after the last); the inherited header tags come first
  const shift = tags.length - game.tags.length;
  const placeOf = (k: number) => tags[k + shift]?.name ?? '';
  let places = game.places.map(placeOf);
  const seen = new Set<string>();
  const otherTags: PbnTag[] = [];
  const auctionNotes: RawTag[] = [];
  let auctionTag: RawTag | null = null;
  let afterAuction = false; // Note tags right after the Auction section explain its calls
  for (const tag of tags) {
    const value = tag.value;
    if (tag.name === 'Note' && afterAuction) {
      // a named note ("answer:2C", a teacher's key) is the board's, not a call's: kept in otherTags
      if (NAMED_NOTE.test(value)) otherTags.push({ name: tag.name, value, section: sectionLines(tag.words) });
      else auctionNotes.push(tag);
      continue;
    }
    afterAuction = tag.name === 'Auction';
    const name = tag.name;
    if (!isKnownTag(name)) {
      otherTags.push({ name, value, section: sectionLines(tag.words), ...(auctionTag ? { afterAuction: true as const } : {}) });
      continue;
    }
    // a known tag given twice: the first counts (PBN 2.1 §3.3 leaves it open; tournament programs repeat Board). A second
    // Board or Deal of another value is the next game's, run into this one without its blank line: reported, not lost
    // silently (the game read is the first)
    if (seen.has(tag.name)) {
      const first = tags.find((t) => t.name === tag.name);
      if ((name === 'Board' || name === 'Deal') && first && first.value.trim() !== value.trim() && !merged.some((m) => m.params.line === tag.line)) {
        merged.push(pbnIssue('pbn-merged-games', tag.line, { tag: name }));
      }
      continue;
    }
    seen.add(tag.name);
    if (name === 'Auction') {
      auctionTag = tag;
      continue;
    }
    const stray = tag.words.find((w) => !w.comment);
    if (stray) return err(pbnIssue('pbn-stray-text', stray.line, { text: stray.text }));
    board.comments = [...board.comments, ...tag.words.map((w) => w.text)];
    // a comment in a tag's section stands after that tag: before the next one
    const next = placeOf(game.tags.indexOf(game.tags.find((t) => t.line === tag.line && t.name === tag.name) ?? game.tags[0]) + 1);
    places = [...places, ...tag.words.map(() => next)];
    const problem = readTag(board, name, tag.line, value);
    if (problem) return err(problem);
  }
  if (auctionTag) {
    const auction = readPbnAuction(auctionTag, auctionNotes);
    if (!auction.ok) return auction;
    board.auction = auction.value.auction;
    otherTags.push(...auction.value.unusedNotes);
  }
  const { resultSide, ...read } = board;
  if (resultSide && read.result !== undefined && read.declarer) {
    // 'NS 11' counts the side's tricks: declarer's are those, or the rest when the other side declared
    const declarerSide = read.declarer === 'N' || read.declarer === 'S' ? 'NS' : 'EW';
    if (declarerSide !== resultSide) read.result = 13 - read.result;
  }
  read.otherTags = otherTags;
  // the places are kept only when a comment stood anywhere but above the game
  if (places.some((p) => p !== (tags[shift]?.name ?? ''))) read.commentPlaces = places;
  return ok(read);
}

/**
 * A second table's record of the board just read (the same Board number, no Deal of its own) takes that board's deal,
 * and its dealer and vulnerability when it gives none: PBN 2.1's import rule for a match's second table.
 */
function secondTable(board: PbnBoard, previous: PbnBoard | undefined): PbnBoard {
  if (board.deal || board.partialDeal || !previous?.deal || board.board === undefined || board.board !== previous.board) return board;
  return { ...board, deal: previous.deal, dealer: board.dealer ?? previous.dealer, vul: board.vul ?? previous.vul };
}

/** A board with the 1-based line of its game's first tag (for issues found later about the board). */
export interface PbnGame {
  readonly board: PbnBoard;
  readonly line: number;
  /** The game's 0-based place in the file, counting the games skipped. */
  readonly place: number;
}

/** A file as read: the games that read, and one line-numbered issue for each game skipped. */
export interface PbnRead {
  readonly games: readonly PbnGame[];
  readonly skipped: readonly PbnIssue[];
}

/** Reads a whole PBN file: a game that cannot be read is skipped with its issue, the others are read. */
export function readPbnGames(text: string): PbnRead {
  const games: PbnGame[] = [];
  const skipped: PbnIssue[] = [];
  const inherited: Inherited = { previous: new Map(), headers: new Map() };
  for (const [place, game] of splitGames(lexPbn(text)).entries()) {
    const merged: PbnIssue[] = [];
    const board = readGame(game, inherited, merged);
    if (board.ok) games.push({ board: secondTable(board.value, games.at(-1)?.board), line: game.line, place });
    else skipped.push(board.error);
    skipped.push(...merged);
  }
  return { games, skipped };
}

/** Parses a whole PBN file into its games with their lines; strict: the first problem found, with its line. */
export function parsePbnGames(text: string): Result<PbnGame[], PbnIssue> {
  const read = readPbnGames(text);
  return read.skipped.length > 0 ? err(read.skipped[0]) : ok([...read.games]);
}

/** Parses a whole PBN file; strict: the first problem found is returned with its 1-based line. */
export function parsePbnFile(text: string): Result<PbnBoard[], PbnIssue> {
  const games = parsePbnGames(text);
  return games.ok ? ok(games.value.map((g) => g.board)) : games;
}
