// Evaluate items (docs/system.md section 1): a seeded hand and its H, D, HD and quick tricks from lib/evaluation.
// Example: evaluateItem(3, pick) → { kind: 'evaluate', seat: 'S', expected: { h: 12, d: 1, hd: 13, qt: 2 } }.

import { handOf } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { SEATS, VULNERABILITIES } from '../bridge/types';
import { evaluateHand } from '../evaluation';
import type { QuizItem } from './item';
import type { Picker } from './seeded';

export function evaluateItem(seed: number, pick: Picker): QuizItem {
  const deal = createDealer(pick.below(0x4000_0000)).next();
  const seat = SEATS[pick.below(4)];
  const e = evaluateHand(handOf(deal, seat));
  return {
    topic: 'evaluate', seed, rule: null, kind: 'evaluate', nearMiss: false,
    deal, dealer: seat, vul: VULNERABILITIES[pick.below(4)], calls: [], seat,
    expected: { kind: 'evaluate', h: e.h, d: e.d, hd: e.hd, qt: e.qt },
  };
}
