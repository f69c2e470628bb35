// Writing a PBN file: tags in the PBN order, the Auction section with its notes, UTF-8 with a PBN 2.1 header.
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
  const out: string[] = [];
  const add = (name: string, value: string | undefined): void => {
    if (value !== undefined) out.push(tagLine(name, value));
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
  for (const tag of board.otherTags) out.push(tagLine(tag.name, tag.value), ...tag.section);
  if (board.auction) {
    const { lines, notes } = makePbnAuctionLines(board.auction.calls, board.auction.notes, board.auction.annotations);
    out.push(tagLine('Auction', board.auction.dealer), ...lines, ...notes.map((n) => tagLine('Note', n)));
  }
  return out.length === 0 ? [] : [...board.comments.map(makeComment), ...out];
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
