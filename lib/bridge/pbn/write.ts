// Writing a PBN file: tags in the PBN order, the Auction section with its notes and then the tags that stood after it
// (the Play), each comment back before the tag it stood before, UTF-8 with a PBN 2.1 header.
// Example: makePbnFile([{ board: 1, players: {}, otherTags: [], comments: [] }]) → '% PBN 2.1\n…\n\n[Board "1"]\n'.

import { makeDeal } from '../deal';
import { makePbnAuctionLines } from './auction';
import type { PbnBoard } from './board';
import { quotePbn } from './lexer';
import { makePbnContract } from './tags';

function tagLine(name: string, value: string): string {
  return `[${name} ${quotePbn(value)}]`;
}

/** A comment as PBN text; a '}' inside forces the ';' form (one line) or is replaced (several lines). */
function makeComment(text: string): string {
  if (!text.includes('}')) return `{${text}}`;
  return text.includes('\n') ? `{${text.replace(/}/g, ')')}}` : `; ${text}`;
}

/** The game's lines, or none for a board without a single tag (an empty line would be all it is). */
function makeGame(board: PbnBoard): string[] {
  // each tag's lines under its name, so that a comment goes back before the tag it stood before
  const out: { name: string; lines: string[] }[] = [];
  const add = (name: string, value: string | undefined): void => {
    if (value !== undefined) out.push({ name, lines: [tagLine(name, value)] });
  };
  add('Event', board.event);
  add('Site', board.site);
  add('Date', board.date);
  add('Board', board.board?.toString());
  add('West', board.players.W);
  add('North', board.players.N);
  add('East', board.players.E);
  add('South', board.players.S);
  add('Dealer', board.dealer);
  add('Vulnerable', board.vul);
  add('Deal', board.deal ? makeDeal(board.deal, board.dealer ?? 'N') : board.partialDeal);
  add('Scoring', board.scoring);
  add('Declarer', board.declarer);
  add('Contract', board.contract === undefined ? undefined : makePbnContract(board.contract));
  add('Result', board.result?.toString());
  const other = (tag: PbnBoard['otherTags'][number]) => out.push({ name: tag.name, lines: [tagLine(tag.name, tag.value), ...tag.section] });
  // a tag that stood after the auction (the play, a commentator's) is written back after it
  for (const tag of board.otherTags) if (!tag.afterAuction) other(tag);
  if (board.auction) {
    const { lines, notes } = makePbnAuctionLines(board.auction.calls, board.auction.notes, board.auction.annotations);
    out.push({ name: 'Auction', lines: [tagLine('Auction', board.auction.dealer), ...lines, ...notes.map((n) => tagLine('Note', n))] });
  }
  for (const tag of board.otherTags) if (tag.afterAuction) other(tag);
  if (out.length === 0) return [];
  const places = board.commentPlaces ?? [];
  const before = new Map<string, string[]>();
  const top: string[] = [];
  const end: string[] = [];
  board.comments.forEach((comment, k) => {
    const place = places[k];
    const text = makeComment(comment);
    if (place === '') end.push(text);
    else if (place !== undefined && out.some((t) => t.name === place)) before.set(place, [...(before.get(place) ?? []), text]);
    else top.push(text);
  });
  const placed = new Set<string>();
  const lines = out.flatMap(({ name, lines: own }) => {
    const first = placed.has(name) ? [] : (before.get(name) ?? []);
    placed.add(name);
    return [...first, ...own];
  });
  return [...top, ...lines, ...end];
}

/** What a PBN file written here begins with: its two header lines. */
export const PBN_FILE_HEAD = '% PBN 2.1\n% Content-type: text/x-pbn; charset=UTF-8';

/**
 * The games of the boards as they follow the head in the file, each after an empty line (a file is PBN_FILE_HEAD, the
 * games of its boards in order, then one line break): a long file written a page of boards at a time.
 */
export function makePbnGames(boards: readonly PbnBoard[]): string {
  return boards.map(makeGame).filter((lines) => lines.length > 0).map((g) => '\n\n' + g.join('\n')).join('');
}

/** Inverse of parsePbnFile: UTF-8 PBN text, one game per board, games separated by an empty line. */
export function makePbnFile(boards: readonly PbnBoard[]): string {
  return PBN_FILE_HEAD + makePbnGames(boards) + '\n';
}
