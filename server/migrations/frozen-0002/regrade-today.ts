// The kit migration 0002 uses when the operator runs it with BRIDGE_MIGRATE_0001_SETS=today: first-schema sets made
// and graded by the running code's system (its SYSTEM_VERSION is written in every item and grade), mapped onto 0002's
// frozen columns. The live code is reached from here only: a change of its shapes breaks this file at compile time,
// never the migration. Example: (await import('./regrade-today')).TODAY_KIT.make({ source: 'topic', … }, 41).

import { SYSTEM_VERSION } from '@/lib/bidder/system-version';
import { gradeAnswer, storedGrade } from '@/lib/teach/grade';
import { gradedBy, itemPosition, makeItem, type MadeItem } from '@/lib/teach/made-item';
import type { SetAnswer, SetItemSource } from '@/lib/teach/set-types';
import type { Carry0002Kit, GradeColumns0002, ItemColumns0002 } from './carry';

export const TODAY_KIT: Carry0002Kit = {
  system: SYSTEM_VERSION,
  make(source, seed) {
    const made = makeItem(source as SetItemSource, seed, SYSTEM_VERSION);
    const at = itemPosition(made.item);
    const e = made.expected;
    const columns: ItemColumns0002 = {
      kind: made.item.kind, deal: at.deal, dealer: at.dealer, vul: at.vul, auction: at.auction, seat: at.seat, hand: at.hand,
      item: JSON.stringify({ ...made.item, ...(made.explanation && { explanation: made.explanation }), ...(made.auction && { auction: made.auction }) }),
      asked: made.asked, near_miss: made.nearMiss ? 1 : 0,
      expected_call: e.call, expected_text: e.text, expected_rule: e.rule, expected_by: e.by, system: made.system,
    };
    return { columns, made };
  },
  grade(made, accepted, answer) {
    const item = made as MadeItem;
    const grade = storedGrade(gradeAnswer(item.item, gradedBy(item.expected, accepted), answer as SetAnswer), SYSTEM_VERSION);
    const e = grade.expected;
    const columns: GradeColumns0002 = {
      is_right: grade.right ? 1 : 0, answer_text: grade.answer, wrong_rule: grade.rule, expected_call: e.call, expected_text: e.text,
      expected_rule: e.rule, expected_by: e.by, expected_kind: e.kind, system: grade.system,
    };
    return columns;
  },
};
