// Reading LIN: BBO's single-hand records and hand-viewer links, and its match records (vugraph: vg title, pn of eight
// players, a qx per board and room). Pairs are grouped into boards (a new board at each qx, or, once a board has its
// deal, at a pn, st, rh, ah, sv or md it has had already: the next record's head); each board's tags are read into a LinBoard; a board that cannot be read is left out with its
// positioned issue and the rest is read. Links: one per line, each its own LIN. Dealer and vulnerability default from
// the board number as on a duplicate board. Example: readLin('pn|A,B,C,D|md|3SAK…|sv|n|mb|1N|an|15-17|mb|p|…') →
// { file: { event: null, boards: [{ dealer: 'N', vul: 'NS', calls: [1N, P, …], alerts: [{ index: 0, text: '15-17' }], … }] }, issues: [] }.

import { checkCall, isComplete } from '../auction';
import { boardInfo } from '../scoring/board';
import { parseCard, type Card } from '../trick';
import type { Call, Seat, Vulnerability } from '../types';
import type { LinAlert, LinBoard, LinFile } from './board';
import { linIssue, type LinIssue } from './issue';
import { isLinLink, linOfLink, linPairs, type LinPair } from './lexer';
import { LIN_HAND_ORDER, parseLinCall, parseLinDeal, parseLinVul } from './values';

/** A LIN text (or its links) larger than this is refused before it is read: BBO's longest match records are ~300 kB. */
export const MAX_LIN_BYTES = 2_000_000;
/** At most this many boards are read from one text. */
export const MAX_LIN_BOARDS = 1000;

export interface LinRead {
  readonly file: LinFile;
  /** The boards left out and the text that could not be read, each with its position. */
  readonly issues: readonly LinIssue[];
}

/** A board's pairs as met, before they are read; the tags it has had. */
interface Draft {
  pairs: LinPair[];
  hasDeal: boolean;
  tags: Set<string>;
}

/** The tags that open a board's record: once a board has its deal, one of these met again begins the next board. */
const HEAD_TAGS: ReadonlySet<string> = new Set(['pn', 'st', 'rh', 'ah', 'sv', 'md']);

const seatNames = (names: readonly string[]): Partial<Record<Seat, string>> =>
  Object.fromEntries(LIN_HAND_ORDER.map((seat, k) => [seat, (names[k] ?? '').trim()]).filter(([, name]) => name !== ''));

/** The board number of qx ('o12', 'c3') or ah ('Board 12'); null when it names none. */
function boardNumber(text: string): number | null {
  const m = /(\d{1,4})/.exec(text);
  const n = m ? Number(m[1]) : 0;
  return n >= 1 ? n : null;
}

/** One board's pairs as a LinBoard, or the issue that leaves it out. `players8`: the match's eight names (open, closed). */
function readBoard(draft: Draft, players8: readonly string[] | null): LinBoard | LinIssue {
  let board: number | null = null;
  let title: string | null = null;
  let room: LinBoard['room'] = null;
  let vul: Vulnerability | null = null;
  let deal: ReturnType<typeof parseLinDeal> | null = null;
  let dealAt = draft.pairs[0]?.at ?? 1;
  let names: readonly string[] | null = null;
  const calls: Call[] = [];
  const alerts: LinAlert[] = [];
  const play: Card[] = [];
  let claim: number | null = null;
  const notes: string[] = [];
  for (const { tag, value, at } of draft.pairs) {
    switch (tag) {
      case 'qx': {
        room = /^c/i.test(value) ? 'closed' : /^o/i.test(value) ? 'open' : null;
        board = boardNumber(value) ?? board;
        break;
      }
      case 'ah': {
        // a header: 'Board 5' names the board ('Board 0', a hand dealt at a table, names none); anything else is its title
        board = boardNumber(value) ?? board;
        if (!/^\s*board\s+\d+\s*$/i.test(value) && value.trim() !== '') title = value.trim();
        break;
      }
      case 'sv':
        vul = parseLinVul(value);
        if (vul === null) return linIssue('lin-bad-vul', at, { tag, value: value.slice(0, 10) });
        break;
      case 'md':
        deal = parseLinDeal(value);
        dealAt = at;
        if (!deal.ok) return linIssue(deal.error.code === 'bad-dealer' ? 'lin-bad-dealer' : 'lin-bad-deal', at, { tag, ...deal.error.params, reason: deal.error.code });
        break;
      case 'pn':
        names = value.split(',');
        break;
      case 'mb': {
        const read = parseLinCall(value);
        if (!read) return linIssue('lin-bad-call', at, { tag, value: value.slice(0, 10) });
        calls.push(read.call);
        if (read.alert) alerts.push({ index: calls.length - 1, text: '' });
        break;
      }
      case 'an': {
        // the explanation of the call just made: it marks that call alerted
        if (calls.length === 0) break;
        const index = calls.length - 1;
        const prior = alerts.findIndex((a) => a.index === index);
        if (prior >= 0) alerts[prior] = { index, text: value };
        else alerts.push({ index, text: value });
        break;
      }
      case 'pc': {
        const card = parseCard(value);
        if (!card.ok) return linIssue('lin-bad-card', at, { tag, value: value.slice(0, 10) });
        play.push(card.value);
        break;
      }
      case 'mc': {
        const n = /^\s*(\d{1,2})\s*$/.exec(value);
        if (!n || Number(n[1]) > 13) return linIssue('lin-bad-claim', at, { tag, value: value.slice(0, 10) });
        claim = Number(n[1]);
        break;
      }
      case 'nt':
        if (value.trim() !== '') notes.push(value);
        break;
      default:
        // st, rh, pg, sk, pf, hs, lb, cp, cg, …: the viewer's own, nothing of the deal
        break;
    }
  }
  if (!deal || !deal.ok || deal.value.deal === null) return linIssue('lin-no-deal', dealAt, { tag: 'md' });
  const fromBoard = board === null ? null : boardInfo(board);
  const dealer = deal.value.dealer ?? fromBoard?.dealer ?? 'N';
  // the auction from the dealer, each call legal where it stands
  const auction = { dealer, calls: [] as Call[] };
  for (const [k, call] of calls.entries()) {
    const mb = draft.pairs.filter((p) => p.tag === 'mb')[k];
    if (isComplete(auction)) return linIssue('lin-illegal-auction', mb.at, { tag: 'mb', position: k + 1, reason: 'auction-over' });
    const illegal = checkCall(auction, call);
    if (illegal) return linIssue('lin-illegal-auction', mb.at, { tag: 'mb', position: k + 1, reason: illegal.code });
    auction.calls.push(call);
  }
  const players = names !== null ? seatNames(names) : players8 ? seatNames(room === 'closed' ? players8.slice(4) : players8.slice(0, 4)) : {};
  return {
    board, title, room, dealer, vul: vul ?? fromBoard?.vul ?? 'None', deal: deal.value.deal, players,
    calls, alerts, play, claim, notes,
  };
}

