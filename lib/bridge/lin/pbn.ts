// LIN ↔ PBN through the same values: a LIN board as a PbnBoard (its number, players, dealer, vulnerability, deal, the
// auction with each alert's explanation as a note, "Alert" when BBO gave none, and once the auction has a contract its
// Declarer, Contract, the play as PBN's Play section and the Result, by claim or counted) and a PBN board with a whole
// deal as a LinBoard (its notes as the calls' alerts, its Play section as the cards played).
// Example: linToPbn(readLin(text).file.boards[0], 'Gabi Pleven Teams') → { event: 'Gabi Pleven Teams', board: 9, auction: { dealer: 'N', calls, notes: [{ index: 2, text: 'Alert' }] }, … }.

import { contractOf } from '../auction';
import type { DeclaredContract } from '../contract';
import type { PbnBoard, PbnTag } from '../pbn/board';
import { makeCard, parseCard, trickWinner, type Card } from '../trick';
import { seatAfter, type Seat } from '../types';
import { makePbnFile } from '../pbn/write';
import type { LinIssue } from './issue';
import { readLin } from './read';
import type { LinBoard } from './board';

/** The note PBN gets for a call BBO marks alerted without an explanation. */
export const BARE_ALERT = 'Alert';

/** The tricks of a play, each with the seat that led it: the opening leader, then each trick's winner. */
function tricksOf(play: readonly Card[], contract: DeclaredContract): { leader: Seat; cards: Card[] }[] {
  const trump = contract.strain === 'N' ? null : contract.strain;
  const tricks: { leader: Seat; cards: Card[] }[] = [];
  let leader = seatAfter(contract.declarer, 1);
  for (let k = 0; k < play.length; k += 4) {
    const cards = play.slice(k, k + 4);
    tricks.push({ leader, cards });
    if (cards.length === 4) leader = trickWinner(leader, cards, trump);
  }
  return tricks;
}

/** The play as PBN's Play section: the opening leader, a line a trick with each card under its seat ('-' unplayed), '*' when it stops early. */
function playTag(play: readonly Card[], contract: DeclaredContract): PbnTag {
  const first = seatAfter(contract.declarer, 1);
  const lines = tricksOf(play, contract).map(({ leader, cards }) => {
    const bySeat = new Map(cards.map((card, i) => [seatAfter(leader, i), makeCard(card)]));
    return [0, 1, 2, 3].map((i) => bySeat.get(seatAfter(first, i)) ?? '-').join(' ');
  });
  return { name: 'Play', value: first, section: play.length < 52 ? [...lines, '*'] : lines, afterAuction: true };
}

/** Declarer's tricks: by the claim when there is one, else counted in a play played out; null when neither tells. */
function declarerTricks(board: LinBoard, contract: DeclaredContract): number | null {
  if (board.claim !== null) return board.claim;
  if (board.play.length < 52) return null;
  const trump = contract.strain === 'N' ? null : contract.strain;
  const side = [contract.declarer, seatAfter(contract.declarer, 2)];
  return tricksOf(board.play, contract).filter(({ leader, cards }) => side.includes(trickWinner(leader, cards, trump))).length;
}

export function linToPbn(board: LinBoard, event: string | null = null): PbnBoard {
  const contract = contractOf({ dealer: board.dealer, calls: board.calls });
  const tricks = contract ? declarerTricks(board, contract) : null;
  return {
    ...(event !== null && { event }),
    ...(board.board !== null && { board: board.board }),
    players: board.players,
    dealer: board.dealer,
    vul: board.vul,
    deal: board.deal,
    auction: {
      dealer: board.dealer,
      calls: board.calls,
      notes: board.alerts.map((a) => ({ index: a.index, text: a.text === '' ? BARE_ALERT : a.text })),
    },
    ...(contract && {
      declarer: contract.declarer, contract: { level: contract.level, strain: contract.strain, risk: contract.risk },
      ...(tricks !== null && { result: tricks }),
    }),
    otherTags: contract && board.play.length > 0 ? [playTag(board.play, contract)] : [],
    comments: board.notes,
  };
}

/** A PBN Play section's cards in the order played (each trick from its leader); what does not read ends it. */
function playOf(board: PbnBoard, contract: DeclaredContract | null): Card[] {
  const tag = board.otherTags.find((t) => t.name === 'Play');
  if (!tag || !contract) return [];
  const first = seatAfter(contract.declarer, 1);
  const trump = contract.strain === 'N' ? null : contract.strain;
  const play: Card[] = [];
  let leader = first;
  for (const line of tag.section) {
    const texts = line.trim().split(/\s+/);
    if (texts.length !== 4) break;
    const bySeat = new Map(texts.map((text, i) => [seatAfter(first, i), parseCard(text)]));
    const cards: Card[] = [];
    for (let i = 0; i < 4; i++) {
      const read = bySeat.get(seatAfter(leader, i));
      if (!read?.ok) break;
      cards.push(read.value);
    }
    play.push(...cards);
    if (cards.length < 4) break;
    leader = trickWinner(leader, cards, trump);
  }
  return play;
}

/** A PBN board as LIN: null when it has no whole deal (LIN's md needs every hand). */
export function pbnToLin(board: PbnBoard): LinBoard | null {
  if (!board.deal) return null;
  const dealer = board.dealer ?? board.auction?.dealer ?? 'N';
  return {
    board: board.board ?? null, title: null, room: null, dealer, vul: board.vul ?? 'None', deal: board.deal, players: board.players,
    calls: board.auction?.calls ?? [],
    alerts: (board.auction?.notes ?? []).map((n) => ({ index: n.index, text: n.text === BARE_ALERT ? '' : n.text })),
    play: playOf(board, contractOf({ dealer, calls: board.auction?.calls ?? [] })),
    // a result with the play stopped early is a claim
    claim: board.result !== undefined && playOf(board, contractOf({ dealer, calls: board.auction?.calls ?? [] })).length < 52 ? board.result : null,
    notes: board.comments,
  };
}

/** A LIN text (a record, or links one a line) as the PBN file of its boards, with the LIN's own issues. */
export function linAsPbn(text: string): { readonly pbn: string; readonly issues: readonly LinIssue[]; readonly boards: number } {
  const { file, issues } = readLin(text);
  return { pbn: makePbnFile(file.boards.map((board) => linToPbn(board, file.event))), issues, boards: file.boards.length };
}
