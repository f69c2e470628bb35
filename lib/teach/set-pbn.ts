// A set as a PBN file: one board per item (the drills' export, lib/quiz/pbn-export.ts) with the expected answer as a
// comment in the set's language, and for call items the key and the calls the teacher accepted besides it as a
// `[Note "answer:2C|2D"]` tag that importPbn reads back (key 2C, 2D accepted).
// Example: setPbn(spec, storedItems) → '…[Board "1"]…[Note "answer:2D|2NT"]\n[Auction "N"]\n1H Pass *' .

import { parseCall } from '../bridge/call';
import { makePbnFile } from '../bridge/pbn/file';
import { makePbnGames } from '../bridge/pbn/write';
import type { Call } from '../bridge/types';
import { itemBoards } from '../quiz/pbn-export';
import type { QuizItem } from '../quiz/item-types';
import type { AnsweredItem } from './made-item';
import type { SetSpec } from './set-types';

/** A call as PBN writes it in an Auction section and the answer note: 2C, 1NT, Pass, X, XX. */
function pbnCall(call: Call): string {
  switch (call.kind) {
    case 'pass': return 'Pass';
    case 'double': return 'X';
    case 'redouble': return 'XX';
    case 'bid': return `${call.level}${call.strain === 'N' ? 'NT' : call.strain}`;
  }
}

/**
 * The set's items (as one student, or the teacher's preview, has them) as PBN, the set's title as [Event]. A call
 * item's note and key are what grades it (the teacher's kept key or the system's call). Boards of evaluate, legal and
 * score items carry no answer tag: read back, they would be opening questions.
 */
export function setPbn(spec: Pick<SetSpec, 'title' | 'locale'>, items: readonly AnsweredItem[]): string {
  return makePbnFile(setBoards(spec, items, 1));
}

/** The games of `items` as they follow the file's head (lib/bridge/pbn/write.ts), boards numbered from `firstBoard`: a page of a long file. */
export function setPbnGames(spec: Pick<SetSpec, 'title' | 'locale'>, items: readonly AnsweredItem[], firstBoard: number): string {
  return makePbnGames(setBoards(spec, items, firstBoard));
}

function setBoards(spec: Pick<SetSpec, 'title' | 'locale'>, items: readonly AnsweredItem[], firstBoard: number) {
  const noted = items.map(({ item, expected: answer }): QuizItem => {
    if (item.expected.kind !== 'call' || answer.call === null || answer.rule === null) return item;
    return { ...item, expected: { ...item.expected, call: answer.call, rule: answer.rule } };
  });
  return itemBoards(noted, { locale: spec.locale, event: spec.title, firstBoard }).map((board, i) => {
    const e = noted[i].expected;
    if (e.kind !== 'call') return board;
    const accepted = items[i].expected.accepted.flatMap((text) => {
      const call = parseCall(text);
      return call.ok ? [pbnCall(call.value)] : [];
    });
    const value = ['answer:' + pbnCall(e.call), ...accepted].join('|');
    return { ...board, otherTags: [...board.otherTags, { name: 'Note', value, section: [] }] };
  });
}