function readPairs(pairs: readonly LinPair[], boards: LinBoard[], issues: LinIssue[], event: { title: string | null }): void {
  let players8: string[] | null = null;
  let draft: Draft | null = null;
  const finish = () => {
    if (draft === null) return;
    if (!draft.hasDeal && draft.pairs.every((p) => ['pn', 'st', 'rh', 'pg'].includes(p.tag))) {
      draft = null;
      return;
    }
    if (boards.length >= MAX_LIN_BOARDS) {
      issues.push(linIssue('lin-too-large', draft.pairs[0]?.at ?? 1, { boards: MAX_LIN_BOARDS }));
    } else {
      const read = readBoard(draft, players8);
      if ('code' in read) issues.push(read);
      else boards.push(read);
    }
    draft = null;
  };
  for (const pair of pairs) {
    if (pair.tag === 'vg') {
      event.title = pair.value.split(',')[0]?.trim() || event.title;
      continue;
    }
    if (['rs', 'mp', 'bn', 'pw', 'px'].includes(pair.tag)) continue;
    // a match's eight players stand before its first board
    if (pair.tag === 'pn' && draft === null && pair.value.split(',').length > 4) {
      players8 = pair.value.split(',');
      continue;
    }
    if (pair.tag === 'qx' || (draft?.hasDeal && HEAD_TAGS.has(pair.tag) && draft.tags.has(pair.tag))) finish();
    draft ??= { pairs: [], hasDeal: false, tags: new Set() };
    draft.pairs.push(pair);
    draft.tags.add(pair.tag);
    if (pair.tag === 'md') draft.hasDeal = true;
  }
  finish();
}

/** A LIN text, a hand-viewer link, or several links (one a line): every board that reads, and the issues. */
export function readLin(text: string): LinRead {
  if (text.length > MAX_LIN_BYTES) return { file: { event: null, boards: [] }, issues: [linIssue('lin-too-large', 1, { bytes: text.length, max: MAX_LIN_BYTES })] };
  const boards: LinBoard[] = [];
  const issues: LinIssue[] = [];
  const event = { title: null as string | null };
  if (isLinLink(text)) {
    let offset = 0;
    for (const line of text.split('\n')) {
      const lin = line.trim() === '' ? null : linOfLink(line);
      if (line.trim() !== '' && lin === null) issues.push(linIssue('lin-bad-link', offset + 1, { link: line.trim().slice(0, 80) }));
      if (lin !== null) {
        const { pairs, issue } = linPairs(lin);
        readPairs(pairs, boards, issues, event);
        if (issue) issues.push(issue);
      }
      offset += line.length + 1;
    }
  } else {
    const { pairs, issue } = linPairs(text);
    readPairs(pairs, boards, issues, event);
    if (issue) issues.push(issue);
  }
  return { file: { event: event.title, boards }, issues };
}
