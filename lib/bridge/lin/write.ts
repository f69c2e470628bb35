// Writing LIN as BBO reads it: per board its players (South, West, North, East), the deal with the dealer's digit, the
// header and vulnerability, the calls (alerted ones with '!' and their explanation in an|…|), the play a trick at a
// time and a claim. A match's boards carry their room (qx o5 / c5). Inverse of readLin for what LinBoard holds.
// Example: printLin({ event: null, boards: [board] }) → 'pn|Ana,Bojan,Ceca,Dejan|st||md|3SAK…|rh||ah|Board 1|sv|o|mb|1C|…|pg||\n'.

import { makeCard } from '../trick';
import type { LinBoard, LinFile } from './board';
import { LIN_HAND_ORDER, makeLinCall, makeLinDeal, makeLinVul } from './values';

/** A value as LIN can hold it: a bar would end it, a line break would wrap it. */
function clean(value: string): string {
  return value.replace(/\|/g, '/').replace(/[\r\n]+/g, ' ');
}

export function printLinBoard(board: LinBoard): string {
  const out: string[] = [];
  const pair = (tag: string, value: string) => out.push(`${tag}|${clean(value)}|`);
  if (board.room !== null && board.board !== null) pair('qx', `${board.room === 'closed' ? 'c' : 'o'}${board.board}`);
  pair('pn', LIN_HAND_ORDER.map((seat) => board.players[seat] ?? '').join(','));
  pair('st', '');
  pair('md', makeLinDeal(board.dealer, board.deal));
  pair('rh', '');
  pair('ah', board.title ?? (board.board === null ? '' : `Board ${board.board}`));
  pair('sv', makeLinVul(board.vul));
  for (const note of board.notes) pair('nt', note);
  board.calls.forEach((call, index) => {
    const alert = board.alerts.find((a) => a.index === index);
    pair('mb', makeLinCall(call, alert !== undefined));
    if (alert && alert.text !== '') pair('an', alert.text);
  });
  if (board.calls.length > 0 || board.play.length > 0) pair('pg', '');
  board.play.forEach((card, k) => {
    pair('pc', makeCard(card));
    if (k % 4 === 3) pair('pg', '');
  });
  if (board.claim !== null) pair('mc', String(board.claim));
  return out.join('');
}

/** A file's LIN: the event's title when it has one (vg), then each board on a line of its own. */
export function printLin(file: LinFile): string {
  const head = file.event === null ? '' : `vg|${clean(file.event).replace(/,/g, ' ')},,I,1,${file.boards.length},,0,,0|\n`;
  return head + file.boards.map((b) => `${printLinBoard(b)}\n`).join('');
}
